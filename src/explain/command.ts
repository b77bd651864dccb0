/**
 * `mcr --explain "<hand>"` and `mcr --arrangements "<hand>"`: the score of one hand
 * with what makes each fan, and (--arrangements) every arrangement. Loaded by cli.ts
 * only when one of these flags is given.
 */
import { exitCodeFor, type ExitCode } from '../batch/summary.js';
import type { Output } from '../io/output.js';
import { handText } from '../format/screen.js';
import { chalkFor, type ColorLevel } from '../format/color.js';
import { explain } from './explain.js';
import { formatExplainJson } from './json.js';
import { explainSections } from './text.js';
import type { Catalog } from '../i18n/types.js';

export interface ExplainOutput {
  rules: string | undefined;
  w: Output;
  width: number;
  out: ColorLevel;
  err: ColorLevel;
  json: boolean;
  arrangements: boolean;
  /** The run's words (i18n/); English when not given. */
  t?: Catalog;
}

export function explainArgument(line: string, o: ExplainOutput): ExitCode {
  const r = explain(line, { rules: o.rules, arrangements: o.arrangements });
  if (o.json) {
    o.w.out(formatExplainJson(r) + '\n');
  } else {
    const text = handText(o);
    if (r.ok) {
      const color = chalkFor(o.out);
      const more = explainSections(r, color, o.width);
      o.w.out(text.screen(r) + (more ? `\n\n${more}` : '') + '\n');
    } else o.w.err(text.error(r.input, r.error) + '\n');
  }
  return exitCodeFor(r);
}
