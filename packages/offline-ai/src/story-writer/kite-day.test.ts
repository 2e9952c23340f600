import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a kite lost to the wind', () => {
  it.each([
    ['A lost kite', /flew off over the hedge|stuck in the branches/],
    ['The kite that flew away', /flew off over the hedge/],
    ['Nina loses her kite in the wind', /flew off over the hedge/],
    ["Omar's kite gets stuck in a tree", /stuck in the branches/],
    ['A lost kite at the beach', /flew off along the beach/],
  ])('%s: flown on a windy day, taken by the wind as the idea says, got back and flown again', (prompt, trouble) => {
    const texts = new Set<string>();
    for (const seed of [1, 2, 3]) {
      const s = story(prompt, seed);
      expect(s.plan.homeDay?.id).toBe('kite');
      expect(s.plan.hero.kind.human).toBe(true);
      const text = s.paragraphs.join(' ');
      expect(text).toMatch(trouble);
      expect(text).toMatch(/safe and sound|not even torn/);
      expect(text).toMatch(/higher than ever|flying again/);
      // (Never a search of the sky with an eagle, nor a kite carried about.)
      expect(text).not.toMatch(/\beagle|rainbow|carried (?:his|her|their) kite|paw prints|up in the sky\b/i);
      for (const paragraph of s.paragraphs.slice(0, 5)) expect(paragraph).toMatch(/\bkite\b/);
      expect(s.tags).toContain('kite');
      texts.add(text);
    }
    expect(texts.size).toBeGreaterThan(1);
  });

  it('keeps the idea’s own child, on the beach the idea names', () => {
    expect(story("Omar's kite gets stuck in a tree", 1).paragraphs[0]).toMatch(/\bOmar\b/);
    expect(story('A lost kite at the beach', 1).plan.setting).toBe('beach');
  });

  it('leaves flying a kite, and a bear’s kite, to their own tellings', () => {
    expect(story('Omar wants to fly a kite', 1).plan.homeDay?.id).not.toBe('kite');
    expect(story("Bear's kite got stuck in a tree", 1).plan.hero.kind.word).toBe('bear');
  });
});
