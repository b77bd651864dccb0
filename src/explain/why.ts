/**
 * Why a fan counts, or does not: `why(line, fan)` answers in one or two sentences
 * with one case code (schema "mcr-why/1"; README "Why a fan counts or not"):
 *
 *   counted            the score counts it; `uses` says what makes it
 *   excluded           present, but a counted fan excludes it (`excludedBy`, and the
 *                      excluding fan's "not counted with" rule in `rule`)
 *   other-arrangement  it counts only in another arrangement of the tiles, worth less
 *                      (or the same, and not chosen by the tie rule): `other`, `chosen`
 *   wait-not-unique    a wait fan whose wait is not unique: `completes` lists the other
 *                      tiles that would complete the hand
 *   needs-option       a situational fan the line's options do not give: `option`, and
 *                      whether this hand could have it (`possible`)
 *   not-present        the nearest miss in words
 *   not-played         the rule profile does not play the fan
 *   not-winning        the tiles make no winning hand, so no fan counts
 *
 * Pure, never throws; reads what the scorer decided (every arrangement scored, what
 * each counted fan uses, what was excluded by which fan) and each fan's definition
 * (fans/): it holds no fan rule of its own. Every rule comes from the profile scored
 * under.
 */
import { FAN_IDS, FANS, DEFINITIONS, type FanId } from '../fans/index.js';
import { closestFans, findFans } from '../fans/find.js';
import { fanUses, usesOf, type UseJson } from '../evaluate/uses.js';
import { describeError, notAString, readError, type ReadError } from '../errors.js';
import type { ScoreOptions, SetJson, Verdict } from '../result.js';
import { type Tile, tileCode } from '../tiles.js';
import { quote, FAN_QUOTE_MAX } from '../notation/chars.js';
import { bool, either, list as listOf, nullable, num, object, str } from '../format/json-writer.js';
import { ERROR, NAMED, SET, TILES } from '../result.js';
import { explained, type Explained } from './arrangements.js';
import { ARRANGEMENT, USE, arrangementsJson, type ArrangementJson } from './explain.js';
import { list, writeSets, writeUses } from './words.js';
import { nameOf, nearestMiss, needsOption, optionText, otherWinners, waitPlace, WORDS, type MissWords } from './why-not.js';
import { en } from '../i18n/en.js';

export type { MissWords } from './why-not.js';

/** The near miss in English: the catalog's sentences and the fans' English names. */
const ENGLISH: MissWords = { say: en.why.miss, nameOf };

export const WHY_SCHEMA_ID = 'mcr-why/1';

export type WhyCase =
  | 'counted'
  | 'excluded'
  | 'other-arrangement'
  | 'wait-not-unique'
  | 'needs-option'
  | 'not-present'
  | 'not-played'
  | 'not-winning';

export interface WhyOk {
  schema: typeof WHY_SCHEMA_ID;
  input: string;
  ok: true;
  rules: string;
  fan: { id: FanId; name: string; zh: string; points: number };
  case: WhyCase;
  /** The answer in one or two sentences. */
  text: string;
  /** The hand's verdict and total, as scored. */
  verdict: Verdict;
  total: number;
  /** The arrangement scored. */
  arrangement: SetJson[];
  /** How many times the fan counts (0 unless counted). */
  count: number;
  /** What makes it (counted), as fans[].uses. */
  uses: UseJson[];
  /** The score's excluded entries for this fan: which counted fan set how many aside. */
  excludedBy: { by: FanId; count: number }[];
  /** excluded: the excluding fan's whole "not counted with" entry under this profile. */
  rule: { fan: FanId; notCountedWith: string[] } | null;
  /** other-arrangement: the arrangement it counts in, and the one scored. */
  other: ArrangementJson | null;
  chosen: ArrangementJson | null;
  /** wait-not-unique: the other tiles that would complete the hand. */
  completes: string[];
  /** needs-option: the option(s) it needs, and whether this hand could have it. */
  option: string | null;
  possible: boolean | null;
}

export interface WhyError {
  schema: typeof WHY_SCHEMA_ID;
  input: string;
  ok: false;
  /** A reading error of the hand, or unknown-fan / ambiguous-fan. */
  error: ReadError | { code: 'unknown-fan' | 'ambiguous-fan'; message: string; column: null };
  /** The fans an ambiguous name could be, or those an unknown one is nearest to. */
  candidates: FanId[];
}

export type WhyResult = WhyOk | WhyError;

/** mcr-why/1 (docs/SCHEMA.md): each key in the order written. */
export const WHY_JSON = either(
  (r: WhyOk | WhyError): r is WhyOk => r.ok,
  object<WhyOk>({
    schema: str,
    input: str,
    ok: bool,
    rules: str,
    fan: object<WhyOk['fan']>(NAMED),
    case: str,
    text: str,
    verdict: str,
    total: num,
    arrangement: listOf(SET),
    count: num,
    uses: listOf(USE),
    excludedBy: listOf(object<WhyOk['excludedBy'][number]>({ by: str, count: num })),
    rule: nullable(object<NonNullable<WhyOk['rule']>>({ fan: str, notCountedWith: listOf(str) })),
    other: nullable(ARRANGEMENT),
    chosen: nullable(ARRANGEMENT),
    completes: TILES,
    option: nullable(str),
    possible: nullable(bool),
  }),
  object<WhyError>({ schema: str, input: str, ok: bool, error: ERROR, candidates: listOf(str) }),
);

