/**
 * An explained result (explain.ts) as one line of JSON: the score's own JSON
 * (format/json.ts, keys in SCHEMA.md's order) with `uses` added to each fan and
 * `arrangements` at the end when asked for; ASCII only, as format/json.ts writes.
 * Only `--explain`, `--arrangements` and `mcr why` come here: the plain --json path
 * is untouched.
 */
import { formatJson } from '../format/json.js';
import type { ExplainResult } from './explain.js';
import { asciiJson } from '../format/ascii-json.js';


export function formatExplainJson(r: ExplainResult): string {
  const base = JSON.parse(formatJson(r as never)) as Record<string, unknown>;
  if (!r.ok) return asciiJson(base);
  const fans = base.fans as Record<string, unknown>[];
  fans.forEach((f, k) => (f.uses = r.fans[k].uses));
  if (r.arrangements) base.arrangements = r.arrangements;
  return asciiJson(base);
}
