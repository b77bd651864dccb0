/**
 * Discard advice that knows the 8-point minimum: advise(line) reads a hand of 14
 * tiles (13 and the tile just drawn) or 13, and says for every discard how many
 * exchanges remain until the hand is LEGALLY ready: ready with a live winning tile
 * that scores 8 fan points or more, won on a discard (flavour "discard") or either
 * way (flavour "any"). Pure: no I/O, never throws on any string. docs/ADVICE.md
 * holds the definitions; this file follows them to the letter.
 *
 * How: a hand H is k exchanges (draw a live tile, discard one) from legally ready
 * exactly when some complete hand C and winning tile w in C (C - w = T, 13 tiles)
 * score 8 the way asked, T holds k tiles H does not, and the tiles drawn and w are
 * live along the way. The shortest way there is direct (draw T's missing tiles,
 * discard H's extra ones): any detour only puts more tiles on the table. So
 *
 *   L(H) = min over legal (C, w) of |T - H|,
 *
 * with the liveness of the direct way checked exactly: each drawn tile x needs
 * T[x] + melds[x] + seen[x] <= 4, and w needs T[w] + melds[w] + seen[w] +
 * (copies of w discarded on the way) <= 3, where seen counts the tiles the player
 * gives as seen and, after a discard from 14, the discarded tile.
 *
 * Search less: the complete hands are enumerated only within depth + 1 missing
 * tiles of the hand (targets.ts: a C missing m tiles is at least m - 1 exchanges
 * away), in order of m, and a C is scored only if it could still match or beat the
 * best legal distance found for some discard; once no discard can be improved the
 * search stops. Hands with 3 or 4 melds are searched to the end (few completions),
 * so there "never" is known; elsewhere a distance beyond the depth is "depth + 1
 * or more" (or the structural distance or more, when that is larger).
 */
import { describeError, notAString } from '../errors.js';
import type { Hand } from '../hand/types.js';
import { waitsHandJson } from '../hand/json.js';
import { scoreTrustedBothWays, type SameTiles, type WinScore } from '../score.js';
import { DEFAULT_RULES, ruleProfile, unknownRulesMessage } from '../rules/profiles.js';
import { scoringRules, type ScoringRules } from '../evaluate/rules.js';
import { tileCode, type Tile } from '../tiles.js';
import { concealedCount, distance } from '../waits/distance.js';
import { targetsNear } from './targets.js';
import { readAdviceLine } from './read.js';
import { chancesOfHand, DEFAULT_DRAWS, DEFAULT_SAMPLES } from '../chances/chances.js';
import { MAX_DRAWS } from '../notation/draws.js';
import {
  ADVICE_SCHEMA_ID,
  type AdviceDrawJson,
  type AdviceError,
  type AdviceOk,
  type AdviceOptions,
  type AdviceResult,
  type AdviceWaitJson,
  type AnalysisJson,
  type DiscardAdviceJson,
  type FlavoursJson,
  type LegalJson,
  type RouteJson,
} from './types.js';

/** The search depth when none is given: legal distances up to 2 are exact. */
export const DEFAULT_DEPTH = 2;
const MAX_DEPTH = 3;
/** Route entries kept per discard (distinct fan lists). */
const ROUTES = 3;

/** Advice for one line of hand notation (13 or 14 tiles, `+seen:` allowed). Never throws. */
export function advise(line: string, options?: AdviceOptions): AdviceResult {
  if (typeof line !== 'string') return fail('', notAString(line));
  const input = line;
  try {
    const rules = options?.rules ?? DEFAULT_RULES;
    const profile = typeof rules === 'string' ? ruleProfile(rules) : null;
    if (profile === null)
      return fail(input, { code: 'unknown-rules', message: unknownRulesMessage(String(rules)), column: null });
    const depth = options?.depth ?? DEFAULT_DEPTH;
    if (!Number.isInteger(depth) || depth < 0 || depth > MAX_DEPTH)
      return fail(input, { code: 'bad-option', message: `depth ${String(depth)}; expected a whole number from 0 to ${MAX_DEPTH}`, column: null });
    const by = options?.by ?? 'distance';
    if (by !== 'distance' && by !== 'chance' && by !== 'points')
      return fail(input, { code: 'bad-option', message: `by ${String(by)}; expected distance, chance or points`, column: null });
    const draws = options?.draws;
    if (draws !== undefined && !(Number.isInteger(draws) && draws >= 0 && draws <= MAX_DRAWS))
      return fail(input, { code: 'bad-option', message: `draws ${String(draws)}; expected a whole number from 0 to ${MAX_DRAWS}`, column: null });
    return analyse(input, scoringRules(profile), depth, by, draws);
  } catch (e) {
    const message = `internal error while advising on this line (${describeError(e)}); please report it`;
    return fail(input, { code: 'internal-error', message, column: null });
  }
}

