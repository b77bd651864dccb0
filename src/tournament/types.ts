/**
 * A tournament (issue 20, docs/TOURNAMENT.md): a folder of plain files, read into
 * these values by read.ts. Every command recomputes everything from the files.
 */
import type { SessionResult } from '../session/types.js';

/** The files of a tournament folder: path inside the folder ("results/s1-t2.txt") -> text. */
export type TournamentFiles = Readonly<Record<string, string>>;

/** Something wrong in a file: where (1-based line and column, null when not about one place) and what was expected. */
export interface Problem {
  file: string;
  line: number | null;
  column: number | null;
  /** A stable kebab-case code (docs/TOURNAMENT.md "Problems"). */
  code: string;
  message: string;
  /**
   * true when the file can not be read at all (the tournament can not be computed:
   * exit 2); false for a problem in what it says (exit 1).
   */
  fatal: boolean;
}

/** A ranking key: players are compared on each in turn (docs/TOURNAMENT.md "Ranking"). */
export type RankKey =
  | 'tablePoints'
  | 'score'
  | 'firsts'
  | 'seconds'
  | 'thirds'
  | 'fourths'
  | 'bestSession'
  | 'id';

export interface Config {
  name: string;
  sessions: number;
  /** The rule profile every table is scored under (green-book, mil). */
  rules: string;
  /** The ranking's name (ema, china, or custom) and its keys in order. */
  ranking: { name: string; keys: RankKey[] };
  handsPerSession: number;
  /** players.csv columns whose equal values are kept apart when seating (team, country). */
  apart: string[];
  /** A team's ranking counts its best `teamSize` members (tournament.toml team_size); null: every member. */
  teamSize: number | null;
}

export interface Player {
  id: number;
  name: string;
  ema: string;
  country: string;
  team: string;
  substitute: boolean;
  /** The name for the EMA results file (players.csv last_name, first_name, or a split of name). */
  lastName: string;
  firstName: string;
  /** true when lastName and firstName are a guess from the name (check lists them). */
  splitGuessed: boolean;
  /** The line of players.csv. */
  line: number;
}

/** One table of the seating plan: the player ids at E, S, W, N at hand 1. */
export interface SeatRow {
  session: number;
  table: number;
  seats: number[];
  line: number;
}

/** One table's result file, read by the session scorer. */
export interface TableResult {
  session: number;
  table: number;
  file: string;
  /** The four player ids in the players line's order (E S W N at hand 1); null when not all are known. */
  ids: number[] | null;
  /** The 1-based line of the file's players line; null without one. */
  playersLine: number | null;
  /**
   * What the tournament keeps of the session sheet: the players line's names and the
   * rules (the hand entries, with their full score objects, are dropped once read, so
   * that memory stays bounded for a thousand hand-by-hand logs).
   */
  result: Pick<SessionResult, 'players' | 'rules' | 'lastHand' | 'ok'>;
  /** The table's final scores, in ids' order (hands, pay and foul lines). */
  totals: number[];
}

/** A penalty outside the hands (penalties.csv): points taken from a player's score. */
export interface Penalty {
  session: number;
  player: number;
  points: number;
  reason: string;
  line: number;
}

export interface Tournament {
  config: Config;
  players: Player[];
  /** null without seating.csv. */
  seating: SeatRow[] | null;
  results: TableResult[];
  penalties: Penalty[];
  problems: Problem[];
  /** What may be wrong but does not stop anything (a country code not in ISO 3166, a guessed name split). */
  warnings: Problem[];
}
