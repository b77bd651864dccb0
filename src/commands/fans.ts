/**
 * `mcr fans`: the fans as a reference a referee can show a player: points under the
 * rule profile, English and Chinese names, what each is, and what it is not counted
 * with. `mcr fans NAME`: one fan found by id, English or Chinese name, or a prefix
 * (fans/find.ts), with its exclusions both ways: the fans it excludes and the fans
 * that exclude it.
 *
 * Everything comes from the engine's own tables: fans/table.ts for names and what
 * a fan is, rules/profiles.ts for points and the fans a profile does not play,
 * evaluate/exclusions.ts's notCountedWith(profile) for the exclusions, so the
 * reference can not disagree with the scoring.
 *
 *   mcr fans [NAME...] [--rules NAME] [--json]
 */
import { colorFlag, flag, text, usageError, type Parsed } from './spec.js';
import type { Context } from './context.js';
import Table from 'cli-table3';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';
import type { ChalkInstance } from 'chalk';
import { notCountedWith } from '../evaluate/exclusions.js';
import { closestFans, findFans } from '../fans/find.js';
import { quote, FAN_QUOTE_MAX } from '../notation/chars.js';
import { FAN_IDS, FANS, type FanId } from '../fans/table.js';
import { fitColumns, textWidth, wrap } from '../format/width.js';
import { toJson } from '../format/json-writer.js';
import { FANS_JSON, type ExclusionJson, type FanEntryJson } from '../fans/json.js';
import { DEFAULT_RULES, PROFILES, ruleProfile, type Excludes, type OwnPungs, type RuleProfile } from '../rules/profiles.js';

export const FANS_SCHEMA_ID = 'mcr-fans/1';

type Code = 0 | 2;

/** What an OwnPungs entry takes away, in words. */
const OWN_PUNGS: Record<OwnPungs, string> = {
  'wind-pungs': 'for its wind pungs',
  'prevalent-wind-pung': "for the prevalent wind's pung",
  'seat-wind-pung': "for the seat wind's pung",
  'nine-gates-pung': "for the shape's own terminal pung",
};

const entryOf = (e: Excludes): { id: FanId; only?: string } =>
  typeof e === 'string' ? { id: e } : { id: 'pung-of-terminals-or-honors', only: OWN_PUNGS[e.ownPungs] };

/** Every fan under a profile, both directions of its exclusions. */
export function fanEntries(profile: RuleProfile): FanEntryJson[] {
  const table = notCountedWith(profile);
  const played = (id: FanId) => !profile.notPlayed.includes(id);
  const excludedBy = new Map<FanId, ExclusionJson[]>();
  for (const by of FAN_IDS) {
    if (!played(by)) continue;
    for (const e of table[by] ?? []) {
      const { id, only } = entryOf(e);
      if (!played(id)) continue;
      const list = excludedBy.get(id) ?? [];
      list.push({ id: by, name: FANS[by].name, ...(only ? { only } : {}) });
      excludedBy.set(id, list);
    }
  }
  return FAN_IDS.map((id) => {
    const f = FANS[id];
    const isPlayed = played(id);
    const excludes = isPlayed
      ? (table[id] ?? []).map(entryOf).filter((e) => played(e.id)).map((e) => ({ id: e.id, name: FANS[e.id].name, ...(e.only ? { only: e.only } : {}) }))
      : [];
    return {
      id,
      no: f.no,
      name: f.name,
      zh: f.zh,
      points: isPlayed ? (profile.points[id] ?? f.points) : null,
      played: isPlayed,
      what: f.what,
      excludes,
      excludedBy: isPlayed ? (excludedBy.get(id) ?? []) : [],
    };
  });
}

/** The key of an OwnPungs entry's English words (the JSON's `only`). */
const ownKey = (only: string): string => Object.entries(OWN_PUNGS).find(([, v]) => v === only)?.[0] ?? only;

const names = (xs: readonly ExclusionJson[], t: Catalog): string =>
  t.fanSheet.names(xs.map((x) => {
    const name = t.fan({ name: x.name, zh: FANS[x.id].zh });
    return x.only ? t.fanSheet.only(name, t.fanSheet.ownPungs[ownKey(x.only)] ?? x.only) : name;
  }));