const fail = (input: string, error: AdviceError): AdviceResult => ({ schema: ADVICE_SCHEMA_ID, input, ok: false, error });

// ---------------------------------------------------------------- the search

/** What one discard (or the 13-tile hand itself, d = -1) leaves, and what the search found for it. */
interface Option {
  d: Tile;
  /** The 13 concealed tiles' counts. */
  h: Uint8Array;
  /** Tiles on the table: seen, and the discard d. */
  seen: Uint8Array;
  structural: number;
  bestDiscard: number;
  bestAny: number;
  waits: Map<Tile, AdviceWaitJson>;
  /** Draws at distance 1 making a legal hand, per flavour. */
  drawsDiscard: Set<Tile>;
  drawsAny: Set<Tile>;
  /** Legal wins (either way) at bestAny. */
  routes: { draws: Tile[]; win: Tile; discard: WinScore; selfDrawn: WinScore }[];
}

interface Ctx {
  hand: Hand;
  rules: ScoringRules;
  melds: number;
  meldCounts: Uint8Array;
}

function analyse(input: string, rules: ScoringRules, depth: number, by: 'distance' | 'chance' | 'points', draws?: number): AdviceResult {
  const read = readAdviceLine(input);
  if ('error' in read) return fail(input, read.error);
  const { hand, counts, meldCounts, seen, tiles, notes } = read;
  const ctx: Ctx = { hand, rules, melds: hand.melds.length, meldCounts };
  const options: Option[] = [];
  const option = (d: Tile): Option => {
    const h = counts.slice();
    const s = seen.slice();
    if (d >= 0) {
      h[d]--;
      s[d]++;
    }
    return {
      d, h, seen: s, structural: distance(h, meldCounts, ctx.melds), bestDiscard: Infinity, bestAny: Infinity,
      waits: new Map(), drawsDiscard: new Set(), drawsAny: new Set(), routes: [],
    };
  };
  if (tiles === 13) options.push(option(-1));
  else for (let t = 0; t < 34; t++) if (counts[t] > 0) options.push(option(t));

  // Three or four melds leave few completions: search them all, so "never" is known.
  const full = ctx.melds >= 3;
  const maxDist = full ? Infinity : depth;
  const budget = full ? concealedCount(ctx.melds) + 1 : depth + 1;
  const complete = search(ctx, counts, options, budget, maxDist);

  const analyses = options.map((o) => analysisOf(o, ctx, maxDist, full));
  const seenCodes: string[] = [];
  for (let t = 0; t < 34; t++) for (let i = 0; i < seen[t]; i++) seenCodes.push(tileCode(t));
  const base = {
    schema: ADVICE_SCHEMA_ID, input, ok: true as const, rules: rules.profile.name,
    hand: waitsHandJson(hand, false), seen: seenCodes,
  };
  let extra = {};
  if (by !== 'distance') {
    const N = draws ?? read.draws ?? DEFAULT_DRAWS;
    const figures = chancesOfHand(read, rules, N, DEFAULT_SAMPLES, 1);
    const byTile = new Map(figures.discards.map(({ tile, ...f }) => [tile, f]));
    options.forEach((o, i) => (analyses[i].chances = byTile.get(o.d >= 0 ? tileCode(o.d) : null)));
    extra = { by, draws: N };
  }
  if (tiles === 13) {
    const a = analyses[0];
    return { ...base, tiles: 13, complete: false, best: null, structural: a.structural, legal: a.legal, analysis: a, discards: [], notes, ...extra };
  }
  const discards: DiscardAdviceJson[] = options.map((o, i) => ({ tile: tileCode(o.d), ...analyses[i] }));
  const order = options.map((o, i) => ({ o, a: analyses[i], i }));
  const chanceOrder = (a: AnalysisJson, b: AnalysisJson): number => {
    const x = a.chances!.eitherWay, y = b.chances!.eitherWay;
    return by === 'points' ? y.ev - x.ev || y.p - x.p : y.p - x.p || y.ev - x.ev;
  };
  order.sort((x, y) => (by === 'distance' ? 0 : chanceOrder(x.a, y.a)) || compareAdvice(x.a, y.a) || x.o.d - y.o.d);
  const sorted = order.map((x) => discards[x.i]);
  const best = sorted[0];
  const structural = Math.min(...analyses.map((a) => a.structural));
  const out: AdviceOk = { ...base, tiles: 14, complete, best: best.tile, structural, legal: best.legal, analysis: null, discards: sorted, notes, ...extra };
  return out;
}

