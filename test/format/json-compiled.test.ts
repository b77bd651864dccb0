// The JSON encoder's two ways (format/json-writer.ts "Speed"): the kinds compiled to
// a function of their own the first time they write, and their loops, which write
// where code can not be made from text (a page that forbids it). Both write the same
// bytes for every schema, and neither writes past the end of its buffer.
import { describe, expect, it, vi } from 'vitest';
import type * as JsonModule from './schemas.js';
import { explain, score, waits } from '../../src/index.js';
import { canonical } from '../../src/canonical.js';
import { golden } from '../helpers/golden.js';
import { FULL } from '../helpers/full.js';

type Json = typeof JsonModule;

/** Every schema again (./schemas.ts), its kinds made after compiledKinds(after): compiled from their first write (0), or never (null). */
async function schemas(after: number | null): Promise<Json> {
  vi.resetModules();
  const writer = await import('../../src/format/json-writer.js');
  writer.compiledKinds(after);
  const json = (await import('./schemas.js')) as Json;
  writer.compiledKinds(10_000);
  return json;
}

const lines = [
  ...golden('green-book/hands.jsonl').filter((_, i) => FULL || i % 6 === 0).map((c) => c.hand),
  ...golden('mil/hands.jsonl').filter((_, i) => FULL || i % 12 === 0).map((c) => c.hand),
  ...golden('bad-input.jsonl').map((c) => c.hand),
];

describe('compiled kinds and their loops', () => {
  it('write the same line for every score, canonical form, explanation and ready-hand analysis', async () => {
    const compiled = await schemas(0), loop = await schemas(null);
    let compared = 0;
    for (const line of lines) {
      const r = score(line);
      expect(compiled.toJson(compiled.SCORE_JSON, r), line).toBe(loop.toJson(loop.SCORE_JSON, r));
      const c = canonical(line);
      expect(compiled.toJson(compiled.CANONICAL_JSON, c), line).toBe(loop.toJson(loop.CANONICAL_JSON, c));
      compared += 2;
      if (compared % 10 === 0) {
        const e = explain(line, { arrangements: true });
        expect(compiled.toJson(compiled.EXPLAIN_JSON, e), line).toBe(loop.toJson(loop.EXPLAIN_JSON, e));
        const w = waits(line.replace(/\s\+win:\S+/, '').replace(/(\d)([bcd])(\s|$)/, '$2$3'));
        expect(compiled.toJson(compiled.WAITS_JSON, w), line).toBe(loop.toJson(loop.WAITS_JSON, w));
      }
    }
    expect(compared).toBeGreaterThan(4_000);
  });

  it('compiled once so many lines are written (their write is then the compiled function), and both stop at the end of the buffer', async () => {
    const compiled = await schemas(0), later = await schemas(3), loop = await schemas(null);
    const r = score('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S');
    const want = Buffer.from(compiled.toJson(compiled.SCORE_JSON, r), 'latin1');
    const isCompiled = (json: Json) => json.SCORE_JSON.write.toString().endsWith('\nreturn at;\n}');
    expect(isCompiled(compiled)).toBe(true);
    for (let k = 0; k < 2; k++) expect(later.toJson(later.SCORE_JSON, r)).toBe(want.toString('latin1'));
    expect(isCompiled(later)).toBe(false);
    expect(later.toJson(later.SCORE_JSON, r)).toBe(want.toString('latin1'));
    expect(isCompiled(later)).toBe(true);
    for (let k = 0; k < 5; k++) loop.toJson(loop.SCORE_JSON, r);
    expect(isCompiled(loop)).toBe(false);
    for (const json of [compiled, loop]) {
      for (let size = 0; size <= want.length + 1; size++) {
        const buf = Buffer.alloc(size + 8, 0xaa);
        const end = json.jsonInto(json.SCORE_JSON, r, buf.subarray(0, size), 0);
        expect(end).toBe(size >= want.length ? want.length : -1);
        if (end >= 0) expect(buf.subarray(0, end).equals(want)).toBe(true);
        expect(buf.subarray(size).every((b) => b === 0xaa)).toBe(true);
      }
    }
  });
  it('a fan whose id was written before with other names or points is written as it is, not as kept', async () => {
    const compiled = await schemas(0), loop = await schemas(null), intoBuffer = await schemas(0);
    const r = score('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S');
    if (!r.ok) throw new Error('the hand reads');
    const first = r.fans[0];
    const odd = { not: 'a string' };
    const variants = [
      first,
      { ...first, name: 'Other Name' },
      { ...first, zh: '别名' },
      { ...first, points: 7 },
      { ...first, points: 17 },
      first,
      // Values that break the type are written as JSON.stringify writes them, and never kept.
      { ...first, id: odd as never },
      { ...first, id: 12 as never },
      { ...first, zh: undefined as never },
      first,
    ];
    // Many distinct fans: more than are kept, each written right.
    for (let i = 0; i < 600; i++) variants.push({ ...first, id: `fan-${i}` as never, points: i });
    // Into one Buffer filled again and again, as the batch's output is: what is kept is a copy.
    const buf = Buffer.alloc(1 << 16);
    const into = (json: Json, v: unknown) => {
      buf.fill(0x20);
      const end = json.jsonInto(json.SCORE_JSON, v as never, buf, 0);
      return buf.toString('latin1', 0, end);
    };
    for (const pass of [1, 2]) {
      // An object is never kept: changed, it is written as it now is.
      odd.not = `pass ${pass}`;
      for (const f of variants) {
        const v = { ...r, fans: [f, f], excluded: [{ ...f, by: first.id }] };
        const want = loop.toJson(loop.SCORE_JSON, v);
        expect(compiled.toJson(compiled.SCORE_JSON, v), `pass ${pass}: ${JSON.stringify(f)}`).toBe(want);
        expect(into(intoBuffer, v), `into a Buffer, pass ${pass}: ${JSON.stringify(f)}`).toBe(want);
      }
    }
  });
});
