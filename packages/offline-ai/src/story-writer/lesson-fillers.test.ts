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

// 'A good word to know' is one a fact teaches ('is called a chrysalis'), never an everyday word ('Plastic', 'Healthy');
// the two things thought of at bedtime are things the facts name, never 'reuses' of 'Reusing a jar'.
describe('the words a lesson dwells on are its own', () => {
  it.each([
    'Why we recycle',
    'Healthy eating',
    'How do caterpillars become butterflies?',
    'The water cycle',
    'Why do owls come out at night?',
  ])('%s', (prompt) => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const text = writeStoryDetailed({ prompt, seed, paragraphs: 6 }).paragraphs.join(' ');
      const at = `${prompt} (${seed})`;
      const word = /"(\w+) is a good word to know/.exec(text)?.[1];
      if (word)
        expect(text, at).toMatch(
          new RegExp(
            `\\b(?:called|named|means) (?:a |an |the )?(?:\\w+ )?${word}|${word} (?:means|is when|are when|is how)\\b`,
            'i',
          ),
        );
      expect(text, at).not.toMatch(/thought of reuses|"(?:Plastic|Healthy) is a good word/);
    }
  });
});
