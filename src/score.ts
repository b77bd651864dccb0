/**
 * The scoring pipeline: score(line) reads one line of hand notation and returns the
 * SCHEMA.md object ("mcr-score/1"). Pure: no I/O, never throws on any string.
 *
 *   line ─parse─▶ Hand ─validate─▶ Hand ─best arrangement─▶ fans ─▶ payments ─▶ result
 *
 * index.ts re-exports it; the commands and waits/ import it from here.
 */
import { parseLine } from './notation/parse.js';
import { ReadHand, validate } from './hand/validate.js';
import type { Hand } from './hand/types.js';
import { bestArrangement, bestOf, type Scored } from './evaluate/best.js';
import { candidates, countsFacts, handFacts, sameCandidates, sameTilesWon, type Candidate, type HandFacts } from './evaluate/candidates.js';
import type { View } from './fans/view.js';
import type { TileSet } from './decompose/sets.js';
import { FAN_IDS, FANS, type FanId, type FanInfo } from './fans/table.js';
import { DEFAULT_RULES, PROFILES, profileOf, rulesAsked, unknownRulesMessage } from './rules/profiles.js';
import { scoringRules, type ScoringRules } from './evaluate/rules.js';
import { payments } from './payments.js';
import { tileCode } from './tiles.js';
import { codes, handJson } from './hand/json.js';
import { describeError, notAString, readError, type ReadError } from './errors.js';
import { withAssumed } from './assumed.js';
import { handShapeProblem } from './hand/shape.js';
import {
  SCHEMA_ID,
  type ExcludedJson,
  type FanJson,
  type NoteJson,
  type ReasonCode,
  type ScoreOk,
  type ScoreOptions,
  type ScoreResult,
  type SetJson,
  type Verdict,
} from './result.js';

/** Fan points (flowers not counted) a hand needs to be a valid win under the default profile (each profile's `minimum`). */
export const MINIMUM_POINTS = PROFILES[DEFAULT_RULES].minimum;

const belowMinimum = (fanPoints: number, minimum: number): string =>
  `${fanPoints} fan point${fanPoints === 1 ? '' : 's'}, below the minimum of ${minimum} (flowers do not count toward it)`;

/**
 * Scores one line of hand notation (NOTATION.md) under the rules named by
 * `options.rules` (rules/profiles.ts; default `green-book`).
 */
export function score(line: string, options?: ScoreOptions): ScoreResult {
  if (typeof line !== 'string') return { schema: SCHEMA_ID, input: '', ok: false, error: notAString(line) };
  let input = '';
  try {
    input = typeof line === 'string' ? line : String(line);
    const rules = rulesFor(options);
    if (rules === null) return unknownRules(input, options);
    const parsed = parseLine(input);
    if (!parsed.ok) return { schema: SCHEMA_ID, input, ok: false, error: parsed.error };
    const claim = options?.claim !== false;
    const after = ReadHand.sourceOf(parsed.hand)?.meldAfterWinning ?? 0;
    if (after > 0 && options?.strict === true) return { schema: SCHEMA_ID, input, ok: false, error: notLast(parsed.hand, after) };
    const r = withAssumed(parsed.hand, scoreWith(parsed.hand, input, rules, claim), (h) => scoreWith(h, input, rules, claim));
    if (after > 0 && r.ok) r.notes = [winningTileTaken(parsed.hand)];
    return r;
  } catch (e) {
    return internalError(input, e);
  }
}

/**
 * Scores a Hand already read (or built in code, e.g. by ready-hand analysis trying
 * each winning tile): validation, best arrangement, fans, payments. `input` is what
 * the result reports as its input line. A value that is no Hand as the reader makes
 * them (hand/shape.ts) is the error `not-a-hand`.
 */
