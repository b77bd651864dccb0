/**
 * The command line read by commander, from the declarations (commands/declarations.ts):
 * each declaration becomes a commander Command (`mcr` for scoring; `mcr waits`, ... as
 * subcommands of `mcr`; a declaration's `subcommands` as commander subcommands of its
 * command), each OptionSpec a commander Option (choices, whole numbers and conflicts
 * included). commander parses, finds the subcommand, and suggests the nearest option
 * or subcommand; what it says goes through the one writer in the project's words
 * (exitOverride, configureOutput), exit 2. The help is commander's Help with the
 * project's layout: wrapped to the width, terms and texts measured in terminal cells
 * (CJK-aware), sections, examples, exit codes and manual page from the declaration.
 */
import { Command, CommanderError, Help, Option, type Argument } from 'commander';
import type { Context } from './context.js';
import { commandLine, HELP_OPTION, rowsColumn, rowsText, rowText, termOf, usageError, type CommandSpec, type OptionSpec, type Parsed } from './spec.js';
import { parseLine } from '../notation/parse.js';
import { textWidth, wrap } from '../format/width.js';
import { isLang, LANGS, type Lang } from '../i18n/index.js';
import { en } from '../i18n/en.js';
import type { Catalog, CommandWords } from '../i18n/types.js';

/**
 * --lang <lang> (or --lang=<lang>) anywhere before `--`, taken out of the arguments:
 * the language of the whole run, known before commander reads the rest (its help and
 * its errors speak it). Every command's help lists it (McrCommand).
 */
export function takeLang(argv: readonly string[], t: Catalog = en): { lang?: Lang; args: string[]; invalid?: string } {
  const args: string[] = [];
  let lang: Lang | undefined;
  let invalid: string | undefined;
  for (let k = 0; k < argv.length; k++) {
    const a = argv[k];
    if (a === '--') {
      args.push(...argv.slice(k));
      break;
    }
    if (a !== '--lang' && !a.startsWith('--lang=')) {
      args.push(a);
      continue;
    }
    const v = a === '--lang' ? argv[++k] : a.slice('--lang='.length);
    if (isLang(v)) lang = v;
    else invalid = v === undefined ? t.help.langMissing(LANGS.join(', ')) : t.help.langInvalid(v, LANGS.join(', '));
  }
  return { lang, args, invalid };
}

/** The declaration behind each command made here. */
const specs = new WeakMap<Command, CommandSpec>();
/** The declared option behind each commander option (and whether it is the --no- form). */
const optionSpecs = new WeakMap<Option, { o: OptionSpec; no: boolean }>();

/** A usage error in the project's words, thrown by a value parser and written by readArgs. */
class UsageMessage extends Error {}

/** The help: commander's Help, laid out as the project's help always was. */
class McrHelp extends Help {
  /** Terminal cells, not UTF-16 units: CJK names take two each (format/width.ts). */
  override displayWidth(s: string): number {
    return textWidth(s);
  }

  override boxWrap(s: string, width: number): string {
    return wrap(s, width).join('\n');
  }

  /** The words of the run's language (i18n/), and the command's own in it (none: the declaration's English). */
  t: Catalog = en;
  words: CommandWords | undefined;

  override optionTerm(option: Option): string {
    const d = optionSpecs.get(option);
    return d === undefined ? option.flags : d.no ? `--no-${d.o.name}` : termOf(d.o);
  }

  override optionDescription(option: Option): string {
    const d = optionSpecs.get(option);
    if (d === undefined) return option.long === '--lang' ? this.t.help.lang : option.long === `--${HELP_OPTION.name}` ? this.t.help.help : option.description;
    if (d.no) return this.words?.no?.[d.o.name] ?? d.o.no ?? '';
    const help = this.words?.options?.[d.o.name] ?? d.o.help;
    return d.o.for ? `${d.o.for.join(', ')}: ${help}` : help;
  }

  override argumentDescription(argument: Argument): string {
    return this.words?.args?.[argument.name()] ?? argument.description;
  }

