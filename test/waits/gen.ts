// Hand generators for the ready-hand tests: seeded, so a failure names a line that
// can be replayed. Hands are built as complete 14-tile hands of each shape and one
// tile is taken away (a ready hand, usually), then optionally some tiles are
// exchanged for random ones (a hand a few tiles from ready).
import { tileCode, type Tile } from '../../src/tiles.js';
import { KNITS } from '../../src/decompose/special.js';
import { mulberry32 } from '../../src/random.js';
import { parseLine } from '../../src/notation/parse.js';

export type Rng = () => number;

/** mulberry32 (src/random.ts): small, fast, good enough for test data. */
export const rng = (seed: number): Rng => mulberry32(seed);

export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
export const int = (r: Rng, n: number): number => Math.floor(r() * n);

export interface GenMeld {
  kind: 'chow' | 'pung' | 'kong';
  tile: Tile;
  concealed: boolean;
}

/** A hand in the making: melds, concealed tiles, copies in use. */
export interface GenHand {
  melds: GenMeld[];
  concealed: Tile[];
  options: string[];
}

export const ORPHANS: readonly Tile[] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

export function countsOf(h: GenHand): { standing: Uint8Array; meld: Uint8Array } {
  const standing = new Uint8Array(34);
  const meld = new Uint8Array(34);
  for (const t of h.concealed) standing[t]++;
  for (const m of h.melds) for (const t of meldTiles(m)) meld[t]++;
  return { standing, meld };
}

export const meldTiles = (m: GenMeld): Tile[] =>
  m.kind === 'chow' ? [m.tile, m.tile + 1, m.tile + 2] : Array<Tile>(m.kind === 'kong' ? 4 : 3).fill(m.tile);

function used(h: GenHand): Uint8Array {
  const { standing, meld } = countsOf(h);
  for (let t = 0; t < 34; t++) standing[t] += meld[t];
  return standing;
}

const canChow = (t: Tile): boolean => t < 27 && t % 9 <= 6;

/** A random set (tiles) that fits in the copies left, or null after a few tries. */
function randomSet(r: Rng, u: Uint8Array, kongOk: boolean): { kind: GenMeld['kind']; tile: Tile } | null {
  for (let i = 0; i < 50; i++) {
    const roll = r();
    if (roll < 0.55) {
      const t = int(r, 34);
      if (!canChow(t) || u[t] >= 4 || u[t + 1] >= 4 || u[t + 2] >= 4) continue;
      return { kind: 'chow', tile: t };
    }
    const t = int(r, 34);
    if (kongOk && roll > 0.9) {
      if (u[t] === 0) return { kind: 'kong', tile: t };
      continue;
    }
    if (u[t] <= 1) return { kind: 'pung', tile: t };
  }
  return null;
}

function take(u: Uint8Array, tiles: readonly Tile[]): void {
  for (const t of tiles) u[t]++;
}

function shuffle<T>(r: Rng, xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = int(r, i + 1);
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}

/** A complete regular hand: `melds` melds, the rest concealed sets and a pair. */
export function regularHand(r: Rng, melds: number): GenHand | null {
  const h: GenHand = { melds: [], concealed: [], options: [] };
  const u = new Uint8Array(34);
  for (let i = 0; i < melds; i++) {
    const s = randomSet(r, u, true);
    if (!s) return null;
    const m: GenMeld = { kind: s.kind, tile: s.tile, concealed: s.kind === 'kong' && r() < 0.4 };
    h.melds.push(m);
    take(u, meldTiles(m));
  }
  for (let i = melds; i < 4; i++) {
    const s = randomSet(r, u, false);
    if (!s) return null;
    const tiles = meldTiles({ ...s, concealed: false });
    h.concealed.push(...tiles);
    take(u, tiles);
  }
  const pairs = Array.from({ length: 34 }, (_, t) => t).filter((t) => u[t] <= 2);
  const p = pick(r, pairs);
  h.concealed.push(p, p);
  shuffle(r, h.concealed);
  return h;
}

export function sevenPairsHand(r: Rng): GenHand {
  const c: Tile[] = [];
  const u = new Uint8Array(34);
  while (c.length < 14) {
    const t = int(r, 34);
    if (u[t] >= 4 || (u[t] === 2 && r() < 0.8)) continue;
    u[t] += 2;
    c.push(t, t);
  }
  return { melds: [], concealed: shuffle(r, c), options: [] };
}

/** Seven pairs of one suit, often shifted pairs. */
export function shiftedPairsHand(r: Rng): GenHand {
  const s = int(r, 3);
  const first = 1 + int(r, 3);
  const c: Tile[] = [];
  for (let k = 0; k < 7; k++) c.push(s * 9 + first - 1 + k, s * 9 + first - 1 + k);
  return { melds: [], concealed: shuffle(r, c), options: [] };
}

export function orphansHand(r: Rng): GenHand {
  return { melds: [], concealed: shuffle(r, [...ORPHANS, pick(r, ORPHANS)]), options: [] };
}

export function honorsKnittedHand(r: Rng): GenHand {
  const pool = shuffle(r, [...pick(r, KNITS), 27, 28, 29, 30, 31, 32, 33]);
  return { melds: [], concealed: pool.slice(0, 14), options: [] };
}

