import { defineConfig } from 'vitest/config';

// npm run test:full: the exhaustive runs that npm test samples (test/helpers/full.ts):
// every corpus hand x every fan for why, the fan families on every corpus hand, the
// 100,000-line fuzz run, every case of the stress list and the same tiles scored
// with every winning tile. CI runs it after npm test.
export default defineConfig({
  test: {
    include: [
      'test/explain/consistency.test.ts',
      'test/fans/families.test.ts',
      'test/fuzz/cli.test.ts',
      'test/cli/limits.test.ts',
      'test/score-both-ways.test.ts',
    ],
    env: { MCR_TEST_FULL: '1' },
    testTimeout: 600_000,
  },
});
