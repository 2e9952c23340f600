import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { MAX_WORDS, render } from './template.js';
import { MISLAID, ROOMS, TIPS, WORRIES } from './world/mislaid.js';

const IDEAS: readonly (readonly [string, string])[] = [
  ["Sam can't find his shoes", 'shoes'],
  ['Mia lost her teddy', 'teddy'],
  ["Mia's lost doll", 'doll'],
  ['Leo lost his doll', 'doll'],
  // (A bunny lost is the cuddly one, never a pet rabbit sent to look for itself.)
  ['Leo has lost his bunny', 'bunny'],
  ["Grandpa can't find his glasses", 'glasses'],
  // (Glasses lost are looked for as glasses, never 'her lost glass'.)
  ["Grandma's lost glasses", 'glasses'],
  ["Where are Dad's keys?", 'keys'],
  ["Tom's lost socks", 'socks'],
  ['Leo loses his school bag', 'school bag'],
];

describe('a thing mislaid at home', () => {
  it.each(IDEAS)('%s: looked for room by room at home, and found in a funny place', (prompt, noun) => {
    const seen = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const story = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      expect(story.plan.mislaid?.noun).toBe(noun);
      expect(story.plan.setting).toBe('home');
      // The thing in every paragraph, and the hero named in each; never taken to the forest to be lost there.
      for (const paragraph of story.paragraphs) {
        expect(paragraph).toContain(noun);
        expect(paragraph).toContain(story.plan.hero.name);
      }
      const text = story.paragraphs.join(' ');
      expect(text).not.toMatch(/\b(?:forest|park bench|big dream|put .* down|loved (?:shoes|glasses|keys))\b/);
      expect(text).toContain(story.plan.guide.name);
      expect(story.title).toMatch(new RegExp(noun, 'i'));
      seen.add(text);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('a grown-up who lost something is helped by a child; a child by the family', () => {
    const grandpa = writeStoryDetailed({ prompt: "Grandpa can't find his glasses", paragraphs: 6, seed: 1 });
    expect(grandpa.plan.guide.kind.group).toBe('child');
    const sam = writeStoryDetailed({ prompt: "Sam can't find his shoes", paragraphs: 6, seed: 1 });
    expect(sam.plan.guide.kind.group).toBe('family');
  });

  it('leaves a thing lost somewhere else, and a thing wanted, to other stories', () => {
    expect(
      writeStoryDetailed({ prompt: 'Mia lost her teddy at the beach', paragraphs: 6, seed: 1 }).plan.mislaid,
    ).toBeUndefined();
    expect(writeStoryDetailed({ prompt: 'Ravi gets new glasses', paragraphs: 6, seed: 1 }).plan.mislaid).toBeUndefined();
    expect(
      writeStoryDetailed({ prompt: 'Leo and his dog look for his teddy', paragraphs: 6, seed: 1 }).plan.mislaid,
    ).toBeUndefined();
  });

  it('says every wording in sentences a young listener can follow', () => {
    const slots = {
      hero: 'Sam',
      Hero: 'Sam',
      they: 'he',
      They: 'He',
      them: 'him',
      their: 'his',
      Their: 'His',
      helper: 'Dad',
      Helper: 'Dad',
      lostNoun: 'shoes',
      lostIt: 'them',
      toy: 'his doll',
    };
    const lines = [
      ...MISLAID.flatMap((m) => [...m.need, ...m.found, ...m.home, ...m.after]),
      ...ROOMS.flatMap((r) => [r.look, r.instead]),
      ...TIPS,
      ...WORRIES,
    ];
    for (const line of lines) expect(render(line, slots, {}, MAX_WORDS), line).not.toBeNull();
  });
});
