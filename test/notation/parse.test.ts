import { describe, expect, it } from 'vitest';
import type { Hand } from '../../src/hand/types.js';
import { parseLine } from '../../src/notation/parse.js';
import { tileCode, tileFromCode } from '../../src/tiles.js';

/** Parse a line that must be read; fail the test with the error otherwise. */
function read(line: string): Hand {
  const r = parseLine(line);
  if (!r.ok) throw new Error(`${line}: ${r.error.code} ${r.error.message}`);
  return r.hand;
}
/** Parse a line that must fail; returns the error. */
function fail(line: string) {
  const r = parseLine(line);
  if (r.ok) throw new Error(`${line}: read without error`);
  return r.error;
}
const codes = (tiles: readonly number[]): string => tiles.map(tileCode).join(' ');
const t = (code: string): number => tileFromCode(code);

const HAND = '123b456c789d EEE 55d'; // 14 tiles, wins on 5d

describe('tiles', () => {
  it('reads digit runs with the suit letter that follows them', () => {
    const h = read('123b 456c 789d');
    expect(codes(h.concealed)).toBe('1b 2b 3b 4c 5c 6c 7d 8d 9d');
  });

  it('reads the suit aliases s m p like b c d', () => {
    expect(read('123s456m789p EEE 55p')).toEqual(read(HAND));
  });

  it('reads honors, with C for red and F for green', () => {
    const h = read('ESWN RGP CF');
    expect(codes(h.concealed)).toBe('E S W N R G P R G');
  });

  it('tells S (South) from s (bamboo) and C (red) from c (characters)', () => {
    expect(codes(read('1s S 1c C').concealed)).toBe('1b S 1c R');
  });

  it('ignores spaces between groups, and tabs', () => {
    expect(read('123b456c789dEEE55d')).toEqual(read(HAND));
    expect(read('  123b\t456c   789d EEE 55d  ')).toEqual(read(HAND));
  });

  it('accepts several suit letters in a row of groups: 5b5b5b', () => {
    expect(codes(read('1b2b3b').concealed)).toBe('1b 2b 3b');
  });

  it('keeps the concealed tiles in written order; the last one is the winning tile', () => {
    const h = read('9d 123b 1b');
    expect(codes(h.concealed)).toBe('9d 1b 2b 3b 1b');
    expect(h.winningTile).toBe(t('1b'));
  });
});

describe('Unicode tiles', () => {
  it('reads winds and dragons U+1F000..U+1F006', () => {
    expect(codes(read('🀀🀁🀂🀃🀄🀅🀆').concealed)).toBe('E S W N R G P');
  });

  it('reads characters, bamboos and dots', () => {
    expect(codes(read('🀇🀏 🀐🀘 🀙🀡').concealed)).toBe('1c 9c 1b 9b 1d 9d');
  });

  it('mixes with the letters and counts as one column each', () => {
    const h = read('🀄🀄 1b');
    expect(codes(h.concealed)).toBe('R R 1b');
    // 🀄 is two UTF-16 units but one column: 'x' is at column 3.
    expect(fail('🀄🀄x').column).toBe(3);
  });

  it('skips a variation selector right after a tile (🀄️)', () => {
    expect(codes(read('🀄\uFE0F 1b').concealed)).toBe('R 1b');
  });

  it('counts each flower or season tile U+1F022..U+1F029 as one flower', () => {
    const h = read('🀢🀣🀤🀥 🀦🀧🀨🀩 123b');
    expect(h.flowers).toBe(8);
    expect(codes(h.concealed)).toBe('1b 2b 3b');
  });

  it('refuses flower tiles together with +flowers (a flower would count twice), at +flowers', () => {
    const e = fail('🀢 1b +flowers:1');
    expect(e).toMatchObject({ code: 'bad-flowers', column: 6 });
    expect(e.message).toContain('1 flower tile (from column 1) and +flowers:1 at column 6');
    expect(fail('1b 🀢🀣 2b +flowers:0')).toMatchObject({ code: 'bad-flowers', column: 10 });
    expect(read('🀢 1b').flowers).toBe(1);
    expect(read('1b +flowers:1').flowers).toBe(1);
  });

  it('rejects more than 8 flower tiles, pointing at the 9th flower', () => {
    const e2 = fail('🀢🀣🀤🀥🀦🀧🀨🀩🀢 1b');
    expect(e2.code).toBe('bad-flowers');
    expect(e2.column).toBe(9);
  });

  it('reads Unicode tiles in brackets', () => {
    expect(read('[🀐🀑🀒] 1b').melds).toEqual([{ kind: 'chow', tiles: [0, 1, 2], concealed: false }]);
  });

  it('rejects the joker and the tile back (U+1F02A, U+1F02B)', () => {
    expect(fail('1b 🀪').code).toBe('unknown-character');
    expect(fail('1b 🀫').column).toBe(4);
  });
});

