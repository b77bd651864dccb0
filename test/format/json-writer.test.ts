// The hand-written byte writers (format/json.ts for mcr-score/1, waits/json.ts for
// mcr-waits/1, both on format/json-writer.ts) write exactly what asciiJson writes for
// the same object: JSON.stringify's bytes, keys in schema order, every UTF-16 unit
// above U+007F as a lower-case \uXXXX escape. Over the whole corpus, the bad inputs,
// and strings of every odd sort.
import { describe, expect, it } from 'vitest';
import { asciiJson } from '../../src/format/ascii-json.js';
import { formatJson, formatJsonInto } from '../../src/format/json.js';
import { score } from '../../src/index.js';
import type { ScoreOk, ScoreResult } from '../../src/result.js';
import { analyseWaits } from '../../src/waits/analyse.js';
import { formatWaitsJson, formatWaitsJsonInto, slowJson } from '../../src/waits/json.js';
import type { WaitsOk, WaitsResult } from '../../src/waits/types.js';
import { goldenHands } from '../helpers/golden.js';
import { win } from './fixtures.js';
import { formatJsonBefore } from './json-before.js';

/** The object with `source` where the schemas put it: after `rules` (ok) or `ok` (a reading error). */
function withSource<T extends { ok: boolean }>(r: T, source: { file: string; line: number }): T {
  const out: Record<string, unknown> = {};
  const after = 'rules' in r ? 'rules' : 'ok';
  for (const [k, v] of Object.entries(r)) {
    if (k === 'source') continue;
    out[k] = v;
    if (k === after) out.source = source;
  }
  return out as T;
}

/** What formatJson and formatJsonInto write for r, against asciiJson(r); null when all agree. */
function scoreDifference(r: ScoreResult): string | null {
  const want = asciiJson(r);
  const text = formatJson(r);
  if (text !== want) return `formatJson:\n  ${text}\nasciiJson:\n  ${want}`;
  const buf = Buffer.alloc(want.length + 8, 0xaa);
  const end = formatJsonInto(r, buf, 3);
  if (end !== 3 + want.length || buf.toString('latin1', 3, end) !== want) return `formatJsonInto:\n  ${buf.toString('latin1', 3)}`;
  if (buf[2] !== 0xaa || buf[end] !== 0xaa) return 'formatJsonInto wrote outside its bytes';
  return null;
}

/** What a call gives: its text, or what it threw. */
const outcome = (f: () => string): string => {
  try {
    return f();
  } catch (e) {
    return `threw ${String(e)}`;
  }
};

/**
 * What formatWaitsJson writes for r (or throws), against asciiJson of the object
 * rebuilt in the schema's key order (slowJson, what it always wrote); null when they agree.
 */
function waitsDifference(r: WaitsResult): string | null {
  const want = outcome(() => slowJson(r));
  const text = outcome(() => formatWaitsJson(r));
  return text === want ? null : `formatWaitsJson:\n  ${text}\nslowJson:\n  ${want}`;
}

/** The first few differences over a list. */
function differences<T>(xs: Iterable<T>, difference: (x: T) => string | null): string[] {
  const out: string[] = [];
  for (const x of xs) {
    const d = difference(x);
    if (d !== null && out.length < 3) out.push(d);
  }
  return out;
}

const greenBook = goldenHands('green-book/hands.jsonl');
const mil = goldenHands('mil/hands.jsonl');
const badInput = goldenHands('bad-input.jsonl');

/** A 13-tile ready hand from a corpus hand: its winning tile and the options that describe the win left out (bench/run.mjs). */
const WIN_OPTIONS = /^\+(win(:|$)|kong$|last$|wall-last$)/;
function lessWinningTile(hand: string): string {
  const words = hand.split(' ');
  const options = words.filter((w) => w.startsWith('+') && !WIN_OPTIONS.test(w));
  const tiles = words.filter((w) => !w.startsWith('+'));
  const last = tiles.pop() ?? '';
  const suit = /[0-9]/.test(last) ? last.slice(-1) : '';
  const body = suit ? last.slice(0, -1) : last;
  if (body.length > 1) tiles.push(body.slice(0, -1) + suit);
  return [...tiles, ...options].join(' ');
}

/** Strings of the odd sorts: lone surrogates, pairs, control characters, quotes, backslashes, DEL, non-ASCII, long ones. */
const ODD_STRINGS = [
  '',
  '\ud800',
  'lone low \udc00 surrogate',
  '\udbff\udfff \ud83c\udc07 pair',
  '"quoted\\" \t tab \x00 nul \x1b esc \x7f del \x08\x0c\x0a\x0d\u2028\u2029',
  String.fromCharCode(...Array.from({ length: 0x101 }, (_, i) => i)),
  '中文 é \u00a0 \ufeff \uffff',
  'plain ascii text longer than sixteen characters',
  'x'.repeat(20_000),
  '"'.repeat(3_000),
  '\\'.repeat(3_000),
  '中'.repeat(5_000),
  '\ud800'.repeat(3_000),
];

