/**
 * chances(line): for every discard of a 14-tile hand (or a 13-tile hand as it is),
 * the chance of a legal win within N draws and the expected gain, self-drawn only and
 * either way, exactly as docs/ADVICE.md "Chances" states the model. Pure, seeded,
 * never throws on any string.
 *
 *   N <= 3 draws            exact: the best over every policy (model.ts ExactSearch)
 *   N > 3, distance <= 2-3  the best over the policy class R (RestrictedSearch)
 *   farther                 an estimate: a seeded simulation under the policy G
 *                           (simulate.ts), with its standard errors
 *
 * One list of legal wins (entries) serves every discard: the complete hands within
 * the budget of missing tiles of the 14 tiles (advice/targets.ts), each scored once
 * both ways by the points path (points.ts).
 */
import { notAString } from '../errors.js';
import { DEFAULT_RULES, ruleProfile, unknownRulesMessage } from '../rules/profiles.js';
import { scoringRules, type ScoringRules } from '../evaluate/rules.js';
import { readAdviceLine, type AdviceRead } from '../advice/read.js';
import { targetsNear } from '../advice/targets.js';
import { FAN_IDS } from '../fans/table.js';
import { MAX_DRAWS } from '../notation/draws.js';
import type { SameTiles } from '../score.js';
import { tileCode, type Tile } from '../tiles.js';
import { PointsMemo, keyOf, type Found } from './points.js';
import { ExactSearch, RestrictedGraph, RestrictedSearch, cost, ronPhase, turnOf, type Entry, type Node, type Setting } from './model.js';
import { simulate } from './simulate.js';
import type { ChanceJson, ChancesOptions, ChancesResult, DiscardChancesJson, ShareJson } from './types.js';

/** Draws left when the line does not say (a hand early in a deal: about a quarter of the wall). */
export const DEFAULT_DRAWS = 18;
/** Up to this many draws the search is exact over every policy. */
export const EXACT_DRAWS = 3;
/** Missing tiles searched for the class R: hands up to 2 exchanges from legally ready, then 3 if none is. */
const BUDGET = 3;
const WIDER_BUDGET = 4;
/** Samples of each estimate when none is asked. */
export const DEFAULT_SAMPLES = 200;
const ROUTE_SHARES = 4;

export function chances(line: string, options?: ChancesOptions): ChancesResult {
  if (typeof line !== 'string') return { ok: false, input: '', error: notAString(line) };
  const input = line;
  try {
    const rules = options?.rules ?? DEFAULT_RULES;
    const profile = typeof rules === 'string' ? ruleProfile(rules) : null;
    if (profile === null) return { ok: false, input, error: { code: 'unknown-rules', message: unknownRulesMessage(String(rules)), column: null } };
    const read = readAdviceLine(input, 'the chances weigh');
    if ('error' in read) return { ok: false, input, error: read.error };
    const draws = options?.draws ?? read.draws ?? DEFAULT_DRAWS;
    if (!Number.isInteger(draws) || draws < 0 || draws > MAX_DRAWS)
      return { ok: false, input, error: { code: 'bad-option', message: `draws ${String(draws)}; expected a whole number from 0 to ${MAX_DRAWS}`, column: null } };
    const samples = options?.samples ?? DEFAULT_SAMPLES;
    if (!Number.isInteger(samples) || samples < 1 || samples > 1e6)
      return { ok: false, input, error: { code: 'bad-option', message: `samples ${String(samples)}; expected a whole number from 1 to 1000000`, column: null } };
    const seed = options?.seed ?? 1;
    const figures = chancesOfHand(read, scoringRules(profile), draws, samples, seed);
    return { ok: true, input, rules: profile.name, draws, ...figures, notes: read.notes };
  } catch (e) {
    const message = `internal error while weighing the chances of this line (${e instanceof Error ? e.message : String(e)}); please report it`;
    return { ok: false, input, error: { code: 'internal-error', message, column: null } };
  }
}

