/**
 * An explained result (explain.ts, which declares its JSON) as one line of JSON: the
 * score's keys with `uses` added to each fan, and `arrangements` at the end when asked for.
 */
export { formatExplainJson } from './explain.js';
