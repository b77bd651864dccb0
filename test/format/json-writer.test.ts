// The one JSON encoder (format/json-writer.ts): plain ASCII with lower-case \u escapes,
// the other escapes as JSON.stringify writes them, keys in the declared order, and a
// buffer never written past its end.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bool, either, jsonInto, list, nullable, num, object, optional, record, str, toJson } from '../../src/format/json-writer.js';

/** What the encoder must write for a string: JSON.stringify's, each unit above U+007F escaped. */
const expected = (s: string): string =>
  JSON.stringify(s).replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));

describe('strings', () => {
  it('ASCII only: every unit above U+007F as a lower-case \\u escape, a surrogate pair as two', () => {
    expect(toJson(str, '大四喜')).toBe('"\\u5927\\u56db\\u559c"');
    expect(toJson(str, 'Bøb')).toBe('"B\\u00f8b"');
    expect(toJson(str, '🀇')).toBe('"\\ud83c\\udc07"');
    expect(toJson(str, '\u00a0\uffff')).toBe('"\\u00a0\\uffff"');
  });

  it('control characters, quotes and backslashes as JSON.stringify escapes them; DEL as itself', () => {
    expect(toJson(str, '"a\\b"\n\t\r\b\f\u0001\u001f\u007f')).toBe('"\\"a\\\\b\\"\\n\\t\\r\\b\\f\\u0001\\u001f\u007f"');
  });

  it('every unit up to 0x100, the edges of the surrogates, lone surrogates, long strings', () => {
    const units = [...Array(0x101).keys(), 0x7ff, 0x800, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0x2028, 0xfffe, 0xffff];
    for (const s of [
      String.fromCharCode(...units),
      ...units.map((u) => String.fromCharCode(u)),
      'plain ascii text longer than sixteen characters',
      'x'.repeat(20_000),
      '中'.repeat(5_000),
      '"'.repeat(3_000),
      '\ud800'.repeat(3_000),
    ])
      expect(toJson(str, s)).toBe(expected(s));
  });

  it('any string: the same bytes as JSON.stringify escaped, ASCII, and read back the same', () => {
    const units = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 }).map((a) => String.fromCharCode(...a));
    fc.assert(
      fc.property(fc.oneof(units, fc.string({ unit: 'binary' }), fc.string()), (s) => {
        const line = toJson(str, s);
        expect(line).toBe(expected(s));
        expect(line).toMatch(/^[\x00-\x7f]*$/);
        expect(JSON.parse(line)).toBe(s);
      }),
      { numRuns: 500 },
    );
  });
});

describe('numbers and booleans', () => {
  it('as JSON.stringify writes them (null for what JSON has no number for)', () => {
    for (const n of [0, -0, 1, 9, 10, 99, 100, -1, -19, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 2 ** 53 - 1, 1e21, 7 / 3, -0.25, NaN, Infinity])
      expect(toJson(num, n)).toBe(JSON.stringify(n));
    expect(toJson(bool, true)).toBe('true');
    expect(toJson(bool, false)).toBe('false');
  });
});

interface Row {
  id: string;
  note: string | null;
  where?: { file: string; line: number };
  tags: string[];
  ok: boolean;
}
const ROW = object<Row>({
  id: str,
  note: nullable(str),
  where: optional(object<NonNullable<Row['where']>>({ file: str, line: num })),
  tags: list(str),
  ok: bool,
});

describe('objects, lists, records', () => {
  it('keys in the declared order whatever the value\'s order; an optional key left out when undefined; other keys never written', () => {
    const value = { ok: true, tags: ['a', 'é'], extra: 'not written', note: null, id: 'x' } as Row;
    expect(toJson(ROW, value)).toBe('{"id":"x","note":null,"tags":["a","\\u00e9"],"ok":true}');
    expect(toJson(ROW, { ...value, where: { line: 3, file: '-' } })).toBe(
      '{"id":"x","note":null,"where":{"file":"-","line":3},"tags":["a","\\u00e9"],"ok":true}',
    );
    expect(toJson(list(ROW), [])).toBe('[]');
  });

  it('a record: its own keys in its own order, escaped like any string', () => {
    expect(toJson(record(num), { Ann: 1, 陈: -2, __proto__x: 0.5 })).toBe('{"Ann":1,"\\u9648":-2,"__proto__x":0.5}');
    expect(toJson(record(num), Object.fromEntries([['__proto__', 3]]))).toBe('{"__proto__":3}');
    expect(toJson(record(str), {})).toBe('{}');
  });

  it('either: the kind the test picks', () => {
    const ok = object<{ ok: true; n: number }>({ ok: bool, n: num });
    const failed = object<{ ok: false; why: string }>({ ok: bool, why: str });
    const kind = either((v): v is { ok: true; n: number } => v.ok, ok, failed);
    expect(toJson(kind, { ok: true, n: 2 })).toBe('{"ok":true,"n":2}');
    expect(toJson(kind, { ok: false, why: 'é' })).toBe('{"ok":false,"why":"\\u00e9"}');
  });

  it('an object declaration needs a first key that is not optional', () => {
    expect(() => object<{ a?: string }>({ a: optional(str) })).toThrow(/first key/);
  });

  it('a value that breaks its type is written as JSON.stringify writes it, ASCII, and the line still reads', () => {
    const odd = { id: 7, note: { why: 'é' }, tags: 'none', ok: 'yes', where: { file: null, line: undefined } } as unknown as Row;
    const line = toJson(ROW, odd);
    expect(line).toBe('{"id":7,"note":{"why":"\\u00e9"},"where":{"file":null,"line":null},"tags":"none","ok":"yes"}');
    expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe('jsonInto', () => {
  const value: Row = { id: '中 x', note: 'a longer plain note than sixteen', where: { file: 'a.txt', line: 12 }, tags: ['1b', '2b'], ok: false };
  const want = Buffer.from(toJson(ROW, value), 'latin1');

  it('writes the line from `at`, or says it does not fit (-1), never writing past the end of the buffer', () => {
    for (let size = 0; size <= want.length + 1; size++) {
      const buf = Buffer.alloc(size + 16, 0xaa);
      const end = jsonInto(ROW, value, buf.subarray(0, size), 0);
      expect(end).toBe(size >= want.length ? want.length : -1);
      if (end >= 0) expect(buf.subarray(0, end).equals(want)).toBe(true);
      expect(buf.subarray(size).every((b) => b === 0xaa)).toBe(true);
    }
    const buf = new Uint8Array(want.length + 10).fill(0xaa);
    expect(jsonInto(ROW, value, buf, 5)).toBe(5 + want.length);
    expect(Buffer.from(buf.subarray(5, 5 + want.length)).equals(want)).toBe(true);
    expect(buf[4]).toBe(0xaa);
  });

  it('toJson: a line far longer than its first buffer', () => {
    const long = { ...value, tags: Array.from({ length: 5_000 }, (_, i) => `t${i}中`) };
    expect(JSON.parse(toJson(ROW, long)).tags).toEqual(long.tags);
  });
});