describe('melds', () => {
  it('reads chows in any order, pungs, melded and concealed kongs', () => {
    const h = read('[312b] [555d] [5555c] (EEEE) 1b');
    expect(h.melds).toEqual([
      { kind: 'chow', tiles: [0, 1, 2], concealed: false },
      { kind: 'pung', tiles: [22, 22, 22], concealed: false },
      { kind: 'kong', tiles: [13, 13, 13, 13], concealed: false },
      { kind: 'kong', tiles: [27, 27, 27, 27], concealed: true },
    ]);
    expect(codes(h.concealed)).toBe('1b');
  });

  it('reads melds anywhere among the concealed tiles, aliases inside too', () => {
    const h = read('12b [789p] 3b [CCC]');
    expect(h.melds.map((m) => m.kind)).toEqual(['chow', 'pung']);
    expect(codes(h.concealed)).toBe('1b 2b 3b');
    expect(h.melds[1].tiles).toEqual([31, 31, 31]);
  });

  it('reads a set written with a letter per tile: [1b2b3b]', () => {
    expect(read('[1b2b3b] 5d').melds[0].kind).toBe('chow');
  });

  it('rejects a bracket that holds no valid set (bad-meld), at the opening bracket', () => {
    for (const [line, col] of [
      ['1b [124b]', 4],
      ['1b [55d]', 4],
      ['[5b5c5d] 1b', 1],
      ['[] 1b', 1],
      ['[EEEEE] 1b', 1],
      ['[1235c] 1b', 1],
      ['[ESW] 1b', 1],
      ['[891b] 1b', 1],
    ] as const) {
      const e = fail(line);
      expect(e.code, line).toBe('bad-meld');
      expect(e.column, line).toBe(col);
    }
  });

  it('rejects a chow across suits (7 8 9 then 1 of the next suit)', () => {
    expect(fail('[89b1c] 1b').code).toBe('bad-meld');
  });

  it('rejects a flower inside a set', () => {
    const e = fail('[🀢123b] 1b');
    expect(e.code).toBe('bad-meld');
    expect(e.column).toBe(2);
  });

  it('rejects ( ) holding anything but a kong (concealed-chow)', () => {
    for (const line of ['(123b) 1b', '(EEE) 1b', '(12d) 1b', '() 1b', '(55555d) 1b']) {
      const e = fail(line);
      expect(e.code, line).toBe('concealed-chow');
      expect(e.column, line).toBe(1);
    }
  });
});

