/**
 * How wide the screen is, and how wide text is on it: every text screen (scoring,
 * batch lines and summary, waits, rules, fans, errors) fits terminalWidth().
 *
 *   COLUMNS (a whole number)  wins, so `COLUMNS=60 mcr ...` and tests can ask for a width
 *   a terminal                its width (stream.columns)
 *   anything else             80 (a pipe, a file, a CI log)
 */

/** The narrowest screen laid out; below it lines are as short as they can be anyway. */
export const MIN_WIDTH = 30;
export const DEFAULT_WIDTH = 80;

export function terminalWidth(
  stream: { isTTY?: boolean; columns?: number } = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const fromEnv = Number(env.COLUMNS);
  const w =
    env.COLUMNS && Number.isInteger(fromEnv) && fromEnv > 0
      ? fromEnv
      : stream.isTTY === true && typeof stream.columns === 'number' && stream.columns > 0
        ? stream.columns
        : DEFAULT_WIDTH;
  return Math.max(MIN_WIDTH, w);
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** Text without its colour codes. */
export const stripAnsi = (s: string): string => s.replace(ANSI, '');

/**
 * Terminal cells a code point takes: 2 for East Asian wide and fullwidth characters
 * (CJK, fullwidth forms, emoji-presentation symbols such as 🀄), 0 for combining
 * marks, 1 otherwise. Most mahjong tiles (U+1F000..) are narrow in Unicode and in
 * wcwidth, so terminals advance one cell for them even when the glyph looks wider.
 */
export function cells(cp: number): number {
  if (cp < 0x300) return cp < 0x20 || (cp >= 0x7f && cp < 0xa0) ? 0 : 1;
  if ((cp >= 0x0300 && cp <= 0x036f) || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0x200b && cp <= 0x200f) || cp === 0xfeff || cp === 0x200d)
    return 0;
  if (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    cp === 0x1f004 ||
    cp === 0x1f0cf ||
    (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  ) {
    return 2;
  }
  return 1;
}

/** Cells the text takes on one line (colour codes take none). */
export function textWidth(s: string): number {
  let n = 0;
  for (const ch of stripAnsi(s)) n += cells(ch.codePointAt(0) ?? 0);
  return n;
}

/** The longest line of the text, in cells. */
export const widestLine = (text: string): number => Math.max(0, ...text.split('\n').map(textWidth));

/**
 * A word cut into pieces of at most `w` cells (only for a word longer than a line).
 * Colour codes inside such a word are dropped: it is rare, and a cut code would
 * colour the rest of the screen.
 */
function cut(word: string, w: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let n = 0;
  for (const ch of stripAnsi(word)) {
    const c = cells(ch.codePointAt(0) ?? 0);
    if (n + c > w && piece) {
      pieces.push(piece);
      piece = '';
      n = 0;
    }
    piece += ch;
    n += c;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** A number and the Chinese word after it (`8 番`, `2 张`) stay together. */
const HAN_START = /^\p{Script=Han}/u;
const DIGIT_END = /[0-9]$/;

/**
 * The words of a paragraph and the runs of spaces before them: broken at spaces, and
 * Chinese text also after its punctuation (，：；、。）—); a space between a number and
 * the Chinese word after it (`8 番`, `2 张`) does not break.
 */
function words(para: string): [string, string][] {
  const out: [string, string][] = [];
  for (const m of para.matchAll(/( *)((?=[^ ])[^ ，。；：、）—]*[，。；：、）—]*)/g)) {
    const last = out[out.length - 1];
    const [space, word] = [m[1], m[2]];
    if (last && space !== '' && DIGIT_END.test(last[1]) && HAN_START.test(word)) last[1] += space + word;
    else out.push([space, word]);
  }
  return out;
}

/**
 * Text in lines of at most `width` cells, broken at spaces: the first line starts
 * with `first` (a label, or nothing), the next ones with `indent` spaces. Spaces
 * between words on a line are kept as written; a word longer than a line is cut.
 * Existing line breaks are kept.
 */
export function wrap(text: string, width: number, indent = 0, first = ''): string[] {
  const lines: string[] = [];
  const pad = ' '.repeat(indent);
  let line = first;
  let lineWidth = textWidth(first);
  let empty = true;
  const newLine = () => {
    lines.push(line.trimEnd());
    line = pad;
    lineWidth = indent;
    empty = true;
  };
  for (const [k, para] of text.split('\n').entries()) {
    if (k > 0) newLine();
    for (const [space0, word] of words(para)) {
      const space = empty ? '' : space0;
      const w = textWidth(word);
      if (!empty && lineWidth + space.length + w > width) newLine();
      if (lineWidth + w > width) {
        // Longer than a line: cut into pieces.
        for (const piece of cut(word, Math.max(1, width - Math.max(indent, lineWidth)))) {
          if (!empty) newLine();
          line += piece;
          lineWidth += textWidth(piece);
          empty = false;
        }
        continue;
      }
      const sep = empty ? '' : space;
      line += sep + word;
      lineWidth += sep.length + w;
      empty = false;
    }
  }
  lines.push(line.trimEnd());
  return lines;
}

/**
 * Column widths (cli-table3's colWidths: text plus one cell of padding each side)
 * for rows to fit `width` with their borders: each column as wide as its widest cell,
 * then, while too wide, the widest of the columns that may give way (`shrink`, by
 * index) loses a cell, down to `min`. Cells of narrowed columns wrap at spaces.
 */
export function fitColumns(rows: readonly (readonly string[])[], width: number, shrink: readonly number[], min = 8): number[] {
  const n = Math.max(0, ...rows.map((r) => r.length));
  const widths = Array.from({ length: n }, (_, i) => 2 + Math.max(0, ...rows.map((r) => widestLine(r[i] ?? ''))));
  const total = () => widths.reduce((a, b) => a + b, 0) + n + 1;
  while (total() > width) {
    let best = -1;
    for (const i of shrink) if (widths[i] > min + 2 && (best < 0 || widths[i] > widths[best])) best = i;
    if (best < 0) break;
    widths[best]--;
  }
  return widths;
}

/**
 * Pieces of text on lines of at most `width` cells, `sep` between pieces on a line:
 * a piece that does not fit where the line stands starts the next line (indented);
 * a piece longer than a line is wrapped at its spaces. One line when all fit.
 */
export function fill(pieces: readonly string[], width: number, indent = 4, sep = '  '): string[] {
  const lines: string[] = [];
  const pad = ' '.repeat(indent);
  let line = '';
  for (const piece of pieces) {
    const start = lines.length === 0 ? '' : pad;
    if (line === '') line = start;
    const joined = line.trim() === '' ? line + piece : line + sep + piece;
    if (textWidth(joined) <= width) {
      line = joined;
      continue;
    }
    if (line.trim() !== '') {
      lines.push(line);
      line = pad;
    }
    const wrapped = wrap(piece, width, indent, line);
    lines.push(...wrapped.slice(0, -1));
    line = wrapped[wrapped.length - 1];
  }
  if (line.trim() !== '') lines.push(line);
  return lines;
}
