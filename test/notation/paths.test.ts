/**
 * The reader's shortcuts (parse.ts), each checked against the plain reading it stands
 * for, so that a divergence shows:
 *
 *   - it reads UTF-16 units and works a column out as position minus the surrogate
 *     pairs stepped over, instead of counting code points one by one: a line written
 *     with Unicode tiles (two units, one column) must read like the same line written
 *     with letters (one unit, one column);
 *   - it matches option names and values in place, character by character, instead
 *     of cutting the option into name and value strings: it must agree with that
 *     cutting, done here with split and indexOf;
 *   - it counts tile copies as it reads, for validate's too-many-copies, instead of
 *     keeping every tile with its column: the 5th copy must be the one a count in
 *     written order finds;
 *   - it keeps scratch state between lines (copy counts, option columns, a set's
 *     tiles): nothing may leak from one line into the next.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ReadHand, validate } from '../../src/hand/validate.js';
import { parseLine } from '../../src/notation/parse.js';
import { HONOR_LETTERS, tileFromCode, type Tile } from '../../src/tiles.js';

/** The Unicode tile of a tile: honors from U+1F000, then characters, bamboos, dots. */
function unicodeOf(t: Tile): string {
  if (t >= 27) return String.fromCodePoint(0x1f000 + t - 27);
  if (t >= 18) return String.fromCodePoint(0x1f019 + t - 18); // dots
  if (t >= 9) return String.fromCodePoint(0x1f007 + t - 9); // characters
  return String.fromCodePoint(0x1f010 + t); // bamboos
}
const honor = (letter: string): Tile => tileFromCode(letter);
/** Width in columns: code points, a lone surrogate counting as one (as the reader counts). */
const width = (s: string): number => [...s].length;

/** A line that must be read. */
function read(line: string): ReadHand {
  const r = parseLine(line);
  if (!r.ok) throw new Error(`${line}: ${r.error.code} ${r.error.message}`);
  return r.hand as ReadHand;
}

/** What a reading leads to: the hand (or the error's code and column), then validate's verdict. */
function outcome(line: string): unknown {
  const r = parseLine(line);
  if (!r.ok) return { code: r.error.code, column: r.error.column };
  return { hand: { ...r.hand }, checked: validate(r.hand) };
}

describe('columns: a Unicode tile reads like its letter', () => {
  // Tokens written two ways: [ascii, unicode]. Honors are one column either way, so
  // every later column (tiles, options, errors, the 5th copy) must come out the same.
  const honorToken = fc.constantFrom(...HONOR_LETTERS).map((h) => [h, unicodeOf(honor(h))] as const);
  const same = (s: string) => [s, s] as const;
  // An option between spaces, so that no tile joins its value (+seat:E is not +seat:🀀).
  const spaced = (s: string) => same(` ${s} `);
  const token = fc.oneof(
    { weight: 6, arbitrary: honorToken },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.constantFrom(...HONOR_LETTERS), fc.constantFrom('[', '('), fc.integer({ min: 2, max: 5 }))
        .map(([h, open, k]) => {
          const close = open === '[' ? ']' : ')';
          return [open + h.repeat(k) + close, open + unicodeOf(honor(h)).repeat(k) + close] as const;
        }),
    },
    { weight: 4, arbitrary: fc.constantFrom('123b', '55d', '9c', '[789c]', '[555d]', '(1111b)', '11111b').map(same) },
    { weight: 1, arbitrary: fc.constantFrom('0b', '12', 'x', 'e', ']', '[', '\uD800', '😀').map(same) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom('+win:wall', '+win:discard', '+seat:S', '+round:W', '+from:N', '+flowers:3', '+last', '+kong', '+wall-last')
        .map(spaced),
    },
    { weight: 1, arbitrary: fc.constantFrom('+bogus', '+seat:', '+win', '+last:1', '+seat:SS', '+flowers:9').map(spaced) },
  );
  const line = fc
    .tuple(fc.array(token, { maxLength: 16 }), fc.constantFrom(' ', ' ', '\t', ''))
    .map(([tokens, sep]) => [tokens.map((t) => t[0]).join(sep), tokens.map((t) => t[1]).join(sep)] as const);

  it('gives the same hand, or the same error at the same column, and the same validation', () => {
    fc.assert(
      fc.property(line, ([ascii, unicode]) => {
        expect(outcome(unicode)).toEqual(outcome(ascii));
      }),
      { numRuns: 4000, seed: 0x5eed0a01 },
    );
  });

  it('for instance a 5th copy and an option after Unicode tiles', () => {
    expect(outcome('🀄🀄 🀄 RR 1b +kong')).toEqual(outcome('RR R RR 1b +kong'));
    expect(validate(read('🀄🀄 🀄 RR 1b'))).toMatchObject({
      kind: 'error',
      error: { code: 'too-many-copies', column: 7 },
    });
    expect(parseLine('🀄🀄 1b +seat:X')).toMatchObject({ ok: false, error: { code: 'bad-wind', column: 13 } });
  });
});

