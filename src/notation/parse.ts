/**
 * Reads one line of hand notation (shared/NOTATION.md) into a Hand.
 *
 * A small hand-written scanner: one pass over the line, left to right, code point by
 * code point, no regular expressions. It never throws; every problem comes back as a
 * ReadError whose column is 1-based and counted in code points (a Unicode tile such
 * as 🀄 is one column), pointing at the first place where the line can no longer be
 * read:
 *
 *   - unknown characters, zero ranks, stray brackets: the character itself;
 *   - a digit run without suit letter (missing-suffix): the FIRST DIGIT of the run
 *     (the message also says where the suit letter was expected);
 *   - a bracket that does not hold a valid set, or is never closed: the OPENING
 *     bracket (the message says where the closing one was expected);
 *   - unknown or repeated options: the option's '+'; a missing value: just after the
 *     option's name (where ':' was expected); a bad value: the value's first character.
 *
 * Decisions the notation leaves open:
 *   - Sets in brackets are written without spaces (`[123b]`); a space, an option or
 *     the end of the line before the closing bracket is an unclosed bracket.
 *   - Inside brackets any tile form is accepted (`[1b2b3b]`, `[🀐🀑🀒]`); flowers are not.
 *   - After the first option only options may follow (tiles-after-options).
 *   - Options are separated by spaces; an option runs up to the next space.
 *   - Unicode flower/season tiles (U+1F022..U+1F029) may stand anywhere among the
 *     tiles; each is one flower. They ADD to `+flowers:N`, and the sum must stay
 *     within 0..8 (bad-flowers, pointing at +flowers' value, else at the 9th flower).
 *   - A variation selector (U+FE0E/U+FE0F) right after a Unicode tile is skipped:
 *     it is what many keyboards add to 🀄.
 *   - Whitespace is the space and the tab; any other character must be meaningful.
 *   - `+last` is also set when implied (the other three copies of the winning tile
 *     are in the winner's own melded pung; see impliedLast in hand/validate.ts).
 *
 * Counts, copies and option consistency are checked by validate() (hand/validate.ts).
 */
import { readError, type ReadError } from '../errors.js';
import { impliedLast, ReadHand } from '../hand/validate.js';
import type { Hand, Meld, MeldKind } from '../hand/types.js';
import { tileCode, type Tile, type Wind } from '../tiles.js';

export type ParseResult = { ok: true; hand: Hand } | { ok: false; error: ReadError };

// ---------------------------------------------------------------------------
// Character classes (ASCII lookup tables; everything >= 128 is OTHER except the
// Unicode tiles, handled apart).

const OTHER = 0;
const SPACE = 1;
const DIGIT = 2;
const SUIT = 3; // b c d, aliases s m p; VALUE = suit index 0..2
const HONOR = 4; // E S W N R G P, aliases C F; VALUE = tile 27..33
const OPEN = 5; // [ (
const CLOSE = 6; // ] )
const PLUS = 7;

const KIND = new Uint8Array(128);
const VALUE = new Uint8Array(128);
KIND[0x20] = SPACE;
KIND[0x09] = SPACE;
for (let c = 0x30; c <= 0x39; c++) KIND[c] = DIGIT;
for (const [letters, suit] of [
  ['bs', 0],
  ['cm', 1],
  ['dp', 2],
] as const) {
  for (const ch of letters) {
    KIND[ch.charCodeAt(0)] = SUIT;
    VALUE[ch.charCodeAt(0)] = suit;
  }
}
for (const [ch, tile] of [
  ['E', 27],
  ['S', 28],
  ['W', 29],
  ['N', 30],
  ['R', 31],
  ['C', 31],
  ['G', 32],
  ['F', 32],
  ['P', 33],
] as const) {
  KIND[ch.charCodeAt(0)] = HONOR;
  VALUE[ch.charCodeAt(0)] = tile;
}
KIND[0x5b] = OPEN; // [
KIND[0x28] = OPEN; // (
KIND[0x5d] = CLOSE; // ]
KIND[0x29] = CLOSE; // )
KIND[0x2b] = PLUS;

const kindOf = (cp: number): number => (cp < 128 ? KIND[cp] : OTHER);

