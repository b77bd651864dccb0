/**
 * Standings (docs/TOURNAMENT.md "Ranking"): each table's table points from
 * its final scores (4/2/1/0, tied players share the points of the places they tie
 * for, kept exact in twelfths), summed per player with the scores; players ordered by
 * the ranking's keys in turn, equal players sharing the place. Substitutes are scored
 * and listed after the ranked players, not ranked. Pure.
 */
import { PLACE_POINTS } from '../session/run.js';
import { WINDS, type Wind } from '../tiles.js';
import { planProblems } from './check.js';
import type { Config, Player, Problem, RankKey, TableResult, Tournament } from './types.js';

export const STANDINGS_SCHEMA_ID = 'mcr-standings/1';

/** Table points are counted in twelfths: 4/2/1/0 shared by 2, 3 or 4 players stays whole. */
const TWELFTHS = 12;

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** Twelfths as the exact text: "7", "7/3", "-1/2". */
export function exactText(twelfths: number): string {
  const g = gcd(twelfths, TWELFTHS) || 1;
  const num = twelfths / g;
  const den = TWELFTHS / g;
  return den === 1 ? String(num) : `${num}/${den}`;
}

/** Twelfths as a number (the nearest double: 7/3 is 2.3333333333333335). */
export const decimal = (twelfths: number): number => twelfths / TWELFTHS;


/**
 * Places (1 = best; ties share the better place, as the session sheet's ranks) and
 * table points in twelfths of a table's four final scores.
 */
export function tablePlaces(totals: readonly number[]): { places: number[]; twelfths: number[] } {
  const places = totals.map((t) => 1 + totals.filter((o) => o > t).length);
  const twelfths = totals.map((t, i) => {
    const tied = totals.filter((o) => o === t).length;
    let sum = 0;
    for (let p = places[i] - 1; p < places[i] - 1 + tied; p++) sum += PLACE_POINTS[p];
    return (sum * TWELFTHS) / tied;
  });
  return { places, twelfths };
}

export interface PlayerSession {
  session: number;
  table: number;
  /** The seat wind at hand 1, from the seating plan (else the result's players line). */
  seat: Wind;
  /** The table's final score for this player (hands, pay and foul lines). */
  score: number;
  /** Points taken off in this session outside the hands (penalties.csv). */
  penalty: number;
  tablePoints: number;
  tablePointsExact: string;
  /** 1..4 at the table, tied players sharing the better place. */
  place: number;
}

export interface StandingRow {
  /** 1 = best; equal players share it. null for a substitute (listed after the ranked players, not ranked). */
  place: number | null;
  /** Another player has the same place. */
  tied: boolean;
  id: number;
  name: string;
  ema: string;
  country: string;
  team: string;
  ranked: boolean;
  /** The last of their sessions for a player who withdrew (players.csv `sessions` ending before the last session); null otherwise. */
  withdrew: number | null;
  played: number;
  tablePoints: number;
  tablePointsExact: string;
  /** The sum of the session scores, less the penalties outside hands. */
  score: number;
  penalties: number;
  /** How often 1st, 2nd, 3rd, 4th at a table (tied players count the best place they share). */
  places: [number, number, number, number];
  /** The best session score (before penalties outside hands); null when no session played. */
  bestSession: number | null;
  sessions: PlayerSession[];
}

export interface TeamRow {
  place: number;
  tied: boolean;
  team: string;
  members: number[];
  /** The members counted (the best team_size of them by the ranking; every member without team_size), best first. */
  counted: number[];
  tablePoints: number;
  tablePointsExact: string;
  score: number;
}

export interface StandingsResult {
  schema: typeof STANDINGS_SCHEMA_ID;
  /** false when some file has a problem (those parts are not counted: run mcr tournament check). */
  ok: boolean;
  name: string;
  rules: string;
  ranking: { name: string; keys: RankKey[] };
  /** The last session counted (results up to --after), 0 when none. */
  after: number;
  sessions: number;
  /** Per session counted: how many tables have a result, of how many. */
  tables: { session: number; results: number; planned: number | null }[];
  players: StandingRow[];
  teams: TeamRow[];
  problems: Problem[];
}

export interface StandingsOptions {
  /** Count sessions 1..after only (default: every session). */
  after?: number;
  /** A ranking instead of the tournament's (ema, china). */
  ranking?: { name: string; keys: RankKey[] };
}

interface Tally {
  twelfths: number;
  row: StandingRow;
}

