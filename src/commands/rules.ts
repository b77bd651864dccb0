/**
 * `mcr rules`: the rule profiles; `mcr rules NAME`: where NAME differs from the
 * default, as a short table a referee can read out (rules/differences.ts).
 *
 *   mcr rules [NAME] [--json]
 */
import { flag, usageError, type Parsed } from './spec.js';
import type { Context } from './context.js';
import { DEFAULT_RULES, RULES_NAMES, PROFILES, ruleProfile, unknownRulesMessage } from '../rules/profiles.js';
import { differences } from '../rules/differences.js';
import { DEFAULT_WIDTH, wrap } from '../format/width.js';
import { toJson } from '../format/json-writer.js';
import { RULES_JSON } from '../rules/json.js';

type Code = 0 | 2;

export const RULES_SCHEMA_ID = 'mcr-rules/1';

/** Rows of cells as columns of the given widths, each cell wrapped within its column. */
function columns(rows: string[][], widths: number[]): string {
  const out: string[] = [];
  for (const row of rows) {
    const cells = row.map((c, i) => wrap(c, widths[i]));
    const height = Math.max(...cells.map((c) => c.length));
    for (let k = 0; k < height; k++)
      out.push(cells.map((c, i) => (c[k] ?? '').padEnd(i < cells.length - 1 ? widths[i] : 0)).join('  ').trimEnd());
  }
  return out.join('\n');
}

export function rulesText(name: string | undefined, w = DEFAULT_WIDTH): string {
  if (name === undefined) {
    const rows = RULES_NAMES.map((n) => [n === DEFAULT_RULES ? `${n} (default)` : n, PROFILES[n].title]);
    const first = Math.max(...rows.map((r) => r[0].length));
    return [
      ...wrap('Rule profiles (choose with --rules NAME or MCR_RULES=NAME):', w),
      '',
      columns(rows, [first, Math.max(20, w - first - 2)]),
      '',
      ...wrap(`mcr rules NAME shows where a profile differs from ${DEFAULT_RULES}.`, w),
    ].join('\n');
  }
  const profile = ruleProfile(name)!;
  const rows = differences(profile);
  const head = [...wrap(`${profile.name}: ${profile.title}`, w), ...wrap(profile.about, w), ''];
  if (rows.length === 0) return [...head, `The same as ${DEFAULT_RULES} (the default) everywhere.`].join('\n');
  const third = Math.floor((w - 4) / 3);
  const widths = [w - 4 - 2 * third, third, third];
  return [
    ...head,
    columns([['rule', `${DEFAULT_RULES} (default)`, profile.name], ...rows.map((r) => [r.rule, r.base, r.value])], widths),
    '',
    'Everything else is the same.',
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
  if (positionals.length > 1) return usageError('name one rule profile at most', ctx);
  const name = positionals[0];
  if (name !== undefined && ruleProfile(name) === null) return usageError(unknownRulesMessage(name), ctx);
  ctx.w.out((flag(p, 'json') ? rulesJson(name) : rulesText(name, ctx.width)) + '\n');
  return 0;
}
