/** Seeded randomness for the seating search and constructions: the same numbers on every machine. */
import { mulberry32 } from '../random.js';

/** The generator for a seed (seed 0 is taken as another fixed state). */
export function rng(seed: number): () => number {
  return mulberry32(seed >>> 0 || 0x9e3779b9);
}

/** Fisher-Yates, in place. */
export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
