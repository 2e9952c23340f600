import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const SEEDS = [1, 2, 3];
const story = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 });

describe('a question about long ago', () => {
  it('keeps its time: how people lived in the Stone Age', () => {
    for (const seed of SEEDS) {
      const told = story('How did people live in the Stone Age?', seed);
      const text = told.paragraphs.join(' ');
      expect(text).not.toMatch(/how people live in/);
      expect(told.plan.goal?.phrase ?? '').toMatch(/how people lived in the Stone Age/);
    }
  });
});
