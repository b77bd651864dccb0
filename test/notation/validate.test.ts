import { makeHand } from '../helpers/hand.js';
import { describe, expect, it } from 'vitest';
import type { Hand } from '../../src/hand/types.js';
import { impliedLast, validate, type Checked } from '../../src/hand/validate.js';
import { parseLine } from '../../src/notation/parse.js';

function check(line: string): Checked {
  const r = parseLine(line);
  if (!r.ok) throw new Error(`${line}: ${r.error.code} ${r.error.message}`);
  return validate(r.hand);
}
function errorOf(line: string) {
  const c = check(line);
  if (c.kind !== 'error') throw new Error(`${line}: ${JSON.stringify(c)}`);
  return c.error;
}

const HAND = '123b456c789d EEE 55d'; // 14 tiles, no kong, wins on 5d

describe('validate: copies', () => {
  it('accepts four copies of a tile', () => {
    expect(check('[5555d] 123b 456c 789d 99d')).toEqual({ kind: 'ok' });
  });

  it('rejects a 5th copy, pointing at it in written order', () => {
    const e = errorOf('1233455555799c 8c');
    expect(e).toMatchObject({ code: 'too-many-copies', column: 10 });
    expect(e.message).toContain('5 characters');
    expect(e.message).toContain('column 10');
  });

  it('counts melds too, wherever they are written', () => {
    expect(errorOf('[NNN] [3333b] [6666d] [8888b] 3b 4d')).toMatchObject({ code: 'too-many-copies', column: 31 });
    expect(errorOf('3b [3333b] 4d 4d')).toMatchObject({ code: 'too-many-copies', column: 8 });
  });

  it('counts Unicode tiles and aliases as the tiles they are', () => {
    expect(errorOf('🀄🀄 RR C')).toMatchObject({ code: 'too-many-copies', column: 7 });
  });

  it('comes before the tile count and the options', () => {
    // From the corpus: 5 copies of 6b, +kong on a wall win (fine, there are kongs).
    expect(errorOf('(6666b) (4444b) (2222d) 6b 667d 6d +win:wall +seat:E +round:S +flowers:0 +kong').code).toBe(
      'too-many-copies',
    );
    expect(errorOf('55555d').code).toBe('too-many-copies');
  });
});

describe('validate: tile count', () => {
  it('accepts 14 tiles, each kong counting 3', () => {
    expect(check(HAND).kind).toBe('ok');
    expect(check('[1111b] (2222c) [3333d] (EEEE) 5d 5d').kind).toBe('ok');
  });

  it('calls 13 or 15 tiles not a winning hand, with a reason for a claim and the likely slip for a typed line', () => {
    expect(check('123b456c789d EEE 5d')).toEqual({
      kind: 'not-winning',
      reason: '13 tiles; a winning hand has 14, kongs counting 3',
      slip: {
        code: 'tile-count',
        message: '13 tiles: one too few; is the winning tile missing? (write it last) (a winning hand has 14 tiles, kongs counting 3)',
        column: null,
      },
    });
    expect(check('123b456c789d EEE 555d')).toEqual({
      kind: 'not-winning',
      reason: '15 tiles; a winning hand has 14, kongs counting 3',
      slip: {
        code: 'tile-count',
        message: '15 tiles: one too many; is the winning tile written twice? (a winning hand has 14 tiles, kongs counting 3)',
        column: null,
      },
    });
    expect(check('123b 456c 789d 5d')).toMatchObject({ slip: { message: '10 tiles: 4 too few; check the tiles typed (a winning hand has 14 tiles, kongs counting 3)' } });
    expect(check('[5555d] 123b 456c 789d 9d').kind).toBe('not-winning');
  });

  it('leaves the shape to the scorer: 14 tiles that win nothing are ok here', () => {
    expect(check('13579b 13579c 1357d').kind).toBe('ok');
  });
});

