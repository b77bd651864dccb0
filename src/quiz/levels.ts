/**
 * The quiz's levels (docs/QUIZ.md "Levels"): each is a recipe for the generator: the
 * plans it draws hands from, what a hand's score must be to be kept, and the fans
 * that every hand of the level shows (at least one of them counts in each hand of a
 * `count` or `fan` question: test/quiz/levels.test.ts checks it).
 */
import type { FanId } from '../fans/table.js';
import type { ScoreOk } from '../result.js';
import { suited, type Tile } from '../tiles.js';
import { DEFAULT_STYLE, fullHand, regularHand, type Drawn, type PlannedSet, type Style } from './hands.js';
import type { Rng } from './rng.js';

export const LEVELS = ['starter', 'common', 'big', 'knitted', 'traps'] as const;
export type Level = (typeof LEVELS)[number];

export interface LevelRecipe {
  id: Level;
  title: string;
  about: string;
  /** Each hand of the level counts at least one of these fans. */
  fans: readonly FanId[];
  /** The plans hands are drawn from, each a function of the random source. */
  plans: readonly ((r: Rng) => Drawn | null)[];
  /** Whether a scored winning hand fits the level. */
  fits: (s: ScoreOk) => boolean;
}

const chow = (first: Tile, concealed = false): PlannedSet => ({ kind: 'chow', first, concealed });
const pung = (first: Tile, concealed = false): PlannedSet => ({ kind: 'pung', first, concealed });
const pair = (first: Tile): PlannedSet => ({ kind: 'pair', first });

/** Three different suits in a random order. */
const suits3 = (r: Rng): number[] => r.shuffle([0, 1, 2]);
const rank = (r: Rng, lo: number, hi: number): number => lo + r.int(hi - lo + 1);
const counted = (s: ScoreOk, ids: readonly FanId[]): boolean => s.fans.some((f) => ids.includes(f.id));

const style = (over: Partial<Style>): Style => ({ ...DEFAULT_STYLE, ...over });

/** The plans of the 8-point fans most hands win with, and their neighbours. */
const EIGHT: readonly ((r: Rng) => Drawn | null)[] = [
  (r) => {
    const [a, b, c] = suits3(r);
    const k = rank(r, 1, 7);
    return regularHand(r, [chow(suited(a, k)), chow(suited(b, k)), chow(suited(c, k))]);
  },
  (r) => {
    const [a, b, c] = suits3(r);
    return regularHand(r, [chow(suited(a, 1)), chow(suited(b, 4)), chow(suited(c, 7))]);
  },
  (r) => {
    const [a, b, c] = suits3(r);
    const k = rank(r, 1, 7);
    return regularHand(r, [pung(suited(a, k)), pung(suited(b, k + 1)), pung(suited(c, k + 2))], style({ chow: 0.3 }));
  },
];

/** Hands whose plan gives one of the 6-point fans, or a common 16. */
const COMMON: readonly ((r: Rng) => Drawn | null)[] = [
  ...EIGHT,
  // Half Flush: one suit and honours.
  (r) => {
    const s = r.int(3);
    return regularHand(r, [pung(27 + r.int(7))], style({ suits: [s], honors: 0.3 }));
  },
  // All Pungs.
  (r) => regularHand(r, [], style({ chow: 0, meld: 0.5 })),
  // Mixed Shifted Chows.
  (r) => {
    const [a, b, c] = suits3(r);
    const k = rank(r, 1, 5);
    return regularHand(r, [chow(suited(a, k)), chow(suited(b, k + 1)), chow(suited(c, k + 2))]);
  },
  // All Types: a wind, a dragon, and the three suits.
  (r) => {
    const [a, b, c] = suits3(r);
    return regularHand(r, [pung(27 + r.int(4)), chow(suited(a, rank(r, 1, 7))), chow(suited(b, rank(r, 1, 7))), chow(suited(c, rank(r, 1, 7))), pair(31 + r.int(3))]);
  },
  // Pure Straight.
  (r) => {
    const s = r.int(3);
    return regularHand(r, [chow(suited(s, 1)), chow(suited(s, 4)), chow(suited(s, 7))]);
  },
  // Seven Pairs (concealed by nature).
  (r) => sevenPairs(r, false),
];

/** Seven pairs, all different (or, with `hog`, four of one tile as two pairs). */
function sevenPairs(r: Rng, hog: boolean): Drawn | null {
  const pool = r.shuffle(Array.from({ length: 34 }, (_, t) => t));
  const pairs = pool.slice(0, hog ? 6 : 7);
  if (hog) pairs.push(pairs[0]);
  return fullHand(r, pairs.flatMap((t) => [t, t]), style({ meld: 0 }));
}

