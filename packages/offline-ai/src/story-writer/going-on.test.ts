import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

describe('how a hero goes on its way', () => {
  it('is never step by step for one that flies, swims or slides', () => {
    const told: string[] = [];
    for (const prompt of [
      'A little dragon who wants to see the sea',
      'A duck who wants to find the biggest pond',
      'A penguin who wants to see the sun',
      'A fish who wants to find a shipwreck',
    ])
      for (const seed of [1, 2, 3, 4, 5, 6]) told.push(...writeStoryDetailed({ prompt, paragraphs: 6, seed }).paragraphs);
    const text = told.join(' ');
    expect(text).toMatch(/\b(?:flew|swam|slid|glided)\b/);
    expect(text).not.toMatch(/\b(?:flew|swam|slid|glided|floated|soared)\b[^.!?"]*\bstep by step\b/);
  });
});
