/**
 * Types of the session score sheet: the log as read (parseSession), and the result
 * (runSession), which is also the `--json` object (schema "mcr-session/1",
 * documented in README.md "Session score sheet").
 */
import { bool, list, nullable, num, object, optional, record, str } from '../format/json-writer.js';
import type { ErrorCode } from '../errors.js';
import { SCORE_OK, type ScoreOk, type Verdict } from '../result.js';
import type { Wind } from '../tiles.js';
import type { PlayerIndex } from './winds.js';

export const SESSION_SCHEMA_ID = 'mcr-session/1';

/** Options of session(text, options): as score(line, options), for every hand of the log. */
export interface SessionOptions {
  /** The rule profile each hand is scored under (`mcr rules` lists them); default "green-book". */
  rules?: string;
}

/** Stable codes of the errors a session log can have (besides the hand reading codes). */
export type SessionErrorCode =
  | 'no-players' // the log has no players line
  | 'bad-players' // a players line without exactly four distinct names
  | 'players-late' // the players line comes after a hand line, or is given twice
  | 'bad-rules' // a rules line without one known rule profile name, or given twice
  | 'rules-late' // the rules line comes after a hand line
  | 'rules-conflict' // the log's rules line and --rules name different profiles
  | 'bad-line' // a line that starts with neither "players" nor a hand number
  | 'bad-hand-number' // a hand number that is not 1..16
  | 'hand-number-down' // a hand number lower than the line before's
  | 'bad-keyword' // after the hand number: not win, draw, false, foul or pay
  | 'missing' // the line stops where something more was expected
  | 'extra-text' // text after the end of a complete line
  | 'unknown-player' // a name that is not in the players line
  | 'same-player' // a player discarding to, or paying, themselves
  | 'bad-amount' // a pay amount that is not a whole number 1..1000
  | 'log-option' // +win, +seat, +round or +from typed in a hand: the log gives those
  | 'hand-over' // a second win/draw for a hand, or a false claim after its win/draw
  | 'not-a-win' // a win line whose hand is below the minimum or not a winning hand
  | 'valid-win' // a false line whose hand is a valid win
  | 'beyond-exact' // a penalty or a running total past the exact-integer range (2^53 - 1)
  | 'bad-totals' // a totals line without four whole numbers, or given twice
  | 'totals-with-hands'; // a totals line in a log that also has win, draw or false lines

export interface SessionError {
  /** 1-based line of the log. */
  line: number;
  /** 1-based column in the log line, in code points; null when not about one place. */
  column: number | null;
  code: SessionErrorCode | ErrorCode;
  message: string;
  /** The log line as written (for showing the caret). */
  source: string;
}

// ---------------------------------------------------------------- the log as read

interface EventBase {
  /** 1-based line of the log. */
  line: number;
  /** Hand number 1..16. */
  hand: number;
}

/** A hand as typed in the log, with where it starts in the log line. */
export interface TypedHand {
  /** The notation as typed (options included), trimmed. */
  text: string;
  /** 1-based column of its first character in the log line. */
  column: number;
}

export type LogEvent =
  | (EventBase & { kind: 'win'; player: PlayerIndex; how: 'self' | 'discard'; from: PlayerIndex | null; tiles: TypedHand })
  | (EventBase & { kind: 'draw' })
  | (EventBase & {
      kind: 'false';
      player: PlayerIndex;
      /** null when the line says neither self nor from. */
      how: 'self' | 'discard' | null;
      from: PlayerIndex | null;
      tiles: TypedHand;
    })
  | (EventBase & { kind: 'foul'; player: PlayerIndex; foul: string })
  | (EventBase & { kind: 'pay'; player: PlayerIndex; amount: number; to: PlayerIndex });

export interface SessionLog {
  /** The four names, A to D; null when the log has no (valid) players line. */
  players: string[] | null;
  /** The rule profile the log's `rules NAME` line names, and its line; null without one. */
  rules: { name: string; line: number } | null;
  /**
   * A `totals A B C D` line (a table that hands in only its final scores): the four
   * scores, players A..D, and its line; null without one.
   */
  totals: { values: number[]; line: number } | null;
  /** The lines that were read without error, in order. */
  events: LogEvent[];
  /** Every line that could not be read, in line order. */
  errors: SessionError[];
  /** The log's lines (for error display). */
  lines: string[];
}