export function scoreHand(hand: Hand, input: string, options?: ScoreOptions): ScoreResult {
  if (typeof input !== 'string') return { schema: SCHEMA_ID, input: '', ok: false, error: notAString(input, 'the input line the result reports') };
  try {
    const rules = rulesFor(options);
    if (rules === null) return unknownRules(input, options);
    // Built in code, so checked for what the reader guarantees (a chow [1b 5b 9b], seat X: not-a-hand).
    const problem = handShapeProblem(hand);
    if (problem !== null) return { schema: SCHEMA_ID, input, ok: false, error: readError('not-a-hand', `not a Hand: ${problem}`, null) };
    return scoreWith(hand, input, rules, options?.claim !== false);
  } catch (e) {
    return internalError(input, e);
  }
}

/**
 * The facts, candidates and Views of a set of tiles once scored (all null until
 * then), for scoring the same tiles again with another winning tile
 * (scoreTrustedBothWays): the arrangements and their combination fans depend on the
 * tiles only.
 */
export interface SameTiles {
  facts: HandFacts | null;
  list: readonly Candidate[] | null;
  views: View[] | null;
}

/**
 * The same tiles scored won on a discard and by self-draw, for hands that
 * ready-hand analysis built itself and has proved
 * valid (waits/analyse.ts' waitsOf says why): no validation, and of each result
 * only what the analysis reads (WinScore), or null for a way that does not win,
 * under `rules` (the analysis works them out once per hand). `tiles`, when given,
 * is for hands of the same tiles and melds as every other call given it, each with
 * its own winning tile: the first call fills it in, the others take its facts,
 * candidates and combination fans over.
 */
export function scoreTrustedBothWays(
  discard: Hand,
  wall: Hand,
  rules: ScoringRules,
  tiles?: SameTiles,
): [WinScore | null, WinScore | null] {
  try {
    const [first, second] = scoredBothWays(discard, wall, rules, tiles);
    return [first && winScore(discard, first, rules), second && winScore(wall, second, rules)];
  } catch {
    // One defect should not spoil the other way: each scored on its own, as scoreHand would.
    const options = { rules: rules.profile };
    return [winScoreOf(scoreHand(discard, '', options)), winScoreOf(scoreHand(wall, '', options))];
  }
}

/**
 * The scorer's best arrangement of the same tiles won on a discard and by
 * self-draw (null: no winning shape), with nothing else made: the points path of
 * scoreTrustedBothWays and of the chances search (chances/points.ts), which read
 * only the points and the fans. `counts`: the hands carry no list of concealed tiles,
 * their facts come from these counts (countsFacts; they must not change while `tiles`
 * is in use), and the exclusions only count (bestOf's lean: no exclusion listed).
 * May throw on a defect (callers catch).
 */
export function scoredBothWays(discard: Hand, wall: Hand, rules: ScoringRules, tiles?: SameTiles, counts?: Uint8Array): [Scored | null, Scored | null] {
  let facts: HandFacts, list: readonly Candidate[], same: View[] | undefined;
  if (tiles?.facts && tiles.list && tiles.views) {
    facts = sameTilesWon(tiles.facts, discard);
    list = sameCandidates(tiles.list, facts);
    same = tiles.views;
  } else {
    facts = counts ? countsFacts(discard, counts) : handFacts(discard);
    list = candidates(facts);
  }
  const lean = counts !== undefined;
  // Won by self-draw, the same candidates take over what the discard found either way.
  const scored: Scored[] = [];
  const first = bestOf(facts, list, rules, same && { views: same }, scored, lean);
  const second = bestOf(sameTilesWon(facts, wall), list, rules, { otherWay: scored }, undefined, lean);
  if (tiles && !tiles.facts) {
    tiles.facts = facts;
    tiles.list = list;
    tiles.views = scored.map((s) => s.view);
  }
  return [first, second];
}

/** The note of a line that ends with a set: which tile was taken as the winning tile. */
const winningTileTaken = (hand: Hand): NoteJson => ({
  code: 'winning-tile-taken',
  message: `won on ${tileCode(hand.winningTile)}: the last concealed tile; write the winning tile last`,
});

