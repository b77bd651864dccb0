/**
 * The seating plan: every player once per session, repeat meetings as
 * few as possible, seat winds balanced, groups (teams, countries) kept apart where
 * asked. Pure and deterministic for a seed (when the time bound does not cut it).
 *
 * 1. Tables. A construction with no repeats (designs.ts) gives the first sessions when
 *    it has them; near the limit a cyclic plan (a depth-first search, then annealing);
 *    the rest (or all, without one) by simulated annealing over swaps of two players
 *    of one session, then a tabu search, on the cost sum over pairs of C(m, 2) + w*m
 *    (m: how often the pair meets, w: 1 for two players kept apart). The plan with the
 *    lower cost is kept. With `fixed` sessions (re-seating, reseat.ts) only the later
 *    ones are searched, the played meetings counted.
 * 2. Winds, after the tables (seat-winds.ts).
 *
 * The search runs as steps (seat-clock.ts): it yields now and then, so that a driver
 * can let signals in, and it stops at options.time with the best plan so far.
 */
import { construction, cyclic, cyclicDfs, developCyclic } from './designs.js';
import { assignWinds, assignWindsAfter, unevenWinds, windsCounted, type IndexPlan, type PlayerSwaps } from './seat-winds.js';
import { late, runSteps, type Clock, type Steps } from './seat-clock.js';
import { rng, shuffle } from './random.js';

export type { IndexPlan } from './seat-winds.js';
export { assignWinds } from './seat-winds.js';

/** The most players and sessions a plan is made for (docs/TOURNAMENT.md "Limits"). */
export const MAX_SEAT_PLAYERS = 2000;
export const MAX_SEAT_SESSIONS = 100;
/** Re-seating: how many searches (seeds) at most while a player's winds stay past 1. */
const RESEAT_ATTEMPTS = 4;
/** The default bound of the search, in milliseconds (the CLI's --time). */
export const DEFAULT_SEAT_TIME = 30_000;

export interface SeatOptions {
  /** Sessions to seat (1..), the `fixed` ones included. */
  sessions: number;
  /** The random seed (default 1). */
  seed?: number;
  /** Groups of player indices to keep apart (teams, countries): each an array. */
  apart?: readonly (readonly number[])[];
  /** Search effort: moves per player per session (default 2000). */
  effort?: number;
  /**
   * Stop searching after this many milliseconds and keep the best plan found so far
   * (quality.note says so). Default: no bound (the CLI gives 30 s).
   */
  time?: number;
  /**
   * Sessions already played (re-seating), kept as they are, seat order included: the
   * plan's first sessions. Tables hold player indices; players absent from them are
   * seated only from the sessions after.
   */
  fixed?: readonly (readonly (readonly number[])[])[];
  /**
   * For each later session, the players who play it (re-seating after a withdrawal);
   * default every player.
   */
  present?: readonly (readonly number[])[];
  /** With `fixed`: the later sessions' tables to start the search from (the plan before a change). */
  start?: readonly (readonly (readonly number[])[])[];
}

export interface PlanQuality {
  /** Extra meetings: the sum over pairs of (meetings - 1) where they meet more than once. */
  repeats: number;
  /** The fewest extra meetings any plan can have by counting: max(0, N (3K - N + 1) / 2). */
  repeatBound: number;
  /** Pairs that meet more than once. */
  repeatPairs: number;
  /** The most meetings of one pair. */
  maxMeetings: number;
  /** ceil(3K / (N - 1)): the fewest that most-meetings can be. */
  meetingBound: number;
  /** The largest difference between a player's most and least held seat wind. */
  windSpread: number;
  /** Meetings of two players kept apart. */
  violations: number;
  /** The fewest repeats + meetings kept apart any plan can have, by counting (costBound); repeatBound with nobody kept apart. */
  apartBound: number;
  /** How the tables were made: a construction's name, "search", or both. */
  method: string;
  /** Why the plan may not be the best the search can do (its time ran out), or null. */
  note: string | null;
}

export { rng, shuffle } from './random.js';

/** The plan for n players (a multiple of 4) over options.sessions sessions, with its quality. */
export function seatIndices(n: number, options: SeatOptions): { plan: IndexPlan; quality: PlanQuality } {
  return runSteps(seatSteps(n, options));
}

/**
 * seatIndices as steps: the search yields now and then (a driver may let the event
 * loop run there, so that signals are heard) and stops at options.time.
 */
