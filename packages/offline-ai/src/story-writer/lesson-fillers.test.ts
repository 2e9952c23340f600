import { describe, expect, it } from 'vitest';
import { writeStoryDetailed } from './story-writer.js';

const LESSONS = [
  'why the sky is blue',
  'A story that teaches how plants grow',
  'Gravity: why things fall down',
  'Counting to ten with ducks',
  'germs and washing hands',
];

describe('a lesson is no form filled in', () => {
  for (const prompt of LESSONS)
    it(`says no stock line after its facts: ${prompt}`, () => {
      for (const seed of [1, 2, 3]) {
        const text = writeStoryDetailed({ prompt, seed, paragraphs: 6 }).paragraphs.join(' ');
        expect(text).not.toMatch(/would not forget that about/);
        expect(text).not.toMatch(/to remember it\./);
        // (Only a thing is drawn, never a question or a pair.)
        expect(text).not.toMatch(/drew a (?:big )?picture of (?:why|how|germs)/);
        // (A word said as a word is one word: never 'Leaves is a good word to know'.)
        expect(text).not.toMatch(/"\w+s is a good word to know/);
      }
    });
});
