/**
 * `mcr session [options] [file]`: a table's session log (docs/SESSION.md, the log
 * format) in, the score sheet out. The work is src/session/; this is the I/O.
 */
import { colorFlag, flag, text, usageError, type Parsed } from './spec.js';
import type { Context } from './context.js';
import { readAll } from '../io/input.js';
import type { Output } from '../io/output.js';
import { sessionCommand } from '../session/command.js';
import { cannotRead } from '../format/cannot-read.js';

/** `mcr session`: the arguments read by its declaration (commands/declarations.ts). */
export async function sessionCommandLine(p: Parsed, ctx: Context): Promise<0 | 1 | 2> {
  const { positionals } = p;
  const { w } = ctx;
  if (positionals.length > 1) return usageError(ctx.t.session.oneFile, ctx);
  let log: string;
  try {
    log = await readAll(positionals[0], ctx.stdin);
  } catch (e) {
    w.err(cannotRead(positionals[0] ?? '-', e, ctx.t) + '\n');
    return 2;
  }
  if (w.stopped) return 2;
  const rules = ctx.rules(text(p, 'rules'));
  if (!rules.ok) return usageError(rules.message, ctx);
  // A tournament's result file (DIR/results/s1-t2.txt): the players' names beside their ids.
  const file = positionals[0];
  const names = file !== undefined && /(^|[\\/])results[\\/][^\\/]+$/.test(file) ? await (await import('./tournament.js')).tableNames(file) : {};
  const out = await sessionCommand(log, {
    names,
    json: flag(p, 'json'),
    color: await ctx.chalk(w.stdout, colorFlag(p)),
    rules: rules.name,
    width: ctx.width,
    t: ctx.t,
  });
  // The sheet and the errors go out a piece at a time, with backpressure.
  await writeAll(w, out.stdout, (s) => w.out(s));
  await writeAll(w, out.stderr, (s) => w.err(s));
  return out.exitCode;
}

/** Bytes handed to the writer at a time (whole lines) before waiting for the stream. */
const PIECE = 256 * 1024;

async function writeAll(w: Output, text: string, put: (s: string) => void): Promise<void> {
  let at = 0;
  while (at < text.length && !w.stopped) {
    let end = text.length;
    if (end - at > PIECE) {
      const nl = text.indexOf('\n', at + PIECE);
      end = nl < 0 ? text.length : nl + 1;
    }
    put(text.slice(at, end));
    at = end;
    await w.flush();
  }
}
