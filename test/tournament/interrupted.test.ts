// Issue 38 items 1, 2, 3, 4, 9, 12: tournament commands that are stopped, signalled or
// given files that are no regular files, through the built CLI (real processes and
// signals), and the library's reseat() given what is no call.
import { describe, expect, it, beforeAll } from 'vitest';
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync, mkdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reseat } from '../../src/tournament/reseat.js';
import { check } from '../../src/tournament/api.js';
import { CHECK_LIST_LIMIT } from '../../src/tournament/check.js';
import { writeAtomic } from '../../src/io/write.js';
import { tiny } from './helpers.js';

const HOOK = join(process.cwd(), 'bench', 'kill-hook.cjs');
const env = { ...process.env, NO_COLOR: '1', COLUMNS: '80' };
const mcr = (args: string[], extra: Record<string, string> = {}, hook = false) =>
  spawnSync(process.execPath, [...(hook ? ['--require', HOOK] : []), 'bin/mcr.js', 'tournament', ...args], { encoding: 'utf8', env: { ...env, ...extra } });

let root = '';
/** A folder of 8 players over 3 sessions, seated, with a substitute (9) added after. */
function folder(name: string): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'results'), { recursive: true });
  writeFileSync(join(dir, 'tournament.toml'), 'name = "K"\nsessions = 3\n');
  writeFileSync(join(dir, 'players.csv'), ['id,name,substitute', ...Array.from({ length: 8 }, (_, i) => `${i + 1},P${i + 1},`)].join('\n') + '\n');
  expect(mcr(['seat', dir]).status).toBe(0);
  writeFileSync(join(dir, 'players.csv'), readFileSync(join(dir, 'players.csv'), 'utf8') + '9,Sub,yes\n');
  return dir;
}
const pair = (dir: string) => readFileSync(join(dir, 'seating.csv'), 'utf8') + '\n--\n' + readFileSync(join(dir, 'players.csv'), 'utf8');
const RESEAT = ['--after', '1', '--withdraw', '4', '--substitute', '9', '--seed', '3'];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'mcr-interrupted-'));
  return () => rmSync(root, { recursive: true, force: true });
});

describe('reseat stopped at each write step (38.2)', () => {
  it('leaves the old pair or the new one, completed or rolled back by the next command; a stale lock taken over with a word', () => {
    const base = folder('base');
    const before = pair(base);
    const made = join(root, 'made');
    cpSync(base, made, { recursive: true });
    expect(mcr(['reseat', made, ...RESEAT]).status).toBe(0);
    const after = pair(made);
    expect(after).not.toBe(before);
    const seen = new Set<string>();
    // Every step under kill -9; under SIGTERM the steps around the journal (the handler runs between steps).
    for (const [signal, steps] of [['SIGKILL', [1, 2, 3, 4, 5, 6, 7, 8, 9]], ['SIGTERM', [5, 6, 7]]] as const)
      for (const step of steps) {
        const dir = join(root, `${signal}-${step}`);
        cpSync(base, dir, { recursive: true });
        const r = mcr(['reseat', dir, ...RESEAT], { MCR_KILL_AT: String(step), MCR_KILL_SIGNAL: signal }, true);
        const what = `${signal} at step ${step}: ${r.stderr}`;
        // The next command (any: check) sees a consistent folder.
        const c = mcr(['check', dir]);
        expect(c.status, what + c.stdout).toBe(0);
        const now = pair(dir);
        expect([before, after], what).toContain(now);
        seen.add(`${signal} ${now === before ? 'old' : 'new'}`);
        expect(existsSync(join(dir, '.mcr-journal')), what).toBe(false);
        if (now === before) {
          // Rolled back: the same reseat runs again, taking over the lock of the process that is gone.
          const again = mcr(['reseat', dir, ...RESEAT]);
          expect(again.status, what + again.stderr).toBe(0);
          if (r.signal === 'SIGKILL' && step > 1) expect(again.stderr).toMatch(/took over the lock[\s\S]*from\s+process\s+\d+,\s+which\s+is\s+gone/);
          expect(pair(dir)).toBe(after);
          expect(readdirSync(dir).filter((n) => n.endsWith('.tmp') || n === '.mcr-lock'), what).toEqual([]);
        }
      }
    // Both outcomes happen under kill -9: its steps cover the writes before and after the
    // journal. A SIGTERM is heard between steps, so it may end either way; each was checked above.
    expect(seen.has('SIGKILL old') && seen.has('SIGKILL new')).toBe(true);
    expect([...seen].filter((s) => s.startsWith('SIGTERM')).length).toBeGreaterThan(0);
  }, 400_000);
});