/** The figures of a hand already read: every discard's, best first. `share`: one restricted graph for every discard and model of the same entries (the figures are the same without). */
export function chancesOfHand(
  read: Pick<AdviceRead, 'hand' | 'counts' | 'meldCounts' | 'seen' | 'tiles'>,
  rules: ScoringRules,
  N: number,
  samples: number,
  seed: number,
  share = true,
): { unseen: number; discards: DiscardChancesJson[]; best: string | null } {
  const { hand, counts, meldCounts, seen } = read;
  const melds = hand.melds.length;
  const memo = new PointsMemo({ melds: hand.melds, seatWind: hand.seatWind, prevalentWind: hand.prevalentWind }, rules);
  const min = rules.profile.minimum;
  const xs: Tile[] = [];
  if (read.tiles === 13) xs.push(-1);
  else for (let t = 0; t < 34; t++) if (counts[t] > 0) xs.push(t);
  const ctx: Ctx = { counts, meldCounts, seen, melds, memo, min, N, flowers: hand.flowers, samples, seed };
  let budget = N <= EXACT_DRAWS ? N : BUDGET;
  let entries = entriesNear(ctx, budget);
  if (N > EXACT_DRAWS && !xs.some((x) => nearest(ctx, x, entries, true) <= budget)) {
    budget = WIDER_BUDGET;
    entries = entriesNear(ctx, budget);
  }
  // The restricted graphs, one per list of reachable entries, shared by the discards and
  // models (`share` false: a graph of its own for each run, as the tests compare).
  const graphs: Graphs | null = share ? new Map<string, RestrictedGraph>() : null;
  const out = xs.map((x) => discardChances(ctx, x, entries, budget, graphs));
  out.sort(
    (a, b) =>
      b.eitherWay.p - a.eitherWay.p || a.distance - b.distance || b.eitherWay.ev - a.eitherWay.ev || order(a.tile) - order(b.tile),
  );
  let unseen = 0;
  for (let t = 0; t < 34; t++) unseen += 4 - meldCounts[t] - seen[t] - counts[t];
  return { unseen, discards: out, best: out[0]?.tile ?? null };
}

const order = (code: string | null): number => (code === null ? -1 : CODE_ORDER.get(code) ?? 99);
const CODE_ORDER = new Map(Array.from({ length: 34 }, (_, t) => [tileCode(t), t] as const));

interface Ctx {
  counts: Uint8Array;
  meldCounts: Uint8Array;
  seen: Uint8Array;
  melds: number;
  memo: PointsMemo;
  min: number;
  N: number;
  flowers: number;
  samples: number;
  seed: number;
}

/** Every legal win (either way) within `budget` missing tiles of the line's concealed tiles. */
function entriesNear(ctx: Ctx, budget: number): Entry[] {
  const out: Entry[] = [];
  for (const target of targetsNear(ctx.counts, ctx.meldCounts, ctx.melds, budget)) {
    const c = target.counts;
    const tiles: number[] = [];
    for (let t = 0; t < 34; t++) if (c[t] > 0) tiles.push(t);
    const same: SameTiles = { facts: null, list: null, views: null };
    for (const w of tiles) {
      const pts = ctx.memo.of(c, w, same);
      const selfOk = pts.selfDrawn >= ctx.min;
      const ronOk = pts.discard >= ctx.min;
      if (!selfOk && !ronOk) continue;
      out.push({ c, tiles, w, selfPts: pts.selfDrawn, ronPts: pts.discard, selfOk, ronOk, selfFans: pts.selfFans, ronFans: pts.discard >= 0 ? pts.discardFans : null });
    }
  }
  return out;
}

/** 4 less the melds, the seen tiles and the first discard x. */
function pool(ctx: Ctx, x: Tile): Int8Array {
  const u0 = new Int8Array(34);
  for (let t = 0; t < 34; t++) u0[t] = 4 - ctx.meldCounts[t] - ctx.seen[t] - (t === x ? 1 : 0);
  return u0;
}

