import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, paragraphs: 6, seed });

describe('a big cross feeling ("Maya feels angry")', () => {
  it.each(['Maya feels angry', 'When Leo gets cross', 'Sam is angry', 'Feeling grumpy', 'Tom has a tantrum'])(
    '%s: what made them cross, the feeling in the body, a calm trick, words and a hug, at home',
    (prompt) => {
      for (const seed of [1, 2, 3]) {
        const { paragraphs, plan, tags } = told(prompt, seed);
        const at = `${prompt} (seed ${seed})`;
        const text = paragraphs.join(' ');
        expect(plan.homeDay?.id, at).toBe('cross');
        expect(plan.setting, at).toBe('home');
        expect(['mum', 'dad'], at).toContain(plan.guide.kind.word);
        expect(paragraphs[2], at).toMatch(/\b(?:stamped|fists|hot|frown)\b/);
        expect(paragraphs[3], at).toMatch(/\b(?:breathed|count to ten|Squeeze)\b/);
        expect(text, at).toMatch(/\bhug\b/);
        // No fear to be brave about, no wish to feel calm said as a deed done, no bird met in the garden.
        expect(text, at).not.toMatch(/\b(?:brave|wobbly|You did|scared)\b/i);
        expect(plan.educational, at).toBe(false);
        expect(tags, at).toContain('feelings');
        expect(tags, at).not.toContain('courage');
      }
    },
  );
});

describe('asked how to calm down ("what to do when you feel angry")', () => {
  it('is no cross day at home: the question is answered', () => {
    for (const seed of [1, 2]) expect(told('what to do when you feel angry', seed).plan.homeDay?.id).not.toBe('cross');
  });
});
