/**
 * The tournament library (docs/TOURNAMENT.md): pure functions from a tournament's files (texts
 * keyed by their path in the folder) to the objects the CLI prints with --json.
 *
 *   standings(files, options)   mcr-standings/1
 *   seat(files, options)        mcr-seating/1: a plan for every session, or one session
 *                               re-seated by standings (--session K --by ...);
 *                               seatAsync the same, yielding to the event loop
 *   (reseat.ts: reseat(files, options), mcr-reseat/1, the plan after a change)
 *   check(files)                mcr-check/1
 *   emaExport(files, options)   mcr-ema/1: the EMA ranking's results rows
 *   cards(files)                mcr-cards/1: each player's table and seat per session
 */
import { stringify } from 'csv-stringify/sync';
import { readTournament, readTournamentSteps, rankingOf, firstSession, playerWho, PLAYERS_FILE, SEATING_FILE } from './read.js';
import { certainCountry, nearestCountry } from './countries.js';
import { placeText, points, spreadsheetCsv } from './spreadsheet.js';
import { computeStandings, seatingOrder, type StandingRow, type StandingsResult } from './standings.js';
import { checkTournament, type CheckResult } from './check.js';
import { seatSteps, rng, shuffle, type PlanQuality, quality, apartWeights, MAX_SEAT_PLAYERS } from './seat.js';
import { runSteps, runStepsAsync, type Steps } from './seat-clock.js';
import type { Player, Problem, SeatRow, Tournament, TournamentFiles } from './types.js';

export const SEATING_SCHEMA_ID = 'mcr-seating/1';
export const EMA_SCHEMA_ID = 'mcr-ema/1';
export const CARDS_SCHEMA_ID = 'mcr-cards/1';

export interface StandingsCall {
  after?: number;
  /** A ranking profile name (ema, china) instead of the tournament's. */
  ranking?: string;
}

/** A bad option, as a problem of no file. */
const optionProblem = (code: string, message: string): Problem => ({ file: '', line: null, column: null, code, message, fatal: true });

/**
 * The options object read once, field by field: no object (undefined, null) is no
 * options; a field whose getter throws, or options that are no object, are a problem.
 */
export function readOptions<T extends object>(options: unknown, keys: readonly (keyof T & string)[]): { options: Partial<T>; problems: Problem[] } {
  const out: Partial<T> = {};
  if (options === undefined || options === null) return { options: out, problems: [] };
  if (typeof options !== 'object') return { options: out, problems: [optionProblem('bad-option', `the options are ${typeof options}; expected an object such as { after: 3 }`)] };
  const problems: Problem[] = [];
  for (const k of keys) {
    try {
      const v = (options as Record<string, unknown>)[k];
      if (v !== undefined) (out as Record<string, unknown>)[k] = v;
    } catch (e) {
      problems.push(optionProblem('bad-option', `the option ${k} can not be read (${String((e as Error)?.message ?? e)}); expected a plain value`));
    }
  }
  return { options: out, problems };
}

const STANDINGS_KEYS = ['after', 'ranking'] as const;

/** Standings of a tournament read, with the options checked (a bad one is a problem). */
function standingsOf(t: Tournament, input: unknown): StandingsResult {
  const { options, problems } = readOptions<StandingsCall>(input, STANDINGS_KEYS);
  const after = options.after;
  if (after !== undefined && !(typeof after === 'number' && Number.isInteger(after) && after >= 0))
    problems.push(optionProblem('bad-option', `after ${String(after)}; expected a whole number of sessions (0 or more)`));
  const ranking = options.ranking === undefined ? undefined : rankingOf(options.ranking);
  if (typeof ranking === 'string') problems.push(optionProblem('bad-ranking', ranking));
  const result = computeStandings(t, { after: problems.length > 0 ? undefined : after, ranking: typeof ranking === 'string' ? undefined : ranking });
  if (problems.length > 0) {
    result.problems = [...result.problems, ...problems];
    result.ok = false;
  }
  return result;
}

export function standings(files: TournamentFiles, options: StandingsCall = {}): StandingsResult {
  return standingsOf(readTournament(files), options);
}

export function check(files: TournamentFiles): CheckResult {
  return checkTournament(readTournament(files));
}

