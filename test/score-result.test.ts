// The result object score() builds (index.ts): its arrangement is the best arrangement's
// sets as setTiles gives them, and every object and array in it is its own (callers may
// change what they are given).
import { describe, expect, it } from 'vitest';
import { setTiles } from '../src/decompose/sets.js';
import { bestArrangement } from '../src/evaluate/best.js';
import { scoringRules } from '../src/evaluate/rules.js';
import { PROFILES } from '../src/rules/profiles.js';
import { score } from '../src/index.js';
import { parseLine } from '../src/notation/parse.js';
import { tileCode } from '../src/tiles.js';
import { goldenHands } from './helpers/golden.js';

const hands = goldenHands();

/** Every object and array reachable from v (strings and numbers aside). */
function parts(v: unknown, out: object[] = []): object[] {
  if (v && typeof v === 'object') {
    out.push(v);
    for (const x of Object.values(v)) parts(x, out);
  }
  return out;
}

describe('score() results', () => {
  it("the arrangement's tiles are those of the best arrangement's sets", { timeout: 60_000 }, () => {
    const wrong: string[] = [];
    for (const line of hands) {
      const r = score(line);
      const parsed = parseLine(line);
      if (!r.ok || r.verdict === 'not-a-winning-hand' || !parsed.ok) continue;
      const v = bestArrangement(parsed.hand, scoringRules(PROFILES['green-book']))!.view;
      const want: string[][] = [];
      if (v.shape === 'seven-pairs' || v.shape === 'thirteen-orphans' || v.shape === 'honors-and-knitted') {
        want.push([...v.counts].flatMap((n, t) => Array<string>(n).fill(tileCode(t))));
      } else {
        if (v.knit) want.push([...v.knit].sort((a, b) => a - b).map(tileCode));
        for (const s of v.sets) want.push(setTiles(s).map(tileCode));
      }
      const got = r.arrangement.map((s) => s.tiles);
      if (JSON.stringify(got) !== JSON.stringify(want) && wrong.length < 5) wrong.push(`${line}: ${JSON.stringify(got)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('share no object or array with each other, nor within one result', () => {
    const line = '123b 123b 123b EEE N N +win:wall'; // three same chows
    const a = score(line);
    const b = score(line);
    expect(a).toEqual(b);
    const seen = new Set<object>();
    for (const p of [...parts(a), ...parts(b)]) {
      expect(seen.has(p)).toBe(false);
      seen.add(p);
    }
    if (a.ok) {
      a.arrangement[0].tiles[0] = 'changed';
      a.hand.concealed.length = 0;
      a.fans[0].points = -1;
      a.payments[0].amount = 0;
    }
    expect(score(line)).toEqual(b);
  });
});

describe('a wrong tile count: a typing slip when the line is not a claim', () => {
  it('is the reading error tile-count with the count and the likely slip, no payments', () => {
    const r = score('123m456m789m234p55s9s', { claim: false });
    expect(r).toEqual({
      schema: 'mcr-score/1',
      input: '123m456m789m234p55s9s',
      ok: false,
      error: {
        code: 'tile-count',
        message: '15 tiles: one too many; is the winning tile written twice? (a winning hand has 14 tiles, kongs counting 3)',
        column: null,
      },
    });
  });

  it('as a claim (the default of the library and of the reference corpus): a false claim, penalised', () => {
    const r = score('123m456m789m234p55s9s');
    expect(r).toMatchObject({ ok: true, verdict: 'not-a-winning-hand', reasonCode: 'tile-count' });
    expect(r.ok && r.payments.map((p) => p.amount)).toEqual([-60, 20, 20, 20]);
  });
});

describe('a line that ends with a set', () => {
  it('takes the last concealed tile as the winning tile, with a note', () => {
    const r = score('[123b] 456c 789d 55d [EEE]');
    expect(r.ok && r.hand.winningTile).toBe('5d');
    expect(r.ok && r.notes).toEqual([{ code: 'winning-tile-taken', message: 'won on 5d: the last concealed tile; write the winning tile last' }]);
    // Written last, no note (and no key).
    const plain = score('[123b] [EEE] 456c 789d 55d');
    expect(plain.ok && 'notes' in plain).toBe(false);
    // A set between concealed tiles is not at the end.
    expect('notes' in score('[123b] 456c [EEE] 789d 55d')).toBe(false);
  });

  it('with strict: the error winning-tile-not-last at the set', () => {
    expect(score('[123b] 456c 789d 55d [EEE]', { strict: true })).toMatchObject({
      ok: false,
      error: { code: 'winning-tile-not-last', column: 22 },
    });
    expect(score('[123b] [EEE] 456c 789d 55d', { strict: true }).ok).toBe(true);
  });
});

describe('the excluded counts, the source and the reason codes', () => {
  it('a Pung of Terminals or Honors counted and another excluded: the excluded entry has its count', () => {
    const r = score('[1111d] [2222b] [GGGG] [SSSS] 4c 4c +seat:S +round:S');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.fans).toContainEqual(expect.objectContaining({ id: 'pung-of-terminals-or-honors', count: 1 }));
    expect(r.excluded).toContainEqual(expect.objectContaining({ id: 'pung-of-terminals-or-honors', count: 1, by: 'prevalent-wind' }));
    // Every excluded entry has a count of at least 1.
    expect(r.excluded.every((e) => Number.isInteger(e.count) && e.count >= 1)).toBe(true);
  });

  it('a hand that is not a winning hand lists the flowers its total holds', () => {
    const r = score('123b 456c +flowers:3', { claim: true });
    expect(r).toMatchObject({ ok: true, verdict: 'not-a-winning-hand', reasonCode: 'tile-count', total: 3, fanPoints: 0 });
    expect(r.ok && r.fans).toEqual([{ id: 'flower-tiles', name: 'Flower Tiles', zh: '花牌', points: 1, count: 3 }]);
    const bare = score('123b 456c', { claim: true });
    expect(bare.ok && bare.fans).toEqual([]);
  });

  it('reasonCode: null for a win, below-minimum, tile-count, no-winning-shape', () => {
    expect(score('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S')).toMatchObject({ verdict: 'win', reasonCode: null });
    expect(score('[SSS] [777c] 567b 345c E E +seat:N +round:N')).toMatchObject({ verdict: 'below-minimum', reasonCode: 'below-minimum' });
    expect(score('[234b] 89b 11456c 67d 7b', { claim: true })).toMatchObject({ verdict: 'not-a-winning-hand', reasonCode: 'tile-count' });
    expect(score('[222d] 33366b 4c 2344d 5c +win:wall +seat:E +round:N')).toMatchObject({
      verdict: 'not-a-winning-hand',
      reasonCode: 'no-winning-shape',
    });
  });
});