/** One line, made ready for any number of questions about its fans. */
export interface WhyContext {
  e: Explained;
  /** Tiles other than the winning one that complete the hand: worked out when first needed. */
  others?: Tile[];
  /** Every arrangement as JSON: made when first needed. */
  all?: ArrangementJson[];
}

export function whyContext(line: string, options?: ScoreOptions): WhyContext {
  return { e: explained(line, options) };
}

/** Why `fan` (as findFans reads a name, id or prefix) counts or not in the hand of `line`. */
export function why(line: string, fan: string, options?: ScoreOptions): WhyResult {
  const notString = typeof line !== 'string' ? notAString(line) : typeof fan !== 'string' ? notAString(fan, 'a fan name') : null;
  if (notString) return { schema: WHY_SCHEMA_ID, input: typeof line === 'string' ? line : '', ok: false, error: notString, candidates: [] };
  const input = typeof line === 'string' ? line : String(line);
  const found = findFans(fan);
  if (found.length !== 1) return fanError(input, String(fan), found);
  try {
    return whyFan(whyContext(input, options), found[0]);
  } catch (e) {
    const message = `internal error while explaining this line (${describeError(e)}); please report it`;
    return { schema: WHY_SCHEMA_ID, input, ok: false, error: { code: 'internal-error', message, column: null }, candidates: [] };
  }
}

// ------------------------------------------------------------ fan names

function fanError(input: string, query: string, found: FanId[]): WhyError {
  if (found.length > 1) {
    const message = `"${quote(query, FAN_QUOTE_MAX)}" names ${found.length} fans: ${list(found.map((id) => FANS[id].name), 'or')}; say which`;
    return { schema: WHY_SCHEMA_ID, input, ok: false, error: { code: 'ambiguous-fan', message, column: null }, candidates: found };
  }
  const near = closestFans(query);
  const message = `no fan is called "${quote(query, FAN_QUOTE_MAX)}"${near.length ? `; did you mean ${list(near.map((id) => FANS[id].name), 'or')}?` : ''} (mcr fans lists them)`;
  return { schema: WHY_SCHEMA_ID, input, ok: false, error: { code: 'unknown-fan', message, column: null }, candidates: near };
}

// ------------------------------------------------------------ the answer

/** How the "not counted with" entry of a profile reads. */
const entryName = (e: string | { ownPungs: string }): string =>
  typeof e === 'string' ? FANS[e as FanId].name : `Pung of Terminals or Honors (of its own ${e.ownPungs.replace(/-/g, ' ')})`;


/**
 * The answer for one fan of a line made ready by whyContext. Never throws: no
 * context is `bad-option`, no fan id `unknown-fan`, a defect `internal-error`.
 */
export function whyFan(ctx: WhyContext, id: FanId): WhyResult {
  const fail = (error: WhyError['error']): WhyError => ({ schema: WHY_SCHEMA_ID, input: '', ok: false, error, candidates: [] });
  try {
    if (ctx === null || typeof ctx !== 'object' || ctx.e === null || typeof ctx.e !== 'object')
      return fail(readError('bad-option', 'expected the context whyContext(line) made', null));
    if (!FAN_IDS.includes(id)) return fail({ code: 'unknown-fan', message: `no fan has the id ${describeError(id)}`, column: null });
    return whyFanOf(ctx, id);
  } catch (e) {
    return fail({ code: 'internal-error', message: `internal error while explaining this line (${describeError(e)}); please report it`, column: null });
  }
}

