/**
 * The one command-line front end: every command declared once
 * (commands/declarations.ts), read by commander from its declaration
 * (commands/program.ts): the help, the suggestions, subcommands, choices, whole
 * numbers and conflicts, and the errors in the project's words through the one
 * writer. In-process with a fake context (test/helpers/mcr.ts); one run of the built
 * bin/mcr.js for the help in a pipe.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMANDS, SCORE } from '../../src/commands/declarations.js';
import { helpText, readArgs } from '../../src/commands/program.js';
import type { CommandSpec, Parsed } from '../../src/commands/spec.js';
import { handAndFan } from '../../src/commands/why.js';
import { findFans } from '../../src/fans/find.js';
import { editDistance, fold } from '../../src/nearest.js';
import { textWidth } from '../../src/format/width.js';
import { fakeContext, mcrIn } from '../helpers/mcr.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

const mcr = (args: string[], env: Record<string, string | undefined> = {}) => mcrIn(args, { env });

const ALL: CommandSpec[] = [SCORE, ...COMMANDS];
const named = (name: string) => ALL.find((c) => c.name === name)!;

/** The help of a declaration at a width. */
const help = (spec: CommandSpec, width: number) => helpText(spec, fakeContext({ env: { COLUMNS: String(width) } }).ctx);

/** readArgs with a fake context; the result and what was written. */
function read(spec: CommandSpec, args: string[]) {
  const { ctx, stdout, stderr } = fakeContext();
  const p = readArgs(spec, args, ctx);
  void ctx.w.flush();
  return {
    p,
    get out() {
      return stdout.text;
    },
    get err() {
      return stderr.text;
    },
  };
}

