import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';
import { MAGIC_THINGS } from './world/magic-things.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a magic thing ("Leo and the magic paintbrush")', () => {
  it.each([
    ['Leo and the magic paintbrush', 'paintbrush', /\bpaint/],
    ["Sam's magic hat", 'hat', /\btapped\b/],
    ['Ingrid finds a magic paintbrush', 'paintbrush', /\bpaint/],
    ['Mia and the magic umbrella', 'umbrella', /\b(?:opened|floated)\b/],
    ["Zoe's magic wand", 'wand', /\bswish/i],
    ['Tom and the magic boots', 'boots', /\b(?:jumped|zoomed|bounced)\b/],
    ['Ava and the magic snow globe', 'snow globe', /\b(?:shake|shook)\b/],
  ])('%s: found, its magic, out of hand and put right, its good, put away', (prompt, thing, magic) => {
    for (const seed of [1, 2, 3]) {
      const { paragraphs, plan, title } = told(prompt, seed);
      const at = `${prompt} (seed ${seed})`;
      expect(plan.magic?.thing.id, at).toBeDefined();
      expect(title.toLowerCase(), at).toContain(`magic ${thing}`);
      for (const paragraph of paragraphs) expect(paragraph.toLowerCase(), at).toMatch(new RegExp(`magic ${thing}|${thing}`));
      expect(paragraphs.slice(0, 2).join(' '), at).toMatch(magic);
      expect(paragraphs[2], at).toMatch(/Oh no|too far/);
      // Never a hunt in the forest for a clearing, nor a lesson.
      expect(paragraphs.join(' '), at).not.toMatch(/bluebells|explore|oldest oak|went all wrong|Maybe we can/);
      expect(plan.educational, at).toBe(false);
      // A pair is 'they': 'The magic boots were such fun', never 'was'.
      if (thing === 'boots') expect(paragraphs.join(' '), at).not.toMatch(/magic boots (?:was|is|has)\b/);
      // (The snow is the globe's: it falls at home, never a trip to a snowy land.)
      if (thing === 'snow globe') expect(plan.setting, at).toBe('home');
    }
  });

  it('every line is short enough to be kept in a shorter telling', () => {
    for (const thing of MAGIC_THINGS)
      for (const line of [
        ...thing.found,
        ...thing.first,
        ...thing.fun.flat(),
        ...thing.muddle.flat(),
        ...thing.good,
        ...thing.away,
      ])
        for (const sentence of line.replace(/\{magic\}/g, 'the magic paintbrush').split(/(?<=[.!?]"?)\s+/))
          expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(13);
  });
});

describe('a magic thing lost', () => {
  it('is looked for and found, never given as a present and tried out', () => {
    for (const seed of [1, 2, 3]) {
      const story = told('The fairy who lost her wand', seed);
      expect(story.plan.magic).toBeUndefined();
      expect(story.plan.hero.kind.word).toBe('fairy');
      const text = story.paragraphs.join(' ');
      expect(text).toMatch(/\bfind (?:her|my|your) wand\b/);
      expect(text).not.toMatch(/\bbirthday present\b|\bwhat the magic wand can do\b/);
    }
    // (One found, not lost, is still the magic found out.)
    expect(told('Leo finds a magic wand', 1).plan.magic).toBeDefined();
  });
});
