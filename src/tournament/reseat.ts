/**
 * Changes during the event: `mcr tournament reseat DIR --after K` keeps
 * sessions 1..K of seating.csv as played and re-plans K+1.. for the players who play
 * them: the plan's players of session K+1 less those who withdraw, plus substitutes
 * and late arrivals. The search counts the meetings of the sessions played, so a new
 * repeat meeting appears only where none can be avoided; the winds are balanced over
 * the whole event. players.csv's `sessions` column records who plays which sessions.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { readTournament, PLAYERS_FILE, SEATING_FILE } from './read.js';
import { apartGroups, byId, fillMessage, readOptions, type SeatTable } from './api.js';
import { apartWeights, quality, seatSteps, MAX_SEAT_PLAYERS, type PlanQuality } from './seat.js';
import { runSteps, runStepsAsync, type Steps } from './seat-clock.js';
import { formatSessions } from './seat-sessions.js';
import { unevenWinds, windsCounted } from './seat-winds.js';
import type { Problem, TournamentFiles } from './types.js';

export const RESEAT_SCHEMA_ID = 'mcr-reseat/1';

export interface ReseatCall {
  /** The sessions kept as played: 1..after (0: none). */
  after: number;
  /** Players who play no session after `after`. */
  withdraw?: readonly number[];
  /** Substitutes (substitute = yes in players.csv) who play from after + 1. */
  substitute?: readonly number[];
  /** Players (not substitutes) who arrive late and play from after + 1. */
  join?: readonly number[];
  seed?: number;
  /** Stop the search after this many milliseconds with the best plan so far. */
  time?: number;
  effort?: number;
  /** Re-plan sessions that already have results. */
  force?: boolean;
}

export interface ReseatResult {
  schema: typeof RESEAT_SCHEMA_ID;
  ok: boolean;
  name: string;
  sessions: number;
  after: number;
  seed: number;
  withdraw: number[];
  substitute: number[];
  join: number[];
  /** Players who play the sessions after `after`. */
  players: number;
  /** The whole event's plan quality (sessions played included). */
  quality: PlanQuality | null;
  /** Repeat meetings of the sessions played alone, and the whole plan's less those: what re-planning added. */
  playedRepeats: number;
  newRepeats: number;
  /**
   * Players whose E/S/W/N counts over the whole event differ by more than 1 (none where
   * the tables allow: docs/TOURNAMENT.md), each with the counts and `forced`: true when
   * the winds of the sessions played alone allow no better.
   */
  unevenWinds: { id: number; counts: number[]; forced: boolean }[];
  /** Why unevenWinds is not empty (docs/TOURNAMENT.md): counting, the players' own sessions, or the least found; null when it is. */
  windsNote: string | null;
  /** Players who do not play every session, and the sessions they play. */
  playerSessions: { id: number; sessions: string }[];
  tables: SeatTable[];
  /** players.csv with its `sessions` column, to write with seating.csv (null when not ok). */
  playersCsv: string | null;
  problems: Problem[];
}

const optionProblem = (code: string, message: string): Problem => ({ file: '', line: null, column: null, code, message, fatal: true });

export function reseat(files: TournamentFiles, call: ReseatCall): ReseatResult {
  return runSteps(reseatSteps(files, call));
}

/** reseat(), giving the event loop a turn now and then during the search (the CLI: signals are heard). */
export function reseatAsync(files: TournamentFiles, call: ReseatCall): Promise<ReseatResult> {
  return runStepsAsync(reseatSteps(files, call));
}

const RESEAT_KEYS = ['after', 'withdraw', 'substitute', 'join', 'seed', 'time', 'effort', 'force'] as const;

/** A list of player ids given as an option: its ids, or null when it is no such list. */
function idList(v: unknown): number[] | null {
  if (v === undefined) return [];
  if (!Array.isArray(v) || !v.every((x) => Number.isInteger(x))) return null;
  return [...new Set(v as number[])];
}

