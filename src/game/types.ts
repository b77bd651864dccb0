/**
 * The table's types (docs/RULES.md "Playing a hand"): game tiles, seats, actions,
 * the state of one hand, the rule a refused action breaks. Pure data.
 *
 * Game tiles are the scorer's 34 (0..33, src/tiles.ts) and the eight flowers and
 * seasons, 34..41, written F1..F8 (F1-F4 the flowers, F5-F8 the seasons).
 */
import type { Tile, Wind } from '../tiles.js';
import type { ScoreOk } from '../result.js';

/** A game tile: 0..33 as src/tiles.ts, 34..41 the flowers and seasons F1..F8. */
export type GameTile = number;
export const FIRST_FLOWER = 34;
export const GAME_TILES = 42;
export const WALL_SIZE = 144;

/** A seat of this hand: 0 East, 1 South, 2 West, 3 North (the seat winds, in turn order). */
export type Seat = 0 | 1 | 2 | 3;
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** What a player does. `tile`: the discard, the flower laid out, a chow's lowest tile, the kong made on one's own turn. */
export type Action =
  | { seat: Seat; type: 'draw' }
  | { seat: Seat; type: 'discard'; tile: GameTile }
  | { seat: Seat; type: 'flower'; tile: GameTile }
  | { seat: Seat; type: 'win' }
  | { seat: Seat; type: 'pass' }
  | { seat: Seat; type: 'pung' }
  /** Without a tile: a melded kong claimed from the discard; with one: a concealed or added kong on one's own turn. */
  | { seat: Seat; type: 'kong'; tile?: Tile }
  | { seat: Seat; type: 'chow'; tile: Tile };

export type ActionType = Action['type'];

/** A set shown (or a concealed kong laid face down). */
export interface GameMeld {
  kind: 'chow' | 'pung' | 'kong';
  /** The lowest tile (chow) or the tile (pung, kong). */
  tile: Tile;
  concealed: boolean;
  /** The seat whose discard was claimed for it; null for a concealed kong. */
  from: Seat | null;
}

export interface Discard {
  tile: GameTile;
  /** Taken into another player's set (or a win). */
  claimed: boolean;
}

export interface SeatState {
  /** Tiles held (concealed), by game tile. */
  counts: number[];
  melds: GameMeld[];
  /** Flowers and seasons laid out. */
  flowers: GameTile[];
  discards: Discard[];
  /** A false win made the hand dead: it can not win this hand (RULES.md "Dead hand"). */
  dead: boolean;
}

/** A claim said during a claims window; `pass` too. */
export type Claim = 'win' | 'kong' | 'pung' | 'chow' | 'pass';

export interface ClaimsWindow {
  /** The discard (or the tile added to a pung: `rob`). */
  tile: Tile;
  from: Seat;
  /** After an added kong: only a win (robbing the kong) may be claimed. */
  rob: boolean;
  /** What each seat said (null: not yet); the chow's lowest tile beside it. */
  said: (Claim | null)[];
  chow: (Tile | null)[];
}

export type Phase = 'flowers' | 'turn' | 'draw' | 'claims' | 'ended';

/** A scored win or a false one (a penalty), each with what it pays per seat (E S W N, net). */
export interface WinRecord {
  seat: Seat;
  /** The discarder (the kong's player when robbed); null when self-drawn. */
  from: Seat | null;
  /** The hand as the scorer read it, in notation. */
  line: string;
  verdict: 'win' | 'below-minimum' | 'not-a-winning-hand';
  fanPoints: number;
  total: number;
  payments: number[];
  score: ScoreOk | null;
}

export interface HandResult {
  /** 'win', or 'draw' when the wall ran out. */
  end: 'win' | 'draw';
  win: WinRecord | null;
  /** False wins, in the order made. */
  penalties: WinRecord[];
  /** The hand's payments per seat (E S W N), penalties included; they sum to 0. */
  payments: number[];
}

/** One hand at the table. Never changed: apply() returns a new one. */
export interface HandState {
  /** The 144 tiles in the order they are drawn from the head; the tail is its end. */
  readonly wall: readonly GameTile[];
  /** The wall still to draw: wall[head] .. wall[tail - 1]. */
  readonly head: number;
  readonly tail: number;
  readonly prevalent: Wind;
  readonly rules: string;
  readonly seats: readonly SeatState[];
  readonly phase: Phase;
  /** Who acts: declares flowers, discards, draws; in a claims window, the discarder. */
  readonly actor: Seat;
  /** In 'draw': the tile comes from the tail (after a kong or a flower). */
  readonly replacement: boolean;
  /** Still laying out the flowers of the deal. */
  readonly dealing: boolean;
  /** The tile just drawn by the actor (from the wall or the tail); null after a claim. */
  readonly drawn: GameTile | null;
  /** The actor's tile came as a kong's replacement (or a flower's after one). */
  readonly afterKong: boolean;
  /** After a pung or chow: the claimer discards, nothing else. */
  readonly mustDiscard: boolean;
  readonly window: ClaimsWindow | null;
  /** Tiles face up on the table (discards and shown sets), for the last of its kind. */
  readonly visible: readonly number[];
  readonly penalties: readonly WinRecord[];
  readonly result: HandResult | null;
}

/** The rules an action can break, each a section of docs/RULES.md "Playing a hand". */
export type RuleCode =
  | 'hand-over' // the hand has ended
  | 'not-your-turn' // another seat is to act
  | 'wrong-phase' // e.g. a discard where a draw is due
  | 'flower-first' // a flower held must be laid out before anything else
  | 'not-held' // a tile the player does not hold
  | 'claim-after-draw' // a discard claimed after the next player drew
  | 'claim-own-discard' // a player claiming their own discard
  | 'said-twice' // a claim said twice on the same discard
  | 'chow-not-from-left' // a chow only from the player on the left
  | 'not-a-set' // a pung, kong or chow the tiles held do not make
  | 'added-kong-drawn-tile' // an added kong only with the tile just drawn
  | 'wall-empty' // no tile left to draw (and no kong or claim but a win once it is empty)
  | 'claim-pending' // a draw while a claim waits to be settled
  | 'dead-hand' // a dead hand can not win
  | 'discard-after-claim'; // after a pung or chow, only a discard

export interface GameError {
  rule: RuleCode;
  message: string;
}

export type Applied = { ok: true; state: HandState } | { ok: false; error: GameError };
