/**
 * Every JSON output of mcr, declared once: each schema's keys in the order they are
 * written (docs/SCHEMA.md), as kinds of the one encoder (json-writer.ts), which writes
 * plain ASCII with `\u` escapes. Every `--json` line goes through here: a result's
 * keys may be in any order, only the declared ones are written.
 *
 * A new schema (tournament mode's mcr-standings/1, ...) is declared the same way,
 * here beside the others, with the kinds re-exported below:
 *
 *   export const STANDINGS_JSON = object<Standings>({ schema: str, rounds: num, players: list(PLAYER) });
 *   w.out(toJson(STANDINGS_JSON, standings) + '\n');   // or w.json(standings, STANDINGS_JSON)
 */
import type { CanonicalOk } from '../canonical.js';
import type { FanEntryJson } from '../commands/fans.js';
import type { ArrangementJson, ExplainOk, ExplainResult, ExplainedFanJson } from '../explain/explain.js';
import type { UseJson } from '../evaluate/uses.js';
import type { WhyError, WhyOk } from '../explain/why.js';
import type { Best } from '../batch/summary.js';
import type { ExcludedJson, FanJson, HandJson, NoteJson, PaymentJson, ScoreOk, ScoreResult, SetJson, SourceJson } from '../result.js';
import type { HandEntry, SessionError, SessionResult } from '../session/types.js';
import type { DiscardJson, DrawJson, WaitJson, WaitsHandJson, WaitsOk, WaitsResult, WinJson } from '../waits/types.js';
import type { CardsResult, EmaResult, EmaRow, SeatTable, SeatingResult } from '../tournament/api.js';
import type { CheckResult } from '../tournament/check.js';
import type { PlanQuality } from '../tournament/seat.js';
import type { PlayerSession, StandingRow, StandingsResult, TeamRow } from '../tournament/standings.js';
import type { Problem } from '../tournament/types.js';
import { bool, either, list, nullable, num, object, optional, record, str, toJson, type Kind } from './json-writer.js';

export { bool, either, jsonInto, list, nullable, num, object, optional, record, str, toJson, type Kind } from './json-writer.js';

// ---------------------------------------------------------------- shared parts

const SOURCE = object<SourceJson>({ file: str, line: num });
const ERROR = object<Failure['error']>({ code: str, message: str, column: nullable(num) });

/** A line that could not be read, in every schema that reads lines (score, canonical, waits). */
interface Failure {
  schema: string;
  input: string;
  ok: false;
  source?: SourceJson;
  error: { code: string; message: string; column: number | null };
}
const FAILURE = object<Failure>({ schema: str, input: str, ok: bool, source: optional(SOURCE), error: ERROR });

/** A result or its reading error, by `ok`. */
const orFailure = <T extends { ok: true }>(ok: Kind<T>): Kind<T | Failure> =>
  either((r): r is T => r.ok === true, ok, FAILURE);

const tiles = list(str);
const MELD = object<HandJson['melds'][number]>({ kind: str, tiles, concealed: bool });
/** The hand's keys after its tiles, in both the score's and the waits' hand. */
const SEATING = {
  seatWind: str,
  prevalentWind: str,
  discarder: nullable(str),
  flowers: num,
  last: bool,
  wallLast: bool,
  kong: bool,
};
const HAND = object<HandJson>({ concealed: tiles, melds: list(MELD), winningTile: str, win: str, ...SEATING });
const SET = object<SetJson>({ kind: str, name: optional(str), tiles, melded: bool });

/** A fan as the fan table names it: these come back together, line after line (json-writer.ts, `recurring`). */
const NAMED = { id: str, name: str, zh: str, points: num };
const NAMED_FIRST = { recurring: Object.keys(NAMED).length };
const FAN_FIELDS = { ...NAMED, count: num };
const FAN = object<FanJson>(FAN_FIELDS, NAMED_FIRST);
const EXCLUDED = object<ExcludedJson>({ ...NAMED, count: num, by: str }, NAMED_FIRST);
const PAYMENT = object<PaymentJson>({ seat: nullable(str), role: str, amount: num });

