/**
 * The characters the scanner (parse.ts) reads: the class of every UTF-16 unit, the
 * Unicode tiles, the option names, and the small text helpers its messages use
 * (columns, quoting a piece of the line). No state: tables and pure functions.
 */
import { tileCode, type Tile, type Wind } from '../tiles.js';

// ---------------------------------------------------------------------------
// Character classes (lookup tables; everything beyond ASCII is OTHER except the
// Unicode tiles, handled apart).

export const OTHER = 0;
export const SPACE = 1;
export const DIGIT = 2;
export const SUIT = 3; // b c d, aliases s m p; VALUE = suit index 0..2
export const HONOR = 4; // E S W N R G P, aliases C F; VALUE = tile 27..33
export const OPEN = 5; // [ (
export const CLOSE = 6; // ] )
export const PLUS = 7;

// KIND has an entry for every UTF-16 unit (all OTHER beyond ASCII), so that the
// scanner can look up charCodeAt's result directly, without a test or a call.
export const KIND = new Uint8Array(0x10000);
export const VALUE = new Uint8Array(128);
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
export const kindOf = (cp: number): number => (cp < 128 ? KIND[cp] : OTHER);

/** Unicode mahjong tiles: U+1F000..U+1F006 winds and dragons, then characters,
 * bamboos, dots 1..9; U+1F022..U+1F029 flowers and seasons. */
const UNI_FIRST = 0x1f000;
const UNI_LAST_TILE = 0x1f021;
const UNI_LAST_FLOWER = 0x1f029;
export function unicodeTile(cp: number): Tile {
  const k = cp - UNI_FIRST;
  if (k < 7) return 27 + k; // E S W N R G P
  if (k < 16) return 9 + (k - 7); // 1..9 characters
  if (k < 25) return k - 16; // 1..9 bamboos
  return 18 + (k - 25); // 1..9 dots (circles)
}
export const isUnicodeTile = (cp: number): boolean => cp >= UNI_FIRST && cp <= UNI_LAST_TILE;
export const isUnicodeFlower = (cp: number): boolean => cp > UNI_LAST_TILE && cp <= UNI_LAST_FLOWER;
export const isVariationSelector = (cp: number): boolean => cp === 0xfe0e || cp === 0xfe0f;

export const MAX_FLOWERS = 8;
/** `#`: the rest of the line is a comment. Read on the slow path (kind OTHER), so it costs the fast scan nothing. */
export const HASH = 0x23;

// Option names, in the order of NOTATION.md's table (also the bit of each in `seen`).
export const OPT_WIN = 0;
export const OPT_SEAT = 1;
export const OPT_ROUND = 2;
export const OPT_FROM = 3;
export const OPT_FLOWERS = 4;
export const OPT_LAST = 5;
export const OPT_WALL_LAST = 6;
export const OPT_KONG = 7;
export const OPTION_NAMES = ['win', 'seat', 'round', 'from', 'flowers', 'last', 'wall-last', 'kong'];
export const OPTION_LIST = '+win:wall|discard, +seat:, +round:, +from: (E S W N), +flowers:0..8, +last, +wall-last or +kong';

export const EXPECT_TILE =
  'a digit, a suit letter (b c d, or s m p), an honor letter (E S W N R G P, or C F), a bracket or an option';

/** The 1-based column (in code points) of UTF-16 index k. */
export function columnAt(line: string, k: number): number {
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
export function indexAtColumn(line: string, col: number): number {
  let k = 0;
  for (let c = 1; c < col && k < line.length; c++) k += (line.codePointAt(k) as number) > 0xffff ? 2 : 1;
  return k;
}


/** ASCII capitals made small, nothing else changed (so lengths and columns stay). */
export function asciiLower(s: string): string {
  let out = '';
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k);
    out += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 0x20) : s[k];
  }
  return out;
}

/** The wind of a character code, null for anything but E S W N. */
export function windOf(c: number): Wind | null {
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
export function wordEnd(line: string, from: number, atColon: boolean): number {
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
export const WALL = codesOf('wall');
export const DISCARD = codesOf('discard');

/** For each ASCII letter, the options whose name begins with it (OPT_ indexes). */
const OPTIONS_BY_LETTER: number[][] = Array.from({ length: 128 }, () => []);
OPTION_NAMES.forEach((name, opt) => OPTIONS_BY_LETTER[name.charCodeAt(0)].push(opt));

/**
 * The option whose name is written at `start`, as an OPT_ index; -1 for none. Only
 * the letters are compared (no name is the beginning of another); the caller checks
 * what follows.
 */
export function optionNamedAt(line: string, start: number): number {
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
/** A fan's name as typed, in a message: longer than every fan's name and alias (test/fans/find.test.ts), so that only a slip past them is cut. */
export const FAN_QUOTE_MAX = 48;

/** Text of the line for a message: at most `max` code points (QUOTE_MAX by default), controls and lone
 * surrogates written as U+XXXX so that messages stay printable. */
export function quote(s: string, max = QUOTE_MAX): string {
  let out = '';
  let shown = 0;
  for (let k = 0; k < s.length; ) {
    if (shown === max) return out + '…';
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
export function describe(cp: number): string {
  if (!printable(cp)) return uPlus(cp);
  if (cp < 0x80) return `'${String.fromCharCode(cp)}'`;
  if (isUnicodeTile(cp)) return `'${String.fromCodePoint(cp)}' (${tileCode(unicodeTile(cp))})`;
  if (isUnicodeFlower(cp)) return `'${String.fromCodePoint(cp)}' (a flower)`;
  return `'${String.fromCodePoint(cp)}' (${uPlus(cp)})`;
}

