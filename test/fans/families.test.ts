// The scorer asks a family's detectors only when the family's `when` holds
// (fans/define.ts Family). That is safe only if a family skipped would have found
// nothing: checked here on every arrangement of corpus hands and of generated
// winning hands. And every fan is defined once, in one family.
import { describe, expect, it } from 'vitest';
import { DEFINITIONS, DETECTORS, FAMILY_DETECTORS, FAN_IDS, COMBINATIONS } from '../../src/fans/index.js';
import { parseLine } from '../../src/notation/parse.js';
import { validate } from '../../src/hand/validate.js';
import { handFacts, candidates, buildView, sameTilesWon } from '../../src/evaluate/candidates.js';
import type { Hand } from '../../src/hand/types.js';
import type { View } from '../../src/fans/view.js';
import { Rng, winningHand, writeHand } from '../property/generators.js';
import { goldenHands } from '../helpers/golden.js';
import { FULL } from '../helpers/full.js';

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
    for (const f of FAMILY_DETECTORS) {
      if (f.when === null || f.when(v)) continue;
      for (const id of f.fans) if (DETECTORS[id](v) !== 0) wrong.push(`${id} in ${line}`);
    }
  }
  return wrong;
}

describe('fan families', () => {
  it('hold every fan but the combination fans (read from View.combos) and the every-tile fans (TRAIT_FANS) exactly once', () => {
    const seen = FAMILY_DETECTORS.flatMap((f) => f.fans);
    expect([...seen].sort()).toEqual(FAN_IDS.filter((id) => !COMBINATIONS.has(id) && !DEFINITIONS[id].everyTile).sort());
    expect([...COMBINATIONS].every((id) => DEFINITIONS[id].combination)).toBe(true);
  });

  it('the combination counters find what each combination fan detector reads', () => {
    const rng = new Rng(77);
    for (const [line, v] of views(Array.from({ length: FULL ? 2_000 : 500 }, () => writeHand(winningHand(rng))))) {
      for (const id of COMBINATIONS) expect(DETECTORS[id](v), `${id} in ${line}`).toBe(v.combos.filter((c) => c === id).length);
    }
  });

  it('are skipped only when none of their fans is present (corpus hands)', () => {
    const lines = goldenHands().filter((_, i) => FULL || i % 4 === 0);
    expect(skippedButPresent(lines)).toEqual([]);
  });

  it('are skipped only when none of their fans is present (generated hands)', () => {
    const rng = new Rng(1130);
    const lines = Array.from({ length: FULL ? 20_000 : 4_000 }, () => writeHand(winningHand(rng)));
    expect(skippedButPresent(lines)).toEqual([]);
  });

  it('that do not read how the tile was won find the same fans won on a discard and by self-draw', () => {
    const wrong: string[] = [];
    let compared = 0;
    const lines = [...goldenHands().filter((_, i) => FULL || i % 4 === 0), ...generated(FULL ? 20_000 : 4_000)];
    for (const line of lines) {
      const p = parseLine(line);
      if (!p.ok) continue;
      const discard: Hand = { ...p.hand, win: 'discard' };
      const wall: Hand = { ...p.hand, win: 'wall', discarder: null };
      if (validate(discard).kind !== 'ok' || validate(wall).kind !== 'ok') continue;
      const f = handFacts(discard);
      const g = sameTilesWon(f, wall);
      for (const c of candidates(f)) {
        const a = buildView(f, c), b = buildView(g, c);
        compared++;
        for (const fam of FAMILY_DETECTORS) {
          if (fam.howWon) continue;
          for (const id of fam.fans) if (DETECTORS[id](a) !== DETECTORS[id](b)) wrong.push(`${id} in ${line}`);
        }
        if (a.traits !== b.traits || a.combos.join() !== b.combos.join()) wrong.push(`traits or combinations in ${line}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(2_000);
  });
});

function generated(n: number): string[] {
  const rng = new Rng(1131);
  return Array.from({ length: n }, () => writeHand(winningHand(rng)));
}
