/**
 * A match of bots (docs/PLAY.md): hand after hand, the winds and seats as the
 * session table says (src/session/winds.ts; after 16 hands it starts again), each
 * wall from one seeded generator (src/random.ts), every action written to the
 * record (record.ts). The same seed gives the same record.
 */
import { DEFAULT_RULES } from '../rules/profiles.js';
import { mulberry32 } from '../random.js';
import { HANDS_PER_SESSION, prevalentWind, seating } from '../session/winds.js';
import { WINDS, type Wind } from '../tiles.js';
import { apply, newHand, nextSeat } from './engine.js';
import { botAction, type BotOptions } from './bots.js';
import { buildWall, gameTileCode } from './wall.js';
import { GAME_SCHEMA_ID, writeLine, type ActionLine, type EndLine, type RecordLine } from './record.js';
import { SEATS, type Action, type GameError, type HandState, type Seat } from './types.js';

export interface PlayOptions extends BotOptions {
  seed: number;
  /** Hands to play (default 16: a session). */
  hands?: number;
  rules?: string;
  players?: string[];
}

/** The prevalent wind and the players (0..3) holding E S W N in the n-th hand (1-based) of a match. */
export function handSeats(n: number): { round: Wind; seats: number[] } {
  const h = ((n - 1) % HANDS_PER_SESSION) + 1;
  return { round: prevalentWind(h), seats: seating(h) };
}

/** An action as the record writes it. */
export function actionLine(a: Action, penalty?: string): ActionLine {
  const tile = 'tile' in a && a.tile !== undefined ? gameTileCode(a.tile) : undefined;
  return { seat: WINDS[a.seat], do: a.type, tile, penalty };
}

/**
 * The actions of one window of claims: what each other seat says (`say`, in turn
 * after the discarder), or the next player's draw when all pass.
 */
export function claimsRound(state: HandState, say: (seat: Seat) => Action | null): Action[] {
  const w = state.window!;
  const said: Action[] = [];
  for (let k = 1; k < 4; k++) {
    const s = ((w.from + k) % 4) as Seat;
    said.push(say(s) ?? { seat: s, type: 'pass' });
  }
  const claimed = said.some((a) => a.type !== 'pass' && a.type !== 'draw');
  if (claimed) return said.map((a) => (a.type === 'draw' ? { seat: a.seat, type: 'pass' } : a));
  if (w.rob) return [{ seat: w.from, type: 'draw' }];
  if (state.head < state.tail) return [{ seat: nextSeat(w.from), type: 'draw' }];
  return said.map((a) => ({ seat: a.seat, type: 'pass' }));
}

/** The lines of a match's record, one at a time; an engine refusal of a bot's action (a defect) ends it with the error. */
export function* playLines(options: PlayOptions): Generator<RecordLine, GameError | null> {
  const hands = options.hands ?? HANDS_PER_SESSION;
  const rules = options.rules ?? DEFAULT_RULES;
  const players = options.players ?? ['A', 'B', 'C', 'D'];
  const rng = mulberry32(options.seed);
  const scores = players.map(() => 0);
  yield { kind: 'header', line: { schema: GAME_SCHEMA_ID, seed: options.seed, rules, hands, players } };
  for (let n = 1; n <= hands; n++) {
    const { round, seats } = handSeats(n);
    const { wall, dice } = buildWall(rng);
    yield { kind: 'hand', line: { hand: n, round, seats: seats.map((p) => players[p]), dice, wall: wall.map(gameTileCode).join(' ') } };
    let state = newHand(wall, round, rules);
    while (state.phase !== 'ended') {
      const batch = state.phase === 'claims' ? claimsRound(state, (s) => botAction(state, s, options)) : [botAction(state, state.actor, options)];
      for (const a of batch) {
        if (a === null) return { rule: 'wrong-phase', message: `no bot action at hand ${n}` };
        const r = apply(state, a);
        if (!r.ok) return r.error;
        state = r.state;
        yield { kind: 'action', line: actionLine(a) };
        if (state.phase === 'ended') break;
      }
    }
    const result = state.result!;
    for (const s of SEATS) scores[seats[s]] += result.payments[s];
    yield { kind: 'end', line: endLine(state, players, scores) };
  }
  yield { kind: 'match', line: { end: 'match', scores: Object.fromEntries(players.map((p, i) => [p, scores[i]])) } };
  return null;
}

/** The end line of an ended hand. */
export function endLine(state: HandState, players: string[], scores: number[]): EndLine {
  const r = state.result!;
  const payments = Object.fromEntries(SEATS.map((s) => [WINDS[s], r.payments[s]]));
  const totals = Object.fromEntries(players.map((p, i) => [p, scores[i]]));
  if (r.end === 'draw' || r.win === null) return { end: 'draw', payments, scores: totals };
  const w = r.win;
  return {
    end: 'win', seat: WINDS[w.seat], from: w.from === null ? null : WINDS[w.from], line: w.line, fanPoints: w.fanPoints, total: w.total, payments, scores: totals,
  };
}

export interface PlayResult {
  ok: boolean;
  /** The record's lines (mcr-game/1), without newlines. */
  record: string[];
  /** The players' totals. */
  scores: Record<string, number>;
  error: GameError | null;
}

/** Plays a match of four bots and returns its record (the library's playGame). Never throws. */
export function playGame(options: PlayOptions): PlayResult {
  const record: string[] = [];
  let scores: Record<string, number> = {};
  try {
    const it = playLines(options);
    for (;;) {
      const r = it.next();
      if (r.done) return { ok: r.value === null, record, scores, error: r.value };
      if (r.value.kind === 'match') scores = r.value.line.scores;
      record.push(writeLine(r.value));
    }
  } catch (e) {
    return { ok: false, record, scores, error: { rule: 'wrong-phase', message: `internal error (${e instanceof Error ? e.message : String(e)})` } };
  }
}