function* reseatSteps(files: TournamentFiles, input: ReseatCall): Steps<ReseatResult> {
  const t = readTournament(files);
  // The call read once, field by field (never a throw: a bad one is a bad-option problem).
  const read = readOptions<ReseatCall>(Array.isArray(input) ? {} : input, RESEAT_KEYS);
  const call = read.options;
  const optionProblems = [...read.problems];
  if (input === undefined || input === null || Array.isArray(input)) optionProblems.push(optionProblem('bad-option', `the call is ${input === null ? 'null' : Array.isArray(input) ? 'an array' : 'missing'}; expected { after: K, withdraw?, substitute?, join? }`));
  const lists = { withdraw: idList(call.withdraw), substitute: idList(call.substitute), join: idList(call.join) };
  for (const [name, list] of Object.entries(lists)) if (list === null) optionProblems.push(optionProblem('bad-option', `${name} ${String(call[name as keyof typeof lists])}; expected an array of player ids`));
  if (optionProblems.length === 0 && typeof call.after !== 'number') optionProblems.push(optionProblem('bad-option', `after ${String(call.after)}; expected the sessions kept as played, a whole number`));
  const after = typeof call.after === 'number' ? call.after : 0;
  const withdraw = lists.withdraw ?? [];
  const substitute = lists.substitute ?? [];
  const join = lists.join ?? [];
  const seed = typeof call.seed === 'number' ? call.seed : 1;
  const S = t.config.sessions;
  const base: ReseatResult = {
    schema: RESEAT_SCHEMA_ID,
    ok: false,
    name: t.config.name,
    sessions: S,
    after,
    seed,
    withdraw,
    substitute,
    join,
    players: 0,
    quality: null,
    playedRepeats: 0,
    newRepeats: 0,
    unevenWinds: [],
    windsNote: null,
    playerSessions: [],
    tables: [],
    playersCsv: null,
    problems: [...optionProblems, ...t.problems.filter((p) => !p.file.startsWith('results/'))],
  };
  if (base.problems.length > 0) return base;
  const fail = (code: string, message: string): ReseatResult => ({ ...base, problems: [optionProblem(code, message)] });
  const rows = t.seating;
  if (!rows || rows.length === 0) return fail('missing-file', `no ${SEATING_FILE}; expected a plan to change (mcr tournament seat DIR makes one)`);
  if (!Number.isInteger(after) || after < 0 || after >= S) return fail('bad-session', `--after ${after}; expected 0 to ${S - 1} (the sessions kept as played)`);
  const byIdMap = new Map(t.players.map((p) => [p.id, p]));
  for (const id of [...withdraw, ...substitute, ...join])
    if (!byIdMap.has(id)) return fail('unknown-id', `player ${id} is not in ${PLAYERS_FILE}; expected the id of a player there (add a substitute or a late arrival to ${PLAYERS_FILE} first)`);
  for (const id of substitute)
    if (!byIdMap.get(id)?.substitute) return fail('not-a-substitute', `player ${id} is no substitute in ${PLAYERS_FILE}; expected substitute = yes (or --join ${id} for a late arrival, who is ranked)`);
  for (const id of join)
    if (byIdMap.get(id)?.substitute) return fail('is-a-substitute', `player ${id} is a substitute in ${PLAYERS_FILE}; expected --substitute ${id} (or substitute = no for a ranked late arrival)`);
  const played = t.results.filter((r) => r.session > after);
  if (played.length > 0 && call.force !== true)
    return fail('session-played', `session ${played[0].session} already has results (${played[0].file}); expected --after ${Math.max(...t.results.map((r) => r.session))} or later (--force re-plans it anyway)`);
  // Who plays the later sessions: the plan's players of session after + 1 (or of the last one).
  const next = Math.min(after + 1, Math.max(...rows.map((r) => r.session)));
  const current = new Set(rows.filter((r) => r.session === next).flatMap((r) => r.seats));
  for (const id of withdraw) if (!current.has(id)) return fail('not-playing', `player ${id} does not play session ${after + 1}; expected a player seated there to withdraw`);
  for (const id of [...substitute, ...join]) if (current.has(id) && !withdraw.includes(id)) return fail('already-playing', `player ${id} already plays session ${after + 1}; expected a player not seated there`);
  const present = new Set([...current].filter((id) => !withdraw.includes(id)));
  for (const id of [...substitute, ...join]) present.add(id);
  const fill = fillMessage(present.size);
  if (fill) return fail('not-multiple-of-4', `after the changes ${fill.replace(/^\d+ players/, `${present.size} players play session ${after + 1}`)}`);
  const players = byId(t.players);
  if (players.length > MAX_SEAT_PLAYERS) return fail('too-many-players', `${players.length} players; expected at most ${MAX_SEAT_PLAYERS}`);
  const index = new Map(players.map((p, i) => [p.id, i]));
  const fixed: number[][][] = [];
  for (let s = 1; s <= after; s++)
    fixed.push(rows.filter((r) => r.session === s).sort((a, b) => a.table - b.table).map((r) => r.seats.map((id) => index.get(id) as number)));
  const presentIdx = [...present].map((id) => index.get(id) as number).sort((a, b) => a - b);
  // The search starts from the plan as it was, each withdrawn player's seat given to a
  // newcomer: no pair meets again when the counts match. Otherwise from scratch.
  const newcomers = [...substitute, ...join];
  const swap = new Map(withdraw.map((id, i) => [id, newcomers[i]]));
  const start =
    withdraw.length === newcomers.length
      ? Array.from({ length: S - after }, (_, i) =>
          rows.filter((r) => r.session === after + 1 + i).sort((a, b) => a.table - b.table).map((r) => r.seats.map((id) => index.get(swap.get(id) ?? id) as number)),
        )
      : undefined;
  const apart = apartGroups(players, t.config.apart);
  const { plan, quality: q } = yield* seatSteps(players.length, {
    sessions: S,
    seed,
    apart,
    effort: typeof call.effort === 'number' ? call.effort : undefined,
    time: typeof call.time === 'number' ? call.time : undefined,
    fixed,
    present: Array.from({ length: S - after }, () => presentIdx),
    start,
  });
  const uneven = unevenWinds(players.length, plan, after);
  const w = apartWeights(players.length, apart);
  const playedRepeats = quality(players.length, fixed, w, '').repeats;
  const tables: SeatTable[] = plan.flatMap((s, si) => s.map((seats, ti) => ({ session: si + 1, table: ti + 1, seats: seats.map((i) => players[i].id) })));
  const seatedIn = new Map<number, number[]>();
  for (const r of tables) for (const id of r.seats) (seatedIn.get(id) ?? seatedIn.set(id, []).get(id) as number[]).push(r.session);
  const playerSessions = players
    .map((p) => ({ id: p.id, list: seatedIn.get(p.id) ?? [] }))
    .filter((p) => p.list.length !== S && (p.list.length > 0 || !byIdMap.get(p.id)?.substitute))
    .map((p) => ({ id: p.id, sessions: formatSessions(p.list) }));
  const playersCsv = withSessionsColumn(files[PLAYERS_FILE] ?? '', new Map(playerSessions.map((p) => [p.id, p.sessions || 'none'])));
  return {
    ...base,
    ok: true,
    players: present.size,
    quality: q,
    playedRepeats,
    newRepeats: q.repeats - playedRepeats,
    unevenWinds: uneven.map((u) => ({ id: players[u.player].id, counts: u.counts, forced: u.forced })),
    windsNote: uneven.length === 0 ? null : windsNote(players.length, plan, after, uneven.every((u) => u.forced)),
    playerSessions,
    tables,
    playersCsv,
  };
}

