import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('an ice cream from the van', () => {
  it.each(['Amy loves ice cream', 'Ice cream day', 'Leo wants an ice cream'])(
    '%s: the van in the park, a flavour, a trouble of ice cream put right',
    (prompt) => {
      const texts = new Set<string>();
      for (const seed of [1, 2, 3, 4]) {
        const s = story(prompt, seed);
        expect(s.plan.homeDay?.id).toBe('ice-cream');
        expect(s.plan.setting).toBe('park');
        const text = s.paragraphs.join(' ');
        expect(text).toMatch(/ice cream van/);
        expect(text).toMatch(/fell off the cone|melted|drive away/);
        expect(text).toMatch(/new scoop|napkin|stopped, just in time/);
        // (Never a quest to 'enjoy ice cream' in a forest, nor a line pasted in to name the park.)
        expect(text).not.toMatch(/\benjoy\w* ice cream\b|forest|looked towards the park/);
        texts.add(text);
      }
      expect(texts.size).toBeGreaterThan(1);
    },
  );
});
