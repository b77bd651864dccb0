/**
 * The scripting contract end to end, through the built bin/mcr.js:
 * inputs that can not be read (one message everywhere, no empty summary), --help,
 * a `schema` field on every JSON output, and one escaping rule (ASCII only) for all.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'mcr-contract-'));

const bin = join(root, 'bin/mcr.js');

/** The built mcr, run in a temporary directory (so that messages name files as given). */
function mcr(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [bin, ...args], {
    cwd: tmp,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const WIN = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
const NOPE = 'mcr: cannot read nope.txt: no such file or directory (ENOENT)\n';
const ASCII_LINES = /^[\x20-\x7e]*(\n[\x20-\x7e]*)*$/;

describe('an input that can not be read', { timeout: 60_000 }, () => {
  it('-f nope.txt alone: the message on stderr, nothing on stdout (no 0-hand summary), exit 2', () => {
    expect(mcr(['-f', 'nope.txt'])).toEqual({ code: 2, stdout: '', stderr: NOPE });
    expect(mcr(['--json', '-f', 'nope.txt'])).toEqual({ code: 2, stdout: '', stderr: NOPE });
    expect(mcr(['--json', '--summary-only', '-f', 'nope.txt'])).toEqual({ code: 2, stdout: '', stderr: NOPE });
    expect(mcr(['-f', 'nope.txt', '-f', 'nope.txt']).stdout).toBe('');
  });

  it('with another input that reads: its results and the summary, the message, exit 2', () => {
    const r = mcr(['--json', '--summary-only', '-f', 'nope.txt', '-f', '-'], `${WIN}\n`);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(NOPE);
    expect(JSON.parse(r.stdout)).toMatchObject({ schema: 'mcr-summary/1', hands: 1, wins: 1 });
  });

  it('the same message from mcr waits and mcr session', () => {
    expect(mcr(['waits', '-f', 'nope.txt'])).toEqual({ code: 2, stdout: '', stderr: NOPE });
    expect(mcr(['waits', '--json', '-f', 'nope.txt'])).toEqual({ code: 2, stdout: '', stderr: NOPE });
    expect(mcr(['session', 'nope.txt'])).toEqual({ code: 2, stdout: '', stderr: NOPE });
    expect(mcr(['session', '--json', 'nope.txt'])).toEqual({ code: 2, stdout: '', stderr: NOPE });
  });

  it('a directory: the same style everywhere', () => {
    mkdirSync(join(tmp, 'adir'), { recursive: true });
    const dir = 'mcr: cannot read adir: is a directory (EISDIR)\n';
    expect(mcr(['-f', 'adir'])).toEqual({ code: 2, stdout: '', stderr: dir });
    expect(mcr(['waits', '-f', 'adir'])).toEqual({ code: 2, stdout: '', stderr: dir });
    expect(mcr(['session', 'adir'])).toEqual({ code: 2, stdout: '', stderr: dir });
  });
});

describe('batch objects carry their source (file and line)', { timeout: 60_000 }, () => {
  it('mcr waits --json over stdin and files: source on every object, the reading errors too; none for one hand', () => {
    writeFileSync(join(tmp, 'w.txt'), '# waits\n[123b] 456c 78d EEE 55d +seat:S\n\n123x\n');
    const r = mcr(['waits', '--json', '-f', 'w.txt', '-f', '-'], '123b 456c 789d 135c E\n');
    const rows = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as { ok: boolean; source: unknown });
    expect(rows.map((o) => [o.ok, o.source])).toEqual([
      [true, { file: 'w.txt', line: 2 }],
      [false, { file: 'w.txt', line: 4 }],
      [true, { file: '-', line: 1 }],
    ]);
    expect(Object.keys(rows[0]).slice(0, 5)).toEqual(['schema', 'input', 'ok', 'rules', 'source']);
    expect(JSON.parse(mcr(['waits', '--json', '123x']).stdout)).not.toHaveProperty('source');
  });

  it('mcr --canonical --json over a file: source on every object; none for one hand', () => {
    writeFileSync(join(tmp, 'c.txt'), `${WIN}\n# note\n123x\n`);
    const rows = mcr(['--canonical', '--json', '-f', 'c.txt']).stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(rows.map((o: { source: unknown }) => o.source)).toEqual([{ file: 'c.txt', line: 1 }, { file: 'c.txt', line: 3 }]);
    expect(JSON.parse(mcr(['--canonical', '--json', WIN]).stdout)).not.toHaveProperty('source');
  });
});

describe('mcr --help', { timeout: 60_000 }, () => {
  it('shows -f without a "(default: [])"', () => {
    const r = mcr(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/-f, --file <path>/);
    expect(r.stdout).not.toContain('default: []');
    expect(r.stdout).not.toContain('(default:');
  });

  it('repeated -f still reads every file, in turn', () => {
    writeFileSync(join(tmp, 'a.txt'), `${WIN}\n`);
    writeFileSync(join(tmp, 'b.txt'), `123x\n${WIN}\n`);
    const r = mcr(['--json', '-f', 'a.txt', '--file', 'b.txt']);
    expect(r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l).input)).toEqual([WIN, '123x', WIN]);
  });
});