/** check(), giving the event loop a turn between result files (the CLI: signals are heard). */
export function checkAsync(files: TournamentFiles): Promise<CheckResult> {
  return runStepsAsync(
    (function* () {
      return checkTournament(yield* readTournamentSteps(files));
    })(),
  );
}

// ------------------------------------------------------------------ seating

export type SeatBy = 'standings' | 'snake' | 'random';
export const SEAT_BY: readonly SeatBy[] = ['standings', 'snake', 'random'];

export interface SeatCall {
  seed?: number;
  /** Re-seat this one session (the rest of seating.csv kept) ... */
  session?: number;
  /** ... by the standings after the session before it (default standings). */
  by?: SeatBy;
  /** Search effort (moves per player per session); the default is what the CLI uses. */
  effort?: number;
  /** Re-seat a session that already has results (they then no longer match the plan). */
  force?: boolean;
  /** Stop the search after this many milliseconds with the best plan so far (default: no bound). */
  time?: number;
}

export interface SeatTable {
  session: number;
  table: number;
  /** Player ids at East, South, West, North at hand 1. */
  seats: number[];
}

export interface SeatingResult {
  schema: typeof SEATING_SCHEMA_ID;
  ok: boolean;
  name: string;
  players: number;
  sessions: number;
  seed: number;
  /** Substitutes listed but not seated (a reseat brings them in); not in `players`. */
  reserves: number;
  /** The session re-seated and how, or null for a whole plan. */
  reseated: { session: number; by: SeatBy } | null;
  quality: PlanQuality | null;
  tables: SeatTable[];
  problems: Problem[];
}

/** The players a plan seats: everyone in players.csv, by id. */
export const byId = (players: readonly Player[]): Player[] => [...players].sort((a, b) => a.id - b.id);

/** Groups of player indices to keep apart, from the config's apart columns. */
export function apartGroups(players: readonly Player[], columns: readonly string[]): number[][] {
  const groups: number[][] = [];
  for (const c of columns) {
    const by = new Map<string, number[]>();
    players.forEach((p, i) => {
      const v = (c === 'team' ? p.team : p.country).trim().toLowerCase();
      if (v !== '') by.set(v, [...(by.get(v) ?? []), i]);
    });
    for (const g of by.values()) if (g.length > 1) groups.push(g);
  }
  return groups;
}

/** "1 reserve" / "2 reserves". */
export const reservesText = (n: number): string => `${n} reserve${n === 1 ? '' : 's'}`;

/**
 * How many more players (or byes) make the count of those who play a session a
 * multiple of four; the reserves (substitutes not yet seated) are not counted in it.
 */
export function fillMessage(count: number, reserves = 0, session?: number): string | null {
  const short = (4 - (count % 4)) % 4;
  if (short === 0 && count >= 4) return null;
  const who = `${count} player${count === 1 ? '' : 's'}${session === undefined ? '' : ` play${count === 1 ? 's' : ''} session ${session}`}`;
  const besides = reserves > 0 ? ` (besides ${reservesText(reserves)}, not seated until a reseat brings them in)` : '';
  if (count < 4) return `${who}${besides}; expected at least 4 (one table)`;
  return `${who}${besides}, no multiple of 4; expected ${count + short}: add ${short} substitute${short === 1 ? '' : 's'} (substitute = yes in players.csv), or take ${count % 4} out for byes`;
}

const SEAT_KEYS = ['seed', 'session', 'by', 'effort', 'force', 'time'] as const;

export function seat(files: TournamentFiles, input: SeatCall = {}): SeatingResult {
  return runSteps(seatPlan(files, input));
}

/** seat(), giving the event loop a turn now and then during the search (the CLI: signals are heard). */
export function seatAsync(files: TournamentFiles, input: SeatCall = {}): Promise<SeatingResult> {
  return runStepsAsync(seatPlan(files, input));
}

