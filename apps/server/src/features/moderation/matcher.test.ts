import { describe, expect, it } from 'vitest';
import { findWords } from './matcher.js';
import { terms } from './terms.js';

const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '$', t: '7' };
/** Letters as digits; a word made only of digits would be a number, so its first letter stays. */
const leet = (word: string) => {
  const text = [...word].map((ch) => LEET[ch] ?? ch).join('');
  return /^\d+$/.test(text) ? word[0] + text.slice(1) : text;
};
/** `@` and `5` for a and s, `!` for an i inside the word (a final `!` is punctuation). */
const leetAlt = (word: string) =>
  word
    .replaceAll('a', '@')
    .replaceAll('s', '5')
    .replace(/i(?=.)/g, '!');
const repeated = (word: string) => [...word].map((ch) => ch.repeat(3)).join('');
const stretchedVowel = (word: string) => word.replace(/[aeiouy]/, (vowel) => vowel.repeat(5));
const separated = (word: string, separator: string) => [...word].join(separator);
const starred = (word: string) => `${word[0]}*${word.slice(2)}`;
const mixedCase = (word: string) => [...word].map((ch, i) => (i % 2 ? ch.toUpperCase() : ch)).join('');

const cases = terms.flatMap((term) => term.forms.map((form) => ({ form, term: term.forms[0]!, tier: term.tier })));

/**
 * Every spelling that must be caught, and whether it counts as disguised. A starred word may read as
 * more than one entry (`f*k`), so only its tier is checked.
 */
function variants(form: string): { text: string; disguised: boolean; starred?: boolean }[] {
  const plain = [
    form,
    form.toUpperCase(),
    `${form[0]!.toUpperCase()}${form.slice(1)}`,
    mixedCase(form),
    repeated(form),
    stretchedVowel(form),
  ];
  const disguised = [
    leet(form),
    leetAlt(form),
    ...[' ', '.', '-', '_', '*', ' . '].map((separator) => separated(form, separator)),
    separated(form.toUpperCase(), '.'),
  ].filter((text) => text !== form);
  return [
    ...plain.map((text) => ({ text, disguised: false })),
    ...[...new Set(disguised)].map((text) => ({ text, disguised: true })),
    { text: starred(form), disguised: true, starred: true },
  ];
}

describe('the word list catches every entry', () => {
  it.each(cases)('catches "$form" in any case, in leetspeak, repeated, spaced and starred', ({ form, term, tier }) => {
    for (const { text, disguised, starred } of variants(form)) {
      const sentence = `Then the giant said ${text}, and everyone went quiet.`;
      const findings = findWords(sentence);
      expect(findings, text).toHaveLength(1);
      expect(findings[0], text).toMatchObject({ word: text, tier: disguised ? 'block' : tier, ...(!starred && { term }) });
    }
  });

  it('matches whole words only, unless a stem is never innocent', () => {
    expect(findWords('The class sat on the grass by the shell, saying hello to Mr Dickens.')).toEqual([]);
    expect(findWords('peacock scunthorpe assassin cockatoo titanic essex therapist')).toEqual([]);
    expect(findWords('a motherfucker')).toMatchObject([{ word: 'motherfucker', term: 'fuck', tier: 'block' }]);
    expect(findWords('total bullshit')).toMatchObject([{ word: 'bullshit', term: 'shit', tier: 'block' }]);
  });

  it('leaves punctuation and numbers alone outside words', () => {
    expect(findWords('Hello! 3 bears, 5 apples and 101 dalmatians (all spotty).')).toEqual([]);
    expect(findWords('A, B, C! Easy as 1, 2, 3. B-I-N-G-O!')).toEqual([]);
    expect(findWords("I'm a cat; it's a dog.")).toEqual([]);
  });

  it('quotes each word as typed, in order, with the reason', () => {
    expect(findWords('The cock crowed at the ass; what the sh1t!')).toEqual([
      { word: 'ass', term: 'ass', tier: 'review', reason: 'rude slang, or a donkey in older tales', index: 23 },
      { word: 'sh1t', term: 'shit', tier: 'block', reason: 'strong swearing', index: 37 },
    ]);
  });

  it('sees through look-alike letters and invisible characters', () => {
    expect(findWords('fück')[0]).toMatchObject({ term: 'fuck', tier: 'block' });
    expect(findWords('fu\u200Bck')[0]).toMatchObject({ term: 'fuck', tier: 'block' });
    expect(findWords('\u{1D4BB}\u{1D4CA}\u{1D4B8}\u{1D4C0}')[0]).toMatchObject({ term: 'fuck', tier: 'block' });
  });
});
