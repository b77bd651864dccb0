/**
 * Scores a session log: each event line's payments per player, the running totals,
 * the final totals, ranks and table points (RULES.md "A session").
 *
 *   win    the typed hand + "+win:wall|discard +seat:X +round:Y [+from:Z]" (X, Y, Z from
 *          the wind table) goes to score(); the payments' seats are mapped to players.
 *          A hand that is not a win (below the minimum, not a winning hand) is an error
 *          on its line: the scorer is told to record it as a false claim.
 *   false  scored the same way (+win:wall for "self", +win:discard [+from] otherwise); the
 *          claimer pays 10 (complete, below 8) or 20 (no winning hand) to each other
 *          player. A claim that is a valid win is an error on its line. Without "self"
 *          or "from", the hand is read both as a discard and as a self-drawn win and
 *          must be a win in neither; the discard reading is the one recorded.
 *   draw   0 for everyone.
 *   foul   per player and per kind of foul: 1st a warning, then 5, 10, 20, 40 ...
 *          paid by the player to each other player.
 *   pay    the referee's amount, from one player to another.
 *
 * A line with an error changes nothing; every line's changes sum to 0.
 */
import { score, MINIMUM_POINTS } from '../score.js';
import { DEFAULT_RULES } from '../rules/profiles.js';
import { PENALTY } from '../payments.js';
import type { ScoreOk, ScoreOptions, ScoreResult } from '../result.js';
import type { Wind } from '../tiles.js';
import {
  SESSION_SCHEMA_ID,
  type HandEntry,
  type LogEvent,
  type SessionError,
  type SessionLog,
  type SessionOptions,
  type SessionResult,
  type TypedHand,
} from './types.js';
import { playerAt, prevalentWind, seatWind, type PlayerIndex } from './winds.js';

/** Foul amounts: the first is a warning (0), then 5, 10, 20, ... (doubling, without a cap). */
export function foulAmount(count: number): number {
  return count <= 1 ? 0 : 5 * 2 ** (count - 2);
}

/** The largest total counted exactly (2^53 - 1): penalties and totals past it are errors. */
export const MAX_EXACT = Number.MAX_SAFE_INTEGER;

const foulKey = (ev: { player: number; foul: string }): string => `${ev.player} ${ev.foul}`;

const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** Table points for places 1..4. */
export const PLACE_POINTS = [4, 2, 1, 0] as const;

/**
 * Ranks (1 = best; ties share the better rank) and table points (tied players share
 * the points of the places they take up) from the final totals.
 */
export function rankAndTablePoints(totals: readonly number[]): { ranks: number[]; tablePoints: number[] } {
  const ranks = totals.map((t) => 1 + totals.filter((o) => o > t).length);
  const tablePoints = totals.map((t, i) => {
    const tied = totals.filter((o) => o === t).length;
    const first = ranks[i] - 1;
    let sum = 0;
    for (let p = first; p < first + tied; p++) sum += PLACE_POINTS[p];
    return sum / tied;
  });
  return { ranks, tablePoints };
}

class EventError {
  constructor(readonly error: Omit<SessionError, 'line' | 'source'>) {}
}

/**
 * Scores a log read by parseSession. The rules: the log's own rules line, else
 * `options.rules` (--rules, MCR_RULES), else the default; a log whose rules line
 * names another profile than `options.rules` is an error on that line (a referee
 * must not get one profile's numbers while asking for another's).
 */
