/**
 * Generators for the property and fuzz tests: valid winning hands (every shape the
 * rules know, with melds, kongs and options that a line may legally carry), the ways
 * of writing one hand as a line, corpus mutations, and the checks every result of
 * score() must pass.
 *
 * Hands are built from a small seeded PRNG (Rng) rather than from fast-check
 * combinators: the same builder then serves the properties (wrapped as an
 * Arbitrary whose value is a seed, so a failure prints the seed and the line), the
 * CLI fuzz run (100,000 lines, no fast-check overhead) and anyone reproducing a
 * failure by hand (`winningHand(new Rng(seed))`).
 *
 * Tiles are the integers of src/tiles.ts: 0..8 bamboo, 9..17 characters, 18..26
 * dots, 27..30 winds E S W N, 31..33 dragons R G P.
 */
import fc from 'fast-check';
import {
  HONOR_LETTERS,
  isTerminal,
  rankOf,
  suited,
  suitOf,
  tileCode as code,
  tileFromCode as fromCode,
  type Tile,
  type Wind,
  windTile,
  WINDS,
} from '../../src/tiles.js';
import { FANS, type FanId } from '../../src/fans/table.js';
import { NOT_COUNTED_WITH } from '../../src/fans/index.js';
import type { ScoreOk, ScoreResult } from '../../src/result.js';
import { goldenHands } from '../helpers/golden.js';
import { mulberry32 } from '../../src/random.js';

// ---------------------------------------------------------------------------
// A seeded PRNG (mulberry32): small, fast, and the same on every machine.