describe('hints that name the fix', () => {
  it('an option written without its +: did you mean it with the +', () => {
    const e = fail('123b 456c 789d EEE 55d win:wall');
    expect(e).toMatchObject({ code: 'unknown-character', column: 24 });
    expect(e.message).toContain('did you mean +win:wall?');
    expect(e.message).not.toContain('honors are capitals');
    expect(fail('123b 456c 789d EEE 55d seat:S')).toMatchObject({ code: 'stray-suit-letter', column: 24 });
    expect(fail('123b 456c 789d EEE 55d seat:S').message).toContain('did you mean +seat:S?');
    expect(fail('123b 456c 789d EEE 55d tsumo').message).toContain('did you mean +tsumo?');
    expect(fail('123b 456c 789d EEE 55d wall-last').message).toContain('did you mean +wall-last?');
  });

  it('a value written after a space: did you mean it glued with the colon (only when it is a value of the option)', () => {
    expect(fail('123b 456c 789d EEE 55d +flowers 2')).toMatchObject({ code: 'bad-flowers', column: 32 });
    expect(fail('123b 456c 789d EEE 55d +flowers 2').message).toContain('did you mean +flowers:2?');
    expect(fail('123b 456c 789d EEE 55d +seat S').message).toContain('did you mean +seat:S?');
    expect(fail('123b 456c 789d EEE 55d +win wall').message).toContain('did you mean +win:wall?');
    expect(fail('123b 456c 789d EEE 55d +flowers 9').message).not.toContain('did you mean');
    expect(fail('123b 456c 789d EEE 55d +flowers +last').message).not.toContain('did you mean');
  });

  it('an option given twice through a synonym says what the synonym is read as', () => {
    const e = fail('123b 456c 789d EEE 55d +tsumo +win:wall');
    expect(e).toMatchObject({ code: 'duplicate-option', column: 31 });
    expect(e.message).toContain('+tsumo at column 24 (read as +win:wall), then +win:wall at column 31');
    expect(fail('1b +flower:1 +flowers:2').message).toContain('+flower:1 at column 4 (read as +flowers)');
  });

  it('honor names: white is P, red R, green G, also run together', () => {
    expect(fail('Wh Wh Wh 123b 456c 789d 55d').message).toContain("white dragon is P (W is West): write P, not 'Wh'");
    expect(fail('WhWhWh 123b 456c 789d 55d').message).toContain("white dragon is P (W is West): write P, not 'Wh'");
    expect(fail('Rd Rd Rd 123b 456c 789d 55d').message).toContain("red dragon is R: write R, not 'Rd'");
    expect(fail('RdRdRd 123b 456c 789d 55d').message).toContain("red dragon is R: write R, not 'Rd'");
    expect(fail('Gr Gr Gr 123b 456c 789d 55d').message).toContain("green dragon is G: write G, not 'Gr'");
  });
});

