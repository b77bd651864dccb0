/**
 * Tiles as small integers. One place for codes, names and suit/rank helpers.
 *
 *   0..8   bamboo 1..9      (b)
 *   9..17  characters 1..9  (c)
 *   18..26 dots 1..9        (d)
 *   27..30 winds E S W N
 *   31..33 dragons R G P (red, green, white)
 *
 * The numeric order is the canonical order of NOTATION.md.
 */
export type Tile = number;

export const TILE_COUNT = 34;
export const SUITS = ['b', 'c', 'd'] as const;
export type Suit = (typeof SUITS)[number];
export const WINDS = ['E', 'S', 'W', 'N'] as const;
export type Wind = (typeof WINDS)[number];
export const HONOR_LETTERS = ['E', 'S', 'W', 'N', 'R', 'G', 'P'] as const;

export const EAST = 27;
export const SOUTH = 28;
export const WEST = 29;
export const NORTH = 30;
export const RED = 31;
export const GREEN = 32;
export const WHITE = 33;

/** Tile from a suit index (0 b, 1 c, 2 d) and a rank 1..9. */
export const suited = (suit: number, rank: number): Tile => suit * 9 + rank - 1;
export const isSuited = (t: Tile): boolean => t < 27;
export const isHonor = (t: Tile): boolean => t >= 27;
export const isWind = (t: Tile): boolean => t >= 27 && t <= 30;
export const isDragon = (t: Tile): boolean => t >= 31;
/** Suit index 0..2 for suited tiles, 3 for winds, 4 for dragons. */
export const suitOf = (t: Tile): number => (t < 27 ? (t / 9) | 0 : t < 31 ? 3 : 4);
/** Rank 1..9 for suited tiles, 0 for honors. */
export const rankOf = (t: Tile): number => (t < 27 ? (t % 9) + 1 : 0);
export const isTerminal = (t: Tile): boolean => t < 27 && (t % 9 === 0 || t % 9 === 8);
export const isTerminalOrHonor = (t: Tile): boolean => t >= 27 || t % 9 === 0 || t % 9 === 8;
/** A 1, a 9 or a wind: the tiles whose pungs score Pung of Terminals or Honors. */
export const isTerminalOrWind = (t: Tile): boolean => t < 31 && isTerminalOrHonor(t);
export const windTile = (w: Wind): Tile => (w === 'E' ? EAST : w === 'S' ? EAST + 1 : w === 'W' ? EAST + 2 : EAST + 3);

const CODES: string[] = [];
for (const s of SUITS) for (let r = 1; r <= 9; r++) CODES.push(`${r}${s}`);
CODES.push(...HONOR_LETTERS);

/** Canonical code of a tile: "1b".."9d", "E".."P". */
export const tileCode = (t: Tile): string => CODES[t];
/** Tile from a canonical code, or -1. */
export const tileFromCode = (code: string): Tile => CODES.indexOf(code);

const HONOR_NAMES = ['East', 'South', 'West', 'North', 'Red', 'Green', 'White'];
const SUIT_NAMES = ['bamboo', 'characters', 'dots'];
/** Human name: "5 dots", "East wind", "Red dragon". */
export const tileName = (t: Tile): string =>
  t < 27 ? `${rankOf(t)} ${SUIT_NAMES[suitOf(t)]}` : `${HONOR_NAMES[t - 27]} ${t < 31 ? 'wind' : 'dragon'}`;

/**
 * Copies of each of the 34 tiles. The engine uses Uint8Array (fast to make and
 * read); plain arrays work too.
 */
export type Counts = Uint8Array | number[];

/** Count array of length 34 from a list of tiles. */
export function countTiles(tiles: readonly Tile[]): number[] {
  const c = new Array<number>(TILE_COUNT).fill(0);
  for (const t of tiles) c[t]++;
  return c;
}
