/**
 * A baby who cries ('My baby brother cries all the time', 'The new baby cries at night'): the story is the older
 * child's, finding out why the baby cries and soothing them, never the baby's wish to cry.
 */
import type { Mention } from './cast.js';
import { isBaby } from './jealousy.js';
import type { Token } from './tokens.js';

/** Crying said of the baby: 'cries', 'keeps crying', 'won't stop crying', 'screams and screams'. */
const CRIES = new Set(['cry', 'cries', 'cried', 'crying', 'wail', 'wails', 'wailing', 'howls', 'screams', 'screaming']);

/** The baby who cries, when crying is said after them. */
export function cryingBaby(tokens: readonly Token[], people: readonly Mention[]): Mention | null {
  return people.find((m) => isBaby(tokens, m) && tokens.slice(m.to + 1, m.to + 5).some((t) => CRIES.has(t.lower))) ?? null;
}
