/**
 * The result of discard advice (schema "mcr-advice/1"): what advise(line) returns
 * and what `mcr advise --json` prints, one object per line. docs/ADVICE.md gives the
 * definitions, docs/SCHEMA.md the fields.
 */
import type { FanJson } from '../result.js';
import type { WaitsErrorCode, WaitsHandJson, WaitsSource } from '../waits/types.js';
import type { ChanceFiguresJson } from '../chances/types.js';

export const ADVICE_SCHEMA_ID = 'mcr-advice/1' as const;

/** What advise() takes besides the line. */
export interface AdviceOptions {
  /** The rule profile (default green-book), as for score(). */
  rules?: string;
  /**
   * The most exchanges searched for exactly (default 2, at most 4). Legal distances
   * up to it are exact; beyond it the result says "this or more" (exact: false).
   * Hands with 3 or 4 melds are always searched to the end.
   */
  depth?: number;
  /**
   * How the discards are ranked: `distance` (the default: the legal distance, as
   * compareAdvice), `chance` (the chance of a legal win either way within the draws,
   * ties by legal distance) or `points` (the expected gain either way, ties likewise).
   * With `chance` or `points` each discard gains `chances` (docs/ADVICE.md "Chances").
   */
  by?: 'distance' | 'chance' | 'points';
  /** Draws left for the chances (default: the line's +draws/+wall, else 18). */
  draws?: number;
}

/**
 * Reading errors of `mcr advise`: those of `mcr waits` (`tile-count`, `win-option`),
 * plus `seen-count`: a tile more than 4 times counting the hand, its melds and the
 * tiles of `+seen:`.
 */
export type AdviceErrorCode = WaitsErrorCode | 'seen-count';

export interface AdviceError {
  code: AdviceErrorCode;
  message: string;
  column: number | null;
}

/**
 * A legal distance: `distance` exchanges until legally ready. `exact: false` means
 * "`distance` or more" (not searched further); `distance: null` means never (the
 * melds, or the tiles seen, leave no route to 8 points).
 */
export interface LegalJson {
  distance: number | null;
  exact: boolean;
}

/** The legal distance in both flavours: won on a discard, and won either way. */
export interface FlavoursJson {
  discard: LegalJson;
  any: LegalJson;
}

/** One way of winning on a tile: its fan points (flowers never count) and whether they reach 8. */
export interface WayJson {
  fanPoints: number;
  enough: boolean;
}

/** A tile that completes the hand (structural distance 0), with its live copies. */
export interface AdviceWaitJson {
  tile: string;
  /** Copies not in the hand, its melds, the tiles seen or the discard just made (0: dead). */
  live: number;
  discard: WayJson;
  selfDrawn: WayJson;
}

/** A draw that makes some discard legally ready (the hand is at legal distance 1). */
export interface AdviceDrawJson {
  tile: string;
  live: number;
  /** It does so for a win on a discard. */
  discard: boolean;
  /** It does so for a win either way. */
  any: boolean;
}

/** One of the best legal wins from here: the fans that carry it, read from the scorer. */
export interface RouteJson {
  /** The tiles to draw before the hand is ready (empty at legal distance 0). */
  draws: string[];
  /** The winning tile. */
  win: string;
  /** Fan points won on a discard and by self-draw (flowers not counted). */
  discard: number;
  selfDrawn: number;
  /** The fans of the better way (on a discard when that reaches 8). */
  fans: FanJson[];
}

/** What a 13-tile hand (or what a discard leaves) has. */
export interface AnalysisJson {
  /** Distance to ready by shape alone (`mcr waits`). */
  structural: number;
  legal: FlavoursJson;
  /** Structural distance 0: every completing tile, in tile-code order. */
  waits: AdviceWaitJson[];
  /** Legal distance 1 in some flavour: each useful draw, in tile-code order. */
  draws: AdviceDrawJson[];
  /**
   * Live copies: of the winning tiles reaching 8 (legal distance 0), or of the useful
   * draws (1), per flavour; and by shape alone (`structural`): of the completing tiles
   * when structurally ready, else of the draws that lower the structural distance.
   */
  copies: { discard: number; any: number; structural: number };
  /** The best legal wins at the legal distance (either way), best first, at most 3 distinct fan lists. */
  route: RouteJson[];
  /** With `by: chance` or `points`: the chances of a legal win within the draws (docs/ADVICE.md "Chances"). */
  chances?: ChanceFiguresJson;
}

/** 14 tiles: what one discard leaves. */
export interface DiscardAdviceJson extends AnalysisJson {
  tile: string;
}

export interface AdviceOk {
  schema: typeof ADVICE_SCHEMA_ID;
  input: string;
  ok: true;
  rules: string;
  /** Batch output only. */
  source?: WaitsSource;
  hand: WaitsHandJson;
  /** The tiles given as seen (`+seen:`), in tile-code order. */
  seen: string[];
  tiles: 13 | 14;
  /** 14 tiles that already make a complete hand (score it with `mcr`). */
  complete: boolean;
  /** 14 tiles: the best discard's tile; null for 13. */
  best: string | null;
  /** The hand's structural distance (14 tiles: after the structurally best discard). */
  structural: number;
  /** The hand's legal distance (14 tiles: after the best discard). */
  legal: FlavoursJson;
  /** 13 tiles: the analysis of the hand; null for 14. */
  analysis: AnalysisJson | null;
  /** 14 tiles: every different discard, best first; empty for 13. */
  discards: DiscardAdviceJson[];
  notes: string[];
  /** With `by: chance` or `points`: the ranking and the draws the chances are for. */
  by?: 'chance' | 'points';
  draws?: number;
}

export interface AdviceFail {
  schema: typeof ADVICE_SCHEMA_ID;
  input: string;
  ok: false;
  source?: WaitsSource;
  error: AdviceError;
}

export type AdviceResult = AdviceOk | AdviceFail;
