import { defineConfig } from 'vitest/config';

// npm run test:full: the exhaustive runs that npm test samples (test/helpers/full.ts):
// every corpus hand x every fan for why, the fan families on every corpus hand, the
// 100,000-line fuzz run and every case of the stress list. CI runs it after npm test.
export default defineConfig({
  test: {
    include: [
      'test/explain/consistency.test.ts',
      'test/fans/families.test.ts',
      'test/fuzz/cli.test.ts',
      'test/cli/limits.test.ts',
    ],
    env: { MCR_TEST_FULL: '1' },
    testTimeout: 600_000,
  },
});
