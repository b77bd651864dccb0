/**
 * review(text, { seat }): each discard of one seat in a record of play (mcr-game/1),
 * beside the advice for the same moment (docs/PLAY.md "mcr review"). The record is
 * replayed (game/replay.ts: every action checked, so a review never reads an
 * illegal record); before each of the seat's discards, the seat's hand, its melds,
 * its flowers, the tiles face up elsewhere and the tiles left in the wall become a
 * line for chances() (chances/chances.ts), whose figures rank every discard by the
 * chance of a legal win either way within the draws left (ceil(wall / 4)). The
 * discard made is set beside the best: its cost is the chance lost.
 *
 * Pure and deterministic (the estimates are seeded), never throws.
 */
import { describeError, notAString } from '../errors.js';
import { chances, DEFAULT_SAMPLES } from '../chances/chances.js';
import { MAX_DRAWS, drawsOfWall } from '../notation/draws.js';
import { seatAdviceLine } from '../game/bots.js';
import { Replayer } from '../game/replay.js';
import { readLine } from '../game/record.js';
import { gameTileCode } from '../game/wall.js';
import { meldText } from '../game/win.js';
import type { HandState, Seat } from '../game/types.js';
import { tileCode, WINDS } from '../tiles.js';
import { REVIEW_SCHEMA_ID, type ReviewDecision, type ReviewError, type ReviewFigure, type ReviewOptions, type ReviewResult } from './types.js';

/** Two chances this close are the same (the figures are sums of products: rounding). */
const SAME = 1e-12;

const fail = (error: ReviewError): ReviewResult => ({ schema: REVIEW_SCHEMA_ID, ok: false, error });
const badOption = (message: string): ReviewResult => fail({ code: 'bad-option', message, line: null });


/** What a decision knows before the discard: everything but the figures. */
type Moment = Omit<ReviewDecision, 'order' | 'chosen' | 'best' | 'cost' | 'rank' | 'discards'> & { tile: string };

/** The seat's view at its discard: its tiles, melds, flowers, the tiles face up elsewhere, the wall; the advice's line. */
function momentOf(state: HandState, seat: Seat, at: { hand: number; turn: number; line: number; action: number; player: string; tile: string }): Moment {
  const me = state.seats[seat];
  const concealed: string[] = [];
  for (let t = 0; t < 34; t++) for (let k = 0; k < me.counts[t]; k++) concealed.push(tileCode(t));
  let own = 0;
  for (const m of me.melds) if (!m.concealed) own += 3;
  let visible = 0;
  for (const v of state.visible) visible += v;
  const wall = state.tail - state.head;
  const flowers = me.flowers.length;
  const input = `${seatAdviceLine(state, seat)}${flowers > 0 ? ` +flowers:${flowers}` : ''} +wall:${wall}`;
  return {
    ...at,
    seat: WINDS[seat],
    concealed,
    drawn: state.drawn !== null && state.drawn < 34 ? gameTileCode(state.drawn) : null,
    melds: me.melds.map(meldText),
    flowers,
    seen: visible - own,
    wall,
    draws: drawsOfWall(wall),
    input,
  };
}

/** The seat reviewed in a hand: a wind, or the seat a player holds (null when the player does not play it). */
function seatIn(asked: string, seats: readonly string[]): Seat | null {
  const w = (WINDS as readonly string[]).indexOf(asked);
  if (w >= 0) return w as Seat;
  const p = seats.indexOf(asked);
  return p >= 0 ? (p as Seat) : null;
}

