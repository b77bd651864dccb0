/**
 * The package as a user gets it: `npm pack` (dist/ from `npm test`'s pretest build),
 * the tarball installed globally into a temporary prefix, offline (the dependencies
 * come from the npm cache that `npm ci` filled), and the installed `mcr` run; then
 * the same tarball installed into a CommonJS project, used with `require` and from
 * TypeScript compiled to CommonJS (type-checked, then run). Slow (several seconds);
 * skipped, saying so, only when there is no npm to run.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** `npm install ARGS` in dir, offline: the dependencies' tarballs are in the cache since
 * `npm ci`. Their registry metadata may not be (npm ci reads the lock file instead):
 * then only that is fetched. */
const install = (dir: string, args: string[]) => {
  const attempt = (mode: string) => run(npmCli, ['install', mode, '--no-audit', '--no-fund', ...args], { cwd: dir });
  const r = attempt('--offline');
  return r.code !== 0 && /ENOTCACHED/.test(r.stderr) ? attempt('--prefer-offline') : r;
};

describe.skipIf(!hasNpm)('npm pack → npm install -g → mcr', { timeout: 180_000 }, () => {
  let tarball = '';
  let prefix = '';

  it('packs bin, dist (with types, and dist/cjs for require), README, LICENSE, CHANGELOG and the manual (docs/), and no sources or tests', () => {
    expect(existsSync(join(root, 'dist/cli.js')), 'dist/ is built by `npm test` (pretest)').toBe(true);
    // --ignore-scripts: dist/ is already built, and a rebuild here would rewrite it under the other tests.
    const r = run(npmCli, ['pack', '--json', '--ignore-scripts', '--pack-destination', tmp], { cwd: root });
    expect(r.code, r.stderr).toBe(0);
    const [info] = JSON.parse(r.stdout) as { filename: string; name: string; files: { path: string }[] }[];
    expect(info.name).toBe('mahjong-mcr');
    tarball = join(tmp, info.filename);
    const files = info.files.map((f) => f.path);
    for (const f of ['package.json', 'README.md', 'LICENSE', 'bin/mcr.js', 'dist/mcr.bundle.cjs', 'dist/mcr-tournament.cjs', 'dist/cli.js', 'dist/index.js', 'dist/index.d.ts', 'dist/cjs/index.js', 'dist/cjs/index.d.ts', 'dist/cjs/package.json']) {
      expect(files).toContain(f);
    }
    for (const doc of ['NOTATION.md', 'RULES.md', 'SCHEMA.md', 'API.md', 'CLI.md', 'WAITS.md', 'EXPLAIN.md', 'SESSION.md', 'PERFORMANCE.md'])
      expect(files).toContain(`docs/${doc}`);
    expect(files).toContain('CHANGELOG.md');
    expect(files.filter((f) => /^(src|test|scripts|bench)\//.test(f) || f.endsWith('.map'))).toEqual([]);
  });

  it('installs globally into a prefix, offline, and the bin is mcr', () => {
    expect(tarball).not.toBe('');
    prefix = join(tmp, 'prefix');
    const r = install(tmp, ['-g', '--prefix', prefix, tarball]);
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(prefix, process.platform === 'win32' ? 'mcr.cmd' : 'bin/mcr'))).toBe(true);
  });

  it('the installed mcr scores a hand (text and --json) and reports a bad one with exit 2', () => {
    const mcr = join(prefix, process.platform === 'win32' ? 'mcr.cmd' : 'bin/mcr');
    const text = run(mcr, [WIN], { cwd: tmp });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^WIN 11 /);
    expect(text.stdout).toMatch(/^Total\s+11: WIN \(11 fan points/m);
    const json = run(mcr, ['--json', WIN], { cwd: tmp });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ schema: 'mcr-score/1', ok: true, verdict: 'win', total: 11 });
    const bad = run(mcr, ['123x'], { cwd: tmp });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown-character');
    const version = run(mcr, ['--version'], { cwd: tmp });
    expect(version.stdout.trim()).toBe((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version);
  });

  it('the installed mcr runs a tournament command (dist/mcr-tournament.cjs, a bundle of its own)', () => {
    const mcr = join(prefix, process.platform === 'win32' ? 'mcr.cmd' : 'bin/mcr');
    const players = join(tmp, 'players.csv');
    writeFileSync(players, ['id,name', ...Array.from({ length: 8 }, (_, i) => `${i + 1},Player ${i + 1}`)].join('\n') + '\n');
    const dir = join(tmp, 'cup');
    const init = run(mcr, ['tournament', 'init', dir, '--players', players, '--sessions', '2'], { cwd: tmp });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('8 players');
    const seat = run(mcr, ['tournament', 'seat', dir, '--json'], { cwd: tmp });
    expect(seat.code, seat.stderr).toBe(0);
    expect(existsSync(join(dir, 'seating.csv'))).toBe(true);
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

  describe('in a CommonJS project (npm install ./mahjong-mcr-x.tgz)', () => {
    const project = join(tmp, 'cjs-project');
    const tsc = join(root, 'node_modules/typescript/bin/tsc');

    it('installs into the project, offline', () => {
      expect(tarball).not.toBe('');
      mkdirSync(project, { recursive: true });
      // No "type": a CommonJS package, as npm init makes it.
      writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'uses-mcr', version: '1.0.0', private: true }));
      const r = install(project, [tarball]);
      expect(r.code, r.stderr).toBe(0);
      expect(existsSync(join(project, 'node_modules/mahjong-mcr/package.json'))).toBe(true);
    });

    it('require(\'mahjong-mcr\') gives the library, which scores a hand', () => {
      writeFileSync(
        join(project, 'use.js'),
        [
          "const mcr = require('mahjong-mcr');",
          `const r = mcr.score(${JSON.stringify(WIN)});`,
          'console.log(r.schema, r.verdict, r.total, typeof mcr.waits, typeof mcr.session, mcr.MINIMUM_POINTS);',
          'console.log(JSON.stringify(mcr.score(undefined).error));',
        ].join('\n'),
      );
      const r = run(process.execPath, ['use.js'], { cwd: project });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr).toBe(''); // no ExperimentalWarning: a CommonJS file, not require(esm)
      const [line, error] = r.stdout.trim().split('\n');
      expect(line).toBe('mcr-score/1 win 11 function function 8');
      expect(JSON.parse(error)).toMatchObject({ code: 'not-a-string' });
      expect((JSON.parse(error) as { message: string }).message).toMatch(/expected a string/);
    });

    // A TypeScript file importing the package, compiled to CommonJS: with the old
    // module setting (moduleResolution node10: "types"/"main") and with node16 (the
    // "require" condition of "exports"). Types must be the real ones: a wrong call is
    // an error (@ts-expect-error), and the result narrows on `ok` and `verdict`.
    const source = [
      "import { score, waits, FAN_IDS, type ScoreResult } from 'mahjong-mcr';",
      'declare const console: { log(...values: unknown[]): void }; // no @types/node needed',
      `const r: ScoreResult = score(${JSON.stringify(WIN)});`,
      "const total: number = r.ok && r.verdict === 'win' ? r.total : -1;",
      '// @ts-expect-error: score takes a string',
      'score(42);',
      "const w = waits('[123b] 456c 78d EEE 55d +seat:S');",
      'console.log(total, w.ok && w.ready, FAN_IDS.length);',
      '',
    ].join('\n');
    it.each([
      ['commonjs', { module: 'commonjs' }],
      ['node16', { module: 'node16', moduleResolution: 'node16' }],
    ])('TypeScript with module %s type-checks (strict) and runs', { timeout: 60_000 }, (name, options) => {
      const dir = join(project, `ts-${name}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'main.ts'), source);
      writeFileSync(
        join(dir, 'tsconfig.json'),
        JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', lib: ['ES2022'], outDir: 'out', types: [], ...options }, files: ['main.ts'] }),
      );
      const c = run(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], { cwd: dir });
      expect(c.code, c.stdout + c.stderr).toBe(0);
      const js = readFileSync(join(dir, 'out/main.js'), 'utf8');
      expect(js).toContain('require("mahjong-mcr")');
      const r = run(process.execPath, [join(dir, 'out/main.js')], { cwd: dir });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout.trim()).toMatch(/^11 true \d+$/);
    });
  });
});