export function runSession(log: SessionLog, options: SessionOptions = {}): SessionResult {
  const errors: SessionError[] = [...log.errors];
  const rules = log.rules?.name ?? options.rules ?? DEFAULT_RULES;
  if (log.rules && options.rules !== undefined && options.rules !== log.rules.name)
    errors.push({
      line: log.rules.line,
      column: null,
      code: 'rules-conflict',
      message: `the log says "rules ${log.rules.name}" but --rules ${options.rules} was asked for; expected the same profile (drop --rules, or correct the log)`,
      source: log.lines[log.rules.line - 1] ?? '',
    });
  const scoreOptions: ScoreOptions = { rules };
  const names = log.players ?? [];
  // A table that hands in only its final scores starts from them (then its pay and foul lines).
  const running = log.players && log.totals ? [...log.totals.values] : [0, 0, 0, 0];
  const fouls = new Map<string, number>();
  const hands: HandEntry[] = [];
  let lastHand = 0;

  // Player-keyed objects, made for every line: a plain loop, unless a name is one
  // that assigning would not make an own property of (__proto__).
  const byName: (values: readonly number[]) => Record<string, number> = names.includes('__proto__')
    ? (values) => Object.fromEntries(names.map((n, i) => [n, values[i]]))
    : (values) => {
        const o: Record<string, number> = {};
        for (let i = 0; i < names.length; i++) o[names[i]] = values[i];
        return o;
      };
  /** Each player's seat wind, per hand number (the same object for every line of a hand). */
  const seatsOf = new Map<number, Record<string, Wind>>();

  if (log.players) {
    for (const ev of log.events) {
      lastHand = Math.max(lastHand, ev.hand);
      let entry: Scored;
      try {
        entry = scoreEvent(ev, names, fouls, scoreOptions);
      } catch (e) {
        if (!(e instanceof EventError)) throw e;
        errors.push({ ...e.error, line: ev.line, source: log.lines[ev.line - 1] ?? '' });
        continue;
      }
      // Totals stay exact: a line that would take one past 2^53 - 1 is an error (fouls
      // double without a cap in the rules, so a long enough log gets there).
      let past = -1;
      for (let i = 0; i < 4 && past < 0; i++) if (!Number.isSafeInteger(running[i] + entry.changes[i])) past = i;
      if (past >= 0) {
        if (ev.kind === 'foul') fouls.set(foulKey(ev), (fouls.get(foulKey(ev)) ?? 1) - 1);
        errors.push({
          line: ev.line,
          column: null,
          code: 'beyond-exact',
          message: `this line would take ${names[past]}'s total past ${MAX_EXACT.toLocaleString('en-US')} points, beyond what is counted exactly; expected totals within ±${MAX_EXACT.toLocaleString('en-US')} (check the repeated fouls)`,
          source: log.lines[ev.line - 1] ?? '',
        });
        continue;
      }
      for (let i = 0; i < 4; i++) running[i] += entry.changes[i];
      let seats = seatsOf.get(ev.hand);
      if (!seats) {
        seats = Object.fromEntries(names.map((n, i) => [n, seatWind(ev.hand, i as PlayerIndex)])) as Record<string, Wind>;
        seatsOf.set(ev.hand, seats);
      }
      hands.push({
        line: ev.line,
        hand: ev.hand,
        prevalent: prevalentWind(ev.hand),
        seats,
        kind: ev.kind,
        // Field by field rather than a spread: this runs once per log line.
        player: entry.player,
        how: entry.how,
        from: entry.from,
        to: entry.to,
        points: entry.points,
        verdict: entry.verdict,
        penalty: entry.penalty,
        foul: entry.foul,
        amount: entry.amount,
        input: entry.input,
        score: entry.score,
        changes: byName(entry.changes),
        running: byName(running),
      });
    }
  }

  errors.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
  const { ranks, tablePoints } = rankAndTablePoints(running);
  const handedIn = log.players && log.totals ? { handedIn: byName(log.totals.values) } : {};
  return {
    schema: SESSION_SCHEMA_ID,
    ok: errors.length === 0,
    rules,
    players: [...names],
    hands,
    lastHand,
    ...handedIn,
    totals: byName(running),
    ranks: log.players ? byName(ranks) : {},
    tablePoints: log.players ? byName(tablePoints) : {},
    errors,
  };
}

type Scored = Omit<HandEntry, 'running' | 'seats' | 'prevalent' | 'line' | 'hand' | 'kind' | 'changes'> & { changes: number[] };

/**
 * A scored line with every field, those not given null: one object shape for every
 * line (a spread of defaults is slow, and gives shapes that vary).
 */
const scored = (o: Partial<Scored> & { changes: number[] }): Scored => ({
  player: o.player ?? null,
  how: o.how ?? null,
  from: o.from ?? null,
  to: o.to ?? null,
  points: o.points ?? null,
  verdict: o.verdict ?? null,
  penalty: o.penalty ?? null,
  foul: o.foul ?? null,
  amount: o.amount ?? null,
  input: o.input ?? null,
  score: o.score ?? null,
  changes: o.changes,
});