function* seatPlan(files: TournamentFiles, input: SeatCall): Steps<SeatingResult> {
  const t = readTournament(files);
  const read = readOptions<SeatCall>(input, SEAT_KEYS);
  const options = read.options;
  const seed = read.problems.length === 0 && typeof options.seed === 'number' ? options.seed : 1;
  const first = firstSession(t.players);
  const base: SeatingResult = {
    schema: SEATING_SCHEMA_ID,
    ok: false,
    name: t.config.name,
    players: first.seated.length,
    sessions: t.config.sessions,
    seed,
    reserves: first.reserves.length,
    reseated: null,
    quality: null,
    tables: [],
    problems: [...read.problems, ...t.problems.filter((p) => p.file !== SEATING_FILE && !p.file.startsWith('results/'))],
  };
  if (base.problems.length > 0) return base;
  if (options.session !== undefined) {
    // Re-seating rewrites seating.csv: only from a plan that reads without a problem.
    const planProblems = t.problems.filter((p) => p.file === SEATING_FILE);
    if (planProblems.length > 0) return { ...base, problems: planProblems };
    const played = t.results.filter((r) => r.session === options.session);
    if (played.length > 0 && options.force !== true)
      return { ...base, problems: [optionProblem('session-played', `session ${options.session} already has ${played.length} result${played.length === 1 ? '' : 's'} (${played[0].file}); expected a session not yet played (--force re-seats it anyway)`)] };
    return reseat(t, options.session, options.by ?? 'standings', seed, files, base);
  }
  // The players of session 1: the reserves wait for a reseat to bring them in.
  const players = first.seated;
  const fill = fillMessage(players.length, base.reserves, 1);
  if (fill) return { ...base, problems: [{ file: 'players.csv', line: null, column: null, code: 'not-multiple-of-4', message: fill, fatal: true }] };
  if (players.length > MAX_SEAT_PLAYERS)
    return { ...base, problems: [{ file: 'players.csv', line: null, column: null, code: 'too-many-players', message: `${players.length} players; expected at most ${MAX_SEAT_PLAYERS} for a seating plan (docs/TOURNAMENT.md "Limits")`, fatal: true }] };
  const { plan, quality: q } = yield* seatSteps(players.length, {
    sessions: t.config.sessions,
    seed,
    apart: apartGroups(players, t.config.apart),
    effort: options.effort,
    time: options.time,
  });
  const tables = plan.flatMap((s, si) => s.map((seats, ti) => ({ session: si + 1, table: ti + 1, seats: seats.map((i) => players[i].id) })));
  return { ...base, ok: true, quality: q, tables };
}

function reseat(t: Tournament, K: number, by: SeatBy, seed: number, files: TournamentFiles, base: SeatingResult): SeatingResult {
  const fail = (code: string, message: string): SeatingResult => ({ ...base, problems: [optionProblem(code, message)] });
  if (!Number.isInteger(K) || K < 1 || K > t.config.sessions) return fail('bad-session', `session ${K}; expected 1 to ${t.config.sessions}`);
  const rows = t.seating ?? [];
  // Who plays session K: those the plan seats there, else every player but the substitutes.
  const planned = rows.filter((r) => r.session === K).flatMap((r) => r.seats);
  const ids = planned.length > 0 ? planned : t.players.filter((p) => !p.substitute).map((p) => p.id);
  const fill = fillMessage(ids.length, 0, K);
  if (fill) return fail('not-multiple-of-4', fill);
  const order = seatingOrder(standings(files, { after: K - 1 })).filter((id) => ids.includes(id));
  for (const id of [...ids].sort((a, b) => a - b)) if (!order.includes(id)) order.push(id);
  const T = order.length / 4;
  const groups: number[][] = Array.from({ length: T }, () => []);
  if (by === 'random') {
    const shuffled = shuffle([...order].sort((a, b) => a - b), rng(seed));
    shuffled.forEach((id, i) => groups[Math.floor(i / 4)].push(id));
  } else if (by === 'snake') {
    order.forEach((id, i) => {
      const round = Math.floor(i / T);
      const k = i % T;
      groups[round % 2 === 0 ? k : T - 1 - k].push(id);
    });
  } else {
    order.forEach((id, i) => groups[Math.floor(i / 4)].push(id));
  }
  // Seat winds: at each table, the order that gives each player the winds they held least.
  const held = new Map<number, number[]>();
  for (const r of rows) if (r.session !== K) r.seats.forEach((id, w) => (held.get(id) ?? held.set(id, [0, 0, 0, 0]).get(id) as number[])[w]++);
  const perms = permutations([0, 1, 2, 3]);
  const newRows: SeatTable[] = groups.map((g, ti) => {
    let best = perms[0];
    let bestCost = Infinity;
    for (const perm of perms) {
      // perm[w] = which member sits at wind w
      const cost = perm.reduce((s, m, w) => s + (held.get(g[m])?.[w] ?? 0) ** 2, 0);
      if (cost < bestCost) {
        bestCost = cost;
        best = perm;
      }
    }
    return { session: K, table: ti + 1, seats: best.map((m) => g[m]) };
  });
  const kept: SeatTable[] = rows.filter((r) => r.session !== K).map((r) => ({ session: r.session, table: r.table, seats: r.seats }));
  const tables = [...kept, ...newRows].sort((a, b) => a.session - b.session || a.table - b.table);
  return { ...base, ok: true, reseated: { session: K, by }, quality: planQuality(t.players, tables, t.config.apart, `--by ${by}`), tables };
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
}