/** strict: a set at column `at` written after the last concealed tile. */
const notLast = (hand: Hand, at: number): ReadError =>
  readError(
    'winning-tile-not-last',
    `the set at column ${at} comes after the last concealed tile, so the winning tile is not written last; expected the winning tile last (${tileCode(hand.winningTile)} would be taken)`,
    at,
  );

/** The scoring rules of the profile options name (or give), or null for one that is no profile. */
function rulesFor(options: ScoreOptions | undefined): ScoringRules | null {
  const profile = profileOf(options?.rules);
  return profile === null ? null : scoringRules(profile);
}

const unknownRules = (input: string, options: ScoreOptions | undefined): ScoreResult => ({
  schema: SCHEMA_ID,
  input,
  ok: false,
  error: readError('unknown-rules', unknownRulesMessage(rulesAsked(options?.rules)), null),
});

/** A referee's tool must answer: a defect becomes a reading error, never a crash. */
function internalError(input: string, e: unknown): ScoreResult {
  const message = `internal error while scoring this line (${describeError(e)}); please report it`;
  return { schema: SCHEMA_ID, input, ok: false, error: readError('internal-error', message, null) };
}

function scoreWith(hand: Hand, input: string, rules: ScoringRules, claim: boolean): ScoreResult {
  const checked = validate(hand);
  if (checked.kind === 'error') return { schema: SCHEMA_ID, input, ok: false, error: checked.error };
  if (checked.kind === 'not-winning') {
    if (!claim) return { schema: SCHEMA_ID, input, ok: false, error: checked.slip };
    return notWinning(input, hand, rules, 'tile-count', checked.reason);
  }
  const best = bestArrangement(hand, rules);
  return best ? scored(input, hand, best, rules) : noWinningShape(input, hand, rules);
}

const noWinningShape = (input: string, hand: Hand, rules: ScoringRules): ScoreResult =>
  notWinning(
    input,
    hand,
    rules,
    'no-winning-shape',
    'the tiles make no winning hand: not four sets and a pair, nor seven pairs, thirteen orphans or a knitted hand',
  );

function notWinning(input: string, hand: Hand, rules: ScoringRules, reasonCode: ReasonCode, reason: string): ScoreResult {
  const verdict: Verdict = 'not-a-winning-hand';
  // The total is the flowers: they are listed as in any other result.
  const fans = hand.flowers > 0 ? [fanJson('flower-tiles', FANS['flower-tiles'], hand.flowers)] : [];
  const win: WinScore = { verdict, reason, fanPoints: 0, total: hand.flowers, fans, excluded: [], arrangement: [], payments: payments(hand, verdict, 0) };
  return scoreOk(input, hand, rules, reasonCode, hand.last, win);
}

function scored(input: string, hand: Hand, best: Scored, rules: ScoringRules): ScoreResult {
  const win = winScore(hand, best, rules);
  return scoreOk(input, hand, rules, win.verdict === 'win' ? null : 'below-minimum', best.view.lastTile, win);
}

/** A result read and judged, its fields in SCHEMA.md's order; `last`: whether the winning tile was the last of its kind. */
const scoreOk = (input: string, hand: Hand, rules: ScoringRules, reasonCode: ReasonCode | null, last: boolean, win: WinScore): ScoreOk => ({
  schema: SCHEMA_ID,
  input,
  ok: true,
  rules: rules.profile.name,
  verdict: win.verdict,
  reason: win.reason,
  reasonCode,
  hand: handJson(hand, last),
  arrangement: win.arrangement,
  fans: win.fans,
  excluded: win.excluded,
  fanPoints: win.fanPoints,
  total: win.total,
  payments: win.payments,
});

/** What ready-hand analysis reads of a winning result (waits/analyse.ts' winJson): ScoreOk's fields that describe the win. */
export type WinScore = Pick<ScoreOk, 'verdict' | 'reason' | 'fanPoints' | 'total' | 'fans' | 'excluded' | 'arrangement' | 'payments'>;

