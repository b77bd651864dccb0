// The figures of the class R (N > 3) against a Monte Carlo simulation of the model
// under the same policy (docs/ADVICE.md "Chances"): tiles drawn from the unseen ones
// with their weights, the others' discards likewise (either way), wins judged by
// the scorer (test/advice/brute.ts), the discard the search's policy for P picks.
// The simulated chance agrees with the figure within three standard errors.
// npm test: a few hands; npm run test:full: more, and more runs.
import { describe, expect, it } from 'vitest';
import { parseLine } from '../../src/notation/parse.js';
import { scoringRules } from '../../src/evaluate/rules.js';
import { ruleProfile } from '../../src/rules/profiles.js';
import { targetsNear } from '../../src/advice/targets.js';
import { PointsMemo } from '../../src/chances/points.js';
import { RestrictedSearch, cost, type Entry, type Node, type Setting } from '../../src/chances/model.js';
import { chances } from '../../src/chances/chances.js';
import { mulberry32 } from '../../src/random.js';
import { tileCode } from '../../src/tiles.js';
import { FULL } from '../helpers/full.js';
import { Brute } from '../advice/brute.js';

const HANDS = [
  '6c 9b 7d 8d 2d 3b 3b S 7b 8b 3b 6c 6d 6c',
  '[123b] 456c 78d EE 55d 1c 2c',
  '2b 3b 4b 6c 7c 8c 2d 3d 5d 6d RR 9b 1c +seat:S',
  '1b 1b 3b 3b 5c 5c 7d 7d 9d E E W 2c 4c',
];

function simulate(line: string, either: boolean, N: number, runs: number, seed: number): { p: number; se: number; figure: number } {
  const r = chances(line, { draws: N });
  if (!r.ok) throw new Error(line);
  const best = r.discards[0];
  const fig = either ? best.eitherWay : best.selfDrawn;
  expect(fig.kind).toBe('restricted');
  // The same search, made again here to follow its policy.
  const parsed = parseLine(line);
  if (!parsed.ok) throw new Error(line);
  const hand = parsed.hand;
  const rules = scoringRules(ruleProfile('green-book')!);
  const brute = new Brute({ melds: hand.melds, seatWind: hand.seatWind, prevalentWind: hand.prevalentWind, rules: 'green-book' });
  const counts = new Uint8Array(34);
  for (const t of hand.concealed) counts[t]++;
  const x = Array.from({ length: 34 }, (_, t) => t).find((t) => tileCode(t) === best.tile)!;
  const u0 = new Int8Array(34);
  for (let t = 0; t < 34; t++) u0[t] = 4 - brute.meld[t] - (t === x ? 1 : 0);
  const h0 = counts.slice();
  h0[x]--;
  let W = 0;
  for (let t = 0; t < 34; t++) W += u0[t] - h0[t];
  const s: Setting = { u0, W, either, flowers: 0, N };
  const memo = new PointsMemo({ melds: hand.melds, seatWind: hand.seatWind, prevalentWind: hand.prevalentWind }, rules);
  const entries: Entry[] = [];
  for (const tg of targetsNear(counts, brute.meld, hand.melds.length, 3)) {
    const tiles = [...tg.counts.keys()].filter((t) => tg.counts[t] > 0);
    if (tiles.some((t) => tg.counts[t] > u0[t])) continue;
    for (const w of tiles) {
      const p = memo.of(tg.counts, w);
      const selfOk = p.selfDrawn >= 8, ronOk = p.discard >= 8;
      if (selfOk || (either && ronOk)) entries.push({ c: tg.counts, tiles, w, selfPts: p.selfDrawn, ronPts: p.discard, selfOk, ronOk, selfFans: null, ronFans: null });
    }
  }
  const d = Math.min(...entries.map((e) => cost(e, h0)));
  const search = new RestrictedSearch(s);
  const root = search.node(h0, d, entries.filter((e) => cost(e, h0) === d));
  search.solve(root);
  expect(Math.abs(root.p![N] - fig.p)).toBeLessThan(1e-12);
  const rng = mulberry32(seed);
  const draw = (h: Uint8Array): number => {
    let v = rng() * W;
    for (let t = 0; t < 34; t++) {
      const u = u0[t] - h[t];
      if (u <= 0) continue;
      if (v < u) return t;
      v -= u;
    }
    return 33;
  };
  let wins = 0;
  for (let run = 0; run < runs; run++) {
    let node: Node = root;
    let won = false;
    for (let k = 1; k <= N && !won; k++) {
      const n = N - k + 1;
      const h = node.h;
      if (either) {
        for (let o = 0; o < 3 && !won; o++) {
          const t = draw(h);
          const w = brute.win(h, t);
          if (w && w[0] >= 8) won = true;
        }
        if (won) break;
      }
      const t = draw(h);
      const w = brute.win(h, t);
      if (w && w[1] >= 8) {
        won = true;
        break;
      }
      let next = node, bp = node.p![n - 1];
      for (const c of node.d > 1 ? search.kidsOf(node, t) : []) if (c.p![n - 1] > bp) { next = c; bp = c.p![n - 1]; }
      node = next;
    }
    if (won) wins++;
  }
  const p = wins / runs;
  return { p, se: Math.sqrt((fig.p * (1 - fig.p)) / runs), figure: fig.p };
}

describe('chances: the class R figures agree with a simulation of the model under the same policy', () => {
  const hands = FULL ? HANDS : HANDS.slice(0, 2);
  const runs = FULL ? 20_000 : 2_000;
  for (const [i, line] of hands.entries()) {
    for (const either of [false, true]) {
      it(`${line}, ${either ? 'either way' : 'self-drawn'}`, () => {
        const r = simulate(line, either, 12, runs, 37 + i * 2 + (either ? 1 : 0));
        expect(r.figure).toBeGreaterThan(0);
        expect(Math.abs(r.p - r.figure), `simulated ${r.p} against ${r.figure} (se ${r.se})`).toBeLessThanOrEqual(3 * r.se);
      }, 600_000);
    }
  }
});
