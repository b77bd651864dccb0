// The byte writer (formatJsonInto, and formatJson on top of it) must write exactly what
// the string writer before it wrote (json-before.ts): the same characters, and in a
// buffer the same bytes as that string's UTF-8 (what the batch output used to be).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatJson, formatJsonInto } from '../../src/format/json.js';
import { score } from '../../src/index.js';
import type { ScoreOk, ScoreResult } from '../../src/result.js';
import { formatJsonBefore } from './json-before.js';
import { readFailure, win } from './fixtures.js';
import { goldenHands } from '../helpers/golden.js';

const corpus = (name: string): string[] => goldenHands(name === 'hands.jsonl' ? 'green-book/hands.jsonl' : name);

/** What differs between the writers for r, or null: the string, and the bytes written at an offset among other bytes. */
function difference(r: ScoreResult): string | null {
  const before = formatJsonBefore(r);
  const text = formatJson(r);
  if (text !== before) return `formatJson:\n  ${text}\nbefore:\n  ${before}`;
  const want = Buffer.from(before, 'utf8');
  const buf = Buffer.alloc(want.length + 10, 0xaa);
  const end = formatJsonInto(r, buf, 3);
  const got = buf.subarray(3, Math.max(3, end));
  if (end !== 3 + want.length || !got.equals(want)) return `formatJsonInto (end ${end}):\n  ${got}\nbefore:\n  ${before}`;
  if (buf[0] !== 0xaa || buf[end] !== 0xaa) return 'formatJsonInto wrote outside its bytes';
  return null;
}

/** Every difference over a list of results, so that a failure shows the first few. */
function differences(results: Iterable<ScoreResult>): string[] {
  const out: string[] = [];
  for (const r of results) {
    const d = difference(r);
    if (d !== null && out.length < 5) out.push(d);
  }
  return out;
}

const clone = <T>(x: T): T => structuredClone(x);