/** A legal distance as a number to sort by: never last, "n or more" just after n (also the bots', game/bots.ts). */
export const rank = (l: LegalJson): number => (l.distance === null ? 1e9 : l.distance * 2 + (l.exact ? 0 : 1));

/**
 * Best first: the least legal distance either way, then on a discard, then the most
 * live copies (winning tiles reaching 8 when ready, useful draws at distance 1), then
 * the least structural distance and the most copies bringing it closer by shape,
 * then the best route's points.
 */
export function compareAdvice(a: AnalysisJson, b: AnalysisJson): number {
  return (
    rank(a.legal.any) - rank(b.legal.any) ||
    rank(a.legal.discard) - rank(b.legal.discard) ||
    b.copies.any - a.copies.any ||
    b.copies.discard - a.copies.discard ||
    a.structural - b.structural ||
    b.copies.structural - a.copies.structural ||
    routePoints(b) - routePoints(a)
  );
}

const routePoints = (a: AnalysisJson): number => (a.route.length > 0 ? Math.max(a.route[0].discard, a.route[0].selfDrawn) : 0);

/**
 * Walks the complete hands within `budget` missing tiles of `counts` (the line's
 * concealed tiles, 13 or 14), nearest first, and records for each option what they
 * give. Returns whether the 14 tiles are complete themselves.
 */
function search(ctx: Ctx, counts: Uint8Array, options: Option[], budget: number, maxDist: number): boolean {
  const targets = targetsNear(counts, ctx.meldCounts, ctx.melds, budget);
  targets.sort((a, b) => a.missing - b.missing);
  let size = 0;
  for (let t = 0; t < 34; t++) size += counts[t];
  const complete = size === concealedCount(ctx.melds) + 1 && targets.length > 0 && targets[0].missing === 0;
  const diff = new Int8Array(34);
  const pos: Tile[] = [];
  const mc = ctx.meldCounts;
  for (const target of targets) {
    const c = target.counts;
    // A C missing m tiles is at least m - 1 exchanges from each option (one fewer
    // tile for the winning tile; after a discard from 14, one more tile to replace).
    const floor = target.missing - 1;
    let open = false;
    for (const o of options) if (floor <= Math.min(o.bestDiscard, maxDist) && o.structural <= Math.min(o.bestDiscard, maxDist)) open = true;
    if (!open) break; // sorted by missing: nothing further can help
    pos.length = 0;
    for (let t = 0; t < 34; t++) {
      diff[t] = c[t] - counts[t];
      if (diff[t] > 0) pos.push(t);
    }
    const same: SameTiles = { facts: null, list: null, views: null };
    for (let w = 0; w < 34; w++) {
      if (c[w] === 0) continue;
      let scored: [WinScore | null, WinScore | null] | undefined;
      for (const o of options) {
        const bound = Math.min(o.bestDiscard, maxDist);
        if (floor > bound || o.structural > bound) continue;
        const d = o.d;
        // |T - H| with T = C - w, H = counts - d.
        let dist = 0;
        let live = true;
        for (const x of pos) {
          const v = diff[x] - (x === w ? 1 : 0) + (x === d ? 1 : 0);
          if (v > 0) {
            dist += v;
            if (c[x] - (x === w ? 1 : 0) + mc[x] + o.seen[x] > 4) live = false;
          }
        }
        if (d >= 0 && d !== w && diff[d] === 0) {
          // The discarded kind is needed back: one exchange more, and a copy drawn.
          dist++;
          if (c[d] + mc[d] + o.seen[d] > 4) live = false;
        }
        if (dist > bound) continue;
        // Scored only when it can tell something new: a wait (distance 0), a shorter
        // legal distance, or a useful draw not yet known (distance 1).
        if (dist > 0 && dist >= o.bestAny && dist >= o.bestDiscard) {
          if (dist !== 1) continue;
          const x = drawnTile(o, c, w);
          if ((o.bestAny < 1 || o.drawsAny.has(x)) && (o.bestDiscard < 1 || o.drawsDiscard.has(x))) continue;
        }
        // The winning tile: its copies in T, the melds, the table, and those discarded on the way.
        const tw = c[w] - 1;
        const hw = o.h[w];
        const liveW = 4 - tw - mc[w] - o.seen[w] - (hw > tw ? hw - tw : 0);
        if (dist > 0 && (!live || liveW <= 0)) continue;
        scored ??= scoreWin(ctx, c, w, same);
        const [byDiscard, bySelfDraw] = scored;
        if (!byDiscard || !bySelfDraw) break;
        record(o, ctx.rules.profile.minimum, dist, w, c, byDiscard, bySelfDraw, live && liveW > 0, liveW);
      }
    }
  }
  return complete;
}