export function computeStandings(t: Tournament, options: StandingsOptions = {}): StandingsResult {
  const limit = options.after ?? t.config.sessions;
  // A result file with any problem (of its own, or against the plan: check's) is left out.
  const problems = [...t.problems, ...planProblems(t).filter((p) => t.results.some((r) => r.file === p.file))];
  const ranking = options.ranking ?? t.config.ranking;
  const tallies = new Map<number, Tally>();
  for (const p of t.players) tallies.set(p.id, { twelfths: 0, row: emptyRow(p, t.config.sessions) });
  const seatOf = new Map<string, Wind>();
  for (const r of t.seating ?? []) r.seats.forEach((id, k) => seatOf.set(`${r.session} ${id}`, WINDS[k]));
  // A table's result counts when it has no problem of its own that changes its scores.
  const broken = new Set(problems.map((p) => p.file));
  let after = 0;
  const tableCount = new Map<number, number>();
  for (const r of t.results) {
    if (r.session > limit || !r.ids || broken.has(r.file)) continue;
    after = Math.max(after, r.session);
    tableCount.set(r.session, (tableCount.get(r.session) ?? 0) + 1);
    addTable(r, r.ids, tallies, seatOf);
  }
  // One rule for penalties outside hands: counted once the standings reach their
  // session (--after K, else the last session with a result), with or without --after.
  const reach = options.after ?? after;
  for (const pen of t.penalties) {
    const tally = tallies.get(pen.player);
    if (!tally || pen.session > reach) continue;
    tally.row.penalties += pen.points;
    tally.row.score -= pen.points;
    const s = tally.row.sessions.find((x) => x.session === pen.session);
    if (s) s.penalty += pen.points;
  }
  const rows = [...tallies.values()];
  for (const { twelfths, row } of rows) {
    row.tablePoints = decimal(twelfths);
    row.tablePointsExact = exactText(twelfths);
    row.sessions.sort((a, b) => a.session - b.session);
  }
  for (const { row } of rows)
    if (!Number.isSafeInteger(row.score) || !Number.isSafeInteger(row.penalties))
      problems.push({ file: 'results', line: null, column: null, code: 'beyond-exact', message: `player ${row.id}'s score passes ${Number.MAX_SAFE_INTEGER} (2^53 - 1), where sums stop being exact; expected scores of a real tournament`, fatal: true });
  const twelfthsOf = new Map(rows.map((x) => [x.row.id, x.twelfths]));
  const compare = comparator(ranking.keys, twelfthsOf);
  const ranked = rankRows(rows.filter((x) => x.row.ranked).map((x) => x.row), compare);
  const subs = rows.filter((x) => !x.row.ranked).map((x) => x.row);
  subs.sort((a, b) => compare(a, b) || a.id - b.id);
  const planned = new Map<number, number>();
  for (const r of t.seating ?? []) planned.set(r.session, (planned.get(r.session) ?? 0) + 1);
  return {
    schema: STANDINGS_SCHEMA_ID,
    ok: problems.length === 0,
    name: t.config.name,
    rules: t.config.rules,
    ranking: { name: ranking.name, keys: [...ranking.keys] },
    after,
    sessions: t.config.sessions,
    tables: [...tableCount.entries()].sort((a, b) => a[0] - b[0]).map(([session, results]) => ({ session, results, planned: planned.get(session) ?? null })),
    players: [...ranked, ...subs],
    teams: teamRows(t.players, rows, compare, t.config.teamSize),
    problems,
  };
}

/** The last session of a player who withdrew: their own sessions end before the event's last; else null. */
const withdrewAfter = (p: Player, sessions: number): number | null => {
  const last = p.sessions && p.sessions.length > 0 ? Math.max(...p.sessions) : sessions;
  return last < sessions ? last : null;
};

function emptyRow(p: Player, sessions: number): StandingRow {
  return {
    place: null,
    tied: false,
    id: p.id,
    name: p.name,
    ema: p.ema,
    country: p.country,
    team: p.team,
    ranked: !p.substitute,
    withdrew: withdrewAfter(p, sessions),
    played: 0,
    tablePoints: 0,
    tablePointsExact: '0',
    score: 0,
    penalties: 0,
    places: [0, 0, 0, 0],
    bestSession: null,
    sessions: [],
  };
}

