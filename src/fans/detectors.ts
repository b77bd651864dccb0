/**
 * One detector per fan: how many times the fan is present in an arrangement,
 * before the "not counted with" rules (evaluate/exclusions.ts) take any away.
 * Keyed by FanId, so the compiler insists on a detector for each of the 81 fans.
 * Grouped by what the fan looks at; RULES.md's wording is quoted where it helps.
 */
import type { FanId } from './table.js';
import type { View } from './view.js';
import { CHOW_FAN_IDS } from './group-chows.js';
import { isSevenShiftedPairs } from '../decompose/special.js';
import { PUNG_FAN_IDS } from './group-pungs.js';
import { type Tile, isDragon, isWind, isTerminalOrHonor } from '../tiles.js';
import { fanIndex, countIn } from './counter.js';
import { GREEN, REVERSIBLE, TERMINAL, HONOR, TERMINAL_OR_HONOR, SIMPLE } from './traits.js';

export type Detector = (v: View) => number;

const B = 1, C = 2, D = 4, WINDS = 8, DRAGONS = 16;
const SUITS = B | C | D;
const HONORS = WINDS | DRAGONS;
const yes = (b: boolean): number => (b ? 1 : 0);
const hasSets = (v: View) => v.shape === 'regular' || v.shape === 'knitted-straight';

const every = (v: View, trait: number): boolean => (v.traits & trait) !== 0;
/** The bits (1 << rank) of these ranks. */
const rankMask = (...ranks: number[]): number => ranks.reduce((m, r) => m | (1 << r), 0);
/** Only suited tiles, all of them of the ranks in `mask` (rankMask). */
const onlyRanks = (v: View, mask: number): boolean => !(v.kinds & HONORS) && (v.ranks & ~mask) === 0;
const suitCount = (v: View) => ((v.kinds & B) && 1) + ((v.kinds & C) && 1) + ((v.kinds & D) && 1);

type SetTest = (kind: string, tile: Tile) => boolean;
/** Sets (and the pair) of a regular arrangement, for the "every set" fans. */
function everySet(v: View, ok: SetTest): boolean {
  if (v.shape !== 'regular') return false;
  for (const s of v.sets) if (!ok(s.kind, s.tile)) return false;
  return true;
}
/** "a terminal or honor in every set and the pair" */
const hasTerminalOrHonor: SetTest = (kind, t) => (kind === 'chow' ? t % 9 === 0 || t % 9 === 6 : isTerminalOrHonor(t));
/** "a 5 in every set and the pair" */
const hasFive: SetTest = (kind, t) => t < 27 && (kind === 'chow' ? t % 9 >= 2 && t % 9 <= 4 : t % 9 === 4);
/** "pungs of 2 4 6 8 and a pair of them" */
const isEvenPung: SetTest = (kind, t) => kind !== 'chow' && t < 27 && (t % 9) % 2 === 1;

/** Has the arrangement a pung (or kong) of tile t? */
function hasPungOf(v: View, t: Tile): boolean {
  for (const p of v.pungs) if (p.tile === t) return true;
  return false;
}

const combo = (id: FanId): Detector => {
  const i = fanIndex(id);
  return (v) => countIn(v.combos, i);
};

const shapes = {
  'thirteen-orphans': (v) => yes(v.shape === 'thirteen-orphans'),
  'seven-shifted-pairs': (v) => yes(v.shape === 'seven-pairs' && isSevenShiftedPairs(v.counts)),
  'seven-pairs': (v) => yes(v.shape === 'seven-pairs'),
  'greater-honors-and-knitted-tiles': (v) => yes(v.honors === 7),
  'lesser-honors-and-knitted-tiles': (v) => yes(v.honors >= 5),
  'knitted-straight': (v) => yes(v.knit !== null),
  'nine-gates': (v) => yes(v.nineGates),
} satisfies Partial<Record<FanId, Detector>>;

/** The pung and chow combinations (fans/group-pungs.ts, group-chows.ts), counted when the View is built. */
const pungCombinations = {
  ...(Object.fromEntries(PUNG_FAN_IDS.map((id) => [id, combo(id)])) as Record<(typeof PUNG_FAN_IDS)[number], Detector>),
} satisfies Partial<Record<FanId, Detector>>;
const chowCombinations = {
  ...(Object.fromEntries(CHOW_FAN_IDS.map((id) => [id, combo(id)])) as Record<(typeof CHOW_FAN_IDS)[number], Detector>),
} satisfies Partial<Record<FanId, Detector>>;

