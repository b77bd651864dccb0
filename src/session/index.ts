/** Session score sheets: read a log, score it, format it. */
export { session } from './api.js';
export { parseSession } from './parse.js';
export { runSession, foulAmount, rankAndTablePoints } from './run.js';
export { formatSessionText, formatSessionJson, formatSessionErrors } from './format.js';
export { sessionCommand, type SessionOutput } from './command.js';
export { seating, seatWind, prevalentWind, playerAt, type PlayerIndex } from './winds.js';
export type * from './types.js';