function whyFanOf(ctx: WhyContext, id: FanId): WhyResult {
  const { e } = ctx;
  const r = e.result;
  if (!r.ok) return { schema: WHY_SCHEMA_ID, input: r.input, ok: false, error: r.error, candidates: [] };
  const idx = FAN_IDS.indexOf(id);
  const info = e.rules.infos[idx];
  const profile = e.rules.profile;
  const a = e.arrangements;
  const chosen = a ? a.list[a.best] : null;
  const arrangement = a ? a.sets[a.best] : [];
  const hand = e.hand;
  const base: WhyOk = {
    schema: WHY_SCHEMA_ID,
    input: r.input,
    ok: true,
    rules: r.rules,
    fan: { id, name: info.name, zh: info.zh, points: info.points },
    case: 'not-present',
    text: '',
    verdict: r.verdict,
    total: r.total,
    arrangement,
    count: 0,
    uses: [],
    excludedBy: chosen ? chosen.excluded.filter((x) => x.id === id).map((x) => ({ by: x.by, count: x.count })) : [],
    rule: null,
    other: null,
    chosen: null,
    completes: [],
    option: null,
    possible: null,
  };
  const answer = (c: WhyCase, text: string, more: Partial<WhyOk> = {}): WhyOk => ({ ...base, case: c, text, ...more });
  const pts = `${info.points} point${info.points === 1 ? '' : 's'}`;

  if (!e.rules.played[idx])
    return answer('not-played', `${info.name} is not played under ${profile.name} (${profile.title}); mcr rules ${profile.name} shows where it differs.`);
  const def = DEFINITIONS[id];
  if (def.fromOptions) {
    const got = def.fromOptions(hand, { ...WORDS, minimum: profile.minimum });
    if ('count' in got) return answer('counted', `${info.name} counts ${got.says}`, { count: got.count });
    return answer('needs-option', optionText(info.name, got), { option: got.options.join(' '), possible: got.possible });
  }
  if (!chosen || !a || !hand)
    return answer('not-winning', `No fan counts: ${r.reason ?? 'this is not a winning hand'}.`);

  // Counted, in the arrangement scored.
  const k = chosen.fans.indexOf(idx);
  if (k >= 0) {
    const count = chosen.fanCounts[k];
    const uses = usesOf(chosen)[k];
    const made = writeUses(uses, arrangement);
    const times = count > 1 ? `${count} times, ${pts} each` : pts;
    // A fan of the whole hand (no sets of its own to name): what makes it, as its definition says.
    let text = `${info.name} counts ${times}: ${def.counted ?? (made || FANS[id].what)}.`;
    if (base.excludedBy.length > 0)
      text += ` ${list(base.excludedBy.map((x) => `${x.count} more ${x.count === 1 ? 'is' : 'are'} not counted with ${nameOf(x.by)}`))}.`;
    return answer('counted', text, { count, uses });
  }

  // Excluded by a counted fan.
  if (base.excludedBy.length > 0) {
    const by = base.excludedBy[0].by;
    const entry = e.rules.notCountedWith[by] ?? [];
    const names = entry.map(entryName);
    const others = base.excludedBy.slice(1).map((x) => nameOf(x.by));
    const byUses = writeUses(fanUses(chosen, by, 1), arrangement);
    return answer(
      'excluded',
      `${info.name} is present but not counted: ${nameOf(by)} counts${byUses ? ` (${byUses})` : ''}, and under ${profile.name} ${nameOf(by)} is not counted with ${list(names)}` +
        `${others.length ? `; ${list(others)} exclude${others.length === 1 ? 's' : ''} it too` : ''}.`,
      { rule: { fan: by, notCountedWith: names } },
    );
  }

  // Counted only in another arrangement.
  let other = -1;
  a.list.forEach((s, j) => {
    if (j !== a.best && s.fans.includes(idx) && (other < 0 || s.points > a.list[other].points)) other = j;
  });
  if (other >= 0) {
    const all = (ctx.all ??= arrangementsJson(e));
    const o = all.find((x) => x.arrangement === a.sets[other])!;
    const c = all.find((x) => x.chosen)!;
    const fansOf = (x: ArrangementJson) => x.fans.map((f) => `${f.name} ${f.points}${f.count > 1 ? `x${f.count}` : ''}`).join(', ');
    const less = o.total < c.total ? 'worth less' : 'worth the same, and the tie rule chose the other';
    return answer(
      'other-arrangement',
      `${info.name} counts only in another arrangement, ${writeSets(o.arrangement)}: ${fansOf(o)} = ${o.total}, ${less}. ` +
        `The one scored is ${writeSets(c.arrangement)}: ${fansOf(c)} = ${c.total}.`,
      { other: o, chosen: c },
    );
  }

  // A wait that is not unique.
  if (def.makesWait) {
    const place = waitPlace(a.list, def.makesWait);
    if (place) {
      const others = otherWinners(ctx, hand);
      if (others.length > 0) {
        const codes = others.map(tileCode);
        return answer(
          'wait-not-unique',
          `${info.name} needs the winning tile to be the only one that completes the hand; ${tileCode(hand.winningTile)} completes ${place} here, ` +
            `but ${list(codes, 'or')} would also complete it.`,
          { completes: codes },
        );
      }
    }
  }

  const situational = needsOption(id, info.name, hand, chosen.view, a.list);
  if (situational) return answer('needs-option', situational.text, { option: situational.option, possible: situational.possible });

  return answer('not-present', nearestMiss(id, info.name, chosen, arrangement, () => otherWinners(ctx, hand), ENGLISH));
}

/**
 * The not-present answer of `r` (why()'s, case not-present) in other words: the same
 * nearest miss, written with `words` (a catalog's `why.miss` and its fan names) and
 * `name`, the fan's name in them. The line is explained again under the same rules; ''
 * where the answer is not a nearest miss.
 */
export function nearestMissIn(r: WhyOk, name: string, words: MissWords): string {
  if (r.case !== 'not-present') return '';
  const ctx = whyContext(r.input, { rules: r.rules });
  const { e } = ctx;
  const a = e.arrangements;
  if (!e.result.ok || !a || !e.hand) return '';
  const hand = e.hand;
  return nearestMiss(r.fan.id, name, a.list[a.best], a.sets[a.best], () => otherWinners(ctx, hand), words);
}

