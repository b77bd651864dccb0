// The chances' exact figures against brute force (docs/ADVICE.md "Chances", Proof):
// an expectimax over every draw and every discard of the model, written from the
// model's statement without src/chances: every unseen tile drawn with its weight,
// every concealed tile discarded, every completed hand scored by the scorer
// (test/advice/brute.ts: scoreHand on every winning shape). The only pruning is the
// shape distance (mcr waits): a hand d exchanges from ready by shape can not win in
// d draws or fewer. N = 1, 2, 3 on sampled hands of every kind, with seen tiles and
// melds, both profiles; self-drawn and either way; equal to 1e-9.
import { describe, expect, it } from 'vitest';
import { chances } from '../../src/chances/chances.js';
import { parseLine } from '../../src/notation/parse.js';
import { distance } from '../../src/waits/distance.js';
import { tileCode, type Tile, type Wind } from '../../src/tiles.js';
import { FULL } from '../helpers/full.js';
import { minimumOf } from '../../src/rules/profiles.js';
import { Brute } from '../advice/brute.js';
import { SHAPES, int, line, nearHand, pick, rng, type GenHand, type Rng } from '../waits/gen.js';

const WINDS: Wind[] = ['E', 'S', 'W', 'N'];

interface Model {
  brute: Brute;
  melds: number;
  meld: Uint8Array;
  u0: Uint8Array;
  W: number;
  min: number;
  flowers: number;
  either: boolean;
  memo: Map<string, { p: number; ev: number }>;
}

function value(m: Model, h: Uint8Array, n: number): { p: number; ev: number } {
  if (n === 0) return { p: 0, ev: 0 };
  if (distance(h, m.meld, m.melds) >= n) return { p: 0, ev: 0 };
  const key = `${h.join(',')}/${n}`;
  const hit = m.memo.get(key);
  if (hit) return hit;
  let q = 0, ronPay = 0;
  if (m.either) {
    for (let t = 0; t < 34; t++) {
      const u = m.u0[t] - h[t];
      if (u <= 0) continue;
      const w = m.brute.win(h, t);
      if (w && w[0] >= m.min) {
        q += u / m.W;
        ronPay += (u / m.W) * (8 + w[0] + m.flowers + 16);
      }
    }
  }
  let p = 0, ev = 0;
  for (let t = 0; t < 34; t++) {
    const u = m.u0[t] - h[t];
    if (u <= 0) continue;
    const pr = u / m.W;
    const w = m.brute.win(h, t);
    if (w && w[1] >= m.min) {
      p += pr;
      ev += pr * 3 * (8 + w[1] + m.flowers);
      continue;
    }
    let bp = 0, be = 0;
    h[t]++;
    for (let y = 0; y < 34; y++) {
      if (h[y] === 0) continue;
      h[y]--;
      const v = value(m, h, n - 1);
      bp = Math.max(bp, v.p);
      be = Math.max(be, v.ev);
      h[y]++;
    }
    h[t]--;
    p += pr * bp;
    ev += pr * be;
  }
  const Q = q > 0 ? 1 - (1 - q) ** 3 : 0;
  const out = { p: Q + (1 - Q) * p, ev: (q > 0 ? (Q * ronPay) / q : 0) + (1 - Q) * ev };
  m.memo.set(key, out);
  return out;
}

interface Case {
  line: string;
  rules: string;
  seat: Wind;
  round: Wind;
}

/** A 14-tile line from a complete hand: one tile away, k exchanged, a tile drawn, perhaps seen tiles and flowers. */
function makeCase(r: Rng, gen: GenHand, k: number, rules: string): Case | null {
  const near = nearHand(r, gen, k);
  if (!near) return null;
  const { h, used } = near;
  const free = Array.from({ length: 34 }, (_, t) => t).filter((t) => used[t] < 4);
  const drawn = pick(r, free);
  used[drawn]++;
  const seenCodes: string[] = [];
  if (r() < 0.5) {
    for (let i = int(r, 6) + 1; i > 0; i--) {
      const t = int(r, 34);
      if (used[t] >= 4) continue;
      used[t]++;
      seenCodes.push(tileCode(t));
    }
  }
  const seat = pick(r, WINDS);
  const round = pick(r, WINDS);
  const options = [`+seat:${seat}`, `+round:${round}`];
  if (r() < 0.3) options.push(`+flowers:${int(r, 4) + 1}`);
  if (seenCodes.length > 0) options.push(`+seen:${seenCodes.join('')}`);
  return { line: line({ ...h, concealed: [...h.concealed, drawn], options }), rules, seat, round };
}

