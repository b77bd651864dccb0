/**
 * `mcr --explain "<hand>"` and `mcr --arrangements "<hand>"`: the score of one hand
 * with what makes each fan, and (--arrangements) every arrangement. Loaded by cli.ts
 * only when one of these flags is given.
 */
import chalk, { Chalk } from 'chalk';
import { exitCodeFor, type ExitCode } from '../batch/summary.js';
import { textFormat, type ColorLevel } from '../batch/text.js';
import { explain } from './explain.js';
import { formatExplainJson } from './json.js';
import { explainSections } from './text.js';

export interface ExplainOutput {
  rules: string | undefined;
  out: ColorLevel;
  err: ColorLevel;
  json: boolean;
  arrangements: boolean;
}

/** The terminal's width: COLUMNS, else the terminal's, else 80. */
export const width = (): number => Number(process.env.COLUMNS) || process.stdout.columns || 80;

export function explainArgument(line: string, o: ExplainOutput): ExitCode {
  const r = explain(line, { rules: o.rules, arrangements: o.arrangements });
  if (o.json) {
    process.stdout.write(formatExplainJson(r) + '\n');
  } else {
    const text = textFormat(o);
    if (r.ok) {
      const color = new Chalk({ level: o.out.level > 0 ? chalk.level || 1 : 0 });
      const more = explainSections(r, color, width());
      process.stdout.write(text.screen(r) + (more ? `\n\n${more}` : '') + '\n');
    } else process.stderr.write(text.error(r.input, r.error) + '\n');
  }
  return exitCodeFor(r);
}