/** scored()'s WinScore fields, without the rest (the hand's JSON above all) that the analysis would throw away. */
function winScore(hand: Hand, best: Scored, rules: ScoringRules): WinScore {
  const fanPoints = best.points;
  const total = fanPoints + hand.flowers;
  const minimum = rules.profile.minimum;
  const verdict: Verdict = fanPoints >= minimum ? 'win' : 'below-minimum';
  return {
    verdict,
    reason: verdict === 'win' ? null : belowMinimum(fanPoints, minimum),
    fanPoints,
    total,
    fans: fansJson(hand, best, rules),
    excluded: excludedJson(best, rules),
    arrangement: arrangementJson(best),
    payments: payments(hand, verdict, total),
  };
}

/** A result's WinScore fields when it is a win (enough or not), else null. */
function winScoreOf(r: ScoreResult): WinScore | null {
  if (!r.ok || r.verdict === 'not-a-winning-hand') return null;
  const { verdict, reason, fanPoints, total, fans, excluded, arrangement, payments } = r;
  return { verdict, reason, fanPoints, total, fans, excluded, arrangement, payments };
}

/**
 * The counted fans as the result lists them, flowers last. (Their points times counts
 * add up to best.points: scoreView summed the same products of the same fans, and the
 * result's fanPoints is that sum.)
 */
function fansJson(hand: Hand, best: Scored, rules: ScoringRules): FanJson[] {
  const fans: FanJson[] = [];
  for (let k = 0; k < best.fans.length; k++) {
    const i = best.fans[k];
    fans.push(fanJson(FAN_IDS[i], rules.infos[i], best.fanCounts[k]));
  }
  if (hand.flowers > 0) fans.push(fanJson('flower-tiles', FANS['flower-tiles'], hand.flowers));
  return fans;
}

/** The excluded fans as the result lists them (also for explain/'s arrangements). */
export function excludedJson(best: Scored, rules: ScoringRules): ExcludedJson[] {
  const excluded: ExcludedJson[] = [];
  for (const { id, fan, by, count } of best.excluded) {
    const f = rules.infos[fan];
    excluded.push({ id, name: f.name, zh: f.zh, points: f.points, count, by });
  }
  return excluded;
}

const fanJson = (id: FanId, f: FanInfo, count: number): FanJson => ({
  id,
  name: f.name,
  zh: f.zh,
  points: f.points,
  count,
});

const SHAPE_NAMES = {
  'seven-pairs': 'Seven Pairs',
  'thirteen-orphans': 'Thirteen Orphans',
  'honors-and-knitted': 'Honors and Knitted Tiles',
} as const;

/** The tile codes of a set, from its lowest tile. */
function setCodes(s: TileSet): string[] {
  const c = tileCode(s.tile);
  switch (s.kind) {
    case 'chow':
      return [c, tileCode(s.tile + 1), tileCode(s.tile + 2)];
    case 'pung':
      return [c, c, c];
    case 'kong':
      return [c, c, c, c];
    case 'pair':
      return [c, c];
  }
}

/** The arrangement as the result writes it (also for explain/, which writes every arrangement). */
export function arrangementJson(best: Scored): SetJson[] {
  const v = best.view;
  if (v.shape === 'seven-pairs' || v.shape === 'thirteen-orphans' || v.shape === 'honors-and-knitted') {
    const tiles: string[] = [];
    for (let t = 0; t < v.counts.length; t++) for (let i = 0; i < v.counts[t]; i++) tiles.push(tileCode(t));
    return [{ kind: 'special', name: SHAPE_NAMES[v.shape], tiles, melded: false }];
  }
  const sets: SetJson[] = [];
  if (v.knit) sets.push({ kind: 'knitted', tiles: codes([...v.knit].sort((a, b) => a - b)), melded: false });
  for (const s of v.sets) sets.push({ kind: s.kind, tiles: setCodes(s), melded: s.melded });
  return sets;
}