/** The quality figures of any plan (seat.ts quality) over the players of players.csv. */
export function planQuality(players: readonly Player[], tables: readonly SeatTable[], apart: readonly string[], method: string): PlanQuality {
  const sorted = byId(players);
  const index = new Map(sorted.map((p, i) => [p.id, i]));
  const sessions: number[][][] = [];
  for (const r of tables) {
    if (r.seats.some((id) => !index.has(id))) continue;
    (sessions[r.session - 1] ??= []).push(r.seats.map((id) => index.get(id) as number));
  }
  const w = apartWeights(sorted.length, apartGroups(sorted, apart));
  return quality(sorted.length, sessions.filter((s) => s !== undefined), w, method);
}

/** seating.csv's text for a plan. */
export function seatingCsv(tables: readonly SeatTable[]): string {
  return stringify([['session', 'table', 'E', 'S', 'W', 'N'], ...tables.map((t) => [t.session, t.table, ...t.seats])]);
}

// ------------------------------------------------------------------ EMA export

export interface EmaRow {
  place: number;
  /** Another ranked player has the same place (written 2= in the file). */
  tied: boolean;
  lastName: string;
  firstName: string;
  ema: string;
  country: string;
  tablePoints: number;
  tablePointsExact: string;
  score: number;
  /** MERS base rank: 1000 * (N - place) / (N - 1), N ranked players (2 decimals). */
  mersBase: number;
}

export interface EmaCall extends StandingsCall {
  /** Refuse (a `guessed-name` problem each) while a name's split is a guess. */
  strict?: boolean;
}

/** A country field written as its ISO code in the EMA file (players.csv said `given`). */
export interface EmaCountry {
  id: number;
  name: string;
  given: string;
  code: string;
}

/** A name split for the EMA file by a guess, with the split made. */
export interface EmaGuess {
  id: number;
  name: string;
  lastName: string;
  firstName: string;
}

export interface EmaResult {
  schema: typeof EMA_SCHEMA_ID;
  ok: boolean;
  name: string;
  /** Ranked players (substitutes are not in the EMA results). */
  players: number;
  rows: EmaRow[];
  /** Countries not given as ISO alpha-2 codes, mapped for certain (an alpha-3 code, a country's name). */
  countries: EmaCountry[];
  /** Names split by a guess (no last_name and first_name columns, no comma): refused with `strict`. */
  guessed: EmaGuess[];
  problems: Problem[];
}

/**
 * The EMA file's rows, never a guess said nowhere: a country that is no alpha-2 code
 * is mapped when certain (countries.ts certainCountry) and listed in `countries`, else
 * refused (`unknown-country`, with the nearest codes); a guessed name split is listed
 * in `guessed`, and refused with `strict` (`guessed-name`).
 */
