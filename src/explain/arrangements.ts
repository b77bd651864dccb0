/**
 * Every arrangement of a hand scored, for explanations only (never on the scoring
 * path): the same candidates, the same scoreView and the same tie rule as
 * evaluate/best.ts's bestArrangement, but every Scored kept.
 */
import type { Hand } from '../hand/types.js';
import { validate } from '../hand/validate.js';
import { parseLine } from '../notation/parse.js';
import { replaces, scoreView, type Scored } from '../evaluate/best.js';
import { buildView, candidates, handFacts, type HandFacts } from '../evaluate/candidates.js';
import { scoringRules, type ScoringRules } from '../evaluate/rules.js';
import { DEFAULT_RULES, PROFILES, profileOf } from '../rules/profiles.js';
import { arrangementJson, score } from '../score.js';
import type { ScoreOptions, ScoreResult, SetJson } from '../result.js';

export interface Arrangements {
  facts: HandFacts;
  /** Every distinct arrangement, in the order the tie rule visits them. */
  list: Scored[];
  /** Each one's sets, as the result's `arrangement` writes them. */
  sets: SetJson[][];
  /** The index in `list` of the arrangement bestArrangement chooses. */
  best: number;
}

/** Every distinct arrangement of a valid hand, scored; null when its tiles make no winning shape. */
export function allArrangements(hand: Hand, rules: ScoringRules): Arrangements | null {
  const facts = handFacts(hand);
  const cands = candidates(facts);
  if (cands.length === 0) return null;
  const list: Scored[] = [];
  const sets: SetJson[][] = [];
  const keys: string[] = [];
  let best = -1;
  for (const cand of cands) {
    const s = scoreView(buildView(facts, cand), rules);
    const better = replaces(s, best < 0 ? null : list[best]);
    const json = arrangementJson(s);
    const key = JSON.stringify(json);
    let k = keys.indexOf(key);
    if (k < 0) {
      k = list.length;
      list.push(s);
      sets.push(json);
      keys.push(key);
    }
    if (better) best = k;
  }
  return { facts, list, sets, best };
}

/** What the explanations of one line start from: its score, and its hand's arrangements. */
export interface Explained {
  result: ScoreResult;
  rules: ScoringRules;
  hand: Hand | null;
  /** null when the line is not read, not valid, or makes no winning shape. */
  arrangements: Arrangements | null;
}

/** Scores a line and re-derives every arrangement of its hand under the same rules. */
export function explained(line: string, options?: ScoreOptions): Explained {
  const result = score(line, options);
  // Options whose getter throws: score() made that its error result; no throw here either.
  let asked: ScoreOptions['rules'];
  try {
    asked = options?.rules;
  } catch {
    asked = undefined;
  }
  const rules = scoringRules(profileOf(asked) ?? PROFILES[DEFAULT_RULES]);
  if (!result.ok) return { result, rules, hand: null, arrangements: null };
  const parsed = parseLine(result.input);
  if (!parsed.ok) return { result, rules, hand: null, arrangements: null };
  const hand = parsed.hand;
  if (result.verdict === 'not-a-winning-hand' || validate(hand).kind !== 'ok') return { result, rules, hand, arrangements: null };
  return { result, rules, hand, arrangements: allArrangements(hand, rules) };
}
