/**
 * `mcr session [options] [file]`: a table's session log (README "Session score
 * sheet") in, the score sheet out. The work is src/session/; this is the I/O.
 */
import { parseArgs } from 'node:util';
import { sessionCommand } from '../session/command.js';
import { cannotRead } from '../format/cannot-read.js';
import { chalkFor, readText, write } from './io.js';
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
  --no-color   plain text
  -h, --help   this help

Exit codes: 0 the log has no errors, 2 some line has one (the rest is still scored).`;

export async function sessionCommandLine(args: readonly string[]): Promise<0 | 1 | 2> {
  let values: { json?: boolean; rules?: string; 'no-color'?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...args],
      options: {
        json: { type: 'boolean' },
        rules: { type: 'string' },
        'no-color': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    }));
  } catch (e) {
    process.stderr.write(`error: ${(e as Error).message}\n${SESSION_HELP}\n`);
    return 2;
  }
  if (values.help || (positionals.length === 0 && process.stdin.isTTY)) {
    await write(process.stdout, SESSION_HELP + '\n');
    return 0;
  }
  if (positionals.length > 1) {
    process.stderr.write('error: give one session log file (or none, for stdin)\n');
    return 2;
  }
  let text: string;
  try {
    text = await readText(positionals[0]);
  } catch (e) {
    process.stderr.write(cannotRead(positionals[0] ?? '-', e) + '\n');
    return 2;
  }
  const color = chalkFor(process.stdout, values['no-color'] !== true, process.env);
  const rules = rulesOption(values.rules, process.env);
  if (!rules.ok) {
    process.stderr.write(`error: ${rules.message}\n`);
    return 2;
  }
  const out = await sessionCommand(text, { json: values.json === true, color, rules: rules.name });
  if (out.stdout) await write(process.stdout, out.stdout);
  if (out.stderr) await write(process.stderr, out.stderr);
  return out.exitCode;
}