/** Unicode mahjong tiles: U+1F000..U+1F006 winds and dragons, then characters,
 * bamboos, dots 1..9; U+1F022..U+1F029 flowers and seasons. */
const UNI_FIRST = 0x1f000;
const UNI_LAST_TILE = 0x1f021;
const UNI_LAST_FLOWER = 0x1f029;
function unicodeTile(cp: number): Tile {
  const k = cp - UNI_FIRST;
  if (k < 7) return 27 + k; // E S W N R G P
  if (k < 16) return 9 + (k - 7); // 1..9 characters
  if (k < 25) return k - 16; // 1..9 bamboos
  return 18 + (k - 25); // 1..9 dots (circles)
}
const isUnicodeTile = (cp: number): boolean => cp >= UNI_FIRST && cp <= UNI_LAST_TILE;
const isUnicodeFlower = (cp: number): boolean => cp > UNI_LAST_TILE && cp <= UNI_LAST_FLOWER;
const isVariationSelector = (cp: number): boolean => cp === 0xfe0e || cp === 0xfe0f;

const MAX_FLOWERS = 8;

// Option names, in the order of NOTATION.md's table (also the bit of each in `seen`).
const OPT_WIN = 0;
const OPT_SEAT = 1;
const OPT_ROUND = 2;
const OPT_FROM = 3;
const OPT_FLOWERS = 4;
const OPT_LAST = 5;
const OPT_WALL_LAST = 6;
const OPT_KONG = 7;
const OPTION_NAMES = ['win', 'seat', 'round', 'from', 'flowers', 'last', 'wall-last', 'kong'];
const OPTION_LIST = '+win:wall|discard, +seat:, +round:, +from: (E S W N), +flowers:0..8, +last, +wall-last or +kong';

const EXPECT_TILE =
  'a digit, a suit letter (b c d, or s m p), an honor letter (E S W N R G P, or C F), a bracket or an option';

// ---------------------------------------------------------------------------

export function parseLine(line: string): ParseResult {
  if (typeof line !== 'string') {
    return { ok: false, error: readError('empty', 'no line to read; expected a string of hand notation', null) };
  }
  const p = new Parser(line);
  const err = p.run();
  if (err) return { ok: false, error: err };
  return p.finish();
}

class Parser {
  /** Position in UTF-16 units, and the same position as a 1-based code-point column. */
  private i = 0;
  private col = 1;
  private readonly n: number;

  private readonly concealed: Tile[] = [];
  private readonly melds: Meld[] = [];
  /** Every tile in written order with its column (for validate's copy count). */
  private readonly allTiles: Tile[] = [];
  private readonly allCols: number[] = [];
  /** Tiles of the bracket being read (reused). */
  private readonly setTiles: Tile[] = [];
  /** The bracket that closes the set being read. */
  private closeCh = ']';

  private unicodeFlowers = 0;
  /** Column of the 9th Unicode flower, if any. */
  private ninthFlowerCol = 0;

  private firstOptionCol = 0;
  private seen = 0;
  private readonly optCol = [0, 0, 0, 0, 0, 0, 0, 0];
  private flowersValueCol = 0;
  private win: 'wall' | 'discard' = 'discard';
  private seatWind: Wind = 'E';
  private prevalentWind: Wind = 'E';
  private discarder: Wind | null = null;
  private flowers = 0;
  private last = false;
  private wallLast = false;
  private kong = false;

  constructor(private readonly line: string) {
    this.n = line.length;
  }

  /** Code point at the current position (a lone surrogate comes back as itself). */
  private cp(): number {
    return this.line.codePointAt(this.i) as number;
  }

  /** Step over the code point cp. */
  private step(cp: number): void {
    this.i += cp > 0xffff ? 2 : 1;
    this.col++;
  }

