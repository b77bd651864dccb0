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
 * not be read (or a usage error, or the output could not be written). In batch mode
 * the worst line decides. 128 + the signal's number after SIGINT, SIGTERM or SIGHUP.
 *
 * All output goes through one writer (io/output.ts): batch output is written once per
 * input chunk, never once per line, and the next chunk is read only when stdout and
 * stderr have taken the last (memory stays flat however long the input); a closed or
 * failing output, or a signal, stops the reading. Start-up stays light: the text formatter (chalk, cli-table3) is loaded
 * only for text output, the batch modules only for a batch, commander only for help,
 * the version and usage errors.
 */
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Command } from 'commander';
import { exitCodeFor, type ExitCode } from './batch/summary.js';
import type { Feed } from './batch/feed.js';
import type { Batch, BatchOptions } from './batch/run.js';
import type { ColorLevel, TextFormat } from './batch/text.js';
import { formatJson } from './format/json.js';
import { chunksOf } from './io/input.js';
import { Output as Writer } from './io/output.js';
import { nearest } from './nearest.js';
import { parseLine } from './notation/parse.js';
import { terminalWidth, wrap } from './format/width.js';
import { score } from './score.js';
import { rulesOption } from './rules/option.js';
import { colorFor } from './format/color.js';

export { exitCodeFor, worstOf, type ExitCode } from './batch/summary.js';

export { colorFor } from './format/color.js';

/** The subcommands, for "did you mean" (a word that is no hand and is near one of these). */
const SUBCOMMANDS = ['waits', 'session', 'rules', 'fans', 'why', 'web'];

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
  w: Writer;
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

const loadText = async (o: Output): Promise<TextFormat> => (await import('./batch/text.js')).textFormat(o);

/** Mode 1: the hand given on the command line. */
async function scoreArgument(line: string, o: Output): Promise<ExitCode> {
  if (o.canonical) {
    const { canonical, canonicalJson } = await import('./canonical.js');
    const c = canonical(line);
    if (o.json) {
      o.w.out(canonicalJson(c) + '\n');
    } else if (c.ok) {
      o.w.out(c.canonical + '\n');
    } else {
      o.w.err((await loadText(o)).error(line, c.error) + '\n');
    }
    return c.ok ? 0 : 2;
  }
  if (o.explain || o.arrangements) return (await import('./explain/command.js')).explainArgument(line, o);
  const r = score(line, { rules: o.rules });
  if (o.json) {
    o.w.out(formatJson(r) + '\n');
  } else {
    const text = await loadText(o);
    if (r.ok) o.w.out(text.screen(r) + '\n');
    else o.w.err(text.error(r.input, r.error) + '\n');
  }
  return exitCodeFor(r);
}

/**
 * Mode 2: one hand per line of each input in turn ("-" is stdin). Output is written
 * once per chunk of input, and the next chunk is read only when the output has taken
 * the last (Writer.flush); a closed output or a signal stops the reading.
 */
async function scoreLines(files: readonly string[], o: Output, summaryOnly: boolean): Promise<ExitCode> {
  const [{ Batch }, { Progress }] = await Promise.all([import('./batch/run.js'), import('./batch/progress.js')]);
  const w = o.w;
  const progress = w.stderr.isTTY ? new Progress((s) => w.errNow(s)) : null;
  w.setOverlay(progress);
  const text = o.json ? undefined : await loadText(o);
  const opts = { json: o.json, summaryOnly, canonical: o.canonical, rules: o.rules, text };
  const batch = new Batch(opts, w);
  const feed = await feedFor(batch, opts, o);
  for (const file of files) {
    feed.open(file);
    try {
      for await (const chunk of chunksOf(file)) {
        await feed.push(chunk);
        await w.flush();
        if (w.stopped) break;
        progress?.update(batch.done);
      }
      batch.inputRead();
    } catch (e) {
      feed.unreadable(e);
    }
    if (w.stopped) break;
    feed.close();
  }
  await feed.finish();
  progress?.clear();
  w.setOverlay(null);
  if (!w.stopped) {
    batch.end();
    await w.flush();
  }
  return batch.exitCode;
}

/**
 * A --json batch (scores, not --canonical) goes over worker threads when MCR_WORKERS
 * asks for more than one (batch/parallel.ts); anything else, and a text batch (whose
 * errors interleave on stderr), is scored as it is read.
 */
