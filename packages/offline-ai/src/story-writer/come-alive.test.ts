import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const told = (prompt: string, seed: number) => writeStoryDetailed({ prompt, seed, paragraphs: 6 }).paragraphs.join('\n');

describe('offline story writer: made things that come alive', () => {
  it('tells a snowman who comes to life as a magical snow day that ends in the sun, never a quest to "come to life"', () => {
    for (const seed of [1, 2, 3]) {
      const story = told('A snowman who comes to life', seed);
      expect(story, `${seed}`).not.toMatch(/\bcom(?:e|ing) to life (?:now|today|again)|\bthe life\b/);
      expect(story, `${seed}`).toMatch(/\bsun\b/);
      expect(story, `${seed}`).toMatch(/\bsnow/);
    }
  });

  it('tells a scarecrow who comes alive in his field, with the crows and the harvest', () => {
    for (const seed of [1, 2, 3]) {
      const story = told('The scarecrow who comes alive', seed);
      expect(story, `${seed}`).not.toMatch(/\bcom(?:e|ing) alive (?:now|today|again)|\bwants? to come alive\b/);
      expect(story, `${seed}`).toMatch(/\bcrows?\b/);
      expect(story, `${seed}`).toMatch(/\bpole\b/);
    }
  });

  it('calls a toy soldier he, never it', () => {
    for (const seed of [1, 2, 3]) {
      const story = told('A toy soldier who comes to life', seed);
      expect(story, `${seed}`).not.toMatch(/\b(?:It|it) (?:held|cheered|poured|gave|felt|whispered)\b|\bits (?:breath|toes)\b/);
    }
  });
});
