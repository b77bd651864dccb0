/**
 * `mcr play --bots 4 --seed N --hands K [-o FILE]`: four bots play K hands; their
 * record (mcr-game/1, docs/SCHEMA.md) goes to FILE (written whole, or not at all)
 * or to stdout. Without --bots 4 the player sits at the table with three bots
 * (play-table.ts). The work is src/game/; this is the I/O.
 */
import { flag, integer, text, usageError, type Parsed } from './spec.js';
import type { Context } from './context.js';
import { playLines } from '../game/match.js';
import { writeLine } from '../game/record.js';
import { writeAtomic } from '../io/write.js';
import { tick } from '../io/output.js';
import { wrap } from '../format/width.js';
import { playTable } from './play-table.js';
import { DEFAULT_RULES } from '../rules/profiles.js';
import { WINDS, type Wind } from '../tiles.js';
import type { Seat } from '../game/types.js';

export async function playCommand(p: Parsed, ctx: Context): Promise<0 | 1 | 2> {
  const { w } = ctx;
  const T = ctx.t.play;
  if (p.positionals.length > 0) return usageError(ctx.t.usage.noWords('play', p.positionals[0]), ctx);
  const bots = integer(p, 'bots');
  const rules = ctx.rules(text(p, 'rules'));
  if (!rules.ok) return usageError(rules.message, ctx);
  const seat = text(p, 'seat');
  if (seat !== undefined && bots === 4) return usageError(ctx.t.usage.seatNotWithBots, ctx);
  if (seat !== undefined && !/^[eswn]$/i.test(seat)) return usageError(ctx.t.usage.seatWind(seat), ctx);
  // Every usage error before anything is written: the seed's line comes after them.
  const given = integer(p, 'seed');
  const seed = given ?? Date.now() % 2 ** 32;
  if (given === undefined) w.err(T.seed(seed) + '\n');
  const depth = integer(p, 'depth');
  const output = text(p, 'output');
  if (bots !== 4) {
    const color = await ctx.chalk(w.stdout, undefined);
    const hands = integer(p, 'hands') ?? 1;
    return playTable({ seed, hands, depth, output, rules: rules.name ?? DEFAULT_RULES, color, width: ctx.width, t: ctx.t, seat: seat === undefined ? 0 : (WINDS.indexOf(seat.toUpperCase() as Wind) as Seat) }, ctx);
  }
  const hands = integer(p, 'hands') ?? 16;
  const quiet = flag(p, 'quiet');
  const lines: string[] = [];
  const it = playLines({ seed, hands, depth, rules: rules.name ?? DEFAULT_RULES });
  let scores: Record<string, number> = {};
  let done = 0;
  for (;;) {
    const r = it.next();
    if (r.done) {
      if (r.value !== null) {
        w.err(T.botRefused(r.value.rule, r.value.message) + '\n');
        return 2;
      }
      break;
    }
    const line = writeLine(r.value);
    if (output === undefined) w.out(line + '\n');
    else lines.push(line);
    if (r.value.kind === 'match') scores = r.value.line.scores;
    if (r.value.kind === 'end') {
      done++;
      if (output !== undefined && !quiet && ctx.stdinIsTTY) w.err(T.progress(done, hands) + '\r');
      // Between hands: let signals and the output's backpressure in.
      await w.flush();
      await tick();
      if (w.stopped) return 2;
    }
  }
  if (output === undefined) return 0;
  try {
    await writeAtomic(output, lines.join('\n') + '\n');
  } catch (e) {
    w.err(T.cannotWrite(output, e instanceof Error ? e.message : String(e)) + '\n');
    return 2;
  }
  if (!quiet) w.out([T.played(hands, seed, Object.entries(scores).map(([p, v]) => `${p} ${v}`)), T.recordKept(output)].flatMap((l) => wrap(l, ctx.width, 2)).join('\n') + '\n');
  return 0;
}
