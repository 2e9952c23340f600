import { describe, expect, it } from 'vitest';
import { plainest } from './compose.js';
import { readability, syllablesOf } from './readability.js';

describe('syllablesOf', () => {
  it('counts a past tense in -ed as one more syllable only after t or d', () => {
    expect(['stomped', 'sniffed', 'hugged', 'scratched', 'knocked', 'dressed', 'tapped'].map(syllablesOf)).toEqual([
      1, 1, 1, 1, 1, 1, 1,
    ]);
    expect(['painted', 'landed', 'floated', 'needed'].map(syllablesOf)).toEqual([2, 2, 2, 2]);
    expect(['wrinkled', 'whispered', 'hurried'].map(syllablesOf)).toEqual([2, 2, 2]);
  });

  it('keeps describing words in -ed that are said with two syllables', () => {
    expect(['wicked', 'crooked', 'naked'].map(syllablesOf)).toEqual([2, 2, 2]);
  });

  it('counts -es as a syllable after a hissing sound, and not after a silent e', () => {
    expect(['benches', 'dishes', 'foxes', 'kisses', 'horses', 'prizes', 'oranges'].map(syllablesOf)).toEqual([
      2, 2, 2, 2, 2, 2, 3,
    ]);
    expect(['flutes', 'puzzles', 'pancakes'].map(syllablesOf)).toEqual([1, 2, 2]);
  });

  it('counts words the syllable package gets wrong as they are said', () => {
    expect(['hedgehog', 'Giraffe’s', 'notebook', 'museum', 'koalas', 'scientist'].map(syllablesOf)).toEqual([2, 2, 2, 3, 3, 3]);
  });

  it("counts a compound whose first word ends in a silent 'e' word by word, and 'seeing' as two", () => {
    expect(['homemade', 'limestone', 'firefighter', 'pinecone', 'nosebleed', 'horseshoe', 'Goodbye!'].map(syllablesOf)).toEqual([
      2, 2, 3, 2, 2, 2, 2,
    ]);
    expect(['seeing', 'agreeing'].map(syllablesOf)).toEqual([2, 3]);
    // Not compounds of a silent 'e': said as before.
    expect(['telescope', 'watering', 'lemonade', 'pineapple', 'evening'].map(syllablesOf)).toEqual([3, 3, 3, 3, 3]);
  });

  it('reads words as written, with punctuation and capitals', () => {
    expect(syllablesOf('"Jumped!')).toBe(1);
    expect(syllablesOf('Sparkled,')).toBe(2);
  });
});

describe('readability', () => {
  it('gives a lower grade to the same story told in shorter, plainer words', () => {
    const plain = readability(['Tom had a red cap. He ran up the hill. "Look!" said Tom.']);
    const hard = readability(['Tomasina investigated the extraordinary observatory, whispering, "Magnificent!"']);
    expect(plain.grade).toBeLessThan(hard.grade);
    expect(plain.sentences).toBe(3);
    expect(plain.dialogue).toBe(true);
  });
});

describe('plainest', () => {
  it('takes the line easiest to read aloud, the first of equals, none of none', () => {
    const lines = ['Mo remembered the enormous umbrella.', 'Mo held the big red hat.', 'Mo held the big red cap.'];
    expect(plainest(lines)).toBe('Mo held the big red hat.');
    expect(plainest(lines.slice(0, 1))).toBe(lines[0]);
    expect(plainest([])).toBeUndefined();
  });
});