  /** A subcommand as its declaration's row names it: `init DIR`. */
  override subcommandTerm(sub: Command): string {
    const row = specs.get(sub)?.subcommands?.find(([term]) => term.split(' ')[0] === sub.name());
    return row?.[0] ?? sub.name();
  }

  override subcommandDescription(sub: Command): string {
    return this.words?.subcommands?.[sub.name()] ?? (sub.summary() || sub.description());
  }

  /** A row: the text in the column (`termWidth`, after two spaces), wrapped; a term too wide for it on a line of its own. */
  override formatItem(term: string, termWidth: number, description: string): string {
    return rowText(term, description, termWidth, this.helpWidth ?? 80).join('\n');
  }

  override formatHelp(command: Command, helper: Help): string {
    // A subcommand's help is its command's (`mcr tournament init --help`).
    const cmd = command.parent && specs.get(command.parent) === specs.get(command) ? command.parent : command;
    const spec = specs.get(cmd)!;
    const width = helper.helpWidth ?? 80;
    const h = helper as McrHelp;
    const t = h.t;
    h.words = t.commands[spec.name || 'mcr'];
    const w = h.words;
    /** A row of a section in the language: its own words, else (a row naming a command) that command's summary, else the declaration's. */
    const rowWords = (k: number, term: string, text: string): string =>
      w?.sections?.[k]?.rows?.[term] ?? t.commands[/^mcr (\S+)/.exec(term)?.[1] ?? '']?.summary ?? text;
    const rows = (title: string, items: readonly (readonly [string, string])[]): string[][] => {
      if (items.length === 0) return [];
      const column = rowsColumn(items.map(([t]) => t), width);
      return [[title, ...items.map(([term, text]) => helper.formatItem(term, column, text, helper))]];
    };
    const description = w ? w.about.join('\n\n') : helper.commandDescription(cmd);
    const blocks: string[][] = [
      wrap(`${t.help.usage} ${helper.commandUsage(cmd)}`.trimEnd(), width, textWidth(t.help.usage) + 1),
      helper.boxWrap(description, width).split('\n'),
      ...rows(t.help.arguments, helper.visibleArguments(cmd).map((a) => [helper.argumentTerm(a), helper.argumentDescription(a)] as const)),
      ...rows(t.help.commands, helper.visibleCommands(cmd).map((c) => [helper.subcommandTerm(c), helper.subcommandDescription(c)] as const)),
      ...rows(t.help.options, helper.visibleOptions(cmd).map((o) => [helper.optionTerm(o), helper.optionDescription(o)] as const)),
    ];
    for (const [k, s] of (spec.sections ?? []).entries()) {
      const text = w?.sections?.[k]?.text ?? s.text;
      const rowsIn = s.rows?.map(([term, row]) => [w?.sections?.[k]?.terms?.[term] ?? term, rowWords(k, term, row)] as const);
      blocks.push([...wrap(t.help.title(w?.sections?.[k]?.title ?? s.title), width, 2), ...(rowsIn ? rowsText(rowsIn, width) : []), ...(text ? wrap(text, width, 2, '  ') : [])]);
    }
    if (spec.examples?.length)
      blocks.push([
        t.help.examples,
        ...spec.examples.flatMap(([line, what], k) => {
          const shows = w?.examples?.[k] ?? what;
          return [...wrap(`$ ${line}`, width, 6, '  '), ...(shows ? wrap(shows, width, 6, '      ') : [])];
        }),
      ]);
    blocks.push(wrap(t.help.exits(w?.exits ?? spec.exits), width, 2));
    if (spec.manual) blocks.push(wrap(t.help.manual(spec.manual, h.manualDir), width, 2));
    return blocks.map((b) => b.join('\n')).join('\n\n') + '\n';
  }

  manualDir = '';
}

