// formatJson writes plain ASCII: other characters as \u escapes that parse back to the
// same text (cheaper to write in long batches; the parsed object is unchanged).
import { describe, expect, it } from 'vitest';
import { formatJson } from '../../src/format/json.js';
import { score } from '../../src/index.js';

describe('formatJson output is ASCII', () => {
  it('escapes the 中文 names and parses back to the same object', () => {
    const r = score('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S');
    const line = formatJson(r);
    expect(line).toMatch(/^[\x20-\x7e]+$/);
    expect(line).toContain('"zh":"\\u82b1\\u9f99"'); // 花龙, Mixed Straight
    expect(JSON.parse(line)).toEqual(r);
  });

  it('escapes Unicode tiles in the input, surrogate pairs included', () => {
    const r = score('🀇🀈🀉 456c 78d EEE 55d 9d');
    const line = formatJson(r);
    expect(line).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(line)).toEqual(r);
  });

  it('reading errors too', () => {
    const r = score('123é');
    const line = formatJson(r);
    expect(line).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(line)).toEqual(r);
  });
});

describe('score() never throws', () => {
  it('a non-string whose toString throws becomes a not-a-string result (toString never called)', () => {
    const evil = { toString: () => { throw new Error('boom'); } } as unknown as string;
    const r = score(evil);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not-a-string');
  });
});
