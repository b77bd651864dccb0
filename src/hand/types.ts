import type { Tile, Wind } from '../tiles.js';

export type MeldKind = 'chow' | 'pung' | 'kong';

/** A set written in brackets: [..] melded, (....) concealed kong. */
export interface Meld {
  kind: MeldKind;
  /** Sorted tiles: 3 for chow/pung, 4 for kong. */
  tiles: Tile[];
  /** true only for a concealed kong written as (....). */
  concealed: boolean;
}

/** Everything one notation line says, already checked for syntax. */
export interface Hand {
  /** Standing tiles in written order; the winning tile is the last one. */
  concealed: Tile[];
  melds: Meld[];
  winningTile: Tile;
  win: 'wall' | 'discard';
  seatWind: Wind;
  prevalentWind: Wind;
  /** Seat of the discarder when +from is given. */
  discarder: Wind | null;
  flowers: number;
  /** +last: the winning tile is the last of its kind (also implied, see NOTATION.md). */
  last: boolean;
  /** +wall-last. */
  wallLast: boolean;
  /** +kong: replacement tile (self-drawn) or robbing a kong (discard). */
  kong: boolean;
}