const honorPungs = {
  'little-four-winds': (v) => yes(v.windPungs === 3 && isWind(v.pair)),
  'little-three-dragons': (v) => yes(v.dragonPungs === 2 && isDragon(v.pair)),
  'dragon-pung': (v) => v.dragonPungs,
  'prevalent-wind': (v) => yes(hasPungOf(v, v.prevalentTile)),
  'seat-wind': (v) => yes(hasPungOf(v, v.seatTile)),
} satisfies Partial<Record<FanId, Detector>>;

const pungs = {
  'all-pungs': (v) => yes(hasSets(v) && v.pungs.length === 4),
  // "a pung of 1s, 9s or a wind not already scored (each)": the exclusions take
  // away the pungs that other fans have scored.
  'pung-of-terminals-or-honors': (v) => v.terminalOrWindPungs,
} satisfies Partial<Record<FanId, Detector>>;

const concealedPungs = {
  'four-concealed-pungs': (v) => yes(v.concealedPungs === 4),
  'three-concealed-pungs': (v) => yes(v.concealedPungs >= 3),
  'two-concealed-pungs': (v) => yes(v.concealedPungs >= 2),
} satisfies Partial<Record<FanId, Detector>>;

const kongs = {
  // Kongs: RULES.md "Kong combinations" (exactly two kongs: two melded 4; one melded
  // and one concealed: Two Melded Kongs + Concealed Kong; two concealed 8).
  'four-kongs': (v) => yes(v.meldedKongs + v.concealedKongs === 4),
  'three-kongs': (v) => yes(v.meldedKongs + v.concealedKongs >= 3), // four kongs hold three: Four Kongs excludes it
  'two-concealed-kongs': (v) => yes(v.concealedKongs >= 2),
  'two-melded-kongs': (v) => yes(v.meldedKongs + v.concealedKongs >= 2 && v.concealedKongs <= 1),
  // A profile's own fan (mil): one melded and one concealed kong as one fan; it excludes the ones above.
  'melded-and-concealed-kong': (v) => yes(v.meldedKongs === 1 && v.concealedKongs === 1),
  'concealed-kong': (v) => yes(v.concealedKongs >= 1),
  'melded-kong': (v) => yes(v.meldedKongs >= 1),
} satisfies Partial<Record<FanId, Detector>>;

const fours = {
  // "all four of a tile used without a kong (each)"
  'tile-hog': (v) => v.fours - v.meldedKongs - v.concealedKongs,
} satisfies Partial<Record<FanId, Detector>>;

const chows = {
  'all-chows': (v) => yes(v.chows.length + (v.knit ? 3 : 0) === 4 && v.pair >= 0 && v.pair < 27),
} satisfies Partial<Record<FanId, Detector>>;

const UPPER = rankMask(7, 8, 9), MIDDLE = rankMask(4, 5, 6), LOWER = rankMask(1, 2, 3);
const UPPER_FOUR = rankMask(6, 7, 8, 9), LOWER_FOUR = rankMask(1, 2, 3, 4);

const everyTile = {
  'all-green': (v) => yes(every(v, GREEN)),
  'reversible-tiles': (v) => yes(every(v, REVERSIBLE)),
  'all-terminals': (v) => yes(every(v, TERMINAL)),
  'all-honors': (v) => yes(every(v, HONOR)),
  'all-terminals-and-honors': (v) => yes(every(v, TERMINAL_OR_HONOR)),
  'all-simples': (v) => yes(every(v, SIMPLE)),
} satisfies Partial<Record<FanId, Detector>>;

const ranks = {
  'upper-tiles': (v) => yes(onlyRanks(v, UPPER)),
  'middle-tiles': (v) => yes(onlyRanks(v, MIDDLE)),
  'lower-tiles': (v) => yes(onlyRanks(v, LOWER)),
  'upper-four': (v) => yes(onlyRanks(v, UPPER_FOUR)),
  'lower-four': (v) => yes(onlyRanks(v, LOWER_FOUR)),
} satisfies Partial<Record<FanId, Detector>>;

const everySetFans = {
  'outside-hand': (v) => yes(everySet(v, hasTerminalOrHonor)),
  'all-fives': (v) => yes(everySet(v, hasFive)),
  'all-even-pungs': (v) => yes(everySet(v, isEvenPung)),
} satisfies Partial<Record<FanId, Detector>>;