function addTable(r: TableResult, ids: number[], tallies: Map<number, Tally>, seatOf: Map<string, Wind>): void {
  const { places, twelfths } = tablePlaces(r.totals);
  ids.forEach((id, k) => {
    const tally = tallies.get(id);
    if (!tally) return;
    const row = tally.row;
    tally.twelfths += twelfths[k];
    row.played++;
    row.score += r.totals[k];
    row.places[places[k] - 1]++;
    row.bestSession = row.bestSession === null ? r.totals[k] : Math.max(row.bestSession, r.totals[k]);
    row.sessions.push({
      session: r.session,
      table: r.table,
      seat: seatOf.get(`${r.session} ${id}`) ?? WINDS[k],
      score: r.totals[k],
      penalty: 0,
      tablePoints: decimal(twelfths[k]),
      tablePointsExact: exactText(twelfths[k]),
      place: places[k],
    });
  });
}

type Compare = (a: StandingRow, b: StandingRow) => number;

/** Players compared on each key in turn: negative when a ranks before b. */
export function comparator(keys: readonly RankKey[], twelfths: Map<number, number>): Compare {
  const value: Record<RankKey, (r: StandingRow) => number> = {
    tablePoints: (r) => twelfths.get(r.id) ?? 0,
    score: (r) => r.score,
    firsts: (r) => r.places[0],
    seconds: (r) => r.places[1],
    thirds: (r) => r.places[2],
    fourths: (r) => r.places[3],
    bestSession: (r) => r.bestSession ?? -Infinity,
    id: (r) => -r.id,
  };
  return (a, b) => {
    for (const k of keys) {
      const d = value[k](b) - value[k](a);
      if (d !== 0) return d;
    }
    return 0;
  };
}

/**
 * The order `seat --by-standings` seats in (docs/TOURNAMENT.md): every player who has
 * played, substitutes among the ranked players by their own table points and score
 * (the ranking's keys), equal players by id; then those with no result yet, by id.
 */
export function seatingOrder(r: StandingsResult): number[] {
  const twelfths = new Map(r.players.map((p) => [p.id, Math.round(p.tablePoints * TWELFTHS)]));
  const compare = comparator(r.ranking.keys, twelfths);
  const played = r.players.filter((p) => p.played > 0).sort((a, b) => compare(a, b) || a.id - b.id);
  const waiting = r.players.filter((p) => p.played === 0).sort((a, b) => a.id - b.id);
  return [...played, ...waiting].map((p) => p.id);
}

/** Sorted (equal players by id), each with its place: 1 + those strictly better. */
function rankRows(rows: StandingRow[], compare: Compare): StandingRow[] {
  rows.sort((a, b) => compare(a, b) || a.id - b.id);
  rows.forEach((r, i) => {
    r.place = i > 0 && compare(rows[i - 1], r) === 0 ? rows[i - 1].place : i + 1;
  });
  rows.forEach((r, i) => {
    r.tied = (i > 0 && rows[i - 1].place === r.place) || (i + 1 < rows.length && rows[i + 1].place === r.place);
  });
  return rows;
}

/**
 * Team standings: the table points of the members counted summed, then their scores;
 * with team_size, the best team_size members by the players' ranking (substitutes
 * count for their team), else every member.
 */
function teamRows(players: Player[], tallies: Tally[], compare: Compare, teamSize: number | null): TeamRow[] {
  const byId = new Map(tallies.map((x) => [x.row.id, x]));
  const members = new Map<string, Tally[]>();
  for (const p of players) {
    if (p.team.trim() === '') continue;
    const x = byId.get(p.id);
    if (x) members.set(p.team, [...(members.get(p.team) ?? []), x]);
  }
  const rows = [...members.entries()].map(([team, list]) => {
    const best = [...list].sort((a, b) => compare(a.row, b.row) || a.row.id - b.row.id).slice(0, teamSize ?? list.length);
    return {
      team,
      members: list.map((x) => x.row.id).sort((a, b) => a - b),
      counted: best.map((x) => x.row.id),
      twelfths: best.reduce((n, x) => n + x.twelfths, 0),
      score: best.reduce((n, x) => n + x.row.score, 0),
    };
  });
  rows.sort((a, b) => b.twelfths - a.twelfths || b.score - a.score || (a.team < b.team ? -1 : a.team > b.team ? 1 : 0));
  const out: TeamRow[] = [];
  rows.forEach((r, i) => {
    const prev = rows[i - 1];
    const same = prev !== undefined && prev.twelfths === r.twelfths && prev.score === r.score;
    out.push({
      place: same ? out[i - 1].place : i + 1,
      tied: false,
      team: r.team,
      members: r.members,
      counted: r.counted,
      tablePoints: decimal(r.twelfths),
      tablePointsExact: exactText(r.twelfths),
      score: r.score,
    });
  });
  out.forEach((r, i) => (r.tied = out[i - 1]?.place === r.place || out[i + 1]?.place === r.place));
  return out;
}

export type { Config };