export function emaExport(files: TournamentFiles, options: EmaCall = {}): EmaResult {
  const t = readTournament(files);
  const s = standingsOf(t, options);
  const strict = readOptions<EmaCall>(options, ['strict']);
  const ranked = s.players.filter((p) => p.ranked);
  const byPlayer = new Map(t.players.map((p) => [p.id, p]));
  const countries: EmaCountry[] = [];
  const guessed: EmaGuess[] = [];
  const refused: Problem[] = [...strict.problems];
  for (const r of ranked) {
    const p = byPlayer.get(r.id);
    if (!p) continue;
    const code = certainCountry(p.country);
    if (code === null) {
      const near = nearestCountry(p.country);
      refused.push({ file: PLAYERS_FILE, line: p.line, column: null, code: 'unknown-country', message: `${playerWho(p.id, p.name)}: country '${p.country}' is no ISO 3166-1 alpha-2 code, nor certainly one country; expected ${near ? `${near} (the nearest codes)` : 'two capital letters, e.g. NL, DE, CN'}`, fatal: true });
    } else if (code !== p.country) countries.push({ id: p.id, name: p.name, given: p.country, code });
    if (p.splitGuessed) {
      guessed.push({ id: p.id, name: p.name, lastName: p.lastName, firstName: p.firstName });
      if (strict.options.strict === true)
        refused.push({ file: PLAYERS_FILE, line: p.line, column: null, code: 'guessed-name', message: `${playerWho(p.id, p.name)}: last name '${p.lastName}', first name '${p.firstName}' is a guess; expected last_name and first_name columns (or "Last, First") in ${PLAYERS_FILE} (--strict)`, fatal: true });
    }
  }
  const mapped = new Map(countries.map((c) => [c.id, c.code]));
  const N = ranked.length;
  return {
    schema: EMA_SCHEMA_ID,
    ok: s.ok && refused.length === 0,
    name: s.name,
    players: N,
    rows: ranked.map((p: StandingRow) => ({
      place: p.place ?? 0,
      tied: p.tied,
      lastName: byPlayer.get(p.id)?.lastName ?? p.name,
      firstName: byPlayer.get(p.id)?.firstName ?? '',
      ema: p.ema,
      country: mapped.get(p.id) ?? p.country,
      tablePoints: p.tablePoints,
      tablePointsExact: p.tablePointsExact,
      score: p.score,
      mersBase: N <= 1 ? 1000 : Math.round((100000 * (N - (p.place ?? N))) / (N - 1)) / 100,
    })),
    countries,
    guessed,
    problems: [...s.problems, ...refused],
  };
}

export const EMA_HEADER = ['Place', 'Last name', 'First name', 'EMA number', 'Country', 'Table points', 'Score'];

/** The EMA results file: a header row, one row per ranked player. */
export function emaCsv(r: EmaResult, bom = false): string {
  return spreadsheetCsv([EMA_HEADER, ...r.rows.map((x) => [placeText(x), x.lastName, x.firstName, x.ema, x.country, points(x), x.score])], bom);
}

// ------------------------------------------------------------------ cards

export interface CardsResult {
  schema: typeof CARDS_SCHEMA_ID;
  ok: boolean;
  name: string;
  /** Each player's table and seat per session, players by id. */
  players: { id: number; name: string; seats: { session: number; table: number; seat: string }[] }[];
  /** Each table's players per session, E S W N at hand 1. */
  tables: { session: number; table: number; players: { seat: string; id: number; name: string }[] }[];
  problems: Problem[];
}

export function cards(files: TournamentFiles): CardsResult {
  const t = readTournament(files);
  const rows: SeatRow[] = [...(t.seating ?? [])].sort((a, b) => a.session - b.session || a.table - b.table);
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const problems = t.problems.filter((p) => !p.file.startsWith('results/'));
  if (!t.seating) problems.push({ file: SEATING_FILE, line: null, column: null, code: 'missing-file', message: `no ${SEATING_FILE}; expected a plan (mcr tournament seat DIR makes one)`, fatal: true });
  return {
    schema: CARDS_SCHEMA_ID,
    ok: problems.length === 0,
    name: t.config.name,
    players: byId(t.players).map((p) => ({
      id: p.id,
      name: p.name,
      seats: rows.flatMap((r) => {
        const k = r.seats.indexOf(p.id);
        return k < 0 ? [] : [{ session: r.session, table: r.table, seat: 'ESWN'[k] }];
      }),
    })),
    tables: rows.map((r) => ({ session: r.session, table: r.table, players: r.seats.map((id, k) => ({ seat: 'ESWN'[k], id, name: names.get(id) ?? '?' })) })),
    problems,
  };
}

export { readTournament };
