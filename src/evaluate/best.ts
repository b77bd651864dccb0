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
import { FAN_IDS, FANS, type FanId } from '../fans/table.js';
import { DETECTOR_GROUPS, type Detector } from '../fans/detectors.js';
import type { View } from '../fans/view.js';
import { applyExclusions, type Exclusion } from './exclusions.js';
import { handFacts, candidates, buildView } from './candidates.js';

export interface Scored {
  view: View;
  /** Counted fans: counts indexed like FAN_IDS (flowers not included). */
  counts: number[];
  /** The indexes of the counted fans (count > 0), ascending: RULES.md's order. */
  fans: number[];
  excluded: Exclusion[];
  /** Sum of points x count. */
  points: number;
}

const CHICKEN = FAN_IDS.indexOf('chicken-hand');
const PURE_TRIPLE_CHOW = FAN_IDS.indexOf('pure-triple-chow');
const TRIPLE_PUNG = FAN_IDS.indexOf('triple-pung');
const POINTS = FAN_IDS.map((id) => FANS[id].points);
const GROUPS = DETECTOR_GROUPS.map(({ when, detectors }) => {
  const ids = Object.keys(detectors) as FanId[];
  return { when, index: ids.map((id) => FAN_IDS.indexOf(id)), detect: ids.map((id) => detectors[id] as Detector) };
});
const NONE: readonly number[] = FAN_IDS.map(() => 0);

/** Detect, exclude, and add Chicken Hand when nothing else counts. */
export function scoreView(view: View): Scored {
  const counts = NONE.slice();
  // The fans found, ascending, so that the rest of the way looks at these few
  // rather than at all 81 counts.
  const found: number[] = [];
  for (const { when, index, detect } of GROUPS) {
    if (!when(view)) continue;
    for (let i = 0; i < detect.length; i++) {
      const n = detect[i](view);
      if (n > 0) {
        counts[index[i]] = n;
        insertSorted(found, index[i]);
      }
    }
  }
  const excluded = applyExclusions(view, counts, found);
  const fans: number[] = [];
  let points = 0;
  for (const i of found) {
    if (counts[i] <= 0) continue;
    fans.push(i);
    points += counts[i] * POINTS[i];
  }
  if (points === 0) {
    counts[CHICKEN] = 1;
    fans.push(CHICKEN);
    points = POINTS[CHICKEN];
  }
  return { view, counts, fans, excluded, points };
}

/** Inserts n into the ascending list `list`. */
function insertSorted(list: number[], n: number): void {
  let i = list.length;
  list.push(n);
  while (i > 0 && list[i - 1] > n) {
    list[i] = list[i - 1];
    i--;
  }
  list[i] = n;
}

/** The best arrangement of a hand, or null when its tiles make no winning shape. */
export function bestArrangement(hand: Hand): Scored | null {
  const facts = handFacts(hand);
  const list = candidates(facts);
  if (list.length === 0) return null;
  let best: Scored | null = null;
  for (const cand of list) {
    const s = scoreView(buildView(facts, cand));
    if (
      !best ||
      s.points > best.points ||
      (s.points === best.points &&
        (s.counts[PURE_TRIPLE_CHOW] > 0 || s.counts[TRIPLE_PUNG] > 0 || best.view.shape === 'seven-pairs'))
    )
      best = s;
  }
  return best;
}

export const countOf = (s: Scored, id: FanId): number => s.counts[FAN_IDS.indexOf(id)];
