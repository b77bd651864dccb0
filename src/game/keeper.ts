/**
 * The record of a game being played (mcr-game/1, docs/SCHEMA.md), kept line by line
 * as the play goes: `mcr play` (commands/play-table.ts) and the page's Play view
 * (web/table.ts) both keep theirs with it, so that both write the same record for
 * the same play. Pure: lines in, text out; resumeGame() reads a kept record back
 * into the hand under way (the page after a reload) by replaying it.
 */
import { actionLine, endLine } from './match.js';
import { GAME_SCHEMA_ID, writeLine } from './record.js';
import { Replayer } from './replay.js';
import { gameTileCode } from './wall.js';
import type { Action, HandState } from './types.js';
import type { Deal } from './choice.js';

export interface KeeperStart {
  seed: number;
  rules: string;
  /** The players in the header's order (the record's player names). */
  players: string[];
  /**
   * The hands the match is to have (the header's `hands`; the match's end line once
   * that many have ended). Without it the header says the hands kept so far, and the
   * record is closed with the match's end line whenever the last hand kept has ended:
   * a game that can go on for as long as the player likes.
   */
  hands?: number;
}

/** The lines of a game as it is played; text() is the record at any moment (an unfinished record mid-hand). */
export class RecordKeeper {
  /** The lines after the header (hand, actions, end, ...), written. */
  readonly lines: string[];
  private handsKept: number;
  private open: boolean;
  private totals: number[];

  constructor(
    readonly start: KeeperStart,
    lines: readonly string[] = [],
  ) {
    this.lines = lines.slice();
    this.handsKept = 0;
    this.open = false;
    this.totals = start.players.map(() => 0);
    for (const l of this.lines) {
      if (l.startsWith('{"hand":')) {
        this.handsKept++;
        this.open = true;
      } else if (l.startsWith('{"end":')) {
        this.open = false;
        const scores = (JSON.parse(l) as { scores?: Record<string, number> }).scores ?? {};
        this.totals = start.players.map((p) => scores[p] ?? 0);
      }
    }
  }

  /** Hands begun so far. */
  get hands(): number {
    return this.handsKept;
  }

  /** A hand dealt: its line (the players holding E S W N by the deal's seats). */
  hand(d: Pick<Deal, 'hand' | 'round' | 'seats' | 'dice' | 'wall'>): void {
    this.handsKept++;
    this.open = true;
    const { players } = this.start;
    this.lines.push(writeLine({ kind: 'hand', line: { hand: d.hand, round: d.round, seats: d.seats.map((p) => players[p]), dice: d.dice, wall: d.wall.map(gameTileCode).join(' ') } }));
  }

  /** An action applied. */
  action(a: Action): void {
    this.lines.push(writeLine({ kind: 'action', line: actionLine(a) }));
  }

  /** The hand ended (state.result set); `totals`: the players' totals after it, in the header's order. */
  end(state: HandState, totals: readonly number[]): void {
    this.open = false;
    this.totals = totals.slice();
    this.lines.push(writeLine({ kind: 'end', line: endLine(state, this.start.players, this.totals) }));
  }

  /** The record's text now (lines ending in a newline): the header, the lines, and the match's end once it has ended. */
  text(): string {
    const { seed, rules, players } = this.start;
    const hands = this.start.hands ?? Math.max(1, this.handsKept);
    const out = [writeLine({ kind: 'header', line: { schema: GAME_SCHEMA_ID, seed, rules, hands, players } }), ...this.lines];
    if (!this.open && this.handsKept === hands)
      out.push(writeLine({ kind: 'match', line: { end: 'match', scores: Object.fromEntries(players.map((p, i) => [p, this.totals[i]])) } }));
    return out.join('\n') + '\n';
  }
}

/** A kept game read back: the hand under way (null when the last kept hand has ended), its number, and the players' totals. */
export interface Resumed {
  /** Hands begun. */
  hands: number;
  /** The state of the hand under way, as its actions left it; null between hands. */
  state: HandState | null;
  /** The players' totals after the hands ended, in the header's order. */
  totals: number[];
}

/**
 * Reads a kept game's lines back by replaying them (every action re-checked): where
 * play stands, or null when they do not replay (a record changed by hand, another
 * version's): then the game is not resumed.
 */
export function resumeGame(start: KeeperStart, lines: readonly string[]): Resumed | null {
  const text = new RecordKeeper(start, lines).text();
  const r = new Replayer();
  for (const l of text.split('\n')) {
    const x = r.push(l);
    if (x && 'rule' in x) return null;
  }
  const current = r.current;
  const end = r.finish();
  if ('rule' in end) return null;
  return { hands: r.handsDone + (current ? 1 : 0), state: current?.state ?? null, totals: start.players.map((p) => end.scores[p] ?? 0) };
}
