/**
 * Fans about the tiles of the whole hand. Two families: which tiles every one of
 * them is (All Green, All Simples, Upper Tiles ...) or what every set holds (Outside
 * Hand, All Fives, All Even Pungs); and which suits are present (flushes, One Voided
 * Suit, All Types), with Tile Hog.
 */
import { type Tile, GREEN, WHITE, isHonor, isTerminal, isTerminalOrHonor, rankOf, suitOf, tileCode } from '../tiles.js';
import type { View } from './view.js';
import { family, yes, type MissContext, type SetTest } from './define.js';
import { eachFour, wholeHand } from './uses.js';

/** Each tile's kind as a bit: 1 bamboo, 2 characters, 4 dots, 8 winds, 16 dragons (View.kinds). */
export const KIND_BIT: readonly number[] = Array.from({ length: 34 }, (_, t) => (t < 27 ? 1 << ((t / 9) | 0) : t < 31 ? 8 : 16));
const SUIT_BITS = 1 | 2 | 4, HONORS = 8 | 16;
const suitCount = (v: View) => ((v.kinds & 1) && 1) + ((v.kinds & 2) && 1) + ((v.kinds & 4) && 1);

const GREEN_TILES: readonly Tile[] = [1, 2, 3, 5, 7, GREEN]; // 2 3 4 6 8 bamboo and the green dragon
const REVERSIBLE_TILES: readonly Tile[] = [18, 19, 20, 21, 22, 25, 26, 1, 3, 4, 5, 7, 8, WHITE];
/** Suited tiles of ranks lo..hi only. */
const ranks = (lo: number, hi: number) => (t: Tile) => t < 27 && rankOf(t) >= lo && rankOf(t) <= hi;

/** A regular arrangement whose every set and pair passes `ok`. */
export function everySet(v: View, ok: SetTest): number {
  if (v.shape !== 'regular') return 0;
  const sets = v.sets;
  for (let i = 0; i < sets.length; i++) if (!ok(sets[i].kind, sets[i].tile)) return 0;
  return 1;
}

// Each every-set fan also names the tiles it can hold at all (everyTile: no 4 5 6
// for Outside Hand, only 3 to 7 for All Fives, only 2 4 6 8 for All Even Pungs),
// which the hand's tiles answer before any set is looked at.

/** "a terminal or honor in every set and the pair" */
const hasTerminalOrHonor: SetTest = (kind, t) => (kind === 'chow' ? rankOf(t) === 1 || rankOf(t) === 7 : isTerminalOrHonor(t));
/** "a 5 in every set and the pair" */
const hasFive: SetTest = (kind, t) => t < 27 && (kind === 'chow' ? rankOf(t) >= 3 && rankOf(t) <= 5 : rankOf(t) === 5);
/** "pungs of 2 4 6 8 and a pair of them" */
const isEvenPung: SetTest = (kind, t) => kind !== 'chow' && t < 27 && rankOf(t) % 2 === 0;

