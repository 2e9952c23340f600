/**
 * Whether a fact fits the wish a story's trouble is about: 'Snails are slow and slide on one foot' for a snail who
 * wants to go fast, never 'Snails eat leaves with a tongue covered in tiny teeth' while it pushes and pushes. `plan.ts`
 * picks a fitting fact first; `compose.ts` says one that does not fit away from the trouble.
 */
import { hasWord } from './check.js';

/** A wish's word and the words a fact says of its lack ('go fast': the snail is slow). */
const LACKS: Readonly<Record<string, readonly string[]>> = {
  fast: ['slow', 'slowly'],
  quick: ['slow', 'slowly'],
  quickly: ['slow', 'slowly'],
  faster: ['slow', 'slowly'],
  slow: ['fast', 'quick'],
  high: ['low'],
  higher: ['low'],
  tall: ['short', 'small', 'tiny'],
  taller: ['short', 'small', 'tiny'],
  big: ['small', 'tiny', 'little'],
  bigger: ['small', 'tiny', 'little'],
  small: ['big', 'huge'],
  loud: ['quiet', 'soft'],
  louder: ['quiet', 'soft'],
  quiet: ['loud', 'noisy'],
  strong: ['weak'],
  warm: ['cold'],
  cool: ['hot'],
};

/** Words of a wish that say nothing of their own ('go', 'make', 'the'). */
const LIGHT = new Set(
  'the and with for from into onto over all own one very really just more most get got go goes going make find have see be become learn like want wants their his her its'.split(
    ' ',
  ),
);

export function factFitsWish(fact: string, wish: string): boolean {
  const words = wish
    .replace(/\{[a-z]+\}/gi, '')
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((w) => w.length > 2 && !LIGHT.has(w));
  return words.some((w) => hasWord(fact, w) || (LACKS[w] ?? []).some((lack) => hasWord(fact, lack)));
}

/** A move of a paragraph's trouble: a fact said there is about it, or said elsewhere. */
export const isTroubleMove = (id: string) => /trouble|fail|wrong|stumble|muddle/i.test(id);