/** A command of this run: its help is McrHelp, its output and errors go through the context's writer. */
class McrCommand extends Command {
  constructor(
    name: string,
    readonly ctx: Context,
  ) {
    super(name);
    this.exitOverride()
      .configureOutput({
        writeOut: (s) => ctx.w.out(s),
        writeErr: (s) => ctx.w.err(s),
        // The message is written by readArgs, in the project's words.
        outputError: () => {},
        getOutHelpWidth: () => ctx.width,
        getErrHelpWidth: () => ctx.errWidth,
        getOutHasColors: () => false,
        getErrHasColors: () => false,
      })
      .helpOption(`-${HELP_OPTION.short}, --${HELP_OPTION.name}`, HELP_OPTION.help)
      // Read (and taken out) before commander reads the arguments (takeLang); here for the help.
      .addOption(new Option('--lang <lang>', en.help.lang))
      .helpCommand(false)
      .showSuggestionAfterError(true)
      .enablePositionalOptions();
  }

  override createHelp(): Help {
    return Object.assign(new McrHelp(), { manualDir: this.ctx.manualDir, t: this.ctx.t }, this.configureHelp());
  }
}

/** A whole number from min to max, or the usage error. */
const wholeNumber = (o: OptionSpec, min: number, max: number, t: Catalog) => (v: string): number => {
  const n = /^[0-9]+$/.test(v) ? Number(v) : NaN;
  if (!(n >= min && n <= max)) throw new UsageMessage(o.invalid?.(v, t) ?? t.help.wholeNumber(o.name, min, max, v));
  return n;
};

/** The declared options as commander options on `cmd`: those `sub` takes when it is a subcommand. */
function addOptions(cmd: McrCommand, spec: CommandSpec, sub?: string): void {
  const t = cmd.ctx.t;
  const attribute = (name: string) => spec.options.find((x) => x.name === name);
  for (const o of spec.options) {
    if (sub !== undefined && o.for && !o.for.includes(sub)) continue;
    const [first, ...more] = [...(o.short ?? '')];
    const option = new Option(`${first ? `-${first}, ` : ''}--${o.name}${o.value ? ` ${o.value}` : ''}`, o.help);
    optionSpecs.set(option, { o, no: false });
    if (o.choices) {
      const choices = o.choices;
      option.choices(choices).argParser((v: string) => {
        if (!choices.includes(v)) throw new UsageMessage(o.invalid?.(v, t) ?? t.help.oneOf(o.name, choices.join(', '), v));
        return v;
      });
    }
    if (o.integer) option.argParser(wholeNumber(o, o.integer.min, o.integer.max, t));
    if (o.multiple) option.argParser((v: string, previous: string[] | undefined) => [...(previous ?? []), v]);
    if (o.conflicts) option.conflicts(Object.keys(o.conflicts).filter(attribute).map((n) => new Option(`--${n}`).attributeName()));
    cmd.addOption(option);
    for (const c of more) {
      const alias = new Option(`-${c}`).hideHelp();
      optionSpecs.set(alias, { o, no: false });
      cmd.addOption(alias);
    }
    if (o.no) {
      const no = new Option(`--no-${o.name}`, o.no);
      optionSpecs.set(no, { o, no: true });
      cmd.addOption(no);
    }
  }
}

/** The values of the declared options given on `cmd`, by long name. */
function valuesOf(cmd: Command, negated: ReadonlySet<string>): Parsed['values'] {
  const values: Parsed['values'] = {};
  for (const option of cmd.options) {
    const d = optionSpecs.get(option as Option);
    if (d === undefined || d.no) continue;
    const v = cmd.getOptionValue((option as Option).attributeName()) as Parsed['values'][string];
    if (v !== undefined) values[d.o.name] = v;
  }
  for (const name of negated) values[name] = false;
  return values;
}

/** --no-<name> wins over --<name> whatever the order: the names whose --no- form was given on `cmd`. */
function watchNegations(cmd: Command, spec: CommandSpec): Set<string> {
  const negated = new Set<string>();
  for (const o of spec.options) if (o.no) cmd.on(`option:no-${o.name}`, () => negated.add(o.name));
  return negated;
}