describe('help, generated from the declarations', () => {
  it('every command: within the width asked for (80, 60, 40), its options and -h listed, pointing at its manual page', async () => {
    for (const spec of ALL) {
      for (const width of [80, 60, 40]) {
        const text = help(spec, width);
        for (const line of text.split('\n')) expect(textWidth(line), `${spec.name} ${width}: ${line}`).toBeLessThanOrEqual(width);
      }
      const text = help(spec, 80);
      expect(text).toMatch(new RegExp(`^Usage: mcr${spec.name ? ` ${spec.name}` : ''} `));
      for (const o of spec.options) expect(text, `${spec.name} --${o.name}`).toContain(`--${o.name}`);
      expect(text).toContain('-h, --help');
      if (spec.name !== 'help') expect(text, spec.name).toMatch(/Manual: docs\/[A-Z]+\.md/);
      expect(text).not.toContain('README');
    }
    expect(help(named('session'), 80)).toContain('docs/SESSION.md');
    expect(help(named('waits'), 80)).toContain('docs/WAITS.md');
    expect(help(named('why'), 80)).toContain('docs/EXPLAIN.md');
    expect(help(SCORE, 80)).toContain('docs/CLI.md');
  });

  it('mcr --help lists every command from its declaration', async () => {
    const text = help(SCORE, 80);
    for (const c of COMMANDS) expect(text).toMatch(new RegExp(`^  mcr ${c.name}\\b.*${c.summary.slice(0, 20).replace(/[()]/g, '.')}`, 'm'));
  });

  it('the built program: --help within 80 columns in a pipe, and COLUMNS honoured', async () => {
    const run = (args: string[], env: Record<string, string | undefined> = {}) =>
      spawnSync(process.execPath, ['bin/mcr.js', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', COLUMNS: undefined, ...env } });
    const r = run(['tournament', '--help']);
    expect(r.status).toBe(0);
    for (const line of r.stdout.split('\n')) expect(textWidth(line), line).toBeLessThanOrEqual(80);
    const narrow = run(['waits', '--help'], { COLUMNS: '40' }).stdout;
    for (const line of narrow.split('\n')) expect(textWidth(line), line).toBeLessThanOrEqual(40);
    expect(narrow).toContain('--json');
  });

  it('every command: --help in a terminal fits its width, CJK names counted as two cells', async () => {
    for (const name of ['', 'waits', 'session', 'why', 'rules', 'fans', 'tournament', 'web', 'help']) {
      for (const columns of [100, 44]) {
        const r = await mcrIn(name ? [name, '--help'] : ['--help'], { stdoutTTY: true, columns });
        expect(r.code, name).toBe(0);
        const lines = r.stdout.split('\n');
        for (const line of lines) expect(textWidth(line), `${name} ${columns}: ${line}`).toBeLessThanOrEqual(columns);
      }
    }
    // The scoring help's first paragraph holds 国标麻将 (8 cells, 4 characters): wrapped by cells.
    const about = (await mcrIn(['--help'], { stdoutTTY: true, columns: 44 })).stdout.split('\n\n')[1];
    expect(about.split('\n').map(textWidth)).toEqual(about.split('\n').map((l) => Math.min(textWidth(l), 44)));
    expect(about.split('\n').some((l) => textWidth(l) > l.length)).toBe(true);
  });
});

describe('the help through commander\'s Help: measured in terminal cells', () => {
  const words = Array.from({ length: 16 }, () => '国标麻将').join(' ');
  const CJK: CommandSpec = {
    name: 'cjk',
    usage: '[options]',
    summary: words,
    about: [words],
    options: [{ name: 'long-chinese-help', value: '<名字>', help: words }],
    subcommands: [['子命令 DIR', words]],
    examples: [[`mcr cjk ${words}`, words]],
    exits: words,
    run: () => 0,
  };

  it('CJK text wraps by cells (two each), in the description, the rows and the examples', () => {
    for (const width of [40, 60, 80]) {
      const lines = help(CJK, width).split('\n');
      for (const line of lines) expect(textWidth(line), `${width}: ${line}`).toBeLessThanOrEqual(width);
      // Filled: a line of the description takes more than width - 10 cells.
      expect(Math.max(...lines.map(textWidth)), String(width)).toBeGreaterThan(width - 10);
    }
    // A term too wide for its column: on a line of its own, its text under the column.
    expect(help(CJK, 80)).toMatch(/^ {2}--long-chinese-help <名字>\n {28}国标麻将/m);
  });
});

describe('reading arguments by the declaration', () => {
  it('options, repeated files, --no-color winning over --color, and -- before words', async () => {
    const a = read(SCORE, ['-f', 'a.txt', '--file', '-', '--file=b.txt', '-fc.txt', '--json']).p as Parsed;
    expect(a.values).toMatchObject({ file: ['a.txt', '-', 'b.txt', 'c.txt'], json: true });
    for (const args of [['--color', '--no-color'], ['--no-color', '--color']]) expect((read(SCORE, args).p as Parsed).values.color).toBe(false);
    expect((read(SCORE, ['--color']).p as Parsed).values.color).toBe(true);
    expect((read(SCORE, ['--json', '--', '--not-an-option']).p as Parsed).positionals).toEqual(['--not-an-option']);
    expect((read(SCORE, ['EEE', '123b', '--json']).p as Parsed).positionals).toEqual(['EEE', '123b']);
  });

  it('-v, -V and --version are one option', async () => {
    for (const v of ['-v', '-V', '--version']) expect((read(SCORE, [v]).p as Parsed).values.version, v).toBe(true);
  });

  it('usage errors: exit 2 on stderr, with the nearest option', async () => {
    const cases: [string, string[], RegExp][] = [
      ['', ['--jsno'], /unknown option '--jsno'; did you mean --json\?/],
      ['waits', ['--hlep'], /did you mean --help\?/],
      ['fans', ['--lnog'], /did you mean --long\?/],
      ['why', ['--colour'], /did you mean --color\?/],
      ['', ['--json=1'], /option '--json' takes no value/],
      ['', ['-f'], /option '-f <path>' needs a value/],
      ['', ['--rules'], /option '--rules <name>' needs a value/],
    ];
    for (const [name, args, message] of cases) {
      const r = read(named(name), args);
      expect(r.p, args.join(' ')).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toMatch(/^error: /);
      expect(r.err.replace(/\n +/g, ' ')).toMatch(message);
    }
  });

  it('a hand option written with - gets the hint that options start with +', async () => {
    for (const [name, arg, plus] of [['', '-win:wall', '+win:wall'], ['', '--tsumo', '+tsumo'], ['waits', '-seat:S', '+seat:S'], ['why', '-last', '+last']]) {
      const r = read(named(name), [arg, '123b']);
      expect(r.p).toBe(2);
      expect(r.err.replace(/\n +/g, ' ')).toContain(`a hand's options start with +: ${plus}`);
    }
    expect(read(SCORE, ['-x']).err).not.toContain('start with +');
  });
});

describe('a command with subcommands whose options say which take them (for), as tournament does', () => {
  const CLUB: CommandSpec = {
    name: 'club',
    usage: '<command> DIR [options]',
    summary: 'a test command',
    about: ['Options for some of its commands.'],
    subcommands: [
      ['init DIR', 'start one'],
      ['standings DIR', 'the table'],
    ],
    options: [
      { name: 'players', value: '<file>', for: ['init'], help: 'who plays' },
      { name: 'csv', for: ['standings'], help: 'CSV' },
      { name: 'json', help: 'one JSON object' },
    ],
    exits: '0 done.',
    run: () => 0,
  };

  it('its help names the subcommands that take each option', async () => {
    const text = help(CLUB, 80);
    expect(text).toMatch(/^ {2}--players <file> +init: who plays$/m);
    expect(text).toMatch(/^ {2}--csv +standings: CSV$/m);
    expect(text).toMatch(/^ {2}--json +one JSON object$/m);
    expect(text).toMatch(/^Commands:\n {2}init DIR +start one\n {2}standings DIR +the table$/m);
  });

  it('an option another subcommand takes is refused, naming those this one takes; an unknown subcommand gets the nearest or the list', async () => {
    expect((read(CLUB, ['init', 'x', '--players', 'p.csv', '--json']).p as Parsed).values).toEqual({ players: 'p.csv', json: true });
    const wrong = read(CLUB, ['standings', 'x', '--players', 'p.csv']);
    expect(wrong.p).toBe(2);
    expect(wrong.err).toContain('--players is not an option of mcr club standings; it takes --csv, --json');
    expect(read(CLUB, ['standngs', 'x']).err).toContain('did you mean `mcr club standings`?');
    expect(read(CLUB, ['frobnicate', 'x']).err).toContain("mcr club has no command 'frobnicate'; expected one of init, standings");
  });
});

describe('choices, whole numbers and conflicts declared in the table', () => {
  const tournament = named('tournament');

  it('a value outside the choices: exit 2 in the option\'s own words; a choice as given', () => {
    const bad = read(SCORE, ['--rules', 'wmo', '123b']);
    expect(bad.p).toBe(2);
    expect(bad.err).toBe('error: unknown rules "wmo"; the known rules are green-book (default), mil\n');
    expect((read(SCORE, ['--rules', 'mil']).p as Parsed).values.rules).toBe('mil');
    const by = read(tournament, ['seat', 'x', '--session', '2', '--by', 'best']);
    expect(by.p).toBe(2);
    expect(by.err.replace(/\n +/g, ' ')).toBe('error: --by best; expected standings, snake or random (mcr tournament --help lists the commands and options)\n');
  });

  it('a whole number comes to the handler as a number; anything else outside the range is refused', () => {
    expect((read(named('web'), ['--port', '8080']).p as Parsed).values.port).toBe(8080);
    expect((read(tournament, ['init', 'x', '--sessions', '5']).p as Parsed).values.sessions).toBe(5);
    for (const v of ['abc', '65536', '-1', '1.5']) {
      const r = read(named('web'), ['--port', v]);
      expect(r.p, v).toBe(2);
      expect(r.err).toBe(`error: --port takes a whole number from 0 to 65535, not '${v}'\n`);
    }
    const zero = read(tournament, ['init', 'x', '--sessions', '0']);
    expect(zero.p).toBe(2);
    expect(zero.err.replace(/\n +/g, ' ')).toContain('--sessions 0; expected a whole number 1 to 100');
  });

  it('options that can not go together: the declared message, either order', () => {
    for (const args of [['--canonical', '--explain', 'h'], ['--arrangements', '--canonical', 'h']]) {
      const r = read(SCORE, args);
      expect(r.p, args.join(' ')).toBe(2);
      expect(r.err).toBe('error: --canonical does not score; drop --explain/--arrangements\n');
    }
    expect(read(SCORE, ['--canonical', '--summary-only']).err).toBe('error: --canonical prints no summary; drop --summary-only\n');
    for (const other of [['--json'], ['--canonical'], ['--summary-only'], ['--file', 'x']]) {
      const r = read(SCORE, ['-i', ...other]);
      expect(r.p, other[0]).toBe(2);
      expect(r.err.replace(/\n +/g, ' '), other[0]).toContain('-i (interactive) reads hands typed at its prompt');
    }
  });

  it('a subcommand: its own options after its word; one before it must be one it takes', () => {
    const after = read(tournament, ['standings', 'x', '--json', '--after', '3']).p as Parsed;
    expect(after.positionals).toEqual(['standings', 'x']);
    expect(after.values).toMatchObject({ json: true, after: 3 });
    expect((read(tournament, ['--json', 'standings', 'x']).p as Parsed).values).toMatchObject({ json: true });
    const before = read(tournament, ['--players', 'p.csv', 'standings', 'x']);
    expect(before.p).toBe(2);
    expect(before.err).toContain('--players is not an option of mcr tournament standings; it takes');
    const near = read(tournament, ['standings', 'x', '--rnking', 'ema']);
    expect(near.p).toBe(2);
    expect(near.err).toContain("unknown option '--rnking'; did you mean --ranking?");
  });
});

describe('one did-you-mean', () => {
  it('one folding of English, Chinese (traditional too), full-width forms and ids', async () => {
    expect(fold('Pure-Straight')).toBe(fold('pure straight'));
    expect(fold('ＰＵＲＥ　ＳＴＲＡＩＧＨＴ')).toBe('purestraight');
    expect(fold('清龍')).toBe(fold('清龙'));
    expect(findFans('清龍')).toEqual(['pure-straight']);
    expect(editDistance('wiats', 'waits')).toBe(1);
    expect(editDistance('清隆', '清龙')).toBe(1);
  });

  it('fan numbers and the words players use', async () => {
    expect(findFans('28')).toEqual(['pure-straight']);
    expect(findFans('no. 81')).toEqual(['flower-tiles']);
    expect(findFans('#1')).toEqual(['big-four-winds']);
    expect(findFans('flowers')).toEqual(['flower-tiles']);
    expect(findFans('7 pairs')).toEqual(['seven-pairs']);
    expect(findFans('13 orphans')).toEqual(['thirteen-orphans']);
    expect(findFans('tsumo')).toEqual(['self-drawn']);
    expect(findFans('0')).toEqual([]);
  });

  it('a mistyped Chinese name gets the same suggestion from mcr fans and mcr why', async () => {
    const fans = await mcr(['fans', '清隆']);
    const why = await mcr(['why', '123c 456c 789c 111b 2b 2b', '清隆']);
    expect(fans.code).toBe(2);
    expect(why.code).toBe(2);
    expect(fans.stderr).toContain('did you mean Pure Straight');
    expect(why.stderr).toContain('did you mean Pure Straight');
  });
});

describe('mcr why', () => {
  it('an unquoted hand: the fan is the last words that name one', async () => {
    expect(handAndFan('123b 456c 789d EEE 55d single wait'.split(' '))).toEqual(['123b 456c 789d EEE 55d', 'single wait']);
    expect(handAndFan(['123b 456c 789d EEE 55d', 'single', 'wait'])).toEqual(['123b 456c 789d EEE 55d', 'single wait']);
    expect(handAndFan('123b 456c 789d EEE 55d 28'.split(' '))).toEqual(['123b 456c 789d EEE 55d', '28']);
    expect(handAndFan('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S seat wind'.split(' '))).toEqual([
      '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S',
      'seat wind',
    ]);
    // A fan named by nothing: its words still go to why(), which says so.
    expect(handAndFan('123b 456c 789d EEE 55d singel wiat'.split(' '))).toEqual(['123b 456c 789d EEE 55d', 'singel wiat']);
  });

  it('the built program: unquoted, by number, and the same answer as quoted', async () => {
    const quoted = await mcr(['why', '123b 456c 789d EEE 55d', 'single wait']);
    expect(quoted.code).toBe(0);
    expect((await mcr(['why', ...'123b 456c 789d EEE 55d single wait'.split(' ')])).stdout).toBe(quoted.stdout);
    expect((await mcr(['why', '123b 456c 789d EEE 55d', '79'])).stdout).toBe(quoted.stdout);
  });

  it('errors are wrapped to the width, and no name is cut', async () => {
    const long = 'Pure Triple Chw Extraordinarily Long Fan';
    const r = await mcr(['why', '123c 456c 789c 111b 2b 2b', long], { COLUMNS: '40' });
    expect(r.code).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line), line).toBeLessThanOrEqual(40);
    const words = r.stderr.split(/\s+/);
    for (const word of ['"Pure', 'Extraordinarily', 'Long', 'Fan"']) expect(words).toContain(word);
  });
});

describe('the first word', () => {
  it('mcr help, mcr -v', async () => {
    const help = await mcr(['help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: mcr \[options\] \[hand\.\.\.\]/);
    const v = await mcr(['-v']);
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('Wh Wh Wh ...: white is P (not a mistyped mcr why)', async () => {
    const r = await mcr(['Wh', 'Wh', 'Wh', '123b', '456c', '789d', '55d']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('white is P');
    expect(r.stderr).not.toContain('mcr why');
  });
});
