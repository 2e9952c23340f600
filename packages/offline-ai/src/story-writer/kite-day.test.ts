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

  it('leaves a bear’s kite, a kite’s own wish and a kite made to their own tellings', () => {
    expect(story("Bear's kite got stuck in a tree", 1).plan.hero.kind.word).toBe('bear');
    expect(story('A kite that wants to fly', 1).plan.hero.kind.word).toBe('kite');
    expect(story('Mia learns to make a kite', 1).plan.homeDay?.id).not.toBe('kite');
  });
});

describe('a kite only flown', () => {
  it.each(['A kite', 'Flying a kite', "Ben's kite", 'Omar wants to fly his new kite', 'Kite flying with Grandpa'])(
    '%s: a windy day flying it, a trouble of the kite’s own put right, never a walk with a dog who helps',
    (prompt) => {
      const troubles = new Set<string>();
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const s = story(prompt, seed);
        expect(s.plan.homeDay?.id).toBe('kite');
        expect(s.plan.hero.kind.human).toBe(true);
        const text = s.paragraphs.join(' ');
        troubles.add(/wind dropped|tangle|stuck in the branches|flew off/.exec(text)?.[0] ?? 'none');
        expect(text).toMatch(/higher than ever|flying again|puff of wind caught it/);
        expect(text).not.toMatch(/\bwindmill|bandstand|step by step|a friendly dog\b/i);
        // (Nothing was lost, so there is no 'My kite is back!' after a tangle.)
        if (!/flew off|stuck/.test(text)) expect(text).not.toMatch(/is back|not one hole/);
        expect(s.title).toMatch(/\bKite\b/);
      }
      expect(troubles.has('none')).toBe(false);
      expect(troubles.size).toBeGreaterThan(1);
    },
  );

  it('is helped by the grown-up of the family the idea names', () => {
    for (const seed of [1, 2, 3]) {
      const text = story('Leo and his uncle fly a kite', seed).paragraphs.join(' ');
      expect(text).toMatch(/\bUncle\b/);
      expect(text).not.toMatch(/\b(?:Mum|Dad|Grandma|Grandpa)\b/);
    }
  });
});
