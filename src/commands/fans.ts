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
import { commandArgs, COMMON_OPTIONS } from './args.js';
import Table from 'cli-table3';
import type { ChalkInstance } from 'chalk';
import { notCountedWith } from '../evaluate/exclusions.js';
import { findFans } from '../fans/find.js';
import { FAN_IDS, FANS, type FanId } from '../fans/table.js';
import { fitColumns, terminalWidth, wrap } from '../format/width.js';
import { rulesOption } from '../rules/option.js';
import { FANS_JSON, toJson } from '../format/json.js';
import { DEFAULT_RULES, PROFILES, ruleProfile, type Excludes, type OwnPungs, type RuleProfile } from '../rules/profiles.js';
import { chalkFor } from './io.js';
import type { Output } from '../io/output.js';

export const FANS_SCHEMA_ID = 'mcr-fans/1';

type Code = 0 | 2;

const HELP = `Usage: mcr fans [NAME] [options]

The fans as a reference: points, English and Chinese names, what each is, and
what it is not counted with, from the tables mcr scores with.
With NAME (an id, an English or Chinese name, or the start of one): that fan,
with the fans it excludes and the fans that exclude it.

Options:
  --rules NAME  points and exclusions under this rule profile (default
                green-book; MCR_RULES)
  --json        one JSON object (schema mcr-fans/1)
  --color       colour even into a pipe (also FORCE_COLOR=1)
  --no-color    plain text (also NO_COLOR=1)
  -h, --help    this help

Examples:
  $ mcr fans                  all the fans
  $ mcr fans "pure straight"  one fan, its exclusions both ways
  $ mcr fans 清龙             the same, by its Chinese name
  $ mcr fans --rules mil all-green

Exit codes: 0 shown, 2 no fan of that name (the closest are suggested) or a
usage error.
`;

/** What an OwnPungs entry takes away, in words. */
const OWN_PUNGS: Record<OwnPungs, string> = {
  'wind-pungs': 'for its wind pungs',
  'prevalent-wind-pung': "for the prevalent wind's pung",
  'seat-wind-pung': "for the seat wind's pung",
  'nine-gates-pung': "for the shape's own terminal pung",
};

/** One exclusion: the fan not counted, and for an own-pungs entry which of its pungs. */
export interface ExclusionJson {
  id: FanId;
  name: string;
  /** Only for some pungs: e.g. "for the prevalent wind's pung". */
  only?: string;
}

export interface FanEntryJson {
  id: FanId;
  /** Number in the Green Book list (1..81); null for a fan only a profile plays. */
  no: number | null;
  name: string;
  zh: string;
  /** Points under the profile; null when the profile does not play it. */
  points: number | null;
  played: boolean;
  what: string;
  /** The fans not counted when this one counts. */
  excludes: ExclusionJson[];
  /** The fans whose counting makes this one not count. */
  excludedBy: ExclusionJson[];
}

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

const names = (xs: readonly ExclusionJson[]): string => xs.map((x) => (x.only ? `${x.name} (${x.only})` : x.name)).join(', ');

/** The whole list as a table: number, names, points, what it is and what it is not counted with. */
export function fansListText(profile: RuleProfile, color: ChalkInstance, width: number): string {
  const entries = fanEntries(profile);
  const head = ['No', 'Fan', 'Pts', 'What it is; not counted with'];
  const rows = entries.map((e) => [
    e.no === null ? '-' : String(e.no),
    `${e.name}\n${e.zh}`,
    e.points === null ? '-' : String(e.points),
    [e.what, e.played ? (e.excludes.length > 0 ? `not with: ${names(e.excludes)}` : '') : `not played under ${profile.name}`]
      .filter(Boolean)
      .join('\n'),
  ]);
  const colWidths = fitColumns([head, ...rows], width, [3, 1], 10);
  const t = new Table({
    head: head.map((h) => color.bold(h)),
    colAligns: ['right', 'left', 'right', 'left'],
    colWidths,
    wordWrap: true,
    style: { head: [], border: [] },
  });
  for (const [no, fan, pts, what] of rows) {
    t.push([no, fan, pts === '-' ? color.dim(pts) : pts, what]);
  }
  const title = wrap(`The fans under ${profile.name}${profile.name === DEFAULT_RULES ? ' (the default rules)' : ''}: ` +
    `points, names, what each is, and the fans not counted with it. mcr fans NAME shows one, with the fans that exclude it.`, width);
  return [...title, t.toString()].join('\n');
}

