/**
 * `mcr waits --json`: the result as one line of JSON (schema "mcr-waits/1", declared
 * in format/json.ts), and the exit code.
 */
import { toJson, WAITS_JSON } from '../format/json.js';
import type { WaitsResult } from './types.js';

/** 0 ready (14 tiles: a discard leaves it ready), 1 not ready, 2 the line could not be read. */
export function waitsExitCode(r: WaitsResult): 0 | 1 | 2 {
  if (!r.ok) return 2;
  return r.ready ? 0 : 1;
}

/** The result as one line of JSON. */
export const formatWaitsJson = (r: WaitsResult): string => toJson(WAITS_JSON, r);