/** The entries the model can reach after discarding x (C within the pool), for one model. */
function reachable(ctx: Ctx, x: Tile, entries: readonly Entry[], either: boolean): Entry[] {
  const u0 = pool(ctx, x);
  return entries.filter((e) => (either ? e.selfOk || e.ronOk : e.selfOk) && e.tiles.every((t) => e.c[t] <= u0[t]));
}

function handAfter(ctx: Ctx, x: Tile): Uint8Array {
  const h = ctx.counts.slice();
  if (x >= 0) h[x]--;
  return h;
}

/** The least cost of x's entries (Infinity when none within the budget). */
function nearest(ctx: Ctx, x: Tile, entries: readonly Entry[], either: boolean): number {
  const h = handAfter(ctx, x);
  let d = Infinity;
  for (const e of reachable(ctx, x, entries, either)) d = Math.min(d, cost(e, h));
  return d;
}

function settingOf(ctx: Ctx, x: Tile, either: boolean): Setting {
  const u0 = pool(ctx, x);
  let W = 0;
  for (let t = 0; t < 34; t++) W += u0[t];
  const h = handAfter(ctx, x);
  for (let t = 0; t < 34; t++) W -= h[t];
  return { u0, W, either, flowers: ctx.flowers, N: ctx.N };
}

const figure = (p: number, ev: number, kind: ChanceJson['kind'], pSe: number | null = null, evSe: number | null = null): ChanceJson => ({ p, ev, kind, pSe, evSe });

/** One model's run for discard x. */
interface Run {
  figure: ChanceJson;
  /** Either way only. */
  ready: number[];
  win: number[];
  shares: Map<string, { found: Found; points: number; mass: number }>;
  d: number;
  dExact: boolean;
  useful: Tile[];
}

/** Which of the entries a list (a sub-list of them) leaves out: the key of its graph. */
function listKey(entries: readonly Entry[], list: readonly Entry[]): string {
  if (list.length === entries.length) return '';
  const out: number[] = [];
  for (let i = 0, j = 0; i < entries.length; i++) {
    if (j < list.length && list[j] === entries[i]) j++;
    else out.push(i);
  }
  return out.join(',');
}

type Graphs = Map<string, RestrictedGraph>;

function discardChances(ctx: Ctx, x: Tile, entries: readonly Entry[], budget: number, graphs: Graphs | null): DiscardChancesJson {
  // Self-drawn, only the figure is shown: no forward pass, no useful draws.
  const self = run(ctx, x, entries, budget, false, graphs, false);
  const either = run(ctx, x, entries, budget, true, graphs, true);
  const s = settingOf(ctx, x, true);
  const h = handAfter(ctx, x);
  const total = [...either.shares.values()].reduce((n, v) => n + v.mass, 0);
  const route: ShareJson[] = [...either.shares.values()]
    .sort((a, b) => b.mass - a.mass)
    .slice(0, ROUTE_SHARES)
    .map((v) => ({ fans: fansWords(v.found, ctx.memo.rules), points: v.points, share: total > 0 ? v.mass / total : 0 }));
  const useful = either.useful.map((t) => ({ tile: tileCode(t), live: s.u0[t] - h[t] }));
  return {
    tile: x >= 0 ? tileCode(x) : null,
    distance: Math.max(0, either.d - 1),
    distanceExact: either.dExact,
    selfDrawn: self.figure,
    eitherWay: either.figure,
    byTurn: { ready: either.ready, win: either.win },
    useful,
    usefulCopies: useful.reduce((n, u) => n + u.live, 0),
    route,
  };
}

/** "Mixed Triple Chow 8 + Half Flush 6" */
function fansWords(f: Found, rules: ScoringRules): string {
  return f.fans.map((i, k) => `${rules.infos[i].name} ${rules.points[i] * f.counts[k]}`).join(' + ');
}

