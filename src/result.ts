/**
 * The SCHEMA.md object (schema "mcr-score/1"): what score(line) returns and what
 * --json prints, and its JSON declaration (SCORE_JSON, at the end: each key in the
 * order written, with the parts the other schemas share). Field names and meanings
 * are fixed by docs/SCHEMA.md.
 */
import { bool, either, list, nullable, num, object, optional, str, toJson, type Kind } from './format/json-writer.js';
import type { ReadError } from './errors.js';
import type { FanId } from './fans/table.js';
import type { Hand, Meld } from './hand/types.js';
import type { Wind } from './tiles.js';
import type { RuleProfile } from './rules/profiles.js';

export const SCHEMA_ID = 'mcr-score/1';

export type Verdict = 'win' | 'below-minimum' | 'not-a-winning-hand';

/**
 * Why a hand is not a win, beside the sentence in `reason` (docs/SCHEMA.md):
 *   below-minimum     a complete hand under the 8-point minimum
 *   tile-count        not 14 tiles (kongs counting 3): it can not be a complete hand
 *   no-winning-shape  14 tiles that make no winning shape
 */
export type ReasonCode = 'below-minimum' | 'tile-count' | 'no-winning-shape';

/**
 * A defaulted option a result depends on (`assumed`, docs/SCHEMA.md): the winner's
 * seat wind (+seat, default E) and the prevalent wind (+round, default E).
 */
export type AssumedOption = 'seat' | 'round';

/** Options of score(line, options), scoreHand and waits. */
export interface ScoreOptions {
  /**
   * The rule profile to score under: a name (`mcr rules` lists them; default
   * "green-book") or a profile object (rules/profiles.ts RuleProfile, a house rule).
   */
  rules?: string | RuleProfile;
  /**
   * The line is a claim made at the table (the default): a wrong tile count is a false
   * claim (`not-a-winning-hand`, reason code `tile-count`, with its penalty). With
   * false, the line was typed by a referee or a script, and a wrong count is the
   * reading error `tile-count` (a typing slip: the count and the likely slip), as the
   * command line gives it unless --claim.
   */
  claim?: boolean;
  /**
   * Refuse a line that writes a set after its last concealed tile (reading error
   * `winning-tile-not-last`) instead of taking that tile as the winning tile with the
   * note `winning-tile-taken`. Default false.
   */
  strict?: boolean;
}

/** Something the reader took for granted that the referee should see (`notes`, docs/SCHEMA.md). */
export interface NoteJson {
  /** `winning-tile-taken`: the line ends with a set, and its last concealed tile was taken as the winning tile. */
  code: 'winning-tile-taken';
  message: string;
}

/** Where a batch result's line came from: the file ("-" for stdin) and its 1-based line number. */
export interface SourceJson {
  file: string;
  line: number;
}

/**
 * A Hand as SCHEMA.md's `hand` object: tiles as codes, every other field as the
 * Hand has it (`last` is the effective +last, given or implied). The fields are
 * named, not "all but the tiles": SCHEMA.md fixes them, a new Hand field is not one.
 */
export interface HandJson
  extends Pick<Hand, 'win' | 'seatWind' | 'prevalentWind' | 'discarder' | 'flowers' | 'last' | 'wallLast' | 'kong'> {
  concealed: string[];
  melds: { kind: Meld['kind']; tiles: string[]; concealed: boolean }[];
  winningTile: string;
}

export interface SetJson {
  kind: 'chow' | 'pung' | 'kong' | 'pair' | 'knitted' | 'special';
  tiles: string[];
  melded: boolean;
  /** Only for kind "special": the shape's name, e.g. "Thirteen Orphans". */
  name?: string;
}

export interface FanJson {
  id: FanId;
  name: string;
  zh: string;
  points: number;
  count: number;
}

export interface ExcludedJson {
  id: FanId;
  name: string;
  zh: string;
  points: number;
  /** How many instances of the fan `by` set aside. */
  count: number;
  /** The counted fan that excludes it. */
  by: FanId;
}

export type PaymentRole = 'winner' | 'discarder' | 'other' | 'claimer';

export interface PaymentJson {
  seat: Wind | null;
  role: PaymentRole;
  amount: number;
}