/** The word of a subcommand row: `init` of `init DIR`. */
const subcommandNames = (spec: CommandSpec): string[] => (spec.subcommands ?? []).map(([s]) => s.split(' ')[0]);

/** The commander command of a declaration (with its subcommands), its Parsed put in `got` when its action runs. */
function commandOf(spec: CommandSpec, ctx: Context, name: string, got: { parsed?: Parsed }, args: readonly string[]): McrCommand {
  const cmd = new McrCommand(name, ctx);
  specs.set(cmd, spec);
  cmd.usage(spec.usage).description(spec.about.join('\n\n')).summary(spec.summary);
  for (const [k, [term, text]] of (spec.args ?? []).entries()) cmd.argument(`[${term}${k === spec.args!.length - 1 ? '...' : ''}]`, text);
  if (!spec.args?.length) cmd.argument('[words...]');
  addOptions(cmd, spec);
  const negated = watchNegations(cmd, spec);
  cmd.action(() => {
    got.parsed = { values: valuesOf(cmd, negated), positionals: [...cmd.args], args };
  });
  for (const [term, text] of spec.subcommands ?? []) {
    const word = term.split(' ')[0];
    const sub = new McrCommand(word, ctx);
    specs.set(sub, spec);
    sub.usage(spec.usage).description(text).summary(text).argument('[words...]');
    addOptions(sub, spec, word);
    const subNegated = watchNegations(sub, spec);
    sub.action(() => {
      // Options given before the subcommand's word were read by its command: each must be one this subcommand takes.
      const before = valuesOf(cmd, negated);
      const other = spec.options.find((o) => before[o.name] !== undefined && o.for && !o.for.includes(word));
      if (other) throw new UsageMessage(notTaken(spec, other, word, ctx.t));
      got.parsed = { values: { ...before, ...valuesOf(sub, subNegated) }, positionals: [word, ...sub.args], args };
    });
    cmd.addCommand(sub);
  }
  return cmd;
}

/** The program for a run of `spec`: `mcr` itself for scoring, else `mcr` with the command as its subcommand. */
function programFor(spec: CommandSpec, ctx: Context, got: { parsed?: Parsed }, args: readonly string[]): McrCommand {
  if (!spec.name) return commandOf(spec, ctx, 'mcr', got, args);
  const root = new McrCommand('mcr', ctx);
  root.addCommand(commandOf(spec, ctx, spec.name, got, args));
  return root;
}

/** The command's --help at the context's width (the help command and scoring's own help use it). */
export function helpText(spec: CommandSpec, ctx: Context): string {
  const program = programFor(spec, ctx, {}, []);
  return (spec.name ? program.commands[0] : program).helpInformation();
}

/** A word that reads as a hand's option (`win:wall`, `tsumo`): the parser reads `+word` as options only. */
const handOption = (word: string): boolean => {
  const r = parseLine(`+${word}`);
  return word !== '' && !r.ok && r.error.code === 'empty';
};

/** The declared option of a commander option of `cmd` that `is` picks. */
const declared = (cmd: Command, is: (o: Option) => boolean): OptionSpec | undefined => {
  const option = (cmd.options as readonly Option[]).find(is);
  return option && optionSpecs.get(option)?.o;
};

