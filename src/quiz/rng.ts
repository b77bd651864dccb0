/**
 * A small seeded random source for the quiz generator (mulberry32): the same seed
 * gives the same questions on every machine. Not for anything but making questions.
 */
import { mulberry32 } from '../random.js';

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** The items in a random order (a new array). */
  shuffle<T>(items: readonly T[]): T[];
}

/** The random source for a seed (any number; its low 32 bits are used). */
export function rng(seed: number): Rng {
  const next = mulberry32((Number.isFinite(seed) ? Math.trunc(seed) : 0) >>> 0);
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick: (items) => items[int(items.length)],
    chance: (p) => next() < p,
    shuffle: (items) => {
      const out = items.slice();
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
}
