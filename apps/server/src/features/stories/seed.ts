import { randomInt } from 'node:crypto';

/** Largest seed the contract accepts (a positive 32-bit integer). */
const MAX_SEED = 2 ** 31 - 1;

/**
 * A fresh seed for each call: the offline engine is deterministic per seed, so Regenerate
 * (SPEC §4) needs a new one to give a new story or picture.
 */
export function randomSeed(): number {
  return randomInt(0, MAX_SEED);
}

/** The seed of the `index`-th item made from one base seed, still within range. */
export function seedAt(base: number, index: number): number {
  return (base + index) % MAX_SEED;
}
