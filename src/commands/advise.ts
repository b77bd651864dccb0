/**
 * `mcr advise [options] [hand...]`: discard advice that knows the 8-point minimum
 * (src/advice/). One hand given as arguments, or one per line from stdin / --file,
 * as for `mcr waits`. Exit code: 0 legally ready (14 tiles: after the best discard),
 * 1 not, 2 a line could not be read (the worst line decides in a batch).
 */
import { colorFlag, flag, text, texts, usageError, type Parsed } from './spec.js';
import { eachResult, type Code } from './lines.js';
import type { Context } from './context.js';
import { advise } from '../advice/advise.js';
import { ADVICE_JSON, adviceExitCode } from '../advice/json.js';
import { formatAdviceText } from '../advice/text.js';
import { ADVICE_SCHEMA_ID, type AdviceOptions, type AdviceResult } from '../advice/types.js';
import type { Judges } from '../batch/judges.js';
import { MAX_DRAWS } from '../notation/draws.js';
import { en } from '../i18n/en.js';

export async function adviseCommand(p: Parsed, ctx: Context): Promise<Code> {
  const { positionals } = p;
  const { w, width, errWidth, t } = ctx;
  const json = flag(p, 'json');
  const all = flag(p, 'all');
  const compactOne = flag(p, 'compact');
  const rules = ctx.rules(text(p, 'rules'));
  if (!rules.ok) return usageError(rules.message, ctx);
  const depthText = text(p, 'depth');
  // Digits only: Number('') and Number(' ') are 0.
  const depth = depthText === undefined ? undefined : /^\s*\d+\s*$/.test(depthText) ? Number(depthText) : NaN;
  if (depth !== undefined && !(Number.isInteger(depth) && depth >= 0 && depth <= 3))
    return usageError(t.advise.badDepth(depthText ?? ''), ctx);
  const byText = text(p, 'by') ?? 'chance';
  if (byText !== 'chance' && byText !== 'points' && byText !== 'distance')
    return usageError(t.advise.badBy(byText), ctx);
  const drawsText = text(p, 'draws');
  const draws = drawsText === undefined ? undefined : Number(drawsText);
  if (draws !== undefined && !(Number.isInteger(draws) && draws >= 0 && draws <= MAX_DRAWS))
    return usageError(t.advise.badDraws(drawsText ?? '', MAX_DRAWS), ctx);
  const options = { rules: rules.name, depth, by: byText, draws } as const;
  const out = await ctx.chalk(w.stdout, colorFlag(p));
  const err = await ctx.chalk(w.stderr, colorFlag(p));
  const files = texts(p, 'file');
  if (positionals.length > 0 && files.length > 0) return usageError(t.advise.handOrFile, ctx);

  const show = (r: AdviceResult, compact: boolean, place = ''): void => {
    if (json) w.json(r, ADVICE_JSON);
    else if (!r.ok) w.err(place + formatAdviceText(r, err, { width: errWidth, t }) + '\n');
    else w.out(formatAdviceText(r, out, { compact, all, width, t }) + '\n');
  };

  if (positionals.length > 0) {
    const r = advise(positionals.join(' '), options);
    show(r, compactOne);
    return adviceExitCode(r);
  }

  return eachResult<AdviceResult>(
    files,
    w,
    {
      judge: (line) => advise(line, options),
      unread: (input, error, source) => ({ schema: ADVICE_SCHEMA_ID, input, ok: false, source, error }),
      exit: adviceExitCode,
      // The place ("line 3:") in the run's words.
      show: (r, place) => show(r, !all, t === en || !r.source ? place : `${r.source.file === '-' ? '' : `${r.source.file}${t.screen.colon}`}${t.screen.place(r.source.line)}${t.screen.colon.trimEnd()}\n`),
    },
    ctx.stdin,
    await judges(byText, options, ctx),
  );
}

/**
 * The worker threads of a batch with chances (batch/judges.ts): a line takes tens of
 * milliseconds or more, so a second core is worth its start after a few lines
 * (MCR_WORKERS and MCR_WORKERS_AFTER as for the scorer's batch), when a core is free
 * (coreFree; MCR_WORKERS set asks for them whatever the load). `--by distance` (about
 * 2 ms a line) stays on the main thread.
 */
async function judges(by: string, options: AdviceOptions, ctx: Context): Promise<Judges<AdviceResult> | undefined> {
  if (by === 'distance') return undefined;
  const { threadCount, workersAfter } = await import('../batch/parallel.js');
  const threads = threadCount(ctx.env);
  if (threads <= 1) return undefined;
  const { Judges, JUDGES_AFTER, coreFree } = await import('../batch/judges.js');
  if (ctx.env.MCR_WORKERS === undefined && !coreFree()) return undefined;
  return new Judges<AdviceResult>(ctx.w, {
    workers: threads - 1,
    after: workersAfter(ctx.env, JUDGES_AFTER),
    setup: { mcrWorker: true, judge: 'advise', options },
  });
}
