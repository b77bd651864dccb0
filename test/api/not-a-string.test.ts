/**
 * The library's calls given something that is not a string (a JavaScript caller's
 * undefined, null, a number): an error value with its own code saying a string was
 * expected, never the text String() makes of it ("undefined" read as a hand, which
 * said "unknown character 'u'") and never an exception (the library never throws: docs/API.md).
 */
import { describe, expect, it } from 'vitest';
import { canonical, explain, score, session, waits, why } from '../../src/index.js';

// Called as plain JavaScript would: the types say string, the values do not.
const anyOf = (v: unknown) => v as string;
const values: [string, unknown][] = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['an object', { line: '123b' }],
  ['an array', ['123b']],
];

describe('a value that is not a string', () => {
  it.each(values)('score(%s): ok false, not-a-string, "expected a string"', (shown, v) => {
    const r = score(anyOf(v));
    expect(r).toEqual({
      schema: 'mcr-score/1',
      input: '',
      ok: false,
      error: { code: 'not-a-string', message: `expected a string (a line of hand notation), got ${shown}`, column: null },
    });
  });

  it('waits, canonical, explain and why answer the same way, each in its own schema', () => {
    for (const r of [waits(anyOf(undefined)), canonical(anyOf(undefined)), explain(anyOf(undefined)), why(anyOf(undefined), 'single wait')]) {
      expect(r.ok).toBe(false);
      expect(!r.ok && r.error).toMatchObject({ code: 'not-a-string', message: 'expected a string (a line of hand notation), got undefined' });
      expect(r.input).toBe('');
    }
    expect(waits(anyOf(undefined)).schema).toBe('mcr-waits/1');
    expect(canonical(anyOf(7)).schema).toBe('mcr-canonical/1');
    const fan = why('123c 456c 789c 111b 2b 2b', anyOf(undefined));
    expect(fan).toMatchObject({ schema: 'mcr-why/1', ok: false, input: '123c 456c 789c 111b 2b 2b' });
    expect(!fan.ok && fan.error.message).toBe('expected a string (a fan name), got undefined');
  });

  it('session(undefined) has that one error, not "no players line"', () => {
    const r = session(anyOf(undefined));
    expect(r.ok).toBe(false);
    expect(r.errors).toEqual([
      { line: 1, column: null, code: 'not-a-string', message: 'expected a string (the text of a session log), got undefined', source: '' },
    ]);
  });

  it('a string is read as before, "undefined" included', () => {
    expect(score('undefined')).toMatchObject({ ok: false, input: 'undefined', error: { code: 'unknown-character', column: 1 } });
    expect(score('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S')).toMatchObject({ ok: true, total: 11 });
  });
});