export function* seatSteps(n: number, options: SeatOptions): Steps<{ plan: IndexPlan; quality: PlanQuality }> {
  const clock: Clock = { end: options.time === undefined ? Infinity : Date.now() + options.time, out: false };
  const weight = apartWeights(n, options.apart ?? []);
  if (options.fixed !== undefined) {
    const held = new Int32Array(n * 4);
    for (const s of options.fixed) for (const t of s) t.forEach((p, w) => held[p * 4 + w]++);
    // Winds past 1 where counting does not show it unavoidable: the search again with
    // other seeds, from scratch (a few, within the time bound); the plan kept that costs
    // least in meetings, then in winds (the most a player's counts differ, then how
    // many players are past 1).
    let best: { plan: IndexPlan; cost: number; spread: number; uneven: number } | null = null;
    for (let attempt = 0; attempt < RESEAT_ATTEMPTS; attempt++) {
      const seed = ((options.seed ?? 1) + attempt * 0x9e3779b1) >>> 0;
      const tables = yield* replan(n, { ...options, seed, start: attempt === 0 ? options.start : undefined }, weight, clock);
      const later = assignWindsAfter(n, tables.slice(options.fixed.length), held, meetingSwaps(n, tables, weight));
      const plan = [...options.fixed.map((s) => s.map((t) => [...t])), ...later];
      const cost = planCost(n, plan, weight);
      const uneven = unevenWinds(n, plan, options.fixed.length);
      const spread = Math.max(1, ...uneven.map((u) => Math.max(...u.counts) - Math.min(...u.counts)));
      if (!best || cost < best.cost || (cost === best.cost && (spread < best.spread || (spread === best.spread && uneven.length < best.uneven))))
        best = { plan, cost, spread, uneven: uneven.length };
      if (best.uneven === 0 || clock.out || windsCounted(n, plan, options.fixed.length)) break;
    }
    const plan = (best as NonNullable<typeof best>).plan;
    return { plan, quality: quality(n, plan, weight, 'search after the sessions played', clock) };
  }
  const K = options.sessions;
  const effort = options.effort ?? 2000;
  const seed = options.seed ?? 1;
  const random = rng(seed);
  const candidates: { tables: number[][][]; method: string; cost: number }[] = [];
  // No plan costs less (costBound): one that reaches it ends the search.
  const least = costBound(n, K, weight);
  const consider = (tables: number[][][], method: string): boolean => {
    const cost = planCost(n, tables, weight);
    candidates.push({ tables, method, cost });
    return cost <= least;
  };
  const built = construction(n);
  // The base sessions: random player numbers onto the design's points, so that seeds differ.
  const relabel = (sessions: number[][][]): number[][][] => {
    const to = shuffle(Array.from({ length: n }, (_, i) => i), random);
    return sessions.map((s) => s.map((t) => t.map((p) => to[p])));
  };
  // A cyclic plan: 4 groups shifted (m = n/4) when that is enough, else 3 groups and fixed
  // players (m = K sessions, up to (n-1)/3).
  function* tryCyclic(): Steps<number[][][] | null> {
    const moves = 3 * effort * n;
    if (K <= n / 4 && n >= 32) {
      const four = yield* cyclic(n, n / 4, 4, random, clock, moves);
      if (four) return four;
    }
    if (!(K > n / 4 && 3 * K <= n - 1)) return null;
    // Three groups near the limit is a tight fit: a depth-first search first, then
    // annealing runs, longer and fewer.
    const base = yield* cyclicDfs(n, K, null, clock, 100_000_000);
    if (base) return developCyclic(base, n, K, 3);
    return yield* cyclic(n, K, 3, random, clock, Math.min(3 * moves, 1_000_000), 2);
  }
  // Near the limit a cyclic plan is quicker to find than a search's.
  const dense = 3 * K > 0.5 * (n - 1);
  let found = false;
  if (built && built.sessions.length >= K) {
    // Sets of points that never meet in the sessions used: an unused session's tables, or the design's groups.
    const spare = built.sessions.length > K ? built.sessions[K] : built.groups;
    const apart = options.apart ?? [];
    const to = apart.length > 0 && spare ? placeApart(n, spare, apart, random) : null;
    const tables = built.sessions.slice(0, K);
    found = consider(to ? tables.map((s) => s.map((t) => t.map((p) => to[p]))) : relabel(tables), built.name);
  }
  let cyc: number[][][] | null = null;
  if (!found && dense) {
    cyc = yield* tryCyclic();
    if (cyc) found = consider(relabel(cyc.slice(0, K)), 'cyclic search');
  }
  if (!found) found = consider(yield* anneal(n, K, [], weight, random, effort, clock), 'search');
  if (!found && !dense && !clock.out) {
    cyc = yield* tryCyclic();
    if (cyc) found = consider(relabel(cyc.slice(0, K)), 'cyclic search');
  }
  if (!found && built && built.sessions.length < K && !clock.out)
    found = consider(yield* anneal(n, K, relabel(built.sessions), weight, random, effort, clock), `${built.name} + search`);
  const best = candidates.reduce((a, b) => (b.cost < a.cost ? b : a));
  const plan = assignWinds(n, best.tables);
  return { plan, quality: quality(n, plan, weight, best.method, clock) };
}

