/**
 * Ready-hand analysis (`mcr waits`): what a hand without its winning tile waits for,
 * and what each win is worth; or how far it is from ready. See analyse.ts.
 */
export { analyseWaits, waits } from './analyse.js';
export { WAITS_SCHEMA_ID } from './types.js';
export type * from './types.js';
export type { ShapeDistances } from './distance.js';
export { formatWaitsJson, waitsExitCode } from './json.js';
export { formatWaitsText, type WaitsTextOptions } from './text.js';
