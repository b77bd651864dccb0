/**
 * `npm run corpus` (scripts/corpus.mjs) in a clone with no shared folder beside it:
 * a message saying what it needs, exit code 2, no stack trace and nothing built
 * (the script must fail plainly without it). With one, it builds and runs the shared tool with the
 * arguments given, and exits with its code. Run in a temporary copy holding the
 * repository's script and its "corpus" entry of package.json; "build" there is a
 * stand-in, so nothing of this checkout is rebuilt.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const npmCli = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const hasNpm = spawnSync(npmCli, ['--version'], { encoding: 'utf8' }).status === 0;
const tmp = mkdtempSync(join(tmpdir(), 'mcr-corpus-script-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const repo = join(tmp, 'repo');
mkdirSync(join(repo, 'scripts'), { recursive: true });
copyFileSync(join(root, 'scripts/corpus.mjs'), join(repo, 'scripts/corpus.mjs'));
const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
writeFileSync(
  join(repo, 'package.json'),
  JSON.stringify({ name: 'corpus-script', private: true, scripts: { corpus: scripts.corpus, build: 'node -e "require(\'fs\').writeFileSync(\'built\', \'\')"' } }),
);

const npmRun = (env: Record<string, string> = {}, args: string[] = []) => {
  const r = spawnSync(npmCli, ['run', '--silent', 'corpus', ...(args.length ? ['--', ...args] : [])], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, MCR_SHARED: undefined, ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

describe.skipIf(!hasNpm)('npm run corpus', { timeout: 60_000 }, () => {
  it('without ../shared: says what it needs, exit 2, no stack trace, nothing built', () => {
    expect(existsSync(join(tmp, 'shared'))).toBe(false);
    const r = npmRun();
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`npm run corpus: no ${join(tmp, 'shared', 'tools', 'check-corpus.mjs')}`);
    expect(r.stderr).toContain('../shared');
    expect(r.stderr).toContain('MCR_SHARED=DIR');
    expect(r.stderr).toContain('npx vitest run test/corpus.test.ts');
    expect(r.stderr).not.toMatch(/^\s+at |ERR_MODULE_NOT_FOUND|node:internal/m);
    expect(existsSync(join(repo, 'built'))).toBe(false);
  });

  it('with a shared folder: builds, runs its tool with the arguments, exits with its code', () => {
    const shared = join(tmp, 'elsewhere');
    mkdirSync(join(shared, 'tools'), { recursive: true });
    writeFileSync(join(shared, 'tools/check-corpus.mjs'), "console.log('tool', process.argv.slice(2).join(' ')); process.exit(1);\n");
    const r = npmRun({ MCR_SHARED: shared }, ['--rules', 'mil']);
    expect(r.stdout).toContain('tool --rules mil');
    expect(r.code).toBe(1);
    expect(existsSync(join(repo, 'built'))).toBe(true);
  });
});
