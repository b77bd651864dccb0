/**
 * The scoring pipeline: score(line) reads one line of hand notation and returns the
 * SCHEMA.md object ("mcr-score/1"). Pure: no I/O, never throws on any string.
 *
 *   line ─parse─▶ Hand ─validate─▶ Hand ─best arrangement─▶ fans ─▶ payments ─▶ result
 *
 * index.ts re-exports it; the commands and waits/ import it from here.
 */
import { parseLine } from './notation/parse.js';
import { validate } from './hand/validate.js';
import type { Hand } from './hand/types.js';
import { bestArrangement, type Scored } from './evaluate/best.js';
import type { TileSet } from './decompose/sets.js';
import { FAN_IDS, FANS, type FanId, type FanInfo } from './fans/table.js';
import { payments } from './payments.js';
import { tileCode } from './tiles.js';
import { handJson } from './hand/json.js';
import { readError } from './errors.js';
import {
  SCHEMA_ID,
  type ExcludedJson,
  type FanJson,
  type ScoreResult,
  type SetJson,
  type Verdict,
} from './result.js';

/** Fan points (flowers not counted) a hand needs to be a valid win. */
export const MINIMUM_POINTS = 8;

/** Scores one line of hand notation (NOTATION.md). */
export function score(line: string): ScoreResult {
  let input = '';
  try {
    input = typeof line === 'string' ? line : String(line);
    return scoreLine(input);
  } catch (e) {
    // A referee's tool must answer: a defect becomes a reading error, never a crash.
    const message = `internal error while scoring this line (${e instanceof Error ? e.message : String(e)}); please report it`;
    return { schema: SCHEMA_ID, input, ok: false, error: readError('internal-error', message, null) };
  }
}

function scoreLine(input: string): ScoreResult {
  const parsed = parseLine(input);
  if (!parsed.ok) return { schema: SCHEMA_ID, input, ok: false, error: parsed.error };
  return scoreHand(parsed.hand, input);
}

/**
 * Scores a Hand already read (or built in code, e.g. by ready-hand analysis trying
 * each winning tile): validation, best arrangement, fans, payments. `input` is what
 * the result reports as its input line.
 */
export function scoreHand(hand: Hand, input: string): ScoreResult {
  const checked = validate(hand);
  if (checked.kind === 'error') return { schema: SCHEMA_ID, input, ok: false, error: checked.error };
  if (checked.kind === 'not-winning') return notWinning(input, hand, checked.reason);
  const best = bestArrangement(hand);
  if (!best)
    return notWinning(
      input,
      hand,
      'the tiles make no winning hand: not four sets and a pair, nor seven pairs, thirteen orphans or a knitted hand',
    );
  return scored(input, hand, best);
}

function notWinning(input: string, hand: Hand, reason: string): ScoreResult {
  const verdict: Verdict = 'not-a-winning-hand';
  return {
    schema: SCHEMA_ID,
    input,
    ok: true,
    verdict,
    reason,
    hand: handJson(hand, hand.last),
    arrangement: [],
    fans: [],
    excluded: [],
    fanPoints: 0,
    total: hand.flowers,
    payments: payments(hand, verdict, 0),
  };
}

function scored(input: string, hand: Hand, best: Scored): ScoreResult {
  const fans: FanJson[] = [];
  let fanPoints = 0;
  for (let k = 0; k < best.fans.length; k++) {
    const i = best.fans[k];
    const fan = fanJson(FAN_IDS[i], FAN_INFO[i], best.fanCounts[k]);
    fans.push(fan);
    fanPoints += fan.points * fan.count;
  }
  if (hand.flowers > 0) fans.push(fanJson('flower-tiles', FANS['flower-tiles'], hand.flowers));
  const excluded: ExcludedJson[] = [];
  for (const { id, by } of best.excluded) {
    const f = FANS[id];
    excluded.push({ id, name: f.name, zh: f.zh, points: f.points, by });
  }
  const total = fanPoints + hand.flowers;
  const verdict: Verdict = fanPoints >= MINIMUM_POINTS ? 'win' : 'below-minimum';
  const reason =
    verdict === 'win'
      ? null
      : `${fanPoints} fan point${fanPoints === 1 ? '' : 's'}, below the minimum of ${MINIMUM_POINTS} (flowers do not count toward it)`;
  return {
    schema: SCHEMA_ID,
    input,
    ok: true,
    verdict,
    reason,
    hand: handJson(hand, best.view.lastTile),
    arrangement: arrangementJson(best),
    fans,
    excluded,
    fanPoints,
    total,
    payments: payments(hand, verdict, total),
  };
}

/**
 * FANS' entries indexed like FAN_IDS (and like Scored.fans): the same objects, so
 * a name read here is the one FANS holds, found without a look-up by id per fan.
 */
const FAN_INFO: readonly FanInfo[] = FAN_IDS.map((id) => FANS[id]);

const fanJson = (id: FanId, f: FanInfo, count: number): FanJson => ({
  id,
  name: f.name,
  zh: f.zh,
  points: f.points,
  count,
});

const codes = (tiles: readonly number[]) => tiles.map(tileCode);

const SHAPE_NAMES = {
  'seven-pairs': 'Seven Pairs',
  'thirteen-orphans': 'Thirteen Orphans',
  'honors-and-knitted': 'Honors and Knitted Tiles',
} as const;

/**
 * The codes of setTiles(s), made straight from the set's lowest tile: array literals
 * are the cheapest fresh arrays, and this runs for every set of every hand scored.
 */
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

function arrangementJson(best: Scored): SetJson[] {
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

