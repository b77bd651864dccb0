// Advice against brute force (brute.ts: every draw, every discard, the scorer on every
// completed hand), on generated hands of every kind: regular, seven pairs, thirteen
// orphans, both knitted forms, hands with melds, seen tiles; both profiles; both
// flavours; legal distances 0, 1 and 2. npm test takes a sample (a few seconds);
// npm run test:full a larger one (MCR_TEST_FULL=1).
import { describe, expect, it } from 'vitest';
import { advise } from '../../src/advice/index.js';
import type { AnalysisJson, LegalJson } from '../../src/advice/types.js';
import { parseLine } from '../../src/notation/parse.js';
import { tileCode, type Tile, type Wind } from '../../src/tiles.js';
import { FULL } from '../helpers/full.js';
import { Brute, type BruteResult } from './brute.js';
import {
  int,
  line,
  nearHand,
  pick,
  rng,
  type GenHand,
  type Rng,
  SHAPES,
} from '../waits/gen.js';

const WINDS: Wind[] = ['E', 'S', 'W', 'N'];
const KINDS = SHAPES;

interface Case {
  line: string;
  brute: Brute;
  /** The standing counts and the table (seen tiles) as the line gives them. */
  h: Uint8Array;
  seen: Uint8Array;
}

/** A 13- or 14-tile line made from a complete hand: one tile away, `k` exchanged, perhaps a drawn tile, seen tiles, seat and round. */
function makeCase(r: Rng, gen: GenHand, k: number, fourteen: boolean, rules: string): Case | null {
  const near = nearHand(r, gen, k);
  if (!near) return null;
  let h = near.h;
  const used = near.used;
  if (fourteen) {
    const free = Array.from({ length: 34 }, (_, t) => t).filter((t) => used[t] < 4);
    const t = pick(r, free);
    h = { ...h, concealed: [...h.concealed, t] };
    used[t]++;
  }
  const seen = new Uint8Array(34);
  const seenCodes: string[] = [];
  if (r() < 0.5) {
    for (let i = int(r, 6) + 1; i > 0; i--) {
      const t = int(r, 34);
      if (used[t] + seen[t] >= 4) continue;
      seen[t]++;
      seenCodes.push(tileCode(t));
    }
  }
  const seat = pick(r, WINDS);
  const round = pick(r, WINDS);
  const options = [`+seat:${seat}`, `+round:${round}`];
  if (seenCodes.length > 0) options.push(`+seen:${seenCodes.join('')}`);
  const l = line({ ...h, options });
  const p = parseLine(l.replace(/\+seen:\S*/, ''));
  if (!p.ok) return null;
  const counts = new Uint8Array(34);
  for (const t of p.hand.concealed) counts[t]++;
  const brute = new Brute({ melds: p.hand.melds, seatWind: seat, prevalentWind: round, rules });
  return { line: l, brute, h: counts, seen };
}

/** What the brute force says, in advice's terms at that depth. */
function expectLegal(got: LegalJson, want: number | null, depth: number, what: string): void {
  if (want !== null) expect(got, what).toEqual({ distance: want, exact: true });
  else if (got.distance !== null) expect(got.distance, what).toBeGreaterThan(depth);
}

function compare(a: AnalysisJson, b: BruteResult, depth: number, at: string): void {
  expectLegal(a.legal.discard, b.discard, depth, `${at} discard`);
  expectLegal(a.legal.any, b.any, depth, `${at} any`);
  if (a.structural === 0) {
    expect(a.waits.map((w) => [w.tile, w.live, w.discard.fanPoints, w.selfDrawn.fanPoints]), `${at} waits`).toEqual(
      b.waits.map((w) => [tileCode(w.tile), w.live, w.discard, w.selfDrawn]),
    );
  } else expect(b.waits, `${at} waits`).toEqual([]);
  const drawsD = a.draws.filter((d) => d.discard).map((d) => d.tile);
  const drawsA = a.draws.filter((d) => d.any).map((d) => d.tile);
  expect(drawsD, `${at} draws (discard)`).toEqual(b.drawsDiscard.map(tileCode));
  expect(drawsA, `${at} draws (any)`).toEqual(b.drawsAny.map(tileCode));
  for (const d of a.draws) expect(d.live, `${at} ${d.tile} live`).toBeGreaterThan(0);
  // The route: legal wins at the legal distance either way.
  if (a.legal.any.distance !== null && a.legal.any.exact) {
    expect(a.route.length, `${at} route`).toBeGreaterThan(0);
    for (const rt of a.route) {
      expect(rt.draws.length, `${at} route draws`).toBe(a.legal.any.distance);
      expect(Math.max(rt.discard, rt.selfDrawn), `${at} route points`).toBeGreaterThanOrEqual(8);
    }
  }
}

function run(seed: number, n: number, depth: number, fourteen: boolean): number {
  const r = rng(seed);
  let checked = 0;
  for (let i = 0; i < n; i++) {
    const [kind, gen] = KINDS[i % KINDS.length];
    const g = gen(r);
    if (!g) continue;
    const rules = i % 3 === 2 ? 'mil' : 'green-book';
    const c = makeCase(r, g, int(r, depth + 1), fourteen, rules);
    if (!c) continue;
    const res = advise(c.line, { rules, depth });
    if (!res.ok) throw new Error(`${c.line}: ${res.error.message}`);
    const at = `${kind} ${rules}: ${c.line}`;
    if (!fourteen) compare(res.analysis!, c.brute.advise(c.h, c.seen, depth), depth, at);
    else {
      expect(res.discards.length).toBe(c.h.filter((x) => x > 0).length);
      for (const d of res.discards) {
        const t = c.h.findIndex((_, k) => tileCode(k) === d.tile);
        const h = c.h.slice();
        h[t]--;
        const table = c.seen.slice();
        table[t]++;
        compare(d, c.brute.advise(h, table, depth), depth, `${at} discard ${d.tile}`);
      }
    }
    checked++;
  }
  return checked;
}

describe('advice against brute force', () => {
  it('13 tiles, legal distance up to 1, every kind of hand', () => {
    expect(run(1, FULL ? 400 : 44, 1, false)).toBeGreaterThan(FULL ? 300 : 30);
  });
  it('14 tiles, every discard, legal distance up to 1', () => {
    expect(run(2, FULL ? 100 : 8, 1, true)).toBeGreaterThan(FULL ? 70 : 5);
  });
  it('13 tiles, legal distance up to 2', () => {
    expect(run(3, FULL ? 60 : 6, 2, false)).toBeGreaterThan(FULL ? 40 : 3);
  });
});
