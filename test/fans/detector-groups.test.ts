// evaluate/best.ts runs a group of detectors only when the group's `when` holds.
// That is safe only if a group skipped would have found nothing: checked here on
// every arrangement of every corpus hand and of 20,000 generated winning hands.
import { describe, expect, it } from 'vitest';
import { DETECTORS, DETECTOR_GROUPS, viewConditions } from '../../src/fans/detectors.js';
import { FAN_IDS, type FanId } from '../../src/fans/table.js';
import { parseLine } from '../../src/notation/parse.js';
import { validate } from '../../src/hand/validate.js';
import { handFacts, candidates, buildView } from '../../src/evaluate/candidates.js';
import type { View } from '../../src/fans/view.js';
import { Rng, winningHand, writeHand } from '../property/generators.js';
import { goldenHands } from '../helpers/golden.js';

function* views(lines: Iterable<string>): Generator<[string, View]> {
  for (const line of lines) {
    const p = parseLine(line);
    if (!p.ok || validate(p.hand).kind !== 'ok') continue;
    const f = handFacts(p.hand);
    for (const c of candidates(f)) yield [line, buildView(f, c)];
  }
}

function skippedButPresent(lines: Iterable<string>): string[] {
  const wrong: string[] = [];
  for (const [line, v] of views(lines)) {
    for (const g of DETECTOR_GROUPS) {
      if (viewConditions(v) & g.when) continue;
      for (const [id, detect] of Object.entries(g.detectors)) {
        if (detect!(v) !== 0) wrong.push(`${id} in ${line}`);
      }
    }
  }
  return wrong;
}

/** Lines whose View.combos differ from what the combination groups' detectors give (evaluate/best.ts reads combos). */
function combosNotAsDetected(lines: Iterable<string>): string[] {
  const wrong: string[] = [];
  const comboIds = DETECTOR_GROUPS.filter((g) => g.combinations).flatMap((g) => Object.keys(g.detectors) as FanId[]);
  for (const [line, v] of views(lines)) {
    const fromDetectors = comboIds.map((id) => [FAN_IDS.indexOf(id), DETECTORS[id](v)]).filter(([, n]) => n > 0);
    const fromCombos: number[][] = [];
    for (let k = 0; k < v.combos.length; k += 2) fromCombos.push([v.combos[k], v.combos[k + 1]]);
    const key = (x: number[][]) => JSON.stringify([...x].sort((a, b) => a[0] - b[0]));
    if (key(fromDetectors) !== key(fromCombos)) wrong.push(line);
  }
  return wrong;
}

describe('detector groups', () => {
  it('combination groups find exactly the View.combos that scoring reads in their stead', () => {
    const rng = new Rng(77);
    const lines = [...goldenHands(), ...Array.from({ length: 5_000 }, () => writeHand(winningHand(rng)))];
    expect(combosNotAsDetected(lines)).toEqual([]);
    expect(DETECTOR_GROUPS.filter((g) => g.combinations).length).toBe(2);
  });

  it('hold every fan exactly once, each with its own detector', () => {
    const seen: FanId[] = DETECTOR_GROUPS.flatMap((g) => Object.keys(g.detectors) as FanId[]);
    expect([...seen].sort()).toEqual([...FAN_IDS].sort());
    for (const g of DETECTOR_GROUPS) {
      for (const [id, detect] of Object.entries(g.detectors)) expect(detect).toBe(DETECTORS[id as FanId]);
    }
  });

  it('are skipped only when none of their fans is present (corpus hands)', () => {
    const lines = goldenHands();
    expect(skippedButPresent(lines)).toEqual([]);
  });

  it('are skipped only when none of their fans is present (generated hands)', () => {
    const rng = new Rng(1130);
    const lines = Array.from({ length: 20_000 }, () => writeHand(winningHand(rng)));
    expect(skippedButPresent(lines)).toEqual([]);
  });
});