/** `graphs`: the restricted graphs by list (shared; null: a new one); `all`: the forward figures and useful draws too, else only the figure. */
function run(ctx: Ctx, x: Tile, entries: readonly Entry[], budget: number, either: boolean, graphs: Graphs | null, all: boolean): Run {
  const N = ctx.N;
  const s = settingOf(ctx, x, either);
  const h = handAfter(ctx, x);
  const mine = reachable(ctx, x, entries, either);
  let d = Infinity;
  for (const e of mine) d = Math.min(d, cost(e, h));
  const zeros = (): number[] => new Array<number>(N).fill(0);
  if (d === Infinity && budget >= N) {
    // Nothing within N draws: no win, exactly.
    return { figure: figure(0, 0, 'exact'), ready: zeros(), win: zeros(), shares: new Map(), d: budget + 1, dExact: false, useful: [] };
  }
  if (d === Infinity) {
    const sim = simulate(h, s, ctx, either);
    return { figure: figure(sim.p, sim.ev, 'estimate', sim.pSe, sim.evSe), ready: sim.ready, win: sim.win, shares: sim.shares, d: budget + 1, dExact: false, useful: sim.useful };
  }
  const frontier = mine.filter((e) => cost(e, h) === d);
  const useful = all ? usefulDraws(h, frontier, d, s) : [];
  if (d > N) return { figure: figure(0, 0, 'exact'), ready: zeros(), win: zeros(), shares: new Map(), d, dExact: true, useful };
  if (N <= EXACT_DRAWS) {
    const search = new ExactSearch(s);
    const list = mine.filter((e) => cost(e, h) <= N);
    const v = search.value(h, N, list);
    const fw = all ? forwardExact(search, h, list, s) : { ready: [], win: [], shares: new Map() };
    return { figure: figure(v.p, v.ev, 'exact'), ...fw, d, dExact: true, useful };
  }
  const key = listKey(entries, mine);
  let graph = graphs?.get(key);
  if (!graph) graphs?.set(key, (graph = new RestrictedGraph()));
  const search = new RestrictedSearch(s, graph);
  const root = search.node(h, d, frontier);
  search.solve(root);
  const fw = all ? forwardRestricted(root, s) : { ready: [], win: [], shares: new Map() };
  return { figure: figure(root.p![N], root.ev![N], 'restricted'), ...fw, d, dExact: true, useful };
}

/** Draws that win, or after which some discard lowers the distance d. */
function usefulDraws(h: Uint8Array, frontier: readonly Entry[], d: number, s: Setting): Tile[] {
  const out: Tile[] = [];
  const g = h.slice();
  for (let t = 0; t < 34; t++) {
    if (s.u0[t] - h[t] <= 0) continue;
    if (d === 1) {
      if (frontier.some((e) => e.w === t && (e.selfOk || (s.either && e.ronOk)))) out.push(t);
      continue;
    }
    g[t]++;
    const lower = frontier.filter((e) => cost(e, g) === d - 1);
    let found = false;
    for (let y = 0; y < 34 && !found && lower.length > 0; y++) {
      if (g[y] === 0 || y === t) continue;
      g[y]--;
      found = lower.some((e) => cost(e, g) === d - 1);
      g[y]++;
    }
    g[t]--;
    if (found) out.push(t);
  }
  return out;
}

type Shares = Run['shares'];

function addShare(shares: Shares, found: Found | null, points: number, mass: number): void {
  if (!found || mass <= 0) return;
  const key = found.fans.map((f, k) => `${FAN_IDS[f]}*${found.counts[k]}`).join(',');
  const v = shares.get(key);
  if (v) v.mass += mass;
  else shares.set(key, { found, points, mass });
}

/** The ron wins of one turn of mass m: each tile's share of the chance. */
function addRons(shares: Shares, turn: ReturnType<typeof turnOf>, h: Uint8Array, s: Setting, mass: number): void {
  for (const e of turn.ronWins) addShare(shares, e.ronFans, e.ronPts, (mass * ((s.u0[e.w] - h[e.w]) / s.W)) / turn.ronQ);
}

