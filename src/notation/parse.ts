/**
 * Reads one line of hand notation (shared/NOTATION.md) into a Hand.
 *
 * A small hand-written scanner: one pass over the line, left to right, no regular
 * expressions. It reads UTF-16 units (charCodeAt) and classifies them with lookup
 * tables, since every meaningful character but the Unicode tiles is ASCII; only a
 * character beyond ASCII is read as a whole code point. It never throws; every
 * problem comes back as a ReadError whose column is 1-based and counted in code
 * points (a Unicode tile such as 🀄 is one column), pointing at the first place where
 * the line can no longer be read:
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
 *     tiles; each is one flower, 8 at most (bad-flowers at the 9th). With `+flowers:N`
 *     too they are an error (bad-flowers at +flowers): a flower shown both ways would
 *     count twice, and only the player knows whether it is the same one.
 *   - A variation selector (U+FE0E/U+FE0F) right after a Unicode tile is skipped:
 *     it is what many keyboards add to 🀄.
 *   - Whitespace is the space and the tab; any other character must be meaningful.
 *   - `#` outside brackets starts a comment that runs to the end of the line
 *     (`123b 456c 789d EEE 55d  # table 2`), as in batch files and session logs.
 *   - `+last` is also set when implied (the other three copies of the winning tile
 *     are in the winner's own melded pung; see impliedLast in hand/validate.ts).
 *
 * Forms players type beyond NOTATION.md (README "Notation cheat sheet"), read on a
 * slow path that canonical ASCII never reaches, so that it costs it nothing: only
 * when the fast scan stops at a character does the parser look further.
 *   - `1z`..`7z` honours (E S W N, then white P, green G, red R), in digits()'s branch
 *     for digits without a suit letter; not in a line that also writes b c d suits.
 *   - Option names and values in any case and synonyms (`+tsumo`, `+win:self-drawn`,
 *     `+flower:2`), in looseOption and looseValue, where an unknown name or a bad value
 *     is reported otherwise; a "did you mean" for a near miss.
 *   - Chinese tile names and numerals (東 中 發 白 一萬 …) and full-width ASCII: a line
 *     the fast scan refuses is read again with those made ASCII (slowParse); each is one
 *     UTF-16 unit made one, so columns still point into the line as typed.
 *   - Hints that name the fix (in the error paths): `123B` "suit letters are lower
 *     case", `Rd` "red dragon is R", `Wh` "white dragon is P".
 *
 * Counts, copies and option consistency are checked by validate() (hand/validate.ts).
 */
import { readError, type ReadError } from '../errors.js';
import { impliedLast, ReadHand } from '../hand/validate.js';
import { nearest } from '../nearest.js';
import type { Hand, Meld, MeldKind } from '../hand/types.js';
import { TILE_COUNT, tileCode, type Tile, type Wind } from '../tiles.js';

export type ParseResult = { ok: true; hand: Hand } | { ok: false; error: ReadError };

// ---------------------------------------------------------------------------
// Character classes (lookup tables; everything beyond ASCII is OTHER except the
// Unicode tiles, handled apart).

const OTHER = 0;
const SPACE = 1;
const DIGIT = 2;
const SUIT = 3; // b c d, aliases s m p; VALUE = suit index 0..2
const HONOR = 4; // E S W N R G P, aliases C F; VALUE = tile 27..33
const OPEN = 5; // [ (
const CLOSE = 6; // ] )
const PLUS = 7;

// KIND has an entry for every UTF-16 unit (all OTHER beyond ASCII), so that the
// scanner can look up charCodeAt's result directly, without a test or a call.
const KIND = new Uint8Array(0x10000);
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

/** The class of a code point (beyond the BMP too). */
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
/** `#`: the rest of the line is a comment. Read on the slow path (kind OTHER), so it costs the fast scan nothing. */
const HASH = 0x23;

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
  if (err) return slowParse(line, err);
  return p.finish();
}

/**
 * The slow path, for a line the fast scan could not read: a line with full-width
 * characters or Chinese tile names is read again with those made ASCII (each is one
 * UTF-16 unit and becomes one, so columns still point into the line as given); any
 * other line keeps its error. (Every non-ASCII character but the Unicode tiles stops
 * the fast scan, so no such line gets past it.)
 */
function slowParse(line: string, err: ReadError): ParseResult {
  const narrow = narrowed(line);
  if (narrow === null) return { ok: false, error: err };
  const p = new Parser(narrow);
  const again = p.run();
  if (again) return { ok: false, error: again };
  return p.finish();
}

/**
 * Characters read as ASCII ones (the slow path): Chinese tile names (traditional,
 * simplified and the Japanese 発) and numerals with 萬/万, 筒/饼/餅, 索/条/條. Full-width
 * ASCII (U+FF01..U+FF5E) and the ideographic space are mapped apart.
 */
const NARROW = new Map<number, number>();
for (const [chars, ascii] of [
  ['東东', 'E'],
  ['南', 'S'],
  ['西', 'W'],
  ['北', 'N'],
  ['中', 'R'],
  ['發发発', 'G'],
  ['白', 'P'],
  ['萬万', 'm'],
  ['筒饼餅', 'p'],
  ['索条條', 's'],
  ['一', '1'],
  ['二', '2'],
  ['三', '3'],
  ['四', '4'],
  ['五', '5'],
  ['六', '6'],
  ['七', '7'],
  ['八', '8'],
  ['九', '9'],
] as const) {
  for (const ch of chars) NARROW.set(ch.charCodeAt(0), ascii.charCodeAt(0));
}