export interface ScoreOk {
  schema: typeof SCHEMA_ID;
  input: string;
  ok: true;
  /** The rule profile that scored it (rules/profiles.ts). */
  rules: string;
  /** Batch results only. */
  source?: SourceJson;
  verdict: Verdict;
  reason: string | null;
  reasonCode: ReasonCode | null;
  /**
   * The defaulted options (seat, round) that the fans or the verdict depend on: with
   * another value a fan or the verdict would change; [] when none (src/assumed.ts).
   * Set by score(line); absent from scoreHand(hand), whose Hand does not say what was
   * typed and what is a default.
   */
  assumed?: readonly AssumedOption[];
  /** What the reader took for granted (NoteJson); absent when nothing. Set by score(line). */
  notes?: NoteJson[];
  hand: HandJson;
  arrangement: SetJson[];
  fans: FanJson[];
  excluded: ExcludedJson[];
  fanPoints: number;
  total: number;
  payments: PaymentJson[];
}

export interface ScoreError {
  schema: typeof SCHEMA_ID;
  input: string;
  ok: false;
  /** Batch results only. */
  source?: SourceJson;
  error: ReadError;
}

export type ScoreResult = ScoreOk | ScoreError;

// ---------------------------------------------------------------- its JSON (docs/SCHEMA.md)
// The parts every schema that reads lines, or lists fans and sets, shares.

export const SOURCE = object<SourceJson>({ file: str, line: num });
/** An error as the schemas write it. */
export interface ErrorJson {
  code: string;
  message: string;
  column: number | null;
}
export const ERROR = object<ErrorJson>({ code: str, message: str, column: nullable(num) });

/** A line that could not be read, in every schema that reads lines (score, canonical, waits). */
export interface Failure {
  schema: string;
  input: string;
  ok: false;
  source?: SourceJson;
  error: ErrorJson;
}
const FAILURE = object<Failure>({ schema: str, input: str, ok: bool, source: optional(SOURCE), error: ERROR });

/** A result or its reading error, by `ok`. */
export const orFailure = <T extends { ok: true }>(ok: Kind<T>): Kind<T | Failure> => either((r): r is T => r.ok === true, ok, FAILURE);

export const TILES = list(str);
export const MELD = object<HandJson['melds'][number]>({ kind: str, tiles: TILES, concealed: bool });
/** The hand's keys after its tiles, in both the score's and the waits' hand. */
export const SEATING = {
  seatWind: str,
  prevalentWind: str,
  discarder: nullable(str),
  flowers: num,
  last: bool,
  wallLast: bool,
  kong: bool,
};
const HAND = object<HandJson>({ concealed: TILES, melds: list(MELD), winningTile: str, win: str, ...SEATING });
export const SET = object<SetJson>({ kind: str, name: optional(str), tiles: TILES, melded: bool });

/** A fan as the fan table names it: these come back together, line after line (json-writer.ts, `recurring`). */
export const NAMED = { id: str, name: str, zh: str, points: num };
const NAMED_FIRST = { recurring: Object.keys(NAMED).length };
export const FAN_FIELDS = { ...NAMED, count: num };
export const FAN = object<FanJson>(FAN_FIELDS, NAMED_FIRST);
export const EXCLUDED = object<ExcludedJson>({ ...NAMED, count: num, by: str }, NAMED_FIRST);
export const PAYMENT = object<PaymentJson>({ seat: nullable(str), role: str, amount: num });

/** mcr-score/1's keys, in order. */
export const SCORE_FIELDS = {
  schema: str,
  input: str,
  ok: bool,
  rules: str,
  source: optional(SOURCE),
  verdict: str,
  reason: nullable(str),
  reasonCode: nullable(str),
  assumed: optional(list(str)),
  notes: optional(list(object<NoteJson>({ code: str, message: str }))),
  hand: HAND,
  arrangement: list(SET),
  fans: list(FAN),
  excluded: list(EXCLUDED),
  fanPoints: num,
  total: num,
  payments: list(PAYMENT),
};
export const SCORE_OK = object<ScoreOk>(SCORE_FIELDS);
export const SCORE_JSON: Kind<ScoreResult> = orFailure(SCORE_OK);

/** `mcr --json`: one result as its line. */
export const formatJson = (r: ScoreResult): string => toJson(SCORE_JSON, r);
