/**
 * Scoring from the command line (declared as SCORE in commands/declarations.ts):
 *
 *   mcr "<hand>"          one hand (the words of an unquoted hand are joined by spaces)
 *   ... | mcr             batch: every non-blank, non-# line of stdin
 *   mcr --file a --file - batch: the lines of each file in turn ("-" is stdin)
 *   mcr -i                the referee's prompt (commands/interactive.ts)
 *
 * Exit codes: 0 win; 1 below the minimum or not a winning hand; 2 the input could
 * not be read (or a usage error). In batch mode the worst line decides.
 *
 * Batch output is written once per input chunk, never once per line, and the next
 * chunk is read only when stdout and stderr have taken the last (memory stays flat
 * however long the input); a closed or failing output, or a signal, stops the reading.
 * The text formatter (chalk, cli-table3) is loaded only for text output, the batch
 * modules only for a batch.
 */
import { exitCodeFor, type ExitCode } from '../batch/summary.js';
import type { Feed } from '../batch/feed.js';
import type { Batch, BatchOptions } from '../batch/run.js';
import type { ColorLevel, TextFormat } from '../batch/text.js';
import { formatJson } from '../result.js';
import { chunksOf } from '../io/input.js';
import type { Output as Writer } from '../io/output.js';
import { parseLine } from '../notation/parse.js';
import { score } from '../score.js';
import { colorFlag, flag, text as textValue, texts, usageError, type Parsed } from './spec.js';
import type { Context } from './context.js';
import type { Catalog } from '../i18n/types.js';
import { helpText } from './program.js';
import type { CommandSpec } from './spec.js';
import { INTERACTIVE_ALONE } from './defaults.js';

/**
 * What scoring needs of the declaration table that loads it (commands/declarations.ts),
 * handed in rather than imported back: its own declaration (for its help) and the
 * nearest command name to a word.
 */
export interface ScoreDeclared {
  spec: CommandSpec;
  nearCommandName: (word: string) => string;
}

interface Output {
  /** The rule profile named by --rules or MCR_RULES (undefined: the default). */
  rules: string | undefined;
  ctx: Context;
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
  /** The run's words (i18n/). */
  t: Catalog;
  /** --claim, --strict: score() options (result.ts ScoreOptions). */
  claim: boolean;
  strict: boolean;
}

const loadText = async (o: Output): Promise<TextFormat> => (await import('../batch/text.js')).textFormat(o);

/** How players write the dragons, and the letter mcr reads for each. */
const DRAGON_WORDS: Record<string, string> = { wh: 'P', wht: 'P', rd: 'R', gr: 'G', grn: 'G' };

/**
 * The hint for a first word that is neither a hand nor a command: white, red or green
 * written as players often do (`Wh Wh Wh 123b ...`), or a mistyped command (`wait`,
 * `help` is a command); null when the word reads as hand text (`EEE`, `RRR`) or is
 * near nothing.
 */
export function firstWordHint(word: string, nearCommandName: (word: string) => string): string | null {
  if (!/^[A-Za-z-]{2,20}$/.test(word) || parseLine(word).ok) return null;
  if (DRAGON_WORDS[word.toLowerCase()]) return dragonHint(word);
  const near = nearCommandName(word);
  return near ? `'${word}' is no hand and no command; did you mean \`mcr ${near}\`?` : null;
}

const dragonHint = (word: string): string => {
  const d = DRAGON_WORDS[word.toLowerCase()];
  return `'${word}' is no tile in mcr notation: white is P, red R, green G (e.g. ${d}${d}${d} for a pung of them; C and F are read for red and green too)`;
};

/** The hint for a hand that can not be read and has a dragon written as players do (`123b Rd Rd Rd ...`); null otherwise. */
export function dragonWordHint(line: string): string | null {
  const word = line.split(/\s+/).find((w) => DRAGON_WORDS[w.toLowerCase()] !== undefined);
  return word !== undefined && !parseLine(line).ok ? dragonHint(word) : null;
}

