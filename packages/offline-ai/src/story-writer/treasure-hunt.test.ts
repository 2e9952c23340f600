import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a treasure hunt', () => {
  it.each([
    ['Digging for treasure', 'garden'],
    ['A treasure hunt in the garden', 'garden'],
    ['Max digs for treasure on the beach', 'beach'],
  ])('%s: a map with an X, a trouble of the hunt, dug up in the %s', (prompt, setting) => {
    const texts = new Set<string>();
    for (const seed of [1, 2, 3, 4]) {
      const s = story(prompt, seed);
      expect(s.plan.homeDay?.id).toBe('treasure');
      expect(s.plan.setting).toBe(setting);
      expect(s.plan.hero.kind.human).toBe(true);
      const text = s.paragraphs.join(' ');
      expect(text).toMatch(/treasure map|big red X/);
      expect(text).toMatch(/wind snatched the map|upside down|wet and smudgy|filled the hole with water/);
      expect(text).toMatch(/Clunk!/);
      // (Never a climb up a hill on an island, nor 'some treasure' under a leaf.)
      expect(text).not.toMatch(/\b(?:island|top of the hill|some treasure|turtle)\b/);
      // (Each paragraph is the hunt's own: no 'thought of going on a treasure hunt' pasted in.)
      expect(text).not.toMatch(/thought of going on a treasure hunt|ran past a big red X/);
      expect(s.tags).toContain('treasure');
      texts.add(text);
    }
    expect(texts.size).toBeGreaterThan(1);
  });

  it('keeps the idea’s own children: the brother digs too, a grown-up helps', () => {
    const s = story('Noor and her twin brother Adam go on a treasure hunt', 1);
    expect(s.plan.hero.name).toBe('Noor');
    expect(s.paragraphs.join(' ')).toMatch(/\bAdam (?:carried|helped)\b/);
  });
});