/** The whole list as a table: number, names, points, what it is and what it is not counted with. */
export function fansListText(profile: RuleProfile, color: ChalkInstance, width: number, t: Catalog = en): string {
  const entries = fanEntries(profile);
  const words = t.fanSheet;
  const head = [words.no, words.fan, words.pts, words.whatHead];
  const rows = entries.map((e) => [
    e.no === null ? '-' : String(e.no),
    `${t.fan(e)}\n${t.fanOther(e)}`,
    e.points === null ? '-' : String(e.points),
    [t.fanWhat(e.id, e.what), e.played ? (e.excludes.length > 0 ? words.notWith(names(e.excludes, t)) : '') : words.notPlayedUnder(profile.name)]
      .filter(Boolean)
      .join('\n'),
  ]);
  const colWidths = fitColumns([head, ...rows], width, [3, 1], 10);
  const table = new Table({
    head: head.map((h) => color.bold(h)),
    colAligns: ['right', 'left', 'right', 'left'],
    colWidths,
    wordWrap: true,
    style: { head: [], border: [] },
  });
  // Chinese words have no spaces for the table to wrap at: a line of a cell with wide
  // characters is wrapped here (format/width.ts: after its punctuation, at its spaces),
  // never cut short; the table wraps the others.
  const fit = (cell: string, i: number) =>
    cell.split('\n').flatMap((l) => (textWidth(l) === l.length ? [l] : wrap(l, colWidths[i] - 2))).join('\n');
  for (const [no, fan, pts, what] of rows) {
    table.push([no, fit(fan, 1), pts === '-' ? color.dim(pts) : pts, fit(what, 3)]);
  }
  const title = wrap(words.longTitle(profile.name, profile.name === DEFAULT_RULES), width);
  return [...title, table.toString()].join('\n');
}

/** One fan: its rule, points under the profile, its exclusions both ways. */
export function fanText(id: FanId, profile: RuleProfile, color: ChalkInstance, width: number, t: Catalog = en): string {
  const e = fanEntries(profile).find((x) => x.id === id)!;
  const words = t.fanSheet;
  const LABEL = words.labelWidth;
  const line = (label: string, text: string) => wrap(text, width, LABEL, color.bold(label + ' '.repeat(Math.max(0, LABEL - textWidth(label))))).join('\n');
  const points = e.points === null ? words.notPlayedUnder(profile.name) : words.pointsUnder(e.points, profile.name);
  const base = FANS[id].points;
  const note = e.points !== null && e.points !== base ? words.baseNote(base, DEFAULT_RULES) : '';
  return [
    wrap(`${color.bold(t.fan(e))}  ${t.fanOther(e)}${e.no === null ? '' : words.number(e.no)}`, width).join('\n'),
    line(words.whatItIs, t.fanWhat(e.id, e.what)),
    line(words.points, points + note),
    line(words.excludes, e.excludes.length > 0 ? names(e.excludes, t) : words.nothing),
    line(words.excludedBy, e.excludedBy.length > 0 ? names(e.excludedBy, t) : words.nothing),
  ].join('\n');
}

/** The fans a query names: one line each (for several matches). */
function matchesText(ids: readonly FanId[], profile: RuleProfile, width: number, t: Catalog): string {
  const entries = fanEntries(profile).filter((e) => ids.includes(e.id));
  return entries
    .map((e) => wrap(`${t.fanSheet.showIds ? `${e.id}  ` : ''}${t.fan(e)}  ${t.fanOther(e)}  ${t.fanSheet.matchPoints(e.points)}`, width, 4).join('\n'))
    .join('\n');
}

