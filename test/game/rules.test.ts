// The rules of play, each on a wall made to order (docs/RULES.md "Playing a hand").
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newHand } from '../../src/game/engine.js';
import { breakWall, buildWall, openedSide, wallProblem, allTiles, gameTileFromCode } from '../../src/game/wall.js';
import { mulberry32 } from '../../src/random.js';
import type { Action, HandState, Seat } from '../../src/game/types.js';
import { wallFor } from './helpers.js';

const t = gameTileFromCode;

/** Applies actions in order, each expected legal; returns the last state. */
function run(s: HandState, actions: Action[]): HandState {
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.rule} ${r.error.message}`);
    s = r.state;
  }
  return s;
}
const refused = (s: HandState, a: Action): string => {
  const r = apply(s, a);
  return r.ok ? 'accepted' : r.error.rule;
};
const discard = (seat: Seat, code: string): Action => ({ seat, type: 'discard', tile: t(code) });

describe('the wall', () => {
  it('the first two dice open the side: 5 or 9 East, 2, 6 or 10 South, 3, 7 or 11 West, 4, 8 or 12 North', () => {
    const side = (a: number, b: number) => openedSide([a, b, 1, 1]);
    expect([side(1, 4), side(4, 5), side(1, 1), side(3, 3), side(5, 5), side(1, 2), side(3, 4), side(5, 6), side(2, 2), side(4, 4), side(6, 6)]).toEqual([0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });

  it('counts all four dice from the right end of the opened side, the head after the count, the tail the stack counted', () => {
    const stacks = Array.from({ length: 144 }, (_, i) => i); // tile i at position i: stack i >> 1
    const w = breakWall(stacks, [1, 1, 1, 1]); // side South (2), 4 stacks
    expect(w.slice(0, 2)).toEqual([2 * (18 + 4), 2 * (18 + 4) + 1]);
    expect(w.slice(-2)).toEqual([2 * (18 + 3), 2 * (18 + 3) + 1]);
    // Past South's 18 stacks the count goes on into East's side (the one on South's left).
    expect(w.slice(28, 30)).toEqual([0, 1]);
    expect(new Set(w).size).toBe(144);
  });

  it('holds the 144 tiles: four of each, one of each flower and season', () => {
    const { wall } = buildWall(mulberry32(5));
    expect(wallProblem(wall)).toBeNull();
    expect([...wall].sort((a, b) => a - b)).toEqual(allTiles());
    expect(wallProblem([...wall.slice(0, 143), wall[0]])).toMatch(/copy of/);
  });
});

describe('the deal and the flowers', () => {
  it('East 14, the others 13; flowers laid out East first, then in turn, each replaced from the tail', () => {
    const wall = wallFor(
      ['1b 2b 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c F1 4c', '1d 2d 3d 4d 5d 6d 7d 8d 9d E E E F2', '1b 2b 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c', '1d 2d 3d 4d 5d 6d 7d 8d 9d S S S 5c'],
      [],
      ['F3', 'R', 'G'], // the tail's tiles from its end: East's replacement F3, then R; South's G
    );
    let s = newHand(wall, 'E');
    expect(s.phase).toBe('flowers');
    expect(legalActions(s, 0)).toEqual([{ seat: 0, type: 'flower', tile: t('F1') }]);
    expect(refused(s, { seat: 1, type: 'flower', tile: t('F2') })).toBe('not-your-turn');
    s = run(s, [{ seat: 0, type: 'flower', tile: t('F1') }, { seat: 0, type: 'draw' }, { seat: 0, type: 'flower', tile: t('F3') }, { seat: 0, type: 'draw' }]);
    expect(s.seats[0].counts[t('R')]).toBe(1);
    s = run(s, [{ seat: 1, type: 'flower', tile: t('F2') }, { seat: 1, type: 'draw' }]);
    expect(s.seats[1].counts[t('G')]).toBe(1);
    expect(s.phase).toBe('turn');
    expect(s.actor).toBe(0);
    expect(s.seats[0].flowers.length).toBe(2);
  });
});

// East discards 5d; South can chow it (4d 6d) and wins on it too, West can pung it, North wins on it.
const CLAIMS: [string, string, string, string] = [
  '1b 1b 2b 2c 3c 9c 9c E W N R G P 5d',
  '1c 2c 3c 4b 5b 6b 7d 8d 9d W W 4d 6d',
  '5d 5d 2b 3b 4b 7c 8c 9c S S G G P',
  '1b 2b 3b 4c 5c 6c 7d 8d 9d E E E 5d',
];

describe('claims', () => {
  it('a win before a pung before a chow; of two wins, the nearest after the discarder', () => {
    const s = run(newHand(wallFor(CLAIMS), 'E'), [discard(0, '5d')]);
    expect(legalActions(s, 1)).toEqual(expect.arrayContaining([{ seat: 1, type: 'win' }, { seat: 1, type: 'chow', tile: t('4d') }]));
    expect(legalActions(s, 2)).toEqual(expect.arrayContaining([{ seat: 2, type: 'pung' }]));
    const both = run(s, [{ seat: 3, type: 'win' }, { seat: 2, type: 'pung' }, { seat: 1, type: 'win' }]);
    expect(both.result?.win?.seat).toBe(1);
    expect(both.result?.win?.line).toContain('+from:E');
    const north = run(s, [{ seat: 1, type: 'chow', tile: t('4d') }, { seat: 2, type: 'pung' }, { seat: 3, type: 'win' }]);
    expect(north.result?.win?.seat).toBe(3);
    const pung = run(s, [{ seat: 1, type: 'chow', tile: t('4d') }, { seat: 2, type: 'pung' }, { seat: 3, type: 'pass' }]);
    expect(pung.actor).toBe(2);
    expect(pung.seats[2].melds).toEqual([{ kind: 'pung', tile: t('5d'), concealed: false, from: 0 }]);
    expect(legalActions(pung, 2).every((a) => a.type === 'discard')).toBe(true);
    const chow = run(s, [{ seat: 1, type: 'chow', tile: t('4d') }, { seat: 2, type: 'pass' }, { seat: 3, type: 'pass' }]);
    expect(chow.seats[1].melds[0]).toMatchObject({ kind: 'chow', tile: t('4d') });
  });

  it('a chow only from the player on the left; a claim only before the next player draws', () => {
    const s = run(newHand(wallFor(CLAIMS), 'E'), [discard(0, '5d')]);
    expect(refused(s, { seat: 3, type: 'chow', tile: t('3d') })).toBe('chow-not-from-left');
    expect(refused(s, { seat: 0, type: 'pung' })).toBe('claim-own-discard');
    const drawn = run(s, [{ seat: 1, type: 'draw' }]);
    expect(refused(drawn, { seat: 2, type: 'pung' })).toBe('claim-after-draw');
    // A claim said, the next player may not draw past it.
    const said = run(s, [{ seat: 2, type: 'pung' }]);
    expect(refused(said, { seat: 1, type: 'draw' })).toBe('claim-pending');
  });

  it('a discard the player does not hold, and a false win: the penalty, a dead hand, play going on', () => {
    const s = newHand(wallFor(CLAIMS), 'E');
    expect(refused(s, discard(0, '5c'))).toBe('not-held');
    const after = run(s, [discard(0, 'R')]);
    const f = run(after, [{ seat: 1, type: 'win' }]);
    expect(f.seats[1].dead).toBe(true);
    expect(f.penalties[0].verdict).toBe('not-a-winning-hand');
    expect(f.penalties[0].payments).toEqual([20, -60, 20, 20]);
    expect(refused(f, { seat: 1, type: 'win' })).toBe('said-twice');
    const on = run(f, [{ seat: 2, type: 'pass' }, { seat: 3, type: 'pass' }]);
    expect(on.phase).toBe('draw');
    expect(on.actor).toBe(1);
  });
});

describe('kongs', () => {
  // South holds three 5b and pungs East's 5b; later it draws 6b, then the last 5b is drawn by South.
  const hands: [string, string, string, string] = [
    '1c 1c 2c 3c 9c 9c E W N R G P 1d 5b',
    '5b 5b 5b 2d 3d 4d 7c 8c 9c W W 1b 1b',
    '1c 2c 3c 4d 5d 6d 7b 8b 9b S S 4b 6b', // West waits on 5b (closed): a robbing win
    '2b 3b 4b 4c 5c 6c 7d 8d 9d N N 2d 2d',
  ];
  it('an added kong only with the tile just drawn; robbing it', () => {
    let s = run(newHand(wallFor(hands, ['E', 'E', 'E', '6b']), 'E'), [discard(0, '5b'), { seat: 1, type: 'pung' }, { seat: 2, type: 'pass' }, { seat: 3, type: 'pass' }]);
    expect(legalActions(s, 1).some((a) => a.type === 'kong')).toBe(false);
    s = run(s, [discard(1, '1b'), { seat: 2, type: 'draw' }, discard(2, 'E'), { seat: 3, type: 'draw' }, discard(3, 'E'), { seat: 0, type: 'draw' }, discard(0, 'E'), { seat: 1, type: 'draw' }]);
    // South drew 6b, not the 5b it holds: no added kong.
    expect(refused(s, { seat: 1, type: 'kong', tile: t('5b') })).toBe('added-kong-drawn-tile');
    expect(legalActions(s, 1).some((a) => a.type === 'kong')).toBe(false);
  });

  it('robbing the kong scores +kong on a discard, the kong undone', () => {
    const h = hands.slice() as typeof hands;
    h[1] = '5b 5b 6d 2d 3d 4d 7c 8c 9c W W 1b 1b';
    let s = run(newHand(wallFor(h, ['E', 'E', 'E', '5b']), 'E'), [discard(0, '5b'), { seat: 1, type: 'pung' }, { seat: 2, type: 'pass' }, { seat: 3, type: 'pass' }]);
    s = run(s, [discard(1, '6d'), { seat: 2, type: 'draw' }, discard(2, 'E'), { seat: 3, type: 'draw' }, discard(3, 'E'), { seat: 0, type: 'draw' }, discard(0, 'E'), { seat: 1, type: 'draw' }]);
    expect(legalActions(s, 1)).toContainEqual({ seat: 1, type: 'kong', tile: t('5b') });
    s = run(s, [{ seat: 1, type: 'kong', tile: t('5b') }]);
    expect(legalActions(s, 2)).toContainEqual({ seat: 2, type: 'win' });
    s = run(s, [{ seat: 2, type: 'win' }, { seat: 3, type: 'pass' }, { seat: 0, type: 'pass' }]);
    const w = s.result!.win!;
    expect(w.line).toContain('+kong');
    expect(w.line).toContain('+from:S');
    expect(w.score?.fans.map((f) => f.id)).toContain('robbing-the-kong');
    expect(s.seats[1].melds[0].kind).toBe('pung');
  });
});

describe('the options of a win, read from the play', () => {
  it('a kong replacement that completes the hand: self-drawn, +kong (Out with Replacement Tile)', () => {
    const hands: [string, string, string, string] = [
      '1b 1b 1b 1b 2c 3c 4c 5d 6d 7d 7b 8b 9b S',
      '1c 1c 2c 3c 9c 9c E W N R G P 1d',
      '1c 2c 3c 4d 5d 6d 7c 8c 9c S S 4b 6b',
      '2b 3b 4b 4c 5c 6c 7d 8d 9d N N 2d 2d',
    ];
    let s = newHand(wallFor(hands, [], ['S']), 'E');
    expect(legalActions(s, 0)).toContainEqual({ seat: 0, type: 'kong', tile: t('1b') });
    s = run(s, [{ seat: 0, type: 'kong', tile: t('1b') }, { seat: 0, type: 'draw' }]);
    expect(legalActions(s, 0)).toContainEqual({ seat: 0, type: 'win' });
    s = run(s, [{ seat: 0, type: 'win' }]);
    const w = s.result!.win!;
    expect(w.line).toBe('(1111b) 789b 234c 567d S S +win:wall +kong');
    expect(w.score?.fans.map((f) => f.id)).toContain('out-with-replacement-tile');
    expect(s.result!.payments.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("the wall's last tile: +wall-last self-drawn; then the hand ends drawn if nobody wins the last discard", () => {
    const hands: [string, string, string, string] = [
      '1c 1c 2c 3c 9c 9c E W N R G P 1d P',
      '1b 2b 3b 4c 5c 6c 7d 8d 9d W W 4d 5d',
      '1c 2c 3c 4d 5d 6d 7c 8c 9c S S 4b 6b',
      '2b 3b 4b 4c 5c 6c 7d 8d 9d N N 2d 2d',
    ];
    const dealt = newHand(wallFor(hands, [], ['6d']), 'E');
    // One tile left in the wall.
    const s = run({ ...dealt, head: dealt.tail - 1 }, [discard(0, 'P'), { seat: 1, type: 'draw' }]);
    expect(s.head).toBe(s.tail);
    expect(legalActions(s, 1).some((a) => a.type === 'kong')).toBe(false);
    const won = run(s, [{ seat: 1, type: 'win' }]);
    expect(won.result!.win!.line).toContain('+wall-last');
    expect(won.result!.win!.score?.fans.map((f) => f.id)).toContain('last-tile-draw');
    // The last discard can be claimed only for a win; three passes and the hand is drawn.
    const last = run(s, [discard(1, 'W')]);
    expect(refused(last, { seat: 2, type: 'pung' })).toBe('wall-empty');
    expect(refused(last, { seat: 2, type: 'draw' })).toBe('wall-empty');
    const drawn = run(last, [{ seat: 2, type: 'pass' }, { seat: 3, type: 'pass' }, { seat: 0, type: 'pass' }]);
    expect(drawn.result).toMatchObject({ end: 'draw', payments: [0, 0, 0, 0] });
  });

  it('a dead hand (after a false win) can not win', () => {
    const s = run(newHand(wallFor(CLAIMS), 'E'), [discard(0, 'R'), { seat: 3, type: 'win' }, { seat: 1, type: 'pass' }, { seat: 2, type: 'pass' }]);
    expect(s.seats[3].dead).toBe(true);
    const again = run(s, [{ seat: 1, type: 'draw' }, discard(1, 'W')]);
    expect(refused(again, { seat: 3, type: 'win' })).toBe('dead-hand');
    expect(legalActions(again, 3).some((a) => a.type === 'win')).toBe(false);
  });
});
