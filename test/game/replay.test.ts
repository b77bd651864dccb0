// Records (mcr-game/1) replay to the same result, and each kind of mutation of a
// valid record is refused at the right line with the rule it breaks (docs/PLAY.md "Proof").
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/game/match.js';
import { replayGame } from '../../src/game/replay.js';
import { apply, newHand } from '../../src/game/engine.js';
import { scoreWin } from '../../src/game/win.js';
import { gameTileCode, gameTileFromCode } from '../../src/game/wall.js';
import { WINDS } from '../../src/tiles.js';
import type { Action, HandState, Seat } from '../../src/game/types.js';

import { FULL } from '../helpers/full.js';

/** Records of bots (depth 0: fast), made once. */
const records = new Map<number, string[]>();
function recordOf(seed: number, hands = 2): string[] {
  const key = seed * 100 + hands;
  if (!records.has(key)) {
    const r = playGame({ seed, hands, depth: 0 });
    expect(r.ok).toBe(true);
    records.set(key, r.record);
  }
  return records.get(key)!.slice();
}
const parse = (l: string) => JSON.parse(l) as Record<string, unknown>;

/** The first seed (from 1) whose record has a line matching `has`. */
function seedWith(has: (lines: string[]) => boolean): number {
  for (let seed = 1; seed < 60; seed++) if (has(recordOf(seed))) return seed;
  throw new Error('no seed found');
}

