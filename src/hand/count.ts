/**
 * A hand's tile count as the rules count it (a kong counts 3) and the copies its melds
 * hold: what ready-hand analysis and discard advice check before they look further.
 */
import type { Hand } from './types.js';

export function handTiles(hand: Pick<Hand, 'concealed' | 'melds'>): { tiles: number; meldCounts: Uint8Array } {
  let tiles = hand.concealed.length;
  const meldCounts = new Uint8Array(34);
  for (const m of hand.melds) {
    tiles += m.kind === 'kong' ? 3 : m.tiles.length;
    for (const t of m.tiles) meldCounts[t]++;
  }
  return { tiles, meldCounts };
}
