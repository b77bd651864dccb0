/**
 * Discard advice that knows the 8-point minimum (`mcr advise`): the legal distance of
 * each discard, its useful draws and winning tiles, and the route to 8. See advise.ts.
 */
export { advise, compareAdvice, DEFAULT_DEPTH } from './advise.js';
export { ADVICE_SCHEMA_ID } from './types.js';
export type * from './types.js';
export { ADVICE_JSON, adviceExitCode, formatAdviceJson } from './json.js';
