/**
 * explain(line): fans[].uses and the arrangements, on hands worked out by hand; and
 * plain scoring untouched (explain adds fields, score's JSON stays as it was).
 */
import { describe, expect, it } from 'vitest';
import { explain, type ExplainOk } from '../../src/explain/explain.js';
import { formatExplainJson } from '../../src/explain/json.js';
import { formatJson } from '../../src/result.js';
import { score } from '../../src/score.js';

const ok = (line: string, arrangements = false): ExplainOk => {
  const r = explain(line, { arrangements });
  if (!r.ok) throw new Error(r.error.message);
  return r;
};
const usesOf = (r: ExplainOk, id: string) => r.fans.find((f) => f.id === id)?.uses;

describe('fans[].uses', () => {
  it('set fans: indexes into arrangement; tile fans: tiles', () => {
    const r = ok('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S');
    expect(usesOf(r, 'mixed-straight')).toEqual([{ sets: [0, 1, 2], tiles: [] }]);
    expect(usesOf(r, 'prevalent-wind')).toEqual([{ sets: [3], tiles: [] }]);
    expect(usesOf(r, 'self-drawn')).toEqual([{ sets: [], tiles: ['9d'] }]);
  });

  it('Tile Hog: the four tiles and the sets they are in; Single Wait: the tile and the pair', () => {
    const r = ok('123b 333b 456c 789c 9b 9b');
    expect(r.arrangement.map((s) => s.tiles.join(''))).toEqual(['1b2b3b', '3b3b3b', '4c5c6c', '7c8c9c', '9b9b']);
    expect(usesOf(r, 'tile-hog')).toEqual([{ sets: [0, 1], tiles: ['3b', '3b', '3b', '3b'] }]);
    expect(usesOf(r, 'single-wait')).toEqual([{ sets: [4], tiles: ['9b'] }]);
  });

  it("Nine Gates: Pung of Terminals or Honors uses the pung the score counted, under both profiles", () => {
    // mil: Nine Gates takes away the shape's own terminal pung (111b, the first); the
    // 999b the winning tile's arrangement also holds is the one counted.
    const line = '1112345678999b 8b +win:wall';
    const mil = explain(line, { rules: 'mil' });
    if (!mil.ok) throw new Error(mil.error.message);
    expect(mil.arrangement.map((s) => s.tiles.join(''))).toEqual(['1b1b1b', '2b3b4b', '5b6b7b', '9b9b9b', '8b8b']);
    expect(mil.excluded).toContainEqual(expect.objectContaining({ id: 'pung-of-terminals-or-honors', by: 'nine-gates', count: 1 }));
    expect(usesOf(mil, 'pung-of-terminals-or-honors')).toEqual([{ sets: [3], tiles: [] }]);
    // green-book: Nine Gates is not counted with any Pung of Terminals or Honors.
    const green = ok(line);
    expect(usesOf(green, 'pung-of-terminals-or-honors')).toBeUndefined();
    expect(green.excluded).toContainEqual(expect.objectContaining({ id: 'pung-of-terminals-or-honors', by: 'nine-gates', count: 2 }));
  });

  it('one use per instance: Pung of Terminals or Honors x2; flowers use nothing', () => {
    const r = ok('111b 999c 123d 456d 5d 5d +flowers:2');
    expect(r.fans.find((f) => f.id === 'pung-of-terminals-or-honors')?.count).toBe(2);
    expect(usesOf(r, 'pung-of-terminals-or-honors')).toEqual([
      { sets: [0], tiles: [] },
      { sets: [1], tiles: [] },
    ]);
    expect(usesOf(r, 'flower-tiles')).toEqual([]);
  });

  it('the same fans and totals as score()', () => {
    const line = '111222333b 456c 99d';
    const s = score(line);
    const r = ok(line);
    if (!s.ok) throw new Error();
    expect(r.fans.map(({ uses: _u, ...f }) => f)).toEqual(s.fans);
    expect(r.total).toBe(s.total);
  });
});

describe('arrangements', () => {
  it('every distinct arrangement, best first, the chosen one marked', () => {
    const r = ok('111222333b 456c 99d', true);
    expect(r.arrangements?.map((a) => [a.chosen, a.total])).toEqual([
      [true, 45],
      [false, 29],
    ]);
    expect(r.arrangements?.[1].fans[0]).toMatchObject({ id: 'pure-triple-chow', uses: [{ sets: [0, 1, 2], tiles: [] }] });
  });

  it('JSON: score JSON plus uses (and arrangements only when asked)', () => {
    const line = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
    const plain = JSON.parse(formatJson(score(line)));
    const j = JSON.parse(formatExplainJson(explain(line)));
    expect(j.arrangements).toBeUndefined();
    expect(j.fans.map((f: { uses: unknown }) => f.uses).length).toBe(plain.fans.length);
    for (const f of j.fans) delete f.uses;
    expect(j).toEqual(plain);
    expect(formatExplainJson(explain(line))).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(formatExplainJson(explain(line, { arrangements: true }))).arrangements).toHaveLength(1);
  });
});