async function feedFor(batch: Batch, opts: BatchOptions, o: Output): Promise<Feed> {
  if (o.json && !o.canonical) {
    const { ParallelFeed, threadCount, workersAfter } = await import('./batch/parallel.js');
    const threads = threadCount(process.env);
    if (threads > 1) return new ParallelFeed(batch, opts, o.w, { workers: threads - 1, after: workersAfter(process.env) });
  }
  return new (await import('./batch/feed.js')).SerialFeed(batch);
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
  mcr web [--port N]       the page for phones, served for this network (--help)

Exit codes: 0 win, 1 below minimum or not a winning hand, 2 input not readable;
128 + the signal's number when stopped by SIGINT, SIGTERM or SIGHUP.
Colour on a terminal, or with --color or FORCE_COLOR=1 (for less -R);
NO_COLOR or --no-color turns it off.`;

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

/** Commander's program; its help, version and usage errors go through the writer when one is given. */
async function program(w?: Writer): Promise<Command> {
  const { Command } = await import('commander');
  const { version } = createRequire(import.meta.url)('../package.json') as { version: string };
  const cmd = new Command();
  if (w) cmd.configureOutput({ writeOut: (s) => w.out(s), writeErr: (s) => w.err(s) });
  return cmd
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
export async function commanderParse(argv: readonly string[], w?: Writer): Promise<Parsed | ExitCode> {
  const cmd = await program(w);
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

/** The program: every byte of output goes through w (io/output.ts). */
export async function main(argv: readonly string[], w: Writer): Promise<ExitCode> {
  // Subcommands: no hand starts with these words (lowercase w and s are no tiles).
  if (argv[2] === 'waits') return (await import('./commands/waits.js')).waitsCommand(argv.slice(3), w);
  if (argv[2] === 'session') return (await import('./commands/session.js')).sessionCommandLine(argv.slice(3), w);
  if (argv[2] === 'why') return (await import('./commands/why.js')).whyCommand(argv.slice(3), w);
  if (argv[2] === 'rules') return (await import('./commands/rules.js')).rulesCommand(argv.slice(3), w);
  if (argv[2] === 'fans') return (await import('./commands/fans.js')).fansCommand(argv.slice(3), w);
  if (argv[2] === 'web') return (await import('./commands/web.js')).webCommand(argv.slice(3), w);
  const parsed = quickParse(argv.slice(2)) ?? (await commanderParse(argv, w));
  if (typeof parsed === 'number') return parsed;
  const { words, opts } = parsed;
  const files = opts.file ?? [];
  const usage = (message: string): ExitCode => {
    w.err(wrap(`error: ${message}`, terminalWidth(w.stderr, process.env), 2).join('\n') + '\n');
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
    w,
    out: colorFor(w.stdout, opts.color !== false, process.env, opts.color === true),
    err: colorFor(w.stderr, opts.color !== false, process.env, opts.color === true),
    json: opts.json === true,
    canonical: opts.canonical === true,
    explain: opts.explain === true,
    arrangements: opts.arrangements === true,
    width: terminalWidth(w.stdout, process.env),
    errWidth: terminalWidth(w.stderr, process.env),
    compact: opts.compact === true,
  };
  if (opts.interactive) {
    if (words.length > 0 || files.length > 0 || o.json || o.canonical || opts.summaryOnly)
      return usage('-i (interactive) reads hands typed at its prompt: give no hand, --file, --json, --canonical or --summary-only');
    const { interactive } = await import('./commands/interactive.js');
    return interactive({
      input: process.stdin,
      w,
      terminal: process.stdin.isTTY === true && w.stdout.isTTY === true,
      rules: o.rules,
      colorLevel: o.out.level,
    });
  }
  if (words.length > 0) return scoreArgument(words.join(' '), o);
  if (files.length === 0 && process.stdin.isTTY) {
    (await program(w)).outputHelp();
    return 0;
  }
  return scoreLines(files.length > 0 ? files : ['-'], o, opts.summaryOnly === true);
}

/**
 * Run as the program: one writer for the whole run, main(), the exit code. Called by
 * bin/mcr.js (through the bundle's entry, src/bin.ts) and by `node dist/cli.js`;
 * a second call does nothing.
 */
let started = false;
export function run(argv: readonly string[] = process.argv): void {
  if (started) return;
  started = true;
  // One writer for the whole run: stream errors (a closed pipe, a full disk) and
  // signals stop it; see io/output.ts for the policy and README "Limits".
  const w = new Writer().watch();
  let earned = 0;
  // Set at the very end: a write error can still be reported after main() returns.
  process.on('exit', () => {
    process.exitCode = w.exitCode(earned);
  });
  main(argv, w).then(
    (code) => {
      earned = code;
      // What is still queued in the streams is sent before the process ends by itself.
      return w.flush();
    },
    (e: unknown) => {
      w.err(`mcr: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      earned = 2;
      return w.flush();
    },
  );
}

/** `node dist/cli.js` (not an import by tests, and not the bundle, whose entry calls run()). */
function isEntryPoint(): boolean {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return p;
    }
  };
  return process.argv[1] !== undefined && real(process.argv[1]) === real(fileURLToPath(import.meta.url));
}

if (isEntryPoint()) run();