describe('formatJson and formatJsonInto write what the string writer wrote', () => {
  it('every hand of the corpus, and every bad input', { timeout: 60_000 }, () => {
    const lines = [...corpus('hands.jsonl'), ...corpus('bad-input.jsonl')];
    expect(differences(lines.map(score))).toEqual([]);
  });

  it('non-ASCII input, escapes, below-minimum and not-winning hands, special shapes', () => {
    const lines = [
      '🀇🀈🀉 456c 78d EEE 55d 9d', // Unicode tiles: surrogate pairs
      '123é',
      '中文 x',
      '1b +中中中',
      '1b +seat:中',
      '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S\u2028',
      '\ud800 lone surrogate',
      'lone low \udc00 surrogate',
      '"quoted\\" \t tab \x00 nul \x1b esc \x7f del \x08\x0c\x0a\x0d',
      '7b7b7b\u00a0x',
      '\ufeff[123b] 456c 78d EEE 55d 9d',
      '[SSS] [777c] 567b 345c E E +win:discard +seat:N +round:N +flowers:3',
      '[234b] 89b 11456c 67d 7b',
      '1111b 1b 23456789c 1d',
      '19b19c19dESWNRGP 1b +win:wall',
      '19b19c19dESWNRGP 1b +win:discard +seat:W +from:N +flowers:8',
      '11223344556677b +win:wall',
      '147b258c369dESWRG P',
      '[1111b] [2222c] [3333d] [EEEE] N N +win:discard +seat:S +from:E +last +kong',
      '(1111b) (2222c) (3333d) (EEEE) N N +win:wall +seat:N +round:W +wall-last +kong',
      '',
      '   ',
      'x'.repeat(20_000),
      '中'.repeat(5_000),
    ];
    expect(differences(lines.map(score))).toEqual([]);
  });

  it('every UTF-16 unit up to 0x100, and those at the edges of the surrogates', () => {
    const units = [...Array(0x101).keys(), 0x7ff, 0x800, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0x2028, 0xfffe, 0xffff];
    const all = String.fromCharCode(...units);
    const r = clone(win);
    r.input = all;
    r.reason = all;
    r.hand.concealed = units.map((u) => String.fromCharCode(u)); // tile-code sized strings, one unit each
    r.arrangement[0].tiles = units.map((u) => String.fromCharCode(u, u)); // and two
    expect(differences([score(all), r])).toEqual([]);
  });

  it('any string, as an input line and in every string field of a result', () => {
    const units = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }).map((a) => String.fromCharCode(...a));
    const text = fc.oneof(units, fc.string({ unit: 'binary' }), fc.string());
    fc.assert(
      fc.property(text, (s) => {
        const withText: ScoreOk = clone(win);
        withText.input = s;
        withText.reason = s;
        withText.hand.concealed.push(s, `${s}x`, s.slice(0, 1));
        withText.arrangement.push({ kind: 'special', name: s, tiles: [s], melded: false });
        withText.fans.push({ ...withText.fans[0], name: s, zh: s });
        withText.excluded.push({ ...withText.excluded[0], by: s as never });
        const error = clone(readFailure);
        error.input = s;
        error.error.message = s;
        expect(differences([score(s), withText, error])).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('results built by hand: other names, ids, seats, roles and kinds, numbers of every sort', () => {
    const results: ScoreResult[] = [win, readFailure];
    const numbers = [0, -0, 1, 9, 10, 99, 100, -1, -19, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 1e21, 1.5, -0.25, NaN, Infinity];
    for (const n of numbers) {
      const r = clone(win);
      r.fanPoints = n;
      r.total = n;
      r.hand.flowers = n;
      r.fans[0].count = n;
      r.fans[1].points = n;
      r.payments[0].amount = n;
      results.push(r);
      const e = clone(readFailure);
      e.error.column = n;
      results.push(e);
    }
    const odd = clone(win);
    odd.schema = 'mcr-score/2' as never;
    odd.fans[0].name = 'Another Name'; // the fan's id with other names: written from what it holds
    odd.fans.push({ id: 'no-such-fan' as never, name: 'No Such Fan', zh: '无', points: 3, count: 2 });
    odd.excluded[0].zh = '别';
    odd.hand.seatWind = 'X' as never;
    odd.hand.win = 'air' as never;
    odd.hand.discarder = 'N';
    odd.hand.melds.push({ kind: 'kong', tiles: ['E', 'E', 'E', 'E'], concealed: true });
    odd.hand.melds.push({ kind: 'eye' as never, tiles: [], concealed: false });
    odd.arrangement.push({ kind: 'special', name: 'Seven Pairs', tiles: ['1b', '1b'], melded: false });
    odd.arrangement.push({ kind: 'triple' as never, tiles: ['1b'], melded: true });
    odd.payments.push({ seat: null, role: 'discarder', amount: -16 }, { seat: 'Q' as never, role: 'judge' as never, amount: 0 });
    odd.hand.last = true;
    odd.hand.kong = true;
    results.push(odd);
    // The real names again after other ones, and the other ones again: both ways each time.
    results.push(win, odd, win);
    const empty = clone(win);
    empty.hand.concealed = [];
    empty.arrangement = [];
    empty.fans = [];
    empty.excluded = [];
    empty.payments = [];
    results.push(empty);
    expect(differences(results)).toEqual([]);
  });

  it('values of the wrong type are written as the string writer wrote them', () => {
    const r = clone(win) as unknown as Record<string, any>;
    r.hand.last = 'maybe';
    r.hand.wallLast = 1;
    r.hand.kong = null;
    r.arrangement[0].melded = undefined;
    r.hand.melds[0].concealed = 'é';
    r.fans[0].points = '8';
    r.fans[1].count = 'twice';
    r.payments[0].seat = 7;
    r.hand.winningTile = null;
    r.reason = { why: 'é' };
    expect(differences([r as ScoreResult])).toEqual([]);
  });

  it('keys in SCHEMA.md order whatever order the result was built in', () => {
    const reversed = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(reversed)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)]))
          : v;
    expect(differences([reversed(win) as ScoreResult, reversed(readFailure) as ScoreResult])).toEqual([]);
  });

  it('a formatJson called while a result is being written (a getter) does not disturb it', () => {
    const r = clone(win);
    Object.defineProperty(r, 'reason', { get: () => formatJson(readFailure).slice(0, 12), enumerable: true });
    expect(formatJson(r)).toBe(formatJsonBefore(r));
  });
});

describe('formatJsonInto', () => {
  const r = score('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S');
  const want = Buffer.from(formatJsonBefore(r), 'utf8');

  it('fits exactly, or says it does not fit (-1), in a buffer of any size, never writing past its end', () => {
    const empty = clone(win);
    empty.hand.concealed = [];
    empty.hand.melds = [];
    empty.arrangement = [{ kind: 'pair', tiles: [], melded: false }];
    const odd = clone(win);
    odd.hand.concealed.push('中', '"');
    odd.input = '🀇 é';
    for (const x of [r, empty, odd, readFailure, score('123é')]) {
      const want = Buffer.from(formatJsonBefore(x), 'utf8');
      for (let size = 0; size <= want.length + 1; size++) {
        const buf = Buffer.alloc(size + 16, 0xaa);
        const end = formatJsonInto(x, buf.subarray(0, size), 0);
        expect(end).toBe(size >= want.length ? want.length : -1);
        if (end >= 0) expect(buf.subarray(0, end).equals(want)).toBe(true);
        expect(buf.subarray(size).every((b) => b === 0xaa)).toBe(true);
      }
    }
  });

  it('a result far longer than the scratch space formatJson starts with', () => {
    const long = score(`1b +${'中'.repeat(9_990)}`);
    expect(formatJson(long)).toBe(formatJsonBefore(long));
    const again = score(`${'1b'.repeat(30_000)}`);
    expect(formatJson(again)).toBe(formatJsonBefore(again));
  });
});
