/**
 * `mcr fans --json` (schema "mcr-fans/1", docs/SCHEMA.md): a fan table entry, as the
 * command lists every fan under a profile, and its JSON declaration (each key in the
 * order written).
 */
import { bool, list, nullable, num, object, optional, str } from '../format/json-writer.js';
import type { FanId } from './index.js';

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

export interface FansJson {
  schema: string;
  rules: string;
  /** `mcr fans NAME`: the name asked for. */
  query?: string;
  fans: FanEntryJson[];
  /** No fan of that name: the closest ids. */
  didYouMean?: string[];
}

const EXCLUSION = object<ExclusionJson>({ id: str, name: str, only: optional(str) });
export const FANS_JSON = object<FansJson>({
  schema: str,
  rules: str,
  query: optional(str),
  fans: list(
    object<FanEntryJson>({
      id: str,
      no: nullable(num),
      name: str,
      zh: str,
      points: nullable(num),
      played: bool,
      what: str,
      excludes: list(EXCLUSION),
      excludedBy: list(EXCLUSION),
    }),
  ),
  didYouMean: optional(list(str)),
});