describe('the score writer writes asciiJson(result)', () => {
  it('every corpus hand under both profiles, and every bad input', { timeout: 120_000 }, () => {
    const results = function* (): Generator<ScoreResult> {
      for (const h of greenBook) yield score(h);
      for (const h of mil) yield score(h, { rules: 'mil' });
      for (const h of badInput) yield score(h);
    };
    expect(differences(results(), scoreDifference)).toEqual([]);
  });

  it('batch results, with their source (every corpus hand and bad input)', { timeout: 60_000 }, () => {
    const results = [...greenBook, ...badInput].map((h, i) => withSource(score(h), { file: i % 2 ? '-' : 'hands/é "x".txt', line: i + 1 }));
    expect(differences(results, scoreDifference)).toEqual([]);
  });

  it('odd strings as input lines, and in every string field of a result', () => {
    const results: ScoreResult[] = [];
    for (const s of ODD_STRINGS) {
      results.push(score(s), score(`123b 456c 789d 11d 2${s}`), withSource(score(s), { file: s, line: 7 }));
      const r: ScoreOk = structuredClone(win);
      r.input = s;
      r.rules = s;
      r.hand.concealed = [s, s.slice(0, 1), s.slice(0, 2), '1b'];
      r.arrangement.push({ kind: 'special', name: s, tiles: [s], melded: false });
      r.fans.push({ ...r.fans[0], name: s, zh: s });
      results.push(r);
    }
    expect(differences(results, scoreDifference)).toEqual([]);
  });
});

describe('the waits writer writes asciiJson of the result (slowJson)', () => {
  const ready = greenBook.slice(0, 3_000).map(lessWinningTile);
  const fourteen = greenBook.slice(0, 300).map((h) => h.split(' ').filter((w) => !WIN_OPTIONS.test(w)).join(' '));

  it('3,000 ready hands from the corpus, 300 of 14 tiles (every discard), every bad input; with and without source', { timeout: 120_000 }, () => {
    const results = function* (): Generator<WaitsResult> {
      let line = 0;
      for (const l of [...ready, ...fourteen, ...badInput]) {
        const r = analyseWaits(l, {});
        yield r;
        yield { ...r, source: { file: line % 2 ? '-' : 'ready \u4e2d.txt', line: ++line } };
      }
      for (const l of ready.slice(0, 300)) yield analyseWaits(l, { rules: 'mil' });
    };
    expect(differences(results(), waitsDifference)).toEqual([]);
  });

  it('odd strings as input lines, and in the string fields of a result', () => {
    const results: WaitsResult[] = [];
    const base = analyseWaits('[123b] 456c 78d EEE 55d +seat:S', {}) as WaitsOk;
    for (const s of ODD_STRINGS) {
      results.push(analyseWaits(s, {}), analyseWaits(`123b 456c 789d 11d ${s}`, {}), { ...analyseWaits(s, {}), source: { file: s, line: 1 } });
      const r = structuredClone(base);
      r.input = s;
      r.rules = s;
      r.notes = [s, s];
      r.hand.concealed.push(s);
      r.waits[0].tile = s;
      r.waits[0].discard.ignored = [s];
      r.waits[0].discard.reason = s;
      r.waits[1].selfDrawn.arrangement.push({ kind: 'special', name: s, tiles: [s], melded: false });
      results.push(r);
    }
    expect(differences(results, waitsDifference)).toEqual([]);
  });

  it('a result built by hand with values of the wrong type is written as JSON.stringify writes it', () => {
    const base = analyseWaits('[123b] 456c 78d EEE 55d +seat:S', {}) as WaitsOk;
    const odd = (change: (r: Record<string, any>) => void): WaitsResult => {
      const r = structuredClone(base) as Record<string, any>;
      change(r);
      return r as WaitsResult;
    };
    const results = [
      odd((r) => (r.rules = undefined)),
      odd((r) => (r.distance = NaN)),
      odd((r) => (r.tiles = 13.5)),
      odd((r) => (r.ready = 'yes')),
      odd((r) => (r.hand.flowers = '2')),
      odd((r) => (r.hand.kong = undefined)),
      odd((r) => (r.hand.concealed = [1, null, undefined, '1b'])),
      odd((r) => (r.waits[0].unseen = 2 ** 40)),
      odd((r) => (r.waits[0].discard.received = undefined)),
      odd((r) => (r.waits[0].discard.fans[0].points = Infinity)),
      odd((r) => (r.waits[0].discard.fans[0].zh = { toJSON: () => '\u82b1' })),
      odd((r) => (r.waits[0].discard.excluded = 'none')), // JSON.stringify's writer threw: so does this one
      odd((r) => (r.waits[1].selfDrawn.payments[0].seat = 7)),
      odd((r) => (r.waits[1].selfDrawn.arrangement[0].melded = 0)),
      odd((r) => (r.notes = [{ note: 'é' }])),
      odd((r) => (r.source = { file: '-', line: undefined })),
      odd((r) => (r.extra = 'not written')),
      odd((r) => ((r.ok = false), (r.error = { code: 'tile-count', message: 'm\u00e9', column: undefined }))),
    ];
    expect(differences(results, waitsDifference)).toEqual([]);
    // A fan of the wrong type written first by the scoring writer (its own way) is not
    // taken from there by the waits writer.
    const scored = structuredClone(win);
    scored.fans[0].points = '8' as never;
    formatJson(scored);
    expect(waitsDifference(odd((r) => (r.waits[0].discard.fans[0] = { ...scored.fans[0], count: 1 })))).toBeNull();
    // The same fans, written the fast way after the odd ones: nothing odd was kept.
    expect(waitsDifference(base)).toBeNull();
  });
});

