import { defineConfig } from 'vitest/config';

// The suites that score tens of thousands of hands, or spawn the built binary, take
// seconds; a machine shared with other work can make that several times longer.
// Tests never assert on time: the timeout only catches a hang.
export default defineConfig({
  test: {
    testTimeout: 60_000,
  },
});
