// The chances' points path (chances/points.ts) takes two shortcuts of the scorer's
// engine: the hand's facts from tile counts (countsFacts, no concealed list, the
// counts not copied without melds) and lean exclusions (the counts only, nothing
// listed). On every corpus hand, both profiles, each gives what the full path gives:
// the same facts, and for every candidate the same counted fans, counts and points.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseLine } from '../../src/notation/parse.js';
import { handFacts, countsFacts, candidates, buildView, type HandFacts } from '../../src/evaluate/candidates.js';
import { scoreView } from '../../src/evaluate/best.js';
import { scoringRules } from '../../src/evaluate/rules.js';
import { ruleProfile } from '../../src/rules/profiles.js';

/** Every field of the facts but the hand they were made from. */
const FIELDS = [
  'standing', 'tiles', 'all', 'meldSets', 'meldedSets', 'meldedKongs', 'concealedKongs', 'kinds', 'traits', 'selfDrawn',
  'winTile', 'lastTile', 'kong', 'fours', 'prevalentTile', 'seatTile', 'unique',
] as const satisfies readonly (keyof HandFacts)[];
const same = (x: unknown, y: unknown): boolean => {
  if (x instanceof Uint8Array && y instanceof Uint8Array) return x.length === y.length && x.every((n, i) => n === y[i]);
  return typeof x === 'object' && x !== null ? JSON.stringify(x) === JSON.stringify(y) : x === y;
};

describe('points path shortcuts: the same as the full path on the corpus', () => {
  for (const profile of ['green-book', 'mil'] as const) {
    it(`every ${profile} corpus hand, both ways`, () => {
      const lines = readFileSync(new URL(`../golden/${profile}/hands.jsonl`, import.meta.url), 'utf8')
        .split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { hand: string }).hand);
      const rules = scoringRules(ruleProfile(profile)!);
      let candidatesSeen = 0, excludedSeen = 0;
      for (const line of lines) {
        const p = parseLine(line);
        if (!p.ok) continue;
        for (const win of ['discard', 'wall'] as const) {
          const h = { ...p.hand, win };
          const full = handFacts(h);
          const counts = new Uint8Array(34);
          for (const t of h.concealed) counts[t]++;
          const lean = countsFacts({ ...h, concealed: [] }, counts);
          // The same facts but for the hand object they were made from.
          for (const k of FIELDS) expect(same(lean[k], full[k]), `${line} ${k}`).toBe(true);
          for (const cand of candidates(full)) {
            candidatesSeen++;
            const a = scoreView(buildView(full, cand), rules);
            const b = scoreView(buildView(lean, cand), rules, false, null, true);
            if (a.excluded.length > 0) excludedSeen++;
            expect(b.excluded, line).toEqual([]);
            expect(`${b.fans} ${b.fanCounts} ${b.points}`, `${line} ${win}`).toBe(`${a.fans} ${a.fanCounts} ${a.points}`);
          }
        }
      }
      // The corpus exercises both: candidates, and exclusions that lean leaves unlisted.
      expect(candidatesSeen).toBeGreaterThan(20_000);
      expect(excludedSeen).toBeGreaterThan(1_000);
    }, 300_000);
  }
});
