/**
 * Tiles and sets written the notation's way, for every screen and explanation (the
 * one home of writeTiles): no colour, no layout.
 */
import type { SetJson } from '../result.js';

/**
 * Tile codes with one suit's run as digits and its letter ("147b258c"), one honor's
 * run as its letters ("EEE"), groups of different suits or honors joined by `sep`.
 */
export function writeTiles(codes: readonly string[], sep = ''): string {
  const groups: { key: string; text: string }[] = [];
  for (const code of codes) {
    const suited = code.length === 2;
    const key = suited ? code[1] : code;
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.text += suited ? code[0] : code;
    else groups.push({ key, text: suited ? code[0] : code });
  }
  return groups.map((g) => (/^[bcd]$/.test(g.key) ? g.text + g.key : g.text)).join(sep);
}

/** One set: `[123b]` melded, `(5555d)` concealed kong, `456c` concealed, a special shape by name. */
export function writeSet(s: SetJson): string {
  if (s.kind === 'special') return `${s.name ?? 'special'}: ${writeTiles(s.tiles, ' ')}`;
  const tiles = writeTiles(s.tiles);
  if (s.melded) return `[${tiles}]`;
  return s.kind === 'kong' ? `(${tiles})` : tiles;
}

/** Sets as the notation writes them: `[123b] 456c 789d EEE 55d`. */
export const writeSets = (sets: readonly SetJson[]): string => sets.map(writeSet).join(' ');
