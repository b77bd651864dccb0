/**
 * The SCHEMA.md object (schema "mcr-score/1"): what score(line) returns and what
 * --json prints. Field names and meanings are fixed by ../shared/SCHEMA.md.
 */
import type { ReadError } from './errors.js';
import type { FanId } from './fans/table.js';
import type { Wind } from './tiles.js';

export const SCHEMA_ID = 'mcr-score/1';

export type Verdict = 'win' | 'below-minimum' | 'not-a-winning-hand';

export interface HandJson {
  concealed: string[];
  melds: { kind: 'chow' | 'pung' | 'kong'; tiles: string[]; concealed: boolean }[];
  winningTile: string;
  win: 'wall' | 'discard';
  seatWind: Wind;
  prevalentWind: Wind;
  discarder: Wind | null;
  flowers: number;
  last: boolean;
  wallLast: boolean;
  kong: boolean;
}

export interface SetJson {
  kind: 'chow' | 'pung' | 'kong' | 'pair' | 'knitted' | 'special';
  tiles: string[];
  melded: boolean;
  /** Only for kind "special": the shape's name, e.g. "Thirteen Orphans". */
  name?: string;
}

export interface FanJson {
  id: FanId;
  name: string;
  zh: string;
  points: number;
  count: number;
}

export interface ExcludedJson {
  id: FanId;
  name: string;
  zh: string;
  points: number;
  /** The counted fan that excludes it. */
  by: FanId;
}

export type PaymentRole = 'winner' | 'discarder' | 'other' | 'claimer';

export interface PaymentJson {
  seat: Wind | null;
  role: PaymentRole;
  amount: number;
}

export interface ScoreOk {
  schema: typeof SCHEMA_ID;
  input: string;
  ok: true;
  verdict: Verdict;
  reason: string | null;
  hand: HandJson;
  arrangement: SetJson[];
  fans: FanJson[];
  excluded: ExcludedJson[];
  fanPoints: number;
  total: number;
  payments: PaymentJson[];
}

export interface ScoreError {
  schema: typeof SCHEMA_ID;
  input: string;
  ok: false;
  error: ReadError;
}

export type ScoreResult = ScoreOk | ScoreError;
