/**
 * The estimate for hands beyond the search (docs/ADVICE.md "Chances"): the model
 * simulated, seeded, under the policy G: a draw that wins (self-drawn points reaching
 * the minimum) is taken, as is, either way, another's discard that wins on a
 * discard; otherwise the drawn tile is discarded unless another discard leaves a
 * smaller distance to ready by shape (`mcr waits`' distance), and then the first
 * such tile in tile order is.
 * Each of the `samples` runs plays N turns; the figures come with their standard
 * errors.
 */
import { mulberry32 } from '../random.js';
import { distance } from '../waits/distance.js';
import { keyOf, type PointsMemo, type Found } from './points.js';
import type { Setting } from './model.js';
import type { Tile } from '../tiles.js';

export interface SimContext {
  meldCounts: Uint8Array;
  melds: number;
  memo: PointsMemo;
  min: number;
  N: number;
  samples: number;
  seed: number;
}

export interface SimResult {
  p: number;
  ev: number;
  pSe: number;
  evSe: number;
  ready: number[];
  win: number[];
  shares: Map<string, { found: Found; points: number; mass: number }>;
  /** Draws that lower the distance by shape. */
  useful: Tile[];
}

/** A tile drawn from the unseen ones (u0 less the hand). */
function drawFrom(h: Uint8Array, s: Setting, r: number): Tile {
  let x = r * s.W;
  for (let t = 0; t < 34; t++) {
    const u = s.u0[t] - h[t];
    if (u <= 0) continue;
    if (x < u) return t;
    x -= u;
  }
  for (let t = 33; t >= 0; t--) if (s.u0[t] - h[t] > 0) return t;
  return 0;
}

export function simulate(h0: Uint8Array, s: Setting, ctx: SimContext, either: boolean): SimResult {
  const N = ctx.N;
  const rng = mulberry32((ctx.seed * 2654435761 + (either ? 7 : 3)) >>> 0);
  const wonAt = new Array<number>(N).fill(0);
  const readyAt = new Array<number>(N).fill(0);
  const shares: SimResult['shares'] = new Map();
  let wins = 0, sum = 0, sum2 = 0;
  const h = new Uint8Array(34);
  const { meldCounts, melds, memo, min } = ctx;
  const winOf = (t: Tile, self: boolean): { pts: number; found: Found | null } | null => {
    h[t]++;
    const p = memo.of(h, t);
    h[t]--;
    const pts = self ? p.selfDrawn : p.discard;
    return pts >= min ? { pts, found: self ? p.selfFans : p.discardFans } : null;
  };
  const readyMemo = new Map<string, boolean>();
  const legallyReady = (): boolean => {
    const key = keyOf(h);
    let r = readyMemo.get(key);
    if (r === undefined) {
      r = false;
      for (let t = 0; t < 34 && !r; t++) if (s.u0[t] - h[t] > 0 && (winOf(t, true) || (either && winOf(t, false)))) r = true;
      readyMemo.set(key, r);
    }
    return r;
  };
  /** The policy's discard from g (14 tiles, t just drawn) for a hand whose distance was `shape`. */
  const choose = (g: Uint8Array, t: Tile, shape: number): Tile => {
    const best = distance(g, meldCounts, melds, false);
    if (best >= shape) return t;
    for (let y = 0; y < 34; y++) {
      if (g[y] === 0 || y === t) continue;
      g[y]--;
      const d = distance(g, meldCounts, melds);
      g[y]++;
      if (d === best) return y;
    }
    return t;
  };
  const choice = new Map<string, Tile>();
  for (let run = 0; run < ctx.samples; run++) {
    h.set(h0);
    let shape = distance(h, meldCounts, melds);
    let gain = 0, at = -1, firstReady = -1;
    for (let k = 0; k < N && at < 0; k++) {
      if (either) {
        for (let o = 0; o < 3 && at < 0; o++) {
          const t = drawFrom(h, s, rng());
          const w = shape === 0 ? winOf(t, false) : null;
          if (w) {
            gain = 8 + w.pts + s.flowers + 16;
            at = k;
            add(shares, w.found, w.pts);
          }
        }
        if (at >= 0) break;
      }
      const t = drawFrom(h, s, rng());
      const w = shape === 0 ? winOf(t, true) : null;
      if (w) {
        gain = 3 * (8 + w.pts + s.flowers);
        at = k;
        add(shares, w.found, w.pts);
        break;
      }
      const key = keyOf(h);
      let y = choice.get(key + String.fromCharCode(65 + t));
      h[t]++;
      if (y === undefined) {
        y = choose(h, t, shape);
        choice.set(key + String.fromCharCode(65 + t), y);
      }
      h[y]--;
      if (y !== t) shape = distance(h, meldCounts, melds);
      if (firstReady < 0 && shape === 0 && legallyReady()) firstReady = k;
    }
    if (at >= 0) {
      wins++;
      wonAt[at]++;
    }
    const r = at >= 0 && (firstReady < 0 || at < firstReady) ? at : firstReady;
    if (r >= 0) readyAt[r]++;
    sum += gain;
    sum2 += gain * gain;
  }
  const n = ctx.samples;
  const p = wins / n;
  const ev = sum / n;
  const win = cumulative(wonAt, n);
  for (const v of shares.values()) v.mass /= n;
  const useful: Tile[] = [];
  const base = distance(h0, meldCounts, melds);
  for (let t = 0; t < 34; t++) {
    if (s.u0[t] - h0[t] <= 0) continue;
    h.set(h0);
    h[t]++;
    let lower = false;
    for (let y = 0; y < 34 && !lower; y++) {
      if (h[y] === 0 || y === t) continue;
      h[y]--;
      if (distance(h, meldCounts, melds) < base) lower = true;
      h[y]++;
    }
    if (lower) useful.push(t);
  }
  return {
    p, ev,
    pSe: Math.sqrt((p * (1 - p)) / n),
    evSe: Math.sqrt(Math.max(0, sum2 / n - ev * ev) / n),
    ready: cumulative(readyAt, n),
    win,
    shares,
    useful,
  };
}

function add(shares: SimResult['shares'], found: Found | null, points: number): void {
  if (!found) return;
  const key = found.fans.join(',') + ':' + found.counts.join(',');
  const v = shares.get(key);
  if (v) v.mass += 1;
  else shares.set(key, { found, points, mass: 1 });
}

/** Counts per turn as the share reached by each turn. */
function cumulative(perTurn: readonly number[], n: number): number[] {
  let c = 0;
  return perTurn.map((v) => (c += v) / n);
}