/** What one legal (or, at distance 0, any) win tells option o. */
function record(o: Option, minimum: number, dist: number, w: Tile, c: Uint8Array, byDiscard: WinScore, bySelfDraw: WinScore, live: boolean, liveW: number): void {
  const dp = byDiscard.fanPoints;
  const sp = bySelfDraw.fanPoints;
  if (dist === 0 && !o.waits.has(w)) {
    o.waits.set(w, {
      tile: tileCode(w),
      live: liveW > 0 ? liveW : 0,
      discard: { fanPoints: dp, enough: dp >= minimum },
      selfDrawn: { fanPoints: sp, enough: sp >= minimum },
    });
  }
  if (!live) return;
  const legalDiscard = dp >= minimum;
  const legalAny = legalDiscard || sp >= minimum;
  if (!legalAny) return;
  if (legalDiscard && dist < o.bestDiscard) o.bestDiscard = dist;
  if (dist === 1) {
    const x = drawnTile(o, c, w);
    if (legalDiscard) o.drawsDiscard.add(x);
    o.drawsAny.add(x);
  }
  if (dist < o.bestAny) {
    o.bestAny = dist;
    o.routes = [];
  }
  if (dist === o.bestAny) o.routes.push({ draws: drawsOf(o, c, w), win: w, discard: byDiscard, selfDrawn: bySelfDraw });
}

/** The tiles T = C - w holds beyond the option's 13, in tile order. */
function drawsOf(o: Option, c: Uint8Array, w: Tile): Tile[] {
  const out: Tile[] = [];
  for (let t = 0; t < 34; t++) for (let k = o.h[t]; k < c[t] - (t === w ? 1 : 0); k++) out.push(t);
  return out;
}

const drawnTile = (o: Option, c: Uint8Array, w: Tile): Tile => drawsOf(o, c, w)[0];

/** C won on w, both ways: no +last (the scorer still reads Last Tile from the hand's own melded pung), +wall-last or +kong. */
function scoreWin(ctx: Ctx, c: Uint8Array, w: Tile, same: SameTiles): [WinScore | null, WinScore | null] {
  const concealed: Tile[] = [];
  for (let t = 0; t < 34; t++) for (let k = t === w ? 1 : 0; k < c[t]; k++) concealed.push(t);
  concealed.push(w);
  const h = ctx.hand;
  const base: Hand = {
    concealed, melds: h.melds, winningTile: w, win: 'discard', seatWind: h.seatWind, prevalentWind: h.prevalentWind,
    discarder: null, flowers: 0, last: false, wallLast: false, kong: false,
  };
  return scoreTrustedBothWays(base, { ...base, win: 'wall' }, ctx.rules, same);
}

// ---------------------------------------------------------------- the result

