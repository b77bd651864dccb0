/**
 * Scores every candidate arrangement and keeps the best.
 *
 * Tie rule (the reference implementation's, which the corpus follows): candidates
 * are visited special shape first, then regular splits in tile order (evaluate/
 * candidates.ts); a later candidate replaces the kept one when it scores more, or
 * when it scores the same and has Pure Triple Chow or Triple Pung, or the kept one
 * is the seven pairs reading.
 */
import type { Hand } from '../hand/types.js';
import type { Tile } from '../tiles.js';
import { FAN_IDS, FAN_INDEX, DETECTORS, FAMILY_DETECTORS, TRAIT_FANS, setsPass } from '../fans/index.js';
import type { View } from '../fans/view.js';
import { applyExclusions, type Exclusion } from './exclusions.js';
import type { ScoringRules } from './rules.js';
import { handFacts, candidates, buildView, type Candidate, type HandFacts } from './candidates.js';

/** The scorer's decision for one arrangement. */
export interface Scored {
  view: View;
  /** The counted fans (flowers not included) as their indexes in FAN_IDS, ascending: RULES.md's order. */
  fans: number[];
  /** How many times each of `fans` counts. */
  fanCounts: number[];
  excluded: Exclusion[];
  /** The terminal and wind pungs left to Pung of Terminals or Honors when the exclusions took some (evaluate/exclusions.ts). */
  pothLeft: Tile[] | null;
  /** Sum of points x count. */
  points: number;
  /**
   * The fans found that do not depend on how the tile was won (all but those of the
   * families that read it), before the exclusions, when scoreView was asked to keep
   * them; else null. The same arrangement won the other way starts from these.
   */
  eitherWay: Found | null;
}

const CHICKEN = FAN_IDS.indexOf('chicken-hand');
const PURE_TRIPLE_CHOW = FAN_IDS.indexOf('pure-triple-chow');
const TRIPLE_PUNG = FAN_IDS.indexOf('triple-pung');
/**
 * Each family's `when` and its fans' indexes and detectors (the combination fans are
 * read from View.combos, the every-tile fans by trait): first the families whose fans
 * are the same however the tile was won, then (from HOW_WON on) those that read it.
 */
const FAMILIES = [...FAMILY_DETECTORS.filter((f) => !f.howWon), ...FAMILY_DETECTORS.filter((f) => f.howWon)].map(({ when, fans }) => ({
  when,
  index: fans.map((id) => FAN_IDS.indexOf(id)),
  detect: fans.map((id) => DETECTORS[id]),
}));
const HOW_WON = FAMILY_DETECTORS.filter((f) => !f.howWon).length;

/** Fans found in an arrangement: their indexes in FAN_IDS (ascending) and how many times each. */
export interface Found {
  fans: readonly number[];
  counts: readonly number[];
}

/**
 * Counts fan i n times more: in its place in `found` (ascending), with its count
 * beside it in `counts`.
 */
function add(found: number[], counts: number[], i: number, n: number): void {
  let k = found.length;
  while (k > 0 && found[k - 1] > i) k--;
  if (k > 0 && found[k - 1] === i) {
    counts[k - 1] += n;
    return;
  }
  k = found.length;
  found.push(i);
  counts.push(n);
  while (k > 0 && found[k - 1] > i) {
    found[k] = found[k - 1];
    counts[k] = counts[k - 1];
    k--;
  }
  found[k] = i;
  counts[k] = n;
}

/**
 * Detect, exclude, and add Chicken Hand when nothing else counts, under one profile's
 * rules. `otherWay`: the same arrangement won the other way, scored with `keep` (its
 * `eitherWay`), whose fans that do not depend on how the tile was won are taken over
 * rather than found again. `lean`: the points path's (chances/points.ts), `excluded`
 * left empty (applyExclusions).
 */
