/**
 * What each counted fan of a scored arrangement uses (`fans[].uses` of an
 * explanation): each fan's own `uses` rule (fans/uses.ts), applied to the scorer's
 * decision: the arrangement it chose, the counts it kept, and the pungs its
 * exclusions left to Pung of Terminals or Honors. Worked out only when asked for.
 */
import { FAN_IDS, DEFINITIONS, type FanId } from '../fans/index.js';
import type { UseJson } from '../fans/uses.js';
import { isTerminalOrWind } from '../tiles.js';
import type { Scored } from './best.js';

export type { UseJson } from '../fans/uses.js';

/** The uses of every counted fan of `s`, in the order of s.fans. */
export function usesOf(s: Scored): UseJson[][] {
  const used = new Set<number>(); // arrangement indexes already taken by a combination fan
  return s.fans.map((i, k) => fanUses(s, FAN_IDS[i], s.fanCounts[k], used));
}

/** The uses of one fan of `s`, counted `count` times. */
export function fanUses(s: Scored, id: FanId, count: number, used = new Set<number>()): UseJson[] {
  const v = s.view;
  const pothLeft = s.pothLeft ?? v.pungs.filter((p) => isTerminalOrWind(p.tile)).map((p) => p.tile);
  return DEFINITIONS[id].uses({ v, id, count, pothLeft, used });
}
