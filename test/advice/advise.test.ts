// advise(): reading (+seen, errors), "never", completeness, its JSON, and one answer
// with waits() (the structural distance and the waits of each discard).
import { describe, expect, it } from 'vitest';
import { advise, formatAdviceJson, adviceExitCode } from '../../src/advice/index.js';
import type { AdviceOk } from '../../src/advice/types.js';
import { waits } from '../../src/waits/index.js';
import { advise as fromIndex, adviceWords } from '../../src/index.js';
import { Brute } from './brute.js';
import { parseLine } from '../../src/notation/parse.js';
import { line, regularHand, rng, withoutOne, exchange, int } from '../waits/gen.js';

const ok = (l: string, rules?: string): AdviceOk => {
  const r = advise(l, rules ? { rules } : undefined);
  if (!r.ok) throw new Error(`${l}: ${r.error.message}`);
  return r;
};

describe('advise', () => {
  it('is the library export', () => {
    expect(fromIndex).toBe(advise);
  });

  it('says never when the melds and the tiles seen leave no route to 8, and agrees with brute force', () => {
    // Only a dragon pair (All Types 6 + Melded Hand 6) reaches 8; all twelve dragons are seen.
    const l = '[123b] [567d] [234c] [EEE] 9d +seat:S +round:W';
    const open = ok(l);
    expect(open.legal).toEqual({ discard: { distance: 1, exact: true }, any: { distance: 1, exact: true } });
    expect(open.analysis!.draws.map((d) => d.tile)).toEqual(['R', 'G', 'P']);
    expect(open.analysis!.waits).toEqual([
      { tile: '9d', live: 3, discard: { fanPoints: 7, enough: false }, selfDrawn: { fanPoints: 3, enough: false } },
    ]);
    const shut = ok(`${l} +seen:RRRRGGGGPPPP`);
    expect(shut.legal).toEqual({ discard: { distance: null, exact: true }, any: { distance: null, exact: true } });
    expect(shut.seen).toEqual(['R', 'R', 'R', 'R', 'G', 'G', 'G', 'G', 'P', 'P', 'P', 'P']);
    expect(adviceExitCode(shut)).toBe(1);
    // With four melds one exchange reaches every hand there is: brute force to depth 1 decides.
    const p = parseLine(l);
    if (!p.ok) throw new Error('unreadable');
    const brute = new Brute({ melds: p.hand.melds, seatWind: 'S', prevalentWind: 'W', rules: 'green-book' });
    const h = new Uint8Array(34);
    h[26] = 1; // 9d
    const seen = new Uint8Array(34);
    seen[31] = seen[32] = seen[33] = 4;
    expect(brute.advise(h, seen, 1)).toMatchObject({ discard: null, any: null });
  });

  it('reads +seen anywhere among the options, and points into it on an error', () => {
    const l = '123b 456c 789d 135c E';
    expect(ok(`${l} +seen:2c2c +seat:S`).seen).toEqual(['2c', '2c']);
    expect(ok(`${l} +seat:S +SEEN:[222c]`).seen).toEqual(['2c', '2c', '2c']);
    const bad = (s: string) => {
      const r = advise(s);
      if (r.ok) throw new Error(`${s} read`);
      return r.error;
    };
    expect(bad(`${l} +seen:5c5c5c`)).toMatchObject({ code: "seen-count" });
    expect(bad(`${l} +seen:`)).toMatchObject({ code: 'bad-option', column: 29 });
    expect(bad(`${l} +seen:2x`)).toMatchObject({ code: 'unknown-character', column: 30 });
    expect(bad(`${l} +seen:2c +seen:3c`)).toMatchObject({ code: 'duplicate-option', column: 32 });
    // An option glued to the list is read for itself, as with a space before it (issue 38, item 7).
    expect(bad(`${l} +seen:2c+win:wall`).code).toBe(bad(`${l} +seen:2c +win:wall`).code);
    expect(advise(`${l} +seen:1b+seat:S`)).toEqual({ ...advise(`${l} +seen:1b +seat:S`), input: `${l} +seen:1b+seat:S` });
    expect(ok(`${l} +seen:1b+seat:S`).seen).toEqual(['1b']);
    expect(ok(`${l} +seen:1b+seat:S`)).not.toEqual({ ...ok(`${l} +seen:1b`), input: `${l} +seen:1b+seat:S` });
    expect(bad(`${l} +seen:2c+seen:3c`)).toMatchObject({ code: 'duplicate-option' });
    // Counted without wrapping (issue 38, item 6): a fifth copy is seen-count, however many.
    for (const n of [5, 256, 259, 512]) expect(bad(`${l} +seen:${'2d'.repeat(n)}`)).toMatchObject({ code: 'seen-count', message: expect.stringContaining(`2d ${n} times`) });
    // Seen tiles take live copies away: the useful draws count them.
    const draws = (s: string) => Object.fromEntries(ok(s).analysis!.draws.map((d) => [d.tile, d.live]));
    expect(draws(l)['2c']).toBe(4);
    expect(draws(`${l} +seen:2c`)['2c']).toBe(3);
  });

  it('refuses +win, counts that are neither 13 nor 14, non-strings, unknown rules and depths', () => {
    expect(advise('123b 456c 789d 135c E 5c +win:wall')).toMatchObject({ ok: false, error: { code: 'win-option' } });
    expect(advise('123b 456c 789d')).toMatchObject({ ok: false, error: { code: 'tile-count' } });
    expect(advise(5 as unknown as string)).toMatchObject({ ok: false, error: { code: 'not-a-string' } });
    expect(advise('123b 456c 789d 135c E', { rules: 'nope' })).toMatchObject({ ok: false, error: { code: 'unknown-rules' } });
    expect(advise('123b 456c 789d 135c E', { depth: 9 })).toMatchObject({ ok: false, error: { code: 'bad-option' } });
  });

  it('notes +last, +wall-last and +kong as left out', () => {
    expect(ok('123b 456c 789d 135c E +wall-last').notes[0]).toMatch(/^\+wall-last left out/);
  });

  it('marks 14 tiles that are complete, and gives each discard best first', () => {
    const r = ok('123b 456c 789d 123c EE +seat:S');
    expect(r.complete).toBe(true);
    expect(r.best).toBe(r.discards[0].tile);
    expect(r.legal).toEqual(r.discards[0].legal);
    expect(ok('123b 456c 789d 135c E 5c').complete).toBe(false);
  });

  it('reaches a depth of 3 when asked, and says "or more" beyond its depth', () => {
    const l = '159b 26c 37d ESWN RG';
    const shallow = ok(l).analysis!;
    expect(shallow.legal.any.exact).toBe(false);
    expect(shallow.legal.any.distance).toBeGreaterThanOrEqual(3);
    const deep = advise(l, { depth: 3 });
    expect(deep.ok && deep.analysis!.legal.any.distance).toBeGreaterThanOrEqual(3);
  });

  it('writes every field of its schema as JSON', () => {
    for (const l of ['[123b] 456c 78d EEE 55d 9d +seat:S', '123b 456c 789d 135c E +seen:1c', 'nonsense']) {
      const r = advise(l);
      expect(JSON.parse(formatAdviceJson(r))).toEqual(JSON.parse(JSON.stringify(r)));
    }
  });

  it('gives the same structural distances and waits as waits() for every discard', () => {
    const r = rng(29);
    for (let i = 0; i < 40; i++) {
      const g = regularHand(r, int(r, 3));
      if (!g) continue;
      const h = exchange(r, g, int(r, 3));
      const l = line(h);
      const a = advise(l);
      const w = waits(l);
      if (!a.ok || !w.ok) continue;
      const byTile = new Map(w.discards.map((d) => [d.tile, d]));
      expect(a.discards.length).toBe(w.discards.length);
      for (const d of a.discards) {
        const wd = byTile.get(d.tile)!;
        expect(d.structural, l).toBe(wd.distance);
        expect(d.waits.map((x) => [x.tile, x.live, x.discard.fanPoints, x.selfDrawn.fanPoints]), l).toEqual(
          wd.waits.map((x) => [x.tile, x.unseen, x.discard.fanPoints, x.selfDrawn.fanPoints]),
        );
      }
      const w13 = waits(line(withoutOne(r, g)));
      const a13 = advise(line(withoutOne(r, g)));
      if (w13.ok && a13.ok) expect(a13.structural).toBe(w13.distance);
    }
  });
});

describe('adviceWords: a chance written once for every screen', () => {
  it('keeps three figures, trailing zeros included; an estimate is rounded with ~; a share is whole per cent', () => {
    expect(adviceWords.percent(0.43)).toBe('43.0%');
    expect(adviceWords.percent(0.0835)).toBe('8.35%');
    expect(adviceWords.percent(0.05)).toBe('5.00%');
    expect(adviceWords.percent(0)).toBe('0.0%');
    expect(adviceWords.chance({ p: 0.364, kind: 'estimate' })).toBe('~36%');
    expect(adviceWords.chance({ p: 0.909, kind: 'exact' })).toBe('90.9%');
    expect(adviceWords.share(0.762)).toBe('76%');
  });
});
