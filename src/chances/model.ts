/**
 * The chances model of docs/ADVICE.md ("Chances"), computed: for a 13-tile hand H0
 * (the 14 less one discard x) and N draws, the best chance of a legal win and the
 * best expected gain, self-drawn only or either way.
 *
 * The graph. Every win the search can make is a pair (C, w): a complete concealed
 * part C (targets.ts) with the winning tile w, legal when its fan points reach the
 * profile's minimum self-drawn (or, either way, on a discard). C can be reached from a
 * hand H by the model's draws only when C[t] <= u0[t] for every t (u0: 4 less the
 * melds, the tiles seen and the first discard): an "entry". Its cost from H,
 *
 *   cost(C, w, H) = sum over t of max(0, C[t] - H[t]) + [H[w] >= C[w]],
 *
 * is the least number of draws that can end in that win (the last draw is w), and a
 * draw changes it by at most one. So the value of (H, n draws left) is 0 exactly when
 * every entry costs more than n (pruning by distance is exact), and the entries that
 * matter below H are those of H's own list that still cost few enough.
 *
 * Two searches:
 * - ExactSearch (N <= 3): expectimax over every draw and every discard, the list of
 *   entries costing at most n passed down (memo by hand and n). Exact.
 * - RestrictedSearch (N > 3): the policy class R of docs/ADVICE.md: after a draw that
 *   does not win, either discard the drawn tile (the hand kept) or make an exchange
 *   that lowers the hand's distance D (the least cost of its entries) by one. The
 *   hands form a graph by D (memo by hand); each keeps its frontier (entries at cost
 *   D); the values for every n are computed once per hand. The best over R: a lower
 *   bound of the best over every policy.
 */
import type { Counts, Tile } from '../tiles.js';
import type { Found } from './points.js';
import { keyOf } from './points.js';

/** A legal win the search can make: a complete concealed part, its winning tile, its points. */
export interface Entry {
  c: Uint8Array;
  /** The tiles of c (distinct), for sparse costs. */
  tiles: readonly number[];
  w: Tile;
  selfPts: number;
  ronPts: number;
  /** Self-drawn points reach the minimum. */
  selfOk: boolean;
  /** Points on a discard reach the minimum. */
  ronOk: boolean;
  selfFans: Found | null;
  ronFans: Found | null;
}

export function cost(e: Entry, h: Counts): number {
  let m = 0;
  const c = e.c;
  for (const t of e.tiles) {
    const d = c[t] - h[t];
    if (d > 0) m += d;
  }
  return m + (h[e.w] >= c[e.w] ? 1 : 0);
}

/** One run of the model: one discard, one model. */
export interface Setting {
  /** 4 less the copies in melds, among the tiles seen, and the first discard. */
  u0: Int8Array;
  /** Tiles unseen in all: sum of u0 less the hand's concealed tiles. */
  W: number;
  /** Wins on the others' discards too (the "either way" model). */
  either: boolean;
  flowers: number;
  /** Largest number of draws asked. */
  N: number;
}

/** The value of a hand: the chance of a win and the expected gain, each under its own best policy. */
export interface Value {
  p: number;
  ev: number;
}

export const selfPay = (e: Entry, s: Setting): number => 3 * (8 + e.selfPts + s.flowers);
export const ronPay = (e: Entry, s: Setting): number => 8 + e.ronPts + s.flowers + 16;

/** What one turn offers a hand: the others' discards (either way), then each draw. */
export interface Turn {
  /** Chance that one other's discard is a win, and its mean pay times that chance. */
  ronQ: number;
  ronPaySum: number;
  ronWins: Entry[];
  draws: { t: Tile; p: number; win: Entry | null }[];
}

/** The turn of hand h: its entries costing 1 are its wins. */
export function turnOf(h: Counts, wins: readonly Entry[], s: Setting): Turn {
  const byW: (Entry | null)[] = new Array(34).fill(null);
  let ronQ = 0, ronPaySum = 0;
  const ronWins: Entry[] = [];
  for (const e of wins) {
    const u = s.u0[e.w] - h[e.w];
    if (u <= 0) continue;
    if (e.selfOk) byW[e.w] = e;
    if (s.either && e.ronOk) {
      ronQ += u / s.W;
      ronPaySum += (u / s.W) * ronPay(e, s);
      ronWins.push(e);
    }
  }
  const draws: Turn['draws'] = [];
  for (let t = 0; t < 34; t++) {
    const u = s.u0[t] - h[t];
    if (u > 0) draws.push({ t, p: u / s.W, win: byW[t] });
  }
  return { ronQ, ronPaySum, ronWins, draws };
}

/** The chance that one of the three others' discards wins, and the expected gain of that phase. */
export function ronPhase(turn: Turn): { q: number; ev: number } {
  if (turn.ronQ <= 0) return { q: 0, ev: 0 };
  const q = 1 - (1 - turn.ronQ) ** 3;
  return { q, ev: (q * turn.ronPaySum) / turn.ronQ };
}

