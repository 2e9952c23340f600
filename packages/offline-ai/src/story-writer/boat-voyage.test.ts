import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a little boat that sails away', () => {
  it.each(['The little boat that sailed away', 'A little boat who wants to see the world', 'A little boat wants to sail away'])(
    '%s: out of the harbour, a trouble at sea put right with a seagull’s help, and home at sunset',
    (prompt) => {
      const texts = new Set<string>();
      for (const seed of [1, 2, 3]) {
        const s = story(prompt, seed);
        expect(s.plan.homeDay?.id).toBe('voyage');
        expect(s.plan.hero.kind.word).toBe('boat');
        const text = s.paragraphs.join(' ');
        expect(s.paragraphs[0]).toMatch(/harbour/);
        expect(text).toMatch(/fog|wind dropped/);
        expect(text).toMatch(/seagull/);
        expect(s.paragraphs.slice(4).join(' ')).toMatch(/harbour/);
        // (Never a wish to sail away said while already out at sea, nor a lesson on why boats float.)
        expect(text).not.toMatch(/sailing away at last|watched the world|floats because|pushes lots of water/);
        expect(s.tags).not.toContain('science');
        texts.add(text);
      }
      expect(texts.size).toBeGreaterThan(1);
    },
  );

  it('leaves a boat’s trip to a named island, and a child’s boat trip, to their own tellings', () => {
    expect(story('A little boat that wants to sail to the island', 1).plan.homeDay?.id).not.toBe('voyage');
    expect(story('Tom goes on a boat trip with Dad', 1).plan.homeDay?.id).not.toBe('voyage');
  });
});
