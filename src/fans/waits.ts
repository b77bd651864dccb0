/**
 * The wait fans: the winning tile's place among the concealed sets, counted only
 * when that tile is the only one that completes the hand (evaluate/candidates.ts
 * works out the uniqueness once per hand).
 */
import { type Tile, rankOf, tileCode } from '../tiles.js';
import type { TileSet } from '../decompose/sets.js';
import { family, yes, type MissContext } from './define.js';
import { theWait, waitSet } from './uses.js';

export type WaitFan = 'edge-wait' | 'closed-wait' | 'single-wait';

/**
 * The wait fan the winning tile's place among the concealed sets gives, before the
 * uniqueness test (a chow's end counts as an edge here: a two-sided wait is never
 * unique).
 */
export function waitFan(sets: readonly TileSet[], pair: Tile, win: Tile): WaitFan | null {
  let edge = false, closed = false;
  const single = pair === win;
  for (const s of sets) {
    if (s.kind === 'chow') {
      if (s.tile + 1 === win) closed = true;
      else if (s.tile === win || s.tile + 2 === win) edge = true;
    }
  }
  return edge ? 'edge-wait' : closed ? 'closed-wait' : single ? 'single-wait' : null;
}

/** Does the winning tile make this wait in this concealed set (an edge: the 3 of 12, the 7 of 89)? */
export function makesWait(fan: WaitFan, s: TileSet, win: Tile): boolean {
  if (fan === 'single-wait') return s.kind === 'pair' && s.tile === win;
  if (s.kind !== 'chow') return false;
  if (fan === 'closed-wait') return s.tile + 1 === win;
  return (rankOf(s.tile) === 1 && win === s.tile + 2) || (rankOf(s.tile) === 7 && win === s.tile);
}

/**
 * `why`: where the winning tile is (in a regular arrangement), when it makes no such
 * wait or another tile would complete the hand too.
 */
const waitMiss = (fan: WaitFan) => (c: MissContext) => {
  if (!c.regular) return null;
  const v = c.v;
  const holding = c.sets((kind, k) => {
    const x = v.sets[k];
    return kind === 'chow' ? v.winTile >= x.tile && v.winTile <= x.tile + 2 : x.tile === v.winTile;
  });
  const more = c.others().map(tileCode);
  if (waitSet(v, fan).length === 0 || more.length > 0) return c.say.waitIn(c.needs, tileCode(v.winTile), holding, more);
  // The wait reads as this one too, but waitFan gave the other (at most one wait fan counts).
  const read = v.wait;
  if (read === null || read === fan) return null;
  const win = tileCode(v.winTile);
  const as = c.sets((_, k) => !v.sets[k].melded && makesWait(read, v.sets[k], v.winTile));
  return c.say.waitReadAs(c.name, fan, win, c.sets((_, k) => makesWait(fan, v.sets[k], v.winTile)), c.nameOf(read), as, c.counted.includes(read));
};
/** The definition's parts about its wait. */
const wait = (fan: WaitFan) => ({ makesWait: (s: TileSet, win: Tile) => makesWait(fan, s, win), miss: waitMiss(fan), uses: theWait });

const ONLY = 'the winning tile to be the only one that completes the hand';

export const WAITS = family('waits', (v) => v.wait !== null, {
  'edge-wait': {
    no: 77, name: 'Edge Wait', zh: '边张', points: 1, what: 'won only on the 3 of 12 or the 7 of 89',
    needs: `${ONLY}, as the 3 of 12 or the 7 of 89`,
    detect: (v) => yes(v.wait === 'edge-wait'),
    ...wait('edge-wait'),
  },
  'closed-wait': {
    no: 78, name: 'Closed Wait', zh: '坎张', points: 1, what: 'won only on the middle tile of a chow',
    needs: `${ONLY}, as the middle tile of a chow`,
    detect: (v) => yes(v.wait === 'closed-wait'),
    ...wait('closed-wait'),
  },
  'single-wait': {
    no: 79, name: 'Single Wait', zh: '单钓将', points: 1, what: 'won only on the pair tile',
    needs: `${ONLY}, as the pair tile`,
    detect: (v) => yes(v.wait === 'single-wait'),
    ...wait('single-wait'),
  },
});