/** A review of one seat's discards in a record's text. Never throws. */
export function review(text: string, options: ReviewOptions): ReviewResult {
  const steps = reviewSteps(text, options);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** How far a review is: decisions weighed of those found. */
export interface ReviewProgress {
  done: number;
  of: number;
}

/**
 * review() a decision at a time: yields after the replay and after each decision
 * weighed (a command shows its progress and hears signals between them), returns
 * the result. Never throws.
 */
export function* reviewSteps(text: string, options: ReviewOptions): Generator<ReviewProgress, ReviewResult> {
  if (typeof text !== 'string') {
    const e = notAString(text, 'the text of a record of play, mcr-game/1');
    return fail({ code: e.code, message: e.message, line: null });
  }
  try {
    const o = (typeof options === 'object' && options !== null ? options : {}) as Partial<ReviewOptions>;
    const asked = typeof o.seat === 'string' ? o.seat.trim() : '';
    if (asked === '') return badOption('seat: expected a seat wind (E, S, W or N) or a player of the record');
    const seatWind = /^[eswn]$/i.test(asked) ? asked.toUpperCase() : asked;
    if (o.hand !== undefined && !(Number.isInteger(o.hand) && o.hand >= 1)) return badOption(`hand ${String(o.hand)}; expected a hand of the record, 1 or more`);
    if (o.draws !== undefined && !(Number.isInteger(o.draws) && o.draws >= 0 && o.draws <= MAX_DRAWS))
      return badOption(`draws ${String(o.draws)}; expected a whole number from 0 to ${MAX_DRAWS}`);
    const samples = o.samples ?? DEFAULT_SAMPLES;
    if (!(Number.isInteger(samples) && samples >= 1 && samples <= 1e6)) return badOption(`samples ${String(samples)}; expected a whole number from 1 to 1000000`);

    const r = new Replayer();
    const moments: Moment[] = [];
    const hands = new Set<number>();
    let turn = 0;
    let lastHand = 0;
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      const cur = r.current;
      if (cur && (o.hand === undefined || cur.hand === o.hand)) {
        if (cur.hand !== lastHand) {
          lastHand = cur.hand;
          turn = 0;
          hands.add(cur.hand);
        }
        const seat = seatIn(seatWind, cur.seats);
        const read = seat === null ? null : readLine(lines[i]);
        if (seat !== null && read && 'kind' in read && read.kind === 'action' && read.line.do === 'discard' && read.line.seat === WINDS[seat] && read.line.tile !== undefined) {
          // Read now: the push below changes the replay's state in place.
          moments.push(momentOf(cur.state, seat, { hand: cur.hand, turn: ++turn, line: i + 1, action: cur.actions + 1, player: cur.seats[seat], tile: read.line.tile }));
        }
      }
      const x = r.push(lines[i]);
      if (x && 'rule' in x) return fail({ code: x.rule, message: x.message, line: x.line });
    }
    const end = r.finish();
    if ('rule' in end) return fail({ code: end.rule, message: end.message, line: end.line });
    const header = r.record!;
    if (!/^[ESWN]$/.test(seatWind) && !header.players.includes(seatWind))
      return fail({ code: 'no-such-seat', message: `${seatWind} is no seat wind (E, S, W, N) and no player of the record (${header.players.join(', ')})`, line: null });
    if (o.hand !== undefined && !hands.has(o.hand)) return badOption(`hand ${o.hand}; the record has ${lastHandOf(end.hands, end.unfinished)} hand${lastHandOf(end.hands, end.unfinished) === 1 ? '' : 's'}`);

    const decisions: ReviewDecision[] = [];
    yield { done: 0, of: moments.length };
    for (const [k, m] of moments.entries()) {
      const c = chances(m.input, { rules: header.rules, samples, ...(o.draws === undefined ? {} : { draws: o.draws }) });
      if (!c.ok) return fail({ code: 'internal-error', message: `the chances of ${m.input}: ${c.error.message}; please report it`, line: m.line });
      const discards: ReviewFigure[] = c.discards.map((d) => ({ tile: d.tile ?? '', chance: d.eitherWay.p, kind: d.eitherWay.kind }));
      const chosenAt = discards.findIndex((d) => d.tile === m.tile);
      if (chosenAt < 0) return fail({ code: 'internal-error', message: `${m.tile} is not among the discards of ${m.input}; please report it`, line: m.line });
      const chosen = discards[chosenAt];
      const best = discards[0];
      const cost = Math.max(0, best.chance - chosen.chance);
      const rank = 1 + discards.filter((d) => d.chance > chosen.chance + SAME).length;
      const { tile: _, ...rest } = m;
      decisions.push({ order: k + 1, ...rest, draws: c.draws, chosen, best, cost: cost <= SAME ? 0 : cost, rank, discards });
      yield { done: k + 1, of: moments.length };
    }
    const summary = {
      decisions: decisions.length,
      best: decisions.filter((d) => d.cost === 0).length,
      chanceLost: decisions.reduce((s, d) => s + d.cost, 0),
      worst: decisions.reduce((s, d) => Math.max(s, d.cost), 0),
    };
    decisions.sort((a, b) => b.cost - a.cost || a.order - b.order);
    return {
      schema: REVIEW_SCHEMA_ID,
      ok: true,
      rules: header.rules,
      seat: seatWind,
      hands: [...hands],
      unfinished: end.unfinished !== null,
      draws: o.draws ?? null,
      samples,
      decisions,
      summary,
    };
  } catch (e) {
    return fail({ code: 'internal-error', message: `internal error while reviewing the record (${describeError(e)}); please report it`, line: null });
  }
}

/** The hands a record holds: those ended, and one more when it stops inside a hand. */
const lastHandOf = (ended: number, u: { hand: number | null } | null): number => (u?.hand ?? ended);
