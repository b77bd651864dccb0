/**
 * Hands as players type them (docs/NOTATION.md): the `z` honours, Chinese characters,
 * full-width characters, options in any case and their synonyms, each read the same
 * as the canonical form and printed back in it; and the hints that name the fix for
 * the usual slips.
 */
import { describe, expect, it } from 'vitest';
import { canonical } from '../../src/notation/format.js';
import { parseLine } from '../../src/notation/parse.js';
import { sameHand } from './helpers.js';

/** The canonical form of a line that must be read; fails the test with the error otherwise. */
function canon(line: string): string {
  const r = parseLine(line);
  if (!r.ok) throw new Error(`${line}: ${r.error.code} ${r.error.message}`);
  return canonical(r.hand);
}

function fail(line: string) {
  const r = parseLine(line);
  if (r.ok) throw new Error(`${line}: read without error`);
  return r.error;
}

/** The line reads as the same hand as `same` (canonical notation), and round-trips. */
function readsAs(line: string, same: string): void {
  const a = parseLine(line);
  const b = parseLine(same);
  if (!a.ok) throw new Error(`${line}: ${a.error.code} ${a.error.message}`);
  if (!b.ok) throw new Error(`${same}: ${b.error.message}`);
  expect(sameHand(a.hand, b.hand), line).toBe(true);
  const text = canonical(a.hand);
  expect(text).toBe(canonical(b.hand));
  const back = parseLine(text);
  expect(back.ok && sameHand(back.hand, a.hand)).toBe(true);
  // The canonical form uses only canonical letters: ASCII, no aliases, no z.
  expect(text).toMatch(/^[1-9bcdESWNRGP()[\] +:a-z-]*$/);
  expect(text.replace(/\+\S+/g, '')).not.toMatch(/[smpzCF]/);
}

describe('z honours (1z..7z = E S W N, then white, green, red)', () => {
  it('reads each rank as its honor', () => {
    expect(canon('1z 2z 3z 4z 5z 6z 7z 1m')).toBe('E S W N R G P 1c');
    expect(canon('1234567z 1m')).toBe('E S W N R G P 1c');
  });

  it('reads the issue example like the canonical hand, and round-trips', () => {
    readsAs('123m 456p 789s 111z 5p 5p', '789b 123c 456d EEE 5d 5d');
    readsAs('19m19p19s1234567z 1m', '19b 19c 19d ESWNRGP 1c');
    readsAs('55z 666z 777z 123m 456m 1m', 'PP GGG RRR 123456c 1c');
  });

  it('reads z in brackets', () => {
    readsAs('[555z] [7777z] (1111z) 123m 5p 5p', '[PPP] [RRRR] (EEEE) 123c 5d 5d');
  });

  it('refuses 8z and 9z at the digit (zero-rank)', () => {
    const e = fail('123m 189z');
    expect(e).toMatchObject({ code: 'zero-rank', column: 7 });
    expect(e.message).toContain('there is no 8z');
    expect(e.message).toContain('1z to 7z');
    expect(fail('9z')).toMatchObject({ code: 'zero-rank', column: 1 });
  });

  it('refuses z in a line that writes b c d suits, naming the honor letters', () => {
    const e = fail('123b 111z 5p 5p');
    expect(e).toMatchObject({ code: 'unknown-character', column: 9 });
    expect(e.message).toContain("writes 'b' at column 4");
    expect(e.message).toContain('5z P, 6z G, 7z R');
    expect(fail('35z 77b')).toMatchObject({ code: 'unknown-character', column: 3 });
  });
});