function legalOf(best: number, o: Option, maxDist: number, full: boolean): LegalJson {
  if (best < Infinity && best <= maxDist) return { distance: best, exact: true };
  if (full) return { distance: null, exact: true };
  return { distance: Math.max(maxDist + 1, o.structural), exact: false };
}

function analysisOf(o: Option, ctx: Ctx, maxDist: number, full: boolean): AnalysisJson {
  const meldCounts = ctx.meldCounts;
  const legal: FlavoursJson = { discard: legalOf(o.bestDiscard, o, maxDist, full), any: legalOf(o.bestAny, o, maxDist, full) };
  const waits = [...o.waits.values()].sort((a, b) => order(a.tile) - order(b.tile));
  const liveOf = (t: Tile) => Math.max(0, 4 - o.h[t] - meldCounts[t] - o.seen[t]);
  const draws: AdviceDrawJson[] = [];
  const dDraws = o.bestDiscard === 1 ? o.drawsDiscard : new Set<Tile>();
  const aDraws = o.bestAny === 1 ? o.drawsAny : new Set<Tile>();
  for (let t = 0; t < 34; t++) {
    if (dDraws.has(t) || aDraws.has(t)) draws.push({ tile: tileCode(t), live: liveOf(t), discard: dDraws.has(t), any: aDraws.has(t) });
  }
  return {
    structural: o.structural,
    legal,
    waits,
    draws,
    copies: { ...copiesOf(o, waits, draws), structural: closer(o, ctx, waits) },
    route: routeOf(o, ctx.rules.profile.minimum),
  };
}

/**
 * Live copies by shape alone: of the completing tiles when structurally ready, else
 * of the draws that lower the structural distance (as `mcr waits` lists them).
 */
function closer(o: Option, ctx: Ctx, waits: AdviceWaitJson[]): number {
  if (o.structural === 0) return waits.reduce((n, w) => n + w.live, 0);
  let n = 0;
  for (let t = 0; t < 34; t++) {
    const live = 4 - o.h[t] - ctx.meldCounts[t] - o.seen[t];
    if (live <= 0) continue;
    o.h[t]++;
    if (distance(o.h, ctx.meldCounts, ctx.melds) < o.structural) n += live;
    o.h[t]--;
  }
  return n;
}

const order = (code: string): number => CODE_ORDER.get(code) ?? 99;
const CODE_ORDER = new Map(Array.from({ length: 34 }, (_, t) => [tileCode(t), t] as const));

function copiesOf(o: Option, waits: AdviceWaitJson[], draws: AdviceDrawJson[]): { discard: number; any: number } {
  if (o.bestAny === 0) {
    let discard = 0, any = 0;
    for (const w of waits) {
      if (w.discard.enough) discard += w.live;
      if (w.discard.enough || w.selfDrawn.enough) any += w.live;
    }
    return { discard: o.bestDiscard === 0 ? discard : 0, any };
  }
  let discard = 0, any = 0;
  for (const d of draws) {
    if (d.discard) discard += d.live;
    if (d.any) any += d.live;
  }
  return { discard, any };
}

/** The best legal wins at bestAny: the highest points first, one per distinct fan list. */
function routeOf(o: Option, minimum: number): RouteJson[] {
  const entries = o.routes.map((r) => {
    const useDiscard = r.discard.fanPoints >= minimum;
    const fans = (useDiscard ? r.discard : r.selfDrawn).fans.filter((f) => f.id !== 'flower-tiles');
    return {
      draws: r.draws.map(tileCode),
      win: tileCode(r.win),
      discard: r.discard.fanPoints,
      selfDrawn: r.selfDrawn.fanPoints,
      fans,
      key: fans.map((f) => `${f.id}*${f.count}`).join(','),
      sortBy: useDiscard ? r.discard.fanPoints * 2 + 1 : r.selfDrawn.fanPoints * 2,
    };
  });
  entries.sort((a, b) => b.sortBy - a.sortBy || a.draws.length - b.draws.length);
  const out: RouteJson[] = [];
  const keys = new Set<string>();
  for (const e of entries) {
    if (keys.has(e.key)) continue;
    keys.add(e.key);
    out.push({ draws: e.draws, win: e.win, discard: e.discard, selfDrawn: e.selfDrawn, fans: e.fans });
    if (out.length === ROUTES) break;
  }
  return out;
}
