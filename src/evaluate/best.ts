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
import { FAN_IDS, type FanId } from '../fans/table.js';
import { DETECTOR_GROUPS, viewConditions, type Detector } from '../fans/detectors.js';
import type { View } from '../fans/view.js';
import { applyExclusions, type Exclusion } from './exclusions.js';
import type { ScoringRules } from './rules.js';
import { handFacts, candidates, buildView, insertSorted, type Candidate, type HandFacts } from './candidates.js';

export interface Scored {
  view: View;
  /** The counted fans (flowers not included) as their indexes in FAN_IDS, ascending: RULES.md's order. */
  fans: number[];
  /** How many times each of `fans` counts. */
  fanCounts: number[];
  excluded: Exclusion[];
  /** Sum of points x count. */
  points: number;
}

const CHICKEN = FAN_IDS.indexOf('chicken-hand');
const PURE_TRIPLE_CHOW = FAN_IDS.indexOf('pure-triple-chow');
const TRIPLE_PUNG = FAN_IDS.indexOf('triple-pung');
/** The groups whose fans are asked one detector at a time (the combination fans are read from View.combos). */
const GROUPS = DETECTOR_GROUPS.filter((g) => !g.combinations).map(({ when, detectors }) => {
  const ids = Object.keys(detectors) as FanId[];
  return { when, index: ids.map((id) => FAN_IDS.indexOf(id)), detect: ids.map((id) => detectors[id] as Detector) };
});
/**
 * Every fan's count while one arrangement is scored, indexed like FAN_IDS: one array
 * for all (scoreView is never re-entered), all 0 again when scoreView returns (only
 * the fans found were set).
 */
const COUNTS: number[] = FAN_IDS.map(() => 0);
/** The fans found while one arrangement is scored, ascending (emptied when scoreView returns). */
const FOUND: number[] = [];

/** Detect, exclude, and add Chicken Hand when nothing else counts, under one profile's rules. */
export function scoreView(view: View, rules: ScoringRules): Scored {
  const { played, points: POINTS } = rules;
  const counts = COUNTS;
  // The fans found, ascending, so that the rest of the way looks at these few
  // rather than at all 81 counts.
  const found = FOUND;
  try {
    // The combination fans (group-chows.ts, group-pungs.ts), counted when the View was
    // built: what their detectors would give, without a call for each.
    const combos = view.combos;
    for (let k = 0; k < combos.length; k += 2) {
      if (played[combos[k]]) {
        counts[combos[k]] = combos[k + 1];
        insertSorted(found, combos[k]);
      }
    }
    const conditions = viewConditions(view);
    for (const { when, index, detect } of GROUPS) {
      if ((conditions & when) === 0) continue;
      for (let i = 0; i < detect.length; i++) {
        const n = detect[i](view);
        if (n > 0 && played[index[i]]) {
          counts[index[i]] = n;
          insertSorted(found, index[i]);
        }
      }
    }
    const excluded = applyExclusions(view, counts, found, rules.exclusions);
    const fans: number[] = [];
    const fanCounts: number[] = [];
    let points = 0;
    for (const i of found) {
      if (counts[i] <= 0) continue;
      fans.push(i);
      fanCounts.push(counts[i]);
      points += counts[i] * POINTS[i];
    }
    if (points === 0) {
      fans.push(CHICKEN);
      fanCounts.push(1);
      points = POINTS[CHICKEN];
    }
    return { view, fans, fanCounts, excluded, points };
  } finally {
    // Only the fans found were set (exclusions only lower counts): all 0 again,
    // even if a defect threw on the way.
    // (pop, not length = 0, which is a call into the runtime).
    while (found.length > 0) counts[found.pop()!] = 0;
  }
}

/** The best arrangement of a hand, or null when its tiles make no winning shape. */
export function bestArrangement(hand: Hand, rules: ScoringRules): Scored | null {
  const facts = handFacts(hand);
  return bestOf(facts, candidates(facts), rules);
}

/**
 * The best of the candidates `list` of the hand `facts` describes (null when there is
 * none). `views`, when given, receives each candidate's View; `same`, when given,
 * holds the Views of the same candidates for the same tiles won another way
 * (buildView takes their combination fans over).
 */
export function bestOf(
  facts: HandFacts,
  list: readonly Candidate[],
  rules: ScoringRules,
  same?: readonly View[],
  views?: View[],
): Scored | null {
  if (list.length === 0) return null;
  let best: Scored | null = null;
  for (let i = 0; i < list.length; i++) {
    const view = buildView(facts, list[i], same?.[i]);
    views?.push(view);
    const s = scoreView(view, rules);
    if (
      !best ||
      s.points > best.points ||
      (s.points === best.points &&
        (s.fans.includes(PURE_TRIPLE_CHOW) || s.fans.includes(TRIPLE_PUNG) || best.view.shape === 'seven-pairs'))
    )
      best = s;
  }
  return best;
}
