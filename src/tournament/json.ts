/**
 * The tournament schemas (docs/SCHEMA.md "Tournament schemas"), beside the results
 * they write (api.ts, check.ts, seat.ts, standings.ts): each key in the order written.
 */
import { bool, list, nullable, num, object, str, type Kind } from '../format/json-writer.js';
import type { CardsResult, EmaCountry, EmaGuess, EmaResult, EmaRow, SeatTable, SeatingResult } from './api.js';
import type { CheckResult } from './check.js';
import type { PlanQuality } from './seat.js';
import type { ReseatResult } from './reseat.js';
import type { PlayerSession, StandingRow, StandingsResult, TeamRow } from './standings.js';
import type { Problem } from './types.js';

const NULL_STR = nullable(str);
const NULL_NUM = nullable(num);

/** A problem as the tournament schemas write it (`fatal` decides the exit code and is not written). */
const PROBLEM = object<Omit<Problem, 'fatal'>>({ file: str, line: NULL_NUM, column: NULL_NUM, code: str, message: str });

export const STANDINGS_JSON = object<StandingsResult>({
  schema: str,
  ok: bool,
  name: str,
  rules: str,
  ranking: object<StandingsResult['ranking']>({ name: str, keys: list(str) }),
  after: num,
  sessions: num,
  tables: list(object<StandingsResult['tables'][number]>({ session: num, results: num, planned: NULL_NUM })),
  players: list(
    object<StandingRow>({
      place: NULL_NUM,
      tied: bool,
      id: num,
      name: str,
      ema: str,
      country: str,
      team: str,
      ranked: bool,
      withdrew: NULL_NUM,
      played: num,
      tablePoints: num,
      tablePointsExact: str,
      score: num,
      penalties: num,
      places: list(num) as Kind<StandingRow['places']>,
      bestSession: NULL_NUM,
      sessions: list(
        object<PlayerSession>({
          session: num,
          table: num,
          seat: str,
          score: num,
          penalty: num,
          tablePoints: num,
          tablePointsExact: str,
          place: num,
        }),
      ),
    }),
  ),
  teams: list(
    object<TeamRow>({ place: num, tied: bool, team: str, members: list(num), counted: list(num), tablePoints: num, tablePointsExact: str, score: num }),
  ),
  problems: list(PROBLEM),
});

export const CHECK_JSON = object<CheckResult>({
  schema: str,
  ok: bool,
  unreadable: bool,
  players: num,
  reserves: num,
  sessions: num,
  results: num,
  progress: nullable(object<NonNullable<CheckResult['progress']>>({ session: num, results: num, planned: num })),
  problems: list(PROBLEM),
  unlisted: num,
  followOn: num,
  warnings: list(PROBLEM),
});

const PLAN_QUALITY = object<PlanQuality>({
  repeats: num,
  repeatBound: num,
  repeatPairs: num,
  maxMeetings: num,
  meetingBound: num,
  windSpread: num,
  violations: num,
  apartBound: num,
  method: str,
  note: nullable(str),
});

export const SEATING_JSON = object<SeatingResult>({
  schema: str,
  ok: bool,
  name: str,
  players: num,
  sessions: num,
  seed: num,
  reserves: num,
  reseated: nullable(object<NonNullable<SeatingResult['reseated']>>({ session: num, by: str })),
  quality: nullable(PLAN_QUALITY),
  tables: list(object<SeatTable>({ session: num, table: num, seats: list(num) })),
  problems: list(PROBLEM),
});

export const RESEAT_JSON = object<ReseatResult>({
  schema: str,
  ok: bool,
  name: str,
  sessions: num,
  after: num,
  seed: num,
  withdraw: list(num),
  substitute: list(num),
  join: list(num),
  players: num,
  quality: nullable(PLAN_QUALITY),
  playedRepeats: num,
  newRepeats: num,
  unevenWinds: list(object<ReseatResult['unevenWinds'][number]>({ id: num, counts: list(num), forced: bool })),
  windsNote: nullable(str),
  playerSessions: list(object<ReseatResult['playerSessions'][number]>({ id: num, sessions: str })),
  tables: list(object<SeatTable>({ session: num, table: num, seats: list(num) })),
  playersCsv: nullable(str),
  problems: list(PROBLEM),
});

export const EMA_JSON = object<EmaResult>({
  schema: str,
  ok: bool,
  name: str,
  players: num,
  rows: list(
    object<EmaRow>({
      place: num,
      tied: bool,
      lastName: str,
      firstName: str,
      ema: str,
      country: str,
      tablePoints: num,
      tablePointsExact: str,
      score: num,
      mersBase: num,
    }),
  ),
  countries: list(object<EmaCountry>({ id: num, name: str, given: str, code: str })),
  guessed: list(object<EmaGuess>({ id: num, name: str, lastName: str, firstName: str })),
  problems: list(PROBLEM),
});

export const CARDS_JSON = object<CardsResult>({
  schema: str,
  ok: bool,
  name: str,
  players: list(
    object<CardsResult['players'][number]>({
      id: num,
      name: str,
      seats: list(object<CardsResult['players'][number]['seats'][number]>({ session: num, table: num, seat: str })),
    }),
  ),
  tables: list(
    object<CardsResult['tables'][number]>({
      session: num,
      table: num,
      players: list(object<CardsResult['tables'][number]['players'][number]>({ seat: str, id: num, name: str })),
    }),
  ),
  problems: list(PROBLEM),
});

/** `mcr tournament init --json`: the folder made. */
export interface InitJson {
  schema: 'mcr-init/1';
  ok: boolean;
  dir: string;
  /** The players of session 1 (the reserves not among them). */
  players: number;
  /** Substitutes listed, not seated until a reseat brings them in. */
  reserves: number;
  sessions: number;
  rules: string;
  ranking: string;
  /** What the player count lacks (substitutes or byes), or null. */
  note: string | null;
  problems: Problem[];
}
export const INIT_JSON = object<InitJson>({
  schema: str,
  ok: bool,
  dir: str,
  players: num,
  reserves: num,
  sessions: num,
  rules: str,
  ranking: str,
  note: NULL_STR,
  problems: list(PROBLEM),
});
