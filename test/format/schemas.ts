// Every schema of mcr, gathered from the module that declares it beside its result
// type (the JSON writer itself, format/json-writer.ts, knows none of them): for the
// tests that write each one, and those that load them again after compiledKinds().
export { toJson, jsonInto } from '../../src/format/json-writer.js';
export { SCORE_JSON, formatJson } from '../../src/result.js';
export { CANONICAL_JSON } from '../../src/canonical.js';
export { EXPLAIN_JSON } from '../../src/explain/explain.js';
export { WHY_JSON } from '../../src/explain/why.js';
export { WAITS_JSON } from '../../src/waits/json.js';
export { SESSION_JSON } from '../../src/session/types.js';
export { SUMMARY_JSON } from '../../src/batch/summary.js';
export { FANS_JSON } from '../../src/fans/json.js';
export { RULES_JSON } from '../../src/rules/json.js';
export { STANDINGS_JSON, CHECK_JSON, SEATING_JSON, EMA_JSON, CARDS_JSON, INIT_JSON } from '../../src/tournament/json.js';
