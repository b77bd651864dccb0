#!/usr/bin/env node
// `npm run prepare`, run by npm after `npm ci` / `npm install` in a clone, for a git
// install (`npm install git+...`) and before `npm pack`: builds dist/ (tsc).
//
// A *global* install from git (`npm install -g git+...`) prepares the package in a
// temporary clone after installing its dependencies globally instead of beside it
// (npm/cli#8440), so the compiler and the type packages are missing there: then they
// are installed into that clone first (exactly the lock file's versions, no scripts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const needed = [tsc, join(root, 'node_modules', '@types', 'node'), join(root, 'node_modules', 'commander')];

function run(command, args) {
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: false });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!needed.every((p) => existsSync(p))) {
  // The npm that runs this script (npm_execpath), else the one on the PATH.
  const npm = process.env.npm_execpath;
  const args = ['ci', '--global=false', '--include=dev', '--ignore-scripts', '--no-audit', '--no-fund'];
  if (npm && npm.endsWith('.js')) run(process.execPath, [npm, ...args]);
  else run(process.platform === 'win32' ? 'npm.cmd' : 'npm', args);
}
run(process.execPath, [tsc, '-p', 'tsconfig.json']);