/** commander's error in the project's words (commander's own, less its `error: `, for any other). */
function ownWords(e: CommanderError, spec: CommandSpec, cmd: Command, args: readonly string[], t: Catalog): string {
  const line = commandLine(spec);
  const m = e.message.replace(/^error: /, '');
  /** The subcommand commander was reading, if any (`standings` of `mcr tournament standings`). */
  const sub = cmd.parent && specs.get(cmd.parent) === spec ? cmd.name() : null;
  switch (e.code) {
    case 'commander.unknownOption': {
      const raw = /^unknown option '(.*)'/.exec(m)?.[1] ?? '';
      const bare = raw.replace(/^-+/, '');
      if (handOption(bare)) return t.help.handOption(raw, line, bare);
      const [name] = raw.split('=');
      const flag = declared(cmd, (o) => o.long === name && !o.negate);
      if (flag && !flag.value && raw.includes('=')) return t.help.takesNoValue(name, line);
      const other = sub !== null ? spec.options.find((o) => `--${o.name}` === name && o.for && !o.for.includes(sub)) : undefined;
      if (other) return notTaken(spec, other, sub!, t);
      const near = /\(Did you mean (.*)\?\)/.exec(m)?.[1];
      return t.help.unknownOption(raw, near, line);
    }
    case 'commander.optionMissingArgument': {
      const flags = /^option '(.*)' argument missing/.exec(m)?.[1];
      const o = declared(cmd, (x) => x.flags === flags);
      // The option as typed: the last argument (`--rules`), or the last letter of a cluster (`-if`).
      const last = args[args.length - 1] ?? '';
      return t.help.needsValue(`${last.startsWith('--') ? last : `-${last.slice(-1)}`} ${o?.value ?? ''}`, line);
    }
    case 'commander.conflictingOption': {
      const [, a, b] = /option '(.*)' cannot be used with option '(.*)'/.exec(m) ?? [];
      const x = declared(cmd, (o) => o.flags === a);
      const y = declared(cmd, (o) => o.flags === b);
      const said = x && y && (x.conflicts?.[y.name] ?? y.conflicts?.[x.name]);
      return said ? t.usage.conflict(said, `--${x.name}`, `--${y.name}`) : m;
    }
    case 'commander.unknownCommand': {
      const word = /^unknown command '(.*)'/.exec(m)?.[1] ?? '';
      const near = /\(Did you mean (?:one of )?([^,?]*)/.exec(m)?.[1];
      return t.help.unknownCommand(line, word, near, subcommandNames(spec).join(', '));
    }
    default:
      return m;
  }
}

/** An option of the command that subcommand `sub` does not take (the declaration's `for`). */
function notTaken(spec: CommandSpec, o: OptionSpec, sub: string, t: Catalog): string {
  const takes = spec.options.filter((x) => !x.for || x.for.includes(sub));
  return t.help.notTaken(`--${o.name}`, `${commandLine(spec)} ${sub}`, takes.map((x) => `--${x.name}`).join(', '));
}

/**
 * The arguments of `spec` read by commander: a Parsed, or the exit code when the help
 * was shown (0) or a usage error was (2).
 */
export function readArgs(spec: CommandSpec, args: readonly string[], ctx: Context): Parsed | 0 | 2 {
  const got: { parsed?: Parsed } = {};
  const program = programFor(spec, ctx, got, args);
  /** The command commander was reading when it stopped: the deepest one it dispatched to. */
  let reading: Command = program;
  for (const c of [program, ...program.commands]) c.hook('preSubcommand', (_, sub) => void (reading = sub));
  try {
    program.parse(spec.name ? [spec.name, ...args] : [...args], { from: 'user' });
  } catch (e) {
    if (e instanceof UsageMessage) return usageError(e.message, ctx);
    if (!(e instanceof CommanderError)) throw e;
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.help') return 0;
    return usageError(ownWords(e, spec, reading, args, ctx.t), ctx);
  }
  const parsed = got.parsed!;
  if (spec.helpWhen?.(parsed, ctx)) {
    ctx.w.out(helpText(spec, ctx));
    return 0;
  }
  const sub = parsed.positionals[0];
  if (spec.subcommands && sub !== undefined && !subcommandNames(spec).includes(sub)) {
    // No subcommand of that name (commander's suggestion, the project's words).
    const cmd = spec.name ? program.commands[0] : program;
    try {
      (cmd as unknown as { unknownCommand(): never }).unknownCommand();
    } catch (e) {
      if (e instanceof CommanderError) return usageError(ownWords(e, spec, cmd, args, ctx.t), ctx);
      throw e;
    }
  }
  return parsed;
}