// The scorer asks these fans by the hand's traits (fans/index.ts TRAIT_FANS): only those
// whose test every tile passes, so the family needs no `when` of its own.
export const TILES = family('tiles', null, {
  'all-green': {
    no: 3, name: 'All Green', zh: '绿一色', points: 88, what: 'only 2 3 4 6 8 bamboo and green dragon',
    everyTile: (t) => GREEN_TILES.includes(t),
    notCountedWith: ['one-voided-suit'],
    uses: wholeHand,
  },
  'all-terminals': {
    no: 8, name: 'All Terminals', zh: '清幺九', points: 64, what: 'only 1s and 9s',
    everyTile: isTerminal,
    notCountedWith: ['all-terminals-and-honors', 'all-pungs', 'outside-hand', 'pung-of-terminals-or-honors', 'no-honors'],
    uses: wholeHand,
  },
  'all-honors': {
    no: 11, name: 'All Honors', zh: '字一色', points: 64, what: 'only honors',
    everyTile: isHonor,
    notCountedWith: ['all-terminals-and-honors', 'all-pungs', 'outside-hand', 'pung-of-terminals-or-honors', 'one-voided-suit'],
    uses: wholeHand,
  },
  'all-terminals-and-honors': {
    no: 18, name: 'All Terminals and Honors', zh: '混幺九', points: 32, what: 'only terminals and honors',
    everyTile: isTerminalOrHonor,
    notCountedWith: ['all-pungs', 'outside-hand', 'pung-of-terminals-or-honors'],
    uses: wholeHand,
  },
  'all-even-pungs': {
    no: 21, name: 'All Even Pungs', zh: '全双刻', points: 24, what: 'pungs of 2 4 6 8 and a pair of them',
    everyTile: (t) => t < 27 && rankOf(t) % 2 === 0,
    everySet: isEvenPung,
    notCountedWith: ['all-pungs', 'all-simples', 'no-honors'],
    uses: wholeHand,
  },
  'upper-tiles': {
    no: 25, name: 'Upper Tiles', zh: '全大', points: 24, what: 'only 7 8 9',
    everyTile: ranks(7, 9),
    notCountedWith: ['upper-four', 'no-honors'],
    uses: wholeHand,
  },
  'middle-tiles': {
    no: 26, name: 'Middle Tiles', zh: '全中', points: 24, what: 'only 4 5 6',
    everyTile: ranks(4, 6),
    notCountedWith: ['all-simples', 'no-honors'],
    uses: wholeHand,
  },
  'lower-tiles': {
    no: 27, name: 'Lower Tiles', zh: '全小', points: 24, what: 'only 1 2 3',
    everyTile: ranks(1, 3),
    notCountedWith: ['lower-four', 'no-honors'],
    uses: wholeHand,
  },
  'all-fives': {
    no: 31, name: 'All Fives', zh: '全带五', points: 16, what: 'a 5 in every set and the pair',
    everyTile: ranks(3, 7),
    everySet: hasFive,
    notCountedWith: ['all-simples', 'no-honors'],
    uses: wholeHand,
  },
  'upper-four': {
    no: 36, name: 'Upper Four', zh: '大于五', points: 12, what: 'only 6 7 8 9',
    everyTile: ranks(6, 9),
    notCountedWith: ['no-honors'],
    uses: wholeHand,
  },
  'lower-four': {
    no: 37, name: 'Lower Four', zh: '小于五', points: 12, what: 'only 1 2 3 4',
    everyTile: ranks(1, 4),
    notCountedWith: ['no-honors'],
    uses: wholeHand,
  },
  'reversible-tiles': {
    no: 40, name: 'Reversible Tiles', zh: '推不倒', points: 8, what: 'only 1234589 dots, 245689 bamboo, white dragon',
    everyTile: (t) => REVERSIBLE_TILES.includes(t),
    notCountedWith: ['one-voided-suit'],
    uses: wholeHand,
  },
  'outside-hand': {
    no: 55, name: 'Outside Hand', zh: '全带幺', points: 4, what: 'a terminal or honor in every set and the pair',
    everyTile: (t) => t >= 27 || rankOf(t) <= 3 || rankOf(t) >= 7,
    everySet: hasTerminalOrHonor,
    uses: wholeHand,
  },
  'all-simples': {
    no: 68, name: 'All Simples', zh: '断幺', points: 2, what: 'no terminals or honors',
    everyTile: (t) => !isTerminalOrHonor(t),
    notCountedWith: ['no-honors'],
    uses: wholeHand,
  },
});

/** How many tiles of each kind (bamboo, characters, dots, winds, dragons) the hand has. */
const kindCounts = (v: View): number[] => {
  const n = [0, 0, 0, 0, 0];
  for (let t = 0; t < 34; t++) n[suitOf(t)] += v.counts[t];
  return n;
};
/** `why`: the kinds of tile the hand has. */
const kindsHeld = (c: MissContext) => c.say.kinds(c.needs, kindCounts(c.v));

export const SUITS = family('suits', null, {
  'full-flush': {
    no: 22, name: 'Full Flush', zh: '清一色', points: 24, what: 'one suit only',
    needs: 'tiles of one suit only',
    detect: (v) => yes(suitCount(v) === 1 && !(v.kinds & HONORS)),
    notCountedWith: ['no-honors', 'one-voided-suit'],
    uses: wholeHand,
    miss: kindsHeld,
  },
  'half-flush': {
    no: 50, name: 'Half Flush', zh: '混一色', points: 6, what: 'one suit plus honors',
    needs: 'tiles of one suit and honors only',
    detect: (v) => yes(suitCount(v) === 1 && (v.kinds & HONORS) !== 0),
    uses: wholeHand,
    miss: kindsHeld,
  },
  'all-types': {
    no: 52, name: 'All Types', zh: '五门齐', points: 6, what: 'bamboo, characters, dots, winds and dragons all present',
    needs: 'bamboo, characters, dots, winds and dragons all present',
    detect: (v) => yes(v.kinds === (SUIT_BITS | HONORS)),
    uses: wholeHand,
    miss: (c) => c.say.missingKinds(c.needs, kindCounts(c.v)),
  },
  'tile-hog': {
    no: 64, name: 'Tile Hog', zh: '四归一', points: 2, what: 'all four of a tile used without a kong (each)',
    detect: (v) => v.fours - v.meldedKongs - v.concealedKongs,
    uses: eachFour,
    miss: (c) => c.say.tileHog(c.needs),
  },
  'one-voided-suit': {
    no: 75, name: 'One Voided Suit', zh: '缺一门', points: 1, what: 'exactly one of the three suits missing',
    needs: 'tiles of exactly two of the three suits',
    detect: (v) => yes(suitCount(v) === 2),
    uses: wholeHand,
    miss: kindsHeld,
  },
  'no-honors': {
    no: 76, name: 'No Honors', zh: '无字', points: 1, what: 'no honors',
    needs: 'no winds or dragons',
    detect: (v) => yes(!(v.kinds & HONORS)),
    uses: wholeHand,
    miss: (c) => {
      const held: string[] = [];
      for (let t = 27; t < 34; t++) if (c.v.counts[t] > 0) held.push(tileCode(t).repeat(c.v.counts[t]));
      return c.say.honorsHeld(c.needs, held);
    },
  },
});
