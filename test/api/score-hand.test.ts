/**
 * scoreHand() checks the Hand it is given (hand/shape.ts): a value the reader could
 * never make is the error not-a-hand, never scored (a chow [1b 5b 9b], seat X, win
 * "air" used to score as a win). Every Hand the reader makes passes (the corpus).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { score, scoreHand, type Hand } from '../../src/index.js';
import { parseLine } from '../../src/notation/parse.js';

const LINE = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
const good = (): Hand => {
  const p = parseLine(LINE);
  if (!p.ok) throw new Error('the line reads');
  return structuredClone({ ...p.hand });
};

describe('scoreHand', () => {
  it('a Hand the reader made scores as its line does', () => {
    const r = scoreHand(good(), LINE);
    const s = score(LINE);
    expect(r.ok && s.ok && [r.verdict, r.total, r.fans]).toEqual(s.ok && [s.verdict, s.total, s.fans]);
    const lines = readFileSync(new URL('../golden/green-book/hands.jsonl', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean)
      .slice(0, 300)
      .map((l) => (JSON.parse(l) as { hand: string }).hand);
    for (const line of lines) {
      const p = parseLine(line);
      if (!p.ok) continue;
      const r2 = scoreHand(p.hand, line);
      expect([line, r2.ok || r2.error.code]).not.toEqual([line, 'not-a-hand']);
    }
  });

  const cases: [string, (h: Hand) => void, string][] = [
    ['a chow 1b 5b 9b', (h) => (h.melds[0] = { kind: 'chow', tiles: [0, 4, 8], concealed: false }), 'melds[0]'],
    ['a chow across suits 8b 9b 1c', (h) => (h.melds[0] = { kind: 'chow', tiles: [7, 8, 9], concealed: false }), 'melds[0]'],
    ['a pung of two tiles', (h) => (h.melds[0] = { kind: 'pung', tiles: [0, 0, 1], concealed: false }), 'melds[0]'],
    ['a concealed chow', (h) => (h.melds[0] = { kind: 'chow', tiles: [0, 1, 2], concealed: true }), 'melds[0]'],
    ['a meld kind "run"', (h) => ((h.melds[0] as { kind: string }).kind = 'run'), 'melds[0]'],
    ['seat X', (h) => ((h as { seatWind: string }).seatWind = 'X'), 'seatWind'],
    ['round 5', (h) => ((h as { prevalentWind: unknown }).prevalentWind = 5), 'prevalentWind'],
    ['win "air"', (h) => ((h as { win: string }).win = 'air'), 'win'],
    ['discarder "Q"', (h) => ((h as { discarder: string }).discarder = 'Q'), 'discarder'],
    ['a tile 34', (h) => (h.concealed[0] = 34), 'concealed'],
    ['a tile 1.5', (h) => (h.concealed[0] = 1.5), 'concealed'],
    ['a winning tile not the last concealed', (h) => (h.winningTile = 0), 'winningTile'],
    ['kong "yes"', (h) => ((h as { kong: unknown }).kong = 'yes'), 'kong'],
    ['flowers "2"', (h) => ((h as { flowers: unknown }).flowers = '2'), 'flowers'],
    ['five melds', (h) => h.melds.push(...Array.from({ length: 4 }, () => ({ kind: 'pung' as const, tiles: [31, 31, 31], concealed: false }))), 'melds'],
  ];
  for (const [what, spoil, field] of cases) {
    it(`${what}: not-a-hand, naming ${field}`, () => {
      const h = good();
      spoil(h);
      const r = scoreHand(h, 'built in code');
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe('not-a-hand');
        expect(r.error.message).toContain(field);
      }
    });
  }

  it('no Hand at all (null, a string, an array) is not-a-hand too', () => {
    for (const v of [null, 'hand', [], 42]) {
      const r = scoreHand(v as unknown as Hand, '');
      expect(!r.ok && r.error.code).toBe('not-a-hand');
    }
  });
});