/** Mode 1: the hand given on the command line. */
async function scoreArgument(line: string, o: Output): Promise<ExitCode> {
  if (o.canonical) {
    const { canonical, canonicalJson } = await import('../canonical.js');
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
  if (o.explain || o.arrangements) return (await import('../explain/command.js')).explainArgument(line, o);
  const r = score(line, { rules: o.rules, claim: o.claim, strict: o.strict });
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
  const [{ Batch }, { Progress }] = await Promise.all([import('../batch/run.js'), import('../batch/progress.js')]);
  const w = o.w;
  const progress = w.stderr.isTTY ? new Progress((s) => w.errNow(s)) : null;
  w.setOverlay(progress);
  const text = o.json ? undefined : await loadText(o);
  const opts = { json: o.json, summaryOnly, canonical: o.canonical, rules: o.rules, claim: o.claim, strict: o.strict, text, lang: o.ctx.lang };
  const batch = new Batch(opts, w);
  const feed = await feedFor(batch, opts, o);
  for (const file of files) {
    feed.open(file);
    try {
      for await (const chunk of chunksOf(file, o.ctx.stdin)) {
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
    const { ParallelFeed, threadCount, workersAfter } = await import('../batch/parallel.js');
    const threads = threadCount(o.ctx.env);
    if (threads > 1) return new ParallelFeed(batch, opts, o.w, { workers: threads - 1, after: workersAfter(o.ctx.env) });
  }
  return new (await import('../batch/feed.js')).SerialFeed(batch);
}

/**
 * `mcr [options] [hand...]`: the arguments read by SCORE's declaration (the options
 * that can not go together are refused there, commands/declarations.ts).
 */
export async function scoreCommand(p: Parsed, ctx: Context, declared: ScoreDeclared): Promise<ExitCode> {
  const { w } = ctx;
  const words = p.positionals;
  const files = texts(p, 'file');
  const summaryOnly = flag(p, 'summary-only');
  const explain = flag(p, 'explain');
  const arrangements = flag(p, 'arrangements');
  const canonical = flag(p, 'canonical');
  const json = flag(p, 'json');
  const usage = (message: string): ExitCode => usageError(message, ctx);
  // The first word of the hand (mcr wait "..." or mcr "wait ...").
  const line = words.join(' ').trim();
  const hint = words.length > 0 ? (firstWordHint(line.split(/[ \t]+/)[0], declared.nearCommandName) ?? dragonWordHint(line)) : null;
  if (hint !== null) return usage(hint);
  if (words.length > 0 && files.length > 0) return usage(ctx.t.waits.handOrFile);
  if (words.length > 0 && summaryOnly) return usage(ctx.t.usage.summaryOnly);
  if ((explain || arrangements) && words.length === 0) return usage(ctx.t.usage.oneHand);
  const rules = ctx.rules(textValue(p, 'rules'));
  if (!rules.ok) return usage(rules.message);
  const color = colorFlag(p);
  // The colour rule (and chalk) only for text.
  const level = async (stream: { isTTY?: boolean }): Promise<ColorLevel> => (json ? { level: 0 } : ctx.colorLevel(stream, color));
  const o: Output = {
    rules: rules.name,
    ctx,
    w,
    out: await level(w.stdout),
    err: await level(w.stderr),
    json,
    canonical,
    explain,
    arrangements,
    width: ctx.width,
    errWidth: ctx.errWidth,
    t: ctx.t,
    compact: flag(p, 'compact'),
    claim: flag(p, 'claim'),
    strict: flag(p, 'strict'),
  };
  if (flag(p, 'interactive')) {
    if (words.length > 0) return usage(INTERACTIVE_ALONE);
    const { interactive } = await import('./interactive.js');
    return interactive({
      input: ctx.stdin,
      w,
      terminal: ctx.stdinIsTTY && w.stdout.isTTY === true,
      rules: o.rules,
      colorLevel: o.out.level,
      width: ctx.width,
      t: ctx.t,
    });
  }
  if (words.length > 0) return scoreArgument(words.join(' '), o);
  if (files.length === 0 && ctx.stdinIsTTY) {
    w.out(helpText(declared.spec, ctx));
    return 0;
  }
  return scoreLines(files.length > 0 ? files : ['-'], o, summaryOnly);
}