describe('options: matched in place, read like whole words', () => {
  const NAMES = ['win', 'seat', 'round', 'from', 'flowers', 'last', 'wall-last', 'kong'];
  const WINDS = ['E', 'S', 'W', 'N'];

  /** The option `text` (after '+', at column 4 of `1b +text`), read the plain way. */
  function expected(text: string): { code: string; column: number } | null {
    const plusCol = 4;
    const word = text.split(/[ \t]/)[0]; // an option runs up to the next space
    const colon = word.indexOf(':');
    const written = colon < 0 ? word : word.slice(0, colon);
    const value = colon < 0 ? null : word.slice(colon + 1);
    // Names in any (ASCII) case; +flower for +flowers.
    const lower = written.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
    const name = lower === 'flower' ? 'flowers' : lower;
    if (!NAMES.includes(name)) return { code: 'bad-option', column: plusCol };
    const nameEndCol = plusCol + 1 + width(written);
    const valueCol = nameEndCol + 1;
    const flag = name === 'last' || name === 'wall-last' || name === 'kong';
    const code = name === 'win' || flag ? 'bad-option' : name === 'flowers' ? 'bad-flowers' : 'bad-wind';
    if (flag) return value === null ? null : { code, column: valueCol - 1 };
    if (value === null) return { code, column: nameEndCol };
    // Values in any (ASCII) case too.
    const v = value.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
    const good =
      name === 'win'
        ? v === 'wall' || v === 'discard'
        : name === 'flowers'
          ? /^[0-9]{1,3}$/.test(value) && Number(value) <= 8
          : value.length === 1 && WINDS.includes(value.toUpperCase());
    return good ? null : { code, column: valueCol };
  }

  const namePart = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NAMES) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('', 'wi', 'winn', 'wall', 'wall-las', 'wall_last', 'wall-lastt', 'seats', 'sea', 'Seat', 'SEAT', 'Wall-Last', 'flower', 'Flower', 'flowersx', 'fro', 'fromm', 'las', 'lastt', 'kon', 'kong2', 'rounds', 'x', 'w😀n', 'se\uD800t'),
    },
  );
  const valuePart = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('wall', 'discard', 'E', 'S', 'W', 'N', '0', '3', '8', '08', '008') },
    {
      weight: 2,
      arbitrary: fc.constantFrom('', 'wal', 'walls', 'discards', 'disc', 'SS', 's', 'e', 'WALL', 'Discard', 'X', '9', '10', '0008', '3+', '+', 'S+win:wall', 'S:', ':', '😀', 'E😀', '\uD800', 'wall😀', '\uD83D'),
    },
  );
  const option = fc
    .tuple(namePart, fc.option(valuePart, { freq: 3 }), fc.constantFrom('', ' ', '\t', '  '))
    .map(([name, value, tail]) => name + (value === null ? '' : ':' + value) + tail);

  it('agree with cutting the option into name and value', () => {
    fc.assert(
      fc.property(option, (text) => {
        const r = parseLine(`1b +${text}`);
        const want = expected(text);
        if (want === null) expect(r.ok).toBe(true);
        else expect(r.ok ? null : { code: r.error.code, column: r.error.column }).toEqual(want);
      }),
      { numRuns: 4000, seed: 0x5eed0a02 },
    );
  });

  it('set the hand from the value read', () => {
    expect(read('1b +win:wall +seat:W +round:N +flowers:08 +wall-last')).toMatchObject({
      win: 'wall',
      seatWind: 'W',
      prevalentWind: 'N',
      flowers: 8,
      wallLast: true,
    });
    expect(read('1b +from:S\t+kong +last')).toMatchObject({ discarder: 'S', kong: true, last: true });
  });

  it('for instance values that only begin like a good one', () => {
    expect(parseLine('1b +win:walls')).toMatchObject({ ok: false, error: { code: 'bad-option', column: 9 } });
    expect(parseLine('1b +seat:S😀')).toMatchObject({ ok: false, error: { code: 'bad-wind', column: 10 } });
    expect(parseLine('1b +flowers:0008')).toMatchObject({ ok: false, error: { code: 'bad-flowers', column: 13 } });
    expect(parseLine('1b +lastx')).toMatchObject({ ok: false, error: { code: 'bad-option', column: 4 } });
    expect(parseLine('1b +seat:S:W')).toMatchObject({ ok: false, error: { code: 'bad-wind', column: 10 } });
  });
});

