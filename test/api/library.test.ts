/**
 * The library's canonical(line) and session(text, options) give the very objects the
 * CLI prints with --json (`mcr --canonical --json`, `mcr session --json`), parsed.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { canonical, score, session, waits } from '../../src/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function cliJson(args: string[], input?: string): unknown[] {
  const r = spawnSync(process.execPath, ['bin/mcr.js', ...args], { cwd: root, input, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l) as unknown);
}

const LINES = [
  '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S',
  '[234b] 89b 11456c 67d 7b',
  '1111b 1b 23456789c 1d',
  '🀇🀈🀉 456c 78d EEE 55d 9d +win:wall',
  '123x',
  '',
  '1b +from:E +seat:E',
];

describe('canonical(line)', { timeout: 60_000 }, () => {
  it('equals `mcr --canonical --json "<line>"`, line by line', () => {
    for (const line of LINES) expect(canonical(line), line).toStrictEqual(cliJson(['--canonical', '--json', '--', line])[0]);
  });

  it('mcr-canonical/1; an ok form reads back as the same hand; errors are score()\'s', () => {
    const c = canonical('456c [123b] 55d 78d EEE 9d +seat:S +win:wall');
    expect(c).toStrictEqual({ schema: 'mcr-canonical/1', input: '456c [123b] 55d 78d EEE 9d +seat:S +win:wall', ok: true, canonical: '[123b] 456c 5578d EEE 9d +win:wall +seat:S' });
    if (c.ok) expect(canonical(c.canonical)).toMatchObject({ ok: true, canonical: c.canonical });
    const bad = canonical('123x');
    const r = score('123x');
    expect(bad.ok || r.ok).toBe(false);
    if (!bad.ok && !r.ok) expect(bad.error).toStrictEqual(r.error);
  });

  it('never throws', () => {
    const evil = { toString: () => { throw new Error('boom'); } } as unknown as string;
    expect(canonical(evil)).toMatchObject({ schema: 'mcr-canonical/1', ok: false, error: { code: 'not-a-string' } }); // toString never called
  });
});

const LOG = `players Ann Bøb 陈 Di
1 win Bøb self [123b] 456c 78d EEE 55d 9d
2 win 陈 from Ann 123b456c789d EEE 5d 5d
3 false Di self 123b 456c 789d 11d 2d
4 foul Ann dead-hand
4 foul Ann dead-hand
5 pay Di 10 to Ann
6 draw
7 win Ann from Bob 123x
`;

describe('session(text, options)', { timeout: 60_000 }, () => {
  it('equals `mcr session --json` (a log with every kind of line, and an error)', () => {
    const s = session(LOG);
    expect(s.ok).toBe(false);
    expect(s.hands.map((h) => h.kind)).toEqual(['win', 'win', 'false', 'foul', 'foul', 'pay', 'draw']);
    expect(s).toStrictEqual(cliJson(['session', '--json'], LOG)[0]);
  });

  it('equals it for a clean log and for an empty one', () => {
    const clean = 'players A B C D\n1 win B self [123b] 456c 78d EEE 55d 9d\n2 draw\n';
    expect(session(clean)).toStrictEqual(cliJson(['session', '--json'], clean)[0]);
    expect(session('')).toStrictEqual(cliJson(['session', '--json'], '')[0]);
  });

  it('options default to none: session(text) is session(text, {})', () => {
    expect(session(LOG, {})).toStrictEqual(session(LOG));
  });

  // Each hand is scored as score(line, options): the rule profile reaches every score.
  it('options.rules: each hand scored under that profile', () => {
    const s = session(LOG, { rules: 'mil' });
    expect(s.rules).toBe('mil');
    expect(s.hands.some((h) => h.score)).toBe(true);
    for (const h of s.hands) if (h.score) expect(h.score).toMatchObject({ rules: 'mil' });
  });
});

describe('waits(line)', { timeout: 60_000 }, () => {
  it('equals `mcr waits --json "<line>"`', () => {
    for (const line of ['[123b] 456c 78d EEE 55d +seat:S', '123b 456c 789d 135c E', '🀇🀈🀉 456c 78d EEE 55d', '123x']) {
      expect(waits(line)).toStrictEqual(cliJson(['waits', '--json', '--', line])[0]);
    }
  });
});