describe('Chinese characters and full-width characters', () => {
  it('reads the winds and dragons in traditional and simplified characters', () => {
    readsAs('東東東 南南 西 北 中 發 白 123m', 'EEE SS W N R G P 123c');
    readsAs('东东东 中 发 白 123m', 'EEE R G P 123c');
    expect(canon('発 1m')).toBe('G 1c');
  });

  it('reads the numerals with 萬/万, 筒/饼/餅 and 索/条/條', () => {
    readsAs('一萬二萬三萬 四五六筒 七八九索 東東東 五筒', '123c 456d 789b EEE 5d');
    readsAs('一二三万 四饼 五餅 六条 七條', '123c 45d 6b 7b');
  });

  it('reads full-width digits, letters, brackets, options and the ideographic space', () => {
    readsAs('１２３b ４５６c ７８９d ＥＥＥ ５５ｄ', '123b 456c 789d EEE 55d');
    readsAs('［１２３ｂ］\u3000456c 789d EEE 55d ＋ｗｉｎ：ｗａｌｌ ＋ｓｅａｔ：Ｓ', '[123b] 456c 789d EEE 55d +win:wall +seat:S');
    readsAs('123b 456c 789d 東東東 55d +seat:南 +round:西', '123b 456c 789d EEE 55d +seat:S +round:W');
  });

  it('keeps columns pointing into the line as typed', () => {
    // 東 and 🀄 are one column each; x is the 4th character.
    expect(fail('東🀄 x')).toMatchObject({ code: 'unknown-character', column: 4 });
    expect(fail('１２３ 5b')).toMatchObject({ code: 'missing-suffix', column: 1 });
    expect(fail('東東 ４０b')).toMatchObject({ code: 'zero-rank', column: 5 });
    const e = fail('中中中 [123b 1b');
    expect(e).toMatchObject({ code: 'unclosed-bracket', column: 5 });
  });
});

describe('options in any case, and synonyms', () => {
  const HAND = '123b 456c 789d EEE 55d';

  it('reads names and values in any case', () => {
    readsAs(`${HAND} +WIN:WALL +Seat:s +ROUND:w +from:n`, `${HAND} +win:wall +seat:S +round:W +from:N`);
    readsAs(`${HAND} +Win:Discard +FLOWERS:3 +Last +WALL-LAST`, `${HAND} +flowers:3 +last +wall-last`);
    readsAs(`${HAND} +win:wall +KONG`, `${HAND} +win:wall +kong`);
  });

  it('reads the common words for self-drawn and for a discard', () => {
    for (const w of ['+win:self', '+win:selfdraw', '+win:self-drawn', '+win:Tsumo', '+win:zimo', '+tsumo', '+TSUMO', '+zimo', '+self-drawn', '+selfdrawn', '+self']) {
      readsAs(`${HAND} ${w}`, `${HAND} +win:wall`);
    }
    for (const w of ['+win:ron', '+ron', '+Ron']) readsAs(`${HAND} ${w} +from:S`, `${HAND} +from:S`);
    readsAs(`${HAND} +flower:2`, `${HAND} +flowers:2`);
  });

  it('counts a synonym as the option it stands for', () => {
    const e = fail(`${HAND} +tsumo +win:wall`);
    expect(e).toMatchObject({ code: 'duplicate-option', column: 31 });
    expect(e.message).toContain('+tsumo at column 24 (read as +win:wall)');
    const v = fail(`${HAND} +tsumo:yes`);
    expect(v).toMatchObject({ code: 'bad-option', column: 30 });
    expect(v.message).toContain('it is +win:wall');
  });

  it('says "did you mean" for a near miss', () => {
    const cases: [string, string, number, string][] = [
      ['+win:wal', 'bad-option', 29, 'did you mean +win:wall?'],
      ['+win:discrad', 'bad-option', 29, 'did you mean +win:discard?'],
      ['+win:tsmuo', 'bad-option', 29, 'did you mean +win:tsumo?'],
      ['+seta:S', 'bad-option', 24, 'did you mean +seat?'],
      ['+rond:S', 'bad-option', 24, 'did you mean +round?'],
      ['+flowres:2', 'bad-option', 24, 'did you mean +flowers?'],
      ['+wall_last', 'bad-option', 24, 'did you mean +wall-last?'],
      ['+tsumoo', 'bad-option', 24, 'did you mean +tsumo?'],
      ['+seat:South', 'bad-wind', 30, 'did you mean +seat:S?'],
      ['+round:east', 'bad-wind', 31, 'did you mean +round:E?'],
      ['+from:NORTH', 'bad-wind', 30, 'did you mean +from:N?'],
    ];
    for (const [opt, code, column, hint] of cases) {
      const e = fail(`${HAND} ${opt}`);
      expect(e, opt).toMatchObject({ code, column });
      expect(e.message, opt).toContain(hint);
    }
    expect(fail(`${HAND} +foo`).message).not.toContain('did you mean');
  });

  it('still refuses wind names and honors that are no winds', () => {
    expect(fail(`${HAND} +round:East`)).toMatchObject({ code: 'bad-wind' });
    expect(fail(`${HAND} +seat:r`)).toMatchObject({ code: 'bad-wind' });
    expect(fail(`${HAND} +seat:SS`)).toMatchObject({ code: 'bad-wind' });
  });
});