/** The line with NARROW's characters and full-width ASCII made ASCII, null if it has none. */
function narrowed(line: string): string | null {
  let out = '';
  let from = 0; // line[from..k) is still to copy
  for (let k = 0; k < line.length; k++) {
    const c = line.charCodeAt(k);
    if (c < 0x80) continue;
    let a: number;
    if (c >= 0xff01 && c <= 0xff5e) a = c - 0xfee0;
    else if (c === 0x3000) a = 0x20;
    else a = NARROW.get(c) ?? -1;
    if (a < 0) continue;
    out += line.slice(from, k) + String.fromCharCode(a);
    from = k + 1;
  }
  return from === 0 ? null : out + line.slice(from);
}

/**
 * Scratch state shared by every Parser, reset by its constructor (parseLine runs to
 * the end before it can be called again, so one copy is enough and saves allocating
 * it per line):
 *   - COPIES: how many times each tile has been written so far;
 *   - SET_TILES: the first 4 tiles of the bracket being read (a set has 3 or 4; with
 *     more, only their number matters);
 *   - OPTION_COLS: the column of each option's '+' (by OPT_ index), meaningful only
 *     for the options in Parser.seen, so it needs no reset.
 * (Typed arrays also avoid a small array literal per line: V8 makes a literal of
 * constants copy-on-write and copies it at the first store.)
 */
const COPIES = new Uint8Array(TILE_COUNT + 2); // 36 bytes: a whole number of 32-bit words
/** COPIES seen as 32-bit words, to clear it with 9 stores: cheaper than COPIES.fill(0),
 * which calls into the runtime, or than 34 byte stores. */
const COPIES_WORDS = new Int32Array(COPIES.buffer);
const SET_TILES = new Uint8Array(4);
const OPTION_COLS = new Int32Array(OPTION_NAMES.length);

class Parser {
  /**
   * Position in UTF-16 units. The 1-based column, counted in code points, is
   * i + 1 - pairs: every surrogate pair stepped over is two units but one column.
   * (Counting pairs instead of columns keeps the column out of the per-character
   * work: in ASCII, which is nearly every line, pairs stays 0.)
   */
  private i = 0;
  private pairs = 0;
  private readonly n: number;

  private readonly concealed: Tile[] = [];
  private readonly melds: Meld[] = [];
  /** Number of tiles in the bracket being read (the first 4 are in SET_TILES). */
  private setLength = 0;
  /** The bracket that closes the set being read. */
  private closeCh = ']';

  /** The first tile written a 5th time and its column (for validate), -1 and 0 if none. */
  private fifthCopy = -1;
  private fifthCopyCol = 0;

  private unicodeFlowers = 0;
  /** Column of the 9th Unicode flower, if any. */
  private ninthFlowerCol = 0;

