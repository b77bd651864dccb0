/**
 * `mcr waits [options] [hand...]`: ready-hand analysis (src/waits/) from the command
 * line. One hand given as arguments, or one per line from stdin / --file, as for
 * scoring. Exit code: 0 ready, 1 not ready, 2 a line could not be read (the worst
 * line decides in a batch).
 */
import { commandArgs, COMMON_OPTIONS } from './args.js';
import { LineSplitter, isSkipped, type Line } from '../batch/lines.js';
import { chunksOf } from '../io/input.js';
import { tick, type Output } from '../io/output.js';
import { analyseWaits } from '../waits/analyse.js';
import { rulesOption } from '../rules/option.js';
import { waitsExitCode } from '../waits/json.js';
import { WAITS_JSON } from '../format/json.js';
import { formatWaitsText } from '../waits/text.js';
import { WAITS_SCHEMA_ID, type WaitsResult } from '../waits/types.js';
import { cannotRead } from '../format/cannot-read.js';
import { terminalWidth } from '../format/width.js';
import { chalkFor } from './io.js';

/** mcr-waits/1 lines, written straight into the output's buffer. */

export const WAITS_HELP = `Usage: mcr waits [options] [hand...]

What wins this hand, and for how much: the hand in mcr notation with 13 tiles
(kongs counting 3) and no winning tile; no +win option (both ways are shown).
With 14 tiles: which discard leaves the hand closest to ready.
Without a hand, hands are read one per line from stdin or --file.

Options:
  --json             one JSON object per hand (schema mcr-waits/1)
  --rules NAME       score every win under this rule profile (default green-book; MCR_RULES)
  -f, --file <path>  read hands from a file ("-" for stdin; may be repeated)
  --color            colour even into a pipe (also FORCE_COLOR=1)
  --no-color         plain text (also NO_COLOR=1)
  -h, --help         this help

Examples:
  $ mcr waits "1112345678999c"              Nine Gates: nine winning tiles
  $ mcr waits "[123b] 456c 78d EEE 55d +seat:S"
  $ mcr waits --json < hands.txt

Exit codes: 0 ready, 1 not ready, 2 input not readable (the worst line decides).`;

type Code = 0 | 1 | 2;
const worst = (a: Code, b: Code): Code => (a > b ? a : b);

/**
 * Time spent analysing before the event loop gets a turn: an analysis can take a
 * millisecond, so a chunk of input can take seconds, and a closed output or a signal
 * is seen only between turns.
 */
const TURN_MS = 50;

export async function waitsCommand(args: readonly string[], w: Output): Promise<Code> {
  const parsed = commandArgs(
    args,
    { options: { ...COMMON_OPTIONS, file: { type: 'string', short: 'f', multiple: true } } },
    WAITS_HELP,
    w,
  );
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const json = values.json === true;
  const rules = rulesOption(values.rules, process.env);
  if (!rules.ok) {
    w.err(`error: ${rules.message}\n`);
    return 2;
  }
  const options = { rules: rules.name };
  const out = chalkFor(w.stdout, values['no-color'] !== true, process.env, values.color === true);
  const err = chalkFor(w.stderr, values['no-color'] !== true, process.env, values.color === true);
  const width = terminalWidth(w.stdout, process.env);
  const errWidth = terminalWidth(w.stderr, process.env);
  const files = values.file ?? [];
  if (positionals.length > 0 && files.length > 0) {
    w.err('error: give a hand or --file, not both\n');
    return 2;
  }

  /**
   * One result to its stream: JSON always on stdout, its bytes straight into the
   * output's buffer; a text reading error on stderr. `last`: no blank line after it.
   */
  const show = (r: WaitsResult, compact: boolean, place = '', last = false): void => {
    if (json) w.json(r, WAITS_JSON);
    else if (!r.ok) w.err(place + formatWaitsText(r, err, { width: errWidth }) + '\n');
    else w.out(formatWaitsText(r, out, { compact, width }) + (compact || last ? '\n' : '\n\n'));
  };

  if (positionals.length > 0) {
    const r = analyseWaits(positionals.join(' '), options);
    show(r, false, '', true);
    return waitsExitCode(r);
  }
  if (files.length === 0 && process.stdin.isTTY) {
    w.out(WAITS_HELP + '\n');
    return 0;
  }

  let code: Code = 0;
  const handle = (line: Line, file: string): void => {
    if (isSkipped(line)) return;
    const source = { file, line: line.no };
    let r: WaitsResult;
    if (line.error) r = { schema: WAITS_SCHEMA_ID, input: line.text, ok: false, source, error: line.error };
    else {
      // source is the last key, as a spread copy would put it, without copying the result.
      r = analyseWaits(line.text, options);
      r.source = source;
    }
    code = worst(code, waitsExitCode(r));
    show(r, true, `${file === '-' ? 'line' : `${file}, line`} ${line.no}:\n`);
  };
  // Output is written (with backpressure) after each chunk of input, and every
  // TURN_MS of analysis within one; a closed output or a signal stops the reading.
  let turn = performance.now();
  for (const file of files.length > 0 ? files : ['-']) {
    const lines = new LineSplitter();
    try {
      for await (const chunk of chunksOf(file)) {
        for (const line of lines.push(chunk)) {
          handle(line, file);
          if (performance.now() - turn > TURN_MS) {
            await w.flush();
            await tick();
            turn = performance.now();
            if (w.stopped) break;
          }
        }
        await w.flush();
        if (w.stopped) break;
      }
    } catch (e) {
      w.err(cannotRead(file, e) + '\n');
      code = 2;
    }
    if (w.stopped) break;
    for (const line of lines.end()) handle(line, file);
    await w.flush();
  }
  return code;
}