describe('the tables of fan heads stay bounded, and the bytes right past their limits', () => {
  it('1,500 fan ids, 300 exclusions\' `by`, counts past 15, payments past 1,023', () => {
    const results: ScoreResult[] = [];
    for (let i = 0; i < 1_500; i++) {
      const r = structuredClone(win);
      r.fans.push({ id: `fan-${i}` as never, name: `Fan ${i}`, zh: '番', points: i % 90, count: i % 20 });
      r.excluded.push({ ...r.excluded[0], count: i % 18, by: `by-${i % 300}` as never });
      r.payments.push({ seat: 'E', role: 'other', amount: i * 3 - 2_000 });
      results.push(r);
    }
    for (const r of [...results, ...results.slice(0, 100)]) expect(formatJson(r)).toBe(formatJsonBefore(r));
  });
});

describe('formatWaitsJsonInto', () => {
  it('writes formatWaitsJson\'s bytes, or says it does not fit (-1), never past the end of the buffer', () => {
    const base = analyseWaits('[123b] 456c 78d EEE 55d +seat:S', {}) as WaitsOk;
    const odd = structuredClone(base) as Record<string, any>;
    odd.distance = NaN; // written the slow way
    for (const r of [base, odd as WaitsResult, analyseWaits('123é', {}), { ...base, source: { file: '中.txt', line: 3 } }]) {
      const want = Buffer.from(formatWaitsJson(r), 'latin1');
      for (const size of [0, 1, want.length - 1, want.length, want.length + 1]) {
        const buf = Buffer.alloc(size + 16, 0xaa);
        const end = formatWaitsJsonInto(r, buf.subarray(0, size), 0);
        expect(end).toBe(size >= want.length ? want.length : -1);
        if (end >= 0) expect(buf.subarray(0, end).equals(want)).toBe(true);
        expect(buf.subarray(size).every((b) => b === 0xaa)).toBe(true);
      }
      const at = Buffer.alloc(want.length + 10, 0xaa);
      expect(formatWaitsJsonInto(r, new Uint8Array(at.buffer, at.byteOffset, at.length), 5)).toBe(5 + want.length);
      expect(at.subarray(5, 5 + want.length).equals(want)).toBe(true);
    }
  });
});

describe('whole sets and melds as chunks', () => {
  it('a set that is not a run of canonical codes, next to the same kinds that are', () => {
    const results: ScoreResult[] = [];
    const sets: ScoreOk['arrangement'] = [
      { kind: 'chow', tiles: ['1b', '2b', '3b'], melded: false },
      { kind: 'chow', tiles: ['1b', '2b', '4b'], melded: false },
      { kind: 'chow', tiles: ['1b', '2B', '3b'], melded: false },
      { kind: 'chow', tiles: ['8b', '9b', '1c'], melded: false }, // a "run" over a suit's end
      { kind: 'pung', tiles: ['E', 'E', 'E'], melded: true },
      { kind: 'pung', tiles: ['E', 'E', 'S'], melded: true },
      { kind: 'pung', tiles: ['P', 'P', 'P'], melded: false },
      { kind: 'kong', tiles: ['9d', '9d', '9d', '9d'], melded: true },
      { kind: 'pair', tiles: ['5d', '5d'], melded: false },
      { kind: 'pair', tiles: ['5d', '5d', '5d', '5d', '5d'], melded: false },
      { kind: 'knitted', tiles: ['1b', '4b', '7b'], melded: false },
      { kind: 'knitted', tiles: ['1b', '4c', '7d'], melded: false },
      { kind: 'special', name: 'Seven Pairs', tiles: ['1b', '1b'], melded: false },
      { kind: 'pung', tiles: ['1b', '1b', '1b'], melded: 'yes' as never },
      { kind: 'pung', tiles: ['0b', '0b', '0b'], melded: false },
      { kind: 'pung', tiles: ['中', '中', '中'], melded: false },
    ];
    for (let i = 0; i < sets.length; i++) {
      const r = structuredClone(win);
      r.arrangement = [sets[i], ...sets.slice(0, i)];
      r.hand.melds = sets.map((s) => ({ kind: s.kind as 'chow', tiles: s.tiles, concealed: s.melded }));
      results.push(r);
    }
    for (const r of [...results, ...results]) expect(formatJson(r)).toBe(formatJsonBefore(r));
  });
});