/**
 * The swaps of two players of one session that the winds may make after the search
 * (seat-winds.ts): those that add no repeat meeting, no meeting of players kept
 * apart and no cost, on the meetings of the whole plan (kept up to date).
 */
function meetingSwaps(n: number, tables: readonly (readonly (readonly number[])[])[], w: Uint8Array): PlayerSwaps {
  const m = new Int32Array(n * n);
  for (const s of tables) for (const t of s) for (const p of t) for (const q of t) if (p !== q) m[p * n + q]++;
  // the change in cost, repeats and violations of p leaving the mates `from` for `to`
  const leave = (p: number, from: readonly number[], to: readonly number[], skip: number, d: number[]) => {
    for (const x of from) {
      if (x === p) continue;
      const k = m[p * n + x];
      d[0] -= k - 1 + w[p * n + x];
      d[1] -= k >= 2 ? 1 : 0;
      d[2] -= w[p * n + x];
    }
    for (const y of to) {
      if (y === skip) continue;
      const k = m[p * n + y];
      d[0] += k + w[p * n + y];
      d[1] += k >= 1 ? 1 : 0;
      d[2] += w[p * n + y];
    }
  };
  const meet = (p: number, t: readonly number[], skip: number, d: number) => {
    for (const x of t)
      if (x !== p && x !== skip) {
        m[p * n + x] += d;
        m[x * n + p] += d;
      }
  };
  return {
    allows(a, b, p, q) {
      const d = [0, 0, 0];
      leave(p, a, b, q, d);
      leave(q, b, a, p, d);
      return d[0] <= 0 && d[1] <= 0 && d[2] <= 0;
    },
    done(a, b, p, q) {
      meet(p, a, p, -1);
      meet(q, b, q, -1);
      meet(p, b, q, 1);
      meet(q, a, p, 1);
    },
  };
}

/**
 * The tables of the sessions after options.fixed: each session over its present
 * players (all by default), by the search with the played sessions' meetings counted.
 */
function* replan(n: number, options: SeatOptions, weight: Uint8Array, clock: Clock): Steps<number[][][]> {
  const fixed = options.fixed ?? [];
  const K = options.sessions;
  const random = rng(options.seed ?? 1);
  const later = K - fixed.length;
  const present = Array.from({ length: later }, (_, i) => [...(options.present?.[i] ?? Array.from({ length: n }, (_, p) => p))]);
  const fixedCopy = fixed.map((s) => s.map((t) => [...t]));
  const start = options.start?.map((s) => s.flat());
  if (start && start.length === later && start.every((s, i) => [...s].sort((a, b) => a - b).join() === [...present[i]].sort((a, b) => a - b).join()))
    return yield* anneal(n, K, fixedCopy, weight, random, options.effort ?? 2000, clock, start, true);
  return yield* anneal(n, K, fixedCopy, weight, random, options.effort ?? 2000, clock, present);
}

/**
 * Design points -> players such that each group to keep apart lies inside one spare
 * set (points that never meet): groups largest first, each into the first set with
 * room, or, when no set can hold it, spread over the sets with the most room. Null
 * when a player is in two groups or the sets have no room left.
 */
