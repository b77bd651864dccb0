// Brute force for the ready-hand tests, written without the code under test:
//   - bruteWaits: every one of the 34 tiles tried with the scorer, both ways;
//   - readyByShape / bruteDistance: readiness by shape (the scorer's own shape
//     checks, which bruteWaits shows agree with the scorer) and a breadth-first
//     search over tile exchanges.
import { parseLine } from '../../src/notation/parse.js';
import { scoreHand } from '../../src/index.js';
import type { Hand } from '../../src/hand/types.js';
import type { ScoreOk } from '../../src/result.js';
import type { WinJson } from '../../src/waits/types.js';
import { isRegularComplete } from '../../src/decompose/regular.js';
import {
  honorsAndKnitted,
  isSevenPairs,
  isThirteenOrphans,
  knittedStraight,
} from '../../src/decompose/special.js';
import type { Tile } from '../../src/tiles.js';

export interface BruteWin {
  result: ScoreOk;
  /** Options that had to be left out for the scorer to accept the win. */
  dropped: string[];
}

/**
 * Scores the 13-tile hand of `line` with tile t added, won `way`. The line's options
 * are kept; the discarder goes on a self-draw; when the scorer refuses the options
 * (inconsistent-options), the fewest of +last, +kong are left out until it accepts.
 */
export function bruteWin(line: string, t: Tile, way: 'discard' | 'wall'): BruteWin | null {
  const p = parseLine(line);
  if (!p.ok) throw new Error(`unreadable ${line}`);
  const written = line.includes('+last');
  const base: Hand = {
    ...p.hand,
    concealed: [...p.hand.concealed, t],
    winningTile: t,
    win: way,
    last: written,
    discarder: way === 'wall' ? null : p.hand.discarder,
  };
  const dropped = way === 'wall' && p.hand.discarder !== null ? ['+from'] : [];
  const tries: [boolean, boolean, string[]][] = [
    [base.last, base.kong, []],
    [false, base.kong, ['+last']],
    [base.last, false, ['+kong']],
    [false, false, ['+last', '+kong']],
  ];
  for (const [last, kong, drop] of tries) {
    if ((drop.includes('+last') && !base.last) || (drop.includes('+kong') && !base.kong)) continue;
    const r = scoreHand({ ...base, last, kong }, '');
    if (!r.ok) {
      if (r.error.code === 'inconsistent-options') continue;
      if (r.error.code === 'too-many-copies') return null;
      throw new Error(`${line} + ${t}: ${r.error.message}`);
    }
    if (r.verdict === 'not-a-winning-hand') return null;
    return { result: r, dropped: [...dropped, ...drop] };
  }
  throw new Error(`${line} + ${t}: no option set accepted`);
}

/**
 * The JSON of one win as SCHEMA.md lists it (mcr-waits' WinJson, keys in its order),
 * from the scorer's result: written out here, not taken from src/waits, so that the
 * tests compare waits() with the scorer and not with itself.
 */
export function winFields(r: ScoreOk, ignored: string[]): WinJson {
  const enough = r.verdict === 'win';
  const winner = r.payments.find((p) => p.role === 'winner');
  return {
    verdict: r.verdict,
    reason: r.reason,
    fanPoints: r.fanPoints,
    total: r.total,
    enough,
    fans: r.fans,
    excluded: r.excluded,
    arrangement: r.arrangement,
    payments: r.payments,
    received: enough && winner ? winner.amount : null,
    ignored,
  };
}

/** All tiles that win, by trying each of the 34 with the scorer, both ways. */
export function bruteWaits(line: string): { tile: Tile; discard: BruteWin; selfDrawn: BruteWin }[] {
  const out = [];
  for (let t = 0; t < 34; t++) {
    const discard = bruteWin(line, t, 'discard');
    const selfDrawn = bruteWin(line, t, 'wall');
    if (!!discard !== !!selfDrawn) throw new Error(`${line} + ${t}: wins one way only`);
    if (discard && selfDrawn) out.push({ tile: t, discard, selfDrawn });
  }
  return out;
}

// ---------------------------------------------------------------- distance

export type Shape = 'regular' | 'sevenPairs' | 'thirteenOrphans' | 'honorsAndKnitted' | 'knittedStraight';
export const SHAPES: readonly Shape[] = ['regular', 'sevenPairs', 'thirteenOrphans', 'honorsAndKnitted', 'knittedStraight'];

/** 14 standing tiles (with `melds` melds) of the given shape. */
function complete(c: Uint8Array, melds: number, shape: Shape | null): boolean {
  const n = 14 - 3 * melds;
  const is = (s: Shape) => shape === null || shape === s;
  if (is('regular') && isRegularComplete(c, 4 - melds)) return true;
  if (melds === 0 && is('sevenPairs') && isSevenPairs(c, n)) return true;
  if (melds === 0 && is('thirteenOrphans') && isThirteenOrphans(c, n)) return true;
  if (melds === 0 && is('honorsAndKnitted') && honorsAndKnitted(c, n) > 0) return true;
  return melds <= 1 && is('knittedStraight') && knittedStraight(c, 1 - melds) !== null;
}

/** Is some tile (never a fifth copy) completing the 13 standing tiles `c`? */
export function readyByShape(c: Uint8Array, meld: Uint8Array, melds: number, shape: Shape | null = null): boolean {
  for (let t = 0; t < 34; t++) {
    if (c[t] + meld[t] >= 4) continue;
    c[t]++;
    const ok = complete(c, melds, shape);
    c[t]--;
    if (ok) return true;
  }
  return false;
}

/**
 * Is the hand at most `k` exchanges (one tile out, another in, copies respected)
 * from ready? Depth-first over exchanges, each position tried once per tile kind.
 */
export function withinExchanges(c: Uint8Array, meld: Uint8Array, melds: number, k: number, shape: Shape | null = null): boolean {
  if (readyByShape(c, meld, melds, shape)) return true;
  if (k === 0) return false;
  for (let out = 0; out < 34; out++) {
    if (c[out] === 0) continue;
    c[out]--;
    for (let into = 0; into < 34; into++) {
      if (into === out || c[into] + meld[into] >= 4) continue;
      c[into]++;
      const ok = withinExchanges(c, meld, melds, k - 1, shape);
      c[into]--;
      if (ok) {
        c[out]++;
        return true;
      }
    }
    c[out]++;
  }
  return false;
}
