/**
 * The package as a user gets it: `npm pack` (dist/ from `npm test`'s pretest build),
 * the tarball installed globally into a temporary prefix, offline (the dependencies
 * come from the npm cache that `npm ci` filled), and the installed `mcr` run. Slow
 * (several seconds); skipped, saying so, only when there is no npm to run.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const npmCli = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const hasNpm = spawnSync(npmCli, ['--version'], { encoding: 'utf8' }).status === 0;
if (!hasNpm) console.warn('test/package/pack.test.ts: skipped, `npm --version` did not run (no npm on PATH)');

const WIN = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
const tmp = mkdtempSync(join(tmpdir(), 'mcr-pack-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

// The user's npm settings (registry, cache) as they are; --prefix overrides the global prefix.
const run = (cmd: string, args: string[], opts: SpawnSyncOptions = {}) => {
  const r = spawnSync(cmd, args, { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000, ...opts });
  return { code: r.status, stdout: String(r.stdout), stderr: String(r.stderr) };
};

describe.skipIf(!hasNpm)('npm pack → npm install -g → mcr', { timeout: 180_000 }, () => {
  let tarball = '';
  let prefix = '';

  it('packs bin, dist (with types), README, LICENSE and docs, and no sources or tests', () => {
    expect(existsSync(join(root, 'dist/cli.js')), 'dist/ is built by `npm test` (pretest)').toBe(true);
    // --ignore-scripts: dist/ is already built, and a rebuild here would rewrite it under the other tests.
    const r = run(npmCli, ['pack', '--json', '--ignore-scripts', '--pack-destination', tmp], { cwd: root });
    expect(r.code, r.stderr).toBe(0);
    const [info] = JSON.parse(r.stdout) as { filename: string; name: string; files: { path: string }[] }[];
    expect(info.name).toBe('mahjong-mcr');
    tarball = join(tmp, info.filename);
    const files = info.files.map((f) => f.path);
    for (const f of ['package.json', 'README.md', 'LICENSE', 'bin/mcr.js', 'dist/cli.js', 'dist/index.js', 'dist/index.d.ts']) {
      expect(files).toContain(f);
    }
    for (const doc of ['NOTATION.md', 'RULES.md', 'SCHEMA.md', 'API.md']) expect(files).toContain(`docs/${doc}`);
    expect(files.filter((f) => /^(src|test|scripts|bench)\//.test(f) || f.endsWith('.map'))).toEqual([]);
  });

  it('installs globally into a prefix, offline, and the bin is mcr', () => {
    expect(tarball).not.toBe('');
    prefix = join(tmp, 'prefix');
    const install = (mode: string) =>
      run(npmCli, ['install', '-g', '--prefix', prefix, mode, '--no-audit', '--no-fund', tarball], { cwd: tmp });
    // Offline: the dependencies' tarballs are in the cache since `npm ci`. Their registry
    // metadata may not be (npm ci reads the lock file instead): then only that is fetched.
    let r = install('--offline');
    if (r.code !== 0 && /ENOTCACHED/.test(r.stderr)) r = install('--prefer-offline');
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(prefix, process.platform === 'win32' ? 'mcr.cmd' : 'bin/mcr'))).toBe(true);
  });

  it('the installed mcr scores a hand (text and --json) and reports a bad one with exit 2', () => {
    const mcr = join(prefix, process.platform === 'win32' ? 'mcr.cmd' : 'bin/mcr');
    const text = run(mcr, [WIN], { cwd: tmp });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^WIN 11 /);
    expect(text.stdout).toMatch(/^Total\s+11 = 11 fan points/m);
    const json = run(mcr, ['--json', WIN], { cwd: tmp });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ schema: 'mcr-score/1', ok: true, verdict: 'win', total: 11 });
    const bad = run(mcr, ['123x'], { cwd: tmp });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown-character');
    const version = run(mcr, ['--version'], { cwd: tmp });
    expect(version.stdout.trim()).toBe((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version);
  });

  it('the installed package imports as mahjong-mcr', () => {
    // A module next to the global node_modules resolves the package by its name.
    const lib = process.platform === 'win32' ? prefix : join(prefix, 'lib');
    const script = join(lib, 'use.mjs');
    writeFileSync(script, `import { score } from 'mahjong-mcr';\nconsole.log(score(${JSON.stringify(WIN)}).total);\n`);
    const r = run(process.execPath, [script], { cwd: lib });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('11');
  });
});
