/**
 * `mcr waits [options] [hand...]`: ready-hand analysis (src/waits/) from the command
 * line. One hand given as arguments, or one per line from stdin / --file, as for
 * scoring. Exit code: 0 ready, 1 not ready, 2 a line could not be read (the worst
 * line decides in a batch).
 */
import { createReadStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { LineSplitter, isSkipped, type Line } from '../batch/lines.js';
import { analyseWaits } from '../waits/analyse.js';
import { rulesOption } from '../rules/option.js';
import { formatWaitsJson, waitsExitCode } from '../waits/json.js';
import { formatWaitsText } from '../waits/text.js';
import { WAITS_SCHEMA_ID, type WaitsResult } from '../waits/types.js';
import { cannotRead } from '../format/cannot-read.js';
import { terminalWidth } from '../format/width.js';
import { chalkFor, write } from './io.js';

export const WAITS_HELP = `Usage: mcr waits [options] [hand...]

What wins this hand, and for how much: the hand in mcr notation with 13 tiles
(kongs counting 3) and no winning tile; no +win option (both ways are shown).
With 14 tiles: which discard leaves the hand closest to ready.
Without a hand, hands are read one per line from stdin or --file.

Options:
  --json             one JSON object per hand (schema mcr-waits/1)
  --rules NAME       score every win under this rule profile (default green-book; MCR_RULES)
  -f, --file <path>  read hands from a file ("-" for stdin; may be repeated)
  --no-color         plain text
  -h, --help         this help

Examples:
  $ mcr waits "1112345678999c"              Nine Gates: nine winning tiles
  $ mcr waits "[123b] 456c 78d EEE 55d +seat:S"
  $ mcr waits --json < hands.txt

Exit codes: 0 ready, 1 not ready, 2 input not readable (the worst line decides).`;

type Code = 0 | 1 | 2;
const worst = (a: Code, b: Code): Code => (a > b ? a : b);

export async function waitsCommand(args: readonly string[]): Promise<Code> {
  let values: { json?: boolean; rules?: string; file?: string[]; 'no-color'?: boolean; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...args],
      options: {
        json: { type: 'boolean' },
        rules: { type: 'string' },
        file: { type: 'string', short: 'f', multiple: true },
        'no-color': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    }));
  } catch (e) {
    process.stderr.write(`error: ${(e as Error).message}\n${WAITS_HELP}\n`);
    return 2;
  }
  if (values.help) {
    await write(process.stdout, WAITS_HELP + '\n');
    return 0;
  }
  const json = values.json === true;
  const rules = rulesOption(values.rules, process.env);
  if (!rules.ok) {
    process.stderr.write(`error: ${rules.message}\n`);
    return 2;
  }
  const options = { rules: rules.name };
  const out = chalkFor(process.stdout, values['no-color'] !== true, process.env);
  const err = chalkFor(process.stderr, values['no-color'] !== true, process.env);
  const width = terminalWidth(process.stdout, process.env);
  const errWidth = terminalWidth(process.stderr, process.env);
  const files = values.file ?? [];
  if (positionals.length > 0 && files.length > 0) {
    process.stderr.write('error: give a hand or --file, not both\n');
    return 2;
  }

  /** One result to its stream: JSON always on stdout; a text reading error on stderr. */
  const show = (r: WaitsResult, compact: boolean, place = ''): { out?: string; err?: string } => {
    if (json) return { out: formatWaitsJson(r) + '\n' };
    if (!r.ok) return { err: place + formatWaitsText(r, err, { width: errWidth }) + '\n' };
    return { out: formatWaitsText(r, out, { compact, width }) + (compact ? '\n' : '\n\n') };
  };

  if (positionals.length > 0) {
    const r = analyseWaits(positionals.join(' '), options);
    const s = show(r, false);
    if (s.out) await write(process.stdout, s.out.replace(/\n\n$/, '\n'));
    if (s.err) await write(process.stderr, s.err);
    return waitsExitCode(r);
  }
  if (files.length === 0 && process.stdin.isTTY) {
    await write(process.stdout, WAITS_HELP + '\n');
    return 0;
  }

  let code: Code = 0;
  const handle = (line: Line, file: string): string => {
    if (isSkipped(line)) return '';
    const source = { file, line: line.no };
    const r: WaitsResult = line.error
      ? { schema: WAITS_SCHEMA_ID, input: line.text, ok: false, source, error: line.error }
      : { ...analyseWaits(line.text, options), source };
    code = worst(code, waitsExitCode(r));
    const s = show(r, true, `${file === '-' ? 'line' : `${file}, line`} ${line.no}:\n`);
    if (s.err) process.stderr.write(s.err);
    return s.out ?? '';
  };
  for (const file of files.length > 0 ? files : ['-']) {
    const lines = new LineSplitter();
    try {
      const input = file === '-' ? process.stdin : createReadStream(file, { highWaterMark: 256 * 1024 });
      for await (const chunk of input) {
        let text = '';
        for (const line of lines.push(chunk as Buffer)) text += handle(line, file);
        if (text) await write(process.stdout, text);
      }
    } catch (e) {
      process.stderr.write(cannotRead(file, e) + '\n');
      code = 2;
    }
    let text = '';
    for (const line of lines.end()) text += handle(line, file);
    if (text) await write(process.stdout, text);
  }
  return code;
}