describe('hints that do not mislead', () => {
  const HAND = '123b 456c 789d EEE 55d';
  it('+rob and its kin: robbing a kong is +kong, not the near +ron', () => {
    for (const opt of ['+rob', '+robbing', '+chankan']) {
      const e = fail(`${HAND} ${opt}`);
      expect(e, opt).toMatchObject({ code: 'bad-option', column: 24 });
      expect(e.message, opt).toContain('(robbing a kong is +kong, on a discard win)');
      expect(e.message, opt).not.toContain('+ron');
    }
  });

  it("+seat=S: the value after ':', not a bare +seat", () => {
    expect(fail(`${HAND} +seat=S`).message).toContain('(did you mean +seat:S? a value follows');
    expect(fail(`${HAND} +round=east`).message).toContain('(did you mean +round:E? a value follows');
    expect(fail(`${HAND} +flowers=2`).message).toContain('(did you mean +flowers:2? a value follows');
  });
});

describe('hints that name the fix', () => {
  it('capital suit letters: "suit letters are lower case"', () => {
    for (const [line, code, column, fix] of [
      ['123B', 'unknown-character', 4, '123b'],
      ['55D', 'unknown-character', 3, '55d'],
      ['9M', 'unknown-character', 2, '9m'],
      ['111Z', 'unknown-character', 4, '111z'],
      ['123C', 'missing-suffix', 1, '123c'],
      ['EEE 456S', 'missing-suffix', 5, '456s'],
      ['78P', 'missing-suffix', 1, '78p'],
    ] as const) {
      const e = fail(line);
      expect(e, line).toMatchObject({ code, column });
      expect(e.message, line).toContain(`suit letters are lower case: ${fix}`);
    }
  });

  it('dragons and winds written as words: "red dragon is R", "white dragon is P"', () => {
    for (const [line, code, column, fix] of [
      ['Rd Rd Rd', 'stray-suit-letter', 2, 'red dragon is R'],
      ['EEE Red', 'unknown-character', 6, 'red dragon is R'],
      ['rd', 'unknown-character', 1, 'red dragon is R'],
      ['Wh', 'unknown-character', 2, 'white dragon is P'],
      ['123b Wd', 'stray-suit-letter', 7, 'white dragon is P'],
      ['White', 'unknown-character', 2, 'white dragon is P'],
      ['Gd', 'stray-suit-letter', 2, 'green dragon is G'],
      ['Gr', 'unknown-character', 2, 'green dragon is G'],
      ['Green', 'unknown-character', 2, 'green dragon is G'],
      ['Haku', 'unknown-character', 1, 'white dragon is P'],
      ['Chun', 'unknown-character', 2, 'red dragon is R'],
      ['East', 'unknown-character', 2, 'East is E'],
      ['North', 'unknown-character', 2, 'North is N'],
    ] as const) {
      const e = fail(line);
      expect(e, line).toMatchObject({ code, column });
      expect(e.message, line).toContain(fix);
    }
    expect(fail('Rd Rd Rd').message).toContain("write R, not 'Rd'");
    // Other letters keep the plain message.
    expect(fail('Nx').message).not.toContain(' is ');
    expect(fail('hello').message).toContain('expected a digit');
  });
});

// No time is asserted (tests never do): a reading that was not linear would take
// hours on these lines and fail as the test's timeout; they read in well under a second.
describe('the slow path stays linear', { timeout: 60_000 }, () => {
  it('reads long lines of z groups, Chinese and full-width characters, and loose options', () => {
    expect(parseLine('1z2z3z '.repeat(100000)).ok).toBe(true);
    expect(parseLine('1m '.repeat(100000) + '1z').ok).toBe(true);
    expect(parseLine('1z '.repeat(100000) + '1b').ok).toBe(false);
    expect(parseLine('東南'.repeat(200000)).ok).toBe(true);
    expect(parseLine('１ｂ'.repeat(200000)).ok).toBe(true);
    expect(parseLine('R' + 'd'.repeat(1000000)).ok).toBe(false);
    expect(parseLine('1b +' + 'A'.repeat(1000000)).ok).toBe(false);
    expect(parseLine('1b +win:' + 'A'.repeat(1000000)).ok).toBe(false);
  });
});
