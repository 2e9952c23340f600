/**
 * Seeded randomness for the offline story writer: the same idea and seed always make the same
 * choices (DESIGN: same input + seed -> same output), so no Math.random and no clock.
 */
import { hashString, mulberry32 } from '../seeded.js';

export { hashString };

export interface Rng {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** A new generator whose choices do not shift when this one is used more or less. */
  fork(label: string): Rng;
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(items.length)]!;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
    fork(label: string): Rng {
      return createRng(hashString(`${seed}:${label}`));
    },
  };
}
