/**
 * Ideas are typed by parents and children: a word slipped by one letter ('rumbel', 'butterfy', 'hicups') is
 * mended to the English word it was meant to be, so the idea is still read ('why does my tummy rumbel?' asks
 * about digestion). Words come from `word-list` (dictionary.ts), word forms from the NLP library; names (written
 * with a capital or after 'called') and words the library already knows the root of ('tummys') stay as written.
 */
import nlp from 'compromise';
import { isEnglishWord } from './dictionary.js';
import { infinitiveOf, singularOf } from './words.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const lexicon = (nlp.world() as unknown as { model: { one: { lexicon: Record<string, unknown> } } }).model.one.lexicon;

/** Whether the word, or its singular or infinitive, is English ('tummys' -> 'tummy' is). */
const known = (word: string) => isEnglishWord(word) || isEnglishWord(singularOf(word)) || isEnglishWord(infinitiveOf(word));

/**
 * Words one slip from `word`, likeliest slip first: two letters swapped ('rumbel'); then a letter too many
 * ('frogg') or left out ('butterfy'). A wrong letter is not guessed at: 'zoomies' is no 'roomies'.
 */
function oneSlip(word: string): string[][] {
  const swapped: string[] = [];
  const extra: string[] = [];
  const missing: string[] = [];
  for (let i = 0; i <= word.length; i += 1) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail.length > 1) swapped.push(head + tail[1] + tail[0] + tail.slice(2));
    if (tail.length > 0) extra.push(head + tail.slice(1));
    for (const letter of LETTERS) missing.push(head + letter + tail);
  }
  return [swapped, [...extra, ...missing]];
}

/** The English word `word` was meant to be, or null when it is one already, a name, or the slip is not clear. */
function meantWord(word: string): string | null {
  if (word.length < 4 || !/^[a-z]+$/.test(word) || known(word)) return null;
  for (const slips of oneSlip(word)) {
    const words = [...new Set(slips.filter((w) => w !== word && isEnglishWord(w)))];
    // Two words one slip away: the one the library knows as an everyday word, else neither.
    const everyday = words.filter((w) => lexicon[w] !== undefined);
    if (words.length === 1) return words[0]!;
    if (everyday.length === 1) return everyday[0]!;
    if (words.length > 1) return null;
  }
  return null;
}

/**
 * The idea with its slipped words mended; names, capitals and everything else as written. A word that goes on past an
 * apostrophe ('didn't', 'wouldn't', 'they're') is a contraction, whole as written: its 'didn' is no slip for 'did'.
 */
export function mendSpelling(text: string): string {
  return text.replace(
    /(\b(?:called|named)\s+)?\b([a-z]+)\b(?!['’](?!s\b)\p{L})/gu,
    (all: string, naming: string | undefined, word: string) => (naming ? all : (meantWord(word) ?? word)),
  );
}