/** One fan: its rule, points under the profile, its exclusions both ways. */
export function fanText(id: FanId, profile: RuleProfile, color: ChalkInstance, width: number): string {
  const e = fanEntries(profile).find((x) => x.id === id)!;
  const LABEL = 14;
  const line = (label: string, text: string) => wrap(text, width, LABEL, color.bold(label.padEnd(LABEL))).join('\n');
  const points = e.points === null ? `not played under ${profile.name}` : `${e.points} under ${profile.name}`;
  const base = FANS[id].points;
  const note = e.points !== null && e.points !== base ? ` (${base} under ${DEFAULT_RULES})` : '';
  return [
    wrap(`${color.bold(e.name)}  ${e.zh}${e.no === null ? '' : `  (no. ${e.no})`}`, width).join('\n'),
    line('What it is', e.what),
    line('Points', points + note),
    line('It excludes', e.excludes.length > 0 ? names(e.excludes) : 'nothing'),
    line('Excluded by', e.excludedBy.length > 0 ? names(e.excludedBy) : 'nothing'),
  ].join('\n');
}

/** The fans a query names: one line each (for several matches). */
function matchesText(ids: readonly FanId[], profile: RuleProfile, width: number): string {
  const entries = fanEntries(profile).filter((e) => ids.includes(e.id));
  return entries
    .map((e) => wrap(`${e.id}  ${e.name}  ${e.zh}  ${e.points === null ? 'not played' : `${e.points} points`}`, width, 4).join('\n'))
    .join('\n');
}

/** The comparable form of a name (as fans/find.ts folds it). */
const fold = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/[\s\-'’._]+/g, '');

function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length];
}

/** The fans whose names come closest to the query (at most three). */
export function closestFans(query: string): FanId[] {
  const q = fold(query);
  const scored = FAN_IDS.map((id) => {
    const keys = [fold(id), fold(FANS[id].name), fold(FANS[id].zh)];
    // Against each name and against its start as long as the query (a mistyped prefix).
    const d = Math.min(...keys.flatMap((k) => [distance(q, k), distance(q, k.slice(0, q.length)) + 0.5]));
    return { id, d };
  });
  scored.sort((a, b) => a.d - b.d);
  return scored.slice(0, 3).map((s) => s.id);
}

export async function fansCommand(args: readonly string[], w: Output): Promise<Code> {
  const errWidth = terminalWidth(w.stderr, process.env);
  const fail = (message: string): Code => {
    w.err(wrap(`error: ${message}`, errWidth, 2).join('\n') + '\n');
    return 2;
  };
  const parsed = commandArgs(args, { options: COMMON_OPTIONS, strict: true }, HELP, w);
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const rules = rulesOption(values.rules, process.env);
  if (!rules.ok) return fail(rules.message);
  const profile = ruleProfile(rules.name ?? DEFAULT_RULES) ?? PROFILES[DEFAULT_RULES];
  const width = terminalWidth(w.stdout, process.env);
  const color = chalkFor(w.stdout, values['no-color'] !== true, process.env, values.color === true);
  const query = positionals.join(' ');

  if (positionals.length === 0) {
    const out = values.json
      ? toJson(FANS_JSON, { schema: FANS_SCHEMA_ID, rules: profile.name, fans: fanEntries(profile) })
      : fansListText(profile, color, width);
    w.out(out + '\n');
    return 0;
  }

  const ids = findFans(query);
  if (ids.length === 0) {
    const near = closestFans(query);
    if (values.json) {
      w.out(toJson(FANS_JSON, { schema: FANS_SCHEMA_ID, rules: profile.name, query, fans: [], didYouMean: near }) + '\n');
    }
    return fail(`no fan is called ${JSON.stringify(query)}; did you mean ${near.map((id) => FANS[id].name).join(', ')}? (mcr fans lists them all)`);
  }
  if (values.json) {
    const fans = fanEntries(profile).filter((e) => ids.includes(e.id));
    w.out(toJson(FANS_JSON, { schema: FANS_SCHEMA_ID, rules: profile.name, query, fans }) + '\n');
    return 0;
  }
  if (ids.length > 1) {
    const head = wrap(`${ids.length} fans start with ${JSON.stringify(query)}; name one of them:`, width).join('\n');
    w.out(`${head}\n${matchesText(ids, profile, width)}\n`);
    return 0;
  }
  w.out(fanText(ids[0], profile, color, width) + '\n');
  return 0;
}