/** The knitted pattern: 147 in one suit, 258 in the next, 369 in the last. */
const knitted = (r: Rng): Tile[] => {
  const [a, b, c] = suits3(r);
  return [suited(a, 1), suited(a, 4), suited(a, 7), suited(b, 2), suited(b, 5), suited(b, 8), suited(c, 3), suited(c, 6), suited(c, 9)];
};

const BIG: readonly ((r: Rng) => Drawn | null)[] = [
  // Full Flush.
  (r) => regularHand(r, [], style({ suits: [r.int(3)], honors: 0, meld: 0.25 })),
  // Pure Triple Chow.
  (r) => {
    const s = r.int(3);
    const k = rank(r, 1, 7);
    return regularHand(r, [chow(suited(s, k)), chow(suited(s, k)), chow(suited(s, k))]);
  },
  // Pure Shifted Pungs.
  (r) => {
    const s = r.int(3);
    const k = rank(r, 1, 7);
    return regularHand(r, [pung(suited(s, k)), pung(suited(s, k + 1)), pung(suited(s, k + 2))]);
  },
  // Seven Pairs in one suit and honours, or Seven Shifted Pairs.
  (r) => {
    if (r.chance(0.3)) {
      const s = r.int(3);
      const k = rank(r, 1, 3);
      return fullHand(r, Array.from({ length: 7 }, (_, i) => suited(s, k + i)).flatMap((t) => [t, t]), style({ meld: 0 }));
    }
    return sevenPairs(r, false);
  },
  // Dragons: Little or Big Three Dragons, or two dragon pungs.
  (r) => {
    const d = r.shuffle([31, 32, 33]);
    return regularHand(r, [pung(d[0]), pung(d[1]), r.chance(0.5) ? pung(d[2]) : pair(d[2])], style({ honors: 0 }));
  },
  // Winds: Big Three Winds or Little Four Winds.
  (r) => {
    const w = r.shuffle([27, 28, 29, 30]);
    return regularHand(r, [pung(w[0]), pung(w[1]), pung(w[2]), r.chance(0.5) ? pair(w[3]) : chow(suited(r.int(3), rank(r, 1, 7)))], style({ honors: 0 }));
  },
  // All Even Pungs.
  (r) => regularHand(r, [pung(suited(r.int(3), 2 * rank(r, 1, 4))), pung(suited(r.int(3), 2 * rank(r, 1, 4))), pung(suited(r.int(3), 2 * rank(r, 1, 4))), pung(suited(r.int(3), 2 * rank(r, 1, 4))), pair(suited(r.int(3), 2 * rank(r, 1, 4)))]),
  // Thirteen Orphans.
  (r) => {
    const orphans: Tile[] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
    return fullHand(r, [...orphans, r.pick(orphans)], style({ meld: 0 }));
  },
];

const KNITTED: readonly ((r: Rng) => Drawn | null)[] = [
  // Knitted Straight with a set and a pair.
  (r) => {
    const k = knitted(r);
    const t = 27 + r.int(7);
    const setFirst = r.chance(0.5) ? suited(r.int(3), rank(r, 1, 7)) : t;
    const set = setFirst < 27 && r.chance(0.6) ? [setFirst, setFirst + 1, setFirst + 2] : [setFirst, setFirst, setFirst];
    const p = suited(r.int(3), rank(r, 1, 9));
    return fullHand(r, [...k, ...set, p, p], style({ meld: 0 }));
  },
  // Lesser Honors and Knitted Tiles: 14 different tiles of the pattern and the honours.
  (r) => {
    const k = knitted(r);
    const all = [...k, 27, 28, 29, 30, 31, 32, 33];
    const honors = 5 + r.int(3);
    const chosen = [...r.shuffle(all.slice(9)).slice(0, honors), ...r.shuffle(k).slice(0, 14 - honors)];
    return fullHand(r, chosen, style({ meld: 0 }));
  },
];

