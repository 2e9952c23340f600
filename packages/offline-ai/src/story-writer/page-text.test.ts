import { describe, expect, it } from 'vitest';
import { factsFromText, keyTerms } from './page-text.js';

describe('facts from a reference page (OCR text)', () => {
  it('keeps whole sentences a child can hear, in page order', () => {
    const text =
      'Ancient Egypt\n\nThe ancient Egyptians built pyramids.\nMummies were wrapped in linen.\n\nThe Nile is a very long river.\n';
    expect(factsFromText(text)).toEqual([
      'The ancient Egyptians built pyramids.',
      'Mummies were wrapped in linen.',
      'The Nile is a very long river.',
    ]);
  });

  it("puts facts about the idea's topic first and keeps at most the limit", () => {
    const text =
      'The Nile is a very long river. The ancient Egyptians built pyramids. Mummies were wrapped in linen. Cats were loved in Egypt.';
    expect(factsFromText(text, ['mummies'], 2)).toEqual(['Mummies were wrapped in linen.', 'The Nile is a very long river.']);
  });

  it('keeps a sentence that leans on the one before together with it', () => {
    expect(
      factsFromText('Plants make food in their leaves. They use sunlight and water. This is called photosynthesis.'),
    ).toEqual(['Plants make food in their leaves. They use sunlight and water. This is called photosynthesis.']);
  });

  it('tells a sentence of two clauses as two: after a semicolon, or a colon before a clause of its own', () => {
    expect(factsFromText('Some dinosaurs ate only plants; they were herbivores.')).toEqual([
      'Some dinosaurs ate only plants. They were herbivores.',
    ]);
    expect(factsFromText('The moon has no light of its own; it shines with sunlight.')).toEqual([
      'The moon has no light of its own. It shines with sunlight.',
    ]);
    expect(factsFromText('A butterfly has two wings that match: they have symmetry.')).toEqual([
      'A butterfly has two wings that match. They have symmetry.',
    ]);
    // A colon before a list or a sound joins no two clauses.
    for (const whole of [
      'There are four seasons: spring, summer, autumn and winter.',
      'The train driver blew the whistle: toot, toot.',
    ])
      expect(factsFromText(whole)).toEqual([whole]);
  });

  it('mends words broken across lines and ends a line the OCR left open', () => {
    expect(
      factsFromText('The pyramids were built from huge blocks of lime-\nstone\nWorkers pulled the blocks on wooden sledges.'),
    ).toEqual(['The pyramids were built from huge blocks of limestone.', 'Workers pulled the blocks on wooden sledges.']);
  });

  it('drops headings, page furniture, questions, OCR noise, long and upsetting sentences', () => {
    const text = [
      'Chapter 3',
      'Page 12. Figure 4 shows a pyramid.',
      'What did the Egyptians eat?',
      'Tlie rn0st 1mp0rtant tornb wa5 here.',
      'Tbe farmers grew wbeat by the river.',
      'The river flooded every year, and the farmers planted their seeds in the rich black mud it left behind on the fields.',
      'Many soldiers died in the war.',
      'Farmers grew wheat by the river.',
    ].join('\n');
    expect(factsFromText(text)).toEqual(['Farmers grew wheat by the river.']);
    expect(factsFromText('')).toEqual([]);
    expect(factsFromText('@@ ## 123 ,,, ;;')).toEqual([]);
  });
});

describe('key terms of a reference page', () => {
  it('ranks the words that matter to the page above common ones, whole compounds kept', () => {
    const text = [
      'Evaporation',
      'When water is warmed by the sun, it turns into water vapour.',
      'Water vapour is a gas. It rises up into the air.',
      'This change is called evaporation.',
      'Puddles dry up because of evaporation.',
      'What happens to a puddle on a hot day?',
    ].join('\n');
    const terms = keyTerms(text, 4);
    expect(terms[0]).toBe('evaporation');
    expect(terms).toContain('water vapour');
    expect(terms).toContain('puddle');
  });

  it('gives no term at all for the OCR of a photo without text', () => {
    expect(keyTerms('con ere 7f bade ~~ senate x0 qq\nrn tbe ,, ere con bade\n|| senate ere')).toEqual([]);
  });

  it('never gives OCR noise, pronouns or page furniture as a term', () => {
    const terms = keyTerms(
      'Tadpoles\nA tadpole swims with its tail. Tbe tadpole grows legs. Figure 2 shows a tadpole. Page 4.',
      5,
    );
    expect(terms).toContain('tadpole');
    for (const term of terms) expect(term).not.toMatch(/^(?:tbe|its tail|figure|page)$/);
  });
});
