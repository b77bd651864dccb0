/**
 * The command line: arguments in, one command, its output through the one writer
 * (io/output.ts), an exit code. Every command is declared once in
 * commands/declarations.ts; this module picks the command (`mcr waits ...`, or
 * scoring when the first word is no command), reads its arguments by its declaration
 * (commands/spec.ts) and runs it.
 *
 * Exit codes: 0 win; 1 below the minimum or not a winning hand; 2 the input could
 * not be read (or a usage error, or the output could not be written). In batch mode
 * the worst line decides. 128 + the signal's number after SIGINT, SIGTERM or SIGHUP.
 * An internal error (a bug) is 2, never 0.
 *
 * Start-up stays light: a command's handler, the text formatter (chalk, cli-table3)
 * and the batch modules are loaded only when used.
 */
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ExitCode } from './batch/summary.js';
import { Output as Writer } from './io/output.js';
import { COMMANDS, SCORE } from './commands/declarations.js';
import { readArgs, takeLang } from './commands/program.js';
import { usageError } from './commands/spec.js';
import { catalog } from './i18n/index.js';
import { createContext, type Context, type InStream } from './commands/context.js';
import { describeError } from './errors.js';

export { exitCodeFor, worstOf, type ExitCode } from './batch/summary.js';

/** Where the manual (docs/) is installed: beside dist/, as this module (or the bundle) is in dist/. */
const MANUAL_DIR = fileURLToPath(new URL('../docs/', import.meta.url));

/** The program: every byte of output goes through the context's writer (io/output.ts). */
export async function main(argv: readonly string[], run: Context): Promise<ExitCode> {
  // --lang is every command's, read first: the help and the errors of the arguments speak it.
  const { lang, args, invalid } = takeLang(argv.slice(2), run.t);
  if (invalid !== undefined) return usageError(invalid, run);
  const ctx: Context = lang === undefined ? run : { ...run, lang, t: catalog(lang) };
  // A command's word first (no hand starts with one: lowercase w, s, r, f, h are no tiles).
  const command = COMMANDS.find((c) => c.name === args[0]);
  const spec = command ?? SCORE;
  const parsed = readArgs(spec, command ? args.slice(1) : args, ctx);
  if (typeof parsed === 'number') return parsed;
  if (spec === SCORE && parsed.values.version === true) {
    ctx.w.out(`${ctx.version()}\n`);
    return 0;
  }
  return spec.run(parsed, ctx);
}

/** The context of the real process (one per run): its writer, environment and standard input. */
export function processContext(w: Writer): Context {
  return createContext({
    w,
    env: process.env,
    stdin: process.stdin as InStream,
    manualDir: MANUAL_DIR,
    version: () => (createRequire(import.meta.url)('../package.json') as { version: string }).version,
  });
}

/**
 * The exit status at the process's end: `code` is the one Node is about to exit with
 * (not 0 after an uncaught error or an unhandled rejection, 128 + n after a signal's
 * exit), `earned` the command's (null when it had not finished). A crash or an
 * unfinished command is never 0.
 */
export function exitStatus(code: number, earned: ExitCode | null, w: Pick<Writer, 'exitCode'>): number {
  if (code >= 128) return w.exitCode(code);
  if (code !== 0) return Math.max(code, 2);
  return w.exitCode(earned ?? 2);
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
  let earned: ExitCode | null = null;
  // Set at the very end: a write error can still be reported after main() returns, and
  // an error thrown outside main() (Node's exit code 1) must not end as the code earned.
  process.on('exit', (code) => {
    if (earned === null && code === 0) w.errNow('mcr: internal error: the command ended without finishing\n');
    process.exitCode = exitStatus(code, earned, w);
  });
  main(argv, processContext(w)).then(
    (code) => {
      earned = code;
      // What is still queued in the streams is sent before the process ends by itself.
      return w.flush();
    },
    (e: unknown) => {
      w.err(`mcr: internal error: ${describeError(e, true)}\n`);
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
