/**
 * Helpers of the table's tests: seeded bot hands played action by action with every
 * invariant of the proof checked after each (docs/PLAY.md "Proof"), and walls made
 * to order for the rules' own tests.
 */
import { expect } from 'vitest';
import { apply, heldCount, legalActions, newHand } from '../../src/game/engine.js';
import { botAction } from '../../src/game/bots.js';
import { buildWall, gameTileFromCode } from '../../src/game/wall.js';
import { handSeats } from '../../src/game/match.js';
import { mulberry32 } from '../../src/random.js';
import { score } from '../../src/score.js';
import { SEATS, type Action, type HandState, type Seat } from '../../src/game/types.js';

/** Every physical tile in one place: hands, sets, flowers, discards not claimed, the wall. */
export function tilesAccounted(s: HandState): number {
  let n = s.tail - s.head;
  for (const x of s.seats) {
    n += heldCount(x) - 3 * x.melds.length;
    for (const m of x.melds) n += m.kind === 'kong' ? 4 : 3;
    n += x.flowers.length;
    n += x.discards.filter((d) => !d.claimed).length;
  }
  return n;
}

export interface Checked {
  actions: number;
  wins: number;
  draws: number;
  claims: number;
}

/**
 * Plays `hands` bot hands from `seed` (depth 0 for speed), checking after every
 * action: 144 tiles; 13 tiles (kongs counting 3) for every seat not about to
 * discard; every claim made was legal for its seat when made; the end's win is the
 * scorer's and reaches 8; payments sum to 0.
 */
export function playChecked(seed: number, hands: number, depth = 0): Checked {
  const rng = mulberry32(seed);
  const out: Checked = { actions: 0, wins: 0, draws: 0, claims: 0 };
  for (let n = 1; n <= hands; n++) {
    const { wall } = buildWall(rng);
    let s = newHand(wall, handSeats(n).round);
    let guard = 0;
    while (s.phase !== 'ended') {
      expect(guard++).toBeLessThan(1000);
      const seats: Seat[] = s.phase === 'claims' ? SEATS.filter((x) => x !== s.window!.from) : [s.actor];
      let moved = false;
      for (const seat of seats) {
        const a = botAction(s, seat, { depth });
        if (!a) continue;
        if (s.phase === 'claims' && a.type === 'draw') continue; // the others speak first
        expect(legalActions(s, seat)).toContainEqual(a);
        if (a.type === 'chow') expect(seat).toBe((s.window!.from + 1) % 4);
        if (a.type === 'pung' || a.type === 'chow' || (a.type === 'kong' && a.tile === undefined)) out.claims++;
        const r = apply(s, a);
        expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
        if (!r.ok) return out;
        s = r.state;
        out.actions++;
        moved = true;
        checkState(s);
        if (s.phase !== 'claims') break;
      }
      if (!moved) {
        // Everyone passed implicitly: the next player's draw.
        const next = legalActions(s, ((s.window!.from + 1) % 4) as Seat).find((a) => a.type === 'draw');
        const r = apply(s, next ?? ({ seat: s.window!.from, type: 'draw' } as Action));
        expect(r.ok).toBe(true);
        if (!r.ok) return out;
        s = r.state;
        checkState(s);
      }
    }
    const res = s.result!;
    expect(res.payments.reduce((a, b) => a + b, 0)).toBe(0);
    if (res.end === 'win') {
      out.wins++;
      const w = res.win!;
      const again = score(w.line);
      expect(again.ok && again.verdict).toBe('win');
      if (again.ok) {
        expect(again.fanPoints).toBe(w.fanPoints);
        expect(again.total).toBe(w.total);
        expect(again.fanPoints).toBeGreaterThanOrEqual(8);
      }
    } else out.draws++;
  }
  return out;
}

function checkState(s: HandState): void {
  expect(tilesAccounted(s)).toBe(144);
  if (s.phase === 'ended') return;
  for (const seat of SEATS) {
    // 14 for the seat about to discard (and East until its first discard), else 13, one fewer while a draw is due;
    // flowers held count until laid out.
    const drawing = s.phase === 'draw' && s.actor === seat;
    const fourteen = (s.phase === 'turn' && s.actor === seat) || (drawing && !s.dealing) || (s.dealing && seat === 0);
    expect(heldCount(s.seats[seat])).toBe((fourteen ? 14 : 13) - (drawing ? 1 : 0));
  }
}

/**
 * A wall whose deal gives each seat the tiles listed (13 each, East 14), then the
 * head draws `draws` in order, the rest in code order; flowers only where listed.
 */
export function wallFor(hands: [string, string, string, string], draws: string[] = [], tail: string[] = []): number[] {
  const tiles = (t: string) => t.trim().split(/\s+/).filter(Boolean).map((c) => {
    const x = gameTileFromCode(c);
    if (x < 0) throw new Error(`no tile ${c}`);
    return x;
  });
  const held = hands.map(tiles);
  const pool = new Array<number>(42).fill(0).map((_, t) => (t < 34 ? 4 : 1));
  const take = (t: number) => {
    if (pool[t] <= 0) throw new Error(`too many ${t}`);
    pool[t]--;
    return t;
  };
  const head: number[] = [];
  const at = [0, 0, 0, 0];
  for (let round = 0; round < 3; round++) for (let seat = 0; seat < 4; seat++) for (let k = 0; k < 4; k++) head.push(take(held[seat][at[seat]++]));
  head.push(take(held[0][at[0]++]), take(held[0][at[0]++]));
  for (let seat = 1; seat < 4; seat++) head.push(take(held[seat][at[seat]++]));
  for (const t of tiles(draws.join(' '))) head.push(take(t));
  const end = tiles(tail.join(' ')).map(take);
  const rest: number[] = [];
  for (let t = 0; t < 34; t++) while (pool[t] > 0) rest.push(take(t));
  // Flowers not listed go just before the tail, where no test draws them.
  for (let t = 34; t < 42; t++) while (pool[t] > 0) rest.push(take(t));
  return [...head, ...rest, ...end.reverse()];
}