const WINDS = ['East', 'South', 'West', 'North'];

/** Why some players' winds differ by more than 1 after re-planning. */
function windsNote(n: number, plan: number[][][], after: number, allForced: boolean): string {
  const c = windsCounted(n, plan, after);
  if (c) {
    const names = c.winds.map((w) => WINDS[w]).join(' and ');
    return c.need > c.seats
      ? `no plan can keep every player within 1: after the sessions played, players need at least ${c.need} more ${names} in ${c.seats} later seats`
      : `no plan can keep every player within 1: after the sessions played, players can take at most ${c.room} more ${names} in ${c.seats} later seats`;
  }
  return allForced
    ? 'the sessions played leave these players too few sessions to even their winds out'
    : 'the least the search found for these tables';
}

/**
 * players.csv's text with the `sessions` column set for the players in `sessions`
 * and emptied for the others (every session); every other field as it was.
 */
export function withSessionsColumn(text: string, sessions: ReadonlyMap<number, string>): string {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''), { relax_column_count: true, skip_empty_lines: true }) as string[][];
  if (rows.length === 0) return text;
  const header = rows[0];
  let col = header.findIndex((h) => h.trim().toLowerCase() === 'sessions');
  if (col < 0) {
    col = header.length;
    header.push('sessions');
  }
  const idCol = header.findIndex((h) => h.trim().toLowerCase() === 'id');
  for (const row of rows.slice(1)) {
    while (row.length <= col) row.push('');
    row[col] = sessions.get(Number(row[idCol])) ?? '';
  }
  return stringify(rows);
}
