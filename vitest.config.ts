import { configDefaults, defineConfig } from 'vitest/config';
import { LONG } from './test/suites.js';

// npm test: every test file but the long end-to-end runs of test/suites.ts, which
// npm run test:full runs (vitest.full.config.ts). The suites that score tens of
// thousands of hands, or spawn the built binary, take seconds; a machine shared with
// other work can make that several times longer. Tests never assert on time: the
// timeout only catches a hang. Two workers: most files spawn the built binary and
// wait on it, so two at once keep both cores busy (vitest's default on two cores is
// one: 174 s for npm test's files, against 109 s with two).
export default defineConfig({
  test: {
    exclude: [...configDefaults.exclude, ...LONG],
    maxWorkers: 2,
    testTimeout: 60_000,
  },
});
