import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const write = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('the moon or the sun with a feeling is the hero of its own story', () => {
  for (const seed of [1, 2, 3])
    it(`The moon is lonely (seed ${seed}): the moon tries the stars and the sea, and a child waves good night`, () => {
      const { paragraphs, plan, title } = write('The moon is lonely', seed);
      expect(plan.lifeCycle?.id).toBe('lonely-moon');
      expect(plan.hero.name).toBe('Moon');
      expect(plan.setting).toBe('night-sky');
      expect(title).toMatch(/Moon/);
      const text = paragraphs.join(' ');
      // No girl on the moon with a robot: the moon itself is lonely, and no child is its hero.
      expect(text).not.toMatch(/\brobot\b|\btelescope\b|rocket ladder/);
      expect(paragraphs[0]).toMatch(/lonely|alone|Nobody answered/);
      expect(paragraphs[1]).toMatch(/\bstars\b/);
      expect(paragraphs[3]).toMatch(/\bsea\b/);
      expect(paragraphs[4]).toMatch(/Good night, Moon/);
      expect(paragraphs[5]).toMatch(/\bfriends\b|good night/i);
    });

  for (const seed of [1, 2, 3])
    it(`The sun who wanted a rest (seed ${seed}): hides, is missed, and learns night is its rest`, () => {
      const { paragraphs, plan } = write('The sun who wanted a rest', seed);
      expect(plan.lifeCycle?.id).toBe('tired-sun');
      expect(plan.hero.name).toBe('Sun');
      const text = paragraphs.join(' ');
      expect(text).not.toMatch(/\bdragon\b|get a rest|by the rest/);
      expect(paragraphs[1]).toMatch(/\bcloud\b/);
      expect(paragraphs[4]).toMatch(/\brest/);
      expect(paragraphs[5]).toMatch(/\bmorning\b/i);
    });

  it('is no telling for the moon or the sun alone', () => {
    for (const prompt of ['The moon', 'A trip to the moon', 'A sunny day at the beach'])
      expect(write(prompt, 1).plan.lifeCycle, prompt).toBeUndefined();
  });
});
