/**
 * Whether a value is a Hand as the reader makes them (hand/types.ts), for the
 * library's scoreHand(), which is given Hands built in code: tile codes 0..33, each
 * meld one set (a chow three in a row of one suit, a pung three and a kong four of
 * one tile, sorted; only a kong concealed), the winning tile the last concealed one,
 * the options of their types. What a line could say but the rules refuse (five
 * copies, options that contradict each other) is validate()'s, after this.
 */
import { TILE_COUNT } from '../tiles.js';

const WINDS: readonly unknown[] = ['E', 'S', 'W', 'N'];
const isTile = (t: unknown): t is number => Number.isInteger(t) && (t as number) >= 0 && (t as number) < TILE_COUNT;
const show = (v: unknown): string => (typeof v === 'string' ? JSON.stringify(v) : Array.isArray(v) ? 'an array' : String(v));

function meldProblem(m: unknown): string | null {
  if (typeof m !== 'object' || m === null) return `expected a meld { kind, tiles, concealed }, got ${show(m)}`;
  const { kind, tiles, concealed } = m as Record<string, unknown>;
  if (kind !== 'chow' && kind !== 'pung' && kind !== 'kong') return `kind ${show(kind)}; expected "chow", "pung" or "kong"`;
  const size = kind === 'kong' ? 4 : 3;
  if (!Array.isArray(tiles) || tiles.length !== size || !tiles.every(isTile)) return `a ${kind} holds ${size} tile codes (0..33)`;
  if (typeof concealed !== 'boolean' || (concealed && kind !== 'kong')) return `concealed ${show(concealed)}; expected false, or true for a concealed kong`;
  const [t] = tiles as number[];
  const ok = kind === 'chow' ? t < 27 && t % 9 <= 6 && tiles[1] === t + 1 && tiles[2] === t + 2 : tiles.every((x) => x === t);
  return ok ? null : `tiles [${tiles.join(', ')}] are no ${kind}; expected ${kind === 'chow' ? 'three in a row of one suit, sorted' : `${size} of one tile`}`;
}

/** What makes `hand` no Hand, or null when it is one. */
export function handShapeProblem(hand: unknown): string | null {
  if (typeof hand !== 'object' || hand === null || Array.isArray(hand)) return `expected a Hand object, got ${show(hand)}`;
  const h = hand as Record<string, unknown>;
  if (!Array.isArray(h.concealed) || !h.concealed.every(isTile)) return 'concealed: expected an array of tile codes 0..33';
  if (!Array.isArray(h.melds) || h.melds.length > 4) return 'melds: expected an array of at most 4 melds';
  for (let i = 0; i < h.melds.length; i++) {
    const p = meldProblem(h.melds[i]);
    if (p) return `melds[${i}]: ${p}`;
  }
  if (h.concealed.length > 0 && h.winningTile !== h.concealed[h.concealed.length - 1]) return `winningTile ${show(h.winningTile)}; expected the last concealed tile, ${show(h.concealed[h.concealed.length - 1])}`;
  if (h.win !== 'wall' && h.win !== 'discard') return `win ${show(h.win)}; expected "wall" or "discard"`;
  for (const key of ['seatWind', 'prevalentWind'] as const) if (!WINDS.includes(h[key])) return `${key} ${show(h[key])}; expected "E", "S", "W" or "N"`;
  if (h.discarder !== null && !WINDS.includes(h.discarder)) return `discarder ${show(h.discarder)}; expected null or "E", "S", "W", "N"`;
  if (typeof h.flowers !== 'number') return `flowers ${show(h.flowers)}; expected a whole number 0..8`;
  for (const key of ['last', 'wallLast', 'kong'] as const) if (typeof h[key] !== 'boolean') return `${key} ${show(h[key])}; expected true or false`;
  return null;
}
