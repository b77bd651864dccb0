// The restricted graph shared by every discard and both models (chances.ts, model.ts
// RestrictedGraph) gives the same figures, to the last bit, as a graph of its own for
// each run; and a graph solved for one discard, then another, gives the second the
// values a fresh graph gives it (each run's values are its own).
import { describe, expect, it } from 'vitest';
import { chancesOfHand } from '../../src/chances/chances.js';
import { RestrictedGraph, RestrictedSearch, cost, type Entry, type Setting } from '../../src/chances/model.js';
import { PointsMemo } from '../../src/chances/points.js';
import { readAdviceLine } from '../../src/advice/read.js';
import { targetsNear } from '../../src/advice/targets.js';
import { scoringRules } from '../../src/evaluate/rules.js';
import { ruleProfile } from '../../src/rules/profiles.js';
import { mulberry32 } from '../../src/random.js';
import { tileCode } from '../../src/tiles.js';

const rules = scoringRules(ruleProfile('green-book')!);
const CODES = Array.from({ length: 34 }, (_, t) => tileCode(t));

/** Seeded 14-tile hands: near ready (a fixed shape with some tiles exchanged) and a few fresh deals. */
function hands(n: number): string[] {
  const rnd = mulberry32(91);
  const out = [
    '6c 9b 7d 8d 2d 3b 3b S 7b 8b 3b 6c 6d 6c',
    '[123b] 456c 78d EE 55d 1c 2c',
    '1b 1b 3b 3b 5c 5c 7d 7d 9d E E W 2c 4c',
    '3b 4b 4d 9c 2b 5d 6d 6d 6d 6d 4b 7b G G +seat:W +round:W',
  ];
  const base = ['2b', '3b', '4b', '6c', '7c', '8c', '2d', '3d', '4d', '5d', '5d', 'E', 'E', 'E'];
  while (out.length < n) {
    const t = base.slice();
    for (let k = 1 + Math.floor(rnd() * 3); k > 0; k--) t[Math.floor(rnd() * t.length)] = CODES[Math.floor(rnd() * 34)];
    const line = `${t.join(' ')} +seat:${'ESWN'[Math.floor(rnd() * 4)]}`;
    const read = readAdviceLine(line);
    if (!('error' in read)) out.push(line);
  }
  return out;
}

describe('chances: the shared restricted graph', () => {
  for (const line of hands(9)) {
    it(`${line}: the same figures as a graph per run`, () => {
      const read = readAdviceLine(line);
      if ('error' in read) throw new Error(read.error.message);
      const shared = chancesOfHand(read, rules, 12, 20, 1, true);
      const own = chancesOfHand(read, rules, 12, 20, 1, false);
      expect(shared.discards.some((d) => d.eitherWay.kind === 'restricted')).toBe(true);
      expect(JSON.stringify(shared)).toBe(JSON.stringify(own));
    }, 120_000);
  }

  it('a graph solved for one discard, then another: the second as on a fresh graph', () => {
    const read = readAdviceLine('6c 9b 7d 8d 2d 3b 3b S 7b 8b 3b 6c 6d 6c');
    if ('error' in read) throw new Error(read.error.message);
    const { counts, hand } = read;
    const memo = new PointsMemo({ melds: hand.melds, seatWind: hand.seatWind, prevalentWind: hand.prevalentWind }, rules);
    const entries: Entry[] = [];
    for (const tg of targetsNear(counts, read.meldCounts, 0, 3)) {
      const tiles = [...tg.counts.keys()].filter((t) => tg.counts[t] > 0);
      for (const w of tiles) {
        const p = memo.of(tg.counts, w);
        const selfOk = p.selfDrawn >= 8, ronOk = p.discard >= 8;
        if (selfOk || ronOk) entries.push({ c: tg.counts, tiles, w, selfPts: p.selfDrawn, ronPts: p.discard, selfOk, ronOk, selfFans: null, ronFans: null });
      }
    }
    const N = 10;
    const setting = (x: number, either: boolean): { s: Setting; h: Uint8Array; list: Entry[] } => {
      const u0 = new Int8Array(34);
      for (let t = 0; t < 34; t++) u0[t] = 4 - (t === x ? 1 : 0);
      const h = counts.slice();
      h[x]--;
      let W = 0;
      for (let t = 0; t < 34; t++) W += u0[t] - h[t];
      const list = entries.filter((e) => e.tiles.every((t) => e.c[t] <= u0[t]));
      return { s: { u0, W, either, flowers: 0, N }, h, list };
    };
    const solve = (graph: RestrictedGraph, x: number, either: boolean): Float64Array[] => {
      const { s, h, list } = setting(x, either);
      const d = Math.min(...list.map((e) => cost(e, h)));
      const search = new RestrictedSearch(s, graph);
      const root = search.node(h, d, list.filter((e) => cost(e, h) === d));
      search.solve(root);
      return [root.p!.slice(), root.ev!.slice()];
    };
    // The discards whose entries are the whole list (so one graph serves them all).
    const xs = Array.from({ length: 34 }, (_, t) => t).filter((x) => counts[x] > 0 && setting(x, true).list.length === entries.length);
    expect(xs.length).toBeGreaterThanOrEqual(2);
    const graph = new RestrictedGraph();
    for (const x of xs) {
      for (const either of [false, true]) {
        const onShared = solve(graph, x, either);
        const fresh = solve(new RestrictedGraph(), x, either);
        expect(onShared[0][N]).toBeGreaterThan(0);
        expect(Array.from(onShared[0])).toEqual(Array.from(fresh[0]));
        expect(Array.from(onShared[1])).toEqual(Array.from(fresh[1]));
      }
    }
    // The graph did serve several runs: more hands than any one run reached.
    expect(graph.states).toBeGreaterThan(0);
  });
});
