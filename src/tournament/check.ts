/**
 * `mcr tournament check`: everything wrong in a tournament's files, each with its
 * file and line: what reading found (read.ts: bad files, unknown ids, hands the
 * session scorer rejects, totals that do not sum to zero), and how the files agree:
 * the plan seats every player once per session, each result's players are its plan
 * table's in seat order, no result is missing from a session that has begun. Pure.
 */
import { PLAYERS_FILE, SEATING_FILE, PENALTIES_FILE, resultFile, firstSession, playerWho } from './read.js';
import type { Problem, Tournament } from './types.js';

export const CHECK_SCHEMA_ID = 'mcr-check/1';

/** At most this many problems are listed; the rest are counted (`unlisted`). */
export const CHECK_LIST_LIMIT = 1000;

export interface CheckResult {
  schema: typeof CHECK_SCHEMA_ID;
  /** true when nothing is wrong. */
  ok: boolean;
  /** true when some file can not be read at all (exit 2). */
  unreadable: boolean;
  /** The players, the reserves not among them. */
  players: number;
  /** Substitutes the plan does not seat (without a plan, those a plan would not: read.ts firstSession): a reseat brings them in. */
  reserves: number;
  sessions: number;
  /** Result files read. */
  results: number;
  /**
   * The session in progress (the latest with a result) when some of its tables have none
   * yet: not a problem. A table missing from an earlier session is (`missing-result`).
   */
  progress: { session: number; results: number; planned: number } | null;
  /** The problems to correct first: causes, and problems of their own. */
  problems: Problem[];
  /** Problems found past the first CHECK_LIST_LIMIT, counted and not listed (correct the first ones, then check again). */
  unlisted: number;
  /** How many more problems follow from those (an id players.csv rejects, unknown everywhere after): counted, not listed. */
  followOn: number;
  /** What may be wrong without stopping anything: country codes not in ISO 3166, every name split for the EMA file by a guess. */
  warnings: Problem[];
}

const problem = (file: string, line: number | null, column: number | null, code: string, message: string): Problem => ({
  file,
  line,
  column,
  code,
  message,
  fatal: false,
});

/** The problems of how the files agree (those of reading are in t.problems). */
export function planProblems(t: Tournament): Problem[] {
  const out: Problem[] = [];
  const K = t.config.sessions;
  const ids = new Map(t.players.map((p) => [p.id, p]));
  const who = (id: number): string => `${id} (${ids.get(id)?.name ?? '?'})`;
  const plan = new Map<string, { seats: number[]; line: number }>();
  if (t.seating) {
    const seen = new Map<string, number>();
    for (const r of t.seating) {
      if (r.session > K) out.push(problem(SEATING_FILE, r.line, 1, 'bad-session', `session ${r.session}; expected 1 to ${K} (tournament.toml sessions = ${K})`));
      const key = `${r.session} ${r.table}`;
      const before = plan.get(key);
      if (before) out.push(problem(SEATING_FILE, r.line, 1, 'duplicate-table', `session ${r.session} table ${r.table} is already on line ${before.line}; expected each table once per session`));
      else plan.set(key, { seats: r.seats, line: r.line });
      r.seats.forEach((id, k) => {
        if (!ids.has(id)) out.push(problem(SEATING_FILE, r.line, null, 'unknown-id', `${'ESWN'[k]} ${id} is no player id in ${PLAYERS_FILE}; expected the ids of players.csv`));
        const at = `${r.session} ${id}`;
        const first = seen.get(at);
        if (first !== undefined)
          out.push(problem(SEATING_FILE, r.line, null, 'seated-twice', `player ${who(id)} is seated twice in session ${r.session} (also line ${first}); expected each player once per session`));
        else seen.set(at, r.line);
      });
    }
    const sessions = [...new Set(t.seating.map((r) => r.session))].filter((s) => s <= K).sort((a, b) => a - b);
    for (const s of sessions)
      for (const p of t.players)
        if (!p.substitute && (p.sessions ?? [s]).includes(s) && !seen.has(`${s} ${p.id}`))
          out.push(problem(SEATING_FILE, null, null, 'not-seated', `player ${who(p.id)} has no seat in session ${s}; expected every player once per session (a substitute takes a withdrawn player's seat)`));
  }
  const played = new Map<string, string>();
  const started = new Set<number>();
  const have = new Set<string>();
  for (const r of t.results) {
    have.add(`${r.session} ${r.table}`);
    started.add(r.session);
    if (r.session > K) out.push(problem(r.file, null, null, 'bad-session', `a result for session ${r.session}; expected sessions 1 to ${K} (tournament.toml sessions = ${K})`));
    if (r.result.lastHand > t.config.handsPerSession)
      out.push(problem(r.file, null, null, 'too-many-hands', `hand ${r.result.lastHand} recorded; expected at most ${t.config.handsPerSession} hands a session (tournament.toml hands = ${t.config.handsPerSession})`));
    if (!r.ids) continue;
    const line = r.playersLine;
    for (const id of r.ids) {
      const other = played.get(`${r.session} ${id}`);
      if (other) out.push(problem(r.file, line, null, 'played-twice', `player ${who(id)} is also in ${other}; expected each player at one table per session`));
      else played.set(`${r.session} ${id}`, r.file);
    }
    if (!t.seating) continue;
    const table = plan.get(`${r.session} ${r.table}`);
    if (!table) {
      out.push(problem(r.file, null, null, 'no-such-table', `session ${r.session} has no table ${r.table} in ${SEATING_FILE}; expected a table of the plan`));
      continue;
    }
    const same = [...r.ids].sort((a, b) => a - b).join() === [...table.seats].sort((a, b) => a - b).join();
    if (!same)
      out.push(problem(r.file, line, null, 'players-differ', `players ${r.ids.join(' ')}, but ${SEATING_FILE} line ${table.line} seats ${table.seats.join(' ')} there; expected the plan's players (or correct the plan)`));
    else if (r.ids.join() !== table.seats.join())
      out.push(problem(r.file, line, null, 'seat-order', `players ${r.ids.join(' ')} in another order than ${SEATING_FILE} line ${table.line} (E S W N: ${table.seats.join(' ')}); expected players ${table.seats.join(' ')}`));
  }
  // The latest session begun is in progress: its tables not yet in are no problem (checkTournament counts them).
  const current = Math.max(0, ...started);
  for (const [key] of plan) {
    const [s, table] = key.split(' ').map(Number);
    if (started.has(s) && s < current && !have.has(key)) out.push(problem(resultFile(s, table), null, null, 'missing-result', `no result for session ${s} table ${table}, though the session has others; expected ${resultFile(s, table)}`));
  }
  for (const pen of t.penalties) {
    if (!ids.has(pen.player)) out.push(problem(PENALTIES_FILE, pen.line, null, 'unknown-id', `player ${pen.player} is no player id in ${PLAYERS_FILE}`));
    if (pen.session > K) out.push(problem(PENALTIES_FILE, pen.line, null, 'bad-session', `session ${pen.session}; expected 1 to ${K}`));
  }
  return out;
}

