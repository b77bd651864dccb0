/**
 * The forms players type beyond NOTATION.md (README "Notation cheat sheet"), read by
 * the scanner's slow path only (parse.ts): Chinese tile names and full-width ASCII made
 * ASCII, the 1z..7z honours, and option names and values in other words.
 */
import type { Tile } from '../tiles.js';
import { DIGIT, KIND, OPT_FLOWERS, OPT_WIN } from './chars.js';

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
export function narrowed(line: string): string | null {
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

/** The tile of each rank of the 'z' honours (index 1..7): E S W N, then white, green, red. */
export const Z_HONOURS: readonly Tile[] = [-1, 27, 28, 29, 30, 33, 32, 31];
export const HONOUR_LETTER = 'ESWNRGP';

/** Option names other than NOTATION.md's, in any case: a name for an option, or +win with its value. */
export const OPTION_SYNONYMS = new Map<string, { opt: number; win?: 'wall' | 'discard' }>([
  ['flower', { opt: OPT_FLOWERS }],
  ['tsumo', { opt: OPT_WIN, win: 'wall' }],
  ['zimo', { opt: OPT_WIN, win: 'wall' }],
  ['self', { opt: OPT_WIN, win: 'wall' }],
  ['self-drawn', { opt: OPT_WIN, win: 'wall' }],
  ['self-draw', { opt: OPT_WIN, win: 'wall' }],
  ['selfdraw', { opt: OPT_WIN, win: 'wall' }],
  ['selfdrawn', { opt: OPT_WIN, win: 'wall' }],
  ['ron', { opt: OPT_WIN, win: 'discard' }],
  ['自摸', { opt: OPT_WIN, win: 'wall' }],
  ['点和', { opt: OPT_WIN, win: 'discard' }],
  ['點和', { opt: OPT_WIN, win: 'discard' }],
]);

/** Values of +win, in any case. */
export const WIN_VALUES = new Map<string, 'wall' | 'discard'>([
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
  ['自摸', 'wall'],
  ['点和', 'discard'],
  ['點和', 'discard'],
]);


/**
 * bcdSuitAt(line), worked out once per line however many z groups it has (a line of
 * z groups stays linear); kept at module level like the scratch arrays, so that the
 * Parser has no field for it to initialise on every line.
 */
let bcdLine: string | null = null;
let bcdIndex = -1;
export function bcdSuitIn(line: string): number {
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
