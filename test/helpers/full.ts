/**
 * npm test runs the exhaustive tests on a sample; npm run test:full
 * (vitest.full.config.ts, MCR_TEST_FULL=1) runs them whole: every corpus hand x
 * every fan for why, the generated hands in full, the whole stress list.
 */
export const FULL = process.env.MCR_TEST_FULL === '1';