/** Knitted straight and, with no meld, a set; then a pair. */
export function knittedStraightHand(r: Rng, melds: 0 | 1): GenHand | null {
  const knit = pick(r, KNITS);
  const h: GenHand = { melds: [], concealed: [...knit], options: [] };
  const u = new Uint8Array(34);
  take(u, knit);
  const s = randomSet(r, u, melds === 1);
  if (!s) return null;
  if (melds === 1) {
    h.melds.push({ ...s, concealed: s.kind === 'kong' && r() < 0.5 });
    take(u, meldTiles({ ...s, concealed: false }));
  } else {
    const tiles = meldTiles({ ...s, concealed: false });
    h.concealed.push(...tiles);
    take(u, tiles);
  }
  const pairs = Array.from({ length: 34 }, (_, t) => t).filter((t) => u[t] <= 2);
  const p = pick(r, pairs);
  h.concealed.push(p, p);
  shuffle(r, h.concealed);
  return h;
}

/** 1112345678999 of one suit, and one more tile of it. */
export function nineGatesHand(r: Rng): GenHand {
  const s = int(r, 3) * 9;
  const c = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8].map((k) => s + k);
  c.push(s + int(r, 9));
  return { melds: [], concealed: shuffle(r, c), options: [] };
}

/** 13 random tiles (kongs counting 3), `melds` of them in random melds. */
export function randomHand(r: Rng, melds: number): GenHand | null {
  const h = regularHand(r, melds);
  if (!h) return null;
  const u = new Uint8Array(34);
  for (const m of h.melds) take(u, meldTiles(m));
  const n = h.concealed.length - 1;
  h.concealed = [];
  while (h.concealed.length < n) {
    const t = int(r, 34);
    if (u[t] >= 4) continue;
    u[t]++;
    h.concealed.push(t);
  }
  return h;
}

/** The same hand with one concealed tile taken away (a random one). */
export function withoutOne(r: Rng, h: GenHand): GenHand {
  const c = h.concealed.slice();
  c.splice(int(r, c.length), 1);
  return { ...h, concealed: c };
}

/** The same hand with k concealed tiles exchanged for other tiles (copies respected). */
export function exchange(r: Rng, h: GenHand, k: number): GenHand {
  const out = { ...h, concealed: h.concealed.slice() };
  const u = used(out);
  for (let i = 0; i < k; i++) {
    const at = int(r, out.concealed.length);
    const old = out.concealed[at];
    let t: Tile;
    do t = int(r, 34);
    while (t === old || u[t] >= 4);
    u[old]--;
    u[t]++;
    out.concealed[at] = t;
  }
  return out;
}

const WINDS = ['E', 'S', 'W', 'N'];

/** A few random scoring options (never +win). */
export function randomOptions(r: Rng): string[] {
  const o: string[] = [];
  const seat = pick(r, WINDS);
  if (r() < 0.5) o.push(`+seat:${seat}`);
  if (r() < 0.5) o.push(`+round:${pick(r, WINDS)}`);
  if (r() < 0.3) o.push(`+flowers:${int(r, 9)}`);
  if (r() < 0.2) o.push('+wall-last');
  if (r() < 0.2) o.push('+last');
  if (r() < 0.2) o.push('+kong');
  if (r() < 0.3) {
    const me = o.find((x) => x.startsWith('+seat:'))?.slice(6) ?? 'E';
    o.push(`+from:${pick(r, WINDS.filter((w) => w !== me))}`);
  }
  return o;
}

/** The hand as a line of notation: melds, concealed tiles (written order), options. */
export function line(h: GenHand): string {
  const melds = h.melds.map((m) => {
    const body = meldTiles(m).map(tileCode).join('');
    return m.concealed ? `(${body})` : `[${body}]`;
  });
  return [...melds, h.concealed.map(tileCode).join(' '), ...h.options].join(' ');
}

/** A complete hand of each shape, named (the waits and advice tests draw from them). */
export const SHAPES: [string, (r: Rng) => GenHand | null][] = [
  ['regular, no melds', (r) => regularHand(r, 0)],
  ['regular, 1 meld', (r) => regularHand(r, 1)],
  ['regular, 2 melds', (r) => regularHand(r, 2)],
  ['regular, 3 melds', (r) => regularHand(r, 3)],
  ['regular, 4 melds', (r) => regularHand(r, 4)],
  ['seven pairs', sevenPairsHand],
  ['seven shifted pairs', shiftedPairsHand],
  ['thirteen orphans', orphansHand],
  ['honors and knitted', honorsKnittedHand],
  ['knitted straight', (r) => knittedStraightHand(r, 0)],
  ['knitted straight with a meld', (r) => knittedStraightHand(r, 1)],
];

/** A complete hand with one tile away and k exchanged, and the copies its line uses (melds included); null when the line does not read. */
export function nearHand(r: Rng, gen: GenHand, k: number): { h: GenHand; used: Uint8Array } | null {
  const h = exchange(r, withoutOne(r, gen), k);
  const p = parseLine(line(h));
  if (!p.ok) return null;
  const used = new Uint8Array(34);
  for (const t of p.hand.concealed) used[t]++;
  for (const m of p.hand.melds) for (const t of m.tiles) used[t]++;
  return { h, used };
}
