/**
 * How easy a story is to read aloud to a child of 4 to 8: the Flesch-Kincaid grade (syllables from
 * the `syllable` package), sentence lengths, how often consecutive sentences start alike, and
 * whether anyone speaks.
 */
import { syllable } from 'syllable';
import { memo } from '../memo.js';
import { isEnglishWord } from '../language/index.js';

export interface Readability {
  /** Flesch-Kincaid grade level: 0.39 × words per sentence + 11.8 × syllables per word − 15.59. */
  grade: number;
  sentences: number;
  words: number;
  longestSentence: number;
  /** Share of sentences that start with the same word as the sentence before. */
  repeatedOpenings: number;
  /** Someone speaks (a quotation). */
  dialogue: boolean;
}

/** Sentences of a paragraph; a quotation that ends a sentence inside it stays with its speaker ('"Look!" said Mia.'). */
export function sentencesOf(text: string): string[] {
  const parts = text.split(/(?<=[.!?]["”’]?)\s+(?=["“]?\p{Lu})/u);
  const sentences: string[] = [];
  for (const part of parts) {
    // '"Can I win?" Sofía wondered.': a speech tag after a quotation belongs to it.
    const previous = sentences.at(-1);
    if (previous && /[!?,]["”]$/.test(previous) && SPEECH_TAG.test(part)) sentences[sentences.length - 1] = `${previous} ${part}`;
    else sentences.push(part);
  }
  return sentences.map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

const SPEECH_TAG =
  /^(?:[\p{Lu}][\p{L}'’-]*\s+){1,3}(?:said|asked|cried|called|shouted|whispered|wondered|gasped|laughed|sighed|wailed|replied|answered|mumbled|explained|giggled|squeaked|beeped|told|thought|cheered)\b/u;

/** '-ed' words said with two syllables though no 't' or 'd' comes before the ending. */
const TWO_SYLLABLE_ED = new Set(
  'wicked naked crooked jagged ragged rugged beloved learned hundred sacred kindred hatred legged blessed aged dogged wretched'.split(
    ' ',
  ),
);

/**
 * Words of children's stories the syllable package counts wrongly (both ways), as they are said:
 * a silent 'e' inside a compound ('hedgehog', 'notebook') or after 'ff' ('giraffe'), and vowels
 * said apart ('museum', 'koala', 'scientist').
 */
const SAID_AS: Readonly<Record<string, number>> = {
  giraffe: 2,
  giraffes: 2,
  hedgehog: 2,
  hedgehogs: 2,
  iceberg: 2,
  icebergs: 2,
  notebook: 2,
  whiteboard: 2,
  homework: 2,
  fireplace: 2,
  firefly: 2,
  fireflies: 2,
  lifeguard: 2,
  scarecrow: 2,
  skateboard: 2,
  backyard: 2,
  farmyard: 2,
  reindeer: 2,
  cushion: 2,
  cushions: 2,
  goodbye: 2,
  goodbyes: 2,
  squeak: 1,
  squeaked: 1,
  squeaky: 2,
  queen: 1,
  pier: 1,
  everything: 3,
  everyday: 3,
  hawaii: 3,
  palaeontologist: 6,
  palaeontologists: 6,
  museum: 3,
  museums: 3,
  science: 2,
  scientist: 3,
  scientists: 3,
  oasis: 3,
  koala: 3,
  koalas: 3,
  area: 3,
  ideas: 3,
  poem: 2,
  poems: 2,
  cruel: 2,
  noah: 2,
  mosaic: 3,
  mosaics: 3,
  hieroglyphs: 4,
};

const counted = (word: string) => Math.max(1, syllable(word));

/**
 * A compound whose first word ends in a silent 'e' ('homemade', 'limestone', 'firefighter'), counted
 * word by word: the package sounds the 'e' inside it. Undefined for any other word.
 */
const SILENT_E_WORD = /^[^aeiouy]*(?:[aiouy]|[aeiouy]{2})[^aeiouy]+e$/;

function compoundSyllables(word: string): number | undefined {
  // 'watering' is 'water' said on, not 'wate' and 'ring'.
  if (/ing$/.test(word) && isEnglishWord(word.slice(0, -3))) return undefined;
  for (let at = 3; at <= word.length - 3; at += 1) {
    const first = word.slice(0, at);
    const second = word.slice(at);
    // A first word of one syllable with a long vowel ('home', 'stone', 'cheese'), not 'tele' of 'telescope'.
    if (SILENT_E_WORD.test(first) && isEnglishWord(first) && isEnglishWord(second)) return 1 + counted(second);
  }
  return undefined;
}

/**
 * Syllables of a word by the `syllable` package, with regular endings counted as they are said:
 * '-ed' adds a syllable only after 't' or 'd' ('walked', 'hugged' have one; the package gives
 * two), '-es' adds one after a hissing sound ('branches', 'glasses' have two; the package gives
 * one) and none after a silent 'e' ('pushes' and 'wishes' have two, not three).
 */
function syllablesOfWord(word: string): number {
  const said = SAID_AS[word.replace(/['’]s$/, '')];
  if (said !== undefined) return said;
  if (TWO_SYLLABLE_ED.has(word)) return counted(word.slice(0, -2)) + 1;
  // 'seeing', 'agreeing': the 'ee' and the 'ing' are said apart, one syllable more than the verb.
  if (/eeing$/.test(word)) return counted(word.slice(0, -3)) + 1;
  const plain = counted(word);
  if (word.length >= 7) {
    const compound = compoundSyllables(word);
    if (compound !== undefined && compound < plain) return compound;
  }
  if (word.length < 5) return plain;
  if (/[^aeiouytdl]ed$/.test(word)) return Math.min(plain, counted(word.slice(0, -2)));
  if (/(?:sh|ch|x|[cgsz])es$/.test(word)) return counted(word.slice(0, -2)) + 1;
  if (/[^aeiouy]es$/.test(word)) return Math.min(plain, counted(word.slice(0, -1)));
  return plain;
}

/** Syllables of a bare word, once per word: a story asks for the same words again and again. */
const syllablesOfBare = memo(syllablesOfWord, 50_000);

/** Syllables of a word as written ('"Look,'), at least one. */
export const syllablesOf = memo((word) => syllablesOfBare(word.replace(/[^\p{L}'’-]/gu, '').toLowerCase()), 50_000);

const wordsOf = (sentence: string) => sentence.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

const firstWord = (sentence: string) => (wordsOf(sentence)[0] ?? '').replace(/[^\p{L}]/gu, '').toLowerCase();

export function readability(paragraphs: readonly string[]): Readability {
  const sentences = paragraphs.flatMap(sentencesOf);
  const words = sentences.flatMap(wordsOf);
  const syllables = words.reduce((sum, word) => sum + syllablesOf(word), 0);
  const perSentence = words.length / Math.max(1, sentences.length);
  const perWord = syllables / Math.max(1, words.length);
  let repeated = 0;
  for (let i = 1; i < sentences.length; i += 1) if (firstWord(sentences[i]!) === firstWord(sentences[i - 1]!)) repeated += 1;
  return {
    grade: 0.39 * perSentence + 11.8 * perWord - 15.59,
    sentences: sentences.length,
    words: words.length,
    longestSentence: Math.max(0, ...sentences.map((s) => wordsOf(s).length)),
    repeatedOpenings: sentences.length > 1 ? repeated / (sentences.length - 1) : 0,
    dialogue: paragraphs.some((p) => /["“][^"”]+["”]/.test(p)),
  };
}