const suits = {
  'full-flush': (v) => yes(suitCount(v) === 1 && !(v.kinds & HONORS)),
  'half-flush': (v) => yes(suitCount(v) === 1 && (v.kinds & HONORS) !== 0),
  'one-voided-suit': (v) => yes(suitCount(v) === 2),
  'no-honors': (v) => yes(!(v.kinds & HONORS)),
  'all-types': (v) => yes(v.kinds === (SUITS | HONORS)),
} satisfies Partial<Record<FanId, Detector>>;

const howWon = {
  'self-drawn': (v) => yes(v.selfDrawn),
  // Also the hands concealed by nature; a profile may have them score Self-Drawn instead (principle 7).
  'fully-concealed-hand': (v) => yes(v.selfDrawn && v.meldedSets === 0),
  'concealed-hand': (v) => yes(v.meldedSets === 0),
  'melded-hand': (v) => yes(v.shape === 'regular' && v.meldedSets === 4 && !v.selfDrawn),
} satisfies Partial<Record<FanId, Detector>>;

const specialWins = {
  'last-tile': (v) => yes(v.lastTile),
  'last-tile-draw': (v) => yes(v.selfDrawn && v.hand.wallLast),
  'last-tile-claim': (v) => yes(!v.selfDrawn && v.hand.wallLast),
  'out-with-replacement-tile': (v) => yes(v.selfDrawn && v.kong),
  'robbing-the-kong': (v) => yes(!v.selfDrawn && v.kong),
} satisfies Partial<Record<FanId, Detector>>;

const waits = {
  'edge-wait': (v) => yes(v.wait === 'edge-wait'),
  'closed-wait': (v) => yes(v.wait === 'closed-wait'),
  'single-wait': (v) => yes(v.wait === 'single-wait'),
} satisfies Partial<Record<FanId, Detector>>;

const countedApart = {
  // Counted by evaluate/ from the hand's flowers, and after the exclusions.
  'flower-tiles': () => 0,
  'chicken-hand': () => 0,
} satisfies Partial<Record<FanId, Detector>>;

export const DETECTORS: Record<FanId, Detector> = {
  ...shapes, ...pungCombinations, ...chowCombinations, ...honorPungs, ...pungs, ...concealedPungs, ...kongs, ...fours, ...chows, ...everyTile, ...ranks, ...everySetFans, ...suits,
  ...howWon, ...specialWins, ...waits, ...countedApart,
};

/**
 * The detectors again, in groups with what an arrangement must have for any fan of
 * the group to be present: evaluate/best.ts runs a group only when its `when` holds
 * (each fan of a group skipped is 0), which spares most hands some sixty calls.
 * test/fans/detector-groups.test.ts checks that a skipped group would have found
 * nothing, and that the groups hold exactly the detectors of DETECTORS above.
 *
 * A group's `when` is one of the conditions below, as a bit: viewConditions works
 * them all out at once for a View, which is one call where a predicate per group
 * would be one each (on this hot path a call costs more than the test it makes).
 */
export interface DetectorGroup {
  /** A bit of viewConditions: the group runs when the View has it. */
  when: number;
  detectors: Partial<Record<FanId, Detector>>;
  /**
   * The group's fans are the combination fans the View already holds (View.combos):
   * evaluate/best.ts takes them from there in one pass instead of asking each of the
   * group's detectors, which give the same counts.
   */
  combinations?: true;
}

const ALWAYS = 1 << 0;
const SPECIAL_SHAPE = 1 << 1; // not four sets and a pair, or nine gates
const PUNG_COMBINATIONS = 1 << 2; // a combination found, and two pungs or more: a combination takes two sets or more
const CHOW_COMBINATIONS = 1 << 3; // the same with two chows or more
const HONOR_PUNGS = 1 << 4;
const PUNGS = 1 << 5;
const CONCEALED_PUNGS = 1 << 6; // two or more
const KONGS = 1 << 7;
const FOURS = 1 << 8;
const CHOWS = 1 << 9;
const SHARED_TRAIT = 1 << 10; // a trait (green, simple, ...) every tile has
const RANK_BAND = 1 << 11; // only suited tiles, inside one of three bands; every rank band lies inside one of them
const SET_BY_SET = 1 << 12; // regular, and the ranks allow Outside Hand, All Fives or All Even Pungs
const ONE_OR_TWO_SUITS = 1 << 13;
const SELF_DRAWN = 1 << 14;
const NO_MELDS = 1 << 15;
const ALL_MELDED = 1 << 16;
const SPECIAL_WIN = 1 << 17; // last tile, kong, or the wall's last tile
const WAIT = 1 << 18;

