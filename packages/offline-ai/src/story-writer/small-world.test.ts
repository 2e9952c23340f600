import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

describe('a tiny creature who wants to see the world', () => {
  for (const seed of [1, 2, 3])
    it(`sees its small world as big, then the world from a bird's back (seed ${seed})`, () => {
      const text = writeStoryDetailed({ prompt: 'A worm who wants to see the world', seed, paragraphs: 6 }).paragraphs.join('\n');
      expect(text).toMatch(/flower pot|watering can|sunflower stalk/);
      expect(text).toMatch(/garden wall/);
      expect(text).toMatch(/on my back/);
      expect(text).not.toMatch(/looked and looked at the world|watched the world/);
    });

  it('leaves a child who wants to see the world to its own telling', () => {
    const text = writeStoryDetailed({ prompt: 'Mia wants to see the world', seed: 1, paragraphs: 6 }).paragraphs.join(' ');
    expect(text).not.toMatch(/on my back/);
  });
});
