/**
 * The command line's one way of declaring a command (commands/declarations.ts holds
 * them all): its name, usage, what it does, arguments, options with their help,
 * examples, exit codes, manual page and handler. From a declaration come the reading
 * of its arguments (node:util's parseArgs, configured here; no hand-written parser),
 * its --help (wrapped to the screen's width, format/width.ts) and the "did you mean"
 * of its options (nearest.ts). Usage errors go to stderr, exit 2; the help to stdout.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { ExitCode } from '../batch/summary.js';
import type { Output } from '../io/output.js';
import { nearest } from '../nearest.js';
import { parseLine } from '../notation/parse.js';
import { terminalWidth, textWidth, wrap } from '../format/width.js';

export interface OptionSpec {
  /** The long name without its dashes: `json`, `summary-only`. */
  name: string;
  /** Short letters: `i` for -i, `Vv` for -V and -v. */
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
}

/** A part of the help: a title and rows (term, text) or a paragraph. */
export interface HelpSection {
  title: string;
  rows?: readonly (readonly [string, string])[];
  text?: string;
}

/** Arguments as read: the options' values by long name, the words, and the arguments as given. */
export interface Parsed {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
  args: readonly string[];
  /** Where the manual is installed (for the help command). */
  manualDir: string;
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
  /** Its own sub-words (`mcr tournament init`): listed, and offered by "did you mean". */
  subcommands?: readonly (readonly [string, string])[];
  /** Sections after the options (the notation, the log format). */
  sections?: readonly HelpSection[];
  /** Command lines and what each shows. */
  examples?: readonly (readonly [string, string])[];
  exits: string;
  /** Its page of the manual installed with the package (`CLI.md`). */
  manual?: string;
  /** The arguments are handed over as given (the command reads its own options). */
  raw?: boolean;
  /** The help rather than waiting on a terminal for input that is not coming. */
  helpWhen?: (p: Parsed) => boolean;
  run(p: Parsed, w: Output): Promise<ExitCode> | ExitCode;
}

/** The options every command takes. */
export const HELP_OPTION: OptionSpec = { name: 'help', short: 'h', help: 'this help' };

/** `mcr <name>` as typed (`mcr` for scoring). */
export const commandLine = (spec: CommandSpec): string => (spec.name ? `mcr ${spec.name}` : 'mcr');

const termOf = (o: OptionSpec): string =>
  `${o.short ? [...o.short].map((c) => `-${c}, `).join('') : ''}--${o.name}${o.value ? ` ${o.value}` : ''}`;

/** Rows of terms and texts: the texts in a column, wrapped; a term too wide for it gets a line of its own. */
export function rowsText(rows: readonly (readonly [string, string])[], width: number): string[] {
  const widest = Math.max(0, ...rows.map(([t]) => textWidth(t)));
  const column = Math.min(widest + 2, Math.max(12, Math.floor(width / 3)));
  const out: string[] = [];
  for (const [term, text] of rows) {
    if (textWidth(term) + 2 > column) {
      out.push(...wrap(term, width, 4, '  '));
      if (text) out.push(...wrap(text, width, 2 + column, ' '.repeat(2 + column)));
    } else out.push(...wrap(text, width, 2 + column, `  ${term}${' '.repeat(column - textWidth(term))}`));
  }
  return out;
}

/** Paragraphs wrapped to the width, a blank line between them. */
const paragraphs = (texts: readonly string[], width: number): string[] => texts.flatMap((t, k) => [...(k > 0 ? [''] : []), ...wrap(t, width)]);

/** The command's --help, no line wider than `width` (names and words are wrapped, never cut, where they fit a line). */
export function helpText(spec: CommandSpec, width: number, manualDir = ''): string {
  const blocks: string[][] = [wrap(`Usage: ${commandLine(spec)} ${spec.usage}`.trimEnd(), width, 7), paragraphs(spec.about, width)];
  if (spec.args?.length) blocks.push(['Arguments:', ...rowsText(spec.args, width)]);
  if (spec.subcommands?.length) blocks.push(['Commands:', ...rowsText(spec.subcommands, width)]);
  const options = [...spec.options, HELP_OPTION].flatMap((o): [string, string][] => [
    [termOf(o), o.for ? `${o.for.join(', ')}: ${o.help}` : o.help],
    ...(o.no ? [[`--no-${o.name}`, o.no] as [string, string]] : []),
  ]);
  blocks.push(['Options:', ...rowsText(options, width)]);
  for (const s of spec.sections ?? []) blocks.push([...wrap(`${s.title}:`, width, 2), ...(s.rows ? rowsText(s.rows, width) : []), ...(s.text ? wrap(s.text, width, 2, '  ') : [])]);
  if (spec.examples?.length)
    blocks.push(['Examples:', ...spec.examples.flatMap(([line, what]) => [...wrap(`$ ${line}`, width, 6, '  '), ...(what ? wrap(what, width, 6, '      ') : [])])]);
  blocks.push(wrap(`Exit codes: ${spec.exits}`, width, 2));
  if (spec.manual) blocks.push(wrap(`Manual: docs/${spec.manual}${manualDir ? `, installed with mcr in ${manualDir}` : ''}`, width, 2));
  return blocks.map((b) => b.join('\n')).join('\n\n') + '\n';
}

/** A usage error on stderr, wrapped, exit 2. */
export function usageError(message: string, w: Output): 2 {
  w.err(wrap(`error: ${message}`, terminalWidth(w.stderr, process.env), 2).join('\n') + '\n');
  return 2;
}

/** A word that reads as a hand's option (`win:wall`, `tsumo`): the parser reads `+word` as options only. */
const handOption = (word: string): boolean => {
  const r = parseLine(`+${word}`);
  return word !== '' && !r.ok && r.error.code === 'empty';
};