const AROUND_5 = rankMask(3, 4, 5, 6, 7);
const EVEN = rankMask(2, 4, 6, 8);

/** The conditions of the groups' `when` that View v meets, as bits. */
export function viewConditions(v: View): number {
  let c = ALWAYS;
  if (v.shape !== 'regular' || v.nineGates) c |= SPECIAL_SHAPE;
  if (v.combos.length > 0 && v.pungs.length >= 2) c |= PUNG_COMBINATIONS;
  if (v.combos.length > 0 && v.chows.length >= 2) c |= CHOW_COMBINATIONS;
  if (v.windPungs + v.dragonPungs > 0) c |= HONOR_PUNGS;
  if (v.pungs.length > 0) c |= PUNGS;
  if (v.concealedPungs >= 2) c |= CONCEALED_PUNGS;
  if (v.meldedKongs + v.concealedKongs > 0) c |= KONGS;
  if (v.fours > 0) c |= FOURS;
  if (v.chows.length > 0) c |= CHOWS;
  if (v.traits !== 0) c |= SHARED_TRAIT;
  if (onlyRanks(v, UPPER_FOUR) || onlyRanks(v, LOWER_FOUR) || onlyRanks(v, MIDDLE)) c |= RANK_BAND;
  // Outside Hand: every set has a 1, a 9 or an honor, so no 4, 5 or 6 is held. All
  // Fives: every set has a 5, so only 3s to 7s. All Even Pungs: only 2 4 6 8, no chow.
  if (
    v.shape === 'regular' &&
    ((v.ranks & MIDDLE) === 0 || onlyRanks(v, AROUND_5) || (onlyRanks(v, EVEN) && v.chows.length === 0))
  )
    c |= SET_BY_SET;
  if (suitCount(v) === 1 || suitCount(v) === 2) c |= ONE_OR_TWO_SUITS;
  if (v.selfDrawn) c |= SELF_DRAWN;
  if (v.meldedSets === 0) c |= NO_MELDS;
  if (v.meldedSets === 4) c |= ALL_MELDED;
  if (v.lastTile || v.kong || v.hand.wallLast) c |= SPECIAL_WIN;
  if (v.wait !== null) c |= WAIT;
  return c;
}

const { 'full-flush': fullFlush, 'half-flush': halfFlush, 'one-voided-suit': oneVoidedSuit, ...anySuits } = suits;
const { 'self-drawn': selfDrawn, 'fully-concealed-hand': fullyConcealed, 'concealed-hand': concealedHand, 'melded-hand': meldedHand } = howWon;

export const DETECTOR_GROUPS: readonly DetectorGroup[] = [
  { when: SPECIAL_SHAPE, detectors: shapes },
  { when: PUNG_COMBINATIONS, detectors: pungCombinations, combinations: true },
  { when: CHOW_COMBINATIONS, detectors: chowCombinations, combinations: true },
  { when: HONOR_PUNGS, detectors: honorPungs },
  { when: PUNGS, detectors: pungs },
  { when: CONCEALED_PUNGS, detectors: concealedPungs },
  { when: KONGS, detectors: kongs },
  { when: FOURS, detectors: fours },
  { when: CHOWS, detectors: chows },
  { when: SHARED_TRAIT, detectors: everyTile },
  { when: RANK_BAND, detectors: ranks },
  { when: SET_BY_SET, detectors: everySetFans },
  { when: ONE_OR_TWO_SUITS, detectors: { 'full-flush': fullFlush, 'half-flush': halfFlush, 'one-voided-suit': oneVoidedSuit } },
  { when: ALWAYS, detectors: anySuits },
  { when: SELF_DRAWN, detectors: { 'self-drawn': selfDrawn, 'fully-concealed-hand': fullyConcealed } },
  { when: NO_MELDS, detectors: { 'concealed-hand': concealedHand } },
  { when: ALL_MELDED, detectors: { 'melded-hand': meldedHand } },
  { when: SPECIAL_WIN, detectors: specialWins },
  { when: WAIT, detectors: waits },
  { when: 0, detectors: countedApart },
];
