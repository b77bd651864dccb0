/**
 * `mcr waits [options] [hand...]`: ready-hand analysis (src/waits/) from the command
 * line. One hand given as arguments, or one per line from stdin / --file, as for
 * scoring. Exit code: 0 ready, 1 not ready, 2 a line could not be read (the worst
 * line decides in a batch).
 */
import { colorFlag, flag, text, texts, usageError, type Parsed } from './spec.js';
import type { Context } from './context.js';
import { eachResult, type Code } from './lines.js';
import { analyseWaits } from '../waits/analyse.js';
import { waitsExitCode } from '../waits/json.js';
import { WAITS_JSON } from '../waits/json.js';
import { formatWaitsText } from '../waits/text.js';
import { WAITS_SCHEMA_ID, type WaitsResult } from '../waits/types.js';
import { advise } from '../advice/advise.js';
import { formatAdviceText } from '../advice/text.js';

/** mcr-waits/1 lines, written straight into the output's buffer. */



/** `mcr waits`: the arguments read by its declaration (commands/declarations.ts). */
export async function waitsCommand(p: Parsed, ctx: Context): Promise<Code> {
  const { positionals } = p;
  const { w, width, errWidth } = ctx;
  const json = flag(p, 'json');
  const rules = ctx.rules(text(p, 'rules'));
  if (!rules.ok) return usageError(rules.message, ctx);
  const options = { rules: rules.name };
  const out = await ctx.chalk(w.stdout, colorFlag(p));
  const err = await ctx.chalk(w.stderr, colorFlag(p));
  const files = texts(p, 'file');
  if (positionals.length > 0 && files.length > 0) return usageError(ctx.t.waits.handOrFile, ctx);

  /**
   * One result to its stream: JSON always on stdout, its bytes straight into the
   * output's buffer; a text reading error on stderr. `last`: no blank line after it.
   */
  const show = (r: WaitsResult, compact: boolean, place = '', last = false): void => {
    if (json) w.json(r, WAITS_JSON);
    else if (!r.ok) w.err(place + formatWaitsText(r, err, { width: errWidth, t: ctx.t }) + '\n');
    // 14 tiles: one answer, the discard advice's (mcr advise); --json keeps mcr-waits/1.
    else if (r.tiles === 14) w.out(formatAdviceText(advise(r.input, options), out, { compact, width, t: ctx.t }) + (compact || last ? '\n' : '\n\n'));
    else w.out(formatWaitsText(r, out, { compact, width, t: ctx.t }) + (compact || last ? '\n' : '\n\n'));
  };

  if (positionals.length > 0) {
    const r = analyseWaits(positionals.join(' '), options);
    show(r, false, '', true);
    return waitsExitCode(r);
  }

  // Output is written (with backpressure) after each chunk of input, and between turns
  // within one (commands/lines.ts); a closed output or a signal stops the reading.
  return eachResult<WaitsResult>(
    files,
    w,
    {
      judge: (line) => analyseWaits(line, options),
      unread: (input, error, source) => ({ schema: WAITS_SCHEMA_ID, input, ok: false, source, error }),
      exit: waitsExitCode,
      show: (r, place) => show(r, true, r.source ? ctx.t.waits.place(r.source.file, r.source.line) : place),
    },
    ctx.stdin,
  );
}
