/**
 * `mcr review FILE --seat S [--hand N] [--draws N] [--json | --html] [-o OUT]`: one
 * seat's discards in a record of play beside the advice for the same moment. The
 * work is the library's reviewSteps (src/review/); this reads the record, shows the
 * progress on a terminal, hears signals between decisions and writes the screen,
 * the JSON (mcr-review/1) or the page.
 */
import { colorFlag, flag, integer, text, usageError, type Parsed } from './spec.js';
import type { Context } from './context.js';
import { chunksOf } from '../io/input.js';
import { tick } from '../io/output.js';
import { emitOutput } from './emit.js';
import { cannotRead } from '../format/cannot-read.js';
import { toJson, type Kind } from '../format/json-writer.js';
import { reviewSteps } from '../review/review.js';
import { REVIEW_FAIL_JSON, REVIEW_JSON } from '../review/types.js';
import { reviewText } from '../review/text.js';
import { reviewHtml } from '../review/html.js';
import { wrap } from '../format/width.js';

export async function reviewCommand(p: Parsed, ctx: Context): Promise<0 | 1 | 2> {
  const { w, t } = ctx;
  if (p.positionals.length > 1) return usageError(ctx.t.usage.oneRecord, ctx);
  const seat = text(p, 'seat');
  if (seat === undefined) return usageError(ctx.t.usage.reviewSeat, ctx);
  const file = p.positionals[0] ?? '-';
  const json = flag(p, 'json');
  const html = flag(p, 'html');
  const output = text(p, 'output');
  if (output !== undefined && !json && !html) return usageError(ctx.t.usage.outputNeeds(output), ctx);
  const decoder = new TextDecoder();
  let record = '';
  try {
    for await (const chunk of chunksOf(file, ctx.stdin)) record += decoder.decode(chunk, { stream: true });
    record += decoder.decode();
  } catch (e) {
    w.err(cannotRead(file, e, t) + '\n');
    return 2;
  }
  const steps = reviewSteps(record, { seat, hand: integer(p, 'hand'), draws: integer(p, 'draws') });
  const progress = w.stderr.isTTY === true;
  let r;
  for (;;) {
    const step = steps.next();
    if (step.done) {
      r = step.value;
      break;
    }
    if (progress && step.value.of > 0) w.err(`${t.review.working(step.value.done, step.value.of)}\x1b[K\r`);
    // Between decisions: let signals in.
    await w.flush();
    await tick();
    if (w.stopped) return 2;
  }
  if (progress) w.err('\x1b[K');
  if (!r.ok) {
    if (json) w.out(toJson(REVIEW_FAIL_JSON, r) + '\n');
    const where = r.error.line === null ? '' : `${file === '-' ? t.play.replay.stdin : file}:${r.error.line}${t.screen.colon}`;
    w.err(wrap(`${where}${t.review.failed(r.error.code, r.error.message)}`, ctx.errWidth, 2).join('\n') + '\n');
    return r.error.code === 'bad-option' || r.error.code === 'no-such-seat' ? 2 : 1;
  }
  if (json || html) {
    const written = json ? toJson(REVIEW_JSON as Kind<typeof r>, r) + '\n' : reviewHtml(r, t, { file: file === '-' ? 'stdin' : file });
    return emitOutput(w, output, written, t.quiz.cannotWrite);
  }
  const color = await ctx.chalk(w.stdout, colorFlag(p));
  w.out(reviewText(r, t, { width: ctx.width, color }) + '\n');
  return 0;
}
