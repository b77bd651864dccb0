/**
 * The CLI as bin/mcr.js runs it (scripts/bundle.mjs, docs/PERFORMANCE.md "Start-up"):
 * the main bundle and the tournament command's bundle, each with the V8 code cache the
 * build made for it; the main bundle without the tournament code and its libraries; a
 * missing cache written again by the run that needs it.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'dist');
const firstLine = (file: string) => {
  const text = readFileSync(file, 'latin1');
  return text.slice(0, text.indexOf('\n'));
};

describe('the bundles bin/mcr.js runs', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'mcr-bundle-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('each comes with the code cache the build made from it', () => {
    for (const name of ['mcr.bundle', 'mcr-tournament']) {
      const id = firstLine(join(dist, `${name}.cjs`));
      expect(id).toMatch(/^\/\/ mcr-[a-z]+ [0-9a-f-]{36}$/);
      expect(firstLine(join(dist, `${name}.cache`)), name).toBe(id);
    }
  });

  it('the main bundle holds neither the tournament code nor its libraries (CSV, TOML)', () => {
    // The bundles are minified (no path comments): each part is known by a name of its own,
    // the tournament's reader, csv-parse's and smol-toml's errors, the country lists.
    const main = readFileSync(join(dist, 'mcr.bundle.cjs'), 'utf8');
    const tournament = readFileSync(join(dist, 'mcr-tournament.cjs'), 'utf8');
    for (const mark of ['function readTournament', 'CsvError', 'TomlError', 'iso31661']) {
      expect(main.includes(mark), mark).toBe(false);
      expect(tournament.includes(mark), mark).toBe(true);
    }
  });

  it('a tournament command runs from its bundle, and writes its cache again when it is missing', () => {
    // A copy of the install: bin/, dist/ and the dependencies.
    const copy = join(tmp, 'mcr');
    cpSync(join(root, 'bin'), join(copy, 'bin'), { recursive: true });
    cpSync(dist, join(copy, 'dist'), { recursive: true });
    cpSync(join(root, 'package.json'), join(copy, 'package.json'));
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    rmSync(join(copy, 'dist', 'mcr-tournament.cache'));
    const r = spawnSync(process.execPath, [join(copy, 'bin', 'mcr.js'), 'tournament', 'check', join(tmp, 'none')], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toContain('cannot read');
    expect(existsSync(join(copy, 'dist', 'mcr-tournament.cache'))).toBe(true);
    expect(firstLine(join(copy, 'dist', 'mcr-tournament.cache'))).toBe(firstLine(join(copy, 'dist', 'mcr-tournament.cjs')));
  });
});