  run(): ReadError | null {
    const { n } = this;
    while (this.i < n) {
      const cp = this.cp();
      const kind = kindOf(cp);
      let err: ReadError | null = null;
      if (kind === SPACE) {
        this.step(cp);
        continue;
      }
      if (kind === PLUS) {
        err = this.option();
      } else if (this.firstOptionCol > 0) {
        err = this.afterOptions(cp, kind);
      } else if (kind === OPEN) {
        err = this.set(cp);
      } else if (kind === CLOSE) {
        err = readError(
          'unexpected-bracket',
          `'${String.fromCharCode(cp)}' at column ${this.col} closes no bracket; expected a tile, '[' or '(' to open a set, or an option`,
          this.col,
        );
      } else {
        err = this.tiles(cp, kind, false);
      }
      if (err) return err;
    }
    return null;
  }

  /**
   * One tile group at the current position: a digit run with its suit letter, an honor
   * letter, or a Unicode tile (or flower). Tiles go to the concealed tiles, or to the
   * set being read when inSet.
   */
  private tiles(cp: number, kind: number, inSet: boolean): ReadError | null {
    const here = this.col;
    if (kind === DIGIT) return this.digits(inSet);
    if (kind === HONOR) {
      this.add(VALUE[cp], here, inSet);
      this.step(cp);
      return null;
    }
    if (kind === SUIT) {
      const ch = String.fromCharCode(cp);
      return readError(
        'stray-suit-letter',
        `suit letter '${ch}' at column ${here} has no digits before it; expected digits then the suit letter (like 5${ch}), or an honor letter (E S W N R G P, or C F: honors are capitals)`,
        here,
      );
    }
    if (isUnicodeTile(cp)) {
      this.add(unicodeTile(cp), here, inSet);
      this.step(cp);
      this.skipVariationSelector();
      return null;
    }
    if (isUnicodeFlower(cp)) {
      if (inSet) {
        return readError(
          'bad-meld',
          `flower tile ${describe(cp)} at column ${here} is inside a set; expected flowers outside brackets`,
          here,
        );
      }
      if (++this.unicodeFlowers === MAX_FLOWERS + 1) this.ninthFlowerCol = here;
      this.step(cp);
      this.skipVariationSelector();
      return null;
    }
    return this.unknown(cp, inSet ? `expected a tile or '${this.closeCh}'` : `expected ${EXPECT_TILE}`);
  }

  private skipVariationSelector(): void {
    if (this.i < this.n) {
      const next = this.cp();
      if (isVariationSelector(next)) this.step(next);
    }
  }

  private add(t: Tile, col: number, inSet: boolean): void {
    if (inSet) this.setTiles.push(t);
    else this.concealed.push(t);
    this.allTiles.push(t);
    this.allCols.push(col);
  }

  /** A run of digits and the suit letter that follows it: `123b`. */
  private digits(inSet: boolean): ReadError | null {
    const { line, n } = this;
    const start = this.i;
    const startCol = this.col;
    while (this.i < n) {
      const c = line.charCodeAt(this.i);
      if (c < 0x30 || c > 0x39) break;
      if (c === 0x30) {
        return readError(
          'zero-rank',
          `digit 0 at column ${this.col} is no tile; expected ranks 1 to 9`,
          this.col,
        );
      }
      this.i++;
      this.col++;
    }
    const end = this.i;
    const runText = () => quote(line.slice(start, end)); // for the messages only
    if (end < n) {
      const cp = this.cp();
      const kind = kindOf(cp);
      if (kind === SUIT) {
        const base = VALUE[cp] * 9 - 1 - 0x30; // suited(suit, rank) = suit * 9 + rank - 1
        for (let k = start; k < end; k++) this.add(base + line.charCodeAt(k), startCol + (k - start), inSet);
        this.step(cp);
        return null;
      }
      if (kind === OTHER && !isUnicodeTile(cp) && !isUnicodeFlower(cp)) {
        return this.unknown(cp, `expected a suit letter (b c d, or s m p) after the digits '${runText()}'`);
      }
    }
    return readError(
      'missing-suffix',
      `digits '${runText()}' at column ${startCol} have no suit letter; expected b, c or d (or s, m, p) at column ${this.col}`,
      startCol,
    );
  }