function placeApart(n: number, spare: readonly (readonly number[])[], apart: readonly (readonly number[])[], random: () => number): number[] | null {
  const grouped = apart.flat();
  if (new Set(grouped).size !== grouped.length) return null;
  const room = spare.map((set) => shuffle([...set], random));
  const to = new Array<number>(n).fill(-1);
  for (const g of [...apart].sort((a, b) => b.length - a.length)) {
    const set = room.find((r) => r.length >= g.length);
    if (set) for (const p of g) to[set.pop() as number] = p;
    else {
      // Too big for any set (a team of 4 among the 32-player design's twins): over the
      // sets with the most room, so that it meets as few of its own as can be.
      const left = [...g];
      for (const r of [...room].sort((a, b) => b.length - a.length)) {
        for (const p of left.splice(0, r.length)) to[r.pop() as number] = p;
        if (left.length === 0) break;
      }
      if (left.length > 0) return null;
    }
  }
  const rest = shuffle(Array.from({ length: n }, (_, i) => i).filter((p) => !grouped.includes(p)), random);
  for (let point = 0; point < n; point++) if (to[point] < 0) to[point] = rest.pop() as number;
  return to;
}

/** w[p * n + q] = 1 for two players kept apart. */
function apartWeights(n: number, groups: readonly (readonly number[])[]): Uint8Array {
  const w = new Uint8Array(n * n);
  for (const g of groups)
    for (const p of g)
      for (const q of g)
        if (p !== q) w[p * n + q] = 1;
  return w;
}

const hasWeights = (w: Uint8Array): boolean => w.some((x) => x !== 0);

function planCost(n: number, tables: number[][][], w: Uint8Array): number {
  const m = new Int32Array(n * n);
  let cost = 0;
  for (const s of tables)
    for (const t of s)
      for (let i = 0; i < 4; i++)
        for (let j = i + 1; j < 4; j++) {
          const k = t[i] * n + t[j];
          cost += m[k] + w[k];
          m[k]++;
          m[t[j] * n + t[i]]++;
        }
  return cost;
}

/**
 * K sessions of tables for n players: the `fixed` ones as given, the rest by simulated
 * annealing then a tabu search, each over its `present` players (default all), from
 * a random order, or from the order given (`inOrder`: four players a table).
 * c[p*n+q] = meetings + weight, so a move's change in cost is read from it.
 */
function* anneal(n: number, K: number, fixed: number[][][], w: Uint8Array, random: () => number, effort: number, clock: Clock, present?: number[][], inOrder = false): Steps<number[][][]> {
  const c = new Int32Array(n * n);
  for (let i = 0; i < n * n; i++) c[i] = w[i];
  const meet = (t: ArrayLike<number>, at: number, d: number) => {
    for (let i = 0; i < 4; i++)
      for (let j = 0; j < 4; j++) if (i !== j) c[t[at + i] * n + t[at + j]] += d;
  };
  const free = K - fixed.length;
  const pos: Int32Array[] = [];
  for (const s of fixed) {
    const a = Int32Array.from(s.flat());
    for (let t = 0; t < a.length; t += 4) meet(a, t, 1);
  }
  for (let s = 0; s < free; s++) {
    const players = present?.[s] ? [...present[s]] : Array.from({ length: n }, (_, i) => i);
    const a = Int32Array.from(inOrder ? players : shuffle(players, random));
    for (let t = 0; t < a.length; t += 4) meet(a, t, 1);
    pos.push(a);
  }
  if (free > 0 && pos.every((a) => a.length > 4)) {
    let cost = 0;
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++) {
        const m = c[i * n + j] - w[i * n + j];
        cost += (m * (m - 1)) / 2 + w[i * n + j] * m;
      }
    const search: Search = { n, c, pos, random, cost };
    yield* annealSwaps(search, effort * n * free, clock);
    yield* tabuSwaps(search, Math.ceil(effort / 4) * free, clock);
  }
  const tables = (a: Int32Array): number[][] => Array.from({ length: a.length / 4 }, (_, t) => Array.from(a.subarray(4 * t, 4 * t + 4)));
  return [...fixed.map((s) => s.map((t) => [...t])), ...pos.map(tables)];
}

interface Search {
  n: number;
  /** c[p * n + q]: meetings of p and q + their weight. */
  c: Int32Array;
  /** The free sessions: four players a table, in table order. */
  pos: Int32Array[];
  random: () => number;
  cost: number;
}