function check(c: Case, N: number): number {
  const got = chances(c.line, { draws: N, rules: c.rules });
  if (!got.ok) throw new Error(`${c.line}: ${got.error.message}`);
  const p = parseLine(c.line.replace(/\+seen:\S*/, ''));
  if (!p.ok) throw new Error(c.line);
  const hand = p.hand;
  const brute = new Brute({ melds: hand.melds, seatWind: c.seat, prevalentWind: c.round, rules: c.rules });
  const seen = new Uint8Array(34);
  const s = /\+seen:(\S*)/.exec(c.line);
  if (s) {
    const q = parseLine(s[1]);
    if (!q.ok) throw new Error(s[1]);
    for (const t of q.hand.concealed) seen[t]++;
  }
  const counts = new Uint8Array(34);
  for (const t of hand.concealed) counts[t]++;
  const min = c.rules === 'mil' ? minimumOf('mil') : 8;
  let compared = 0;
  for (const d of got.discards) {
    const x = TILE.get(d.tile!)!;
    const h = counts.slice();
    h[x]--;
    const u0 = new Uint8Array(34);
    let W = 0;
    for (let t = 0; t < 34; t++) {
      u0[t] = 4 - brute.meld[t] - seen[t] - (t === x ? 1 : 0);
      W += u0[t] - h[t];
    }
    for (const either of [false, true]) {
      const m: Model = { brute, melds: hand.melds.length, meld: brute.meld, u0, W, min, flowers: hand.flowers, either, memo: new Map() };
      const want = value(m, h, N);
      const fig = either ? d.eitherWay : d.selfDrawn;
      const at = `${c.line} (${c.rules}) discard ${d.tile} N=${N} ${either ? 'either way' : 'self-drawn'}`;
      expect(fig.kind, at).toBe('exact');
      expect(Math.abs(fig.p - want.p), `${at}: P ${fig.p} vs ${want.p}`).toBeLessThan(1e-9);
      expect(Math.abs(fig.ev - want.ev), `${at}: EV ${fig.ev} vs ${want.ev}`).toBeLessThan(1e-9);
      if (want.p > 0) compared++;
      // P(1), self-drawn: the live legal waits' copies over W.
      if (N === 1 && !either) {
        let copies = 0;
        for (let t = 0; t < 34; t++) {
          const w = u0[t] - h[t] > 0 ? brute.win(h, t) : null;
          if (w && w[1] >= min) copies += u0[t] - h[t];
        }
        expect(Math.abs(fig.p - copies / W), at).toBeLessThan(1e-12);
      }
    }
  }
  return compared;
}

/** The shapes whose N = 3 is checked in npm test (all in npm run test:full): the quicker ones. */
const THREE = new Set(['regular, 1 meld', 'regular, 2 melds', 'regular, 3 melds', 'honors and knitted', 'knitted straight with a meld', 'thirteen orphans']);

const TILE = new Map(Array.from({ length: 34 }, (_, t) => [tileCode(t), t as Tile] as const));

describe('chances: exact figures equal brute force (N = 1, 2, 3)', () => {
  for (const rules of ['green-book', 'mil']) {
    for (const [name, gen] of SHAPES) {
      it(`${name}, ${rules}`, () => {
        const r = rng(3700 + name.length * 31 + (rules === 'mil' ? 7 : 0));
        let positive = 0, tried = 0;
        const want = FULL ? 6 : 1;
        for (let i = 0; tried < want && i < 50; i++) {
          const g = gen(r);
          if (!g) continue;
          const c = makeCase(r, g, int(r, 2), rules);
          if (!c) continue;
          tried++;
          for (const N of FULL || THREE.has(name) ? [1, 2, 3] : [1, 2]) positive += check(c, N);
        }
        expect(tried).toBe(want);
        expect(positive, 'some figure above zero was compared').toBeGreaterThan(0);
      }, 600_000);
    }
  }
});