  /** A set in brackets: `[123b]`, `[555d]`, `[5555d]`, `(5555d)`. */
  private set(open: number): ReadError | null {
    const { line, n } = this;
    const openCol = this.col;
    const openI = this.i;
    const openCh = String.fromCharCode(open);
    const closeCh = open === 0x5b ? ']' : ')';
    this.closeCh = closeCh;
    this.setTiles.length = 0;
    this.step(open);
    for (;;) {
      if (this.i >= n) {
        return readError(
          'unclosed-bracket',
          `'${openCh}' at column ${openCol} is not closed; expected '${closeCh}' before the end of the line`,
          openCol,
        );
      }
      const cp = this.cp();
      const kind = kindOf(cp);
      if (kind === SPACE || kind === PLUS) {
        return readError(
          'unclosed-bracket',
          `'${openCh}' at column ${openCol} is not closed; expected '${closeCh}' at column ${this.col} (a set is written without spaces, like ${open === 0x5b ? '[123b]' : '(5555d)'})`,
          openCol,
        );
      }
      if (kind === OPEN) {
        return readError(
          'unexpected-bracket',
          `'${String.fromCharCode(cp)}' at column ${this.col} opens a bracket inside the '${openCh}' of column ${openCol}; expected '${closeCh}' first`,
          this.col,
        );
      }
      if (kind === CLOSE) {
        if (String.fromCharCode(cp) !== closeCh) {
          return readError(
            'unexpected-bracket',
            `'${String.fromCharCode(cp)}' at column ${this.col} does not match the '${openCh}' of column ${openCol}; expected '${closeCh}'`,
            this.col,
          );
        }
        this.step(cp);
        break;
      }
      const err = this.tiles(cp, kind, true);
      if (err) return err;
    }
    return this.makeMeld(open === 0x28, openCol, openI);
  }

  /** The set just read (this.setTiles), written from openI to the current position. */
  private makeMeld(concealed: boolean, openCol: number, openI: number): ReadError | null {
    const k = this.setTiles.length;
    // Only 3 or 4 tiles can make a set (and only those are worth sorting).
    const tiles = k === 3 || k === 4 ? sortSmall(this.setTiles) : this.setTiles;
    const same = tiles[0] === tiles[k - 1];
    let kind: MeldKind | null = null;
    if (k === 4 && same) kind = 'kong';
    else if (!concealed && k === 3 && same) kind = 'pung';
    else if (!concealed && k === 3 && isChow(tiles[0], tiles[1], tiles[2])) kind = 'chow';
    if (kind === null) {
      const shown = quote(this.line.slice(openI, this.i));
      if (concealed) {
        return readError(
          'concealed-chow',
          `${shown} at column ${openCol}: ( ) is only for a concealed kong; expected four same tiles like (5555d), and concealed chows or pungs written without brackets`,
          openCol,
        );
      }
      return readError(
        'bad-meld',
        `${shown} at column ${openCol} is not a set; expected a chow (three in a row of one suit, like [123b]), a pung ([555d]) or a kong ([5555d])`,
        openCol,
      );
    }
    this.melds.push({ kind, tiles, concealed });
    return null;
  }

  /** Something other than an option after the options began. */
  private afterOptions(cp: number, kind: number): ReadError {
    if (kind === OTHER && !isUnicodeTile(cp) && !isUnicodeFlower(cp)) {
      return this.unknown(cp, `expected an option starting with '+'`);
    }
    return readError(
      'tiles-after-options',
      `${describe(cp)} at column ${this.col} comes after the options (the first is at column ${this.firstOptionCol}); expected tiles and sets first, then options`,
      this.col,
    );
  }

