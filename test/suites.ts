/**
 * Which test files run where. `npm test` runs every file but the long end-to-end
 * ones below, and samples the exhaustive ones (test/helpers/full.ts); `npm run
 * test:full` (CI runs it after npm test) runs the long ones and the exhaustive ones
 * whole. Both lists are read by vitest.config.ts and vitest.full.config.ts.
 */

/** Long end-to-end runs: the page in a browser over corpus hands, worker threads, the stress cases, the packed tarball installed, the bench against a build. */
export const LONG = [
  'test/web/page.test.ts',
  'test/cli/parallel.test.ts',
  'test/cli/limits.test.ts',
  'test/package/pack.test.ts',
  'test/bench/against.test.ts',
];

/** Exhaustive runs that npm test samples (MCR_TEST_FULL=1 runs them whole). */
export const EXHAUSTIVE = [
  'test/explain/consistency.test.ts',
  'test/fans/families.test.ts',
  'test/fuzz/cli.test.ts',
  'test/score-both-ways.test.ts',
  'test/tournament/seat-limits.test.ts',
  'test/quiz/generate.test.ts',
  'test/advice/oracle.test.ts',
  'test/chances/brute.test.ts',
  'test/chances/simulate.test.ts',
  'test/game/properties.test.ts',
  'test/game/replay.test.ts',
];