describe('tournament check (38.1)', () => {
  it('lists at most CHECK_LIST_LIMIT problems and counts the rest', () => {
    const bad = Array.from({ length: CHECK_LIST_LIMIT + 500 }, () => '1 bogus line').join('\n');
    const r = check(tiny(4, 1, { 'results/s1-t1.txt': `players 1 2 3 4\n${bad}\n` }));
    expect(r.problems).toHaveLength(CHECK_LIST_LIMIT);
    expect(r.unlisted).toBe(500);
    expect(r.ok).toBe(false);
  });

  for (const [signal, code] of [['SIGTERM', 143], ['SIGINT', 130], ['SIGHUP', 129]] as const)
    it(`answers ${signal} while it reads many bad result files: exit ${code}, nothing listed`, async () => {
      const dir = join(root, `check-${signal}`);
      mkdirSync(join(dir, 'results'), { recursive: true });
      writeFileSync(join(dir, 'tournament.toml'), 'name = "C"\nsessions = 1\n');
      writeFileSync(join(dir, 'players.csv'), 'id,name\n1,A\n2,B\n3,C\n4,D\n');
      const bad = `players 1 2 3 4\n${'1 bogus line\n'.repeat(4000)}`;
      for (let t = 1; t <= 400; t++) writeFileSync(join(dir, 'results', `s1-t${t}.txt`), bad);
      const ready = join(import.meta.dirname, 'signal-ready.cjs');
      const child = spawn(process.execPath, ['-r', ready, 'bin/mcr.js', 'tournament', 'check', dir], { env: { ...env, MCR_READY_SIGNAL: signal } });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      // Once it listens for the signal (the preload says so), and so is still reading:
      // 400 files take seconds; no fixed delay races the start or the end.
      await new Promise<void>((r) => child.stderr.on('data', (d) => String(d).includes('listening') && r()));
      child.kill(signal);
      const status = await new Promise((r) => child.on('exit', (c) => r(c)));
      expect(status).toBe(code);
      expect(out).toBe('');
    }, 60_000);
});

describe('-o FILE that is no regular file (38.3)', () => {
  it('a link to /dev/null is written through, neither it nor the device replaced', () => {
    const link = join(root, 'null-link');
    symlinkSync('/dev/null', link);
    const r = mcr(['standings', join(root, 'base'), '-o', link]);
    expect(r.status, r.stderr).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(statSync('/dev/null').isCharacterDevice()).toBe(true);
  });

  it('a FIFO is refused with a word, not waited on, and stays a FIFO', () => {
    const fifo = join(root, 'out.fifo');
    execFileSync('mkfifo', [fifo]);
    const r = mcr(['standings', join(root, 'base'), '-o', fifo]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/is a FIFO\s+\(named\s+pipe\)/);
    expect(statSync(fifo).isFIFO()).toBe(true);
  });
});

describe('a FIFO in results/ (38.9)', () => {
  for (const args of [['cards'], ['seat', '--session', '3', '-o', 'OUT'], ['reseat', ...RESEAT]])
    it(`mcr tournament ${args[0]}: skipped with not-a-file, said, exit 1`, () => {
      const dir = join(root, `fifo-${args[0]}`);
      cpSync(join(root, 'base'), dir, { recursive: true });
      execFileSync('mkfifo', [join(dir, 'results', 's1-t1.txt')]);
      const r = mcr([args[0], dir, ...args.slice(1).map((a) => (a === 'OUT' ? join(dir, 'plan.csv') : a))]);
      expect(r.stderr).toMatch(/results\/s1-t1\.txt\s+is\s+a\s+FIFO.*\[not-a-file\]/s);
      expect(r.status).toBe(1);
    });
});

describe('temporary files of writers that are gone (38.12)', () => {
  it('are removed by the next write of the file; a living writer\'s are kept', async () => {
    const dir = join(root, 'stale');
    mkdirSync(dir);
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const gone = `.seating.csv.${dead.stdout.trim()}-${'a'.repeat(24)}.tmp`;
    const old = `.seating.csv.${'b'.repeat(24)}.tmp`;
    const living = `.seating.csv.${process.ppid}-${'c'.repeat(24)}.tmp`;
    const other = `.notes.txt.${dead.stdout.trim()}-${'d'.repeat(24)}.tmp`;
    for (const n of [gone, old, living, other]) writeFileSync(join(dir, n), 'x');
    utimesSync(join(dir, old), new Date(Date.now() - 3600_000), new Date(Date.now() - 3600_000));
    await writeAtomic(join(dir, 'seating.csv'), 'session,table,E,S,W,N\n');
    expect(readdirSync(dir).sort()).toEqual([living, other, 'seating.csv'].sort());
  });
});

describe('reseat() never throws (38.4)', () => {
  const files = tiny(8, 2);
  const getter = { get after(): number { throw new Error('getter'); } };
  for (const [what, call] of [['no call', []], ['null files', [null]], ['an array as the call', [files, []]], ['a throwing getter', [files, getter]], ['withdraw not a list', [files, { after: 1, withdraw: 4 }]]] as const)
    it(`${what}: a bad-files or bad-option problem`, () => {
      const r = (reseat as (...a: unknown[]) => ReturnType<typeof reseat>)(...(call.length === 0 ? [files] : call));
      expect(r.ok).toBe(false);
      expect(r.problems.map((p) => p.code).some((c) => c === 'bad-option' || c === 'bad-files')).toBe(true);
    });
});