// ---------------------------------------------------------------- exact

/** Expectimax over every draw and every discard (N <= 3 in practice). */
export class ExactSearch {
  private readonly memo = new Map<string, Value>();
  constructor(readonly s: Setting) {}
  get states(): number {
    return this.memo.size;
  }

  /** `list`: every entry costing at most n from h. h is restored on return. */
  value(h: Uint8Array, n: number, list: readonly Entry[]): Value {
    if (n <= 0 || list.length === 0) return ZERO;
    const key = keyOf(h) + String.fromCharCode(48 + n);
    const known = this.memo.get(key);
    if (known) return known;
    const s = this.s;
    const turn = turnOf(h, list.filter((e) => cost(e, h) === 1), s);
    let p = 0, ev = 0;
    for (const d of turn.draws) {
      if (d.win) {
        p += d.p;
        ev += d.p * selfPay(d.win, s);
        continue;
      }
      if (n === 1) continue;
      const best = this.bestDiscard(h, d.t, n, list);
      p += d.p * best.p;
      ev += d.p * best.ev;
    }
    const ron = ronPhase(turn);
    const v = { p: ron.q + (1 - ron.q) * p, ev: ron.ev + (1 - ron.q) * ev };
    this.memo.set(key, v);
    return v;
  }

  /** After drawing t with n draws left (n counting this one): the best discard's values (each its own best) and, per objective, the first discard reaching it. */
  bestDiscard(h: Uint8Array, t: Tile, n: number, list: readonly Entry[]): Value & { yP: Tile; yEv: Tile } {
    let bp = 0, be = 0, yP = t, yEv = t;
    h[t]++;
    // A discard never lowers a cost: the entries within reach after the draw are the only candidates.
    const near = list.filter((e) => cost(e, h) <= n - 1);
    for (const y of discardOrder(h, t)) {
      if (near.length === 0) break;
      h[y]--;
      const known = this.memo.get(keyOf(h) + String.fromCharCode(48 + n - 1));
      const sub = known ? near : near.filter((e) => cost(e, h) <= n - 1);
      if (sub.length > 0) {
        const v = known ?? this.value(h, n - 1, sub);
        if (v.p > bp) { bp = v.p; yP = y; }
        if (v.ev > be) { be = v.ev; yEv = y; }
      }
      h[y]++;
    }
    h[t]--;
    return { p: bp, ev: be, yP, yEv };
  }
}

const ZERO: Value = { p: 0, ev: 0 };

/** The discards of a 14-tile hand in the order ties are broken: the drawn tile first, then by tile. */
export function discardOrder(h: Counts, drawn: Tile): Tile[] {
  const out = [drawn];
  for (let y = 0; y < 34; y++) if (y !== drawn && h[y] > 0) out.push(y);
  return out;
}

// ---------------------------------------------------------------- restricted

/** A hand of the restricted graph. */
export interface Node {
  h: Uint8Array;
  /** Its distance: the least cost of its entries. */
  d: number;
  /** Its entries at cost d. */
  frontier: Entry[];
  /** Per drawn tile t (made when first asked): the hands one lower an exchange can reach. */
  kids: (Node[] | undefined)[];
  /** The run whose turn and values these are (RestrictedSearch). */
  run: number;
  /** The run's turn of a hand one draw from a win (d = 1); null farther (no draw wins, no discard of another). */
  turn: Turn | null;
  /** Forward passes (chances.ts): the mass reaching the node in the layer `layer`. */
  layer: number;
  mass: number;
  /** Values for n = 0..N draws left, each objective under its own best policy. */
  p: Float64Array | null;
  ev: Float64Array | null;
}

/**
 * The hands of the class R for one list of entries, and their exchanges: what does
 * not depend on the first discard's pool (u0), shared by every run (discard, model)
 * whose reachable entries are that list. A hand's distance and frontier are those
 * of the list (the least cost, the entries at it), and the hands an exchange after
 * drawing t reaches depend only on the hand, t and its frontier: so one graph serves
 * every discard, each run reading the draws its pool allows.
 */
export class RestrictedGraph {
  private readonly nodes = new Map<string, Node>();
  private runs = 0;
  get states(): number {
    return this.nodes.size;
  }
  /** A new run's stamp (RestrictedSearch). */
  nextRun(): number {
    return ++this.runs;
  }

  /** The node of hand h (copied when new), its distance d and frontier given. */
  node(h: Uint8Array, d: number, frontier: Entry[]): Node {
    const key = keyOf(h);
    let n = this.nodes.get(key);
    if (!n) {
      n = { h: h.slice(), d, frontier, kids: new Array<Node[] | undefined>(34), run: 0, turn: null, layer: 0, mass: 0, p: null, ev: null };
      this.nodes.set(key, n);
    }
    return n;
  }

