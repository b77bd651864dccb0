/**
 * explain(line): the score of a line with what makes each counted fan
 * (`fans[].uses`), and on request every arrangement of the hand with its fans and
 * total (`arrangements`). Read from the scorer's decisions (evaluate/uses.ts), worked
 * out only when an explanation is asked for (the plain scoring path never does).
 */
import { describeError, notAString } from '../errors.js';
import { FAN_IDS } from '../fans/table.js';
import type { Scored } from '../evaluate/best.js';
import type { ScoringRules } from '../evaluate/rules.js';
import { bool, list, num, object, optional, toJson, type Kind } from '../format/json-writer.js';
import {
  EXCLUDED, FAN_FIELDS, orFailure, SCHEMA_ID, SCORE_FIELDS, SET, TILES,
  type ExcludedJson, type FanJson, type ScoreError, type ScoreOk, type ScoreOptions, type SetJson,
} from '../result.js';
import { explained, type Explained } from './arrangements.js';
import { excludedJson } from '../score.js';
import { usesOf, type UseJson } from '../evaluate/uses.js';

export type { UseJson } from '../evaluate/uses.js';

export interface ExplainedFanJson extends FanJson {
  /** What makes the fan: one entry per counted instance (docs: README "Explanations"). */
  uses: UseJson[];
}

/** One arrangement of the hand, scored (the `arrangements` of an explained result). */
export interface ArrangementJson {
  /** The one the score was made with. */
  chosen: boolean;
  arrangement: SetJson[];
  fans: ExplainedFanJson[];
  excluded: ExcludedJson[];
  /** Fan points of this arrangement (flowers not included). */
  fanPoints: number;
  /** With the flowers. */
  total: number;
}

export interface ExplainOptions extends ScoreOptions {
  /** Also list every arrangement (`arrangements`). */
  arrangements?: boolean;
}

export type ExplainOk = Omit<ScoreOk, 'fans'> & { fans: ExplainedFanJson[]; arrangements?: ArrangementJson[] };
export type ExplainResult = ExplainOk | ScoreError;

// Their JSON (`--explain --json`, docs/SCHEMA.md): the score's keys, each fan with its
// uses, and the arrangements when asked for.
export const USE = object<UseJson>({ sets: list(num), tiles: TILES });
const EXPLAINED_FAN = object<ExplainedFanJson>({ ...FAN_FIELDS, uses: list(USE) });
export const ARRANGEMENT = object<ArrangementJson>({
  chosen: bool,
  arrangement: list(SET),
  fans: list(EXPLAINED_FAN),
  excluded: list(EXCLUDED),
  fanPoints: num,
  total: num,
});
export const EXPLAIN_JSON: Kind<ExplainResult> = orFailure(
  object<ExplainOk>({ ...SCORE_FIELDS, fans: list(EXPLAINED_FAN), arrangements: optional(list(ARRANGEMENT)) }),
);

/** An explained result as one line of JSON. */
export const formatExplainJson = (r: ExplainResult): string => toJson(EXPLAIN_JSON, r);

/** The fans of one scored arrangement as the result lists them, each with its uses. */
export function fansJson(s: Scored, rules: ScoringRules, flowers: number): ExplainedFanJson[] {
  const uses = usesOf(s);
  const fans: ExplainedFanJson[] = s.fans.map((i, k) => {
    const f = rules.infos[i];
    return { id: FAN_IDS[i], name: f.name, zh: f.zh, points: f.points, count: s.fanCounts[k], uses: uses[k] };
  });
  if (flowers > 0) {
    const f = rules.infos[FAN_IDS.indexOf('flower-tiles')];
    fans.push({ id: 'flower-tiles', name: f.name, zh: f.zh, points: f.points, count: flowers, uses: [] });
  }
  return fans;
}

/** Every arrangement of an explained line, best first (the chosen one, then by total). */
export function arrangementsJson(e: Explained): ArrangementJson[] {
  const a = e.arrangements;
  if (!a || !e.hand) return [];
  const flowers = e.hand.flowers;
  const out = a.list.map((s, k) => ({
    chosen: k === a.best,
    arrangement: a.sets[k],
    fans: fansJson(s, e.rules, flowers),
    excluded: excludedJson(s, e.rules),
    fanPoints: s.points,
    total: s.points + flowers,
  }));
  // Stable: arrangements worth the same stay in the order the tie rule visits them.
  return out.sort((x, y) => Number(y.chosen) - Number(x.chosen) || y.total - x.total);
}

/** The result of an explained line, with `uses` (and `arrangements` when asked). */
export function explainedResult(e: Explained, options?: ExplainOptions): ExplainResult {
  const r = e.result;
  if (!r.ok) return r;
  const a = e.arrangements;
  const chosen = a ? a.list[a.best] : null;
  let fans: ExplainedFanJson[];
  if (chosen) {
    const uses = usesOf(chosen);
    // The score's own fans, each with the uses worked out on the same arrangement.
    fans = r.fans.map((f) => {
      const k = chosen.fans.indexOf(FAN_IDS.indexOf(f.id));
      return { ...f, uses: k >= 0 ? uses[k] : [] };
    });
  } else fans = r.fans.map((f) => ({ ...f, uses: [] }));
  const out: ExplainOk = { ...r, fans };
  if (options?.arrangements) out.arrangements = arrangementsJson(e);
  return out;
}

/**
 * Scores one line of hand notation as score(line, options) does, and fills in
 * `fans[].uses`; with `arrangements: true` also every arrangement. Never throws.
 */
export function explain(line: string, options?: ExplainOptions): ExplainResult {
  if (typeof line !== 'string') return { schema: SCHEMA_ID, input: '', ok: false, error: notAString(line) };
  const input = typeof line === 'string' ? line : String(line);
  try {
    return explainedResult(explained(input, options), options);
  } catch (e) {
    const message = `internal error while explaining this line (${describeError(e)}); please report it`;
    return { schema: SCHEMA_ID, input, ok: false, error: { code: 'internal-error', message, column: null } };
  }
}
