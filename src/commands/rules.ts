/**
 * `mcr rules`: the rule profiles; `mcr rules NAME`: where NAME differs from the
 * default, as a short table a referee can read out (rules/differences.ts).
 *
 *   mcr rules [NAME] [--json]
 */
import { flag, usageError, type Parsed } from './spec.js';
import type { Context } from './context.js';
import { DEFAULT_RULES, RULES_NAMES, PROFILES, ruleProfile } from '../rules/profiles.js';
import { differences } from '../rules/differences.js';
import { DEFAULT_WIDTH, textWidth, wrap } from '../format/width.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';
import { toJson } from '../format/json-writer.js';
import { RULES_JSON } from '../rules/json.js';

type Code = 0 | 2;

export const RULES_SCHEMA_ID = 'mcr-rules/1';

/** `s` padded with spaces to `n` cells (a Chinese character takes two). */
const pad = (s: string, n: number): string => s + ' '.repeat(Math.max(0, n - textWidth(s)));

/** Rows of cells as columns of the given widths, each cell wrapped within its column. */
function columns(rows: string[][], widths: number[]): string {
  const out: string[] = [];
  for (const row of rows) {
    const cells = row.map((c, i) => wrap(c, widths[i]));
    const height = Math.max(...cells.map((c) => c.length));
    for (let k = 0; k < height; k++)
      out.push(cells.map((c, i) => pad(c[k] ?? '', i < cells.length - 1 ? widths[i] : 0)).join('  ').trimEnd());
  }
  return out.join('\n');
}

export function rulesText(name: string | undefined, w = DEFAULT_WIDTH, t: Catalog = en): string {
  const words = t.rules;
  if (name === undefined) {
    const rows = RULES_NAMES.map((n) => [n === DEFAULT_RULES ? words.isDefault(n) : n, words.title(n, PROFILES[n].title)]);
    const first = Math.max(...rows.map((r) => textWidth(r[0])));
    return [
      ...wrap(words.profiles, w),
      '',
      // The titles' column takes what the names leave (at 40 columns too: 20 cells wrapped to fit).
      columns(rows, [first, Math.max(10, w - first - 2)]),
      '',
      ...wrap(words.showsWhere(DEFAULT_RULES), w),
    ].join('\n');
  }
  const profile = ruleProfile(name)!;
  const rows = differences(profile, undefined, t);
  const head = [...wrap(`${profile.name}${t.screen.colon}${words.title(profile.name, profile.title)}`, w), ...wrap(words.about(profile.name, profile.about), w), ''];
  if (rows.length === 0) return [...head, words.same(DEFAULT_RULES)].join('\n');
  const third = Math.floor((w - 4) / 3);
  const widths = [w - 4 - 2 * third, third, third];
  return [
    ...head,
    columns([[words.rule, words.isDefault(DEFAULT_RULES), profile.name], ...rows.map((r) => [r.rule, r.base, r.value])], widths),
    '',
    words.elseSame,
  ].join('\n');
}

export function rulesJson(name: string | undefined): string {
  if (name === undefined)
    return toJson(RULES_JSON, {
      schema: RULES_SCHEMA_ID,
      default: DEFAULT_RULES,
      profiles: RULES_NAMES.map((n) => ({ name: n, title: PROFILES[n].title, about: PROFILES[n].about })),
    });
  const p = ruleProfile(name)!;
  return toJson(RULES_JSON, {
    schema: RULES_SCHEMA_ID,
    default: DEFAULT_RULES,
    name: p.name,
    title: p.title,
    about: p.about,
    differences: differences(p).map((d) => ({ rule: d.rule, [DEFAULT_RULES]: d.base, [p.name]: d.value })),
  });
}

/** `mcr rules`: the arguments read by its declaration (commands/declarations.ts). */
export function rulesCommand(p: Parsed, ctx: Context): Code {
  const { positionals } = p;
  if (positionals.length > 1) return usageError(ctx.t.rules.atMostOne, ctx);
  const name = positionals[0];
  if (name !== undefined && ruleProfile(name) === null) {
    return usageError(ctx.t.rules.unknown(JSON.stringify(name), RULES_NAMES, DEFAULT_RULES, false), ctx);
  }
  ctx.w.out((flag(p, 'json') ? rulesJson(name) : rulesText(name, ctx.width, ctx.t)) + '\n');
  return 0;
}
