/**
 * The command line: arguments in, score(line), formatted text or JSON out, and an
 * exit code computed by exitCodeFor. The only module that does I/O.
 *
 *   mcr "<hand>"        one hand (the words of an unquoted hand are joined by spaces)
 *   ... | mcr           batch: every non-blank, non-# line of stdin
 *
 * Exit codes: 0 win; 1 below the minimum or not a winning hand; 2 the input could
 * not be read (or a usage error). In batch mode the worst line decides.
 */
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import chalk, { Chalk, type ChalkInstance } from 'chalk';
import { Command, CommanderError } from 'commander';
import { formatJson } from './format/json.js';
import { formatError, formatText } from './format/text.js';
import { score } from './index.js';
import type { ScoreResult } from './result.js';

export type ExitCode = 0 | 1 | 2;

/** 0 win, 1 a false claim (below the minimum, not a winning hand), 2 a reading error. */
export function exitCodeFor(r: ScoreResult): ExitCode {
  if (!r.ok) return 2;
  return r.verdict === 'win' ? 0 : 1;
}

/** Batch mode: the worst line decides (2 over 1 over 0). */
export const worstOf = (a: ExitCode, b: ExitCode): ExitCode => (a > b ? a : b);

/**
 * Colour only on a terminal, when NO_COLOR is unset or empty (https://no-color.org;
 * chalk itself ignores it) and --no-color was not given.
 */
export function colorFor(stream: { isTTY?: boolean }, flag: boolean, env: NodeJS.ProcessEnv): ChalkInstance {
  const use = flag && stream.isTTY === true && !env.NO_COLOR;
  return new Chalk({ level: use ? chalk.level || 1 : 0 });
}

interface Options {
  json?: boolean;
  color: boolean;
}

interface Output {
  out: ChalkInstance;
  err: ChalkInstance;
  json: boolean;
}

const write = (stream: NodeJS.WriteStream, text: string): Promise<void> =>
  new Promise((resolve) => {
    if (stream.write(text + '\n')) resolve();
    else stream.once('drain', resolve);
  });

/**
 * One result to the right stream. Text mode: results on stdout, reading errors on
 * stderr (with `where` before the message in batch mode). JSON mode: every result,
 * reading errors too, as one line on stdout.
 */
async function emit(r: ScoreResult, o: Output, where = ''): Promise<void> {
  if (o.json) return write(process.stdout, formatJson(r));
  if (!r.ok) return write(process.stderr, where + formatError(r.input, r.error, o.err));
  return write(process.stdout, formatText(r, { color: o.out }));
}

/** Mode 1: the hand given on the command line. */
async function scoreArgument(line: string, o: Output): Promise<ExitCode> {
  const r = score(line);
  await emit(r, o);
  return exitCodeFor(r);
}

/** Mode 2: one hand per line of a stream, blank lines and # comments skipped. */
async function scoreLines(input: NodeJS.ReadableStream, o: Output): Promise<ExitCode> {
  let code: ExitCode = 0;
  let lineNo = 0;
  let first = true;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    lineNo++;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const r = score(line);
    if (!o.json && r.ok && !first) await write(process.stdout, '');
    if (r.ok) first = false;
    await emit(r, o, `line ${lineNo}:\n`);
    code = worstOf(code, exitCodeFor(r));
  }
  return code;
}

const LEGEND = `
Notation (one claim; spaces between concealed groups do not matter):
  tiles      123b bamboo (or s)  456c characters (or m)  789d dots (or p)
             E S W N winds  R G P dragons: red (or C), green (or F), white
             Unicode mahjong tiles too; flower tiles count as flowers
  concealed  the tiles outside brackets; the LAST one is the winning tile
  melds      [123b] chow  [555d] pung  [5555d] melded kong
             (5555d) concealed kong
  options    +win:wall|discard   +seat:<wind>   +round:<wind>   +from:<wind>
             +flowers:0..8   +last   +wall-last   +kong
             (defaults: discard, seat E, round E, discarder unknown, 0 flowers)

Examples:
  $ mcr "[123b] 456c 78d EEE 55d 9d +win:wall +seat:S"
      Mixed Straight 8, Prevalent Wind 2, Self-Drawn 1: 11, each other pays 19
  $ mcr --json "[SSS] [777c] 567b 345c E E +seat:N +round:N +flowers:3"
      3 fan points (+3 flowers): below the minimum of 8, the claimer pays
      10 to each other player; exit code 1
  $ printf '%s\\n' "19b19c19dESWNRGP 1b" "123x" | mcr
      one result per line: Thirteen Orphans, then a reading error (exit 2)

Exit codes: 0 win, 1 below minimum or not a winning hand, 2 input not readable.
Colour only on a terminal; NO_COLOR or --no-color turns it off.`;

function program(): Command {
  const { version } = createRequire(import.meta.url)('../package.json') as { version: string };
  return new Command()
    .name('mcr')
    .description('Score a Mahjong Competition Rules (MCR, 国标麻将) hand: fans, total, verdict and payments.')
    .argument('[hand...]', 'the hand in mcr notation (quote it); without it, hands are read from stdin')
    .option('--json', 'print the result as one line of JSON (schema mcr-score/1)')
    .option('--no-color', 'plain text (also when NO_COLOR is set or stdout is not a terminal)')
    .version(version, '-V, --version')
    .helpOption('-h, --help', 'show this help, the notation and examples')
    .addHelpText('after', LEGEND)
    .exitOverride();
}

export async function main(argv: readonly string[]): Promise<ExitCode> {
  const cmd = program();
  try {
    cmd.parse(argv);
  } catch (e) {
    // Commander has already printed help, the version or the usage error.
    return e instanceof CommanderError && e.exitCode === 0 ? 0 : 2;
  }
  const words = cmd.args;
  const opts = cmd.opts<Options>();
  const o: Output = {
    out: colorFor(process.stdout, opts.color, process.env),
    err: colorFor(process.stderr, opts.color, process.env),
    json: opts.json === true,
  };
  if (words.length > 0) return scoreArgument(words.join(' '), o);
  if (process.stdin.isTTY) {
    cmd.outputHelp();
    return 0;
  }
  return scoreLines(process.stdin, o);
}

/** Run when started as the program (bin/mcr.js or dist/cli.js), not when imported by tests. */
function isEntryPoint(): boolean {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return p;
    }
  };
  const entry = process.argv[1] ? real(process.argv[1]) : '';
  return [fileURLToPath(import.meta.url), fileURLToPath(new URL('../bin/mcr.js', import.meta.url))].some(
    (p) => real(p) === entry,
  );
}

if (isEntryPoint()) {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    // The reader went away (mcr ... | head): stop quietly.
    if (e.code === 'EPIPE') process.stdin.destroy();
  });
  main(process.argv).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`mcr: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 2;
    },
  );
}
