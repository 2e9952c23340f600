import { describe, expect, it } from 'vitest';
import { seasonOf } from './season.js';
import { writeStoryDetailed } from './story-writer.js';

const SEASONS = /\b(?:spring|summer|autumn|winter|snowy|frosty|rainy|wet|sunny|warm)\b/i;

describe('the season or weather the idea names', () => {
  it.each([
    ['Why do leaves fall in autumn?', /\bautumn\b/],
    ['The day it snowed in the jungle', /\bsnowy\b/],
    ['A snowman who wants to see summer', /\bsnowy\b/],
    ['Ella loves rainy days', /\b(?:rainy|wet)\b/],
    ['Leo builds a sandcastle in the summer holidays', /\bsummer\b/],
    ['A robin in the winter garden', /\b(?:winter|frosty)\b/],
  ])('%s: the story opens in it', (prompt, season) => {
    for (const seed of [1, 2, 3]) {
      const first = writeStoryDetailed({ prompt, seed, paragraphs: 6 }).paragraphs[0]!;
      const opener = /^[^,]+,/.exec(first)?.[0] ?? '';
      // Whatever opens the story in time names the idea's season, never another one ('One spring day' for autumn leaves).
      if (SEASONS.test(opener)) expect(opener).toMatch(season);
    }
  });

  it('opens most stories with it, seed after seed', () => {
    const openers = [1, 2, 3, 4, 5, 6].map(
      (seed) =>
        /^[^,]+,/.exec(writeStoryDetailed({ prompt: 'Why do leaves fall in autumn?', seed, paragraphs: 6 }).paragraphs[0]!)?.[0],
    );
    expect(openers.filter((p) => p && /\bautumn\b/i.test(p)).length).toBeGreaterThanOrEqual(3);
  });

  it('leaves "spring" as a verb alone', () => {
    expect(seasonOf('A frog who can spring really high')).toBeNull();
    expect(seasonOf('A lamb is born in the spring')).toBe('spring');
  });
});
