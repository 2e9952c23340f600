/**
 * How easy a story is to read aloud to a child of 4 to 8: the Flesch-Kincaid grade (syllables from
 * the `syllable` package), sentence lengths, how often consecutive sentences start alike, and
 * whether anyone speaks.
 */
import { syllable } from 'syllable';

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

const syllableCache = new Map<string, number>();

/** Syllables of a word (at least one), cached: a story asks for the same words again and again. */
export function syllablesOf(word: string): number {
  const bare = word.replace(/[^\p{L}'’-]/gu, '').toLowerCase();
  let count = syllableCache.get(bare);
  if (count === undefined) {
    count = Math.max(1, syllable(bare));
    syllableCache.set(bare, count);
  }
  return count;
}

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
