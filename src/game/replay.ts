/**
 * Replaying a record (mcr-game/1) line by line: every action re-checked by the
 * engine, every win re-scored by the scorer, every payment and total compared. The
 * first line that breaks a rule stops it, named with its line, its hand, its
 * action's number in the hand and the rule. Memory stays that of one hand: the
 * lines are given one at a time (push), and only the running totals are kept.
 */
import { RULES_NAMES, unknownRulesMessage } from '../rules/profiles.js';
import { bool, nullable, num, object, record, str, type Kind } from '../format/json-writer.js';
import { WINDS } from '../tiles.js';
import { applyInPlace, newHand } from './engine.js';
import { readLine, type EndLine, type HeaderLine } from './record.js';
import { gameTileFromCode, wallProblem } from './wall.js';
import { SEATS, type Action, type HandState, type Seat } from './types.js';
import { endLine, handSeats } from './match.js';

export const REPLAY_SCHEMA_ID = 'mcr-replay/1' as const;

/** Rules of the record itself, beside the engine's (types.ts RuleCode). */
export type RecordRule =
  | 'record-form' // a line that is no line of the format
  | 'record-order' // a line where another is due (an action before its hand, a hand before the last ended)
  | 'wall' // a wall that is not the 144 tiles (a fifth copy, a tile missing)
  | 'seats' // the winds and seats not as the session table says
  | 'false-win' // a false win not recorded as one, or a win recorded as false
  | 'score' // a win's points or total not the scorer's
  | 'payments' // a payment or a total that is not what the hand pays
  | 'unknown-rules'; // a rule profile the scorer does not know

export interface ReplayError {
  /** 1-based line of the file. */
  line: number;
  /** The hand (1-based), null before the first. */
  hand: number | null;
  /** The action's number within its hand (1-based), null for a line that is no action. */
  action: number | null;
  rule: string;
  message: string;
}

export interface ReplayedHand {
  hand: number;
  end: 'win' | 'draw';
  /** The winner's seat wind and player, null for a drawn hand. */
  seat: string | null;
  player: string | null;
  fanPoints: number;
  total: number;
  payments: Record<string, number>;
  actions: number;
}

export interface ReplaySummary {
  hands: number;
  actions: number;
  scores: Record<string, number>;
  /** A record that stops before its end line (a match left early): where it stops; null for a whole record. */
  unfinished: Unfinished | null;
}

/**
 * Where an unfinished record stops (docs/SCHEMA.md "An unfinished record"): in the
 * middle of `hand` after `actions` of its actions, or (`hand` null) between hands.
 */
export interface Unfinished {
  hand: number | null;
  actions: number;
}

/** The hand under way in a replay: its state before the next line, its players by seat (E S W N), its number and actions so far. */
export interface ReplayHand {
  state: HandState;
  seats: readonly string[];
  hand: number;
  actions: number;
}

/** Replays lines pushed one at a time. */
export class Replayer {
  private lineNo = 0;
  private header: HeaderLine | null = null;
  private handNo = 0;
  private seats: string[] = [];
  private state: HandState | null = null;
  private actionNo = 0;
  private totalActions = 0;
  private scores: number[] = [0, 0, 0, 0];
  private ended = false;
  error: ReplayError | null = null;

  /** Hands ended so far, and actions checked. */
  get handsDone(): number {
    return this.handNo - (this.state ? 1 : 0);
  }
  get actions(): number {
    return this.totalActions;
  }
  /** The header read, or null before it. */
  get record(): HeaderLine | null {
    return this.header;
  }
  /**
   * The hand under way (null between hands): its state is the replay's own, changed
   * in place by the next push, so read what is needed of it before pushing.
   */
  get current(): ReplayHand | null {
    return this.state ? { state: this.state, seats: this.seats, hand: this.handNo, actions: this.actionNo } : null;
  }

  private fail(rule: string, message: string, action: number | null = null): ReplayError {
    this.error = { line: this.lineNo, hand: this.handNo === 0 ? null : this.handNo, action, rule, message };
    return this.error;
  }