/** What to say about an option the command does not take: the nearest it does, or that a hand's options start with +. */
function unknownOption(raw: string, spec: CommandSpec): string {
  const bare = raw.replace(/^-+/, '');
  if (handOption(bare)) return `'${raw}' is no option of ${commandLine(spec)}; a hand's options start with +: +${bare}`;
  const name = bare.split('=')[0];
  const longs = [...spec.options, HELP_OPTION].flatMap((o) => [o.name, ...(o.no ? [`no-${o.name}`] : [])]);
  const near = raw.startsWith('--') || name.length > 1 ? nearest(name.toLowerCase(), longs) : '';
  return `unknown option '${raw}'${near ? `; did you mean --${near}?` : ''} (${commandLine(spec)} --help lists the options)`;
}

type Tokens = NonNullable<ReturnType<typeof parseArgs>['tokens']>;

/**
 * The arguments read by the declaration: a Parsed, or the exit code when the help was
 * shown (0) or a usage error (2). `manualDir` is where the manual is installed.
 */
export function readArgs(spec: CommandSpec, args: readonly string[], w: Output, manualDir = ''): Parsed | 0 | 2 {
  const all = [...spec.options, HELP_OPTION];
  const config: NonNullable<ParseArgsConfig['options']> = {};
  /** parseArgs' key → the declared option, and whether it is the --no- form. */
  const keys = new Map<string, { o: OptionSpec; no: boolean }>();
  for (const o of all) {
    const type = o.value ? ('string' as const) : ('boolean' as const);
    const letters = [...(o.short ?? '')];
    config[o.name] = { type, ...(letters[0] ? { short: letters[0] } : {}) };
    keys.set(o.name, { o, no: false });
    for (const c of letters.slice(1)) {
      config[`${o.name}:${c}`] = { type, short: c };
      keys.set(`${o.name}:${c}`, { o, no: false });
    }
    if (o.no) {
      config[`no-${o.name}`] = { type: 'boolean' };
      keys.set(`no-${o.name}`, { o, no: true });
    }
  }
  const help = (): 0 => {
    w.out(helpText(spec, terminalWidth(w.stdout, process.env), manualDir));
    return 0;
  };
  if (spec.raw) {
    const first = args[0];
    if (first === undefined || first === '-h' || first === '--help') return help();
    const wrong = spec.subcommands && !first.startsWith('-') ? unknownSubcommand(spec, first) : null;
    return wrong === null ? { values: {}, positionals: [...args], args, manualDir } : usageError(wrong, w);
  }
  let tokens: Tokens;
  try {
    tokens = parseArgs({ args: [...args], options: config, allowPositionals: true, strict: false, tokens: true }).tokens;
  } catch (e) {
    return usageError(e instanceof Error ? e.message : String(e), w);
  }
  const values: Parsed['values'] = {};
  const positionals: string[] = [];
  const negated = new Set<string>();
  for (const t of tokens) {
    if (t.kind === 'positional') positionals.push(t.value);
    if (t.kind !== 'option') continue;
    const key = keys.get(t.name);
    if (!key) return usageError(unknownOption(t.rawName.length === 2 && t.rawName[1] !== '-' ? args[t.index] : t.rawName, spec), w);
    const { o, no } = key;
    const shown = no ? `--no-${o.name}` : t.rawName;
    if (o.value && !no) {
      if (t.value === undefined) return usageError(`option '${shown} ${o.value}' needs a value (${commandLine(spec)} --help)`, w);
      values[o.name] = o.multiple ? [...((values[o.name] as string[] | undefined) ?? []), t.value] : t.value;
    } else {
      if (t.value !== undefined) return usageError(`option '${shown}' takes no value (${commandLine(spec)} --help)`, w);
      if (no) negated.add(o.name);
      values[o.name] = !no;
    }
  }
  for (const name of negated) values[name] = false;
  const parsed: Parsed = { values, positionals, args, manualDir };
  if (values.help === true || spec.helpWhen?.(parsed)) return help();
  const wrong = spec.subcommands ? subcommandError(spec, parsed) : null;
  return wrong === null ? parsed : usageError(wrong, w);
}

/** The subcommand's name (the first word of its row): `init` of `init DIR`. */
const subcommandNames = (spec: CommandSpec): string[] => (spec.subcommands ?? []).map(([s]) => s.split(' ')[0]);

/** What to say when `sub` is none of the command's subcommands (the nearest, or the list); null when it is one. */
function unknownSubcommand(spec: CommandSpec, sub: string): string | null {
  const subs = subcommandNames(spec);
  if (subs.includes(sub)) return null;
  const line = commandLine(spec);
  const near = nearest(sub.toLowerCase(), subs);
  return `${line} has no command '${sub}'; ${near ? `did you mean \`${line} ${near}\`?` : `expected one of ${subs.join(', ')}`} (${line} --help lists them)`;
}

/** For a command with subcommands: what is wrong with the one given or with an option it does not take (the declaration's `for`), or null. */
function subcommandError(spec: CommandSpec, p: Parsed): string | null {
  const sub = p.positionals[0] ?? '';
  const unknown = unknownSubcommand(spec, sub);
  if (unknown !== null) return unknown;
  const line = commandLine(spec);
  const takes = spec.options.filter((o) => !o.for || o.for.includes(sub));
  for (const o of spec.options) {
    if (p.values[o.name] !== undefined && !takes.includes(o)) {
      return `--${o.name} is not an option of ${line} ${sub}; it takes ${takes.map((t) => `--${t.name}`).join(', ')}`;
    }
  }
  return null;
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
/** --color / --no-color: true, false, or undefined for neither. */
export const colorFlag = (p: Parsed): boolean | undefined => (typeof p.values.color === 'boolean' ? p.values.color : undefined);
