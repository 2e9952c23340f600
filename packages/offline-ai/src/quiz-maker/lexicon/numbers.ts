import { NUMBER_WORDS } from '../../language/numbers.js';

/** Biggest count a question asks about: larger numbers are facts, not things a child counts. */
const MAX_COUNT = 20;

/** The value of '3' or 'three', if it is a small count. */
export function countValue(word: string): number | undefined {
  if (/^\d+$/.test(word)) {
    const value = Number(word);
    return value <= MAX_COUNT ? value : undefined;
  }
  const index = (NUMBER_WORDS as readonly string[]).indexOf(word);
  return index >= 0 ? index : undefined;
}

/** A count written the way the answer is: as a word or as digits. */
export function writeCount(value: number, asWord: boolean): string {
  return asWord ? NUMBER_WORDS[value]! : String(value);
}
