/**
 * One context per run: what a command may know of the process it runs in, made once
 * (cli.ts, for the real process; a test makes its own with fake streams and
 * environment). No handler reads process.env, process.stdin or a stream's isTTY
 * itself: it asks its context.
 */
import type { ChalkInstance } from 'chalk';
import type { ColorLevel } from '../batch/text.js';
import { terminalWidth } from '../format/width.js';
import type { Output, OutStream } from '../io/output.js';
import { rulesOption } from '../rules/option.js';
import { catalog, resolveLang, type Catalog, type Lang } from '../i18n/index.js';

/** Standard input as a command reads it: its chunks, and whether it is a terminal. */
export type InStream = NodeJS.ReadableStream & AsyncIterable<Buffer> & { isTTY?: boolean };

export interface Context {
  /** The one output writer (io/output.ts): every byte of stdout and stderr. */
  readonly w: Output;
  /** The environment (MCR_RULES, COLUMNS, NO_COLOR, FORCE_COLOR, MCR_WORKERS, ...). */
  readonly env: NodeJS.ProcessEnv;
  /** Standard input: "-" and no --file read it; -i reads lines from it. */
  readonly stdin: InStream;
  /** Standard input is a terminal (the help rather than waiting for input that is not coming). */
  readonly stdinIsTTY: boolean;
  /** Cells a line may take on stdout and on stderr (COLUMNS, the terminal's width, else 80). */
  readonly width: number;
  readonly errWidth: number;
  /** Where the manual (docs/) is installed, for the help's "Manual:" line. */
  readonly manualDir: string;
  /** The package's version. */
  version(): string;
  /** The language of the run (--lang, else MCR_LANG, else the locale, else English; i18n/index.ts), and its words. */
  readonly lang: Lang;
  readonly t: Catalog;
  /** The rule profile of --rules (`flag`), else MCR_RULES, else the default (undefined); or why not. */
  rules(flag: string | undefined): ReturnType<typeof rulesOption>;
  /** The colour of a stream under --color / --no-color (`flag`, undefined for neither) and the environment; loads chalk. */
  colorLevel(stream: { isTTY?: boolean }, flag: boolean | undefined): Promise<ColorLevel>;
  /** The chalk instance for that colour. */
  chalk(stream: { isTTY?: boolean }, flag: boolean | undefined): Promise<ChalkInstance>;
}

export interface ContextOptions {
  w: Output;
  env: NodeJS.ProcessEnv;
  stdin: InStream;
  manualDir?: string;
  version?: () => string;
  /** --lang, when given (checked): wins over the environment. */
  lang?: Lang;
}

/** The context of a run: the widths worked out once, colour (and chalk) only when asked for. */
export function createContext(o: ContextOptions): Context {
  const { w, env } = o;
  const color = () => import('../format/color.js');
  const lang = resolveLang(o.lang, env);
  return {
    lang,
    t: catalog(lang),
    w,
    env,
    stdin: o.stdin,
    stdinIsTTY: o.stdin.isTTY === true,
    width: terminalWidth(w.stdout, env),
    errWidth: terminalWidth(w.stderr, env),
    manualDir: o.manualDir ?? '',
    version: o.version ?? (() => ''),
    // A method: a context made from this one with another language ({ ...ctx, t }) speaks it.
    rules(flag) {
      return rulesOption(flag, env, this.t);
    },
    colorLevel: async (stream, flag) => (await color()).colorFor(stream, flag !== false, env, flag === true),
    chalk: async (stream, flag) => (await color()).chalkOn(stream, flag, env),
  };
}

/** A stream's width under the context's environment (a command writing to another stream than stdout). */
export const widthOf = (ctx: Context, stream: OutStream): number => (stream === ctx.w.stderr ? ctx.errWidth : ctx.width);
