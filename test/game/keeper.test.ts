/**
 * The record of a game as it is played (src/game/keeper.ts): kept action by action it
 * is playGame()'s record byte for byte; without a planned number of hands the header
 * counts the hands kept and the match is closed after the last ended one; read back
 * mid-hand (resumeGame) it gives the state the play had, and nothing for lines that
 * do not replay.
 */
import { describe, expect, it } from 'vitest';
import { apply, newHand } from '../../src/game/engine.js';
import { botAction } from '../../src/game/bots.js';
import { claimsRound, playGame } from '../../src/game/match.js';
import { dealer } from '../../src/game/choice.js';
import { RecordKeeper, resumeGame } from '../../src/game/keeper.js';
import { replayGame } from '../../src/game/replay.js';
import { SEATS, type HandState } from '../../src/game/types.js';

const PLAYERS = ['A', 'B', 'C', 'D'];

/** Plays `hands` bot hands into a keeper; `stop` returns the state after that many actions of the last hand (and stops). */
function keep(seed: number, hands: number, planned: number | undefined, stop?: number): { k: RecordKeeper; state: HandState | null } {
  const k = new RecordKeeper({ seed, rules: 'green-book', players: PLAYERS, hands: planned });
  const deal = dealer(seed);
  const totals = [0, 0, 0, 0];
  for (let n = 1; n <= hands; n++) {
    const d = deal();
    k.hand(d);
    let s = newHand(d.wall, d.round, 'green-book');
    let done = 0;
    while (s.phase !== 'ended') {
      const now = s;
      const batch = now.phase === 'claims' ? claimsRound(now, (x) => botAction(now, x, { depth: 0 })) : [botAction(now, now.actor, { depth: 0 })!];
      for (const a of batch) {
        const r = apply(s, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        k.action(a);
        if (n === hands && ++done === stop) return { k, state: s };
        if (s.phase === 'ended') break;
      }
    }
    for (const x of SEATS) totals[d.seats[x]] += s.result!.payments[x];
    k.end(s, totals);
  }
  return { k, state: null };
}

describe('RecordKeeper', () => {
  it('keeps the record playGame() writes, byte for byte', () => {
    const { k } = keep(3, 2, 2);
    expect(k.text()).toBe(playGame({ seed: 3, hands: 2, depth: 0 }).record.join('\n') + '\n');
  });

  it('without a planned number of hands: the header counts the hands kept, and the match ends after the last ended hand', () => {
    const { k } = keep(3, 2, undefined);
    const lines = k.text().trim().split('\n');
    expect(JSON.parse(lines[0])).toMatchObject({ hands: 2 });
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ end: 'match' });
    const r = replayGame(k.text());
    expect(r.ok && r.summary).toMatchObject({ hands: 2, unfinished: null });
  });

  it('reads a game back in the middle of a hand: the same state, the totals of the hands before', () => {
    const { k, state } = keep(3, 2, undefined, 40);
    const text = k.text();
    expect(text).not.toContain('"end":"match"');
    const r = resumeGame(k.start, k.lines);
    expect(r).not.toBeNull();
    expect(r!.hands).toBe(2);
    expect(r!.state).toEqual(state);
    const one = replayGame(keep(3, 1, undefined).k.text());
    expect(one.ok && r!.totals).toEqual(one.ok ? PLAYERS.map((p) => one.summary.scores[p]) : null);
    // Lines that do not replay (an action changed) are not resumed.
    const bad = k.lines.slice();
    const at = bad.findIndex((l) => l.includes('"do":"discard"'));
    bad[at] = bad[at].replace(/"tile":"[^"]+"/, '"tile":"F1"');
    expect(resumeGame(k.start, bad)).toBeNull();
  });
});