/** The fans one line each: number, name, Chinese name and points (a line that does not fit wraps, indented). */
export function fansShortText(profile: RuleProfile, color: ChalkInstance, width: number, worth: number | null = null, t: Catalog = en): string {
  const entries = fanEntries(profile).filter((e) => worth === null || e.points === worth);
  const cells = entries.map((e) => [e.no === null ? '-' : String(e.no), t.fan(e), t.fanOther(e), e.points === null ? '-' : String(e.points)]);
  const widest = (i: number) => Math.max(...cells.map((c) => textWidth(c[i])));
  const [no, name, zh] = [widest(0), widest(1), widest(2)];
  const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - textWidth(s)));
  const points = (k: number, pts: string) => (entries[k].points === null ? color.dim(t.fans.notPlayed(profile.name)) : pts);
  const aligned = cells.map(([n, fan, chinese, pts], k) => `${n.padStart(no)}  ${pad(fan, name)}  ${pad(chinese, zh)}  ${points(k, pts)}`.trimEnd());
  // Too narrow for the columns: each fan's words wrapped under its number.
  const lines = aligned.every((l) => textWidth(l) <= width)
    ? aligned
    : cells.flatMap(([n, fan, chinese, pts], k) => wrap(`${n.padEnd(no)}  ${fan}  ${chinese}  ${points(k, pts)}`, width, no + 2));
  const title = wrap(t.fans.listTitle(profile.name, profile.name === DEFAULT_RULES, worth), width);
  return [...title, '', ...lines].join('\n');
}

/** `mcr fans`: the arguments read by its declaration (commands/declarations.ts). */
export async function fansCommand(p: Parsed, ctx: Context): Promise<Code> {
  const { w, width } = ctx;
  const fail = (message: string): Code => usageError(message, ctx);
  const rules = ctx.rules(text(p, 'rules'));
  if (!rules.ok) return fail(rules.message);
  const profile = ruleProfile(rules.name ?? DEFAULT_RULES) ?? PROFILES[DEFAULT_RULES];
  const color = await ctx.chalk(w.stdout, colorFlag(p));
  const json = flag(p, 'json');
  const query = p.positionals.join(' ');
  const pointsText = text(p, 'points');
  const worth = pointsText === undefined ? null : Number(pointsText);
  if (worth !== null) {
    const values = [...new Set(fanEntries(profile).map((e) => e.points).filter((n): n is number => n !== null))].sort((a, b) => a - b);
    if (!/^[0-9]+$/.test(pointsText ?? '') || !values.includes(worth as number))
      return fail(ctx.t.fanSheet.noneWorth(ctx.lang === 'en' ? JSON.stringify(pointsText) : (pointsText ?? ''), profile.name, values.join(', ')));
    if (p.positionals.length > 0) return fail(ctx.t.fanSheet.nameOrPoints);
  }

  if (p.positionals.length === 0) {
    const out = json
      ? toJson(FANS_JSON, { schema: FANS_SCHEMA_ID, rules: profile.name, fans: fanEntries(profile).filter((e) => worth === null || e.points === worth) })
      : flag(p, 'long')
        ? fansListText(profile, color, width, ctx.t)
        : fansShortText(profile, color, width, worth, ctx.t);
    w.out(out + '\n');
    return 0;
  }

  const ids = findFans(query);
  if (ids.length === 0) {
    const near = closestFans(query);
    if (json) {
      w.out(toJson(FANS_JSON, { schema: FANS_SCHEMA_ID, rules: profile.name, query, fans: [], didYouMean: near }) + '\n');
    }
    return fail(ctx.t.fans.noSuchFan(quote(query, FAN_QUOTE_MAX), near.map((id) => ctx.t.fan(FANS[id]))));
  }
  if (json) {
    const fans = fanEntries(profile).filter((e) => ids.includes(e.id));
    w.out(toJson(FANS_JSON, { schema: FANS_SCHEMA_ID, rules: profile.name, query, fans }) + '\n');
    return 0;
  }
  if (ids.length > 1) {
    const head = wrap(ctx.t.fanSheet.startWith(ids.length, JSON.stringify(query)), width).join('\n');
    w.out(`${head}\n${matchesText(ids, profile, width, ctx.t)}\n`);
    return 0;
  }
  // A number is the fan's number in the list; it may have been meant as points.
  const asPoints = /^[0-9]+$/.test(query) && fanEntries(profile).some((e) => e.points === Number(query));
  const note = asPoints ? wrap(ctx.t.fanSheet.asNumber(query), width).join('\n') + '\n\n' : '';
  w.out(note + fanText(ids[0], profile, color, width, ctx.t) + '\n');
  return 0;
}
