import { describe, expect, it } from 'vitest';
import { factsFromText } from './facts.js';

describe('facts from OCR text', () => {
  it('turns sentences into clauses that read after "learned that", keeping names capitalised', () => {
    const text =
      'Ancient Egypt\n\nThe ancient Egyptians built pyramids.\nMummies were wrapped in linen.\n\nThe Nile is a very long river.\n';
    expect(factsFromText(text)).toEqual([
      'the ancient Egyptians built pyramids',
      'mummies were wrapped in linen',
      'the Nile is a very long river',
    ]);
    expect(factsFromText('Egypt is in Africa.')).toEqual(['Egypt is in Africa']);
  });

  it("puts facts about the idea's topics first and keeps at most the limit", () => {
    const text =
      'The Nile is a very long river. The ancient Egyptians built pyramids. Mummies were wrapped in linen. Cats were loved in Egypt.';
    expect(factsFromText(text, ['mummies'], 2)).toEqual(['mummies were wrapped in linen', 'the Nile is a very long river']);
  });

  it('mends words broken across lines and joins sentences that wrap', () => {
    expect(
      factsFromText('The pyramids were built from huge blocks of lime-\nstone. Workers pulled the blocks\non wooden sledges.'),
    ).toEqual(['the pyramids were built from huge blocks of limestone', 'workers pulled the blocks on wooden sledges']);
  });

  it('drops headings, page furniture, questions, misread lines and long sentences', () => {
    const text = [
      'Chapter 3',
      'Page 12. Figure 4 shows a pyramid.',
      'What did the Egyptians eat?',
      'Tlie rn0st 1mp0rtant ~~ tornb wa5 |||.',
      'Can you find the river on the map.',
      'The river flooded every year, and the farmers planted their seeds in the rich black mud it left behind on the fields.',
      'Farmers grew wheat by the river.',
    ].join('\n');
    expect(factsFromText(text)).toEqual(['farmers grew wheat by the river']);
  });

  it("leaves out sentences not fit for a young child's story", () => {
    expect(factsFromText('Many soldiers died in the war. The king was buried with gold.')).toEqual([
      'the king was buried with gold',
    ]);
  });

  it('gives nothing for empty or noisy text', () => {
    expect(factsFromText('')).toEqual([]);
    expect(factsFromText('@@ ## 123 ,,, ;;')).toEqual([]);
  });
});
