/**
 * The one command-line front end (issue 22; issue 23 items 4, 5, 6, 8, 11, 13):
 * every command declared once (commands/declarations.ts) and read, helped and
 * did-you-meant from its declaration (commands/spec.ts). Unit checks on the
 * declarations, then a few runs of the built bin/mcr.js (npm run build first).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMANDS, SCORE } from '../../src/commands/declarations.js';
import { helpText, readArgs, type CommandSpec, type Parsed } from '../../src/commands/spec.js';
import { handAndFan } from '../../src/commands/why.js';
import { findFans } from '../../src/fans/find.js';
import { editDistance, fold } from '../../src/nearest.js';
import { textWidth } from '../../src/format/width.js';
import type { Output } from '../../src/io/output.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

function mcr(args: string[], env: Record<string, string | undefined> = {}) {
  const r = spawnSync(process.execPath, ['bin/mcr.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined, MCR_RULES: undefined, COLUMNS: undefined, ...env },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function writer() {
  const got = { out: '', err: '' };
  const w = {
    out: (s: string) => (got.out += s),
    err: (s: string) => (got.err += s),
    stdout: { isTTY: false },
    stderr: { isTTY: false },
  } as unknown as Output;
  return { w, got };
}

const ALL: CommandSpec[] = [SCORE, ...COMMANDS];
const named = (name: string) => ALL.find((c) => c.name === name)!;

/** readArgs with a writer; the result and what was written. */
function read(spec: CommandSpec, args: string[]) {
  const { w, got } = writer();
  const p = readArgs(spec, args, w);
  return { p, ...got };
}

describe('help, generated from the declarations', () => {
  it('every command: within the width asked for (80, 60, 40), its options and -h listed, pointing at its manual page', () => {
    for (const spec of ALL) {
      for (const width of [80, 60, 40]) {
        const help = helpText(spec, width);
        for (const line of help.split('\n')) expect(textWidth(line), `${spec.name} ${width}: ${line}`).toBeLessThanOrEqual(width);
      }
      const help = helpText(spec, 80);
      expect(help).toMatch(new RegExp(`^Usage: mcr${spec.name ? ` ${spec.name}` : ''} `));
      for (const o of spec.options) expect(help, `${spec.name} --${o.name}`).toContain(`--${o.name}`);
      expect(help).toContain('-h, --help');
      if (spec.name !== 'help') expect(help, spec.name).toMatch(/Manual: docs\/[A-Z]+\.md/);
      expect(help).not.toContain('README');
    }
    expect(helpText(named('session'), 80)).toContain('docs/SESSION.md');
    expect(helpText(named('waits'), 80)).toContain('docs/WAITS.md');
    expect(helpText(named('why'), 80)).toContain('docs/EXPLAIN.md');
    expect(helpText(SCORE, 80)).toContain('docs/CLI.md');
  });

  it('mcr --help lists every command from its declaration', () => {
    const help = helpText(SCORE, 80);
    for (const c of COMMANDS) expect(help).toMatch(new RegExp(`^  mcr ${c.name}\\b.*${c.summary.slice(0, 20).replace(/[()]/g, '.')}`, 'm'));
  });

  it('the built program: --help of every command within 80 columns in a pipe, and COLUMNS honoured', () => {
    for (const name of ['', 'waits', 'session', 'why', 'rules', 'fans']) {
      const args = name ? [name, '--help'] : ['--help'];
      const r = mcr(args);
      expect(r.code, name).toBe(0);
      for (const line of r.stdout.split('\n')) expect(textWidth(line), `${name}: ${line}`).toBeLessThanOrEqual(80);
    }
    const narrow = mcr(['waits', '--help'], { COLUMNS: '40' }).stdout;
    for (const line of narrow.split('\n')) expect(textWidth(line), line).toBeLessThanOrEqual(40);
    expect(narrow).toContain('--json');
  });
});