/** The change in cost of swapping positions i and j (other tables) of session a. */
function swapDelta(s: Search, a: Int32Array, i: number, j: number): number {
  const { n, c } = s;
  const ti = i - (i % 4);
  const tj = j - (j % 4);
  const p = a[i];
  const q = a[j];
  let delta = 0;
  for (let k = ti; k < ti + 4; k++) if (k !== i) delta += c[q * n + a[k]] - c[p * n + a[k]] + 1;
  for (let k = tj; k < tj + 4; k++) if (k !== j) delta += c[p * n + a[k]] - c[q * n + a[k]] + 1;
  return delta;
}

function swap(s: Search, a: Int32Array, i: number, j: number, delta: number): void {
  const { n, c } = s;
  const ti = i - (i % 4);
  const tj = j - (j % 4);
  const p = a[i];
  const q = a[j];
  const move = (from: number, to: number, at: number, skip: number) => {
    for (let k = at; k < at + 4; k++) {
      if (k === skip) continue;
      const x = a[k];
      c[from * n + x]--;
      c[x * n + from]--;
      c[to * n + x]++;
      c[x * n + to]++;
    }
  };
  move(p, q, ti, i);
  move(q, p, tj, j);
  a[i] = q;
  a[j] = p;
  s.cost += delta;
}

/** A position of session a at another table than position i. */
function elsewhere(a: Int32Array, i: number, random: () => number): number {
  let j = Math.floor(random() * (a.length - 4));
  if (j >= i - (i % 4)) j += 4;
  return j;
}

/** Simulated annealing: random swaps, worse ones taken with probability exp(-delta / temperature). */
function* annealSwaps(s: Search, moves: number, clock: Clock): Steps<void> {
  const { pos, random } = s;
  let temp = 0.6;
  const cool = Math.pow(0.02 / temp, 1 / moves);
  for (let step = 0; step < moves && s.cost > 0; step++, temp *= cool) {
    if ((step & 0x3fff) === 0 && (yield* late(clock))) return;
    const a = pos[Math.floor(random() * pos.length)];
    const i = Math.floor(random() * a.length);
    const j = elsewhere(a, i, random);
    const delta = swapDelta(s, a, i, j);
    if (delta <= 0 || random() < Math.exp(-delta / temp)) swap(s, a, i, j, delta);
  }
}

/**
 * Tabu search on the conflicts (as Dotu and Van Hentenryck's for the social golfer
 * problem): each step takes the best swap of a player in conflict (meeting a table
 * mate twice, or one kept apart) that is not tabu (the two players stay put for a
 * few steps) unless it beats the best plan; the best plan seen is kept.
 */
function* tabuSwaps(s: Search, steps: number, clock: Clock): Steps<void> {
  const { n, c, pos, random } = s;
  if (s.cost === 0) return;
  const tabu = pos.map(() => new Int32Array(n));
  let best = s.cost;
  let bestPos = pos.map((a) => a.slice());
  let since = 0;
  let work = 0;
  for (let step = 1; step <= steps && s.cost > 0; step++) {
    if (work > 1 << 18) {
      work = 0;
      if (yield* late(clock)) break;
    }
    let bestDelta = Infinity;
    let pick: [number, number, number] | null = null;
    let ties = 0;
    for (let si = 0; si < pos.length; si++) {
      const a = pos[si];
      const ban = tabu[si];
      const L = a.length;
      for (let i = 0; i < L; i++) {
        const p = a[i];
        const ti = i - (i % 4);
        let conflict = false;
        for (let k = ti; k < ti + 4 && !conflict; k++) if (k !== i && c[p * n + a[k]] >= 2) conflict = true;
        if (!conflict) continue;
        work += L;
        for (let j = 0; j < L; j++) {
          if (j - (j % 4) === ti) continue;
          const delta = swapDelta(s, a, i, j);
          const isTabu = ban[p] > step || ban[a[j]] > step;
          if (isTabu && s.cost + delta >= best) continue;
          if (delta < bestDelta) {
            bestDelta = delta;
            pick = [si, i, j];
            ties = 1;
          } else if (delta === bestDelta && random() * ++ties < 1) {
            pick = [si, i, j];
          }
        }
      }
    }
    if (!pick) break;
    const [si, i, j] = pick;
    const a = pos[si];
    tabu[si][a[i]] = step + 4 + Math.floor(random() * 8);
    tabu[si][a[j]] = step + 4 + Math.floor(random() * 8);
    swap(s, a, i, j, bestDelta);
    if (s.cost < best) {
      best = s.cost;
      bestPos = pos.map((x) => x.slice());
      since = 0;
    } else if (++since > 400) {
      // stuck: a few random swaps from the best plan seen
      restore(s, bestPos);
      for (let k = 0; k < 3; k++) {
        const b = pos[Math.floor(random() * pos.length)];
        const x = Math.floor(random() * b.length);
        const y = elsewhere(b, x, random);
        swap(s, b, x, y, swapDelta(s, b, x, y));
      }
      since = 0;
    }
  }
  if (s.cost > best) restore(s, bestPos);
}