// ---------------------------------------------------------------- the result

export type EntryKind = 'win' | 'draw' | 'false' | 'foul' | 'pay';

/** One log line's effect on the score. Player-keyed objects list the players A..D. */
export interface HandEntry {
  line: number;
  hand: number;
  /** The hand's prevalent wind. */
  prevalent: Wind;
  /** Each player's seat wind in this hand. */
  seats: Record<string, Wind>;
  kind: EntryKind;
  /** Winner, false claimer, fouling or paying player; null for a draw. */
  player: string | null;
  /** win: self-drawn or on a discard; false: as written, or "discard" when not said. */
  how: 'self' | 'discard' | null;
  /** The discarder of a discard win (or of a false claim on a named discard). */
  from: string | null;
  /** pay: who receives the amount. */
  to: string | null;
  /** win: the total paid on (fan points + flowers); false below the minimum: its fan points. */
  points: number | null;
  /** win and false: the score's verdict. */
  verdict: Verdict | null;
  /** false: paid to each other player (10 or 20); foul: the escalated amount (0 = warning). */
  penalty: number | null;
  /** foul: the foul's name as written (lower case) and how many times this player has made it. */
  foul: { kind: string; count: number } | null;
  /** pay: the amount the referee set. */
  amount: number | null;
  /** win and false: the notation line scored (typed hand + the options the log gives). */
  input: string | null;
  /** win and false: the full score(line) object (schema mcr-score/1). */
  score: ScoreOk | null;
  /** Each player's change on this line; sums to 0. */
  changes: Record<string, number>;
  /** Each player's running total after this line. */
  running: Record<string, number>;
}

export interface SessionResult {
  schema: typeof SESSION_SCHEMA_ID;
  /** false when any line had an error (those lines are not in `hands` nor the totals). */
  ok: boolean;
  /** The rule profile every hand was scored under (the log's rules line, else --rules, else the default). */
  rules: string;
  /** The players' names, A to D (East, South, West, North at hand 1); [] without a players line. */
  players: string[];
  hands: HandEntry[];
  /** The highest hand number recorded (0 when none): below 16 for a session that stopped early. */
  lastHand: number;
  /**
   * Only for a log with a `totals` line (a table that hands in only its final scores):
   * those scores, before the log's pay and foul lines. Absent otherwise.
   */
  handedIn?: Record<string, number>;
  totals: Record<string, number>;
  /** 1 = best; tied players share the better rank (1, 2, 2, 4). */
  ranks: Record<string, number>;
  /** 4, 2, 1, 0 by rank; tied players share the points of the places they tie for. */
  tablePoints: Record<string, number>;
  errors: SessionError[];
}

// ---------------------------------------------------------------- mcr-session/1 (its keys in the order written)

const NULL_STR = nullable(str);
const NULL_NUM = nullable(num);
export const SESSION_JSON = object<SessionResult>({
  schema: str,
  ok: bool,
  rules: str,
  players: list(str),
  lastHand: num,
  handedIn: optional(record(num)),
  hands: list(
    object<HandEntry>({
      line: num,
      hand: num,
      prevalent: str,
      seats: record(str),
      kind: str,
      player: NULL_STR,
      how: NULL_STR,
      from: NULL_STR,
      to: NULL_STR,
      points: NULL_NUM,
      verdict: NULL_STR,
      penalty: NULL_NUM,
      foul: nullable(object<NonNullable<HandEntry['foul']>>({ kind: str, count: num })),
      amount: NULL_NUM,
      input: NULL_STR,
      score: nullable(SCORE_OK),
      changes: record(num),
      running: record(num),
    }),
  ),
  totals: record(num),
  ranks: record(num),
  tablePoints: record(num),
  errors: list(object<SessionError>({ line: num, column: NULL_NUM, code: str, message: str, source: str })),
});
