/**
 * A review of one seat's discards in a record of play (schema "mcr-review/1",
 * docs/SCHEMA.md): what review() returns and `mcr review --json` prints, its JSON
 * form declared beside it (the one JSON writer).
 */
import { bool, list, nullable, num, object, str, type Kind } from '../format/json-writer.js';
import type { FigureKind } from '../chances/types.js';

export const REVIEW_SCHEMA_ID = 'mcr-review/1' as const;

export interface ReviewOptions {
  /** The seat reviewed: a seat wind (E S W N: whoever holds it in each hand) or a player's name of the record's header. */
  seat: string;
  /** Only this hand of the record (1-based); default every hand. */
  hand?: number;
  /** Draws left for every decision; default: from the wall's count at that moment, ceil(K / 4) (docs/ADVICE.md "Chances"). */
  draws?: number;
  /** Samples of each estimate (chances(); default 200). */
  samples?: number;
}

/** One discard's chance at a decision. */
export interface ReviewFigure {
  tile: string;
  /** The chance of a legal win either way within the draws (chances() eitherWay.p, 0..1). */
  chance: number;
  kind: FigureKind;
}

/** One discard of the seat beside the advice for the same moment. */
export interface ReviewDecision {
  /** The decision's place in the play (1-based, in the record's order). */
  order: number;
  hand: number;
  /** The seat's n-th discard in this hand. */
  turn: number;
  /** The 1-based line of the record, and the action's number in its hand (as mcr replay counts them). */
  line: number;
  action: number;
  player: string;
  seat: string;
  /** The concealed tiles held before the discard (14 less 3 a set), in order; `drawn` the tile just drawn (null after a claim). */
  concealed: string[];
  drawn: string | null;
  /** The shown sets and concealed kongs, in notation ("[123b]", "(EEEE)"). */
  melds: string[];
  flowers: number;
  /** Tiles face up elsewhere on the table (the others' discards and sets). */
  seen: number;
  /** Tiles left in the wall, and the draws the chances are for. */
  wall: number;
  draws: number;
  /** The line the advice read: `mcr advise "<input>"` gives the same figures. */
  input: string;
  chosen: ReviewFigure;
  best: ReviewFigure;
  /** best.chance - chosen.chance (0 when the chosen discard is the best or ties it). */
  cost: number;
  /** The chosen discard's place among the discards, best first (1 = the best; ties share the better place). */
  rank: number;
  /** Every discard, best first. */
  discards: ReviewFigure[];
}

export interface ReviewSummary {
  decisions: number;
  /** Decisions whose discard had the best chance (ties included). */
  best: number;
  /** The sum of the costs (0..decisions). */
  chanceLost: number;
  /** The largest cost, 0 with no decision. */
  worst: number;
}

export interface ReviewOk {
  schema: typeof REVIEW_SCHEMA_ID;
  ok: true;
  rules: string;
  /** The seat as asked (a wind or a player). */
  seat: string;
  /** Hands of the record reviewed (those ended, and an unfinished one). */
  hands: number[];
  /** The record stops before its end line (a match left early). */
  unfinished: boolean;
  /** The draws asked for every decision, or null: each decision's from its wall. */
  draws: number | null;
  samples: number;
  /** The costliest first (ties in the order of play). */
  decisions: ReviewDecision[];
  summary: ReviewSummary;
}

export interface ReviewError {
  /** `bad-option`, `not-a-string`, `internal-error`, `no-such-seat`, or the rule of mcr replay that the record breaks. */
  code: string;
  message: string;
  /** The record's 1-based line, when about one. */
  line: number | null;
}

export interface ReviewFail {
  schema: typeof REVIEW_SCHEMA_ID;
  ok: false;
  error: ReviewError;
}

export type ReviewResult = ReviewOk | ReviewFail;

const FIGURE = object<ReviewFigure>({ tile: str, chance: num, kind: str as Kind<FigureKind> });

export const REVIEW_DECISION_JSON = object<ReviewDecision>({
  order: num,
  hand: num,
  turn: num,
  line: num,
  action: num,
  player: str,
  seat: str,
  concealed: list(str) as Kind<string[]>,
  drawn: nullable(str),
  melds: list(str) as Kind<string[]>,
  flowers: num,
  seen: num,
  wall: num,
  draws: num,
  input: str,
  chosen: FIGURE,
  best: FIGURE,
  cost: num,
  rank: num,
  discards: list(FIGURE) as Kind<ReviewFigure[]>,
});

export const REVIEW_JSON = object<ReviewOk>({
  schema: str as Kind<typeof REVIEW_SCHEMA_ID>,
  ok: bool as Kind<true>,
  rules: str,
  seat: str,
  hands: list(num) as Kind<number[]>,
  unfinished: bool,
  draws: nullable(num),
  samples: num,
  decisions: list(REVIEW_DECISION_JSON) as Kind<ReviewDecision[]>,
  summary: object<ReviewSummary>({ decisions: num, best: num, chanceLost: num, worst: num }),
});

export const REVIEW_FAIL_JSON = object<ReviewFail>({
  schema: str as Kind<typeof REVIEW_SCHEMA_ID>,
  ok: bool as Kind<false>,
  error: object<ReviewError>({ code: str, message: str, line: nullable(num) }),
});
