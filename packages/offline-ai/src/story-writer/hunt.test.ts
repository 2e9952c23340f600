import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

// 'Lily looks for a four-leaf clover', 'Finding a conker': something never had is looked for where such things are. Nothing
// went anywhere, so there is no trail of paw prints to it, nobody saw it go by, and it is never 'back' once found.
describe('a hunt for something never had', () => {
  const ideas = ['Lily looks for a four-leaf clover', 'Finding a conker', 'Lily looks for a shiny shell'];

  it.each(ideas)('%s: looked for, a wrong find, then found, never as if it had been lost', (idea) => {
    for (const seed of [1, 2, 3, 4]) {
      const s = writeStoryDetailed({ prompt: idea, seed, paragraphs: 6 });
      const text = s.paragraphs.join(' ');
      const noun = s.plan.thing!.noun;
      expect(text).not.toMatch(
        /will lead us to|This way to the|getting close to the|Have you seen the|go by|never (?:lose|put) .* (?:again|down)|back where|to have .* back|away safely for next time|either\b/,
      );
      expect(text).toMatch(new RegExp(`(?:was|:) an? (?:\\w+ )?${noun}!`));
      // (Two wrong finds, if two, are two different things.)
      const odd = [...text.matchAll(/only an? ([a-z ]+?)(?:[.,]| not\b)/g)].map((m) => m[1]);
      expect(new Set(odd).size).toBe(odd.length);
    }
  });

  it('looks for a four-leaf clover where clover grows, never in a rock pool', () => {
    for (const seed of [1, 2, 3, 4])
      expect(writeStoryDetailed({ prompt: ideas[0]!, seed, paragraphs: 6 }).plan.setting).toBe('meadow');
  });
});
