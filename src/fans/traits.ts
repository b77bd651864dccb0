/**
 * Per-tile tables for what every tile of a hand has in common (green, reversible,
 * terminal, honor, ...), its kind and its rank: folded over the tiles once per hand
 * (evaluate/candidates.ts handFacts), read by the detectors of the fans that look
 * at every tile (All Green, All Simples, Upper Tiles, flushes, ...).
 */
import { type Tile, GREEN as GREEN_DRAGON, WHITE, type Counts, isTerminal, isHonor, isTerminalOrHonor } from '../tiles.js';

export const GREEN = 1; // 2 3 4 6 8 bamboo and the green dragon
export const REVERSIBLE = 2; // 1 2 3 4 5 8 9 dots, 2 4 5 6 8 9 bamboo, white dragon
export const TERMINAL = 4; // 1 and 9 of a suit
export const HONOR = 8;
export const TERMINAL_OR_HONOR = 16;
export const SIMPLE = 32; // 2 to 8 of a suit

const GREEN_TILES: readonly Tile[] = [1, 2, 3, 5, 7, GREEN_DRAGON];
const REVERSIBLE_TILES: readonly Tile[] = [18, 19, 20, 21, 22, 25, 26, 1, 3, 4, 5, 7, 8, WHITE];

/** The traits of each of the 34 tiles. */
export const TILE_TRAITS: Readonly<Counts> = Array.from({ length: 34 }, (_, t) => {
  return (
    (GREEN_TILES.includes(t) ? GREEN : 0) |
    (REVERSIBLE_TILES.includes(t) ? REVERSIBLE : 0) |
    (isTerminal(t) ? TERMINAL : 0) |
    (isHonor(t) ? HONOR : 0) |
    (isTerminalOrHonor(t) ? TERMINAL_OR_HONOR : 0) |
    (isTerminalOrHonor(t) ? 0 : SIMPLE)
  );
});

/** Each tile's kind as a bit: 1 bamboo, 2 characters, 4 dots, 8 winds, 16 dragons (View.kinds). */
export const KIND_BIT: Readonly<Counts> = Array.from({ length: 34 }, (_, t) => (t < 27 ? 1 << ((t / 9) | 0) : t < 31 ? 8 : 16));

/** Each suited tile's rank (1..9) as the bit 1 << rank; 0 for honors (View.ranks). */
export const RANK_BIT: Readonly<Counts> = Array.from({ length: 34 }, (_, t) => (t < 27 ? 1 << ((t % 9) + 1) : 0));