  /** One line of the file: a hand replayed when its end line comes, an error, or null (go on). */
  push(text: string): ReplayedHand | ReplayError | null {
    if (this.error) return this.error;
    this.lineNo++;
    if (text.trim() === '') return null;
    const r = readLine(text);
    if ('error' in r) return this.fail('record-form', r.error);
    if (r.kind === 'header') {
      if (this.header) return this.fail('record-order', 'a second header; one record per file');
      if (!(RULES_NAMES as readonly string[]).includes(r.line.rules)) return this.fail('unknown-rules', unknownRulesMessage(r.line.rules));
      this.header = r.line;
      return null;
    }
    const header = this.header;
    if (!header) return this.fail('record-order', `expected the header line first ({"schema":"mcr-game/1",...})`);
    if (this.ended) return this.fail('record-order', 'a line after the end of the match');
    if (r.kind === 'hand') {
      if (this.state && this.state.phase !== 'ended') return this.fail('record-order', `hand ${this.handNo} has not ended`, this.actionNo + 1);
      if (this.state) return this.fail('record-order', `hand ${this.handNo} has no end line`);
      const n = this.handNo + 1;
      if (r.line.hand !== n) return this.fail('record-order', `hand ${r.line.hand}; expected hand ${n}`);
      this.handNo = n;
      if (n > header.hands) return this.fail('record-order', `hand ${n}, but the header says ${header.hands} hands`);
      const expected = handSeats(n);
      const seats = expected.seats.map((p) => header.players[p]);
      if (r.line.round !== expected.round || r.line.seats.some((p, i) => p !== seats[i]))
        return this.fail('seats', `hand ${n} is played with round ${expected.round} and ${seats.join(' ')} as East South West North (RULES.md "A session")`);
      const wall = r.line.wall.trim().split(/\s+/).map(gameTileFromCode);
      const bad = wall.findIndex((t) => t < 0);
      if (bad >= 0) return this.fail('wall', `${r.line.wall.trim().split(/\s+/)[bad]} is no tile (1b..9d, E S W N R G P, F1..F8)`);
      const problem = wallProblem(wall);
      if (problem) return this.fail('wall', `the wall: ${problem}`);
      this.seats = seats;
      this.state = newHand(wall, r.line.round, header.rules);
      this.actionNo = 0;
      return null;
    }
    const state = this.state;
    if (r.kind === 'action') {
      if (!state) return this.fail('record-order', 'an action before its hand line');
      this.actionNo++;
      this.totalActions++;
      const a = r.line;
      const seat = WINDS.indexOf(a.seat) as Seat;
      let action: Action;
      if (a.do === 'draw' || a.do === 'win' || a.do === 'pass' || a.do === 'pung') action = { seat, type: a.do };
      else if (a.do === 'kong' && a.tile === undefined) action = { seat, type: 'kong' };
      else {
        if (a.tile === undefined) return this.fail('record-form', `${a.do} needs its tile ("tile":"5b")`, this.actionNo);
        const t = gameTileFromCode(a.tile);
        if (t < 0) return this.fail('record-form', `${a.tile} is no tile (1b..9d, E S W N R G P, F1..F8)`, this.actionNo);
        action = { seat, type: a.do, tile: t } as Action;
      }
      const before = state.penalties.length;
      // In place: on an error the replay stops and the state is dropped.
      const next = applyInPlace(state, action);
      if (!next.ok) return this.fail(next.error.rule, next.error.message, this.actionNo);
      const falseWin = next.state.penalties.length > before ? next.state.penalties[before] : null;
      if (a.do === 'win') {
        if (falseWin && a.penalty !== falseWin.verdict)
          return this.fail('false-win', `${falseWin.line}: ${falseWin.verdict === 'below-minimum' ? `${falseWin.fanPoints} fan points, below the minimum of 8 (flowers do not count)` : 'no winning hand'}: a false win, to be recorded with "penalty":"${falseWin.verdict}"`, this.actionNo);
        if (!falseWin && a.penalty !== undefined) return this.fail('false-win', `the hand wins: no penalty`, this.actionNo);
      }
      this.state = next.state;
      return null;
    }
    if (r.kind === 'end') {
      if (!state) return this.fail('record-order', 'an end line before its hand');
      if (state.phase !== 'ended') return this.fail('record-order', `hand ${this.handNo} has not ended: an action is due`, this.actionNo + 1);
      const scores = this.scores.slice();
      for (const s of SEATS) scores[header.players.indexOf(this.seats[s])] += state.result!.payments[s];
      const mine = endLine(state, header.players, scores);
      const wrong = compareEnd(mine, r.line);
      if (wrong) return this.fail(wrong.rule, wrong.message);
      this.scores = scores;
      this.state = null;
      const w = state.result!.win;
      return {
        hand: this.handNo,
        end: state.result!.end,
        seat: w ? WINDS[w.seat] : null,
        player: w ? this.seats[w.seat] : null,
        fanPoints: w ? w.fanPoints : 0,
        total: w ? w.total : 0,
        payments: mine.payments,
        actions: this.actionNo,
      };
    }
    // The match's end.
    if (state) return this.fail('record-order', `hand ${this.handNo} has no end line`);
    if (this.handNo !== header.hands) return this.fail('record-order', `${this.handNo} hands played; the header says ${header.hands}`);
    const totals = Object.fromEntries(header.players.map((p, i) => [p, this.scores[i]]));
    const differs = header.players.find((p) => r.line.scores[p] !== totals[p]);
    if (differs !== undefined) return this.fail('payments', `${differs}'s total is ${totals[differs]}, not ${r.line.scores[differs]}`);
    this.ended = true;
    return null;
  }