/** A players.csv row not read: its id is then unknown wherever it is used. */
const PLAYER_CAUSES = new Set(['bad-id', 'duplicate-id', 'field-count']);
/** A seating.csv row not read or wrong: its tables and players then disagree with the results. */
const PLAN_CAUSES = new Set(['bad-number', 'field-count', 'seated-twice', 'unknown-id', 'duplicate-table', 'bad-session']);
const PLAN_FOLLOW = new Set(['not-seated', 'no-such-table', 'players-differ', 'seat-order', 'missing-result']);

/**
 * Whether a problem follows from the causes found (and is counted rather than listed):
 * the causes looked for once, then each problem judged alone (linear in the problems).
 */
function followsFrom(all: readonly Problem[]): (p: Problem) => boolean {
  const playerCause = all.some((q) => q.file === PLAYERS_FILE && PLAYER_CAUSES.has(q.code));
  const planCause = all.some((q) => q.file === SEATING_FILE && q.line !== null && PLAN_CAUSES.has(q.code));
  return (p) =>
    (playerCause && p.file !== PLAYERS_FILE && p.code === 'unknown-id') || (planCause && PLAN_FOLLOW.has(p.code) && !(p.file === SEATING_FILE && p.line !== null));
}

const byPlace = (a: Problem, b: Problem): number =>
  fileOrder(a.file) - fileOrder(b.file) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);

/** Every problem, sorted by file and line: the causes listed, what follows from them counted. */
export function checkTournament(t: Tournament): CheckResult {
  const all = [...t.problems, ...planProblems(t)];
  const follows = followsFrom(all);
  const causes = all.filter((p) => !follows(p)).sort(byPlace);
  const problems = causes.slice(0, CHECK_LIST_LIMIT);
  // The reserves: substitutes the plan does not seat (without a plan, those a plan would not).
  const inPlan = new Set((t.seating ?? []).flatMap((r) => r.seats));
  const reserves = t.seating ? t.players.filter((p) => p.substitute && !p.sessions && !inPlan.has(p.id)).length : firstSession(t.players).reserves.length;
  const guessed = t.players
    .filter((p) => p.splitGuessed)
    .map((p) => problem(PLAYERS_FILE, p.line, null, 'guessed-name', `${playerWho(p.id, p.name)}: last name '${p.lastName}', first name '${p.firstName}' in the EMA file, a guess (give last_name and first_name columns to be sure)`));
  return {
    schema: CHECK_SCHEMA_ID,
    ok: all.length === 0,
    unreadable: all.some((p) => p.fatal),
    players: t.players.length - reserves,
    reserves,
    sessions: t.config.sessions,
    results: t.results.length,
    progress: progressOf(t),
    problems,
    unlisted: causes.length - problems.length,
    followOn: all.length - causes.length,
    warnings: [...t.warnings, ...guessed].sort(byPlace),
  };
}

/** The latest session with a result, when the plan has tables of it not yet in. */
function progressOf(t: Tournament): CheckResult['progress'] {
  const session = Math.max(0, ...t.results.map((r) => r.session));
  const planned = (t.seating ?? []).filter((r) => r.session === session).length;
  const results = new Set(t.results.filter((r) => r.session === session).map((r) => r.table)).size;
  return session > 0 && results < planned ? { session, results, planned } : null;
}

const ORDER = ['tournament.toml', PLAYERS_FILE, SEATING_FILE, PENALTIES_FILE];
const fileOrder = (f: string): number => {
  const k = ORDER.indexOf(f);
  return k < 0 ? ORDER.length : k;
};