/** Puts the sessions back to `saved`, the meeting counts and cost with them. */
function restore(s: Search, saved: Int32Array[]): void {
  const { pos } = s;
  pos.forEach((a, si) => {
    for (let i = 0; i < a.length; i++) {
      if (a[i] === saved[si][i]) continue;
      const j = a.indexOf(saved[si][i]);
      if (j - (j % 4) === i - (i % 4)) {
        // the same table: the meetings stay
        [a[i], a[j]] = [a[j], a[i]];
      } else {
        swap(s, a, i, j, swapDelta(s, a, i, j));
      }
    }
  });
}

/** The figures of a plan: repeat meetings, the most meetings of a pair, wind spread, violations. */
export function quality(n: number, plan: IndexPlan, w: Uint8Array, method: string, clock?: Clock): PlanQuality {
  const m = new Int32Array(n * n);
  const winds = new Int32Array(n * 4);
  for (const s of plan)
    for (const t of s)
      t.forEach((p, seat) => {
        winds[p * 4 + seat]++;
        for (const q of t) if (q > p) m[p * n + q]++;
      });
  let repeats = 0;
  let repeatPairs = 0;
  let maxMeetings = 0;
  let violations = 0;
  for (let p = 0; p < n; p++)
    for (let q = p + 1; q < n; q++) {
      const k = m[p * n + q];
      if (k > 1) {
        repeats += k - 1;
        repeatPairs++;
      }
      if (w[p * n + q]) violations += k;
      maxMeetings = Math.max(maxMeetings, k);
    }
  let windSpread = 0;
  for (let p = 0; p < n; p++) {
    const c = Array.from(winds.subarray(p * 4, p * 4 + 4));
    windSpread = Math.max(windSpread, Math.max(...c) - Math.min(...c));
  }
  const K = plan.length;
  // Each player's own sessions (a substitute or a late arrival plays fewer after a reseat).
  const played = new Int32Array(n);
  for (let p = 0; p < n; p++) played[p] = winds[p * 4] + winds[p * 4 + 1] + winds[p * 4 + 2] + winds[p * 4 + 3];
  const bound = costBound(n, played);
  const meetingBound = Math.ceil((3 * K) / (n - 1));
  return {
    repeats,
    repeatBound: bound,
    repeatPairs,
    maxMeetings,
    meetingBound,
    windSpread,
    violations,
    apartBound: costBound(n, played, w),
    method,
    note: clock?.out && (repeats > bound || maxMeetings > meetingBound || violations > 0) ? 'the search stopped at its time bound (--time): a longer search may find fewer repeat meetings' : null,
  };
}

/**
 * The counting bound on repeat meetings with nobody kept apart, max(0, N(3K - N + 1)/2):
 * a player meets 3K table mates over K sessions among N - 1 others (costBound).
 */
export const repeatBound = (n: number, K: number): number => costBound(n, K);

/**
 * The least planCost of any plan: player p, in K sessions (`sessions`, or its own
 * count), meets 3K table mates among the N - 1 - a_p
 * others it may meet (a_p kept apart from it), so at least 3K - (N - 1 - a_p) of those
 * meetings are repeats or meetings kept apart, each costing at least 1 and counted by
 * both players. 0 up to the limit with nobody kept apart.
 */
export function costBound(n: number, sessions: number | ArrayLike<number>, weight?: Uint8Array): number {
  let sum = 0;
  for (let p = 0; p < n; p++) {
    let apart = 0;
    if (weight) for (let q = 0; q < n; q++) apart += weight[p * n + q];
    const k = typeof sessions === 'number' ? sessions : sessions[p];
    sum += Math.max(0, 3 * k - (n - 1 - apart));
  }
  return Math.ceil(sum / 2);
}

export { apartWeights };
