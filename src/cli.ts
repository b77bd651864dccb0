/**
 * The command line: arguments in, score(line), formatted text or JSON out, and an
 * exit code. The only module that does I/O; the batch logic is in batch/.
 *
 *   mcr "<hand>"          one hand (the words of an unquoted hand are joined by spaces)
 *   ... | mcr             batch: every non-blank, non-# line of stdin
 *   mcr --file a --file - batch: the lines of each file in turn ("-" is stdin)
 *   mcr waits "<hand>"    ready-hand analysis (commands/waits.ts)
 *   mcr session [file]    a session's score sheet (commands/session.ts)
 *
 * Exit codes: 0 win; 1 below the minimum or not a winning hand; 2 the input could
 * not be read (or a usage error). In batch mode the worst line decides.
 *
 * Batch output is written once per input chunk, never once per line, and the next
 * chunk is read only when stdout has taken the last (memory stays flat however long
 * the input). Start-up stays light: the text formatter (chalk, cli-table3) is loaded
 * only for text output, the batch modules only for a batch, commander only for help,
 * the version and usage errors.
 */
import { createReadStream, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Command } from 'commander';
import type { Progress } from './batch/progress.js';
import type { Writer } from './batch/run.js';
import { exitCodeFor, worstOf, type ExitCode } from './batch/summary.js';
import type { ColorLevel, TextFormat } from './batch/text.js';
import { formatJson, formatJsonInto } from './format/json.js';
import { nearest } from './nearest.js';
import { parseLine } from './notation/parse.js';
import { terminalWidth, wrap } from './format/width.js';
import { score } from './score.js';
import { rulesOption } from './rules/option.js';
import type { ScoreResult } from './result.js';

export { exitCodeFor, worstOf, type ExitCode } from './batch/summary.js';

/**
 * Colour on a terminal, or forced by --color (`forced`) or FORCE_COLOR=1, 2, 3 or true
 * (so that `mcr --color ... | less -R` gets it); FORCE_COLOR=0 or false turns it off
 * unless --color is given. NO_COLOR set and not empty (https://no-color.org; chalk
 * itself ignores it) and --no-color (`flag` false) win over everything. Level 1 means
 * colour: the text formatter (batch/text.ts) then asks chalk how many colours the
 * terminal has, so that chalk is loaded only for text output.
 */
export function colorFor(
  stream: { isTTY?: boolean },
  flag: boolean,
  env: NodeJS.ProcessEnv,
  forced = false,
): ColorLevel {
  if (!flag || env.NO_COLOR) return { level: 0 };
  if (forced) return { level: 1 };
  const force = env.FORCE_COLOR;
  if (force === '1' || force === '2' || force === '3' || force === 'true') return { level: 1 };
  if (force === '0' || force === 'false') return { level: 0 };
  return { level: stream.isTTY === true ? 1 : 0 };
}

/** The subcommands, for "did you mean" (a word that is no hand and is near one of these). */
const SUBCOMMANDS = ['waits', 'session', 'rules', 'fans', 'why'];

/**
 * The hint for a first word that is a mistyped subcommand rather than a hand:
 * `help` → "did you mean `mcr --help`?", `wait` → "did you mean `mcr waits`?"; null when
 * the word reads as hand text (`EEE`, `RRR`) or is near no subcommand.
 */
export function subcommandTypo(word: string): string | null {
  if (!/^[A-Za-z-]{2,20}$/.test(word) || parseLine(word).ok) return null;
  const lower = word.replace(/^-+/, '').toLowerCase();
  const known = [...SUBCOMMANDS, 'help'];
  // One slip in a short word (two would make `hello` a `help`), two in a longer one.
  const near = known.includes(lower) ? lower : nearest(lower, known, lower.length <= 5 ? 1 : 2);
  if (!near) return null;
  return `'${word}' is no hand and no command; did you mean \`mcr ${near === 'help' ? '--help' : near}\`?`;
}