export class Rng {
  private readonly source: () => number;
  constructor(seed: number) {
    this.source = mulberry32(seed);
  }
  /** A float in [0, 1). */
  next(): number {
    return this.source();
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  /** An integer in [lo, hi]. */
  range(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(a: readonly T[]): T {
    return a[this.int(a.length)];
  }
  /** Picks by weight: [[weight, value], ...]. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T {
    let total = 0;
    for (const [w] of choices) total += w;
    let x = this.next() * total;
    for (const [w, v] of choices) {
      if ((x -= w) < 0) return v;
    }
    return choices[choices.length - 1][1];
  }
  /** Fisher-Yates, in place. */
  shuffle<T>(a: T[]): T[] {
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  }
}

// ---------------------------------------------------------------------------
// Tiles: the codes of src/tiles.ts. The shapes below (orphans, knitted sequences)
// are written out here again on purpose: a test oracle that shared the engine's
// tables would share their mistakes.

const ALL_TILES: readonly Tile[] = Array.from({ length: 34 }, (_, t) => t);
const canChowFrom = (t: Tile): boolean => t < 27 && t % 9 <= 6;

const ORPHANS: readonly Tile[] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
/** The six knitted sequences (1-4-7, 2-5-8, 3-6-9 in three different suits). */
const KNITS: readonly (readonly Tile[])[] = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
].map((suits) => suits.flatMap((s, i) => [suited(s, 1 + i), suited(s, 4 + i), suited(s, 7 + i)]));

// ---------------------------------------------------------------------------
// Winning hands.

export type Shape =
  | 'regular'
  | 'nine-gates'
  | 'seven-pairs'
  | 'thirteen-orphans'
  | 'honors-and-knitted'
  | 'knitted-straight';

export interface GenMeld {
  kind: 'chow' | 'pung' | 'kong';
  /** First tile (the chow's lowest). */
  tile: Tile;
  /** A concealed kong, written ( ); otherwise claimed, written [ ]. */
  concealed: boolean;
}

export interface GenOptions {
  win: 'wall' | 'discard';
  seat: Wind;
  round: Wind;
  from: Wind | null;
  flowers: number;
  last: boolean;
  wallLast: boolean;
  kong: boolean;
}

/** A winning claim, as the generator built it. */
export interface GenHand {
  shape: Shape;
  melds: GenMeld[];
  /** The standing tiles; the last one is the winning tile. */
  concealed: Tile[];
  options: GenOptions;
}

export const meldTiles = (m: GenMeld): Tile[] =>
  m.kind === 'chow' ? [m.tile, m.tile + 1, m.tile + 2] : new Array<Tile>(m.kind === 'kong' ? 4 : 3).fill(m.tile);

/** Copies of each tile in the whole hand, melds included. */
export function tileCounts(h: { melds: GenMeld[]; concealed: Tile[] }): number[] {
  const c = new Array<number>(34).fill(0);
  for (const m of h.melds) for (const t of meldTiles(m)) c[t]++;
  for (const t of h.concealed) c[t]++;
  return c;
}

/**
 * Tile pools that make the big fans likely: without them, random sets almost never
 * give a flush, All Green, Reversible Tiles, Big Three Winds or Nine Gates.
 */
function pool(rng: Rng): readonly Tile[] {
  const s = rng.int(3);
  const oneSuit = ALL_TILES.filter((t) => t < 27 && suitOf(t) === s);
  return rng.weighted<readonly Tile[]>([
    [6, ALL_TILES],
    [2, oneSuit],
    [2, [...oneSuit, ...ALL_TILES.slice(27)]],
    [1, ALL_TILES.filter((t) => t < 27 && suitOf(t) !== s)],
    [1, ALL_TILES.filter((t) => t >= 27 || isTerminal(t))],
    [1, ALL_TILES.filter((t) => t >= 27 && t <= 30).concat(ALL_TILES.filter((t) => t < 27 && suitOf(t) === s))],
    [1, ALL_TILES.filter((t) => t >= 27)],
    [1, ALL_TILES.filter((t) => t < 27 && rankOf(t) <= 4)],
    [1, ALL_TILES.filter((t) => t < 27 && rankOf(t) >= 6)],
    [1, ALL_TILES.filter((t) => t < 27 && rankOf(t) >= 3 && rankOf(t) <= 7)],
    [1, ALL_TILES.filter((t) => t < 27 && rankOf(t) % 2 === 0)],
    [1, [1, 2, 3, 5, 7, 32]], // green
    [1, [18, 19, 20, 21, 22, 25, 26, 1, 3, 4, 5, 7, 8, 33]], // reversible
    [1, ALL_TILES.filter((t) => t < 27 && rankOf(t) <= 5 && rankOf(t) >= 1 && suitOf(t) === s).concat([27, 28])],
  ]);
}

/** Does a set of this kind starting at t fit the counts (at most 4 copies)? */
function fits(c: number[], kind: GenMeld['kind'] | 'pair', t: Tile): boolean {
  if (kind === 'chow') return canChowFrom(t) && c[t] < 4 && c[t + 1] < 4 && c[t + 2] < 4;
  const need = kind === 'pair' ? 2 : kind === 'pung' ? 3 : 4;
  return c[t] + need <= 4;
}

function take(c: number[], kind: GenMeld['kind'] | 'pair', t: Tile): void {
  if (kind === 'chow') {
    c[t]++;
    c[t + 1]++;
    c[t + 2]++;
  } else c[t] += kind === 'pair' ? 2 : kind === 'pung' ? 3 : 4;
}

/** A set's first tile from the pool that fits, else from all tiles (always possible). */
function place(rng: Rng, c: number[], kind: GenMeld['kind'] | 'pair', from: readonly Tile[]): Tile | null {
  for (let tries = 0; tries < 12; tries++) {
    const t = rng.pick(from);
    if (fits(c, kind, t)) return t;
  }
  const ok = from.filter((t) => fits(c, kind, t));
  return ok.length ? rng.pick(ok) : null;
}

type Planned = { kind: GenMeld['kind'] | 'pair'; tile: Tile };

/**
 * Sets that make one of the fans random sets almost never give (three suits in a
 * pattern, wind and dragon pungs, terminal chows), to start a regular hand with.
 */
function pattern(rng: Rng): Planned[] {
  const [a, b, c] = rng.shuffle([0, 1, 2]);
  const r = rng.range(1, 7);
  const p = rng.range(1, 7);
  const chow = (s: number, rank: number): Planned => ({ kind: 'chow', tile: suited(s, rank) });
  const pung = (t: Tile): Planned => ({ kind: rng.chance(0.2) ? 'kong' : 'pung', tile: t });
  const honors = (from: number, n: number) => rng.shuffle(ALL_TILES.slice(from, from + n)) as Tile[];
  return rng.pick<() => Planned[]>([
    () => [chow(a, 1), chow(b, 4), chow(c, 7)], // mixed straight
    () => [chow(a, 1), chow(a, 4), chow(a, 7)], // pure straight
    () => [chow(a, 1), chow(a, 7), chow(b, 1), chow(b, 7), { kind: 'pair', tile: suited(c, 5) }], // three-suited terminal chows
    () => [chow(a, 1), chow(a, 1), chow(a, 7), chow(a, 7), { kind: 'pair', tile: suited(a, 5) }], // pure terminal chows
    () => [chow(a, r), chow(b, r), chow(c, r)], // mixed triple chow
    () => [chow(a, r), chow(b, Math.min(r + 1, 7)), chow(c, Math.min(r + 2, 7))], // mixed shifted chows
    () => [pung(suited(a, p)), pung(suited(b, p + 1)), pung(suited(c, p + 2))], // mixed shifted pungs
    () => [pung(suited(a, p)), pung(suited(b, p)), pung(suited(c, p))], // triple pung
    () => [pung(suited(a, p)), pung(suited(a, p + 1)), pung(suited(a, p + 2)), pung(suited(a, p + 3 > 9 ? p - 1 : p + 3))],
    () => [pung(suited(a, rng.pick([1, 9]))), pung(suited(b, rng.pick([1, 9]))), pung(suited(c, rng.pick([1, 9])))],
    () => honors(27, 4).slice(0, 3).map(pung), // big three winds (and the fourth wind to come)
    () => [...honors(27, 4).map(pung)], // big four winds
    () => { const w = honors(27, 4); return [...w.slice(0, 3).map(pung), { kind: 'pair', tile: w[3] }]; }, // little four winds
    () => honors(31, 3).map(pung), // big three dragons
    () => { const d = honors(31, 3); return [pung(d[0]), pung(d[1]), { kind: 'pair', tile: d[2] }]; }, // little three dragons
    () => [chow(a, r), chow(a, r), chow(a, r)], // pure triple chow
    () => [chow(a, r), chow(a, r), chow(a, r), chow(a, r)], // quadruple chow
    () => [chow(a, 3), chow(b, 4), pung(suited(c, 5)), { kind: 'pair', tile: suited(a, 5) }], // all fives
  ])();
}

function regular(rng: Rng): GenHand {
  const tiles = pool(rng);
  const c = new Array<number>(34).fill(0);
  const plan: Planned[] = [];
  if (rng.chance(0.25)) {
    for (const s of pattern(rng)) {
      if (!fits(c, s.kind, s.tile)) continue;
      take(c, s.kind, s.tile);
      plan.push(s);
    }
  }
  const plannedPair = plan.find((s) => s.kind === 'pair');
  const sets = plan.filter((s): s is { kind: GenMeld['kind']; tile: Tile } => s.kind !== 'pair').slice(0, 4);
  let pairTile: Tile;
  if (plannedPair) pairTile = plannedPair.tile;
  else {
    pairTile = place(rng, c, 'pair', tiles) ?? place(rng, c, 'pair', ALL_TILES)!;
    take(c, 'pair', pairTile);
  }
  const nMelds = rng.weighted([
    [5, 0],
    [3, 1],
    [2, 2],
    [2, 3],
    [2, 4],
  ]);
  const kongWeight = rng.chance(0.3) ? 3 : 0.4;
  // Sometimes repeat one set: identical chows and shifted sets come from this.
  const repeat = rng.chance(0.25);
  const melds: GenMeld[] = [];
  const concealed: Tile[] = [pairTile, pairTile];
  let last: { kind: GenMeld['kind']; tile: Tile } | null = null;
  for (let i = 0; i < 4; i++) {
    let kind = rng.weighted<GenMeld['kind']>([
      [4, 'chow'],
      [3, 'pung'],
      [kongWeight, 'kong'],
    ]);
    let t: Tile | null = null;
    if (i < sets.length) {
      // Already counted in c.
      kind = sets[i].kind;
      t = sets[i].tile;
    } else if (repeat && last && rng.chance(0.6)) {
      kind = last.kind;
      const shift = rng.pick([0, 0, 1, 2]);
      const cand: Tile = last.tile + shift;
      if (cand < 34 && (shift === 0 || suitOf(cand) === suitOf(last.tile)) && fits(c, kind, cand)) t = cand;
    }
    if (t === null) {
      t = place(rng, c, kind, tiles) ?? place(rng, c, kind, ALL_TILES);
      if (t === null) {
        kind = 'pung';
        t = place(rng, c, 'pung', ALL_TILES)!;
      }
    }
    if (i >= sets.length) take(c, kind, t);
    last = { kind, tile: t };
    const melded = i < nMelds;
    if (kind === 'kong') melds.push({ kind, tile: t, concealed: !melded || rng.chance(0.3) });
    else if (melded) melds.push({ kind, tile: t, concealed: false });
    else concealed.push(...meldTiles({ kind, tile: t, concealed: true }));
  }
  return finish(rng, 'regular', melds, concealed);
}

function nineGates(rng: Rng): GenHand {
  const s = rng.int(3);
  const base = [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9].map((r) => suited(s, r));
  const extra = suited(s, rng.range(1, 9));
  return finish(rng, 'nine-gates', [], rng.shuffle(base).concat(extra), extra);
}

function sevenPairs(rng: Rng): GenHand {
  const c = new Array<number>(34).fill(0);
  const concealed: Tile[] = [];
  if (rng.chance(0.15)) {
    // Seven shifted pairs.
    const first = suited(rng.int(3), rng.range(1, 3));
    for (let k = 0; k < 7; k++) concealed.push(first + k, first + k);
  } else {
    const tiles = pool(rng);
    for (let k = 0; k < 7; k++) {
      const t = place(rng, c, 'pair', tiles) ?? place(rng, c, 'pair', ALL_TILES)!;
      take(c, 'pair', t);
      concealed.push(t, t);
    }
  }
  return finish(rng, 'seven-pairs', [], rng.shuffle(concealed));
}

function thirteenOrphans(rng: Rng): GenHand {
  const concealed = [...ORPHANS, rng.pick(ORPHANS)];
  return finish(rng, 'thirteen-orphans', [], rng.shuffle(concealed));
}

function honorsAndKnitted(rng: Rng): GenHand {
  const knit = rng.pick(KNITS);
  const honors = rng.range(5, 7);
  const concealed = [
    ...rng.shuffle(ALL_TILES.slice(27)).slice(0, honors),
    ...rng.shuffle(knit.slice()).slice(0, 14 - honors),
  ];
  return finish(rng, 'honors-and-knitted', [], rng.shuffle(concealed));
}

function knittedStraight(rng: Rng): GenHand {
  const knit = rng.pick(KNITS);
  const c = new Array<number>(34).fill(0);
  for (const t of knit) c[t]++;
  const tiles = pool(rng);
  const pairTile = place(rng, c, 'pair', tiles) ?? place(rng, c, 'pair', ALL_TILES)!;
  take(c, 'pair', pairTile);
  let kind = rng.weighted<GenMeld['kind']>([
    [4, 'chow'],
    [3, 'pung'],
    [1, 'kong'],
  ]);
  let t = place(rng, c, kind, tiles) ?? place(rng, c, kind, ALL_TILES);
  if (t === null) {
    kind = 'pung';
    t = place(rng, c, kind, ALL_TILES)!;
  }
  const melds: GenMeld[] = [];
  const concealed = [...knit, pairTile, pairTile];
  if (kind === 'kong') melds.push({ kind, tile: t, concealed: rng.chance(0.5) });
  else if (rng.chance(0.3)) melds.push({ kind, tile: t, concealed: false });
  else concealed.push(...meldTiles({ kind, tile: t, concealed: true }));
  return finish(rng, 'knitted-straight', melds, rng.shuffle(concealed));
}

/**
 * The winning tile (one of the standing tiles, or `win` when given) put last, and
 * options that are legal for the hand (NOTATION.md "Options").
 */
function finish(rng: Rng, shape: Shape, melds: GenMeld[], standing: Tile[], win?: Tile): GenHand {
  const concealed = rng.shuffle(standing.slice());
  const w = win ?? rng.pick(concealed);
  concealed.splice(concealed.lastIndexOf(w), 1);
  concealed.push(w);

  // Winds: often those of the hand's wind pungs, so that Seat and Prevalent Wind
  // (and the Pung of Terminals or Honors they exclude) come up.
  const c = tileCounts({ melds, concealed });
  const windsHeld = WINDS.filter((x) => c[windTile(x)] >= 3);
  const wind = (): Wind => (windsHeld.length && rng.chance(0.6) ? rng.pick(windsHeld) : rng.pick(WINDS));
  const seat = wind();
  const round = wind();
  const selfDrawn = rng.chance(0.5);
  const from = !selfDrawn && rng.chance(0.5) ? rng.pick(WINDS.filter((x) => x !== seat)) : null;
  const winInConcealed = concealed.filter((t) => t === w).length;
  const winInMelds = melds.reduce((n, m) => n + meldTiles(m).filter((t) => t === w).length, 0);
  const kongs = melds.filter((m) => m.kind === 'kong').length;
  const kongAllowed = selfDrawn ? kongs > 0 : winInConcealed === 1 && winInMelds === 0;
  return {
    shape,
    melds,
    concealed,
    options: {
      win: selfDrawn ? 'wall' : 'discard',
      seat,
      round,
      from,
      flowers: rng.chance(0.7) ? 0 : rng.range(1, 8),
      last: winInConcealed === 1 && rng.chance(0.15),
      wallLast: rng.chance(0.1),
      kong: kongAllowed && rng.chance(selfDrawn ? 0.3 : 0.1),
    },
  };
}

/** NOTATION.md: no kong can be robbed once the wall's last tile is drawn (+kong on a discard with +wall-last). */
function robbingAfterTheWall(h: GenHand): GenHand {
  const o = h.options;
  return o.kong && o.wallLast && o.win === 'discard' ? { ...h, options: { ...o, kong: false } } : h;
}

/** A random winning hand; shapes weighted so that the special ones come up often. */
export function winningHand(rng: Rng): GenHand {
  const shape = rng.weighted<(r: Rng) => GenHand>([
    [70, regular],
    [3, nineGates],
    [12, sevenPairs],
    [4, thirteenOrphans],
    [5, honorsAndKnitted],
    [6, knittedStraight],
  ]);
  return robbingAfterTheWall(shape(rng));
}

/** Winning hands as a fast-check Arbitrary: the value is built from a seed (no shrinking). */
export const winningHandArb: fc.Arbitrary<GenHand> = fc
  .noShrink(fc.integer({ min: 0, max: 0x7fffffff }))
  .map((seed) => winningHand(new Rng(seed)));

/** A winning hand and how to write it, from one seed. */
export const writtenHandArb: fc.Arbitrary<{ hand: GenHand; line: string; seed: number }> = fc
  .noShrink(fc.integer({ min: 0, max: 0x7fffffff }))
  .map((seed) => {
    const rng = new Rng(seed);
    const hand = winningHand(rng);
    return { hand, line: writeHand(hand, randomStyle(rng), rng), seed };
  });

// ---------------------------------------------------------------------------
// Writing a hand as a line.

export interface Style {
  /** Merge neighbouring tiles of one suit into one digit run (`123b`). */
  groups: boolean;
  /** Aliases s m p for the suits, C F for red and green. */
  aliases: boolean;
  /** Probability of writing a tile as its Unicode character instead. */
  unicode: number;
  /** Separators between groups. */
  spaces: readonly string[];
  /** Write defaults explicitly (+win:discard, +seat:E, +round:E, +flowers:0). */
  defaults: boolean;
  /** Options in a random order. */
  shuffleOptions: boolean;
  /** Write some flowers as Unicode flower tiles among the tiles. */
  unicodeFlowers: boolean;
}

export const PLAIN: Style = {
  groups: false,
  aliases: false,
  unicode: 0,
  spaces: [' '],
  defaults: false,
  shuffleOptions: false,
  unicodeFlowers: false,
};

export function randomStyle(rng: Rng): Style {
  return {
    groups: rng.chance(0.7),
    aliases: rng.chance(0.2),
    unicode: rng.chance(0.15) ? rng.pick([0.3, 1]) : 0,
    spaces: rng.pick([[' '], [' ', ''], ['', '\t', '  ', ' ']]),
    defaults: rng.chance(0.2),
    shuffleOptions: rng.chance(0.5),
    unicodeFlowers: rng.chance(0.1),
  };
}

/** U+1F000..: E S W N R G P, then characters, bamboo, dots 1..9. */
export function unicodeOf(t: Tile): string {
  let k: number;
  if (t >= 27) k = t - 27;
  else if (suitOf(t) === 1) k = 7 + (t - 9);
  else if (suitOf(t) === 0) k = 16 + t;
  else k = 25 + (t - 18);
  return String.fromCodePoint(0x1f000 + k);
}

function letters(style: Style, rng: Rng | null) {
  const alias = (a: string, b: string) => (style.aliases && (!rng || rng.chance(0.5)) ? b : a);
  return {
    suit: (s: number) => [alias('b', 's'), alias('c', 'm'), alias('d', 'p')][s],
    honor: (t: Tile) => (t === 31 ? alias('R', 'C') : t === 32 ? alias('G', 'F') : HONOR_LETTERS[t - 27]),
  };
}

/** Tiles in the given order as groups of notation. */
function writeTiles(tiles: readonly Tile[], style: Style, rng: Rng | null): string[] {
  const L = letters(style, rng);
  const out: string[] = [];
  let k = 0;
  while (k < tiles.length) {
    const t = tiles[k];
    if (style.unicode > 0 && rng && rng.chance(style.unicode)) {
      out.push(unicodeOf(t) + (rng.chance(0.1) ? '\uFE0F' : ''));
      k++;
    } else if (t >= 27) {
      out.push(L.honor(t));
      k++;
    } else {
      let digits = String(rankOf(t));
      k++;
      while (style.groups && k < tiles.length && tiles[k] < 27 && suitOf(tiles[k]) === suitOf(t)) {
        digits += rankOf(tiles[k]);
        k++;
      }
      out.push(digits + L.suit(suitOf(t)));
    }
  }
  return out;
}

/** The options of a hand as notation, in NOTATION.md's order (defaults omitted unless style.defaults). */
export function writeOptions(o: GenOptions, style: Style = PLAIN, flowersWritten = o.flowers): string[] {
  const out: string[] = [];
  if (o.win === 'wall' || style.defaults) out.push(`+win:${o.win}`);
  if (o.seat !== 'E' || style.defaults) out.push(`+seat:${o.seat}`);
  if (o.round !== 'E' || style.defaults) out.push(`+round:${o.round}`);
  if (o.from !== null) out.push(`+from:${o.from}`);
  if (flowersWritten > 0 || (style.defaults && flowersWritten === o.flowers)) out.push(`+flowers:${flowersWritten}`);
  if (o.last) out.push('+last');
  if (o.wallLast) out.push('+wall-last');
  if (o.kong) out.push('+kong');
  return out;
}

/**
 * The hand as one line. The concealed tiles are written in the order given (the
 * winning tile last); the rest of the writing follows the style.
 */
export function writeHand(h: GenHand, style: Style = PLAIN, rng: Rng | null = null): string {
  const parts: string[] = [];
  const melds = rng ? rng.shuffle(h.melds.slice()) : h.melds;
  for (const m of melds) {
    const tiles = meldTiles(m);
    if (rng && m.kind === 'chow' && rng.chance(0.3)) rng.shuffle(tiles);
    const body = writeTiles(tiles, { ...style, groups: style.groups || !rng }, rng).join('');
    parts.push(m.concealed ? `(${body})` : `[${body}]`);
  }
  let unicodeFlowers = 0;
  // All flowers as flower tiles, or none: with +flowers too they are an error (a flower would count twice).
  if (style.unicodeFlowers && rng && h.options.flowers > 0) unicodeFlowers = rng.range(1, h.options.flowers) && h.options.flowers;
  const tiles = writeTiles(h.concealed, style, rng);
  for (let k = 0; k < unicodeFlowers; k++) {
    // Flowers may stand anywhere among the tiles, but not after the winning tile.
    const at = rng!.int(tiles.length);
    tiles.splice(at, 0, String.fromCodePoint(0x1f022 + rng!.int(8)));
  }
  parts.push(...tiles);
  const options = writeOptions(h.options, style, h.options.flowers - unicodeFlowers);
  if (rng && style.shuffleOptions) rng.shuffle(options);
  parts.push(...options);
  if (!rng) return parts.join(' ');
  let line = '';
  for (let k = 0; k < parts.length; k++) {
    if (k === 0) {
      line = parts[k];
      continue;
    }
    // Options must be separated by spaces, and so must anything before them.
    const sep = parts[k].startsWith('+') || parts[k - 1].startsWith('+') ? ' ' : rng.pick(style.spaces);
    line += sep + parts[k];
  }
  if (rng.chance(0.1)) line = ' ' + line + rng.pick([' ', '\t', '  ']);
  return line;
}

/** The same hand with its suits relabelled b→c→d→b. */
export function relabelSuits(h: GenHand): GenHand {
  const f = (t: Tile) => (t < 27 ? ((suitOf(t) + 1) % 3) * 9 + (t % 9) : t);
  return {
    ...h,
    melds: h.melds.map((m) => ({ ...m, tile: f(m.tile) })),
    concealed: h.concealed.map(f),
  };
}

/** The same hand with its standing tiles in another order, the winning tile kept last. */
export function reorderConcealed(h: GenHand, rng: Rng): GenHand {
  const rest = rng.shuffle(h.concealed.slice(0, -1));
  return { ...h, concealed: [...rest, h.concealed[h.concealed.length - 1]] };
}

// ---------------------------------------------------------------------------
// The corpus, as lines and as editable token lists.

/** The `hand` field of every line of the golden corpus (test/golden/). */
export const corpus = (): string[] => goldenHands();

/** A line cut into tokens: one per meld, per concealed tile, per option. */
export interface Tokens {
  melds: string[];
  tiles: string[];
  options: string[];
}

/** Tokens of a corpus line (which uses canonical letters only). */
export function tokenize(line: string): Tokens {
  const t: Tokens = { melds: [], tiles: [], options: [] };
  for (const word of line.split(/\s+/).filter(Boolean)) {
    if (word.startsWith('+')) t.options.push(word);
    else if (word.startsWith('[') || word.startsWith('(')) t.melds.push(word);
    else {
      for (const m of word.matchAll(/(\d+)([bcd])|([ESWNRGP])/g)) {
        if (m[3]) t.tiles.push(m[3]);
        else for (const d of m[1]) t.tiles.push(d + m[2]);
      }
    }
  }
  return t;
}

export const untokenize = (t: Tokens): string => [...t.melds, ...t.tiles, ...t.options].join(' ');

const ANY_CODE = ALL_TILES.map(code);
const OPTION_POOL = [
  '+win:wall', '+win:discard', '+win:', '+win', '+seat:E', '+seat:S', '+seat:W', '+seat:N', '+seat:X',
  '+round:E', '+round:S', '+round:W', '+round:N', '+from:E', '+from:S', '+from:W', '+from:N', '+from:',
  '+flowers:0', '+flowers:1', '+flowers:8', '+flowers:9', '+flowers:-1', '+flowers:08', '+flowers:1000',
  '+last', '+last:1', '+wall-last', '+wall_last', '+kong', '+kong:yes', '+', '+:', '+win:wall+seat:S',
];
const MELD_POOL = [
  '[123b]', '[789d]', '[555c]', '[EEE]', '[PPP]', '[5555d]', '(5555d)', '(EEEE)', '[1111b]', '[124b]',
  '[55d]', '(123b)', '[]', '()', '[5b5c5d]', '[99999c]', '[RRRR]', '(NNN)',
];

/**
 * One edit of a corpus line, as a referee's typo or a player's wrong claim would
 * make it: drop, add, duplicate or change one tile, meld or option.
 */
export function mutate(line: string, rng: Rng): string {
  const t = tokenize(line);
  const kind = rng.pick(['tile', 'tile', 'tile', 'meld', 'option', 'option'] as const);
  const list = kind === 'tile' ? t.tiles : kind === 'meld' ? t.melds : t.options;
  const pool = kind === 'tile' ? ANY_CODE : kind === 'meld' ? MELD_POOL : OPTION_POOL;
  const op = rng.pick(['drop', 'add', 'duplicate', 'change'] as const);
  const at = list.length ? rng.int(list.length) : 0;
  switch (op) {
    case 'drop':
      if (list.length) list.splice(at, 1);
      break;
    case 'add':
      list.splice(rng.int(list.length + 1), 0, rng.pick(pool));
      break;
    case 'duplicate':
      if (list.length) list.splice(rng.int(list.length + 1), 0, list[at]);
      break;
    case 'change':
      if (!list.length) list.push(rng.pick(pool));
      else if (kind === 'meld' && rng.chance(0.5)) list[at] = changeMeld(list[at], rng);
      else if (kind === 'option' && rng.chance(0.5)) list[at] = changeOption(list[at], rng);
      else list[at] = rng.pick(pool);
      break;
  }
  return untokenize(t);
}

/** A meld with one tile changed, one tile more or less, or the other brackets. */
function changeMeld(meld: string, rng: Rng): string {
  const open = meld[0];
  const body = meld.slice(1, -1);
  switch (rng.int(4)) {
    case 0:
      return (open === '[' ? '(' : '[') + body + (open === '[' ? ')' : ']');
    case 1: {
      const k = rng.int(body.length);
      const ch = /\d/.test(body[k]) ? String(rng.range(1, 9)) : rng.pick(HONOR_LETTERS);
      return open + body.slice(0, k) + ch + body.slice(k + 1) + meld.at(-1);
    }
    case 2:
      return open + body[0] + body + meld.at(-1);
    default:
      return open + body.slice(1) + meld.at(-1);
  }
}

function changeOption(opt: string, rng: Rng): string {
  const [name, value] = opt.split(':');
  if (value === undefined) return `${name}:${rng.pick(['1', 'yes', ''])}`;
  return `${name}:${rng.pick(['E', 'S', 'W', 'N', 'wall', 'discard', '0', '3', '9', '', 'x'])}`;
}

// ---------------------------------------------------------------------------
// Checks on results.

export const ERROR_CODES = new Set([
  'empty', 'no-winning-tile', 'unknown-character', 'missing-suffix', 'stray-suit-letter', 'zero-rank',
  'unclosed-bracket', 'unexpected-bracket', 'bad-meld', 'concealed-chow', 'bad-option', 'duplicate-option',
  'bad-wind', 'bad-flowers', 'tiles-after-options', 'too-many-copies', 'inconsistent-options',
  'line-too-long', 'invalid-utf8', 'tile-count', 'winning-tile-not-last',
]);

/** Code points of a string (lone surrogates count as one each): the unit of error columns. */
export const width = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

/**
 * A cheap assertion for the hot loops of the properties: vitest's expect() costs
 * microseconds a call, which over 10,000 runs of a dozen checks is seconds.
 */
export function check(cond: unknown, message: string | (() => string)): asserts cond {
  if (!cond) throw new Error(typeof message === 'string' ? message : message());
}

/**
 * What every result of score(line) must be: the SCHEMA.md object, never an internal
 * error; a reading error with a known code, a message and a column inside the line
 * (or just past its end, where something was expected; null only for an empty line
 * and for mcr's wrong tile count);
 * a verdict with consistent points and payments summing to zero.
 */
export function checkResult(r: ScoreResult, line: string): void {
  check(r.schema === 'mcr-score/1', 'schema');
  check(r.input === line, 'input is not the line');
  if (!r.ok) {
    const e = r.error;
    check(e.code !== 'internal-error', () => `internal error: ${e.message}`);
    check(ERROR_CODES.has(e.code), () => `unknown error code ${e.code}`);
    check(typeof e.message === 'string' && e.message.length > 0, 'no error message');
    if (e.column === null) {
      // A wrong tile count (mcr's typing slip) is about the whole line too.
      check(e.code === 'empty' || e.code === 'tile-count', () => `${e.code} without a column: ${e.message}`);
    } else {
      const w = width(line);
      check(
        Number.isInteger(e.column) && e.column >= 1 && e.column <= w + 1,
        () => `${e.code} at column ${e.column}, outside the line (${w} characters): ${e.message}`,
      );
    }
    return;
  }
  check(['win', 'below-minimum', 'not-a-winning-hand'].includes(r.verdict), () => `verdict ${r.verdict}`);
  check((r.reason === null) === (r.verdict === 'win'), () => `reason ${r.reason} with verdict ${r.verdict}`);
  checkPoints(r);
  checkPayments(r);
}

const fansText = (r: ScoreOk) => r.fans.map((f) => `${f.id}×${f.count}`).join(', ');

/** fanPoints is the sum of points × count (flowers aside), total adds the flowers, verdict follows. */
export function checkPoints(r: ScoreOk): void {
  if (r.verdict === 'not-a-winning-hand') {
    // No arrangement, so nothing scores; the flowers the total carries are listed.
    const flowers = r.hand.flowers > 0 ? [{ id: 'flower-tiles', count: r.hand.flowers }] : [];
    check(
      JSON.stringify(r.fans.map((f) => ({ id: f.id, count: f.count }))) === JSON.stringify(flowers) &&
        r.excluded.length === 0 &&
        r.arrangement.length === 0 &&
        r.fanPoints === 0,
      'a hand that is not a winning hand scores something',
    );
    check(r.total === r.hand.flowers, 'total of a hand that is not a winning hand');
    return;
  }
  let sum = 0;
  const seen = new Set<string>();
  for (const [k, f] of r.fans.entries()) {
    const info = FANS[f.id];
    check(info !== undefined, () => `unknown fan ${f.id}`);
    check(f.points === info.points && f.name === info.name, () => `${f.id}: ${f.points} points, table says ${info.points}`);
    check(Number.isInteger(f.count) && f.count >= 1, () => `${f.id} counted ${f.count} times`);
    check(!seen.has(f.id), () => `${f.id} listed twice`);
    seen.add(f.id);
    // Highest first.
    check(k === 0 || r.fans[k - 1].points >= f.points, () => `fans not highest first: ${fansText(r)}`);
    if (f.id !== 'flower-tiles') sum += f.points * f.count;
  }
  check(r.fanPoints === sum, () => `fanPoints ${r.fanPoints}, but the fans sum to ${sum}: ${fansText(r)}`);
  const flowers = r.fans.find((f) => f.id === 'flower-tiles')?.count ?? 0;
  check(flowers === r.hand.flowers, () => `${r.hand.flowers} flowers, flower-tiles ×${flowers}`);
  check(r.total === r.fanPoints + r.hand.flowers, () => `total ${r.total} is not ${r.fanPoints} + ${r.hand.flowers}`);
  check(r.verdict === (r.fanPoints >= 8 ? 'win' : 'below-minimum'), () => `${r.verdict} with ${r.fanPoints} points`);
  check(r.arrangement.length > 0, 'a scored hand without an arrangement');
}

export function checkPayments(r: ScoreOk): void {
  check(r.payments.length === 4, () => `${r.payments.length} payment rows`);
  const sum = r.payments.reduce((s, p) => s + p.amount, 0);
  check(sum === 0, () => `payments sum to ${sum}: ${JSON.stringify(r.payments)}`);
}

const POTH: FanId = 'pung-of-terminals-or-honors';
/** Fans that exclude only their own pungs' Pung of Terminals or Honors ({ownPungs} entries). */
const OWN_PUNG_FANS = new Set(
  Object.entries(NOT_COUNTED_WITH)
    .filter(([, rules]) => rules!.some((r) => typeof r !== 'string'))
    .map(([id]) => id as FanId),
);

/** Does fan `by` exclude fan `id` in NOT_COUNTED_WITH (an {ownPungs} entry excludes POTH)? */
export function excludes(by: FanId, id: FanId): boolean {
  const rules = NOT_COUNTED_WITH[by] ?? [];
  return rules.some((r) => (typeof r === 'string' ? r === id : id === POTH));
}

/** Every excluded fan names a fan that scores and that excludes it by the table. */
export function checkExcludedBy(r: ScoreOk): void {
  const scored = new Set(r.fans.map((f) => f.id));
  for (const e of r.excluded) {
    check(scored.has(e.by), () => `${e.id} excluded by ${e.by}, which does not score (${fansText(r)})`);
    check(excludes(e.by, e.id), () => `${e.id} excluded by ${e.by}, which does not exclude it in NOT_COUNTED_WITH`);
  }
}

/**
 * No fan is both scored and excluded. The one exception the rules make is the Pung
 * of Terminals or Honors, which is counted per pung: Prevalent Wind, Seat Wind, Big
 * Three Winds and Nine Gates exclude it only for their own pungs, so it may be listed
 * as excluded (for those pungs) while another terminal or wind pung still scores it.
 * Then the count must be exactly the terminal and wind pungs of the arrangement
 * that none of those fans took:
 *
 *   count = #(terminal/wind pungs) − #(wind pungs taken by Prevalent Wind, Seat Wind,
 *           Big Three Winds) − (1 if Nine Gates took one)
 */
export function checkScoredNotExcluded(r: ScoreOk): void {
  const scored = new Map(r.fans.map((f) => [f.id, f.count]));
  for (const e of r.excluded) {
    check(e.id === POTH || !scored.has(e.id), () => `${e.id} both scored and excluded (by ${e.by})`);
  }
  const pothExcl = r.excluded.filter((e) => e.id === POTH);
  const count = scored.get(POTH) ?? 0;
  if (pothExcl.length === 0 || count === 0) return;
  for (const e of pothExcl) {
    check(OWN_PUNG_FANS.has(e.by), () => `Pung of Terminals or Honors scored ×${count} and excluded by ${e.by}`);
  }
  const pungs = r.arrangement
    .filter((s) => s.kind === 'pung' || s.kind === 'kong')
    .map((s) => fromCode(s.tiles[0]))
    .filter((t) => isTerminal(t) || (t >= 27 && t <= 30));
  const taken = new Set<Tile>();
  let nineGates = 0;
  for (const e of pothExcl) {
    if (e.by === 'prevalent-wind') {
      taken.add(windTile(r.hand.prevalentWind));
    } else if (e.by === 'seat-wind') {
      taken.add(windTile(r.hand.seatWind));
    } else if (e.by === 'big-three-winds') {
      for (const t of pungs) if (t >= 27) taken.add(t);
    } else if (e.by === 'nine-gates') {
      nineGates++;
    }
  }
  for (const t of taken) check(pungs.includes(t), () => `excluded for a ${code(t)} pung the hand does not have`);
  check(nineGates <= 1, 'Nine Gates took two pungs');
  const want = pungs.length - taken.size - nineGates;
  check(
    count === want,
    () => `Pung of Terminals or Honors ×${count}, expected ${want}: pungs ${pungs.map(code)}, excluded ${JSON.stringify(pothExcl.map((e) => e.by))}`,
  );
}

/**
 * The result with the parts that depend on how the line was written taken out: the
 * input, the order of the concealed tiles, and the order of the melds (which the
 * hand and the arrangement list as written).
 */
export function normalize(r: ScoreResult): unknown {
  if (!r.ok) return { ok: false, code: r.error.code };
  const { input: _input, ...rest } = r;
  const byJson = <T>(a: readonly T[]) => a.map((x) => JSON.stringify(x)).sort();
  return {
    ...rest,
    hand: { ...r.hand, concealed: r.hand.concealed.slice().sort(), melds: byJson(r.hand.melds) },
    arrangement: byJson(r.arrangement),
  };
}

/** Same hand up to the order of concealed tiles and of melds (the notation tests' helper). */
export { sameHand } from '../notation/helpers.js';

// ---------------------------------------------------------------------------
// Run settings: fixed seeds so that CI runs reproduce; MCR_FC_SEED and
// MCR_FC_SCALE (a multiplier of the run counts) to explore further by hand.

const SCALE = Number(process.env.MCR_FC_SCALE ?? 1) || 1;
const SEED = process.env.MCR_FC_SEED === undefined ? null : Number(process.env.MCR_FC_SEED);

export function runs(numRuns: number, seed: number): fc.Parameters<unknown> {
  return { numRuns: Math.round(numRuns * SCALE), seed: SEED ?? seed };
}