  /**
   * After the last line: the summary, or the error. A record that stops before its
   * end line (a match left early) is unfinished, not wrong: every action in it was
   * checked, and the summary says where it stops.
   */
  finish(): ReplaySummary | ReplayError {
    if (this.error) return this.error;
    if (!this.header) return this.fail('record-form', 'no header line: an empty file is no record');
    const unfinished = this.ended ? null : { hand: this.state ? this.handNo : null, actions: this.state ? this.actionNo : 0 };
    return { hands: this.handsDone, actions: this.totalActions, scores: Object.fromEntries(this.header.players.map((p, i) => [p, this.scores[i]])), unfinished };
  }
}

/** Where a recorded end line differs from the replayed one, as the rule it breaks. */
function compareEnd(mine: EndLine, theirs: EndLine): { rule: string; message: string } | null {
  if (mine.end !== theirs.end) return { rule: 'record-order', message: `the hand ends in a ${mine.end}, not a ${theirs.end}` };
  if (mine.end === 'win') {
    if (mine.seat !== theirs.seat) return { rule: 'record-order', message: `${mine.seat} wins, not ${theirs.seat}` };
    if ((theirs.from ?? null) !== mine.from) return { rule: 'record-order', message: `won ${mine.from === null ? 'self-drawn' : `on ${mine.from}'s tile`}, not ${theirs.from ? `on ${theirs.from}'s` : 'self-drawn'}` };
    if (mine.fanPoints !== theirs.fanPoints || mine.total !== theirs.total)
      return { rule: 'score', message: `the scorer gives ${mine.line}: ${mine.fanPoints} fan points, total ${mine.total}; the record says ${theirs.fanPoints}, ${theirs.total}` };
  }
  for (const w of WINDS)
    if (mine.payments[w] !== theirs.payments[w]) return { rule: 'payments', message: `${w} is paid ${mine.payments[w]} this hand, not ${theirs.payments[w]} (RULES.md "Payments")` };
  for (const [p, v] of Object.entries(mine.scores))
    if (theirs.scores[p] !== v) return { rule: 'payments', message: `${p}'s total after this hand is ${v}, not ${theirs.scores[p]}` };
  return null;
}

/** A whole record's text replayed (the library's replayGame): each hand, and the summary or the first error. */
export function replayGame(text: string): { ok: true; hands: ReplayedHand[]; summary: ReplaySummary } | { ok: false; hands: ReplayedHand[]; error: ReplayError } {
  const r = new Replayer();
  const hands: ReplayedHand[] = [];
  for (const line of text.split('\n')) {
    const x = r.push(line);
    if (x && 'rule' in x) return { ok: false, hands, error: x };
    if (x) hands.push(x);
  }
  const end = r.finish();
  return 'rule' in end ? { ok: false, hands, error: end } : { ok: true, hands, summary: end };
}

/** A replayed hand as `mcr replay --json` writes it (one line per hand). */
export interface ReplayHandJson extends ReplayedHand {
  schema: typeof REPLAY_SCHEMA_ID;
}

/** The last line of `mcr replay --json`: the summary, or the first error. */
export interface ReplayEndJson {
  schema: typeof REPLAY_SCHEMA_ID;
  ok: boolean;
  hands: number;
  actions: number;
  scores: Record<string, number> | null;
  /** Where an unfinished record stops (null: a whole record, or after an error). */
  unfinished: Unfinished | null;
  error: ReplayError | null;
}

export const REPLAY_HAND_JSON = object<ReplayHandJson>({
  schema: str as Kind<typeof REPLAY_SCHEMA_ID>,
  hand: num,
  end: str as Kind<'win' | 'draw'>,
  seat: nullable(str),
  player: nullable(str),
  fanPoints: num,
  total: num,
  payments: record(num) as Kind<Record<string, number>>,
  actions: num,
});

export const REPLAY_END_JSON = object<ReplayEndJson>({
  schema: str as Kind<typeof REPLAY_SCHEMA_ID>,
  ok: bool,
  hands: num,
  actions: num,
  scores: nullable(record(num) as Kind<Record<string, number>>),
  unfinished: nullable(object<Unfinished>({ hand: nullable(num), actions: num })),
  error: nullable(
    object<ReplayError>({ line: num, hand: nullable(num), action: nullable(num), rule: str, message: str }),
  ),
});
