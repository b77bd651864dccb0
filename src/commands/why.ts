/**
 * `mcr why "<hand>" <fan>`: why a fan counts in a hand, or why not (explain/why.ts),
 * in one or two sentences, or one JSON object (schema mcr-why/1).
 *
 *   mcr why "<hand>" <fan...> [--json] [--rules NAME] [--no-color]
 *
 * Exit codes: 0 answered; 2 the hand could not be read, the fan is unknown or
 * ambiguous, or a usage error.
 */
import { commandArgs, COMMON_OPTIONS } from './args.js';
import { chalkFor } from './io.js';
import type { Output } from '../io/output.js';
import { terminalWidth } from '../format/width.js';
import { rulesOption } from '../rules/option.js';
import { why, type WhyResult } from '../explain/why.js';
import { toJson, WHY_JSON } from '../format/json.js';
import { wrap } from '../explain/words.js';

type Code = 0 | 2;

const HELP = `Usage: mcr why "<hand>" <fan> [--json] [--rules NAME]

Why a fan counts in a hand, or why it does not: counted (and what makes it),
excluded by a counted fan (and the rule), only in another arrangement worth less,
a wait that is not unique (and the other winning tiles), an option it needs
(+win:wall, +last, +wall-last, +kong, +seat, +round), or what the hand lacks.
The fan is named as mcr fans finds it: id, English or Chinese name, or a prefix.

Examples:
  mcr why "123c 456c 789c 111b 2b 2b" single
  mcr why "[123b] 456c 78d EEE 55d 9d +win:wall +seat:S" "seat wind"
  mcr why --json "11223344556677b" "pure double chow"

Options:
  --json          one JSON object (schema mcr-why/1)
  --rules <name>  the rule profile (default green-book; MCR_RULES sets it)
  --color         colour even into a pipe (also FORCE_COLOR=1)
  --no-color      plain text (also NO_COLOR=1)
  -h, --help      this help

Exit codes: 0 answered, 2 hand not readable, fan unknown or ambiguous, usage error.
`;


/** The answer as text: the fan and the case, then the sentences wrapped to the width. */
export function whyText(r: WhyResult, w = terminalWidth(), bold = (s: string) => s, dim = (s: string) => s): string {
  if (!r.ok) {
    const near = r.candidates.length > 1 && r.error.code === 'ambiguous-fan' ? `\n  ${r.candidates.join('\n  ')}` : '';
    return `error: ${r.error.message} (${r.error.code})${near}`;
  }
  const head = `${bold(r.fan.name)} ${r.fan.zh} ${r.fan.points}  ${dim(r.case)}`;
  return `${head}\n${wrap(r.text, w)}`;
}

export async function whyCommand(args: readonly string[], w: Output): Promise<Code> {
  const parsed = commandArgs(args, { options: COMMON_OPTIONS, strict: true }, HELP, w);
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  if (positionals.length < 2) {
    w.err(`error: give a hand (quoted) and a fan\n${HELP}`);
    return 2;
  }
  const rules = rulesOption(values.rules, process.env);
  if (!rules.ok) {
    w.err(`error: ${rules.message}\n`);
    return 2;
  }
  const r = why(positionals[0], positionals.slice(1).join(' '), { rules: rules.name });
  if (values.json) w.out(toJson(WHY_JSON, r) + '\n');
  else {
    const stream = r.ok ? w.stdout : w.stderr;
    const color = chalkFor(stream, values['no-color'] !== true, process.env, values.color === true);
    const text = whyText(r, terminalWidth(stream, process.env), color.bold, color.dim) + '\n';
    if (r.ok) w.out(text);
    else w.err(text);
  }
  return r.ok ? 0 : 2;
}