interface Options {
  json?: boolean;
  rules?: string;
  interactive?: boolean;
  /** true for --color, false for --no-color, undefined for neither (colour on a terminal). */
  color?: boolean;
  /** Absent when no --file was given (no default shown in --help). */
  file?: string[];
  summaryOnly?: boolean;
  canonical?: boolean;
  explain?: boolean;
  arrangements?: boolean;
  compact?: boolean;
}

interface Output {
  /** The rule profile named by --rules or MCR_RULES (undefined: the default). */
  rules: string | undefined;
  out: ColorLevel;
  err: ColorLevel;
  json: boolean;
  canonical: boolean;
  /** --explain / --arrangements (explain/command.ts). */
  explain: boolean;
  arrangements: boolean;
  /** Cells a line may take on stdout and on stderr (format/width.ts). */
  width: number;
  errWidth: number;
  /** --compact: one line for a single hand too. */
  compact: boolean;
}

/** Bytes of output gathered before a write (more only for one very long result). */
const OUT_BYTES = 1 << 20;

/**
 * Room kept free for the next JSON result: one that does not fit writes the buffer
 * out and starts again in an empty one, so a smaller margin only costs more restarts.
 */
const JSON_ROOM = 64 * 1024;

/** Bytes read at a time from a --file. */
const CHUNK = 256 * 1024;

/** Set when stdout's reader has gone away (mcr ... | head): stop, quietly. */
let outputClosed = false;

const loadText = async (o: Output): Promise<TextFormat> => (await import('./batch/text.js')).textFormat(o);

/** Resolves when the stream has taken what it buffered, or can take nothing more. */
function drained(s: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (s.destroyed) return resolve();
    const done = () => {
      s.off('drain', done).off('close', done).off('error', done);
      resolve();
    };
    s.on('drain', done).on('close', done).on('error', done);
  });
}

/**
 * Batch output: results gathered into a buffer, written when it is full and at the
 * end of each chunk of input (never once per line). An error message first writes the
 * results before it, so that on a terminal both streams read in input order.
 * Exported for tests, which give it a stream of their own.
 */
export class Sink implements Writer {
  /** Results not written yet, as bytes: encoded as they come (JSON ones written as bytes from the start). */
  private buf: Buffer = Buffer.allocUnsafe(OUT_BYTES);
  private used = 0;
  /**
   * Buffers stdout is done with, filled again rather than fresh ones: the first
   * writes into new memory each fault its pages in, which cost as much as the
   * formatting itself.
   */
  private spare: Buffer[] = [];
  /** stdout asked to wait (a write returned false). */
  private full = false;

  constructor(
    private readonly progress: Progress | null,
    private readonly stdout: NodeJS.WriteStream = process.stdout,
  ) {}

  out(text: string): void {
    // UTF-8 takes at most 3 bytes for each UTF-16 unit.
    if (this.used + 3 * text.length > this.buf.length) {
      this.writeOut();
      if (3 * text.length > this.buf.length) return this.write(text);
    }
    this.used += this.buf.write(text, this.used);
  }

  /** A --json result: its bytes go straight into the buffer, no string made (format/json.ts). */
  json(r: ScoreResult): void {
    if (this.buf.length - this.used < JSON_ROOM) this.writeOut();
    let end = formatJsonInto(r, this.buf, this.used);
    if (end < 0 || end >= this.buf.length) {
      // Too long for the room left: write out what is pending and try an empty buffer;
      // a result that does not fit even that goes as a string.
      this.writeOut();
      end = formatJsonInto(r, this.buf, 0);
      if (end < 0 || end >= this.buf.length) return this.out(formatJson(r) + '\n');
    }
    this.buf[end] = 0x0a;
    this.used = end + 1;
  }

  err(text: string): void {
    this.writeOut();
    this.progress?.clear();
    process.stderr.write(text);
  }

  /** Writes what is pending; waits only when stdout asks to (its buffer is full). */
  async flush(): Promise<void> {
    this.writeOut();
    if (!this.full) return;
    this.full = false;
    await drained(this.stdout);
  }