  /** One option, from its '+' to the next space. */
  private option(): ReadError | null {
    const { line, n } = this;
    const plusCol = this.col;
    if (this.firstOptionCol === 0) this.firstOptionCol = plusCol;
    this.i++;
    this.col++;
    // The name: up to ':' or a space.
    const nameStart = this.i;
    while (this.i < n) {
      const cp = this.cp();
      if (cp === 0x3a || kindOf(cp) === SPACE) break;
      this.step(cp);
    }
    const name = line.slice(nameStart, this.i);
    const nameEndCol = this.col;
    let value: string | null = null;
    let valueCol = 0;
    if (this.i < n && line.charCodeAt(this.i) === 0x3a) {
      this.i++;
      this.col++;
      valueCol = this.col;
      const valueStart = this.i;
      while (this.i < n) {
        const cp = this.cp();
        if (kindOf(cp) === SPACE) break;
        this.step(cp);
      }
      value = line.slice(valueStart, this.i);
    }

    // A '+' inside a value most likely starts an option that lacks its space.
    const spaceHint = value !== null && value.includes('+') ? ' (options are separated by spaces)' : '';
    const opt = OPTION_NAMES.indexOf(name);
    if (opt < 0) {
      const dashed = name.replaceAll('_', '-');
      const hint = OPTION_NAMES.includes(dashed) ? ` (did you mean +${dashed}?)` : '';
      return readError(
        'bad-option',
        `unknown option '+${quote(name)}' at column ${plusCol}${hint}; expected ${OPTION_LIST}`,
        plusCol,
      );
    }
    if (this.seen & (1 << opt)) {
      return readError(
        'duplicate-option',
        `option +${name} at column ${plusCol} is given a second time (first at column ${this.optCol[opt]}); expected each option at most once`,
        plusCol,
      );
    }
    this.seen |= 1 << opt;
    this.optCol[opt] = plusCol;

    switch (opt) {
      case OPT_WIN:
        if (value === 'wall' || value === 'discard') {
          this.win = value;
          return null;
        }
        return value === null
          ? readError('bad-option', `option +win at column ${plusCol} has no value; expected +win:wall or +win:discard`, nameEndCol)
          : readError(
              'bad-option',
              `bad value '${quote(value)}' for +win at column ${valueCol}; expected wall or discard${spaceHint}`,
              valueCol,
            );
      case OPT_SEAT:
      case OPT_ROUND:
      case OPT_FROM: {
        if (value === null) {
          return readError('bad-wind', `option +${name} at column ${plusCol} has no value; expected +${name}:E, S, W or N`, nameEndCol);
        }
        const wind = value.length === 1 ? windOf(value) : null;
        if (wind === null) {
          return readError(
            'bad-wind',
            `bad wind '${quote(value)}' for +${name} at column ${valueCol}; expected E, S, W or N${spaceHint}`,
            valueCol,
          );
        }
        if (opt === OPT_SEAT) this.seatWind = wind;
        else if (opt === OPT_ROUND) this.prevalentWind = wind;
        else this.discarder = wind;
        return null;
      }
      case OPT_FLOWERS: {
        if (value === null) {
          return readError('bad-flowers', `option +flowers at column ${plusCol} has no value; expected +flowers:0 to +flowers:8`, nameEndCol);
        }
        const count = smallNumber(value);
        if (count < 0 || count > MAX_FLOWERS) {
          return readError(
            'bad-flowers',
            `bad flower count '${quote(value)}' at column ${valueCol}; expected a whole number from 0 to 8${spaceHint}`,
            valueCol,
          );
        }
        this.flowers = count;
        this.flowersValueCol = valueCol;
        return null;
      }
      default:
        // +last, +wall-last, +kong: flags without a value.
        if (value !== null) {
          return readError(
            'bad-option',
            `option +${name} at column ${plusCol} takes no value; expected just +${name}`,
            valueCol - 1,
          );
        }
        if (opt === OPT_LAST) this.last = true;
        else if (opt === OPT_WALL_LAST) this.wallLast = true;
        else this.kong = true;
        return null;
    }
  }

  private unknown(cp: number, expected: string): ReadError {
    let hint = '';
    if (cp >= 0x61 && cp <= 0x7a && kindOf(cp - 0x20) === HONOR) {
      hint = ` (honors are capitals: did you mean '${String.fromCharCode(cp - 0x20)}'?)`;
    }
    return readError(
      'unknown-character',
      `unknown character ${describe(cp)} at column ${this.col}; ${expected}${hint}`,
      this.col,
    );
  }

