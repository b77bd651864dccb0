// The points path of the chances search (src/chances/points.ts) gives score()'s fan
// points on every corpus hand, both profiles: the way the line was won, and the
// other way (scoreHand with +win turned), from tile counts alone.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { score, scoreHand } from '../../src/score.js';
import { parseLine } from '../../src/notation/parse.js';
import { scoringRules } from '../../src/evaluate/rules.js';
import { ruleProfile } from '../../src/rules/profiles.js';
import { pointsBothWays } from '../../src/chances/points.js';

const fanPoints = (r: ReturnType<typeof score>): number => (r.ok && r.verdict !== 'not-a-winning-hand' ? r.fanPoints : -1);

describe('points path: equal to score() on the corpus', () => {
  for (const rules of ['green-book', 'mil'] as const) {
    it(`every ${rules} corpus hand, both ways`, () => {
      const lines = readFileSync(new URL(`../golden/${rules}/hands.jsonl`, import.meta.url), 'utf8')
        .split('\n').filter(Boolean).map((l) => (JSON.parse(l) as { hand: string }).hand);
      expect(lines.length).toBe(12_000);
      const r = scoringRules(ruleProfile(rules)!);
      let wins = 0;
      for (const line of lines) {
        const p = parseLine(line);
        if (!p.ok) continue;
        const h = p.hand;
        const counts = new Uint8Array(34);
        for (const t of h.concealed) counts[t]++;
        const got = pointsBothWays(h, counts, h.winningTile, r);
        const mine = h.win === 'wall' ? got.selfDrawn : got.discard;
        expect(mine, line).toBe(fanPoints(score(line, { rules })));
        const other = scoreHand({ ...h, win: h.win === 'wall' ? 'discard' : 'wall' }, line, { rules });
        // The other way may be no valid hand (+kong won on a discard robs a kong): compared where it is.
        if (other.ok) expect(h.win === 'wall' ? got.discard : got.selfDrawn, `${line} the other way`).toBe(fanPoints(other));
        if (mine >= 8) wins++;
      }
      expect(wins).toBeGreaterThan(9_000);
    }, 300_000);
  }
});
