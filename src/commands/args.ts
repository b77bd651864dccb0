/**
 * The older way a command read its own arguments, kept only for the commands that
 * still do (src/commands/tournament.ts and web.ts, declared `raw` or re-reading what
 * their declaration has checked): node:util's parseArgs, a usage error on stderr with
 * the command's help (exit 2), and --help on stdout (exit 0). Every other command is
 * read by its declaration (commands/spec.ts); when those two are, this file goes.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Output } from '../io/output.js';

/** The options most subcommands take. */
export const COMMON_OPTIONS = {
  json: { type: 'boolean' },
  rules: { type: 'string' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Parsed<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>;

/**
 * The parsed arguments, or the exit code when there is nothing more to do: 2 after
 * a usage error, 0 after --help (or when `helpWhen` says the help is what to show).
 */
export function commandArgs<const T extends Omit<ParseArgsConfig, 'args' | 'allowPositionals'>>(
  args: readonly string[],
  config: T,
  help: string,
  w: Output,
  helpWhen: (p: Parsed<T & { allowPositionals: true }>) => boolean = () => false,
): Parsed<T & { allowPositionals: true }> | 0 | 2 {
  let parsed: Parsed<T & { allowPositionals: true }>;
  try {
    parsed = parseArgs({ ...config, args: [...args], allowPositionals: true }) as Parsed<T & { allowPositionals: true }>;
  } catch (e) {
    w.err(`error: ${e instanceof Error ? e.message : String(e)}\n${help.replace(/\n?$/, '\n')}`);
    return 2;
  }
  if ((parsed.values as { help?: boolean }).help === true || helpWhen(parsed)) {
    w.out(help.replace(/\n?$/, '\n'));
    return 0;
  }
  return parsed;
}
