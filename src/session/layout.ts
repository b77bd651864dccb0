/**
 * Plain-text layout for the session sheet: display widths (colour codes take none,
 * East Asian wide characters two), word wrapping to a width, and columns padded to
 * their widest cell. Everything is linear in the text laid out (the sheet of a
 * 100,000-line log is drawn in one pass); no line it returns is wider than asked.
 */

import { textWidth } from '../format/width.js';

/** The columns a string takes on a terminal, colour codes not counted (format/width.ts). */
export const displayWidth = textWidth;

export const padEnd = (s: string, width: number): string => s + ' '.repeat(Math.max(0, width - displayWidth(s)));
export const padStart = (s: string, width: number): string => ' '.repeat(Math.max(0, width - displayWidth(s))) + s;

/**
 * Plain text cut into lines of at most `width` columns: at spaces (and after Chinese
 * punctuation) where it can, inside
 * a word longer than a line where it must. Continuation lines start with `indent`.
 * (For text without colour codes: a cut could fall inside one.)
 */
export function wrap(text: string, width: number, indent = ''): string[] {
  const w = Math.max(1, width);
  if (displayWidth(text) <= w) return [text];
  const lead = /^ */.exec(text)?.[0] ?? '';
  if (lead.length > 0 && lead.length < w) {
    const [first, ...more] = wrap(text.slice(lead.length), w - lead.length, indent);
    return [lead + first, ...more.map((l) => (l.startsWith(indent) ? lead + l : l))];
  }
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  const room = () => (lines.length === 0 ? w : Math.max(1, w - indent.length));
  const push = () => {
    lines.push(lines.length === 0 ? line : indent + line);
    line = '';
    lineWidth = 0;
  };
  // Words between spaces; Chinese text also breaks after its punctuation (the pieces of a word join without a space).
  for (const [k, word] of text.split(' ').flatMap((w) => (w.match(/[^，。；：、）]*[，。；：、）]*/g) ?? [w]).filter((p, i) => p !== '' || i === 0).map((p, i) => [i, p] as const))) {
    const ww = displayWidth(word);
    const sep = k === 0 ? 1 : 0;
    if (lineWidth > 0 && lineWidth + sep + ww <= room()) {
      line += (sep ? ' ' : '') + word;
      lineWidth += sep + ww;
      continue;
    }
    if (lineWidth > 0) push();
    if (ww <= room()) {
      line = word;
      lineWidth = ww;
      continue;
    }
    // A word longer than a line: cut it, code point by code point.
    for (const ch of word) {
      const cw = displayWidth(ch);
      if (lineWidth + cw > room() && lineWidth > 0) push();
      line += ch;
      lineWidth += cw;
    }
  }
  if (lineWidth > 0 || line !== '') push();
  return lines;
}

export type Align = 'left' | 'right';

export interface Column {
  head: string;
  align: Align;
  /** May be wrapped onto more lines when the table is too wide (one such column). */
  wraps?: boolean;
  /** Spaces before the column (after the first): 1 unless given. */
  gap?: number;
}

/** The narrowest a wrapped column gets before the table gives up fitting. */
export const MIN_WRAPPED = 16;

/**
 * Rows as a table without borders: a header, a rule, one line per row (more when the
 * wrapped column does not fit), cells separated by each column's `gap` of spaces. Null when even with
 * the wrapped column at MIN_WRAPPED it is wider than `width`. `shade(row, col, text)`
 * colours a cell (each line of a wrapped one); `bold` the header.
 */
export function table(
  columns: readonly Column[],
  rows: readonly string[][],
  width: number,
  style: { bold: (s: string) => string; shade?: (row: number, col: number, text: string) => string },
): string[] | null {
  const gaps = columns.map((c, k) => (k === 0 ? 0 : (c.gap ?? 1)));
  const widths = columns.map((c) => displayWidth(c.head));
  for (const row of rows) {
    for (let k = 0; k < row.length; k++) {
      const w = displayWidth(row[k]);
      if (w > widths[k]) widths[k] = w;
    }
  }
  const total = () => widths.reduce((a, b) => a + b, 0) + gaps.reduce((a, b) => a + b, 0);
  const wrapAt = columns.findIndex((c) => c.wraps);
  if (total() > width) {
    if (wrapAt < 0) return null;
    const fixed = total() - widths[wrapAt];
    const left = width - fixed;
    if (left < Math.min(MIN_WRAPPED, widths[wrapAt])) return null;
    widths[wrapAt] = left;
  }
  const draw = (cellsOf: string[], row: number | null): string[] => {
    const parts = cellsOf.map((c, k) => (k === wrapAt ? wrap(c, widths[k], ' ') : [c]));
    const height = Math.max(...parts.map((p) => p.length));
    const out: string[] = [];
    for (let h = 0; h < height; h++) {
      const line = columns.map((col, k) => {
        let text = parts[k][h] ?? '';
        if (row === null) text = style.bold(text);
        else if (style.shade && text !== '') text = style.shade(row, k, text);
        // Padded after colouring, so that trailing blanks stay outside the colour codes.
        return col.align === 'right' ? padStart(text, widths[k]) : padEnd(text, widths[k]);
      });
      out.push(line.map((c, k) => ' '.repeat(gaps[k]) + c).join('').trimEnd());
    }
    return out;
  };
  const lines = draw(
    columns.map((c) => c.head),
    null,
  );
  lines.push('─'.repeat(total()));
  rows.forEach((r, i) => {
    for (const l of draw(r, i)) lines.push(l);
  });
  return lines;
}
