#!/usr/bin/env node
// npm run corpus [-- ARGS]: builds, then checks the built library against the reference
// corpus with the shared folder's tool (node ../shared/tools/check-corpus.mjs ARGS).
//
// The shared folder sits beside the repository (../shared; MCR_SHARED=DIR names another
// place). A clone without it gets a message saying what is needed, and exit code 2,
// before anything is built: the tests' copy of the corpus (test/golden/) is checked by
// `npx vitest run test/corpus.test.ts` without it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const shared = resolve(root, process.env.MCR_SHARED || '../shared');
const tool = join(shared, 'tools', 'check-corpus.mjs');

if (!existsSync(tool)) {
  process.stderr.write(
    [
      `npm run corpus: no ${tool}`,
      '',
      'It checks the built library against the reference corpus in the project\'s',
      'shared folder, which must sit beside this repository as ../shared (holding',
      'tools/check-corpus.mjs and corpus/), or be named by MCR_SHARED=DIR.',
      '',
      'Without it, the tests check the repository\'s own copy of the corpus',
      '(test/golden/):',
      '',
      '  npx vitest run test/corpus.test.ts',
      '',
    ].join('\n'),
  );
  process.exit(2);
}

// npm's own CLI when run by npm (npm_execpath), else npm from the PATH.
const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
const build = spawnSync(npm[0], [...npm[1], 'run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' && !process.env.npm_execpath });
if (build.status !== 0) process.exit(build.status ?? 2);
const check = spawnSync(process.execPath, [tool, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(check.status ?? 2);