describe('validate: inconsistent options', () => {
  it('+from with +win:wall, at +from', () => {
    const e = errorOf(`${HAND} +win:wall +from:S`);
    expect(e).toMatchObject({ code: 'inconsistent-options', column: 32 });
    expect(e.message).toContain('+win:wall');
  });

  it('+from equal to +seat (also the default seat E), at +from', () => {
    expect(errorOf(`${HAND} +seat:S +from:S`)).toMatchObject({ code: 'inconsistent-options', column: 30 });
    expect(errorOf(`${HAND} +from:E`)).toMatchObject({ code: 'inconsistent-options', column: 22 });
    expect(check(`${HAND} +from:S`).kind).toBe('ok');
  });

  it('+from conflicts are errors even when the tile count is wrong', () => {
    expect(check('123b +win:wall +from:S').kind).toBe('error');
  });

  it('+kong with +win:wall needs a kong in the hand', () => {
    expect(errorOf(`${HAND} +win:wall +kong`)).toMatchObject({ code: 'inconsistent-options', column: 32 });
    expect(check('[5555b] 123c456c789d 5d5d +win:wall +kong').kind).toBe('ok');
    expect(check('(5555b) 123c456c789d 5d5d +win:wall +kong').kind).toBe('ok');
  });

  it('robbing a kong (+kong on a discard) after the wall\'s last tile is an error, at +kong', () => {
    expect(errorOf('[234c] [555c] 567c 5557d 6d +wall-last +kong')).toMatchObject({ code: 'inconsistent-options', column: 40 });
    expect(errorOf('[234c] [555c] 567c 5557d 6d +win:discard +kong +wall-last').message).toContain('+wall-last');
  });

  it('four of a tile among the concealed tiles of a 15-tile hand: a hint that a kong is written in brackets', () => {
    expect(check('123b 456c 789d EEEE 55d')).toMatchObject({
      kind: 'not-winning',
      reason: '15 tiles; a winning hand has 14, kongs counting 3; four E among the concealed tiles: if they are a kong, write it (EEEE) when concealed or [EEEE] when melded',
      slip: {
        message:
          '15 tiles: one too many; four E among the concealed tiles: if they are a kong, write it (EEEE) when concealed or [EEEE] when melded (a winning hand has 14 tiles, kongs counting 3)',
      },
    });
    expect(check('123b 456c 789d EEE 555d')).toMatchObject({ reason: '15 tiles; a winning hand has 14, kongs counting 3' });
  });

  it('+kong with +wall-last is allowed', () => {
    expect(check('[5555b] 123c456c789d 5d5d +win:wall +kong +wall-last').kind).toBe('ok');
  });

  it('a wrong tile count comes before the hand-dependent option checks (corpus)', () => {
    expect(check('123b456c +win:wall +seat:S +round:E +flowers:0 +kong').kind).toBe('not-winning');
    expect(check('123b456c 5d 5d +last').kind).toBe('not-winning');
  });

  it('+last when the winning tile is also elsewhere among the concealed tiles, at +last', () => {
    expect(errorOf(`${HAND} +last`)).toMatchObject({ code: 'inconsistent-options', column: 22 });
    expect(check('123b456c789d EEE 5d 9c +last').kind).not.toBe('error');
    expect(check('123b456c789d EEE 99c +last').kind).toBe('error');
  });

  it('+last is fine when the other copies are in melds', () => {
    expect(check('[999c] 123b456c 789d 5d 9c +last')).toEqual({ kind: 'ok' });
  });

  it('robbing a kong while holding another copy of the winning tile, at +kong', () => {
    expect(errorOf(`${HAND} +kong`)).toMatchObject({ code: 'inconsistent-options', column: 22 });
    expect(errorOf('[555d] 123b456c789d 9c 5d +kong')).toMatchObject({ code: 'inconsistent-options', column: 27 });
    expect(check('123b456c789d EEE 9c 5d +kong').kind).not.toBe('error');
    expect(check('123b456c789d EE 99c 5d +kong')).toEqual({ kind: 'ok' });
  });

  it('robbing a kong with +last is accepted', () => {
    expect(check('123b456c789d EE 99c 5d +kong +last')).toEqual({ kind: 'ok' });
  });
});

describe('impliedLast', () => {
  it('is true when the other three copies are in a melded pung', () => {
    const r = parseLine('[555d] 123b456c 78d 5d');
    expect(r.ok && impliedLast(r.hand)).toBe(true);
    expect(r.ok && r.hand.last).toBe(true);
  });

  it('is false for a chow, a kong or another tile', () => {
    for (const line of ['[456d] 123b456c 78d 5d', '(5555d) 123b456c 78d 9d', '[555d] 123b456c 78d 9d']) {
      const r = parseLine(line);
      expect(r.ok && impliedLast(r.hand), line).toBe(false);
    }
  });
});

describe('validate on a hand built in code (no columns known)', () => {
  const base: Hand = makeHand({ concealed: [0, 1, 2, 9, 10, 11, 18, 19, 20, 27, 27, 27, 22, 22], winningTile: 22 });

  it('is ok for a good hand', () => {
    expect(validate(base)).toEqual({ kind: 'ok' });
  });

  it('reports errors with column null', () => {
    const five: Hand = { ...base, concealed: [22, 22, 22, 22, 0, 1, 2, 9, 10, 11, 27, 27, 27, 22] };
    expect(validate(five)).toMatchObject({ kind: 'error', error: { code: 'too-many-copies', column: null } });
    expect(validate({ ...base, win: 'wall', discarder: 'S' })).toMatchObject({
      kind: 'error',
      error: { code: 'inconsistent-options', column: null },
    });
    expect(validate({ ...base, concealed: [] })).toMatchObject({ kind: 'error', error: { code: 'no-winning-tile' } });
    expect(validate({ ...base, flowers: 9 })).toMatchObject({ kind: 'error', error: { code: 'bad-flowers' } });
  });
});

describe('validate: the discarder at the winner seat', () => {
  it('says the seat was assumed when the line gives no +seat, and not when it does', () => {
    const assumed = errorOf('123b 456c 789d 234d 5c 5c +from:E');
    expect(assumed.code).toBe('inconsistent-options');
    expect(assumed.message).toContain("the winner's own seat (seat E, assumed: the line gives no +seat)");
    const given = errorOf('123b 456c 789d 234d 5c 5c +from:S +seat:S');
    expect(given.message).toContain("the winner's own seat (seat S); expected");
    expect(given.message).not.toContain('assumed');
  });
});