describe('every JSON output has a schema and is ASCII (non-ASCII as \\u escapes)', { timeout: 60_000 }, () => {
  const UNICODE = '🀇🀈🀉 456c 78d EEE 55d 9d +win:wall';
  const jsonLines = (out: string) => out.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

  it('scoring: one hand and a batch', () => {
    for (const r of [mcr(['--json', UNICODE]), mcr(['--json'], `${UNICODE}\n🀇x\n`)]) {
      expect(r.stdout).toMatch(ASCII_LINES);
      for (const o of jsonLines(r.stdout)) expect(o.schema).toBe('mcr-score/1');
    }
    expect(jsonLines(mcr(['--json', UNICODE]).stdout)[0].input).toBe(UNICODE);
  });

  it('--canonical --json: schema mcr-canonical/1, one hand and a batch', () => {
    const one = mcr(['--canonical', '--json', UNICODE]);
    expect(one.stdout).toMatch(ASCII_LINES);
    expect(jsonLines(one.stdout)).toEqual([
      { schema: 'mcr-canonical/1', input: UNICODE, ok: true, canonical: '123456c 5578d EEE 9d +win:wall' },
    ]);
    const bad = mcr(['--canonical', '--json', '🀇x']);
    expect(bad.code).toBe(2);
    expect(jsonLines(bad.stdout)[0]).toMatchObject({ schema: 'mcr-canonical/1', input: '🀇x', ok: false });
    const batch = mcr(['--canonical', '--json'], `${UNICODE}\n🀇x\n`);
    expect(batch.stdout).toMatch(ASCII_LINES);
    expect(jsonLines(batch.stdout).map((o) => [o.schema, o.ok])).toEqual([
      ['mcr-canonical/1', true],
      ['mcr-canonical/1', false],
    ]);
  });

  it('--summary-only --json: schema mcr-summary/1, the best hand\'s input escaped', () => {
    const r = mcr(['--json', '--summary-only'], `${UNICODE}\n`);
    expect(r.stdout).toMatch(ASCII_LINES);
    expect(r.stdout).toContain('\\ud83c\\udc07');
    expect(jsonLines(r.stdout)[0]).toMatchObject({ schema: 'mcr-summary/1', best: { input: UNICODE } });
  });

  it('waits --json: schema mcr-waits/1, one hand and a batch', () => {
    const hand = '🀇🀈🀉 456c 78d EEE 55d';
    for (const r of [mcr(['waits', '--json', hand]), mcr(['waits', '--json'], `${hand}\n🀇x\n`)]) {
      expect(r.stdout).toMatch(ASCII_LINES);
      expect(r.stdout).toContain('\\ud83c\\udc07');
      for (const o of jsonLines(r.stdout)) expect(o.schema).toBe('mcr-waits/1');
    }
    const o = jsonLines(mcr(['waits', '--json', hand]).stdout)[0] as { input: string; waits: { discard: { fans: { zh: string }[] } }[] };
    expect(o.input).toBe(hand);
    expect(o.waits[0].discard.fans[0].zh).toMatch(/[^\x00-\x7f]/); // the zh names, read back
  });

  it('session --json: schema mcr-session/1; names, zh names and the embedded scores escaped', () => {
    const log = 'players Ann Bøb 陈 Di\n1 win Bøb self [123b] 456c 78d EEE 55d 9d\n2 win 陈 from Ann 123b456c789d EEE 5d 5x\n';
    const r = mcr(['session', '--json'], log);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(ASCII_LINES);
    expect(r.stdout).toContain('"B\\u00f8b"');
    const o = jsonLines(r.stdout)[0] as { schema: string; players: string[]; hands: { score: { schema: string } }[] };
    expect(o.schema).toBe('mcr-session/1');
    expect(o.players).toEqual(['Ann', 'Bøb', '陈', 'Di']);
    expect(o.hands[0].score.schema).toBe('mcr-score/1');
  });
});