/** Forward along the policy of P (the restricted graph): ready and won by each turn, and the wins' fans. */
function forwardRestricted(root: Node, s: Setting): { ready: number[]; win: number[]; shares: Shares } {
  const N = s.N;
  const ready: number[] = [], win: number[] = [];
  const shares: Shares = new Map();
  // Each layer's nodes in the order first reached; the next layer's masses add up on the nodes (stamped by layer).
  const stamp = ++forwardLayers;
  let layer: Node[] = [root];
  let masses: number[] = [1];
  let won = 0;
  for (let k = 1; k <= N; k++) {
    const n = N - k + 1;
    const at = stamp * (N + 1) + k;
    const next: Node[] = [];
    const reach = (node: Node, m: number): void => {
      if (node.layer === at) node.mass += m;
      else {
        node.layer = at;
        node.mass = m;
        next.push(node);
      }
    };
    for (let i = 0; i < layer.length; i++) {
      const node = layer[i], m = masses[i];
      const turn = node.turn;
      if (turn) {
        // One draw from a win: its wins, and every other draw keeps the hand.
        const ron = ronPhase(turn);
        if (ron.q > 0) {
          won += m * ron.q;
          addRons(shares, turn, node.h, s, m * ron.q);
        }
        const m2 = m * (1 - ron.q);
        for (const d of turn.draws) {
          if (d.win) {
            won += m2 * d.p;
            addShare(shares, d.win.selfFans, d.win.selfPts, m2 * d.p);
          } else reach(node, m2 * d.p);
        }
        continue;
      }
      for (let t = 0; t < 34; t++) {
        const u = s.u0[t] - node.h[t];
        if (u <= 0) continue;
        const p = u / s.W;
        let best = node, bp = node.p![n - 1];
        for (const c of node.kids[t]!) if (c.p![n - 1] > bp) { best = c; bp = c.p![n - 1]; }
        reach(best, m * p);
      }
    }
    let r = won;
    for (const node of next) if (node.d === 1) r += node.mass;
    ready.push(r);
    win.push(won);
    layer = next;
    masses = next.map((node) => node.mass);
  }
  return { ready, win, shares };
}

/** Forward passes made: each stamps its layers apart from every other's. */
let forwardLayers = 0;

/** The same along the exact policy of P. */
function forwardExact(search: ExactSearch, h0: Uint8Array, rootList: readonly Entry[], s: Setting): { ready: number[]; win: number[]; shares: Shares } {
  const N = s.N;
  const ready: number[] = [], win: number[] = [];
  const shares: Shares = new Map();
  let layer = new Map<string, { h: Uint8Array; list: readonly Entry[]; m: number }>([[keyOf(h0), { h: h0, list: rootList, m: 1 }]]);
  let won = 0;
  for (let k = 1; k <= N; k++) {
    const n = N - k + 1;
    const next = new Map<string, { h: Uint8Array; list: readonly Entry[]; m: number }>();
    for (const { h, list, m } of layer.values()) {
      const turn = turnOf(h, list.filter((e) => cost(e, h) === 1), s);
      const ron = ronPhase(turn);
      if (ron.q > 0) {
        won += m * ron.q;
        addRons(shares, turn, h, s, m * ron.q);
      }
      const m2 = m * (1 - ron.q);
      for (const d of turn.draws) {
        if (d.win) {
          won += m2 * d.p;
          addShare(shares, d.win.selfFans, d.win.selfPts, m2 * d.p);
          continue;
        }
        const y = n > 1 ? search.bestDiscard(h, d.t, n, list).yP : d.t;
        const g = h.slice();
        g[d.t]++;
        g[y]--;
        const key = keyOf(g);
        const had = next.get(key);
        if (had) had.m += m2 * d.p;
        else next.set(key, { h: g, list: rootList.filter((e) => cost(e, g) <= n - 1), m: m2 * d.p });
      }
    }
    let r = won;
    for (const { h, m } of next.values()) if (rootList.some((e) => cost(e, h) === 1)) r += m;
    ready.push(r);
    win.push(won);
    layer = next;
  }
  return { ready, win, shares };
}

