import { defineConfig } from 'vitest/config';
import { EXHAUSTIVE, LONG } from './test/suites.js';

// npm run test:full (CI runs it after npm test): the long end-to-end runs npm test
// leaves out, and the exhaustive runs it samples, whole (MCR_TEST_FULL=1,
// test/helpers/full.ts): every corpus hand x every fan for why, the fan families on
// every corpus hand, the 100,000-line fuzz run, every stress case, the same tiles
// scored with every winning tile. (The page's comparison takes 200 corpus hands per
// profile; MCR_WEB_ALL=1 makes it every hand, which takes many minutes.)
export default defineConfig({
  test: {
    include: [...LONG, ...EXHAUSTIVE],
    env: { MCR_TEST_FULL: '1' },
    testTimeout: 600_000,
  },
});