const TRAPS: readonly ((r: Rng) => Drawn | null)[] = [
  // Seven Pairs with four of a kind: Tile Hog counts (two pairs, not a kong).
  (r) => sevenPairs(r, true),
  // Mixed Shifted Chows beside Pure Shifted Chows.
  (r) => {
    const s = r.int(3);
    const k = rank(r, 1, 5);
    const step = r.chance(0.7) ? 1 : 2;
    if (k + 2 * step > 7) return null;
    return regularHand(r, [chow(suited(s, k)), chow(suited(s, k + step)), chow(suited(s, k + 2 * step))]);
  },
  (r) => {
    const [a, b, c] = suits3(r);
    const k = rank(r, 1, 5);
    return regularHand(r, [chow(suited(a, k)), chow(suited(b, k + 1)), chow(suited(c, k + 2)), chow(suited(a, k + r.int(3)))]);
  },
  // The account-once rule: four chows where double chows compete.
  (r) => {
    const [a, b] = suits3(r);
    const k = rank(r, 1, 7);
    return regularHand(r, [chow(suited(a, k)), chow(suited(a, k)), chow(suited(b, k)), chow(suited(r.int(3), rank(r, 1, 7)))]);
  },
  // Tile Hog in a regular hand: a chow and a pung sharing a tile.
  (r) => {
    const s = r.int(3);
    const k = rank(r, 1, 7);
    const t = suited(s, k + r.int(3));
    return regularHand(r, [chow(suited(s, k)), pung(t, true)]);
  },
];

/** A valid win under the hand's profile (its minimum, flowers not counted). */
const fan8 = (s: ScoreOk): boolean => s.verdict === 'win';

export const LEVEL_RECIPES: Record<Level, LevelRecipe> = {
  starter: {
    id: 'starter',
    title: 'Starter',
    about: 'one 8-point fan (Mixed Triple Chow, Mixed Straight or Mixed Shifted Pungs) and a few small ones; 8 to 16 fan points',
    fans: ['mixed-triple-chow', 'mixed-straight', 'mixed-shifted-pungs'],
    plans: EIGHT,
    fits: (s) => fan8(s) && s.fanPoints <= 16 && s.fans.length <= 5,
  },
  common: {
    id: 'common',
    title: 'Common fans',
    about: 'the fans most wins are made of: the 8-point chows, Half Flush, All Pungs, Mixed Shifted Chows, All Types, Pure Straight, Seven Pairs; up to 40 fan points',
    fans: ['mixed-triple-chow', 'mixed-straight', 'mixed-shifted-pungs', 'half-flush', 'all-pungs', 'mixed-shifted-chows', 'all-types', 'pure-straight', 'seven-pairs'],
    plans: COMMON,
    fits: (s) => fan8(s) && s.fanPoints <= 40,
  },
  big: {
    id: 'big',
    title: 'Big hands',
    about: 'hands of 24 fan points or more: Full Flush, Pure Triple Chow, Pure Shifted Pungs, Seven Pairs, Seven Shifted Pairs, the dragons and winds, All Even Pungs, Thirteen Orphans',
    fans: [
      'full-flush', 'pure-triple-chow', 'pure-shifted-pungs', 'seven-pairs', 'seven-shifted-pairs', 'little-three-dragons', 'big-three-dragons',
      'big-three-winds', 'little-four-winds', 'all-even-pungs', 'thirteen-orphans', 'big-four-winds', 'all-honors', 'quadruple-chow', 'four-pure-shifted-pungs',
      'all-terminals-and-honors', 'all-terminals', 'upper-tiles', 'middle-tiles', 'lower-tiles', 'four-concealed-pungs', 'nine-gates', 'all-green',
    ],
    plans: BIG,
    fits: (s) => s.fanPoints >= 24,
  },
  knitted: {
    id: 'knitted',
    title: 'Knitted forms',
    about: 'Knitted Straight with a set and a pair, Lesser and Greater Honors and Knitted Tiles',
    fans: ['knitted-straight', 'lesser-honors-and-knitted-tiles', 'greater-honors-and-knitted-tiles'],
    plans: KNITTED,
    fits: (s) => fan8(s) && counted(s, ['knitted-straight', 'lesser-honors-and-knitted-tiles', 'greater-honors-and-knitted-tiles']),
  },
  traps: {
    id: 'traps',
    title: 'Exclusion traps',
    about: 'Seven Pairs with four of a kind (Tile Hog), Pure against Mixed Shifted Chows, double chows under the account-once rule, Tile Hog in a regular hand',
    fans: ['tile-hog', 'pure-shifted-chows', 'mixed-shifted-chows', 'pure-double-chow', 'mixed-double-chow'],
    plans: TRAPS,
    fits: (s) => fan8(s) && counted(s, ['tile-hog', 'pure-shifted-chows', 'mixed-shifted-chows', 'pure-double-chow', 'mixed-double-chow']),
  },
};

/** The level a name means (its id or title, any case), or null. */
export function levelNamed(name: string): Level | null {
  const q = name.trim().toLowerCase();
  return LEVELS.find((l) => l === q || LEVEL_RECIPES[l].title.toLowerCase() === q) ?? null;
}