describe('reading errors: code and column', () => {
  it('unknown-character at the character', () => {
    const e = fail('123b 456x 789d');
    expect(e).toMatchObject({ code: 'unknown-character', column: 9 });
    expect(e.message).toContain("'x' at column 9");
    expect(e.message).toContain('expected a suit letter');
    expect(fail('hello')).toMatchObject({ code: 'unknown-character', column: 1 });
    expect(fail('1b ?')).toMatchObject({ code: 'unknown-character', column: 4 });
  });

  it('a # outside brackets starts a comment, after the tiles or after the options', () => {
    expect(codes(read('123b 456c 789d EEE 55d  # table 2').concealed)).toBe(codes(read('123b 456c 789d EEE 55d').concealed));
    expect(read('123b 456c 789d EEE 55d +seat:S # table 2, +seat:W').seatWind).toBe('S');
    expect(read('55d# no space').concealed).toHaveLength(2);
    expect(fail('# 123b')).toMatchObject({ code: 'empty' });
    expect(fail('[12#3b]')).toMatchObject({ code: 'unknown-character', column: 4 });
  });

  it('unknown-character names what was expected', () => {
    expect(fail('1b ?').message).toBe(
      "unknown character '?' at column 4; expected a digit, a suit letter (b c d, or s m p), an honor letter (E S W N R G P, or C F), a bracket or an option",
    );
  });

  it('unknown-character hints at capitals for a lowercase honor', () => {
    const e = fail('1b ee');
    expect(e).toMatchObject({ code: 'unknown-character', column: 4 });
    expect(e.message).toContain("did you mean 'E'");
    expect(fail('[eee] 1b')).toMatchObject({ code: 'unknown-character', column: 2 });
  });

  it('stray-suit-letter for a suit letter without digits (also a lowercase p, s, c...)', () => {
    expect(fail('PP p')).toMatchObject({ code: 'stray-suit-letter', column: 4 });
    expect(fail('12b c')).toMatchObject({ code: 'stray-suit-letter', column: 5 });
    expect(fail('1b ss')).toMatchObject({ code: 'stray-suit-letter', column: 4 });
  });

  it('unknown-character for controls, non-ASCII and lone surrogates, shown as U+XXXX', () => {
    const e = fail('1b\u0007');
    expect(e).toMatchObject({ code: 'unknown-character', column: 3 });
    expect(e.message).toContain('U+0007');
    expect(fail('1b \uD800 2b')).toMatchObject({ code: 'unknown-character', column: 4 });
    expect(fail('1b \uDC00')).toMatchObject({ code: 'unknown-character', column: 4 });
    expect(fail('😀 1b')).toMatchObject({ code: 'unknown-character', column: 1 });
    expect(fail('1b\u00A02b')).toMatchObject({ code: 'unknown-character', column: 3 });
    expect(fail('1b\r')).toMatchObject({ code: 'unknown-character', column: 3 });
  });

  it('missing-suffix at the first digit of the run, saying where the letter was expected', () => {
    const e = fail('123b 456 789d');
    expect(e).toMatchObject({ code: 'missing-suffix', column: 6 });
    expect(e.message).toContain('expected b, c or d (or s, m, p) at column 9');
    expect(fail('123b 45')).toMatchObject({ code: 'missing-suffix', column: 6 });
    expect(fail('12E')).toMatchObject({ code: 'missing-suffix', column: 1 });
    expect(fail('1b 12 +win:wall')).toMatchObject({ code: 'missing-suffix', column: 4 });
    expect(fail('[12]')).toMatchObject({ code: 'missing-suffix', column: 2 });
    expect(fail('[55d5] 1b')).toMatchObject({ code: 'missing-suffix', column: 5 });
  });

  it('zero-rank at the 0', () => {
    expect(fail('406d')).toMatchObject({ code: 'zero-rank', column: 2 });
    expect(fail('1b 0b')).toMatchObject({ code: 'zero-rank', column: 4 });
    expect(fail('[089b] 1b')).toMatchObject({ code: 'zero-rank', column: 2 });
  });

  it('unclosed-bracket at the opening bracket', () => {
    const e = fail('[123b 456c');
    expect(e).toMatchObject({ code: 'unclosed-bracket', column: 1 });
    expect(e.message).toContain("expected ']' at column 6");
    expect(fail('1b (5555d')).toMatchObject({ code: 'unclosed-bracket', column: 4 });
    expect(fail('1b [123b+win:wall')).toMatchObject({ code: 'unclosed-bracket', column: 4 });
    expect(fail('1b [123b').message).toContain('before the end of the line');
  });

  it('unexpected-bracket for a closing bracket with no partner, a mismatch, or nesting', () => {
    expect(fail('123b] 1b')).toMatchObject({ code: 'unexpected-bracket', column: 5 });
    expect(fail('5555d) 1b')).toMatchObject({ code: 'unexpected-bracket', column: 6 });
    expect(fail('[123b) 1b')).toMatchObject({ code: 'unexpected-bracket', column: 6 });
    expect(fail('[[123b]] 1b')).toMatchObject({ code: 'unexpected-bracket', column: 2 });
    expect(fail('[123b(5555d)] 1b')).toMatchObject({ code: 'unexpected-bracket', column: 6 });
  });

  it('empty: no tiles at all', () => {
    expect(fail('')).toMatchObject({ code: 'empty', column: null });
    expect(fail('   ')).toMatchObject({ code: 'empty', column: null });
    expect(fail('+win:wall +seat:N')).toMatchObject({ code: 'empty', column: 1 });
    expect(fail('  +win:wall')).toMatchObject({ code: 'empty', column: 3 });
  });

  it('no-winning-tile: only melds, so nothing to win on', () => {
    expect(fail('[123b] [456b] [789b] [111c]')).toMatchObject({ code: 'no-winning-tile', column: 28 });
    expect(fail('[123b] +win:wall')).toMatchObject({ code: 'no-winning-tile', column: 8 });
  });

  it('tiles-after-options at the tile', () => {
    const e = fail('123b +win:wall 5d');
    expect(e).toMatchObject({ code: 'tiles-after-options', column: 16 });
    expect(e.message).toContain('the first is at column 6');
    expect(fail('1b +kong [123b]')).toMatchObject({ code: 'tiles-after-options', column: 10 });
    expect(fail('1b +kong 🀄')).toMatchObject({ code: 'tiles-after-options', column: 10 });
    expect(fail('1b +kong x')).toMatchObject({ code: 'unknown-character', column: 10 });
  });

  it('bad-option: unknown name at the +, missing or bad value', () => {
    expect(fail('1b +foo')).toMatchObject({ code: 'bad-option', column: 4 });
    expect(fail('1b ++last')).toMatchObject({ code: 'bad-option', column: 4 });
    expect(fail('1b +')).toMatchObject({ code: 'bad-option', column: 4 });
    expect(fail('1b +Wn:wall')).toMatchObject({ code: 'bad-option', column: 4 });
    const wl = fail('1b +wall_last');
    expect(wl).toMatchObject({ code: 'bad-option', column: 4 });
    expect(wl.message).toContain('did you mean +wall-last');
    expect(fail('1b +win')).toMatchObject({ code: 'bad-option', column: 8 });
    expect(fail('1b +win:')).toMatchObject({ code: 'bad-option', column: 9 });
    expect(fail('1b +win:foo')).toMatchObject({ code: 'bad-option', column: 9 });
    const joined = fail('1b +win:wall+seat:S');
    expect(joined).toMatchObject({ code: 'bad-option', column: 9 });
    expect(joined.message).toContain('separated by spaces');
    expect(fail('1b +last:1')).toMatchObject({ code: 'bad-option', column: 9 });
    expect(fail('1b +kong:yes')).toMatchObject({ code: 'bad-option', column: 9 });
    expect(fail('1b +wall-last:')).toMatchObject({ code: 'bad-option', column: 14 });
  });

  it('duplicate-option at the second +', () => {
    const e = fail('1b +win:wall +win:wall');
    expect(e).toMatchObject({ code: 'duplicate-option', column: 14 });
    expect(e.message).toContain('+win:wall at column 4, then');
    expect(fail('1b +last +last')).toMatchObject({ code: 'duplicate-option', column: 10 });
    expect(fail('1b +flowers:0 +flowers:-1')).toMatchObject({ code: 'duplicate-option', column: 15 });
  });

  it('bad-wind for +seat, +round and +from', () => {
    expect(fail('1b +seat:R')).toMatchObject({ code: 'bad-wind', column: 10 });
    expect(fail('1b +round:east')).toMatchObject({ code: 'bad-wind', column: 11 });
    expect(fail('1b +from:x')).toMatchObject({ code: 'bad-wind', column: 10 });
    expect(fail('1b +seat:')).toMatchObject({ code: 'bad-wind', column: 10 });
    expect(fail('1b +seat')).toMatchObject({ code: 'bad-wind', column: 9 });
    expect(fail('1b +round:1')).toMatchObject({ code: 'bad-wind', column: 11 });
  });

  it('bad-flowers for anything but a whole number 0..8', () => {
    for (const v of ['x', '-1', '2.5', '', '9', '10', '1e0', '+1', '0x1']) {
      expect(fail(`1b +flowers:${v}`), v).toMatchObject({ code: 'bad-flowers', column: 13 });
    }
    expect(fail('1b +flowers')).toMatchObject({ code: 'bad-flowers', column: 12 });
  });

  it('points at the first problem of the line', () => {
    expect(fail('1x 0b [12b')).toMatchObject({ code: 'unknown-character', column: 2 });
    expect(fail('12 0b')).toMatchObject({ code: 'missing-suffix', column: 1 });
  });

  it('keeps messages short and printable for huge or strange values', () => {
    const e = fail('1b +flowers:' + '9'.repeat(100000));
    expect(e.code).toBe('bad-flowers');
    expect(e.message.length).toBeLessThan(200);
    const e2 = fail('1b +' + '\u0001'.repeat(50));
    expect(e2.message).toContain('U+0001');
    expect(e2.message).not.toContain('\u0001');
  });

  it('says the column in every message', () => {
    for (const line of ['1b x', '1b 12', '1b 0b', '[12b', '1b]', '[124b] 1b', '(123b) 1b', '1b +foo', '1b +seat:X', '1b +flowers:9', '1b +last +last', '1b +kong 2b']) {
      const e = fail(line);
      expect(e.message, line).toContain(`column ${e.column}`);
    }
  });
});

