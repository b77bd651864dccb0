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
import { nearestMissIn, why, type WhyError, type WhyOk, type WhyResult } from '../explain/why.js';
import type { ArrangementJson } from '../explain/explain.js';
import { writeSets, writeUses } from '../explain/words.js';
import { notCountedWith } from '../evaluate/exclusions.js';
import { FANS } from '../fans/table.js';
import { quote, FAN_QUOTE_MAX } from '../notation/chars.js';
import { DEFAULT_RULES, PROFILES, ruleProfile, type Excludes } from '../rules/profiles.js';
import { score } from '../score.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';
import { findFans } from '../fans/find.js';
import { parseLine } from '../notation/parse.js';
import { toJson } from '../format/json-writer.js';
import { WHY_JSON } from '../explain/why.js';

type Code = 0 | 2;

/**
 * The answer as text: the fan and the case, then the sentences; an error wrapped (names
 * are never cut). In a language whose catalog says the core's English is not its own
 * (`t.why.english`), the sentences are written from the result's fields (answerText);
 * `query` is the fan as asked, for an error's words.
 */
export function whyText(r: WhyResult, w = DEFAULT_WIDTH, bold = (s: string) => s, dim = (s: string) => s, t: Catalog = en, query = ''): string {
  if (!r.ok) {
    const near = r.candidates.length > 1 && r.error.code === 'ambiguous-fan' ? r.candidates.map((id) => `  ${t.why.candidate(id, t.fan(FANS[id]))}`) : [];
    return [...wrap(t.why.error(errorText(r, t, query), r.error.code), w, 2), ...near].join('\n');
  }
  const head = `${bold(t.fan(r.fan))} ${t.fanOther(r.fan)} ${t.why.points(r.fan.points)}  ${dim(t.why.case(r.case))}`;
  return [...wrap(head, w, 2), ...wrap(t.why.english ? r.text : answerText(r, t), w)].join('\n');
}

/** An error's sentence in the catalog's language (the core's own in English). */
function errorText(r: WhyError, t: Catalog, query: string): string {
  if (t.why.english) return r.error.message;
  const names = r.candidates.map((id) => t.fan(FANS[id]));
  const asked = quote(query, FAN_QUOTE_MAX);
  if (r.error.code === 'unknown-fan') return t.why.unknownFan(asked, names);
  if (r.error.code === 'ambiguous-fan') return t.why.ambiguousFan(asked, names);
  return t.readError(r.error.code, r.error.message);
}

/** A "not counted with" entry of a profile, named. */
const entryName = (e: Excludes, t: Catalog): string =>
  typeof e === 'string' ? t.fan(FANS[e]) : t.why.ownPungs(t.fan(FANS['pung-of-terminals-or-honors']), e.ownPungs);

/**
 * The answer's sentences from its fields, in the words of `t` (a language other than
 * the core's English): each case as explain/why.ts says it, where a fan's own detail
 * (its nearest miss) is its description (t.fanWhat).
 */
export function answerText(r: WhyOk, t: Catalog): string {
  const f = FANS[r.fan.id];
  const name = t.fan(r.fan);
  const what = t.fanWhat(r.fan.id, f.what);
  const profile = ruleProfile(r.rules) ?? PROFILES[DEFAULT_RULES];
  const fanList = (x: ArrangementJson) => t.screen.fanList(x.fans.map((g) => t.why.fanPoints(t.fan(g), g.points, g.count)));
  switch (r.case) {
    case 'counted': {
      const made = writeUses(r.uses, r.arrangement) || what;
      const more = r.excludedBy.map((x) => t.why.moreNotCounted(x.count, t.fan(FANS[x.by])));
      return t.why.counts(name, t.why.times(Math.max(1, r.count), r.fan.points), made, more);
    }
    case 'excluded': {
      const by = r.excludedBy[0].by;
      const entry = notCountedWith(profile)[by] ?? [];
      const others = r.excludedBy.slice(1).map((x) => t.fan(FANS[x.by]));
      return t.why.excluded(name, t.fan(FANS[by]), profile.name, t.list(entry.map((e) => entryName(e, t))), others);
    }
    case 'other-arrangement': {
      const o = r.other!, c = r.chosen!;
      const sets = (x: ArrangementJson) => writeSets(x.arrangement.map((s) => (s.name === undefined ? s : { ...s, name: t.why.shapeName(s.name) })));
      return t.why.otherArrangement(name, sets(o), fanList(o), o.total, o.total < c.total, sets(c), fanList(c), c.total);
    }
    case 'wait-not-unique':
      return t.why.waitNotUnique(name, r.completes);
    case 'needs-option':
      return t.why.needsOption(name, r.option ?? '', what, r.possible !== false);
    case 'not-played':
      return t.why.notPlayed(name, profile.name, t.rules.title(profile.name, profile.title));
    case 'not-winning': {
      const s = score(r.input, { rules: r.rules });
      return t.why.notWinning(s.ok ? t.screen.reason(s.reasonCode, s.reason) : t.screen.reason(null, null));
    }
    default:
      // The fan's own nearest miss, in the catalog's sentences (the generic one where none is found).
      return nearestMissIn(r, name, { say: t.why.miss, nameOf: (id) => t.fan(FANS[id]) }) || t.why.notPresent(name, what);
  }
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
  if (p.positionals.length < 2) return usageError(ctx.t.why.give, ctx);
  const rules = ctx.rules(text(p, 'rules'));
  if (!rules.ok) return usageError(rules.message, ctx);
  const [hand, fan] = handAndFan(p.positionals);
  const r = why(hand, fan, { rules: rules.name });
  if (flag(p, 'json')) w.out(toJson(WHY_JSON, r) + '\n');
  else {
    const stream = r.ok ? w.stdout : w.stderr;
    const color = await ctx.chalk(stream, colorFlag(p));
    const shown = whyText(r, widthOf(ctx, stream), color.bold, color.dim, ctx.t, fan) + '\n';
    if (r.ok) w.out(shown);
    else w.err(shown);
  }
  return r.ok ? 0 : 2;
}
