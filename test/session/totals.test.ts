// The `totals` line: a table that hands in only its final scores (docs/SESSION.md), then
// pay and foul lines on top. Logs without it are unchanged (no handedIn key).
import { describe, expect, it } from 'vitest';
import { session } from '../../src/session/api.js';
import { formatSessionJson } from '../../src/session/format.js';

describe('session totals line', () => {
  it('starts the totals from the handed-in scores, pay and foul lines on top', () => {
    const r = session('players 12 7 33 4\ntotals 100 -20 -30 -50\n16 pay 12 10 to 7\n');
    expect(r.ok).toBe(true);
    expect(r.handedIn).toEqual({ 12: 100, 7: -20, 33: -30, 4: -50 });
    expect(r.totals).toEqual({ 12: 90, 7: -10, 33: -30, 4: -50 });
    expect(r.tablePoints).toEqual({ 12: 4, 7: 2, 33: 1, 4: 0 });
    expect(formatSessionJson(r)).toContain('"handedIn":{');
  });
  it('rejects a totals line without four whole numbers, or twice', () => {
    const three = session('players A B C D\ntotals 1 2 -3\n');
    expect(three.errors.map((e) => [e.line, e.code])).toEqual([[2, 'bad-totals']]);
    const word = session('players A B C D\ntotals 1 x -3 2\n');
    expect(word.errors[0]).toMatchObject({ line: 2, column: 10, code: 'bad-totals' });
    const twice = session('players A B C D\ntotals 0 0 0 0\ntotals 0 0 0 0\n');
    expect(twice.errors.map((e) => [e.line, e.code])).toEqual([[3, 'bad-totals']]);
  });
  it('rejects hands and a totals line in one log, either order', () => {
    expect(session('players A B C D\ntotals 0 0 0 0\n1 draw\n').errors.map((e) => e.code)).toEqual(['totals-with-hands']);
    expect(session('players A B C D\n1 draw\ntotals 0 0 0 0\n').errors.map((e) => e.code)).toEqual(['totals-with-hands']);
  });
  it('leaves a log without a totals line as it was', () => {
    const r = session('players A B C D\n1 draw\n');
    expect('handedIn' in r).toBe(false);
    expect(formatSessionJson(r)).not.toContain('handedIn');
  });
});
