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

/** Foul amounts: the first is a warning (0), then 5, 10, 20, ... (doubling). */
export function foulAmount(count: number): number {
  return count <= 1 ? 0 : 5 * 2 ** (count - 2);
}

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
  const running = [0, 0, 0, 0];
  const fouls = new Map<string, number>();
  const hands: HandEntry[] = [];
  let lastHand = 0;

  const byName = (values: readonly number[]): Record<string, number> =>
    Object.fromEntries(names.map((n, i) => [n, values[i]]));

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
      entry.changes.forEach((c, i) => (running[i] += c));
      const seats = Object.fromEntries(names.map((n, i) => [n, seatWind(ev.hand, i as PlayerIndex)])) as Record<string, Wind>;
      hands.push({
        line: ev.line,
        hand: ev.hand,
        prevalent: prevalentWind(ev.hand),
        seats,
        kind: ev.kind,
        ...entry,
        changes: byName(entry.changes),
        running: byName(running),
      });
    }
  }

  errors.sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
  const { ranks, tablePoints } = rankAndTablePoints(running);
  return {
    schema: SESSION_SCHEMA_ID,
    ok: errors.length === 0,
    rules,
    players: [...names],
    hands,
    lastHand,
    totals: byName(running),
    ranks: log.players ? byName(ranks) : {},
    tablePoints: log.players ? byName(tablePoints) : {},
    errors,
  };
}

type Scored = Omit<HandEntry, 'running' | 'seats' | 'prevalent' | 'line' | 'hand' | 'kind' | 'changes'> & { changes: number[] };

const blank = {
  player: null,
  how: null,
  from: null,
  to: null,
  points: null,
  verdict: null,
  penalty: null,
  foul: null,
  amount: null,
  input: null,
  score: null,
} as const;

function scoreEvent(ev: LogEvent, names: readonly string[], fouls: Map<string, number>, options: ScoreOptions): Scored {
  switch (ev.kind) {
    case 'draw':
      return { ...blank, changes: [0, 0, 0, 0] };
    case 'foul': {
      const key = `${ev.player} ${ev.foul}`;
      const count = (fouls.get(key) ?? 0) + 1;
      fouls.set(key, count);
      const amount = foulAmount(count);
      const changes = [0, 1, 2, 3].map((i) => (i === ev.player ? 0 - 3 * amount : amount)); // 0 - 0 is +0, -3 * 0 is -0
      return { ...blank, player: names[ev.player], foul: { kind: ev.foul, count }, penalty: amount, changes };
    }
    case 'pay': {
      const changes = [0, 1, 2, 3].map((i) => (i === ev.player ? -ev.amount : i === ev.to ? ev.amount : 0));
      return { ...blank, player: names[ev.player], to: names[ev.to], amount: ev.amount, changes };
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
      return {
        ...blank,
        player: names[ev.player],
        how: ev.how,
        from: ev.from === null ? null : names[ev.from],
        points: r.total,
        verdict: r.verdict,
        input,
        score: r,
        changes: changesOf(r, ev.hand),
      };
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
      return {
        ...blank,
        player: names[ev.player],
        how: ev.how ?? 'discard',
        from: ev.from === null ? null : names[ev.from],
        points: r.verdict === 'below-minimum' ? r.fanPoints : null,
        verdict: r.verdict,
        penalty,
        input,
        score: r,
        changes: changesOf(r, ev.hand),
      };
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