  /** After a successful scan: the last checks that need the whole line, and the Hand. */
  finish(): ParseResult {
    const { concealed, melds } = this;
    if (concealed.length === 0) {
      const at = this.firstOptionCol || null;
      if (melds.length === 0) {
        return {
          ok: false,
          error: readError(
            'empty',
            at === null
              ? 'no tiles; expected tiles like 123b 456c 789d EEE 55d'
              : `no tiles before the options at column ${at}; expected tiles like 123b 456c 789d EEE 55d first`,
            at,
          ),
        };
      }
      const after = at ?? this.col;
      return {
        ok: false,
        error: readError(
          'no-winning-tile',
          `no tile outside brackets, so no winning tile; expected the concealed tiles, ending with the winning tile, at column ${after}`,
          after,
        ),
      };
    }
    // Unicode flowers add to +flowers; the sum must stay within 0..8.
    const flowers = this.flowers + this.unicodeFlowers;
    if (flowers > MAX_FLOWERS) {
      const at = this.flowersValueCol || this.ninthFlowerCol;
      return {
        ok: false,
        error: readError(
          'bad-flowers',
          `${this.unicodeFlowers} flower tiles and +flowers:${this.flowers} make ${flowers} flowers (column ${at}); expected 0 to 8 in all`,
          at,
        ),
      };
    }
    const c = this.optCol;
    const hand = new ReadHand(concealed, melds, {
      tiles: this.allTiles,
      cols: this.allCols,
      win: c[OPT_WIN],
      seat: c[OPT_SEAT],
      from: c[OPT_FROM],
      last: c[OPT_LAST],
      kong: c[OPT_KONG],
    });
    hand.win = this.win;
    hand.seatWind = this.seatWind;
    hand.prevalentWind = this.prevalentWind;
    hand.discarder = this.discarder;
    hand.flowers = flowers;
    hand.last = this.last || impliedLast(hand);
    hand.wallLast = this.wallLast;
    hand.kong = this.kong;
    return { ok: true, hand };
  }
}

// ---------------------------------------------------------------------------
// Small helpers.

/** A sorted copy of 3 or 4 tiles (insertion sort). */
function sortSmall(src: readonly Tile[]): Tile[] {
  const out = src.slice();
  for (let a = 1; a < out.length; a++) {
    const v = out[a];
    let b = a - 1;
    while (b >= 0 && out[b] > v) {
      out[b + 1] = out[b];
      b--;
    }
    out[b + 1] = v;
  }
  return out;
}

/** Three sorted tiles in a row of one suit. */
const isChow = (a: Tile, b: Tile, c: Tile): boolean => a < 27 && a % 9 <= 6 && b === a + 1 && c === a + 2;

function windOf(s: string): Wind | null {
  return s === 'E' || s === 'S' || s === 'W' || s === 'N' ? s : null;
}

/** A string of 1 to 3 digits as a number (leading zeros allowed: 08 is 8), else -1. */
function smallNumber(s: string): number {
  if (s.length === 0 || s.length > 3) return -1;
  let v = 0;
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    if (c < 0x30 || c > 0x39) return -1;
    v = v * 10 + (c - 0x30);
  }
  return v;
}

const QUOTE_MAX = 24;

/** Text of the line for a message: at most QUOTE_MAX code points, controls and lone
 * surrogates written as U+XXXX so that messages stay printable. */
function quote(s: string): string {
  let out = '';
  let shown = 0;
  for (let k = 0; k < s.length; ) {
    if (shown === QUOTE_MAX) return out + '…';
    const cp = s.codePointAt(k) as number;
    out += printable(cp) ? String.fromCodePoint(cp) : uPlus(cp);
    k += cp > 0xffff ? 2 : 1;
    shown++;
  }
  return out;
}

const printable = (cp: number): boolean =>
  !(cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || (cp >= 0xd800 && cp <= 0xdfff) || cp === 0x2028 || cp === 0x2029);

const uPlus = (cp: number): string => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');

/** A character for a message: 'x', or 'x' (U+XXXX) beyond ASCII, or just U+XXXX when
 * it can not be shown. Unicode tiles get their tile code. */
function describe(cp: number): string {
  if (!printable(cp)) return uPlus(cp);
  if (cp < 0x80) return `'${String.fromCharCode(cp)}'`;
  if (isUnicodeTile(cp)) return `'${String.fromCodePoint(cp)}' (${tileCode(unicodeTile(cp))})`;
  if (isUnicodeFlower(cp)) return `'${String.fromCodePoint(cp)}' (a flower)`;
  return `'${String.fromCodePoint(cp)}' (${uPlus(cp)})`;
}