// ---------------------------------------------------------------- mcr-score/1

const SCORE_FIELDS = {
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
const SCORE_OK = object<ScoreOk>(SCORE_FIELDS);
export const SCORE_JSON: Kind<ScoreResult> = orFailure(SCORE_OK);

/** `mcr --json`: one result as its line. */
export const formatJson = (r: ScoreResult): string => toJson(SCORE_JSON, r);

// ---------------------------------------------------------------- explanations (`--explain --json`)

const USE = object<UseJson>({ sets: list(num), tiles });
const EXPLAINED_FAN = object<ExplainedFanJson>({ ...FAN_FIELDS, uses: list(USE) });
const ARRANGEMENT = object<ArrangementJson>({
  chosen: bool,
  arrangement: list(SET),
  fans: list(EXPLAINED_FAN),
  excluded: list(EXCLUDED),
  fanPoints: num,
  total: num,
});
/** The score's keys, each fan with its uses, and the arrangements when asked for. */
export const EXPLAIN_JSON: Kind<ExplainResult> = orFailure(
  object<ExplainOk>({ ...SCORE_FIELDS, fans: list(EXPLAINED_FAN), arrangements: optional(list(ARRANGEMENT)) }),
);

// ---------------------------------------------------------------- mcr-why/1

export const WHY_JSON = either(
  (r: WhyOk | WhyError): r is WhyOk => r.ok,
  object<WhyOk>({
    schema: str,
    input: str,
    ok: bool,
    rules: str,
    fan: object<WhyOk['fan']>(NAMED),
    case: str,
    text: str,
    verdict: str,
    total: num,
    arrangement: list(SET),
    count: num,
    uses: list(USE),
    excludedBy: list(object<WhyOk['excludedBy'][number]>({ by: str, count: num })),
    rule: nullable(object<NonNullable<WhyOk['rule']>>({ fan: str, notCountedWith: list(str) })),
    other: nullable(ARRANGEMENT),
    chosen: nullable(ARRANGEMENT),
    completes: tiles,
    option: nullable(str),
    possible: nullable(bool),
  }),
  object<WhyError>({ schema: str, input: str, ok: bool, error: ERROR, candidates: list(str) }),
);

// ---------------------------------------------------------------- mcr-canonical/1

export const CANONICAL_JSON = orFailure(
  object<CanonicalOk>({ schema: str, input: str, ok: bool, source: optional(SOURCE), canonical: str }),
);

// ---------------------------------------------------------------- mcr-summary/1

export interface SummaryJson {
  schema: string;
  hands: number;
  wins: number;
  belowMinimum: number;
  notWinning: number;
  errors: number;
  best: Best | null;
}
export const SUMMARY_JSON = object<SummaryJson>({
  schema: str,
  hands: num,
  wins: num,
  belowMinimum: num,
  notWinning: num,
  errors: num,
  best: nullable(object<Best>({ file: str, line: num, input: str, fanPoints: num, total: num })),
});

// ---------------------------------------------------------------- mcr-waits/1

const WIN = object<WinJson>({
  verdict: str,
  reason: nullable(str),
  fanPoints: num,
  total: num,
  enough: bool,
  fans: list(FAN),
  excluded: list(EXCLUDED),
  arrangement: list(SET),
  payments: list(PAYMENT),
  received: nullable(num),
  ignored: list(str),
});
const WAIT = object<WaitJson>({ tile: str, unseen: num, discard: WIN, selfDrawn: WIN });
const DRAW = object<DrawJson>({ tile: str, unseen: num });
const DISTANCE = nullable(num);

export const WAITS_JSON: Kind<WaitsResult> = orFailure(
  object<WaitsOk>({
    schema: str,
    input: str,
    ok: bool,
    rules: str,
    source: optional(SOURCE),
    hand: object<WaitsHandJson>({ concealed: tiles, melds: list(MELD), ...SEATING }),
    tiles: num,
    ready: bool,
    distance: num,
    shapes: object<WaitsOk['shapes']>({
      regular: DISTANCE,
      sevenPairs: DISTANCE,
      thirteenOrphans: DISTANCE,
      honorsAndKnitted: DISTANCE,
      knittedStraight: DISTANCE,
    }),
    waits: list(WAIT),
    draws: list(DRAW),
    discards: list(object<DiscardJson>({ tile: str, distance: num, waits: list(WAIT), draws: list(DRAW) })),
    complete: bool,
    notes: list(str),
  }),
);

// ---------------------------------------------------------------- mcr-session/1

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

// ---------------------------------------------------------------- mcr-fans/1

export interface FansJson {
  schema: string;
  rules: string;
  /** `mcr fans NAME`: the name asked for. */
  query?: string;
  fans: FanEntryJson[];
  /** No fan of that name: the closest ids. */
  didYouMean?: string[];
}
const EXCLUSION = object<FanEntryJson['excludes'][number]>({ id: str, name: str, only: optional(str) });
export const FANS_JSON = object<FansJson>({
  schema: str,
  rules: str,
  query: optional(str),
  fans: list(
    object<FanEntryJson>({
      id: str,
      no: NULL_NUM,
      name: str,
      zh: str,
      points: NULL_NUM,
      played: bool,
      what: str,
      excludes: list(EXCLUSION),
      excludedBy: list(EXCLUSION),
    }),
  ),
  didYouMean: optional(list(str)),
});

// ---------------------------------------------------------------- mcr-rules/1

export interface RulesJson {
  schema: string;
  default: string;
  /** `mcr rules`: every profile. */
  profiles?: { name: string; title: string; about: string }[];
  /** `mcr rules NAME`: that profile, and where it differs from the default. */
  name?: string;
  title?: string;
  about?: string;
  /** Each `{ rule, <default>: …, <name>: … }`, keyed by the profile names. */
  differences?: Record<string, string>[];
}
export const RULES_JSON = object<RulesJson>({
  schema: str,
  default: str,
  profiles: optional(list(object<NonNullable<RulesJson['profiles']>[number]>({ name: str, title: str, about: str }))),
  name: optional(str),
  title: optional(str),
  about: optional(str),
  differences: optional(list(record(str))),
});

// ---------------------------------------------------------------- tournament (docs/SCHEMA.md "Tournament schemas")

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
      place: num,
      tied: bool,
      id: num,
      name: str,
      ema: str,
      country: str,
      team: str,
      ranked: bool,
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
    object<TeamRow>({ place: num, tied: bool, team: str, members: list(num), tablePoints: num, tablePointsExact: str, score: num }),
  ),
  problems: list(PROBLEM),
});

export const CHECK_JSON = object<CheckResult>({
  schema: str,
  ok: bool,
  unreadable: bool,
  players: num,
  sessions: num,
  results: num,
  problems: list(PROBLEM),
});

export const SEATING_JSON = object<SeatingResult>({
  schema: str,
  ok: bool,
  name: str,
  players: num,
  sessions: num,
  seed: num,
  reseated: nullable(object<NonNullable<SeatingResult['reseated']>>({ session: num, by: str })),
  quality: nullable(
    object<PlanQuality>({
      repeats: num,
      repeatPairs: num,
      maxMeetings: num,
      meetingBound: num,
      windSpread: num,
      violations: num,
      method: str,
    }),
  ),
  tables: list(object<SeatTable>({ session: num, table: num, seats: list(num) })),
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
  players: number;
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
  sessions: num,
  rules: str,
  ranking: str,
  note: NULL_STR,
  problems: list(PROBLEM),
});
