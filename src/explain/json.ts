/**
 * An explained result (explain.ts) as one line of JSON (format/json.ts): the score's
 * keys with `uses` added to each fan, and `arrangements` at the end when asked for.
 */
import { EXPLAIN_JSON, toJson } from '../format/json.js';
import type { ExplainResult } from './explain.js';

export const formatExplainJson = (r: ExplainResult): string => toJson(EXPLAIN_JSON, r);
