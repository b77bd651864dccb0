/**
 * Reads one line of hand notation (docs/NOTATION.md) into a Hand.
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
 * The rooms of the reading: this file is the scanner (parseLine, the Parser, the
 * slow path's second reading); chars.ts the character classes, option names and
 * text helpers; lenient.ts the forms players type (the tables above); hints.ts the
 * error messages that name the fix.
 *
 * Counts, copies and option consistency are checked by validate() (hand/validate.ts).
 */
import { readError, type ReadError } from '../errors.js';
import { impliedLast, ReadHand } from '../hand/validate.js';
import type { Hand, Meld, MeldKind } from '../hand/types.js';
import { TILE_COUNT, type Tile, type Wind } from '../tiles.js';
import {
  asciiLower,
  CLOSE,
  columnAt,
  describe,
  DIGIT,
  DISCARD,
  EXPECT_TILE,
  HASH,
  HONOR,
  isUnicodeFlower,
  isUnicodeTile,
  isVariationSelector,
  KIND,
  MAX_FLOWERS,
  OPEN,
  OPT_FLOWERS,
  OPT_FROM,
  OPT_KONG,
  OPT_LAST,
  OPT_ROUND,
  OPT_SEAT,
  OPT_WALL_LAST,
  OPT_WIN,
  OPTION_NAMES,
  optionNamedAt,
  OTHER,
  PLUS,
  quote,
  SPACE,
  SUIT,
  unicodeTile,
  VALUE,
  WALL,
  windOf,
  wordEnd,
} from './chars.js';
import * as hints from './hints.js';
import { bcdSuitIn, HONOUR_LETTER, narrowed, OPTION_SYNONYMS, WIN_VALUES, Z_HONOURS } from './lenient.js';

export type ParseResult = { ok: true; hand: Hand } | { ok: false; error: ReadError };

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
  /** Concealed tiles read before the last set, and that set's column (meldAfterWinning). */
  private beforeLastMeld = -1;
  private lastMeldCol = 0;

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
    return hints.straySuitLetter(this.line, this.i, this.col(), c);
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
    return hints.noSuitLetter(this.line, start, this.i, start + 1 - this.pairs, this.col(), c);
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
    if (this.beforeLastMeld !== this.concealed.length) {
      this.beforeLastMeld = this.concealed.length;
      this.lastMeldCol = openCol;
    }
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

  private unknownOption(plusCol: number): ReadError {
    return hints.unknownOption(this.line, this.i, plusCol);
  }

  private duplicateOption(opt: number, plusCol: number): ReadError {
    return hints.duplicateOption(this.line, opt, OPTION_COLS[opt], plusCol);
  }

  /** Option opt, which takes a value, has none; the current position is the end of its name. */
  private missingValue(opt: number, plusCol: number): ReadError {
    return hints.missingValue(opt, plusCol, this.col(), this.line.slice(this.i, this.i + 24));
  }

  /** Option opt has a bad value; the current position is the start of the value, at column valueCol. */
  private badValue(opt: number, plusCol: number, valueCol: number): ReadError {
    return hints.badValue(this.line, this.i, opt, plusCol, valueCol);
  }

  private unknown(cp: number, expected: string): ReadError {
    return hints.unknownCharacter(this.line, this.i, this.col(), cp, expected);
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
      meldAfterWinning: this.beforeLastMeld === concealed.length ? this.lastMeldCol : 0,
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
// Small helpers.

/** The UTF-16 index of the first Unicode flower or season tile of the line (there is one). */
function firstFlowerAt(line: string): number {
  for (let k = 0; k < line.length; k++) if (isUnicodeFlower(line.codePointAt(k) as number)) return k;
  return line.length;
}

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
