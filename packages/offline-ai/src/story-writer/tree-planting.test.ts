import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a tree planted', () => {
  it.each(['Sami plants a tree with his grandma', 'Planting an apple tree'])(
    '%s: a little tree from a pot planted in the garden, a trouble of planting, grown on',
    (prompt) => {
      const texts = new Set<string>();
      for (const seed of [1, 2, 3, 4]) {
        const s = story(prompt, seed);
        expect(s.plan.homeDay?.id).toBe('tree');
        expect(s.plan.setting).toBe('garden');
        const text = s.paragraphs.join(' ');
        expect(text).toMatch(/little tree/);
        expect(text).toMatch(/hole was too small|leaned right over|squirrel ran up/);
        expect(text).toMatch(/new green leaves|taller than/);
        // (A tree is planted, never grown from seeds until a shoot peeks out, nor in a forest with a badger.)
        expect(text).not.toMatch(/\b(?:seeds?|shoot|sprout|badger|forest)\b/);
        texts.add(text);
      }
      expect(texts.size).toBeGreaterThan(1);
    },
  );

  it('keeps the idea’s own grown-up, and a squirrel’s tree to its own telling', () => {
    expect(story('Sami plants a tree with his grandma', 1).paragraphs.join(' ')).toMatch(/\bGrandma\b/);
    expect(story('A squirrel plants a tree', 1).plan.hero.kind.word).toBe('squirrel');
  });
});