  private writeOut(): void {
    if (this.used === 0) return;
    const written = this.buf;
    // Another buffer: stdout may hold on to the one written until it is sent, and
    // gives it back then (two are kept at most).
    this.buf = this.spare.pop() ?? Buffer.allocUnsafe(OUT_BYTES);
    this.write(written.subarray(0, this.used), () => {
      if (this.spare.length < 2) this.spare.push(written);
    });
    this.used = 0;
  }

  private write(data: string | Buffer, sent?: () => void): void {
    if (outputClosed) return;
    if (this.stdout.isTTY) this.progress?.clear();
    if (!this.stdout.write(data, sent)) this.full = true;
  }
}

/** Mode 1: the hand given on the command line. */
async function scoreArgument(line: string, o: Output): Promise<ExitCode> {
  if (o.canonical) {
    const { canonical, canonicalJson } = await import('./canonical.js');
    const c = canonical(line);
    if (o.json) {
      process.stdout.write(canonicalJson(c) + '\n');
    } else if (c.ok) {
      process.stdout.write(c.canonical + '\n');
    } else {
      process.stderr.write((await loadText(o)).error(line, c.error) + '\n');
    }
    return c.ok ? 0 : 2;
  }
  if (o.explain || o.arrangements) return (await import('./explain/command.js')).explainArgument(line, o);
  const r = score(line, { rules: o.rules });
  if (o.json) {
    process.stdout.write(formatJson(r) + '\n');
  } else {
    const text = await loadText(o);
    if (r.ok) process.stdout.write(text.screen(r) + '\n');
    else process.stderr.write(text.error(r.input, r.error) + '\n');
  }
  return exitCodeFor(r);
}

/** Mode 2: one hand per line of each input in turn ("-" is stdin). */
async function scoreLines(files: readonly string[], o: Output, summaryOnly: boolean): Promise<ExitCode> {
  const [{ LineSplitter }, { Batch }, { Progress }] = await Promise.all([
    import('./batch/lines.js'),
    import('./batch/run.js'),
    import('./batch/progress.js'),
  ]);
  const progress = process.stderr.isTTY ? new Progress((s) => process.stderr.write(s)) : null;
  const sink = new Sink(progress);
  const text = o.json ? undefined : await loadText(o);
  const batch = new Batch({ json: o.json, summaryOnly, canonical: o.canonical, rules: o.rules, text }, sink);
  for (const file of files) {
    const input = file === '-' ? process.stdin : createReadStream(file, { highWaterMark: CHUNK });
    const lines = new LineSplitter();
    try {
      for await (const chunk of input) {
        for (const line of lines.push(chunk as Buffer)) batch.line(line, file);
        await sink.flush();
        if (outputClosed) break;
        progress?.update(batch.done);
      }
      batch.inputRead();
    } catch (e) {
      batch.unreadable(file, e);
    }
    if (outputClosed) break;
    for (const line of lines.end()) batch.line(line, file);
  }
  progress?.clear();
  if (!outputClosed) {
    batch.end();
    await sink.flush();
  }
  return batch.exitCode;
}

const LEGEND = `
Notation (one claim; spaces between concealed groups do not matter):
  tiles      123b bamboo (or s)  456c characters (or m)  789d dots (or p)
             E S W N winds  R G P dragons: red (or C), green (or F), white
             Unicode mahjong tiles too; flower tiles count as flowers
             also read: 1z-7z (E S W N, white, green, red), 東南西北中發白,
             full-width characters, options in any case, +tsumo, +ron
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
      one line per hand: Thirteen Orphans, then a reading error (on stderr),
      then the summary table; exit 2
  $ mcr --json --file day1.txt --file day2.txt > results.ndjson
      one JSON object per hand line, in input order
  $ mcr --canonical < hands.txt
      each hand rewritten in canonical notation

Rules: green-book (the default, WMO 2006) or mil (--rules mil or MCR_RULES=mil);
  mcr rules lists them, mcr rules mil shows where mil differs.

Commands:
  mcr waits "<13 tiles>"   what wins this hand, and for how much (--help)
  mcr session [file]       a session log's score sheet (mcr session --help)
  mcr rules [name]         the rule profiles, and where one differs
  mcr why "<hand>" <fan>   why a fan counts or not (mcr why --help)
  mcr --arrangements "<hand>"  every arrangement with its fans and total
  mcr fans [name]          the fans: points, names, what each is, exclusions

Exit codes: 0 win, 1 below minimum or not a winning hand, 2 input not readable.
Colour on a terminal, or with --color or FORCE_COLOR=1 (for less -R);
NO_COLOR or --no-color turns it off.`;

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

