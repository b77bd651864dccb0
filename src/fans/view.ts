/**
 * What a fan detector looks at: one arrangement of one hand, with the facts every
 * detector needs computed once (tile counts, which sets, concealed pungs, waits).
 */
import type { Hand } from '../hand/types.js';
import type { Tile, Counts } from '../tiles.js';
import type { TileSet } from '../decompose/sets.js';
import type { WaitFan } from './waits.js';
import type { FanId } from './index.js';

/** The shape an arrangement takes (RULES.md "Winning hands"). */
export type Shape =
  | 'regular' // four sets and a pair
  | 'knitted-straight' // the knitted nine, one more set and a pair
  | 'seven-pairs'
  | 'thirteen-orphans'
  | 'honors-and-knitted';

/** A pung or kong of the arrangement. */
export interface PungInfo {
  tile: Tile;
  kong: boolean;
  /** Claimed from a discard ([...]). */
  melded: boolean;
  /** Counts as concealed for the concealed-pung fans (see buildView). */
  concealed: boolean;
}

export interface View {
  hand: Hand;
  shape: Shape;
  /** Every set of the arrangement: melds, concealed sets, the pair (regular and knitted shapes). */
  sets: TileSet[];
  /** First tiles of the chows, ascending (real chows only, not the knitted nine). */
  chows: Tile[];
  /** Pungs and kongs, ascending by tile. */
  pungs: PungInfo[];
  /** The pair's tile, or -1 (special shapes). */
  pair: Tile;
  /** The knitted sequence's nine tiles, when the shape has one. */
  knit: readonly Tile[] | null;
  /** Honors in an honors-and-knitted hand (5..7), else 0. */
  honors: number;
  /** All tiles of the hand, melds included, a kong as 4. */
  counts: Counts;
  /** The every-tile fans all of the hand's tiles are fit for, as bits (fans/index.ts TILE_TRAITS). */
  traits: number;
  /** Bits of the kinds of tile present: 1 bamboo, 2 characters, 4 dots, 8 winds, 16 dragons. */
  kinds: number;
  /** Sets claimed from discards (written [..]); concealed kongs are not among them. */
  meldedSets: number;
  meldedKongs: number;
  concealedKongs: number;
  /** Concealed pungs and kongs, for Two/Three/Four Concealed Pungs. */
  concealedPungs: number;
  /** Pungs and kongs of winds, of dragons, and of terminals or winds. */
  windPungs: number;
  dragonPungs: number;
  terminalOrWindPungs: number;
  selfDrawn: boolean;
  winTile: Tile;
  /** The winning tile is the last of its kind (given, or implied by the melds). */
  lastTile: boolean;
  /** +kong, when it can hold: a replacement tile needs a kong in the hand; a robbed tile is nowhere else in it. */
  kong: boolean;
  /** Which wait fan the winning tile's place gives, when the wait is unique. */
  wait: WaitFan | null;
  nineGates: boolean;
  /**
   * The chow- and pung-combination fans this arrangement scores (group-chows.ts,
   * group-pungs.ts): each fan once for each time it counts.
   */
  combos: readonly FanId[];
  /** Tiles held four times (melds included): Tile Hog less the kongs. */
  fours: number;
  /** The wind tiles of the prevalent and the seat wind. */
  prevalentTile: Tile;
  seatTile: Tile;
}
