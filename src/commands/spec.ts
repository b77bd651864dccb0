/**
 * What a declaration of a command holds (commands/declarations.ts holds them all):
 * its name, usage, what it does, arguments, options with their help, examples, exit
 * codes, manual page and handler. commands/program.ts makes commander's commands
 * from them: the parsing, --help, suggestions and subcommands are commander's; the
 * layout of the help (rowsText, below) and the wording of the errors are the
 * project's. Usage errors go to stderr, exit 2; the help to stdout.
 */
import type { ExitCode } from '../batch/summary.js';
import type { Catalog } from '../i18n/types.js';
import type { Context } from './context.js';
import { textWidth, wrap } from '../format/width.js';

export interface OptionSpec {
  /** The long name without its dashes: `json`, `summary-only`. */
  name: string;
  /** Short letters: `i` for -i, `Vv` for -V and -v (the first one listed by commander, the others hidden aliases). */
  short?: string;
  /** The value's placeholder (`<name>`); none for a flag. */
  value?: string;
  /** May be given more than once (the values in order). */
  multiple?: boolean;
  help: string;
  /** The help of --no-<name>, which this declares (it wins over --<name> whatever the order). */
  no?: string;
  /**
   * For a command with subcommands: the subcommands that take it (its help names
   * them, and any other refuses it); none: every one of them.
   */
  for?: readonly string[];
  /** The values it takes (commander's choices); any other is a usage error, worded by `invalid`. */
  choices?: readonly string[];
  /** A whole number from min to max (parsed by commander: the handler gets a number), worded by `invalid`. */
  integer?: { min: number; max: number };
  /** The usage error for a value outside `choices` or `integer` (after `error: `). */
  invalid?: (value: string, t: Catalog) => string;
  /** Options it can not go with (commander's conflicts): the other option's name -> the usage error. */
  conflicts?: Readonly<Record<string, string>>;
}

/** A part of the help: a title and rows (term, text) or a paragraph. */
export interface HelpSection {
  title: string;
  rows?: readonly (readonly [string, string])[];
  text?: string;
}

/** Arguments as read: the options' values by long name, the words, and the arguments as given. */
export interface Parsed {
  /** Strings, flags, string lists (`multiple`) and numbers (`integer`); undefined when not given. */
  values: Record<string, string | boolean | number | string[] | undefined>;
  /** The words; for a command with subcommands, the subcommand's name first. */
  positionals: string[];
  args: readonly string[];
}

export interface CommandSpec {
  /** The word after `mcr` (empty for scoring, the command without a word). */
  name: string;
  /** The usage after `mcr `: `waits [options] [hand...]`. */
  usage: string;
  /** One line for the list of commands in `mcr --help`. */
  summary: string;
  /** How it is named in that list when not its name and usage without [options]: `waits "<13 tiles>"`. */
  listed?: string;
  /** What it does: paragraphs. */
  about: readonly string[];
  args?: readonly (readonly [string, string])[];
  options: readonly OptionSpec[];
  /** Its own sub-words (`mcr tournament init`), commander subcommands: `['init DIR', 'what it does']`. */
  subcommands?: readonly (readonly [string, string])[];
  /** Sections after the options (the notation, the log format). */
  sections?: readonly HelpSection[];
  /** Command lines and what each shows. */
  examples?: readonly (readonly [string, string])[];
  exits: string;
  /** Its page of the manual installed with the package (`CLI.md`). */
  manual?: string;
  /** The help rather than waiting on a terminal for input that is not coming. */
  helpWhen?: (p: Parsed, ctx: Context) => boolean;
  run(p: Parsed, ctx: Context): Promise<ExitCode> | ExitCode;
}

/** The options every command takes. */
export const HELP_OPTION: OptionSpec = { name: 'help', short: 'h', help: 'this help' };

/** `mcr <name>` as typed (`mcr` for scoring). */
export const commandLine = (spec: CommandSpec): string => (spec.name ? `mcr ${spec.name}` : 'mcr');

/** The help's term of an option: `-f, --file <path>`, `-V, -v, --version`. */
export const termOf = (o: OptionSpec): string =>
  `${o.short ? [...o.short].map((c) => `-${c}, `).join('') : ''}--${o.name}${o.value ? ` ${o.value}` : ''}`;

/** The column the texts of rows start at (after two spaces): the widest term and two, within a third of the width. */
export function rowsColumn(terms: readonly string[], width: number): number {
  const widest = Math.max(0, ...terms.map((t) => textWidth(t)));
  return Math.min(widest + 2, Math.max(12, Math.floor(width / 3)));
}

/** One row: its text in the column, wrapped; a term too wide for the column gets a line of its own. */
export function rowText(term: string, text: string, column: number, width: number): string[] {
  if (textWidth(term) + 2 > column) return [...wrap(term, width, 4, '  '), ...(text ? wrap(text, width, 2 + column, ' '.repeat(2 + column)) : [])];
  return wrap(text, width, 2 + column, `  ${term}${' '.repeat(column - textWidth(term))}`);
}

/** Rows of terms and texts: the texts in a column, wrapped; a term too wide for it gets a line of its own. */
export function rowsText(rows: readonly (readonly [string, string])[], width: number): string[] {
  const column = rowsColumn(rows.map(([t]) => t), width);
  return rows.flatMap(([term, text]) => rowText(term, text, column, width));
}

/** A usage error on stderr, wrapped to its width, exit 2. */
export function usageError(message: string, ctx: Context): 2 {
  ctx.w.err(wrap(`${ctx.t.help.error}${message}`, ctx.errWidth, 2).join('\n') + '\n');
  return 2;
}

/** Helpers for a handler reading its values. */
export const flag = (p: Parsed, name: string): boolean => p.values[name] === true;
export const text = (p: Parsed, name: string): string | undefined => {
  const v = p.values[name];
  return typeof v === 'string' ? v : undefined;
};
export const texts = (p: Parsed, name: string): string[] => {
  const v = p.values[name];
  return Array.isArray(v) ? v : [];
};
/** An `integer` option's number, or undefined when not given. */
export const integer = (p: Parsed, name: string): number | undefined => {
  const v = p.values[name];
  return typeof v === 'number' ? v : undefined;
};
/** --color / --no-color: true, false, or undefined for neither. */
export const colorFlag = (p: Parsed): boolean | undefined => (typeof p.values.color === 'boolean' ? p.values.color : undefined);
