/**
 * The fast cases of `npm run stress` (bench/stress-cases.mjs), run on every npm test
 * (npm run test:full runs every case):
 * closed and failing outputs, signals during a slow reader, session penalties and
 * sizes, the sheet's width, stdin that is a directory, long blank and comment lines.
 * Each spawns the built bin/mcr.js (NO_COLOR=1) and checks stdout, stderr and the exit
 * code; a case's failures are listed in the assertion message.
 */
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module of the stress script, without types
import { cases, cleanUp, setSlack } from '../../bench/stress-cases.mjs';
import { FULL } from '../helpers/full.js';

interface Case {
  name: string;
  fast: boolean;
  skip?: () => boolean;
  run(): Promise<{ failures: string[] }>;
}

setSlack(5);
afterAll(() => cleanUp());

describe(FULL ? 'limits (every case of npm run stress)' : 'limits (the fast cases of npm run stress)', { timeout: FULL ? 600_000 : 60_000 }, () => {
  for (const c of (cases as Case[]).filter((k) => FULL || k.fast)) {
    it.skipIf(c.skip?.() ?? false)(c.name, async () => {
      const r = await c.run.call(c);
      expect(r.failures).toEqual([]);
    });
  }
});