async function program(): Promise<Command> {
  const { Command } = await import('commander');
  const { version } = createRequire(import.meta.url)('../package.json') as { version: string };
  return new Command()
    .name('mcr')
    .description('Score a Mahjong Competition Rules (MCR, 国标麻将) hand: fans, total, verdict and payments.')
    .argument('[hand...]', 'the hand in mcr notation (quote it); without it, hands are read from stdin')
    .option('--json', 'print each result as one line of JSON (schema mcr-score/1)')
    .option('-i, --interactive', 'a prompt: type hand after hand (waits, rules and help there too; Ctrl-D ends)')
    .option('--rules <name>', 'the rule profile: green-book (default) or mil; MCR_RULES sets the default (mcr rules)')
    .option('-f, --file <path>', 'read hands from a file, one per line ("-" for stdin; may be repeated)', collect)
    .option('--summary-only', 'batch: print only the summary (a table, or one JSON object with --json)')
    .option('--canonical', 'print the canonical form of each hand instead of scoring it')
    .option('--explain', 'one hand: also what makes each fan (fans[].uses in --json)')
    .option('--arrangements', 'one hand: also every arrangement with its fans and total, best first')
    .option('--compact', 'one line per hand (as in a batch), also for a single hand')
    .option('--color', 'colour even when not a terminal (also FORCE_COLOR=1), e.g. for less -R')
    .option('--no-color', 'plain text (also when NO_COLOR is set or stdout is not a terminal); wins over --color')
    .version(version, '-V, --version')
    .helpOption('-h, --help', 'show this help, the notation and examples')
    .addHelpText('after', LEGEND)
    .exitOverride();
}

export interface Parsed {
  words: string[];
  opts: Options;
}

/**
 * Plain arguments read with node:util's parseArgs, without loading commander (about
 * 10 ms of start-up): only the options below, each well formed. Anything else (help,
 * version, an unknown option, a missing value) gives null and goes to commander,
 * which reads it the same way or explains the error.
 */
export function quickParse(args: readonly string[]): Parsed | null {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: {
        json: { type: 'boolean' },
        rules: { type: 'string' },
        interactive: { type: 'boolean', short: 'i' },
        file: { type: 'string', short: 'f', multiple: true },
        'summary-only': { type: 'boolean' },
        canonical: { type: 'boolean' },
        color: { type: 'boolean' },
        explain: { type: 'boolean' },
        arrangements: { type: 'boolean' },
        compact: { type: 'boolean' },
        'no-color': { type: 'boolean' },
      },
      allowPositionals: true,
      strict: true,
    });
    return {
      words: positionals,
      opts: {
        json: values.json,
        rules: values.rules,
        interactive: values.interactive,
        color: values['no-color'] === true ? false : values.color === true ? true : undefined,
        file: values.file,
        summaryOnly: values['summary-only'],
        canonical: values.canonical,
        explain: values.explain,
        arrangements: values.arrangements,
        compact: values.compact,
      },
    };
  } catch {
    return null;
  }
}

/** The arguments read by commander; a number (the exit code) when it has answered itself. */
export async function commanderParse(argv: readonly string[]): Promise<Parsed | ExitCode> {
  const cmd = await program();
  try {
    cmd.parse(argv);
  } catch (e) {
    // Commander has already printed help, the version or the usage error.
    return (e as { exitCode?: number }).exitCode === 0 ? 0 : 2;
  }
  const opts = cmd.opts<Options>();
  // --no-color wins over --color whatever their order (commander takes the last).
  const args = argv.slice(2);
  const end = args.indexOf('--');
  if ((end < 0 ? args : args.slice(0, end)).includes('--no-color')) opts.color = false;
  return { words: cmd.args, opts };
}

