/**
 * `mcr why "<hand>" <fan>`: why a fan counts in a hand, or why not (explain/why.ts),
 * in one or two sentences, or one JSON object (schema mcr-why/1).
 *
 *   mcr why "<hand>" <fan...> [--json] [--rules NAME] [--no-color]
 *
 * Exit codes: 0 answered; 2 the hand could not be read, the fan is unknown or
 * ambiguous, or a usage error.
 */
import { colorFlag, flag, text, usageError, type Parsed } from './spec.js';
import { widthOf, type Context } from './context.js';
import { DEFAULT_WIDTH, wrap } from '../format/width.js';
import { why, type WhyResult } from '../explain/why.js';
import { findFans } from '../fans/find.js';
import { parseLine } from '../notation/parse.js';
import { toJson } from '../format/json-writer.js';
import { WHY_JSON } from '../explain/why.js';

type Code = 0 | 2;

/** The answer as text: the fan and the case, then the sentences; an error wrapped (names are never cut). */
export function whyText(r: WhyResult, w = DEFAULT_WIDTH, bold = (s: string) => s, dim = (s: string) => s): string {
  if (!r.ok) {
    const near = r.candidates.length > 1 && r.error.code === 'ambiguous-fan' ? r.candidates.map((id) => `  ${id}`) : [];
    return [...wrap(`error: ${r.error.message} (${r.error.code})`, w, 2), ...near].join('\n');
  }
  const head = `${bold(r.fan.name)} ${r.fan.zh} ${r.fan.points}  ${dim(r.case)}`;
  return [...wrap(head, w, 2), ...wrap(r.text, w)].join('\n');
}

/** Words that do not read as mcr notation (a fan's name rather than tiles or options). */
const notNotation = (word: string): boolean => !parseLine(word).ok;

/**
 * `why <hand> <fan>` as words (a quoted hand or not): the fan is the longest run of
 * last words (up to four) that names a fan while the words before it read as a hand;
 * failing that, the last words that do not read as notation (so that why() says what
 * is wrong with the fan, or with the hand).
 */
export function splitWhy(arg: string): [string, string] {
  const words = arg.trim().split(/\s+/);
  for (let k = Math.min(4, words.length - 1); k >= 1; k--) {
    const hand = words.slice(0, -k).join(' ');
    const fan = words.slice(-k).join(' ');
    if (findFans(fan).length > 0 && parseLine(hand).ok) return [hand, fan];
  }
  let k = 1;
  while (k < words.length - 1 && notNotation(words[words.length - 1 - k])) k++;
  return [words.slice(0, -k).join(' '), words.slice(-k).join(' ')];
}

/** The hand and the fan of `mcr why`: as given when the words after the first name a fan, else split as splitWhy does. */
export function handAndFan(words: readonly string[]): [string, string] {
  const fan = words.slice(1).join(' ');
  return words.length === 2 || findFans(fan).length > 0 ? [words[0], fan] : splitWhy(words.join(' '));
}

/** `mcr why`: the arguments read by its declaration (commands/declarations.ts). */
export async function whyCommand(p: Parsed, ctx: Context): Promise<Code> {
  const { w } = ctx;
  if (p.positionals.length < 2) return usageError('give a hand and a fan, e.g. mcr why "123c 456c 789c 111b 2b 2b" single', ctx);
  const rules = ctx.rules(text(p, 'rules'));
  if (!rules.ok) return usageError(rules.message, ctx);
  const [hand, fan] = handAndFan(p.positionals);
  const r = why(hand, fan, { rules: rules.name });
  if (flag(p, 'json')) w.out(toJson(WHY_JSON, r) + '\n');
  else {
    const stream = r.ok ? w.stdout : w.stderr;
    const color = await ctx.chalk(stream, colorFlag(p));
    const shown = whyText(r, widthOf(ctx, stream), color.bold, color.dim) + '\n';
    if (r.ok) w.out(shown);
    else w.err(shown);
  }
  return r.ok ? 0 : 2;
}
