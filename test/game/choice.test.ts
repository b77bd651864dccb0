/**
 * The player's seat (src/game/choice.ts), what the page asks: over seeded bot hands,
 * at every state and for every seat, the choice offered is exactly the engine's legal
 * actions (a claim only when one is legal, the win only when legal, every discard
 * held), each of them applies, and the deals of a seed are playGame()'s walls.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, newHand } from '../../src/game/engine.js';
import { botAction } from '../../src/game/bots.js';
import { claimsRound, playGame } from '../../src/game/match.js';
import { dealer, forcedAction, seatChoice } from '../../src/game/choice.js';
import { gameTileCode } from '../../src/game/wall.js';
import { SEATS, type Action, type HandState } from '../../src/game/types.js';

const CLAIMS = new Set(['win', 'pung', 'kong', 'chow']);

function checkSeats(s: HandState): { claims: number; turns: number } {
  let claims = 0, turns = 0;
  for (const seat of SEATS) {
    const legal = legalActions(s, seat);
    const c = seatChoice(s, seat);
    const f = forcedAction(s, seat);
    expect(f).toEqual(s.phase === 'claims' ? null : (legal.find((a) => a.type === 'flower' || a.type === 'draw') ?? null));
    if (s.phase === 'claims') {
      const want = legal.filter((a) => CLAIMS.has(a.type));
      if (want.length === 0) expect(c).toBeNull();
      else {
        claims++;
        expect(c).toEqual({ kind: 'claim', tile: s.window!.tile, from: s.window!.from, rob: s.window!.rob, actions: [{ seat, type: 'pass' }, ...want] });
      }
    } else if (s.phase === 'turn' && seat === s.actor && !legal.some((a) => a.type === 'flower')) {
      turns++;
      expect(c).toEqual({
        kind: 'turn',
        discards: legal.filter((a) => a.type === 'discard').map((a) => (a as { tile: number }).tile),
        win: legal.find((a) => a.type === 'win') ?? null,
        kongs: legal.filter((a) => a.type === 'kong'),
      });
      if (c?.kind === 'turn') for (const t of c.discards) expect(s.seats[seat].counts[t]).toBeGreaterThan(0);
    } else expect(c).toBeNull();
    if (c === null) continue;
    const offered: Action[] = c.kind === 'claim' ? c.actions : [...c.discards.map((tile): Action => ({ seat, type: 'discard', tile })), ...(c.win ? [c.win] : []), ...c.kongs];
    for (const a of offered) expect(apply(s, a).ok, `${a.type}`).toBe(true);
  }
  return { claims, turns };
}

describe('seatChoice and forcedAction', () => {
  it('offer exactly the legal decisions at every state of seeded bot hands', () => {
    const deal = dealer(11);
    let claims = 0, turns = 0, wins = 0;
    for (let n = 0; n < 3; n++) {
      const d = deal();
      let s = newHand(d.wall, d.round);
      while (s.phase !== 'ended') {
        const c = checkSeats(s);
        claims += c.claims;
        turns += c.turns;
        const now = s;
        const batch = s.phase === 'claims' ? claimsRound(s, (x) => botAction(now, x, { depth: 0 })) : [botAction(s, s.actor, { depth: 0 })!];
        for (const a of batch) {
          const r = apply(s, a);
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          s = r.state;
          if (s.phase === 'ended') break;
        }
      }
      expect(checkSeats(s)).toEqual({ claims: 0, turns: 0 });
      if (s.result?.win) wins++;
    }
    expect(turns).toBeGreaterThan(100);
    expect(claims).toBeGreaterThan(0);
    expect(wins).toBeGreaterThan(0);
  });
});

describe('dealer(seed)', () => {
  it('deals playGame()’s walls, dice and winds, hand after hand', () => {
    const game = playGame({ seed: 5, hands: 5, depth: 0 });
    const hands = game.record.map((l) => JSON.parse(l) as { hand?: number; round: string; dice: number[]; wall: string }).filter((l) => l.hand !== undefined);
    expect(hands).toHaveLength(5);
    const deal = dealer(5);
    for (const h of hands) {
      const d = deal();
      expect({ hand: d.hand, round: d.round, dice: d.dice, wall: d.wall.map(gameTileCode).join(' ') }).toEqual({ hand: h.hand, round: h.round, dice: h.dice, wall: h.wall });
    }
    expect(dealer(5)().wall).toEqual(dealer(5)().wall);
  });
});