describe('reading arguments by the declaration', () => {
  it('options, repeated files, --no-color winning over --color, and -- before words', () => {
    const a = read(SCORE, ['-f', 'a.txt', '--file', '-', '--file=b.txt', '-fc.txt', '--json']).p as Parsed;
    expect(a.values).toMatchObject({ file: ['a.txt', '-', 'b.txt', 'c.txt'], json: true });
    for (const args of [['--color', '--no-color'], ['--no-color', '--color']]) expect((read(SCORE, args).p as Parsed).values.color).toBe(false);
    expect((read(SCORE, ['--color']).p as Parsed).values.color).toBe(true);
    expect((read(SCORE, ['--json', '--', '--not-an-option']).p as Parsed).positionals).toEqual(['--not-an-option']);
    expect((read(SCORE, ['EEE', '123b', '--json']).p as Parsed).positionals).toEqual(['EEE', '123b']);
  });

  it('-v, -V and --version are one option', () => {
    for (const v of ['-v', '-V', '--version']) expect((read(SCORE, [v]).p as Parsed).values.version, v).toBe(true);
  });

  it('usage errors: exit 2 on stderr, with the nearest option', () => {
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

  it('a hand option written with - gets the hint that options start with +', () => {
    for (const [name, arg, plus] of [['', '-win:wall', '+win:wall'], ['', '--tsumo', '+tsumo'], ['waits', '-seat:S', '+seat:S'], ['why', '-last', '+last']]) {
      const r = read(named(name), [arg, '123b']);
      expect(r.p).toBe(2);
      expect(r.err.replace(/\n +/g, ' ')).toContain(`a hand's options start with +: ${plus}`);
    }
    expect(read(SCORE, ['-x']).err).not.toContain('start with +');
  });
});

describe('a command that reads its own arguments (raw), as tournament does', () => {
  const seen: (readonly string[])[] = [];
  const RAW: CommandSpec = {
    name: 'club',
    usage: '<command> [options]',
    summary: 'a test command',
    about: ['Reads its own options.'],
    options: [],
    raw: true,
    subcommands: [
      ['init', 'start one'],
      ['standings', 'the table'],
    ],
    exits: '0 done.',
    manual: 'TOURNAMENT.md',
    run: (p) => {
      seen.push(p.args);
      return 0;
    },
  };

  it('its help from the declaration; its words handed over as given; a mistyped sub-command gets the nearest', () => {
    for (const args of [[], ['--help'], ['-h']]) {
      const r = read(RAW, args);
      expect(r.p).toBe(0);
      expect(r.out).toMatch(/^Usage: mcr club <command> \[options\]/);
      expect(r.out).toMatch(/^ {2}standings +the table$/m);
    }
    const ok = read(RAW, ['standings', '--csv', '-x']).p as Parsed;
    expect(ok.positionals).toEqual(['standings', '--csv', '-x']);
    void RAW.run(ok, writer().w);
    expect(seen).toEqual([['standings', '--csv', '-x']]);
    const bad = read(RAW, ['standngs']);
    expect(bad.p).toBe(2);
    expect(bad.err).toContain('did you mean `mcr club standings`?');
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

  it('its help names the subcommands that take each option', () => {
    const help = helpText(CLUB, 80);
    expect(help).toMatch(/^ {2}--players <file> +init: who plays$/m);
    expect(help).toMatch(/^ {2}--csv +standings: CSV$/m);
    expect(help).toMatch(/^ {2}--json +one JSON object$/m);
  });

  it('an option another subcommand takes is refused, naming those this one takes; an unknown subcommand gets the nearest or the list', () => {
    expect((read(CLUB, ['init', 'x', '--players', 'p.csv', '--json']).p as Parsed).values).toEqual({ players: 'p.csv', json: true });
    const wrong = read(CLUB, ['standings', 'x', '--players', 'p.csv']);
    expect(wrong.p).toBe(2);
    expect(wrong.err).toContain('--players is not an option of mcr club standings; it takes --csv, --json');
    expect(read(CLUB, ['standngs', 'x']).err).toContain('did you mean `mcr club standings`?');
    expect(read(CLUB, ['frobnicate', 'x']).err).toContain("mcr club has no command 'frobnicate'; expected one of init, standings");
  });
});

describe('one did-you-mean', () => {
  it('one folding of English, Chinese (traditional too), full-width forms and ids', () => {
    expect(fold('Pure-Straight')).toBe(fold('pure straight'));
    expect(fold('ＰＵＲＥ　ＳＴＲＡＩＧＨＴ')).toBe('purestraight');
    expect(fold('清龍')).toBe(fold('清龙'));
    expect(findFans('清龍')).toEqual(['pure-straight']);
    expect(editDistance('wiats', 'waits')).toBe(1);
    expect(editDistance('清隆', '清龙')).toBe(1);
  });

  it('fan numbers and the words players use', () => {
    expect(findFans('28')).toEqual(['pure-straight']);
    expect(findFans('no. 81')).toEqual(['flower-tiles']);
    expect(findFans('#1')).toEqual(['big-four-winds']);
    expect(findFans('flowers')).toEqual(['flower-tiles']);
    expect(findFans('7 pairs')).toEqual(['seven-pairs']);
    expect(findFans('13 orphans')).toEqual(['thirteen-orphans']);
    expect(findFans('tsumo')).toEqual(['self-drawn']);
    expect(findFans('0')).toEqual([]);
  });

  it('a mistyped Chinese name gets the same suggestion from mcr fans and mcr why', () => {
    const fans = mcr(['fans', '清隆']);
    const why = mcr(['why', '123c 456c 789c 111b 2b 2b', '清隆']);
    expect(fans.code).toBe(2);
    expect(why.code).toBe(2);
    expect(fans.stderr).toContain('did you mean Pure Straight');
    expect(why.stderr).toContain('did you mean Pure Straight');
  });
});

describe('mcr why', () => {
  it('an unquoted hand: the fan is the last words that name one', () => {
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

  it('the built program: unquoted, by number, and the same answer as quoted', () => {
    const quoted = mcr(['why', '123b 456c 789d EEE 55d', 'single wait']);
    expect(quoted.code).toBe(0);
    expect(mcr(['why', ...'123b 456c 789d EEE 55d single wait'.split(' ')]).stdout).toBe(quoted.stdout);
    expect(mcr(['why', '123b 456c 789d EEE 55d', '79']).stdout).toBe(quoted.stdout);
  });

  it('errors are wrapped to the width, and no name is cut', () => {
    const long = 'Pure Triple Chw Extraordinarily Long Fan';
    const r = mcr(['why', '123c 456c 789c 111b 2b 2b', long], { COLUMNS: '40' });
    expect(r.code).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line), line).toBeLessThanOrEqual(40);
    const words = r.stderr.split(/\s+/);
    for (const word of ['"Pure', 'Extraordinarily', 'Long', 'Fan"']) expect(words).toContain(word);
  });
});

describe('the first word', () => {
  it('mcr help, mcr -v', () => {
    const help = mcr(['help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: mcr \[options\] \[hand\.\.\.\]/);
    const v = mcr(['-v']);
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('Wh Wh Wh ...: white is P (not a mistyped mcr why)', () => {
    const r = mcr(['Wh', 'Wh', 'Wh', '123b', '456c', '789d', '55d']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('white is P');
    expect(r.stderr).not.toContain('mcr why');
  });
});
