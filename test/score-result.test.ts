// The result object score() builds (index.ts): its arrangement is the best arrangement's
// sets as setTiles gives them, and every object and array in it is its own (callers may
// change what they are given).
import { describe, expect, it } from 'vitest';
import { setTiles } from '../src/decompose/sets.js';
import { bestArrangement } from '../src/evaluate/best.js';
import { scoringRules } from '../src/evaluate/rules.js';
import { PROFILES } from '../src/rules/profiles.js';
import { score } from '../src/index.js';
import { parseLine } from '../src/notation/parse.js';
import { tileCode } from '../src/tiles.js';
import { goldenHands } from './helpers/golden.js';

const hands = goldenHands();

/** Every object and array reachable from v (strings and numbers aside). */
function parts(v: unknown, out: object[] = []): object[] {
  if (v && typeof v === 'object') {
    out.push(v);
    for (const x of Object.values(v)) parts(x, out);
  }
  return out;
}

describe('score() results', () => {
  it("the arrangement's tiles are those of the best arrangement's sets", { timeout: 60_000 }, () => {
    const wrong: string[] = [];
    for (const line of hands) {
      const r = score(line);
      const parsed = parseLine(line);
      if (!r.ok || r.verdict === 'not-a-winning-hand' || !parsed.ok) continue;
      const v = bestArrangement(parsed.hand, scoringRules(PROFILES['green-book']))!.view;
      const want: string[][] = [];
      if (v.shape === 'seven-pairs' || v.shape === 'thirteen-orphans' || v.shape === 'honors-and-knitted') {
        want.push([...v.counts].flatMap((n, t) => Array<string>(n).fill(tileCode(t))));
      } else {
        if (v.knit) want.push([...v.knit].sort((a, b) => a - b).map(tileCode));
        for (const s of v.sets) want.push(setTiles(s).map(tileCode));
      }
      const got = r.arrangement.map((s) => s.tiles);
      if (JSON.stringify(got) !== JSON.stringify(want) && wrong.length < 5) wrong.push(`${line}: ${JSON.stringify(got)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('share no object or array with each other, nor within one result', () => {
    const line = '123b 123b 123b EEE N N +win:wall'; // three same chows
    const a = score(line);
    const b = score(line);
    expect(a).toEqual(b);
    const seen = new Set<object>();
    for (const p of [...parts(a), ...parts(b)]) {
      expect(seen.has(p)).toBe(false);
      seen.add(p);
    }
    if (a.ok) {
      a.arrangement[0].tiles[0] = 'changed';
      a.hand.concealed.length = 0;
      a.fans[0].points = -1;
      a.payments[0].amount = 0;
    }
    expect(score(line)).toEqual(b);
  });
});