  private firstOptionCol = 0;
  private seen = 0;
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
    for (let k = 0; k < COPIES_WORDS.length; k++) COPIES_WORDS[k] = 0;
  }

  /** Column of option opt's '+', 0 when it was not written. */
  private optionCol(opt: number): number {
    return this.seen & (1 << opt) ? OPTION_COLS[opt] : 0;
  }

  /** Column of the current position. */
  private col(): number {
    return this.i + 1 - this.pairs;
  }

  /**
   * Step over the character at the current position, which is not ASCII: a surrogate
   * pair is one code point (one column), a lone surrogate counts as a character of
   * its own, as String.prototype.codePointAt reads it.
   */
  private stepCodePoint(cp: number): void {
    if (cp > 0xffff) {
      this.i += 2;
      this.pairs++;
    } else {
      this.i++;
    }
  }

  run(): ReadError | null {
    const { line, n } = this;
    while (this.i < n) {
      // charCodeAt, not codePointAt: every meaningful character but the Unicode tiles
      // is ASCII, and those (kind OTHER) are read as code points in unicode().
      const c = line.charCodeAt(this.i);
      const kind = KIND[c];
      let err: ReadError | null = null;
      if (kind === SPACE) {
        this.i++;
        continue;
      }
      if (kind === PLUS) {
        err = this.option();
      } else if (this.firstOptionCol > 0) {
        err = this.afterOptions(kind);
      } else if (kind === OPEN) {
        err = this.set(c);
      } else if (kind === CLOSE) {
        err = readError(
          'unexpected-bracket',
          `'${String.fromCharCode(c)}' at column ${this.col()} closes no bracket; expected a tile, '[' or '(' to open a set, or an option`,
          this.col(),
        );
      } else {
        err = this.tiles(c, kind, false);
      }
      if (err) return err;
    }
    return null;
  }

  /**
   * One tile group at the current position, whose first UTF-16 unit is c (of the given
   * kind, not SPACE, PLUS or a bracket): a digit run with its suit letter, an honor
   * letter, or a Unicode tile (or flower). Tiles go to the concealed tiles, or to the
   * set being read when inSet.
   */
  private tiles(c: number, kind: number, inSet: boolean): ReadError | null {
    if (kind === DIGIT) return this.digits(c, inSet);
    if (kind === HONOR) {
      this.add(VALUE[c], this.i, inSet);
      this.i++;
      return null;
    }
    if (kind === SUIT) return this.straySuitLetter(c);
    return this.unicode(inSet);
  }

  /** A suit letter (code c) at the current position with no digits before it. */
  private straySuitLetter(c: number): ReadError {
    const ch = String.fromCharCode(c);
    const here = this.col();
    const named = optionWordHint(this.line, this.i) || honourWordHint(this.line, this.i);
    return readError(
      'stray-suit-letter',
      named
        ? `suit letter '${ch}' at column ${here} has no digits before it; ${named}`
        : `suit letter '${ch}' at column ${here} has no digits before it; expected digits then the suit letter (like 5${ch}), or an honor letter (E S W N R G P, or C F: honors are capitals)`,
      here,
    );
  }

  /** A character of kind OTHER among the tiles: a Unicode tile or flower, a comment, else an error. */
  private unicode(inSet: boolean): ReadError | null {
    const cp = this.line.codePointAt(this.i) as number;
    if (cp === HASH && !inSet) return this.comment();
    if (isUnicodeTile(cp)) {
      this.add(unicodeTile(cp), this.i, inSet);
      this.stepCodePoint(cp);
      this.skipVariationSelector();
      return null;
    }
    if (isUnicodeFlower(cp)) {
      const here = this.col();
      if (inSet) {
        return readError(
          'bad-meld',
          `flower tile ${describe(cp)} at column ${here} is inside a set; expected flowers outside brackets`,
          here,
        );
      }
      if (++this.unicodeFlowers === MAX_FLOWERS + 1) this.ninthFlowerCol = here;
      this.stepCodePoint(cp);
      this.skipVariationSelector();
      return null;
    }
    return this.unknown(cp, inSet ? `expected a tile or '${this.closeCh}'` : `expected ${EXPECT_TILE}`);
  }

  private skipVariationSelector(): void {
    // Both selectors are single UTF-16 units, so charCodeAt is enough.
    if (this.i < this.n && isVariationSelector(this.line.charCodeAt(this.i))) this.i++;
  }

  /** A tile written at UTF-16 position `at`. */
  private add(t: Tile, at: number, inSet: boolean): void {
    if (inSet) {
      if (this.setLength < SET_TILES.length) SET_TILES[this.setLength] = t;
      this.setLength++;
    } else {
      this.concealed.push(t);
    }
    // Count copies in written order, melds included, for validate's too-many-copies
    // (it points at the 5th copy). The column is worked out only when it is needed.
    // (Past 255 copies the count wraps, but by then the 5th copy has been recorded.)
    if (++COPIES[t] === 5 && this.fifthCopy < 0) {
      this.fifthCopy = t;
      this.fifthCopyCol = at + 1 - this.pairs;
    }
  }

  /**
   * A run of digits and the suit letter that follows it: `123b`. `first` is the first
   * digit, at the current position (already read by the caller).
   */
  private digits(first: number, inSet: boolean): ReadError | null {
    const { line, n } = this;
    const start = this.i;
    // Over the digits; c is then the character after them, -1 at the end of the line.
    let end = start;
    let c = first;
    do {
      if (c === 0x30) {
        this.i = end;
        return readError('zero-rank', `digit 0 at column ${this.col()} is no tile; expected ranks 1 to 9`, this.col());
      }
      end++;
      c = end < n ? line.charCodeAt(end) : -1;
    } while (c >= 0x30 && c <= 0x39);
    if (c >= 0 && KIND[c] === SUIT) {
      const base = VALUE[c] * 9 - 1 - 0x30; // suited(suit, rank) = suit * 9 + rank - 1
      for (let k = start; k < end; k++) this.add(base + line.charCodeAt(k), k, inSet);
      this.i = end + 1;
      return null;
    }
    // No suit letter (slow path from here, in methods of their own so that this one
    // stays small enough for the compiler to inline).
    this.i = end;
    if (c === 0x7a) return this.honourDigits(start, inSet);
    return this.noSuitLetter(start, c);
  }

  /**
   * Digits from `start` to the current position with no suit letter after them; c is
   * the UTF-16 unit that follows them (-1 at the end of the line).
   */
  private noSuitLetter(start: number, c: number): ReadError {
    const { line } = this;
    const end = this.i;
    const startCol = start + 1 - this.pairs;
    const digitsText = quote(line.slice(start, end));
    // A capital suit letter (123B, 123C): name the fix.
    const lower = c >= 0x41 && c <= 0x5a ? c + 0x20 : -1;
    const caseHint =
      lower >= 0 && (KIND[lower] === SUIT || lower === 0x7a)
        ? `suit letters are lower case: ${digitsText}${String.fromCharCode(lower)}`
        : '';
    if (c >= 0) {
      const cp = line.codePointAt(end) as number;
      if (kindOf(cp) === OTHER && !isUnicodeTile(cp) && !isUnicodeFlower(cp)) {
        if (caseHint) {
          return readError('unknown-character', `unknown character ${describe(cp)} at column ${this.col()}; ${caseHint}`, this.col());
        }
        return this.unknown(cp, `expected a suit letter (b c d, or s m p) after the digits '${digitsText}'`);
      }
    }
    return readError(
      'missing-suffix',
      `digits '${digitsText}' at column ${startCol} have no suit letter; ` +
        (caseHint
          ? `${caseHint} (the capital ${String.fromCharCode(c)} at column ${this.col()} is an honor)`
          : `expected b, c or d (or s, m, p) at column ${this.col()}`),
      startCol,
    );
  }

  /**
   * Digits followed by 'z' at the current position: honours in the common online
   * ("tenhou") notation, 1z..7z = E S W N, then white, green, red (P G R). Read only
   * when the fast path found no suit letter. They go with the m p s letters: a line
   * that also writes b, c or d suits is refused (it would mix two notations).
   */
  private honourDigits(start: number, inSet: boolean): ReadError | null {
    const { line } = this;
    const end = this.i;
    for (let k = start; k < end; k++) {
      const rank = line.charCodeAt(k) - 0x30;
      if (rank > 7) {
        const at = k + 1 - this.pairs;
        return readError(
          'zero-rank',
          `digit ${rank} at column ${at} is no honor: there is no ${rank}z; expected 1z to 7z (E S W N, then white P, green G, red R)`,
          at,
        );
      }
    }
    const zCol = this.col();
    const other = bcdSuitIn(line);
    if (other >= 0) {
      return readError(
        'unknown-character',
        `'z' at column ${zCol}: 1z to 7z honors go with the m p s suit letters, but this line writes '${line[other]}' at column ${columnAt(line, other)}; ` +
          `write the honors as letters here (${Z_HONOURS.slice(1).map((t, r) => `${r + 1}z ${HONOUR_LETTER[t - 27]}`).join(', ')})`,
        zCol,
      );
    }
    for (let k = start; k < end; k++) this.add(Z_HONOURS[line.charCodeAt(k) - 0x30], k, inSet);
    this.i = end + 1;
    return null;
  }

  /** A set in brackets: `[123b]`, `[555d]`, `[5555d]`, `(5555d)`; open is '[' or '('. */
  private set(open: number): ReadError | null {
    const { line, n } = this;
    const openI = this.i;
    const openCol = this.col();
    const close = open === 0x5b ? 0x5d : 0x29;
    const openCh = String.fromCharCode(open);
    const closeCh = String.fromCharCode(close);
    this.closeCh = closeCh;
    this.setLength = 0;
    this.i++;
    for (;;) {
      if (this.i >= n) {
        return readError(
          'unclosed-bracket',
          `'${openCh}' at column ${openCol} is not closed; expected '${closeCh}' before the end of the line`,
          openCol,
        );
      }
      const c = line.charCodeAt(this.i);
      const kind = KIND[c];
      if (kind === SPACE || kind === PLUS) {
        return readError(
          'unclosed-bracket',
          `'${openCh}' at column ${openCol} is not closed; expected '${closeCh}' at column ${this.col()} (a set is written without spaces, like ${open === 0x5b ? '[123b]' : '(5555d)'})`,
          openCol,
        );
      }
      if (kind === OPEN) {
        return readError(
          'unexpected-bracket',
          `'${String.fromCharCode(c)}' at column ${this.col()} opens a bracket inside the '${openCh}' of column ${openCol}; expected '${closeCh}' first`,
          this.col(),
        );
      }
      if (kind === CLOSE) {
        if (c !== close) {
          return readError(
            'unexpected-bracket',
            `'${String.fromCharCode(c)}' at column ${this.col()} does not match the '${openCh}' of column ${openCol}; expected '${closeCh}'`,
            this.col(),
          );
        }
        this.i++;
        break;
      }
      const err = this.tiles(c, kind, true);
      if (err) return err;
    }
    return this.makeMeld(open === 0x28, openCol, openI);
  }

  /** The set just read (SET_TILES), written from openI to the current position. */
  private makeMeld(concealed: boolean, openCol: number, openI: number): ReadError | null {
    const k = this.setLength;
    // Only 3 or 4 tiles can make a set (and only those are worth sorting).
    const tiles = k === 3 || k === 4 ? sortedSetTiles(k) : null;
    const kind = tiles === null ? null : meldKind(tiles, concealed);
    if (tiles === null || kind === null) {
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

  /** `#` outside brackets: the rest of the line is a comment (as in batch files and session logs). */
  private comment(): null {
    this.i = this.n;
    return null;
  }

  /** Something other than an option after the options began (kind is not SPACE or PLUS): a comment, else an error. */
  private afterOptions(kind: number): ReadError | null {
    const cp = this.line.codePointAt(this.i) as number;
    if (cp === HASH) return this.comment();
    if (kind === OTHER && !isUnicodeTile(cp) && !isUnicodeFlower(cp)) {
      return this.unknown(cp, `expected an option starting with '+'`);
    }
    return readError(
      'tiles-after-options',
      `${describe(cp)} at column ${this.col()} comes after the options (the first is at column ${this.firstOptionCol}); expected tiles and sets first, then options`,
      this.col(),
    );
  }

  /**
   * One option, from its '+' to the next space. The name and the value are matched in
   * place, each character read once; their text is made only for the error messages,
   * which are built apart (unknownOption, duplicateOption, missingValue, badValue) to
   * keep this path short.
   */
  private option(): ReadError | null {
    const { line, n } = this;
    const plusCol = this.col();
    if (this.firstOptionCol === 0) this.firstOptionCol = plusCol;
    this.i++;
    // The name runs up to ':' or a space: one of OPTION_NAMES, then one of those.
    let opt = optionNamedAt(line, this.i);
    let nameEnd = opt < 0 ? this.i : this.i + OPTION_NAMES[opt].length;
    let next = nameEnd < n ? line.charCodeAt(nameEnd) : 0x20; // the end of the line ends it like a space
    if (opt < 0 || (next !== 0x3a && KIND[next] !== SPACE)) {
      // Not a name as NOTATION.md writes it (slow path): another case, a synonym, or an error.
      const loose = this.looseOption(plusCol);
      if (typeof loose !== 'number') return loose;
      opt = loose % 8;
      nameEnd = (loose - opt) / 8;
      next = nameEnd < n ? line.charCodeAt(nameEnd) : 0x20;
    }
    if (this.seen & (1 << opt)) return this.duplicateOption(opt, plusCol);
    this.seen |= 1 << opt;
    OPTION_COLS[opt] = plusCol;
    this.i = nameEnd;

    if (next !== 0x3a) {
      // No value: right for the flags, wrong for the others.
      if (opt === OPT_LAST) this.last = true;
      else if (opt === OPT_WALL_LAST) this.wallLast = true;
      else if (opt === OPT_KONG) this.kong = true;
      else return this.missingValue(opt, plusCol);
      return null;
    }
    // The value, after ':', runs up to a space; each good value ends with a check of that.
    this.i++;
    const valueCol = this.col();
    const at = this.i;
    switch (opt) {
      case OPT_WIN:
        if (this.wordAt(at, WALL)) this.win = 'wall';
        else if (this.wordAt(at, DISCARD)) this.win = 'discard';
        else break;
        return null;
      case OPT_SEAT:
      case OPT_ROUND:
      case OPT_FROM: {
        const wind = windOf(line.charCodeAt(at));
        if (wind === null || !this.endsAt(at + 1)) break;
        if (opt === OPT_SEAT) this.seatWind = wind;
        else if (opt === OPT_ROUND) this.prevalentWind = wind;
        else this.discarder = wind;
        this.i = at + 1;
        return null;
      }
      case OPT_FLOWERS: {
        // 1 to 3 digits, leading zeros allowed (08 is 8).
        let count = 0;
        let end = at;
        for (; end < at + 3 && end < n; end++) {
          const c = line.charCodeAt(end);
          if (c < 0x30 || c > 0x39) break;
          count = count * 10 + (c - 0x30);
        }
        if (end === at || count > MAX_FLOWERS || !this.endsAt(end)) break;
        this.flowers = count;
        this.flowersValueCol = valueCol;
        this.i = end;
        return null;
      }
    }
    return this.looseValue(opt, plusCol, valueCol);
  }

  /**
   * An option name not written as NOTATION.md has it (slow path; the current position
   * is just after the '+'): another case (`+WIN:wall`), or a synonym (`+tsumo`,
   * `+flower:2`); else an unknown option, with a "did you mean" for a near miss.
   * Returns the option for option() to read on as one number, its OPT_ index (0..7)
   * plus 8 times the UTF-16 index where its name ends (not a field of the Parser:
   * every line would pay to initialise it); or what option() returns:
   * null for a synonym of +win with its value (`+tsumo`), read here, or the error.
   */
  private looseOption(plusCol: number): number | ReadError | null {
    const { line, n } = this;
    const end = wordEnd(line, this.i, true);
    const name = asciiLower(line.slice(this.i, end));
    const next = end < n ? line.charCodeAt(end) : 0x20;
    const opt = OPTION_NAMES.indexOf(name);
    if (opt >= 0) return end * 8 + opt;
    const synonym = OPTION_SYNONYMS.get(name);
    if (synonym === undefined) return this.unknownOption(plusCol);
    if (synonym.win === undefined) return end * 8 + synonym.opt;
    // +tsumo, +ron: +win with its value, so no value of their own.
    if (next === 0x3a) {
      return readError(
        'bad-option',
        `option +${line.slice(this.i, end)} at column ${plusCol} takes no value; expected just +${name} (it is +win:${synonym.win})`,
        columnAt(line, end),
      );
    }
    if (this.seen & (1 << OPT_WIN)) return this.duplicateOption(OPT_WIN, plusCol);
    this.seen |= 1 << OPT_WIN;
    OPTION_COLS[OPT_WIN] = plusCol;
    this.win = synonym.win;
    this.i = end;
    return null;
  }

  /**
   * A value the fast path did not take (slow path; the current position is the value's
   * start): another case (`+win:WALL`, `+seat:s`), a synonym (`+win:self-drawn`,
   * `+win:tsumo`); else a bad value.
   */
  private looseValue(opt: number, plusCol: number, valueCol: number): ReadError | null {
    const { line } = this;
    const end = wordEnd(line, this.i, false);
    const value = asciiLower(line.slice(this.i, end));
    if (opt === OPT_WIN) {
      const win = WIN_VALUES.get(value);
      if (win !== undefined) {
        this.win = win;
        this.i = end;
        return null;
      }
    } else if (opt === OPT_SEAT || opt === OPT_ROUND || opt === OPT_FROM) {
      const wind = value.length === 1 ? windOf(value.charCodeAt(0) - 0x20) : null;
      if (wind !== null) {
        if (opt === OPT_SEAT) this.seatWind = wind;
        else if (opt === OPT_ROUND) this.prevalentWind = wind;
        else this.discarder = wind;
        this.i = end;
        return null;
      }
    }
    return this.badValue(opt, plusCol, valueCol);
  }

  /** An option word ends at pos: a space or a tab follows, or the end of the line. */
  private endsAt(pos: number): boolean {
    return pos === this.n || KIND[this.line.charCodeAt(pos)] === SPACE;
  }

  /** The value at pos is the word (and nothing more); if so, step over it. */
  private wordAt(pos: number, word: readonly number[]): boolean {
    const { line } = this;
    // (charCodeAt past the end of the line is NaN, which matches nothing.)
    for (let k = 0; k < word.length; k++) if (line.charCodeAt(pos + k) !== word[k]) return false;
    if (!this.endsAt(pos + word.length)) return false;
    this.i = pos + word.length;
    return true;
  }

  /** An option whose name, from the current position, is not one of OPTION_NAMES. */
  private unknownOption(plusCol: number): ReadError {
    const name = this.line.slice(this.i, wordEnd(this.line, this.i, true));
    const dashed = asciiLower(name.replaceAll('_', '-'));
    const near = OPTION_NAMES.includes(dashed) ? dashed : nearest(asciiLower(name), OPTION_WORDS);
    const hint = near ? ` (did you mean +${near}?)` : '';
    return readError(
      'bad-option',
      `unknown option '+${quote(name)}' at column ${plusCol}${hint}; expected ${OPTION_LIST}`,
      plusCol,
    );
  }

  private duplicateOption(opt: number, plusCol: number): ReadError {
    // Each as written; a synonym says what it is read as, or `+tsumo +win:wall` reads as a riddle.
    const written = (col: number) => {
      const k = indexAtColumn(this.line, col);
      const word = this.line.slice(k, wordEnd(this.line, k, false));
      const synonym = OPTION_SYNONYMS.get(asciiLower(word.slice(1).split(':')[0]));
      const read = synonym ? ` (read as +${OPTION_NAMES[opt]}${synonym.win ? `:${synonym.win}` : ''})` : '';
      return `${quote(word)} at column ${col}${read}`;
    };
    return readError(
      'duplicate-option',
      `option +${OPTION_NAMES[opt]} is given a second time: ${written(OPTION_COLS[opt])}, then ${written(plusCol)}; expected each option at most once`,
      plusCol,
    );
  }

  /** Option opt, which takes a value, has none; the current position is the end of its name. */
  private missingValue(opt: number, plusCol: number): ReadError {
    const at = this.col(); // where ':' was expected
    const name = OPTION_NAMES[opt];
    if (opt === OPT_WIN) {
      return readError('bad-option', `option +win at column ${plusCol} has no value; expected +win:wall or +win:discard`, at);
    }
    if (opt === OPT_FLOWERS) {
      return readError('bad-flowers', `option +flowers at column ${plusCol} has no value; expected +flowers:0 to +flowers:8`, at);
    }
    return readError('bad-wind', `option +${name} at column ${plusCol} has no value; expected +${name}:E, S, W or N`, at);
  }

  /**
   * Option opt has a bad value, or a value it does not take (a flag); the current
   * position is the start of the value, at column valueCol.
   */
  private badValue(opt: number, plusCol: number, valueCol: number): ReadError {
    const name = OPTION_NAMES[opt];
    const value = this.line.slice(this.i, wordEnd(this.line, this.i, false));
    // A '+' inside a value most likely starts an option that lacks its space.
    const spaceHint = value.includes('+') ? ' (options are separated by spaces)' : '';
    switch (opt) {
      case OPT_WIN: {
        const near = nearest(asciiLower(value), WIN_WORDS);
        const meant = near ? ` (did you mean +win:${near}?)` : '';
        return readError(
          'bad-option',
          `bad value '${quote(value)}' for +win at column ${valueCol}${meant}; expected wall or discard${spaceHint}`,
          valueCol,
        );
      }
      case OPT_SEAT:
      case OPT_ROUND:
      case OPT_FROM: {
        // Wind names are not taken (the notation writes one letter), but named.
        const wind = WIND_NAMES.get(asciiLower(value));
        const meant = wind ? ` (did you mean +${name}:${wind}?)` : '';
        return readError(
          'bad-wind',
          `bad wind '${quote(value)}' for +${name} at column ${valueCol}${meant}; expected E, S, W or N${spaceHint}`,
          valueCol,
        );
      }
      case OPT_FLOWERS:
        return readError(
          'bad-flowers',
          `bad flower count '${quote(value)}' at column ${valueCol}; expected a whole number from 0 to 8${spaceHint}`,
          valueCol,
        );
      default:
        // +last, +wall-last, +kong: flags without a value; the column is the ':'.
        return readError(
          'bad-option',
          `option +${name} at column ${plusCol} takes no value; expected just +${name}`,
          valueCol - 1,
        );
    }
  }

  private unknown(cp: number, expected: string): ReadError {
    let hint = '';
    const named = cp < 0x80 ? optionWordHint(this.line, this.i) || honourWordHint(this.line, this.i) : '';
    if (named) {
      return readError('unknown-character', `unknown character ${describe(cp)} at column ${this.col()}; ${named}`, this.col());
    }
    if (cp >= 0x61 && cp <= 0x7a && kindOf(cp - 0x20) === HONOR) {
      hint = ` (honors are capitals: did you mean '${String.fromCharCode(cp - 0x20)}'?)`;
    }
    return readError(
      'unknown-character',
      `unknown character ${describe(cp)} at column ${this.col()}; ${expected}${hint}`,
      this.col(),
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
      const after = at ?? this.col();
      return {
        ok: false,
        error: readError(
          'no-winning-tile',
          `no tile outside brackets, so no winning tile; expected the concealed tiles, ending with the winning tile, at column ${after}`,
          after,
        ),
      };
    }
    // Flower tiles and +flowers both count flowers: one flower shown both ways would
    // count twice, so the line must say it one way.
    if (this.unicodeFlowers > 0 && this.seen & (1 << OPT_FLOWERS)) {
      const at = OPTION_COLS[OPT_FLOWERS];
      const first = columnAt(this.line, firstFlowerAt(this.line));
      const tiles = `${this.unicodeFlowers} flower tile${this.unicodeFlowers === 1 ? '' : 's'} (from column ${first})`;
      return {
        ok: false,
        error: readError(
          'bad-flowers',
          `${tiles} and +flowers:${this.flowers} at column ${at} both count the flowers, so a flower would count twice; expected the flower tiles or +flowers, not both`,
          at,
        ),
      };
    }
    const flowers = this.flowers + this.unicodeFlowers;
    if (flowers > MAX_FLOWERS) {
      const at = this.ninthFlowerCol;
      return {
        ok: false,
        error: readError('bad-flowers', `${flowers} flower tiles (the 9th at column ${at}); expected 0 to 8`, at),
      };
    }
    const hand = new ReadHand(concealed, melds, {
      fifthCopy: this.fifthCopy,
      fifthCopyCol: this.fifthCopyCol,
      win: this.optionCol(OPT_WIN),
      seat: this.optionCol(OPT_SEAT),
      round: this.optionCol(OPT_ROUND),
      from: this.optionCol(OPT_FROM),
      flowers: this.optionCol(OPT_FLOWERS),
      last: this.optionCol(OPT_LAST),
      wallLast: this.optionCol(OPT_WALL_LAST),
      kong: this.optionCol(OPT_KONG),
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
// The slow path: forms and hints looked at only once the fast scan has failed.

/** The tile of each rank of the 'z' honours (index 1..7): E S W N, then white, green, red. */
const Z_HONOURS: readonly Tile[] = [-1, 27, 28, 29, 30, 33, 32, 31];
const HONOUR_LETTER = 'ESWNRGP';

/** Option names other than NOTATION.md's, in any case: a name for an option, or +win with its value. */
const OPTION_SYNONYMS = new Map<string, { opt: number; win?: 'wall' | 'discard' }>([
  ['flower', { opt: OPT_FLOWERS }],
  ['tsumo', { opt: OPT_WIN, win: 'wall' }],
  ['zimo', { opt: OPT_WIN, win: 'wall' }],
  ['self', { opt: OPT_WIN, win: 'wall' }],
  ['self-drawn', { opt: OPT_WIN, win: 'wall' }],
  ['self-draw', { opt: OPT_WIN, win: 'wall' }],
  ['selfdraw', { opt: OPT_WIN, win: 'wall' }],
  ['selfdrawn', { opt: OPT_WIN, win: 'wall' }],
  ['ron', { opt: OPT_WIN, win: 'discard' }],
]);

/** Values of +win, in any case. */
const WIN_VALUES = new Map<string, 'wall' | 'discard'>([
  ['wall', 'wall'],
  ['self', 'wall'],
  ['self-drawn', 'wall'],
  ['self-draw', 'wall'],
  ['selfdraw', 'wall'],
  ['selfdrawn', 'wall'],
  ['tsumo', 'wall'],
  ['zimo', 'wall'],
  ['discard', 'discard'],
  ['ron', 'discard'],
]);

/** What a near miss is compared with for "did you mean". */
const OPTION_WORDS = [...OPTION_NAMES, ...OPTION_SYNONYMS.keys()];
const WIN_WORDS = [...WIN_VALUES.keys()];

/** Wind names, refused as values (the reference corpus keeps `+round:east` an error) but named in the message. */
const WIND_NAMES = new Map<string, Wind>([
  ['east', 'E'],
  ['south', 'S'],
  ['west', 'W'],
  ['north', 'N'],
  ['ea', 'E'],
  ['so', 'S'],
  ['we', 'W'],
  ['no', 'N'],
]);

/**
 * bcdSuitAt(line), worked out once per line however many z groups it has (a line of
 * z groups stays linear); kept at module level like the scratch arrays, so that the
 * Parser has no field for it to initialise on every line.
 */
let bcdLine: string | null = null;
let bcdIndex = -1;
function bcdSuitIn(line: string): number {
  if (line !== bcdLine) {
    bcdIndex = bcdSuitAt(line);
    bcdLine = line;
  }
  return bcdIndex;
}

/** The UTF-16 index of a b, c or d suit letter (one that follows a digit), -1 if none. */
function bcdSuitAt(line: string): number {
  for (let k = 1; k < line.length; k++) {
    const c = line.charCodeAt(k);
    if ((c === 0x62 || c === 0x63 || c === 0x64) && KIND[line.charCodeAt(k - 1)] === DIGIT) return k;
  }
  return -1;
}

/** The UTF-16 index of the first Unicode flower or season tile of the line (there is one). */
function firstFlowerAt(line: string): number {
  for (let k = 0; k < line.length; k++) if (isUnicodeFlower(line.codePointAt(k) as number)) return k;
  return line.length;
}

/** The 1-based column (in code points) of UTF-16 index k. */
function columnAt(line: string, k: number): number {
  let col = 1;
  for (let j = 0; j < k; j++) {
    const c = line.charCodeAt(j);
    if (c >= 0xd800 && c <= 0xdbff && j + 1 < k) {
      const d = line.charCodeAt(j + 1);
      if (d >= 0xdc00 && d <= 0xdfff) j++;
    }
    col++;
  }
  return col;
}

/** The UTF-16 index of the 1-based code-point column `col` of the line. */
function indexAtColumn(line: string, col: number): number {
  let k = 0;
  for (let c = 1; c < col && k < line.length; c++) k += (line.codePointAt(k) as number) > 0xffff ? 2 : 1;
  return k;
}

/**
 * A hint when the word around UTF-16 index `at` (from the space before it to the next
 * one) is an option without its '+': `win:wall` → "did you mean +win:wall?". '' when
 * it is not.
 */
function optionWordHint(line: string, at: number): string {
  let start = at;
  while (start > 0 && KIND[line.charCodeAt(start - 1)] !== SPACE) start--;
  const word = line.slice(start, wordEnd(line, start, false));
  const name = asciiLower(word.split(':')[0]);
  if (!OPTION_NAMES.includes(name) && !OPTION_SYNONYMS.has(name)) return '';
  return `did you mean +${quote(word)}? (options start with +)`;
}

/** English (and romanised) names of honors that players write instead of the letter. */
const HONOUR_WORDS = new Map<string, string>();
for (const [fix, words] of [
  ['red dragon is R', 'rd dr red reddragon chun'],
  ['green dragon is G', 'gd dg gr grn green greendragon hatsu'],
  ['white dragon is P (W is West)', 'wd dw wh wht white whitedragon'],
  ['white dragon is P', 'haku'],
  ['East is E', 'ea east'],
  ['South is S', 'so sth south'],
  ['West is W', 'we wst west'],
  ['North is N', 'no nth north'],
] as const) {
  for (const w of words.split(' ')) HONOUR_WORDS.set(w, fix);
}

/** ASCII capitals made small, nothing else changed (so lengths and columns stay). */
function asciiLower(s: string): string {
  let out = '';
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    out += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 0x20) : s[k];
  }
  return out;
}

const isAsciiLetter = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/**
 * A hint naming the fix when the character at UTF-16 index `at` is a letter that,
 * with the capital just before it (an honor letter already read) and the letters after
 * it, spells an honor's name: `Rd` → "red dragon is R", `Wh` → "white dragon is P".
 * '' when it does not.
 */
function honourWordHint(line: string, at: number): string {
  if (!isAsciiLetter(line.charCodeAt(at))) return '';
  const prev = at > 0 ? line.charCodeAt(at - 1) : -1;
  const start = prev >= 0x41 && prev <= 0x5a ? at - 1 : at;
  let end = at;
  while (end < line.length && isAsciiLetter(line.charCodeAt(end))) end++;
  if (end - start > 16) return '';
  // The whole run of letters, else its longest start that names an honor (`WhWhWh`).
  for (let to = end; to - start >= 2; to--) {
    const fix = HONOUR_WORDS.get(asciiLower(line.slice(start, to)));
    if (fix) return `${fix}: write ${fix.charAt(fix.indexOf(' is ') + 4)}, not '${line.slice(start, to)}'`;
  }
  return '';
}

// ---------------------------------------------------------------------------
// Small helpers.

/** The first k (3 or 4) tiles of SET_TILES as a new, sorted array (insertion sort). */
function sortedSetTiles(k: 3 | 4): Tile[] {
  const s = SET_TILES;
  const out = k === 3 ? [s[0], s[1], s[2]] : [s[0], s[1], s[2], s[3]];
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

/** The kind of set that 3 or 4 sorted tiles make, null if none; ( ) holds only a kong. */
function meldKind(tiles: readonly Tile[], concealed: boolean): MeldKind | null {
  const k = tiles.length;
  const same = tiles[0] === tiles[k - 1];
  if (k === 4) return same ? 'kong' : null;
  if (concealed) return null;
  if (same) return 'pung';
  return isChow(tiles[0], tiles[1], tiles[2]) ? 'chow' : null;
}

/** Three sorted tiles in a row of one suit. */
const isChow = (a: Tile, b: Tile, c: Tile): boolean => a < 27 && a % 9 <= 6 && b === a + 1 && c === a + 2;

/** The wind of a character code, null for anything but E S W N. */
function windOf(c: number): Wind | null {
  if (c === 0x45) return 'E';
  if (c === 0x53) return 'S';
  if (c === 0x57) return 'W';
  if (c === 0x4e) return 'N';
  return null;
}

/**
 * The end of an option's name (atColon) or value that starts at `from`: the next space
 * or tab (or ':'), or the end of the line. For the messages, which quote the word.
 */
function wordEnd(line: string, from: number, atColon: boolean): number {
  let i = from;
  while (i < line.length) {
    const c = line.charCodeAt(i);
    if (KIND[c] === SPACE || (atColon && c === 0x3a)) break;
    i++;
  }
  return i;
}

/**
 * The words that options are compared with, as arrays of character codes: a
 * comparison then reads only the line with charCodeAt (each read of a string costs
 * more than an array's).
 */
const codesOf = (word: string): readonly number[] => Array.from(word, (ch) => ch.charCodeAt(0));
const OPTION_CODES = OPTION_NAMES.map(codesOf);
const WALL = codesOf('wall');
const DISCARD = codesOf('discard');

/** For each ASCII letter, the options whose name begins with it (OPT_ indexes). */
const OPTIONS_BY_LETTER: number[][] = Array.from({ length: 128 }, () => []);
OPTION_NAMES.forEach((name, opt) => OPTIONS_BY_LETTER[name.charCodeAt(0)].push(opt));

/**
 * The option whose name is written at `start`, as an OPT_ index; -1 for none. Only
 * the letters are compared (no name is the beginning of another); the caller checks
 * what follows.
 */
function optionNamedAt(line: string, start: number): number {
  const first = line.charCodeAt(start); // NaN at the end of the line
  if (!(first < 128)) return -1;
  // The first letter leaves at most two candidates.
  const candidates = OPTIONS_BY_LETTER[first];
  for (let k = 0; k < candidates.length; k++) {
    const name = OPTION_CODES[candidates[k]];
    let j = 1;
    // (charCodeAt past the end of the line is NaN, which matches nothing.)
    while (j < name.length && line.charCodeAt(start + j) === name[j]) j++;
    if (j === name.length) return candidates[k];
  }
  return -1;
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