describe('copies: counted while reading, as a count in written order finds them', () => {
  /** A token that writes tiles, with the column offset of each tile inside it. */
  type Written = { text: string; tiles: Tile[]; offsets: number[] };
  const POOL: Tile[] = [4, 13, 27, 31]; // 5b 5c E R: few tiles, so that copies pile up
  const suffix = (t: Tile) => 'bcd'[Math.floor(t / 9)];
  const rank = (t: Tile) => (t % 9) + 1;
  const written = fc.tuple(fc.constantFrom(...POOL), fc.integer({ min: 0, max: 4 })).map(([t, form]): Written => {
    const ascii = t >= 27 ? HONOR_LETTERS[t - 27] : `${rank(t)}${suffix(t)}`;
    const letters = t >= 27 ? ascii : `${rank(t)}`.repeat(3) + suffix(t);
    switch (form) {
      case 0: // one tile, letters
        return { text: ascii, tiles: [t], offsets: [0] };
      case 1: // one tile, Unicode
        return { text: unicodeOf(t), tiles: [t], offsets: [0] };
      case 2: // three in a row: 555b or EEE
        return { text: t >= 27 ? ascii.repeat(3) : letters, tiles: [t, t, t], offsets: [0, 1, 2] };
      case 3: // a melded pung, letters
        return { text: `[${t >= 27 ? ascii.repeat(3) : letters}]`, tiles: [t, t, t], offsets: [1, 2, 3] };
      default: // a melded pung, Unicode
        return { text: `[${unicodeOf(t).repeat(3)}]`, tiles: [t, t, t], offsets: [1, 2, 3] };
    }
  });

  it('points at the first tile written a 5th time', () => {
    fc.assert(
      fc.property(fc.array(written, { minLength: 1, maxLength: 10 }), fc.constantFrom(...POOL), (tokens, last) => {
        const all = [...tokens, { text: unicodeOf(last), tiles: [last], offsets: [0] }];
        // The plain count, in written order.
        const seen = new Map<Tile, number>();
        let fifth: number | null = null;
        let col = 1;
        for (const w of all) {
          w.tiles.forEach((t, k) => {
            seen.set(t, (seen.get(t) ?? 0) + 1);
            if (seen.get(t) === 5 && fifth === null) fifth = col + w.offsets[k];
          });
          col += width(w.text) + 1;
        }
        const v = validate(read(all.map((w) => w.text).join(' ')));
        if (fifth === null) expect(v.kind === 'error' && v.error.code === 'too-many-copies').toBe(false);
        else expect(v).toMatchObject({ kind: 'error', error: { code: 'too-many-copies', column: fifth } });
      }),
      { numRuns: 3000, seed: 0x5eed0a03 },
    );
  });

  it('keeps the first 5th copy, past 255 copies too', () => {
    const check = (line: string) => validate(read(line));
    expect(check('11111b 22222b')).toMatchObject({ error: { code: 'too-many-copies', column: 5 } });
    expect(check('1b'.repeat(300) + ' 22222b')).toMatchObject({ error: { code: 'too-many-copies', column: 9 } });
  });
});

describe('scratch state: nothing leaks from one line into the next', () => {
  it('copies are counted per line', () => {
    read('1111b [1111c] 2b');
    expect(validate(read('1b 1c 3b')).kind).toBe('not-winning');
  });

  it('option columns belong to the line that wrote them', () => {
    read('1b +win:wall +seat:N +from:S +last +kong');
    expect(ReadHand.sourceOf(read('1b'))).toMatchObject({ win: 0, seat: 0, from: 0, last: 0, kong: 0 });
    expect(ReadHand.sourceOf(read('1b +kong'))).toMatchObject({ win: 0, kong: 4 });
  });

  it("a set's tiles are its own", () => {
    parseLine('[1234b] [555d] 1b');
    expect(parseLine('[55d] 1b')).toMatchObject({ ok: false, error: { code: 'bad-meld', column: 1 } });
    expect(parseLine('[5d] 1b')).toMatchObject({ ok: false, error: { code: 'bad-meld', column: 1 } });
  });
});
