/**
 * The result of ready-hand analysis (schema "mcr-waits/1"): what waits(line)
 * returns and what `mcr waits --json` prints, one object per line.
 */
import type { ErrorCode } from '../errors.js';
import type { ExcludedJson, FanJson, HandJson, PaymentJson, SetJson, Verdict } from '../result.js';
import type { ShapeDistances } from './distance.js';

export const WAITS_SCHEMA_ID = 'mcr-waits/1' as const;

/**
 * Reading errors of `mcr waits`: those of scoring, plus
 *   - `tile-count`: not 13 tiles (kongs counting 3), nor 14 to choose a discard from;
 *   - `win-option`: `+win` given (both ways are shown, so it means nothing here).
 */
export type WaitsErrorCode = ErrorCode | 'tile-count' | 'win-option';

export interface WaitsError {
  code: WaitsErrorCode;
  message: string;
  column: number | null;
}

/** One way of winning on one tile: the SCHEMA.md fields of that win, and a few more. */
export interface WinJson {
  /** "win" or "below-minimum" (a tile listed never gives "not-a-winning-hand"). */
  verdict: Verdict;
  reason: string | null;
  /** Points without flowers: what must reach 8. */
  fanPoints: number;
  /** fanPoints + flowers: what is paid on. */
  total: number;
  /** fanPoints reaches the profile's minimum: the win is valid (flowers never count toward the minimum). */
  enough: boolean;
  fans: FanJson[];
  excluded: ExcludedJson[];
  arrangement: SetJson[];
  /** As SCHEMA.md: for a win, the winner's row and who pays; below the minimum, the penalty. */
  payments: PaymentJson[];
  /** What the winner receives in all (the winner's row), or null when the win is not enough. */
  received: number | null;
  /** Options of the line left out for this win because they cannot hold for it (see `notes`). */
  ignored: string[];
}

export interface WaitJson {
  tile: string;
  /**
   * 4 minus the copies of the tile in the hand (concealed and melds), and minus the
   * discarded copy after a discard from 14 tiles. Other discards are not known.
   */
  unseen: number;
  discard: WinJson;
  selfDrawn: WinJson;
}

/** A tile that would bring a hand that is not ready closer to ready. */
export interface DrawJson {
  tile: string;
  unseen: number;
}

/** 14 tiles: what each discard leaves. */
export interface DiscardJson {
  tile: string;
  /** Distance to ready of the 13 tiles left. */
  distance: number;
  /** When the discard leaves the hand ready: its waits, as for 13 tiles. */
  waits: WaitJson[];
  /** When it does not: the draws that would bring it closer. */
  draws: DrawJson[];
}

/** The hand as read (no winning tile: the concealed tiles in written order). */
export type WaitsHandJson = Omit<HandJson, 'winningTile' | 'win'>;

/** Where a batch line came from: its input ("-" for stdin) and its 1-based line number. */
export interface WaitsSource {
  file: string;
  line: number;
}

export interface WaitsOk {
  schema: typeof WAITS_SCHEMA_ID;
  input: string;
  ok: true;
  /** The rule profile every win was scored under. */
  rules: string;
  /** Batch output only (`mcr waits --json < file`). */
  source?: WaitsSource;
  hand: WaitsHandJson;
  /** 13, or 14 when a discard is to be chosen (kongs counting 3). */
  tiles: 13 | 14;
  /** 13 tiles: at least one tile completes the hand. 14 tiles: some discard leaves it ready. */
  ready: boolean;
  /** Tiles from ready: 0 when ready (14 tiles: after the best discard). */
  distance: number;
  /** The same for each shape; null when the melds rule the shape out. */
  shapes: ShapeDistances;
  /** 13 tiles: one entry per winning tile, in tile-code order. Empty for 14 tiles. */
  waits: WaitJson[];
  /** 13 tiles not ready: the draws that bring it closer, in tile-code order. */
  draws: DrawJson[];
  /** 14 tiles: every different discard, the best (least distance) first, then in tile-code order. */
  discards: DiscardJson[];
  /** 14 tiles: the tiles already make a complete hand (score it with `mcr`). */
  complete: boolean;
  /** Sentences about options left out for some wins. */
  notes: string[];
}

export interface WaitsFail {
  schema: typeof WAITS_SCHEMA_ID;
  input: string;
  ok: false;
  /** Batch output only. */
  source?: WaitsSource;
  error: WaitsError;
}

export type WaitsResult = WaitsOk | WaitsFail;
