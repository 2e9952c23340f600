import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { CONTRASTS, contrastOf } from './world/contrasts.js';
import { kindByWord } from '../language/index.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

/** Friendships of two different kinds, with the contrast each is told by and words that show it. */
const IDEAS: readonly (readonly [prompt: string, contrast: string, shows: RegExp])[] = [
  ['A mouse and an elephant become friends', 'big-small', /\b(?:huge|tiny|big)\b/i],
  ['A tortoise and a hare become friends', 'fast-slow', /\b(?:slow|slowly|fast|race|quick|dash)\b/i],
  ['A fish who wants to be friends with a bird', 'water-land', /\b(?:water|fins|dive|shore)\b/i],
  ['A shy owl makes friends with a squirrel', 'night-day', /\b(?:dark|dusk|sun|sunshine|night|daylight|stars)\b/i],
  ['A giraffe and a tiny ladybird', 'tall-short', /\b(?:high|up|tall|grass|low|below)\b/i],
];

describe('a friendship between two different kinds', () => {
  for (const [prompt, contrast, shows] of IDEAS)
    for (const seed of [1, 2])
      it(`${prompt} (seed ${seed}): is told by how the two differ`, () => {
        const { paragraphs, plan } = told(prompt, seed);
        expect(plan.unlike?.contrast).toBe(contrast);
        const friend = plan.friend!;
        expect(friend.kind.word).not.toBe(plan.hero.kind.word);
        // The other is seen before being met: the friend's name comes with the hello, in the second paragraph.
        expect(paragraphs[0]).not.toContain(friend.name);
        expect(paragraphs[1]).toContain(friend.name);
        // The other is seen as different, and most of the day is told by the difference.
        expect(paragraphs[0]).toMatch(shows);
        expect(paragraphs.slice(0, 5).filter((p) => shows.test(p)).length).toBeGreaterThanOrEqual(3);
        // No stock try that goes wrong for no reason stands in for it.
        const text = paragraphs.join(' ');
        expect(text).not.toMatch(/went all wrong|harder than it looked|one little step at a time|One was an? /);
        expect(paragraphs[5]).toMatch(/\b(?:friends?|goodnight|sunset|night|evening|bedtime)\b/i);
      });

  it('gives a different telling for a different seed', () => {
    for (const [prompt] of IDEAS) expect(told(prompt, 1).paragraphs).not.toEqual(told(prompt, 2).paragraphs);
  });

  it('keeps two of a kind, and a child with a child, in the friendship telling', () => {
    for (const prompt of [
      'Two penguins become friends',
      'A girl who wants to make a new friend',
      'A boy and a dinosaur become friends',
    ])
      expect(told(prompt, 1).plan.unlike).toBeUndefined();
  });

  it('reads each contrast from the kinds, either way round', () => {
    const pairs: Record<string, readonly [string, string]> = {
      'water-land': ['whale', 'rabbit'],
      'night-day': ['bat', 'duck'],
      'tall-short': ['giraffe', 'mouse'],
      'fast-slow': ['hare', 'snail'],
      'big-small': ['elephant', 'mouse'],
      'high-low': ['eagle', 'pig'],
      'loud-quiet': ['lion', 'rabbit'],
      'strong-gentle': ['gorilla', 'cat'],
    };
    expect(Object.keys(pairs).sort()).toEqual(CONTRASTS.map((c) => c.id).sort());
    for (const [id, [a, b]] of Object.entries(pairs)) {
      expect(contrastOf(kindByWord(a), kindByWord(b))).toMatchObject({ contrast: { id }, heroIsA: true });
      expect(contrastOf(kindByWord(b), kindByWord(a))).toMatchObject({ contrast: { id }, heroIsA: false });
    }
  });
});

describe('two creatures the idea says become friends', () => {
  it.each([
    ['A fox and a rabbit become friends', 'rabbit'],
    ['An owl and a bat become best friends', 'bat'],
  ])('%s: the wish is to be friends with the other, and the ending says nothing odd of it', (prompt, other) => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const story = told(prompt, seed);
      expect(story.plan.goal.phrase).toBe(`make friends with a ${other}`);
      const text = story.paragraphs.join(' ');
      expect(story.paragraphs[0]).toMatch(new RegExp(`friends with a ${other}`));
      expect(text).not.toMatch(/\bbecome friends\b/);
      expect(text).not.toMatch(/happy dance for playing with/);
    }
  });
});
