/**
 * `mcr advise [options] [hand...]`: discard advice that knows the 8-point minimum
 * (src/advice/). One hand given as arguments, or one per line from stdin / --file,
 * as for `mcr waits`. Exit code: 0 legally ready (14 tiles: after the best discard),
 * 1 not, 2 a line could not be read (the worst line decides in a batch).
 */
import { colorFlag, flag, text, texts, usageError, type Parsed } from './spec.js';
import { isSkipped, type Line } from '../batch/lines.js';
import { eachLine } from './lines.js';
import type { Context } from './context.js';
import { advise } from '../advice/advise.js';
import { ADVICE_JSON, adviceExitCode } from '../advice/json.js';
import { formatAdviceText } from '../advice/text.js';
import { ADVICE_SCHEMA_ID, type AdviceResult } from '../advice/types.js';

type Code = 0 | 1 | 2;
const worst = (a: Code, b: Code): Code => (a > b ? a : b);


export async function adviseCommand(p: Parsed, ctx: Context): Promise<Code> {
  const { positionals } = p;
  const { w, width, errWidth } = ctx;
  const json = flag(p, 'json');
  const all = flag(p, 'all');
  const compactOne = flag(p, 'compact');
  const rules = ctx.rules(text(p, 'rules'));
  if (!rules.ok) return usageError(rules.message, ctx);
  const depthText = text(p, 'depth');
  const depth = depthText === undefined ? undefined : Number(depthText);
  if (depth !== undefined && !(Number.isInteger(depth) && depth >= 0 && depth <= 3))
    return usageError(`--depth ${depthText}: expected 0, 1, 2 or 3`, ctx);
  const options = { rules: rules.name, depth };
  const out = await ctx.chalk(w.stdout, colorFlag(p));
  const err = await ctx.chalk(w.stderr, colorFlag(p));
  const files = texts(p, 'file');
  if (positionals.length > 0 && files.length > 0) return usageError('give a hand or --file, not both', ctx);

  const show = (r: AdviceResult, compact: boolean, place = ''): void => {
    if (json) w.json(r, ADVICE_JSON);
    else if (!r.ok) w.err(place + formatAdviceText(r, err, { width: errWidth }) + '\n');
    else w.out(formatAdviceText(r, out, { compact, all, width }) + '\n');
  };

  if (positionals.length > 0) {
    const r = advise(positionals.join(' '), options);
    show(r, compactOne);
    return adviceExitCode(r);
  }

  let code: Code = 0;
  const handle = (line: Line, file: string): void => {
    if (isSkipped(line)) return;
    const source = { file, line: line.no };
    let r: AdviceResult;
    if (line.error) r = { schema: ADVICE_SCHEMA_ID, input: line.text, ok: false, source, error: line.error };
    else {
      r = advise(line.text, options);
      r.source = source;
    }
    code = worst(code, adviceExitCode(r));
    show(r, !all, `${file === '-' ? 'line' : `${file}, line`} ${line.no}:\n`);
  };
  const read = await eachLine(files, w, handle, ctx.stdin);
  return worst(code, read);
}
