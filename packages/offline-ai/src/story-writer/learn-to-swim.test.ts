import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const seeds = [1, 2, 3];

describe('one who cannot swim yet learns to swim', () => {
  const ideas = [
    ["A little duck who can't swim", 'pond'],
    ['A fish who cannot swim', 'underwater'],
  ] as const;
  it.each(ideas.flatMap(([prompt, setting]) => seeds.map((seed) => [prompt, seed, setting] as const)))(
    '%s: first wobbly tries, shown how, the first real swim at home (seed %i)',
    (prompt, seed, setting) => {
      const { plan, paragraphs } = writeStoryDetailed({ prompt, paragraphs: 6, seed });
      expect(plan.setting).toBe(setting);
      // Never swam on or darted about before it has learned to swim.
      expect(paragraphs.slice(0, 4).join(' ')).not.toMatch(/\bswam\b|\bdarted\b/);
      expect(paragraphs.slice(2, 4).join(' ')).toMatch(/\btipped\b|\bsank\b|\bspun\b|\bdrifted\b|\bwobbly\b|\bbackwards\b/);
      expect(paragraphs.slice(1, 3).join(' ')).toMatch(/\blearned how to\b/);
      expect(paragraphs[4]).toMatch(/\bswam\b/);
      expect(paragraphs.join(' ')).not.toMatch(/got to learn to swim|pool|lifeguard/);
    },
  );

  it.each(seeds)('a child learns at the pool, with floats and armbands (seed %i)', (seed) => {
    const { plan, paragraphs } = writeStoryDetailed({ prompt: 'Leo learns to swim', paragraphs: 6, seed });
    expect(plan.setting).toBe('pool');
    expect(paragraphs.join(' ')).toMatch(/\bfloat\b|\barmbands\b|\bbubbles\b/);
  });
});