describe('options', () => {
  it('has the defaults of NOTATION.md', () => {
    const h = read(HAND);
    expect(h).toMatchObject({
      win: 'discard',
      seatWind: 'E',
      prevalentWind: 'E',
      discarder: null,
      flowers: 0,
      last: false,
      wallLast: false,
      kong: false,
    });
    expect(h.melds).toEqual([]);
    expect(h.winningTile).toBe(t('5d'));
  });

  it('reads every option, in any order', () => {
    const h = read(`${HAND} +kong +wall-last +last +flowers:8 +from:N +round:W +seat:S +win:discard`);
    expect(h).toMatchObject({
      win: 'discard',
      seatWind: 'S',
      prevalentWind: 'W',
      discarder: 'N',
      flowers: 8,
      last: true,
      wallLast: true,
      kong: true,
    });
    expect(read(`${HAND} +win:wall`).win).toBe('wall');
    expect(read(`${HAND} +flowers:0`).flowers).toBe(0);
  });

  it('reads the NOTATION.md example', () => {
    const h = read('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S +round:E +flowers:2');
    expect(h.melds).toEqual([{ kind: 'chow', tiles: [0, 1, 2], concealed: false }]);
    expect(codes(h.concealed)).toBe('4c 5c 6c 7d 8d E E E 5d 5d 9d');
    expect(h).toMatchObject({ winningTile: t('9d'), win: 'wall', seatWind: 'S', prevalentWind: 'E', flowers: 2 });
  });

  it('implies +last when the other three copies are in the winner\'s melded pung', () => {
    expect(read('[555d] 123b 456c 78d 5d').last).toBe(true);
    expect(read('[555d] 123b 456c 78d 9d').last).toBe(false);
    expect(read('(5555d) 123b 456c 78d 9d').last).toBe(false);
  });
});