export function scoreView(view: View, rules: ScoringRules, keep = false, otherWay: Found | null = null, lean = false): Scored {
  const { played, points: POINTS } = rules;
  // The fans found (their indexes in FAN_IDS, ascending) and how many times each:
  // the combination fans as the View's combination counters found them together
  // (account-once), the others from their detectors. A hand has a few.
  let found: number[], counts: number[], eitherWay: Found | null = null;
  if (otherWay) {
    found = otherWay.fans.slice();
    counts = otherWay.counts.slice();
  } else {
    found = [];
    counts = [];
    eitherWayFans(view, played, found, counts);
    if (keep) eitherWay = { fans: found.slice(), counts: counts.slice() };
  }
  for (let f = HOW_WON; f < FAMILIES.length; f++) detectFamily(f, view, played, found, counts);

  const { excluded, pothLeft } = applyExclusions(view, found, counts, rules.exclusions, lean);
  // The fans the exclusions left, kept in place: `found` and `counts` become the counted fans.
  let points = 0;
  let kept = 0;
  for (let k = 0; k < found.length; k++) {
    if (counts[k] <= 0) continue;
    found[kept] = found[k];
    counts[kept++] = counts[k];
    points += counts[k] * POINTS[found[k]];
  }
  while (found.length > kept) {
    found.pop();
    counts.pop();
  }
  if (points === 0) {
    found.push(CHICKEN);
    counts.push(1);
    points = POINTS[CHICKEN];
  }
  return { view, fans: found, fanCounts: counts, excluded, pothLeft, points, eitherWay };
}

/** Adds the fans of the view that do not depend on how the tile was won to found and counts. */
function eitherWayFans(view: View, played: readonly boolean[], found: number[], counts: number[]): void {
  const combos = view.combos;
  for (let k = 0; k < combos.length; k++) {
    const i = FAN_INDEX.get(combos[k])!;
    if (played[i]) add(found, counts, i, 1);
  }
  // The every-tile fans: only those whose trait all the tiles have (a bit of View.traits each).
  for (let bits = view.traits; bits !== 0; bits &= bits - 1) {
    const { fan, sets } = TRAIT_FANS[31 - Math.clz32(bits & -bits)];
    if (played[fan] && setsPass(view, sets) > 0) add(found, counts, fan, 1);
  }
  for (let f = 0; f < HOW_WON; f++) detectFamily(f, view, played, found, counts);
}

/** Adds the fans of FAMILIES[f] present in the view (none when the family's `when` fails). */
function detectFamily(f: number, view: View, played: readonly boolean[], found: number[], counts: number[]): void {
  const { when, index, detect } = FAMILIES[f];
  if (when !== null && !when(view)) return; // none of the family can be present
  for (let k = 0; k < index.length; k++) {
    const n = detect[k](view);
    if (n > 0 && played[index[k]]) add(found, counts, index[k], n);
  }
}

/** Does candidate `s`, visited after `best`, replace it (the tie rule in the file comment)? */
export function replaces(s: Scored, best: Scored | null): boolean {
  return (
    !best ||
    s.points > best.points ||
    (s.points === best.points &&
      (s.fans.includes(PURE_TRIPLE_CHOW) || s.fans.includes(TRIPLE_PUNG) || best.view.shape === 'seven-pairs'))
  );
}

/** The best arrangement of a hand, or null when its tiles make no winning shape. */
export function bestArrangement(hand: Hand, rules: ScoringRules): Scored | null {
  const facts = handFacts(hand);
  return bestOf(facts, candidates(facts), rules);
}

/** What bestOf can take over from the same candidates scored before (see bestOf). */
export interface Before {
  /** Their Views for the same tiles with another winning tile: buildView takes their combination fans over. */
  views?: readonly View[];
  /** Their Scored (kept with `eitherWay`) for the same tiles and winning tile won the other way: their fans found either way are taken over. */
  otherWay?: readonly Scored[];
}

/**
 * The best of the candidates `list` of the hand `facts` describes (null when there is
 * none). `before`, when given, is what the same candidates gave before (Before);
 * `scored`, when given, receives each candidate's Scored, with its fans found either
 * way kept (Scored.eitherWay) for the same tiles won the other way. `lean`: points
 * and fans only, no exclusion listed (scoreView).
 */
export function bestOf(
  facts: HandFacts,
  list: readonly Candidate[],
  rules: ScoringRules,
  before?: Before,
  scored?: Scored[],
  lean = false,
): Scored | null {
  if (list.length === 0) return null;
  let best: Scored | null = null;
  for (let i = 0; i < list.length; i++) {
    const other = before?.otherWay?.[i];
    const view = other ? buildView(facts, list[i], other.view, true) : buildView(facts, list[i], before?.views?.[i]);
    const s = scoreView(view, rules, scored !== undefined, other ? other.eitherWay : null, lean);
    scored?.push(s);
    if (replaces(s, best)) best = s;
  }
  return best;
}