/** Replays lines into the engine's state just before line `upto` (0-based) of the record's first hand. */
function stateBefore(lines: string[], upto: number): HandState {
  const hand = parse(lines[1]);
  let s = newHand(String(hand.wall).split(' ').map(gameTileFromCode), hand.round as 'E');
  for (let i = 2; i < upto; i++) {
    const a = parse(lines[i]);
    const seat = WINDS.indexOf(a.seat as 'E') as Seat;
    const tile = a.tile === undefined ? undefined : gameTileFromCode(String(a.tile));
    const r = apply(s, (tile === undefined ? { seat, type: a.do } : { seat, type: a.do, tile }) as Action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

const rejected = (lines: string[]) => {
  const r = replayGame(lines.join('\n'));
  if (r.ok) throw new Error('accepted');
  return r.error;
};

describe('a record replays to the same result', () => {
  it('the same seed gives the same record, and it replays with the same totals and hands', () => {
    const seeds = FULL ? 40 : 2;
    for (let seed = 1; seed <= seeds; seed++) {
      const a = playGame({ seed, hands: FULL ? 4 : 2, depth: 0 });
      const b = playGame({ seed, hands: FULL ? 4 : 2, depth: 0 });
      expect(b.record).toEqual(a.record);
      const r = replayGame(a.record.join('\n'));
      expect(r.ok, r.ok ? '' : JSON.stringify(r.error)).toBe(true);
      if (!r.ok) continue;
      expect(r.summary.scores).toEqual(a.scores);
      const ends = a.record.map(parse).filter((l) => l.end === 'win' || l.end === 'draw');
      expect(r.hands.map((h) => h.payments)).toEqual(ends.map((e) => e.payments));
      expect(Object.values(r.summary.scores).reduce((x, y) => x + y, 0)).toBe(0);
    }
  });

  it('a record written by hand in the documented form is read the same way', () => {
    const lines = recordOf(1, 1).map((l) => JSON.stringify(parse(l), null, 0).replace(/,"/g, ', "'));
    // Keys in another order, spaces, a blank line: the same record.
    const reordered = lines.map((l) => JSON.stringify(Object.fromEntries(Object.entries(parse(l)).reverse())));
    expect(replayGame([...lines, ''].join('\n')).ok).toBe(true);
    expect(replayGame(reordered.join('\n')).ok).toBe(true);
  });
});

describe('mutations are refused at the right line, with the rule', () => {
  it('a chow from the wrong seat', () => {
    const seed = seedWith((ls) => ls.some((l) => l.includes('"chow"')));
    const lines = recordOf(seed);
    const i = lines.findIndex((l) => l.includes('"chow"'));
    const chow = parse(lines[i]);
    // The discarder is the seat before the chow's: two seats further on is not on its right.
    const from = (WINDS.indexOf(chow.seat as 'E') + 3) % 4;
    const wrong = WINDS[(from + 2) % 4];
    lines[i] = JSON.stringify({ ...chow, seat: wrong });
    const e = rejected(lines);
    expect(e.line).toBe(i + 1);
    expect(e.rule).toBe('chow-not-from-left');
  });

  it('a tile the player does not hold', () => {
    const lines = recordOf(1);
    const i = lines.findIndex((l) => l.includes('"discard"'));
    const s = stateBefore(lines, i);
    const a = parse(lines[i]);
    const seat = WINDS.indexOf(a.seat as 'E');
    const missing = s.seats[seat].counts.findIndex((n, t) => t < 34 && n === 0);
    lines[i] = JSON.stringify({ ...a, tile: gameTileCode(missing) });
    const e = rejected(lines);
    expect([e.line, e.rule, e.hand]).toEqual([i + 1, 'not-held', 1]);
    expect(e.action).toBe(i - 1);
  });

  it('a pung claimed after the next player drew', () => {
    const lines = recordOf(1);
    const i = lines.findIndex((l, k) => k > 2 && l.includes('"draw"') && lines[k - 1].includes('"discard"'));
    lines.splice(i + 1, 0, JSON.stringify({ seat: WINDS[(WINDS.indexOf(parse(lines[i]).seat as 'E') + 1) % 4], do: 'pung' }));
    const e = rejected(lines);
    expect([e.line, e.rule]).toEqual([i + 2, 'claim-after-draw']);
  });

  it('a win under 8 not recorded as a false win', () => {
    // A discard some other seat's hand completes with fewer than 8 points.
    for (let seed = 1; seed < 40; seed++) {
      const lines = recordOf(seed);
      let s = stateBefore(lines, 2);
      for (let i = 2; i < lines.length && s.phase !== 'ended'; i++) {
        if (s.phase === 'claims' && !s.window!.rob) {
          const w = s.window!;
          for (const k of [1, 2, 3]) {
            const seat = ((w.from + k) % 4) as Seat;
            if (scoreWin(s, seat, w.tile, 'discard', w.from).verdict !== 'below-minimum') continue;
            const mutated = lines.slice();
            mutated.splice(i, 0, JSON.stringify({ seat: WINDS[seat], do: 'win' }));
            const e = rejected(mutated);
            expect([e.line, e.rule]).toEqual([i + 1, 'false-win']);
            expect(e.message).toMatch(/below the minimum of 8/);
            // Recorded as a false win it is play (the penalty paid): the hand's end line,
            // which does not hold the penalty, is then the first line refused.
            mutated[i] = JSON.stringify({ seat: WINDS[seat], do: 'win', penalty: 'below-minimum' });
            const end = mutated.findIndex((l, k) => k > i && l.startsWith('{"end"'));
            const paid = rejected(mutated);
            expect([paid.line, paid.rule]).toEqual([end + 1, 'payments']);
            return;
          }
        }
        if (!lines[i].includes('"do"')) break;
        s = stateBefore(lines, i + 1);
      }
    }
    throw new Error('no hand under 8 found');
  });

  it('a wrong payment', () => {
    const lines = recordOf(1);
    const i = lines.findIndex((l) => l.startsWith('{"end":"win"'));
    const end = parse(lines[i]);
    const pay = end.payments as Record<string, number>;
    lines[i] = JSON.stringify({ ...end, payments: { ...pay, E: pay.E + 1 } });
    const e = rejected(lines);
    expect([e.line, e.rule]).toEqual([i + 1, 'payments']);
  });

  it('a fifth copy in the wall', () => {
    const lines = recordOf(1);
    const hand = parse(lines[1]);
    const wall = String(hand.wall).split(' ');
    const other = wall.findIndex((c) => c !== wall[0] && !c.startsWith('F'));
    wall[other] = wall[0] === 'F1' ? wall[1] : wall[0];
    lines[1] = JSON.stringify({ ...hand, wall: wall.join(' ') });
    const e = rejected(lines);
    expect([e.line, e.rule]).toEqual([2, 'wall']);
    expect(e.message).toMatch(/fifth copy/);
  });

  it('a draw from an empty wall', () => {
    const seed = seedWith((ls) => ls.some((l) => l.startsWith('{"end":"draw"')));
    const lines = recordOf(seed);
    const end = lines.findIndex((l) => l.startsWith('{"end":"draw"'));
    // The wall's last discard: three passes, then the end. A draw in place of the passes.
    const discard = parse(lines[end - 4]);
    expect(discard.do).toBe('discard');
    lines.splice(end - 3, 3, JSON.stringify({ seat: WINDS[(WINDS.indexOf(discard.seat as 'E') + 1) % 4], do: 'draw' }));
    const e = rejected(lines);
    expect([e.line, e.rule]).toEqual([end - 2, 'wall-empty']);
  });

  it('a win whose points the record overstates', () => {
    const lines = recordOf(1);
    const i = lines.findIndex((l) => l.startsWith('{"end":"win"'));
    const end = parse(lines[i]);
    lines[i] = JSON.stringify({ ...end, fanPoints: Number(end.fanPoints) + 8 });
    expect(rejected(lines).rule).toBe('score');
  });
});
