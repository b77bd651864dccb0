/**
 * Batch mode: hands from stdin or --file, one per line; in-process
 * (test/helpers/mcr.ts), and the built program (`node bin/mcr.js`) for a closed pipe.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { goldenHands } from '../helpers/golden.js';
import { mcrIn } from '../helpers/mcr.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'mcr-batch-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const mcr = (args: string[], input?: string | Buffer) => mcrIn(args, { input: input ?? '' });

const file = (name: string, content: string | Buffer): string => {
  const path = join(tmp, name);
  writeFileSync(path, content);
  return path;
};

const rows = (stdout: string) =>
  stdout === '' ? [] : stdout.replace(/\n$/, '').split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

const WIN = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
const BELOW = '[SSS] [777c] 567b 345c E E +win:discard +seat:N +round:N +flowers:3';
const BAD = '123x';

const corpus = goldenHands();

describe('mcr --json < lines', { timeout: 60_000 }, () => {
  // A day's results: hands, reading errors, blank lines and comments, mixed.
  const bad = ['123x', '[123b', '1111b 1b 23456789c 1d', '+seat:E', '0b', '1b +flowers:9', '(123b) 1b'];
  const lines: string[] = [];
  const hands: string[] = [];
  for (let i = 0; i < 3000; i++) {
    let line: string;
    if (i % 97 === 0) line = '';
    else if (i % 89 === 0) line = `# table ${i}`;
    else if (i % 83 === 0) line = '   ';
    else if (i % 13 === 0) line = bad[i % bad.length];
    else line = corpus[(i * 7) % corpus.length];
    lines.push(line);
    if (line.trim() !== '' && !line.trim().startsWith('#')) hands.push(line);
  }
  const input = lines.join('\n') + '\n';

  it('one object per hand line, in input order, each parseable; blank and # lines give nothing; exit 2', async () => {
    const r = await mcr(['--json'], input);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('');
    const out = rows(r.stdout);
    expect(out).toHaveLength(hands.length);
    expect(out.map((o) => o.input)).toEqual(hands);
    expect(out.every((o) => o.schema === 'mcr-score/1')).toBe(true);
    expect(out.filter((o) => o.ok === false).length).toBeGreaterThan(100);
    expect(r.stdout.endsWith('}\n')).toBe(true);
  });

  it('the same through --file, and with the hands split over several files and stdin', async () => {
    const third = Math.floor(lines.length / 3);
    const a = file('a.txt', lines.slice(0, third).join('\n') + '\n');
    const b = file('b.txt', lines.slice(2 * third).join('\n')); // no final newline
    const middle = lines.slice(third, 2 * third).join('\n') + '\n';
    const whole = await mcr(['--json', '--file', file('all.txt', input)]);
    const split = await mcr(['--json', '--file', a, '--file', '-', '-f', b], middle);
    expect(rows(whole.stdout).map((o) => o.input)).toEqual(hands);
    // The same records but for where each line came from.
    const noSource = (stdout: string) => rows(stdout).map(({ source, ...rest }) => rest);
    expect(noSource(split.stdout)).toEqual(noSource(whole.stdout));
    expect(split.code).toBe(2);
    // source: the file ("-" for stdin) and the line's number in it, blank and comment lines counted.
    const sources = rows(split.stdout).map((o) => o.source as { file: string; line: number });
    expect(new Set(sources.map((s) => s.file))).toEqual(new Set([a, '-', b]));
    const counted = (l: string) => l.trim() !== '' && !l.trim().startsWith('#');
    const firstLines = lines.flatMap((l, i) => (counted(l) ? [i + 1] : [])).slice(0, 3);
    expect(sources.slice(0, 3)).toEqual(firstLines.map((line) => ({ file: a, line })));
    expect(rows(whole.stdout).every((o, i) => (o.source as { line: number }).line > i)).toBe(true);
  });

  it('exit status: 0 all wins, 1 a hand not a win, 2 a line not read (whatever comes after)', async () => {
    expect((await mcr(['--json'], `${WIN}\n${WIN}\n`)).code).toBe(0);
    expect((await mcr(['--json'], `${WIN}\n${BELOW}\n${WIN}\n`)).code).toBe(1);
    expect((await mcr(['--json'], `${BAD}\n${WIN}\n${BELOW}\n`)).code).toBe(2);
    expect(await mcr(['--json'], `# nothing but a comment\n\n`)).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('a file that can not be read: a message on stderr, the other inputs still read, exit 2', async () => {
    const ok = file('ok.txt', `${WIN}\n`);
    const r = await mcr(['--json', '--file', join(tmp, 'missing.txt'), '--file', ok]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^mcr: .*missing\.txt: .*ENOENT/);
    expect(rows(r.stdout).map((o) => o.input)).toEqual([WIN]);
  });

  it('no progress line when stderr is not a terminal', async () => {
    const r = await mcr(['--json', '--summary-only'], corpus.join('\n'));
    expect(r.stderr).toBe('');
  });
});

describe('robust reading', { timeout: 60_000 }, () => {
  it('CRLF line ends and a UTF-8 byte-order mark', async () => {
    const input = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${WIN}\r\n# c\r\n\r\n${BELOW}\r\n`)]);
    const r = await mcr(['--json'], input);
    expect(r.code).toBe(1);
    expect(rows(r.stdout).map((o) => [o.input, o.verdict])).toEqual([
      [WIN, 'win'],
      [BELOW, 'below-minimum'],
    ]);
  });

  it('invalid UTF-8: an error for that line, not a crash; the lines around it read as usual', async () => {
    const input = Buffer.concat([Buffer.from(`${WIN}\n[123b] 45`), Buffer.from([0xc3, 0x28]), Buffer.from(`6c\n${WIN}\n`)]);
    const r = await mcr(['--json'], input);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('');
    const out = rows(r.stdout);
    expect(out.map((o) => o.ok)).toEqual([true, false, true]);
    expect(out[1]).toMatchObject({ input: '[123b] 45\ufffd(6c', error: { code: 'invalid-utf8', column: 10 } });
    const text = await mcr([], input);
    expect(text.stderr).toMatch(/^line 2:\n {2}\[123b\] 45\ufffd\(6c\n {11}\^\nerror: invalid UTF-8 at column 10/);
  });

  it('a line over 10,000 characters: line-too-long, and the next line reads', async () => {
    const long = '1b'.repeat(5001);
    const huge = 'x'.repeat(20_000_000);
    const r = await mcr(['--json'], `${long}\n${WIN}\n${huge}\n${WIN}`);
    expect(r.code).toBe(2);
    const out = rows(r.stdout);
    expect(out.map((o) => (o.ok ? o.input : (o.error as { code: string }).code))).toEqual([
      'line-too-long',
      WIN,
      'line-too-long',
      WIN,
    ]);
    expect(out[0].input).toBe(long.slice(0, 100) + '…');
    expect((await mcr(['--json'], '1b'.repeat(5000))).stdout).not.toContain('line-too-long');
  });

  it('a closed output pipe: mcr --json < big | head -1 stops quietly', async () => {
    const big = file('big.txt', (corpus.join('\n') + '\n').repeat(10));
    const r = spawnSync('bash', ['-c', 'node bin/mcr.js --json < "$1" | head -1; echo "mcr exit ${PIPESTATUS[0]}"', '_', big], {
      cwd: root,
      encoding: 'utf8',
    });
    const [first, status] = r.stdout.trimEnd().split('\n');
    expect(JSON.parse(first).input).toBe(corpus[0]);
    expect(status).toMatch(/^mcr exit [012]$/);
    expect(r.stderr).toBe('');
  });
});

describe('mcr < lines (text)', { timeout: 60_000 }, () => {
  it('one line per hand, reading errors on stderr with their place, then the summary table', async () => {
    const a = file('day.txt', `${WIN}\n\n${BAD}\n${BELOW}\n`);
    const r = await mcr(['--file', a]);
    expect(r.code).toBe(2);
    // Within 80 columns, what does not fit continues on indented lines.
    // The file heads its lines; each hand comes after its line number.
    const screen = r.stdout.split('\n');
    expect(screen[0]).toBe(`${a}:`);
    expect(screen[1]).toMatch(/^line 1  \[123b\] 456c 5578d EEE 9d \+win:wall \+seat:S  WIN 11$/);
    expect(screen[2]).toBe('    won on 9d, self-drawn  [S +57 W -19 N -19 E -19]');
    const out = r.stdout.replace(/\n {4}/g, '  ').split('\n');
    expect(out[1]).toMatch(/WIN 11 {2}won on 9d, self-drawn {2}\[S \+57 W -19 N -19 E -19\] {2}Mixed Straight 8, Prevalent Wind 2 \(round E assumed\), Self-Drawn 1$/);
    expect(out[2]).toMatch(/^line 4  .*BELOW MINIMUM 3 of 8 {2}won on E, on a discard {2}\[N -30 E \+10 S \+10 W \+10\] {2}Pung of Terminals or Honors 1/);
    expect(out[3]).toBe('');
    expect(r.stdout).toMatch(/Hands read\s*│\s*3 │/);
    expect(r.stdout).toMatch(/Wins\s*│\s*1 │ 33\.3%/);
    expect(r.stdout).toMatch(/Below minimum\s*│\s*1 │/);
    expect(r.stdout).toMatch(/Not winning\s*│\s*0 │/);
    expect(r.stdout).toMatch(/Reading errors\s*│\s*1 │/);
    // The cell wraps within 80 columns.
    const cells = r.stdout.replace(/[│\s]+/g, ' ');
    expect(cells).toMatch(/Highest-scoring 11 .*day\.txt, line 1: \[123b\] 456c 78d EEE 55d 9d/);
    expect(r.stderr).toMatch(/day\.txt, line 3:\n {2}123x\n {5}\^\nerror: /);
  });

  it('--summary-only: the table alone (text) or one summary object (JSON)', async () => {
    const input = `${WIN}\n${BAD}\n${BELOW}\n`;
    const text = await mcr(['--summary-only'], input);
    expect(text.code).toBe(2);
    expect(text.stderr).toBe('');
    expect(text.stdout).toMatch(/^┌[\s\S]*Hands read\s*│\s*3 │[\s\S]*┘\n$/);
    const json = await mcr(['--json', '--summary-only'], input);
    expect(json.code).toBe(2);
    expect(rows(json.stdout)).toEqual([
      {
        schema: 'mcr-summary/1',
        hands: 3,
        wins: 1,
        belowMinimum: 1,
        notWinning: 0,
        errors: 1,
        best: { file: '-', line: 1, input: WIN, fanPoints: 11, total: 11 },
      },
    ]);
  });

  it('usage errors: a hand and --file, --summary-only with a hand', async () => {
    expect((await mcr(['--file', '-', WIN])).code).toBe(2);
    expect((await mcr(['--summary-only', WIN])).code).toBe(2);
    expect((await mcr(['--canonical', '--summary-only'], WIN)).code).toBe(2);
  });
});

describe('mcr --canonical', { timeout: 60_000 }, () => {
  const hands = file('corpus.txt', corpus.join('\n') + '\n');

  it('round trip over every corpus hand: the canonical form reads back as the same hand, and is a fixed point', async () => {
    const c = await mcr(['--canonical', '--file', hands]);
    expect(c.stderr).toBe('');
    expect(c.code).toBe(0);
    const canon = c.stdout.replace(/\n$/, '').split('\n');
    expect(canon).toHaveLength(corpus.length);
    const again = await mcr(['--canonical'], c.stdout);
    expect(again.stdout).toBe(c.stdout);

    const before = rows((await mcr(['--json', '--file', hands])).stdout);
    const after = rows((await mcr(['--json'], c.stdout)).stdout);
    expect(after).toHaveLength(corpus.length);
    type H = { concealed: string[]; melds: unknown[]; winningTile: string };
    const same = (o: Record<string, unknown>) => {
      const h = o.hand as H;
      const rest = h.concealed.slice(0, -1).sort();
      return {
        hand: { ...h, concealed: [...rest, h.concealed.at(-1)], melds: h.melds.map((m) => JSON.stringify(m)).sort() },
        verdict: o.verdict,
        fans: o.fans,
        total: o.total,
      };
    };
    for (let i = 0; i < corpus.length; i++) {
      if (JSON.stringify(same(after[i])) !== JSON.stringify(same(before[i]))) {
        expect({ line: i + 1, input: corpus[i], canonical: canon[i], ...same(after[i]) }).toEqual({
          line: i + 1,
          input: corpus[i],
          canonical: canon[i],
          ...same(before[i]),
        });
      }
    }
  });

  it('one hand, and errors as usual', async () => {
    expect((await mcr(['--canonical', '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S'])).stdout).toBe(
      '[123b] 456c 5578d EEE 9d +win:wall +seat:S\n',
    );
    const r = await mcr(['--canonical', BAD]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('(unknown-character)');
  });
});
