/**
 * Library calls that threw (issue 38, item 10): an error whose `message` getter
 * throws, a revoked Proxy as the line, the quiz's progress functions and whyFan on
 * undefined, minimumOf on a deeply nested array, scoreHand with an input that is no
 * string. Each returns a value that can be written as JSON.
 */
import { describe, expect, it } from 'vitest';
import { advise, canonical, focusOf, minimumOf, mostMissed, recordAnswer, score, scoreHand, whyFan } from '../../src/index.js';
import { describeError } from '../../src/errors.js';

const asJson = (v: unknown): unknown => JSON.parse(JSON.stringify(v));
const hostileError = (): object => ({
  get message(): string {
    throw new Error('no message');
  },
  toString(): string {
    throw new Error('no string');
  },
});

describe('never throws, part 4', () => {
  it('describeError: a throwing message getter, a revoked Proxy, a symbol', () => {
    const p = Proxy.revocable({}, {});
    p.revoke();
    expect(describeError(hostileError())).toBe('an unprintable object');
    expect(describeError(p.proxy)).toBe('an unprintable object');
    expect(describeError(Symbol('s'))).toBe('Symbol(s)');
    expect(describeError(new Error('plain'))).toBe('plain');
  });

  it('an error whose message getter throws, thrown from inside a call, is an internal-error', () => {
    const options = {
      get rules(): string {
        throw hostileError();
      },
    };
    const r = score('123b456b789b123c55c', options as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('internal-error');
  });

  it('a revoked Proxy as the line: not-a-string from score, canonical and advise', () => {
    const p = Proxy.revocable({}, {});
    p.revoke();
    for (const call of [score, canonical, advise] as ((line: unknown) => { ok: boolean; error?: { code: string } })[]) {
      const r = call(p.proxy);
      expect(r.ok).toBe(false);
      expect(r.error?.code).toBe('not-a-string');
    }
  });

  it('focusOf, recordAnswer, mostMissed and whyFan on undefined', () => {
    expect(focusOf(undefined as never)).toEqual([]);
    expect(mostMissed(undefined as never)).toEqual([]);
    expect(recordAnswer(undefined as never, 'count', true, []).turn).toBe(1);
    const w = whyFan(undefined as never, 'pure-straight');
    expect(w.ok).toBe(false);
    if (!w.ok) expect(w.error.code).toBe('bad-option');
  });

  it('minimumOf on a deeply nested array: the default minimum', () => {
    let deep: unknown[] = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(minimumOf(deep as never)).toBe(minimumOf(undefined));
  });

  it('scoreHand with an input that is no string: not-a-string, writable as JSON', () => {
    const made = score('123b456b789b123c55c');
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const r = scoreHand(made.hand as never, 10n as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not-a-string');
    expect(asJson(r)).toEqual(r);
  });
});