export async function main(argv: readonly string[]): Promise<ExitCode> {
  // Subcommands: no hand starts with these words (lowercase w and s are no tiles).
  if (argv[2] === 'waits') return (await import('./commands/waits.js')).waitsCommand(argv.slice(3));
  if (argv[2] === 'session') return (await import('./commands/session.js')).sessionCommandLine(argv.slice(3));
  if (argv[2] === 'why') return (await import('./commands/why.js')).whyCommand(argv.slice(3));
  if (argv[2] === 'rules') return (await import('./commands/rules.js')).rulesCommand(argv.slice(3));
  if (argv[2] === 'fans') return (await import('./commands/fans.js')).fansCommand(argv.slice(3));
  const parsed = quickParse(argv.slice(2)) ?? (await commanderParse(argv));
  if (typeof parsed === 'number') return parsed;
  const { words, opts } = parsed;
  const files = opts.file ?? [];
  const usage = (message: string): ExitCode => {
    process.stderr.write(wrap(`error: ${message}`, terminalWidth(process.stderr, process.env), 2).join('\n') + '\n');
    return 2;
  };
  // The first word of the hand (mcr wait "..." or mcr "wait ...").
  const typo = words.length > 0 ? subcommandTypo(words.join(' ').trim().split(/[ \t]+/)[0]) : null;
  if (typo !== null) return usage(typo);
  if (words.length > 0 && files.length > 0) return usage('give a hand or --file, not both');
  if (words.length > 0 && opts.summaryOnly) return usage('--summary-only is for batch runs (hands from stdin or --file)');
  if ((opts.explain || opts.arrangements) && words.length === 0)
    return usage('--explain and --arrangements are for one hand given on the command line');
  if ((opts.explain || opts.arrangements) && opts.canonical) return usage('--canonical does not score; drop --explain/--arrangements');
  if (opts.canonical && opts.summaryOnly) return usage('--canonical prints no summary; drop --summary-only');
  const rules = rulesOption(opts.rules, process.env);
  if (!rules.ok) return usage(rules.message);
  const o: Output = {
    rules: rules.name,
    out: colorFor(process.stdout, opts.color !== false, process.env, opts.color === true),
    err: colorFor(process.stderr, opts.color !== false, process.env, opts.color === true),
    json: opts.json === true,
    canonical: opts.canonical === true,
    explain: opts.explain === true,
    arrangements: opts.arrangements === true,
    width: terminalWidth(process.stdout, process.env),
    errWidth: terminalWidth(process.stderr, process.env),
    compact: opts.compact === true,
  };
  if (opts.interactive) {
    if (words.length > 0 || files.length > 0 || o.json || o.canonical || opts.summaryOnly)
      return usage('-i (interactive) reads hands typed at its prompt: give no hand, --file, --json, --canonical or --summary-only');
    const { interactive } = await import('./commands/interactive.js');
    return interactive({
      input: process.stdin,
      output: process.stdout,
      errors: process.stderr,
      terminal: process.stdin.isTTY === true && process.stdout.isTTY === true,
      rules: o.rules,
      colorLevel: o.out.level,
    });
  }
  if (words.length > 0) return scoreArgument(words.join(' '), o);
  if (files.length === 0 && process.stdin.isTTY) {
    (await program()).outputHelp();
    return 0;
  }
  return scoreLines(files.length > 0 ? files : ['-'], o, opts.summaryOnly === true);
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
    // The reader went away (mcr ... | head): stop quietly, the exit code as it stands.
    if (!outputClosed && e.code !== 'EPIPE') {
      process.stderr.write(`mcr: cannot write the output: ${e.message}\n`);
      process.exitCode = 2;
    }
    outputClosed = true;
  });
  process.stderr.on('error', () => {
    // Nowhere left to say anything.
  });
  main(process.argv).then(
    (code) => {
      process.exitCode = worstOf(code, (process.exitCode ?? 0) as ExitCode);
    },
    (e: unknown) => {
      process.stderr.write(`mcr: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 2;
    },
  );
}
