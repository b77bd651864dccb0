/**
 * `mcr session [options] [file]`: a table's session log (README "Session score
 * sheet") in, the score sheet out. The work is src/session/; this is the I/O.
 */
import { commandArgs, COMMON_OPTIONS } from './args.js';
import { readAll } from '../io/input.js';
import type { Output } from '../io/output.js';
import { sessionCommand } from '../session/command.js';
import { cannotRead } from '../format/cannot-read.js';
import { terminalWidth } from '../format/width.js';
import { chalkFor } from './io.js';
import { rulesOption } from '../rules/option.js';

export const SESSION_HELP = `Usage: mcr session [options] [file]

Scores a session log (one table, up to 16 hands): the winds of every hand, each
hand's payments, fouls and penalties, running totals, ranks and table points.
Without a file (or with "-"), the log is read from stdin. The format is in the
README ("Session score sheet"), e.g.:

  players Ann Bob Cy Di
  1 win Bob self [123b] 456c 78d EEE 55d 9d
  2 win Cy from Ann 123b456c789d EEE 5d 5d
  3 draw

A line "rules mil" before the first hand names the rule profile the log is
scored under (default green-book; mcr rules lists them).

Options:
  --json       one JSON object (schema mcr-session/1)
  --rules NAME the rule profile when the log has no rules line (MCR_RULES too)
  --color      colour even into a pipe (also FORCE_COLOR=1)
  --no-color   plain text (also NO_COLOR=1)
  -h, --help   this help

Exit codes: 0 the log has no errors, 2 some line has one (the rest is still scored).`;

export async function sessionCommandLine(args: readonly string[], w: Output): Promise<0 | 1 | 2> {
  // A terminal with no log given: the help, rather than waiting for a log typed in.
  const parsed = commandArgs(args, { options: COMMON_OPTIONS }, SESSION_HELP, w, (p) => p.positionals.length === 0 && process.stdin.isTTY === true);
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  if (positionals.length > 1) {
    w.err('error: give one session log file (or none, for stdin)\n');
    return 2;
  }
  let text: string;
  try {
    text = await readAll(positionals[0]);
  } catch (e) {
    w.err(cannotRead(positionals[0] ?? '-', e) + '\n');
    return 2;
  }
  if (w.stopped) return 2;
  const rules = rulesOption(values.rules, process.env);
  if (!rules.ok) {
    w.err(`error: ${rules.message}\n`);
    return 2;
  }
  const color = chalkFor(w.stdout, values['no-color'] !== true, process.env, values.color === true);
  const out = await sessionCommand(text, {
    json: values.json === true,
    color,
    rules: rules.name,
    width: terminalWidth(w.stdout),
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
