/**
 * The repository's golden data (test/golden/, refreshed from ../shared/corpus by
 * `npm run golden:update`): the reference results of an established independent
 * implementation, one folder per rule profile, plus the rule-independent bad inputs.
 * Tests read only these files, so a clone without ../shared passes them.
 */
import { readFileSync } from 'node:fs';

export interface GoldenCase {
  id: string;
  hand: string;
  verdict?: string;
  fanPoints?: number;
  total?: number;
  fans?: { id: string; count?: number }[];
  alsoAccept?: { id: string; count?: number }[][];
  expect?: string;
  category?: string;
}

/** The rule profiles the golden data has a folder for. */
export const GOLDEN_PROFILES = ['green-book', 'mil'] as const;

const cache = new Map<string, GoldenCase[]>();

/** The cases of one golden file, e.g. `green-book/hands.jsonl` or `bad-input.jsonl`. */
export function golden(name: string): GoldenCase[] {
  let cases = cache.get(name);
  if (!cases) {
    cases = readFileSync(new URL(`../golden/${name}`, import.meta.url), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as GoldenCase);
    cache.set(name, cases);
  }
  return cases;
}

/** The `hand` lines of a golden file (by default the 12,000 corpus hands, the same in every profile). */
export const goldenHands = (name = 'green-book/hands.jsonl'): string[] => golden(name).map((c) => c.hand);