  /** After drawing t (no win), the hands one lower an exchange can reach, in discard order. */
  kidsOf(node: Node, t: Tile): Node[] {
    const known = node.kids[t];
    if (known) return known;
    const kids: Node[] = [];
    if (node.d > 1) {
      const g = node.h.slice();
      g[t]++;
      // A discard never lowers a cost: only the entries the draw itself brings one lower can.
      const lower = node.frontier.filter((e) => cost(e, g) === node.d - 1);
      for (let y = 0; y < 34 && lower.length > 0; y++) {
        if (g[y] === 0 || y === t) continue;
        g[y]--;
        const key = keyOf(g);
        const had = this.nodes.get(key);
        if (had) {
          if (lower.some((e) => cost(e, g) === node.d - 1)) kids.push(had);
        } else {
          const sub = lower.filter((e) => cost(e, g) === node.d - 1);
          if (sub.length > 0) kids.push(this.node(g, node.d - 1, sub));
        }
        g[y]++;
      }
    }
    node.kids[t] = kids;
    return kids;
  }
}

/**
 * The values of one run (one discard, one model) over a graph, possibly shared with
 * other runs: each node's turn and values are this run's once solve has reached it,
 * until another run solves over the same graph.
 */
export class RestrictedSearch {
  private readonly run: number;
  private reached = 0;
  constructor(
    readonly s: Setting,
    readonly graph: RestrictedGraph = new RestrictedGraph(),
  ) {
    this.run = graph.nextRun();
  }
  /** Hands this run has reached. */
  get states(): number {
    return this.reached;
  }

  node(h: Uint8Array, d: number, frontier: Entry[]): Node {
    return this.graph.node(h, d, frontier);
  }

  /** The hands one lower after drawing t: this run's graph. */
  kidsOf(node: Node, t: Tile): Node[] {
    return this.graph.kidsOf(node, t);
  }

  /** The node's values for every n, its children's first. */
  solve(node: Node): void {
    if (node.run === this.run) return;
    node.run = this.run;
    this.reached++;
    const s = this.s;
    const N = s.N;
    let p = node.p, ev = node.ev;
    if (!p || !ev || p.length !== N + 1) {
      p = node.p = new Float64Array(N + 1);
      ev = node.ev = new Float64Array(N + 1);
    }
    if (node.d === 1) {
      this.solveReady(node, p, ev);
      return;
    }
    // No draw wins: every draw either keeps the hand or makes an exchange one lower.
    const h = node.h, u0 = s.u0, W = s.W;
    node.turn = null;
    const kidsAt = node.kids;
    for (let t = 0; t < 34; t++) {
      if (u0[t] - h[t] <= 0) continue;
      for (const k of this.graph.kidsOf(node, t)) this.solve(k);
    }
    let m = 0;
    for (let t = 0; t < 34; t++) {
      const u = u0[t] - h[t];
      if (u <= 0) continue;
      PROB[m] = u / W;
      KIDS[m] = kidsAt[t]!;
      m++;
    }
    // Fewer than d draws never win: 0, as the sums below would give.
    const from = Math.min(node.d, N + 1);
    for (let n = 1; n < from; n++) p[n] = ev[n] = 0;
    for (let n = from; n <= N; n++) {
      let dp = 0, de = 0;
      const p1 = p[n - 1], e1 = ev[n - 1];
      for (let i = 0; i < m; i++) {
        let bp = p1, be = e1;
        const kids = KIDS[i];
        for (let j = 0; j < kids.length; j++) {
          const k = kids[j];
          const kp = k.p![n - 1], ke = k.ev![n - 1];
          if (kp > bp) bp = kp;
          if (ke > be) be = ke;
        }
        dp += PROB[i] * bp;
        de += PROB[i] * be;
      }
      // No win on another's discard either: 0 + (1 - 0) * dp.
      p[n] = dp;
      ev[n] = de;
    }
  }

  /** A hand one draw from a win: its wins (its draws keep the hand otherwise). */
  private solveReady(node: Node, p: Float64Array, ev: Float64Array): void {
    const s = this.s;
    const turn = turnOf(node.h, node.frontier, s);
    node.turn = turn;
    const draws = turn.draws;
    const ron = ronPhase(turn);
    for (let n = 1; n <= s.N; n++) {
      let dp = 0, de = 0;
      for (let i = 0; i < draws.length; i++) {
        const d = draws[i];
        if (d.win) {
          dp += d.p;
          de += d.p * selfPay(d.win, s);
          continue;
        }
        dp += d.p * p[n - 1];
        de += d.p * ev[n - 1];
      }
      p[n] = ron.q + (1 - ron.q) * dp;
      ev[n] = ron.ev + (1 - ron.q) * de;
    }
  }
}

/** Scratch of solve (filled after its children are solved, so never in use twice). */
const PROB = new Float64Array(34);
const KIDS: Node[][] = new Array<Node[]>(34);
const NO_KIDS: Node[] = [];