describe('robustness', () => {
  // No time is asserted (tests never do): a reading that was not linear would take
  // hours on these lines and fail as the test's timeout.
  it('reads a long line in linear time', { timeout: 60_000 }, () => {
    const long = '123b '.repeat(200000);
    const r = parseLine(long);
    expect(r.ok).toBe(true);
    const bad = '1'.repeat(1000000);
    expect(parseLine(bad).ok).toBe(false);
    expect(parseLine('[' + '1'.repeat(1000000)).ok).toBe(false);
    expect(parseLine('[' + '1b'.repeat(300000) + '] 1b').ok).toBe(false);
    expect(parseLine('(' + '9'.repeat(300000) + 'd) 1b').ok).toBe(false);
    expect(parseLine('🀄'.repeat(300000)).ok).toBe(true);
    expect(parseLine('1b +' + 'a'.repeat(1000000)).ok).toBe(false);
  });

  it('does not throw on odd inputs', () => {
    for (const line of ['\0', '\uFFFF', '\uD83C', '\uD83C\uDC04'.slice(1), '[', '(', ']', '+', ':', '+:', '+win::', '1', 'b', '🀄️', '\uFE0F', '[🀄️🀄️🀄️] 1b']) {
      expect(() => parseLine(line)).not.toThrow();
    }
    expect(parseLine('\uFE0F').ok).toBe(false);
    expect(parseLine('[🀄️🀄️🀄️] 1b').ok).toBe(true);
    // Not a string at all (from untyped callers).
    expect(parseLine(undefined as unknown as string).ok).toBe(false);
  });
});
