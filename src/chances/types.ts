/**
 * The chances of each discard (docs/ADVICE.md "Chances"): what chances(line) returns,
 * and what `mcr advise --json` adds to each discard (`chances`).
 */
import type { WaitsErrorCode } from '../waits/types.js';

/** A reading error: those of advise() (`seen-count` among them), `bad-option` for +draws/+wall. */
export interface ChancesError {
  code: WaitsErrorCode | 'seen-count';
  message: string;
  column: number | null;
}

/** What chances() takes besides the line. */
export interface ChancesOptions {
  /** The rule profile (default green-book). */
  rules?: string;
  /** Draws left (default: the line's `+draws:`/`+wall:`, else DEFAULT_DRAWS = 18). */
  draws?: number;
  /** Samples of each estimate (default 200). */
  samples?: number;
  /** The seed of the estimates (default 1). */
  seed?: number;
}

/**
 * How a figure was found: `exact` (the best over every policy), `restricted` (the
 * best over the policy class R of docs/ADVICE.md: a lower bound of the best), or
 * `estimate` (a seeded simulation of the model under the policy G of docs/ADVICE.md,
 * with its standard errors).
 */
export type FigureKind = 'exact' | 'restricted' | 'estimate';

/** One model's figures: the chance of a legal win within the draws and the expected gain, each under its own best policy. */
export interface ChanceJson {
  p: number;
  ev: number;
  kind: FigureKind;
  /** Standard errors of an estimate; null otherwise. */
  pSe: number | null;
  evSe: number | null;
}

/** Fans that carry a share of the wins. */
export interface ShareJson {
  /** "Mixed Triple Chow 8 + Half Flush 6" */
  fans: string;
  /** Their fan points. */
  points: number;
  /** Share of the chance (0..1). */
  share: number;
}

export interface DiscardChancesJson extends ChanceFiguresJson {
  /** The discard (null for a 13-tile hand). */
  tile: string | null;
}

/** One discard's figures (what advise() adds to each discard as `chances`). */
export interface ChanceFiguresJson {
  /**
   * The model's legal distance either way (exchanges until legally ready, the
   * discarded tiles going back among the unseen); with `distanceExact: false`, "this
   * or more" (not searched further).
   */
  distance: number;
  distanceExact: boolean;
  /** Wins by self-draw only. */
  selfDrawn: ChanceJson;
  /** Wins by self-draw and on the others' discards. */
  eitherWay: ChanceJson;
  /**
   * Either way, under the policy of eitherWay.p: the chance of having won or being
   * legally ready after each draw (ready[k-1]: after k draws), and of having won by
   * then (win[N-1] = eitherWay.p).
   */
  byTurn: { ready: number[]; win: number[] };
  /** Draws that win or lower the distance either way, with their unseen copies. */
  useful: { tile: string; live: number }[];
  usefulCopies: number;
  /** Which fans carry the wins either way, biggest share first (at most 4). */
  route: ShareJson[];
}

export interface ChancesOk {
  ok: true;
  input: string;
  rules: string;
  draws: number;
  /** W: the tiles unseen by the player after the discard. */
  unseen: number;
  /** Best first: by eitherWay.p, then the distance, then eitherWay.ev. */
  discards: DiscardChancesJson[];
  best: string | null;
  notes: string[];
}

export interface ChancesFail {
  ok: false;
  input: string;
  error: ChancesError;
}

export type ChancesResult = ChancesOk | ChancesFail;