function scoreEvent(ev: LogEvent, names: readonly string[], fouls: Map<string, number>, options: ScoreOptions): Scored {
  switch (ev.kind) {
    case 'draw':
      return scored({ changes: [0, 0, 0, 0] });
    case 'foul': {
      const key = foulKey(ev);
      const count = (fouls.get(key) ?? 0) + 1;
      const amount = foulAmount(count);
      if (!Number.isSafeInteger(3 * amount)) {
        // Not counted: the next one is this count again.
        throw new EventError({
          code: 'beyond-exact',
          column: null,
          message: `${names[ev.player]}'s ${ordinal(count)} ${ev.foul} foul would cost 5 × 2^${count - 2} points each, beyond what is counted exactly (${MAX_EXACT.toLocaleString('en-US')}); expected fewer repeats of one foul (check the log)`,
        });
      }
      fouls.set(key, count);
      const changes = [0, 1, 2, 3].map((i) => (i === ev.player ? 0 - 3 * amount : amount)); // 0 - 0 is +0, -3 * 0 is -0
      return scored({ player: names[ev.player], foul: { kind: ev.foul, count }, penalty: amount, changes });
    }
    case 'pay': {
      const changes = [0, 1, 2, 3].map((i) => (i === ev.player ? -ev.amount : i === ev.to ? ev.amount : 0));
      return scored({ player: names[ev.player], to: names[ev.to], amount: ev.amount, changes });
    }
    case 'win': {
      const input = handLine(ev.tiles, ev.hand, ev.player, ev.how, ev.from);
      const r = readOrFail(score(input, options), ev.tiles);
      if (r.verdict !== 'win') {
        const how = ev.how === 'self' ? 'self' : `from ${names[ev.from as PlayerIndex]}`;
        throw new EventError({
          code: 'not-a-win',
          column: ev.tiles.column,
          message: `${notWinText(r)}; expected a winning hand: if the claim was false, record it as "${ev.hand} false ${names[ev.player]} ${how} ${ev.tiles.text}"`,
        });
      }
      return scored({
        player: names[ev.player],
        how: ev.how,
        from: ev.from === null ? null : names[ev.from],
        points: r.total,
        verdict: r.verdict,
        input,
        score: r,
        changes: changesOf(r, ev.hand),
      });
    }
    case 'false': {
      const hows: ('self' | 'discard')[] = ev.how ? [ev.how] : ['discard', 'self'];
      const readings = hows.map((how) => {
        const input = handLine(ev.tiles, ev.hand, ev.player, how, ev.from);
        return { how, input, r: score(input, options) };
      });
      const readable = readings.filter((x) => x.r.ok) as { how: 'self' | 'discard'; input: string; r: ScoreOk }[];
      if (readable.length === 0) readOrFail(readings[0].r, ev.tiles);
      const wins = readable.filter((x) => x.r.verdict === 'win');
      if (wins.length > 0) {
        const who = names[ev.player];
        const said = readable
          .map((x) => `${x.r.fanPoints} fan points ${x.how === 'self' ? 'self-drawn' : 'on a discard'}${x.r.verdict === 'win' ? '' : ' (below the minimum)'}`)
          .join(', ');
        const hint = ev.how
          ? ''
          : `; if it was false because of how the tile came, say how: "${ev.hand} false ${who} self ..." or "${ev.hand} false ${who} from <player> ..."`;
        throw new EventError({
          code: 'valid-win',
          column: ev.tiles.column,
          message: `the claimed hand is a valid win (${said}), so the claim is not false; expected a hand that is no valid win: record a win as "${ev.hand} win ${who} self ${ev.tiles.text}" or "${ev.hand} win ${who} from <player> ${ev.tiles.text}"${hint}`,
        });
      }
      const { input, r } = readable[0];
      const penalty = PENALTY[r.verdict as Exclude<typeof r.verdict, 'win'>];
      return scored({
        player: names[ev.player],
        how: ev.how ?? 'discard',
        from: ev.from === null ? null : names[ev.from],
        points: r.verdict === 'below-minimum' ? r.fanPoints : null,
        verdict: r.verdict,
        penalty,
        input,
        score: r,
        changes: changesOf(r, ev.hand),
      });
    }
  }
}

/** The notation line scored for a typed hand: the options the log gives appended. */
function handLine(tiles: TypedHand, hand: number, player: PlayerIndex, how: 'self' | 'discard', from: PlayerIndex | null): string {
  const opts = [
    `+win:${how === 'self' ? 'wall' : 'discard'}`,
    `+seat:${seatWind(hand, player)}`,
    `+round:${prevalentWind(hand)}`,
  ];
  if (how === 'discard' && from !== null) opts.push(`+from:${seatWind(hand, from)}`);
  return `${tiles.text} ${opts.join(' ')}`;
}

/** Each player's change from a score's payment rows (every row has a seat here). */
function changesOf(r: ScoreOk, hand: number): number[] {
  const changes = [0, 0, 0, 0];
  for (const p of r.payments) {
    if (p.seat === null) throw new Error('a payment row without a seat in a session hand');
    changes[playerAt(hand, p.seat)] += p.amount;
  }
  return changes;
}

function notWinText(r: ScoreOk): string {
  return r.verdict === 'below-minimum'
    ? `the hand scores ${r.fanPoints} fan point${r.fanPoints === 1 ? '' : 's'}, below the minimum of ${MINIMUM_POINTS} (flowers do not count)`
    : `the hand is not a winning hand (${r.reason ?? 'no winning arrangement'})`;
}

/**
 * A reading error in the typed hand becomes the line's error, its column (and every
 * "column N" in its message) moved to where the hand starts in the log line. A
 * column past the typed hand (in the options the log appended) points at the hand.
 */
function readOrFail(r: ScoreResult, tiles: TypedHand): ScoreOk {
  if (r.ok) return r;
  const length = Array.from(tiles.text).length;
  const move = (c: number): number => (c >= 1 && c <= length + 1 ? c + tiles.column - 1 : tiles.column);
  throw new EventError({
    code: r.error.code,
    column: r.error.column === null ? null : move(r.error.column),
    message: r.error.message.replace(/\bcolumn (\d+)/g, (_, n: string) => `column ${move(Number(n))}`),
  });
}
