/**
 * The fan table's public names (FAN_IDS, FANS, FanId, FanInfo), kept here for the
 * modules that import them from this path: they are derived in fans/index.ts from
 * the definitions.
 */
export { FAN_IDS, FANS, type FanId, type FanInfo } from './index.js';
