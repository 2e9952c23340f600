import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a boat trip to see the whales', () => {
  it.each(['Lily sees a whale from the boat', 'Going whale watching', 'A boat trip to see the whales'])(
    '%s: out on the deep sea, the whale seen, its spout and its tail, and home again',
    (prompt) => {
      const texts = new Set<string>();
      for (const seed of [1, 2, 3]) {
        const s = story(prompt, seed);
        expect(s.plan.dayOut?.seaTrip).toBe('whale');
        expect(s.plan.setting).toBe('sea');
        expect(s.plan.hero.kind.human).toBe(true);
        const text = s.paragraphs.join(' ');
        expect(text).toMatch(/grey back rise out of the water/);
        expect(text).toMatch(/spout|tail/);
        // (Never a whale friend who comes along, a pirate met on the way, or whale watching in a forest.)
        expect(text).not.toMatch(/\bthe whale came along|\bpirate\b|\bforest\b|her friend \w+ the whale/i);
        expect(s.tags).toContain('whales');
        texts.add(text);
      }
      expect(texts.size).toBeGreaterThan(1);
    },
  );

  it('keeps the dolphins’ own trip, and a whale who is the hero its own telling', () => {
    expect(story('Tom swims with dolphins', 1).plan.dayOut?.seaTrip).toBe('dolphin');
    expect(story('A lonely whale who wants a friend', 1).plan.hero.kind.word).toBe('whale');
  });
});
