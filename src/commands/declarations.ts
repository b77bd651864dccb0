/**
 * Every command of the command line, declared once (commands/spec.ts says what a
 * declaration holds): commander's parsing (commands/program.ts), --help, `mcr help`,
 * the list of commands and the suggestions all come from here. Adding a command is
 * adding its declaration to COMMANDS; its handler is loaded only when it runs.
 */
import { usageError, type CommandSpec, type OptionSpec } from './spec.js';
import { helpText } from './program.js';
import { nearest } from '../nearest.js';
import { INTERACTIVE_ALONE, WEB_DEFAULTS } from './defaults.js';
import { DEFAULT_RULES, RULES_NAMES, rulesChoice } from '../rules/profiles.js';

const JSON_OPTION = (schema: string, what = 'one JSON object'): OptionSpec => ({ name: 'json', help: `${what} (schema ${schema})` });
const RULES_OPTION: OptionSpec = {
  name: 'rules',
  value: '<name>',
  help: `the rule profile: ${rulesChoice()}; MCR_RULES sets the default (mcr rules)`,
  choices: RULES_NAMES,
  invalid: (v, t) => t.rules.unknown(JSON.stringify(v), RULES_NAMES, DEFAULT_RULES, false),
};
/** A tournament option's whole number from min to max. */
const tournamentInteger = (name: string, min: number, max: number): Pick<OptionSpec, 'integer' | 'invalid'> => ({
  integer: { min, max },
  invalid: (v, t) => t.tournament.usage(t.tournament.wholeNumber(name, v, min, max)),
});
const COLOR_OPTION: OptionSpec = {
  name: 'color',
  help: 'colour even when not a terminal (also FORCE_COLOR=1), e.g. for less -R',
  no: 'plain text (also when NO_COLOR is set or stdout is not a terminal); wins over --color',
};
const FILE_OPTION: OptionSpec = {
  name: 'file',
  short: 'f',
  value: '<path>',
  multiple: true,
  help: 'read hands from a file, one per line ("-" for stdin; may be repeated)',
};

const CANONICAL_DOES_NOT_SCORE = '--canonical does not score; drop --explain/--arrangements';

/** Scoring: `mcr "<hand>"`, a batch from stdin or --file, or the -i prompt. */
export const SCORE: CommandSpec = {
  name: '',
  usage: '[options] [hand...]',
  summary: 'score a hand',
  about: ['Score a Mahjong Competition Rules (MCR, 国标麻将) hand: fans, total, verdict and payments.'],
  args: [['hand', 'the hand in mcr notation (quote it); without it, hands are read from stdin']],
  options: [
    JSON_OPTION('mcr-score/1', 'print each result as one line of JSON'),
    {
      name: 'interactive',
      short: 'i',
      help: 'a prompt: type hand after hand (waits, why, rules and help there too; Ctrl-D ends)',
      conflicts: Object.fromEntries(['json', 'canonical', 'summary-only', 'file'].map((o) => [o, INTERACTIVE_ALONE])),
    },
    RULES_OPTION,
    FILE_OPTION,
    { name: 'summary-only', help: 'batch: print only the summary (a table, or one JSON object with --json)' },
    {
      name: 'canonical',
      help: 'print the canonical form of each hand instead of scoring it',
      conflicts: {
        explain: CANONICAL_DOES_NOT_SCORE,
        arrangements: CANONICAL_DOES_NOT_SCORE,
        'summary-only': '--canonical prints no summary; drop --summary-only',
      },
    },
    { name: 'explain', help: 'one hand: also what makes each fan (fans[].uses in --json)' },
    { name: 'arrangements', help: 'one hand: also every arrangement with its fans and total, best first' },
    { name: 'compact', help: 'one line per hand (as in a batch), also for a single hand' },
    { name: 'claim', help: 'the hands are claims made at the table: a wrong tile count is a false claim (penalty), not a typing slip (exit 2)' },
    { name: 'strict', help: 'refuse a hand that writes a set after its last concealed tile, rather than take that tile as the winning tile' },
    COLOR_OPTION,
    { name: 'version', short: 'Vv', help: 'the version number' },
  ],
  sections: [
    {
      title: 'Notation (one claim; spaces between concealed groups do not matter)',
      rows: [
        [
          'tiles',
          '123b bamboo (or s)  456c characters (or m)  789d dots (or p)\n' +
            'E S W N winds  R G P dragons: red (or C), green (or F), white\n' +
            'Unicode mahjong tiles too; flower tiles count as flowers\n' +
            'also read: 1z-7z (E S W N, white, green, red), 東南西北中發白, full-width characters, options in any case, +tsumo, +ron',
        ],
        ['concealed', 'the tiles outside brackets; the LAST one is the winning tile'],
        ['melds', '[123b] chow  [555d] pung  [5555d] melded kong\n(5555d) concealed kong'],
        [
          'options',
          '+win:wall|discard  +seat:<wind>  +round:<wind>  +from:<wind>  +flowers:0..8  +last  +wall-last  +kong\n' +
            '(defaults: discard, seat E, round E, discarder unknown, 0 flowers)',
        ],
      ],
    },
    {
      title: 'Rules',
      text: 'green-book (the default, WMO 2006) or mil (--rules mil or MCR_RULES=mil); mcr rules lists them, mcr rules mil shows where mil differs.',
    },
    {
      title: 'Colour',
      text: 'on a terminal, or with --color or FORCE_COLOR=1 (for less -R); NO_COLOR or --no-color turns it off.',
    },
  ],
  examples: [
    ['mcr "[123b] 456c 78d EEE 55d 9d +win:wall +seat:S"', 'Mixed Straight 8, Prevalent Wind 2, Self-Drawn 1: 11, each other pays 19'],
    [
      'mcr --json "[SSS] [777c] 567b 345c E E +seat:N +round:N +flowers:3"',
      '3 fan points (+3 flowers): below the minimum of 8, the claimer pays 10 to each other player; exit code 1',
    ],
    [
      `printf '%s\\n' "19b19c19dESWNRGP 1b" "123x" | mcr`,
      'one line per hand: Thirteen Orphans, then a reading error (on stderr), then the summary table; exit 2',
    ],
    ['mcr --json --file day1.txt --file day2.txt > results.ndjson', 'one JSON object per hand line, in input order'],
    ['mcr --canonical < hands.txt', 'each hand rewritten in canonical notation'],
    ['mcr --arrangements "<hand>"', 'every arrangement with its fans and total'],
  ],
  exits:
    '0 win, 1 below minimum or not a winning hand, 2 input not readable or a usage error; 128 + the signal\'s number when stopped by SIGINT, SIGTERM or SIGHUP.',
  manual: 'CLI.md',
  run: async (p, ctx) => (await import('./score.js')).scoreCommand(p, ctx, { spec: SCORE, nearCommandName }),
};

const WAITS: CommandSpec = {
  name: 'waits',
  usage: '[options] [hand...]',
  listed: 'waits "<13 tiles>"',
  summary: 'what wins this hand, and for how much',
  about: [
    'What wins this hand, and for how much: the hand in mcr notation with 13 tiles (kongs counting 3) and no winning tile; no +win option (both ways are shown). With 14 tiles: the discard advice of mcr advise (which discard keeps 8 points in reach; --json keeps the mcr-waits/1 object, discards by distance to ready).',
    'Without a hand, hands are read one per line from stdin or --file.',
  ],
  options: [
    JSON_OPTION('mcr-waits/1', 'one JSON object per hand'),
    { ...RULES_OPTION, help: `score every win under this rule profile (default ${DEFAULT_RULES}; MCR_RULES)` },
    FILE_OPTION,
    COLOR_OPTION,
  ],
  examples: [
    ['mcr waits "1112345678999c"', 'Nine Gates: nine winning tiles'],
    ['mcr waits "[123b] 456c 78d EEE 55d +seat:S"', ''],
    ['mcr waits --json < hands.txt', ''],
  ],
  exits: '0 ready and able to win (some wait reaches 8), 3 ready but no wait reaches 8, 1 not ready, 2 input not readable (the worst line decides: 2, then 1, then 3).',
  manual: 'WAITS.md',
  helpWhen: (p, ctx) => p.positionals.length === 0 && p.values.file === undefined && ctx.stdinIsTTY,
  run: async (p, ctx) => (await import('./waits.js')).waitsCommand(p, ctx),
};

const ADVISE: CommandSpec = {
  name: 'advise',
  usage: '[options] [hand...]',
  listed: 'advise "<14 tiles>"',
  summary: 'which discard keeps 8 points in reach',
  about: [
    'Discard advice that knows the 8-point minimum: for a hand of 14 tiles (13 and the tile just drawn; melds fixed), every discard with its legal distance, the exchanges until the hand is ready with a live winning tile worth 8 fan points or more, on a discard and either way; its winning tiles or useful draws with their live copies; and the fans that carry the best wins (the route). With 13 tiles: the same for the hand itself.',
    'Tiles already seen (discards, others\' melds) go in +seen:TILES, e.g. +seen:5b79cRR; they are no longer live. The draws left go in +draws:N, or +wall:K (K tiles left in the wall: N = K/4 rounded up); default 18. No +win (both ways are weighed); +last, +wall-last and +kong are left out. Without a hand, hands are read one per line from stdin or --file.',
  ],
  options: [
    JSON_OPTION('mcr-advice/1', 'one JSON object per hand'),
    { name: 'all', help: 'every discard in full (the screen folds all but the best three)' },
    { name: 'compact', help: 'one line per hand (as in a batch), also for a single hand' },
    { name: 'depth', value: '<n>', help: 'exchanges searched exactly, 0 to 3 (default 2; beyond it "n or more")' },
    { name: 'by', value: '<how>', help: 'rank the discards by chance (default: of a legal win, either way), points (expected) or distance (legal, as before)' },
    { name: 'draws', value: '<n>', help: 'draws left for the chances (default: the line\'s +draws:N or +wall:K, else 18)' },
    { ...RULES_OPTION, help: 'score every win under this rule profile (default green-book; MCR_RULES)' },
    FILE_OPTION,
    COLOR_OPTION,
  ],
  examples: [
    ['mcr advise "123b 456c 789d 135c E 5c"', 'discard E: legally ready, Mixed Straight on 2c'],
    ['mcr advise "[123b] 567d 234c EE 9d 1b 5c +seat:S +round:W +seen:RR"', ''],
    ['mcr advise --json < hands.txt', 'one mcr-advice/1 object per line'],
  ],
  exits: '0 legally ready (14 tiles: after the best discard), 1 not, 2 input not readable (the worst line decides).',
  manual: 'ADVICE.md',
  helpWhen: (p, ctx) => p.positionals.length === 0 && p.values.file === undefined && ctx.stdinIsTTY,
  run: async (p, ctx) => (await import('./advise.js')).adviseCommand(p, ctx),
};

const SESSION: CommandSpec = {
  name: 'session',
  usage: '[options] [file]',
  summary: "a session log's score sheet",
  about: [
    "Scores a session log (one table, up to 16 hands): the winds of every hand, each hand's payments, fouls and penalties, running totals, ranks and table points.",
    'Without a file (or with "-"), the log is read from stdin. A line "rules mil" before the first hand names the rule profile the log is scored under (default green-book; mcr rules lists them).',
  ],
  options: [
    JSON_OPTION('mcr-session/1'),
    { ...RULES_OPTION, help: 'the rule profile when the log has no rules line (MCR_RULES too)' },
    COLOR_OPTION,
  ],
  sections: [
    {
      title: 'A log (the format is in the manual)',
      text: 'players Ann Bob Cy Di\n1 win Bob self [123b] 456c 78d EEE 55d 9d\n2 win Cy from Ann 123b456c789d EEE 5d 5d\n3 draw',
    },
  ],
  exits: '0 the log has no errors, 2 some line has one (the rest is still scored).',
  manual: 'SESSION.md',
  helpWhen: (p, ctx) => p.positionals.length === 0 && ctx.stdinIsTTY,
  run: async (p, ctx) => (await import('./session.js')).sessionCommandLine(p, ctx),
};

const WHY: CommandSpec = {
  name: 'why',
  usage: '[options] "<hand>" <fan>',
  summary: 'why a fan counts or not',
  about: [
    'Why a fan counts in a hand, or why it does not: counted (and what makes it), excluded by a counted fan (and the rule), only in another arrangement worth less, a wait that is not unique (and the other winning tiles), an option it needs (+win:wall, +last, +wall-last, +kong, +seat, +round), or what the hand lacks.',
    'The fan is named as mcr fans finds it: its number, id, English or Chinese name, a prefix, or a common word (flowers, 7 pairs). The hand may be quoted or not: unquoted, the fan is the last words that name one.',
  ],
  options: [JSON_OPTION('mcr-why/1'), { ...RULES_OPTION, help: `the rule profile (default ${DEFAULT_RULES}; MCR_RULES sets it)` }, COLOR_OPTION],
  examples: [
    ['mcr why "123c 456c 789c 111b 2b 2b" single', ''],
    ['mcr why 123c 456c 789c 111b 2b 2b single wait', 'the same, unquoted'],
    ['mcr why "[123b] 456c 78d EEE 55d 9d +win:wall +seat:S" "seat wind"', ''],
    ['mcr why --json "11223344556677b" 19', 'fan no. 19 (Seven Pairs)'],
  ],
  exits: '0 answered, 2 hand not readable, fan unknown or ambiguous, usage error.',
  manual: 'EXPLAIN.md',
  run: async (p, ctx) => (await import('./why.js')).whyCommand(p, ctx),
};

const QUIZ: CommandSpec = {
  name: 'quiz',
  usage: '[options]',
  summary: 'practice: questions made and answered by the scorer',
  about: [
    'Practice questions made by the engine, each answered by the scorer: count a hand (its total, then its fans), is a claim valid, what a hand waits for and which waits reach 8, which discard keeps the route to 8 (the advice of mcr advise), name a fan or write a hand that has it.',
    'Type each answer and Enter; s skips a question (and shows its answer), q or Ctrl-D ends with the summary. Answers may be piped in, one per line. Progress is kept in $XDG_STATE_HOME/mcr/quiz.json (or ~/.local/state/mcr/quiz.json), and the next questions lean on the fans missed most.',
  ],
  options: [
    { name: 'seed', value: '<n>', help: 'the same seed asks the same questions (default: from the clock, printed at the start)' },
    { name: 'count', value: '<n>', help: 'how many questions (default 10, at most 10000)' },
    { name: 'kind', value: '<kind>', multiple: true, help: 'count, valid, waits, discard or fan (may be repeated, or given as a list: count,waits); default all in turn' },
    { name: 'level', value: '<level>', help: 'starter, common (default), big, knitted or traps (docs/QUIZ.md says what each holds)' },
    { ...RULES_OPTION, help: 'the rule profile the answers are scored under (default green-book; MCR_RULES)' },
    JSON_OPTION('mcr-quiz/1', 'the questions with their answers, one JSON object per line (no prompt)'),
    { name: 'html', help: 'a printable worksheet with the answer key on a page of its own (no prompt)' },
    { name: 'output', short: 'o', value: '<file>', help: 'with --html or --json: write them to a file (whole, or not at all)' },
    { name: 'stats', help: 'what the kept progress says: answers per kind, the fans missed most' },
    { name: 'save', help: 'keep progress (the default)', no: 'do not read or write the kept progress' },
    COLOR_OPTION,
  ],
  examples: [
    ['mcr quiz --seed 1', 'ten questions of every kind, the same for everyone with seed 1'],
    ['mcr quiz --kind count --level big', 'count big hands'],
    ['mcr quiz --json --count 20 --seed 5 > questions.ndjson', 'questions and answers for a teacher'],
    ['mcr quiz --html --count 12 -o sheet.html', 'a worksheet to print'],
    ['printf "11\\nmixed straight, prevalent wind, self-drawn\\n" | mcr quiz --seed 1 --count 1 --no-save', 'answers piped in'],
  ],
  exits: '0 done (whatever the answers), 2 a usage error.',
  manual: 'QUIZ.md',
  run: async (p, ctx) => (await import('./quiz.js')).quizCommand(p, ctx),
};

const RULES: CommandSpec = {
  name: 'rules',
  usage: '[options] [name]',
  summary: 'the rule profiles, and where one differs',
  about: [
    'The rule profiles mcr scores under, and where one differs from the default. Choose one with --rules NAME on any command, or MCR_RULES=NAME in the environment.',
  ],
  options: [JSON_OPTION('mcr-rules/1')],
  exits: '0 shown, 2 no such profile or a usage error.',
  manual: 'CLI.md',
  run: async (p, ctx) => (await import('./rules.js')).rulesCommand(p, ctx),
};

const FANS: CommandSpec = {
  name: 'fans',
  usage: '[options] [name]',
  summary: 'the fans: one line each; one fan with what it is and its exclusions',
  about: [
    'The fans, one line each: number, name, Chinese name and points under the rule profile. With --long, also what each is and what it is not counted with.',
    'With a name (its number as listed, id, English or Chinese name, the start of one, or a common word): that fan, with what it is, the fans it excludes and the fans that exclude it.',
  ],
  options: [
    { name: 'long', help: 'every fan with what it is and what it is not counted with' },
    { name: 'points', value: '<n>', help: 'only the fans worth n points under the rule profile (mcr fans 16 is fan number 16)' },
    { ...RULES_OPTION, help: `points and exclusions under this rule profile (default ${DEFAULT_RULES}; MCR_RULES)` },
    JSON_OPTION('mcr-fans/1'),
    COLOR_OPTION,
  ],
  examples: [
    ['mcr fans', 'all the fans, one line each'],
    ['mcr fans "pure straight"', 'one fan, its exclusions both ways'],
    ['mcr fans 28', 'the same, by its number'],
    ['mcr fans 清龙', 'the same, by its Chinese name'],
    ['mcr fans --rules mil all-green', ''],
  ],
  exits: '0 shown, 2 no fan of that name (the closest are suggested) or a usage error.',
  manual: 'CLI.md',
  run: async (p, ctx) => (await import('./fans.js')).fansCommand(p, ctx),
};

const TOURNAMENT: CommandSpec = {
  name: 'tournament',
  usage: '<command> DIR [options]',
  summary: 'a whole tournament: seat, check, standings, EMA export',
  listed: 'tournament <cmd> DIR',
  about: [
    'A whole tournament kept as a folder of plain files: tournament.toml, players.csv, seating.csv, and results/s<session>-t<table>.txt (one table\'s session log whose players line gives ids, "players 12 7 33 4", or a "totals" line). Every command recomputes everything from the files.',
  ],
  subcommands: [
    ['init DIR', 'make the folder from --players FILE and --sessions K (players.csv, tournament.toml)'],
    ['seat DIR', 'a plan for every session into DIR/seating.csv; with --session K --by standings|snake|random (or --by-standings K), re-seat one session'],
    ['reseat DIR --after K', 'keep sessions 1..K, re-plan the rest for --withdraw ID, --substitute ID, --join ID'],
    ['check DIR', 'every problem, each with file:line'],
    ['standings DIR', 'the standings: text, --json, --csv, --md or --html'],
    ['export DIR --ema', 'the results file for the EMA ranking, as CSV (--json adds the MERS base rank)'],
    ['cards DIR', "players' cards and table sheets, to print (--md, --html)"],
  ],
  options: [
    { name: 'players', value: '<file>', for: ['init'], help: 'the players (CSV with a header id,name; optional ema,country,team,substitute)' },
    { name: 'sessions', value: '<k>', for: ['init'], help: 'how many sessions', ...tournamentInteger('sessions', 1, 100) },
    {
      name: 'rules',
      value: '<name>',
      for: ['init'],
      help: `the rule profile, ${rulesChoice()}`,
      choices: RULES_NAMES,
      invalid: (v, t) => t.tournament.usage(`--rules: ${t.rules.unknown(v, RULES_NAMES, DEFAULT_RULES, false)}`),
    },
    { name: 'ranking', value: '<name>', for: ['init', 'standings'], help: 'ema (default) or china' },
    { name: 'seed', value: '<n>', for: ['seat', 'reseat'], help: 'the seed of the plan (the same seed, the same plan)', ...tournamentInteger('seed', 0, 2 ** 32 - 1) },
    { name: 'session', value: '<k>', for: ['seat'], help: 're-seat only session K (with --by)', ...tournamentInteger('session', 1, 100) },
    {
      name: 'by',
      value: '<how>',
      for: ['seat'],
      help: 'standings (top four together), snake or random',
      choices: ['standings', 'snake', 'random'],
      invalid: (v, t) => t.tournament.usage(t.tournament.byChoice(v)),
    },
    { name: 'by-standings', value: '<k>', for: ['seat'], help: 're-seat session K by the standings after K-1 (--by snake for snake order)', ...tournamentInteger('by-standings', 1, 100) },
    { name: 'time', value: '<seconds>', for: ['seat', 'reseat'], help: 'stop the search after this long with the best plan so far (default 30)' },
    { name: 'after', value: '<k>', for: ['standings', 'export', 'reseat'], help: 'after session K', ...tournamentInteger('after', 0, 100) },
    { name: 'withdraw', value: '<ids>', for: ['reseat'], help: 'players who leave after session K (ids, comma-separated)' },
    { name: 'substitute', value: '<ids>', for: ['reseat'], help: 'substitutes (in players.csv) who play from session K+1' },
    { name: 'join', value: '<ids>', for: ['reseat'], help: 'players (in players.csv) who arrive late and play from session K+1' },
    { name: 'ema', for: ['export'], help: 'the EMA results file' },
    { name: 'strict', for: ['export'], help: 'refuse to export while a name\'s split into last and first name is a guess (each is listed on stderr without it)' },
    { name: 'force', for: ['init', 'seat', 'reseat'], help: 'replace files that exist' },
    { name: 'output', short: 'o', value: '<file>', for: ['seat', 'standings', 'export', 'cards'], help: 'write the output to a file (whole, or not at all)' },
    JSON_OPTION('mcr-standings/1 and others: docs/SCHEMA.md'),
    { name: 'csv', for: ['standings'], help: 'CSV' },
    { name: 'bom', for: ['standings', 'export'], help: 'CSV with a byte-order mark first (for spreadsheets: UTF-8 names read right)' },
    { name: 'md', for: ['standings', 'cards'], help: 'Markdown' },
    { name: 'html', for: ['standings', 'cards'], help: 'one self-contained HTML page' },
    COLOR_OPTION,
  ],
  examples: [
    ['mcr tournament init open --players players.csv --sessions 5', ''],
    ['mcr tournament seat open', 'seating.csv for every session'],
    ['mcr tournament reseat open --after 3 --withdraw 12 --substitute 41', ''],
    ['mcr tournament standings open --html -o standings.html', ''],
    ['mcr tournament export open --ema -o ema.csv', ''],
  ],
  exits: '0 done, 1 problems found (check, standings), 2 bad input or options (nothing written).',
  manual: 'TOURNAMENT.md',
  helpWhen: (p) => p.positionals.length === 0,
  run: async (p, ctx) => (await import('./tournament.js')).tournamentCommand(p, ctx),
};

const WEB: CommandSpec = {
  name: 'web',
  usage: '[options]',
  summary: 'serve the page for phones (offline, same scorer)',
  about: [
    "Serves mcr's page for phones: the same scorer in a page that works offline. Open the address it prints; on a phone, \"Add to Home screen\" installs it, and it then opens with no network. The page is also one file, dist/web/index.html, that works opened directly or copied to any static web host.",
  ],
  options: [
    {
      name: 'port',
      short: 'p',
      value: '<n>',
      help: `the port (default ${WEB_DEFAULTS.port}; 0 picks a free one)`,
      integer: { min: 0, max: 65535 },
    },
    { name: 'host', value: '<host>', help: `the address to listen on (default ${WEB_DEFAULTS.host}: this machine only; 0.0.0.0: phones on the same network too)` },
  ],
  examples: [
    ['mcr web', `http://${WEB_DEFAULTS.host}:${WEB_DEFAULTS.port}/ on this machine`],
    ['mcr web --host 0.0.0.0', 'also the addresses a phone on this network opens'],
  ],
  exits: '0 stopped (Ctrl-C), 2 the port can not be used or the page is not built.',
  manual: 'WEB.md',
  run: async (p, ctx) => (await import('./web.js')).webCommand(p, ctx),
};

const PLAY: CommandSpec = {
  name: 'play',
  usage: '[--bots 4] [options]',
  listed: 'play',
  summary: 'play a hand against three bots, or a match of four bots, recorded',
  about: [
    'Without --bots 4 you sit at the table against three bots (one hand; --hands K for more): the table at a glance, your tiles numbered, a discard typed as a tile (5b) or its number, claims and wins offered when the rules allow them, ? for the coach, q (or Ctrl-D, Ctrl-C) to leave; -o FILE keeps the record, also when you leave early. Answers may be piped: the same seed and answers give the same record.',
    'Four bots play hands of MCR at the table: the wall built and broken by the dice, the deal, flowers, claims and their priority, kongs, every win scored by the scorer, payments. Each bot discards by the advice of mcr advise and claims when that keeps its route to 8 points.',
    'The record of every action (mcr-game/1, docs/SCHEMA.md) goes to --output, or to stdout; mcr replay checks it. The same seed gives the same record.',
  ],
  options: [
    { name: 'bots', value: '<n>', help: 'bots at the table: 3 (you play; the default) or 4 (bots only)', integer: { min: 3, max: 4 } },
    { name: 'seat', value: '<S>', help: 'your seat in the first hand: E (the default), S, W or N; the seats then change as a session\'s' },
    { name: 'seed', value: '<n>', help: 'the seed of the walls (default: from the clock, printed on stderr)', integer: { min: 0, max: 2 ** 32 - 1 } },
    { name: 'hands', value: '<k>', help: 'hands to play (default 1 when you play, 16 for --bots 4: a session; after 16 the winds start again)', integer: { min: 1, max: 10000 } },
    { name: 'depth', value: '<n>', help: "the bots' advice depth, 0 to 3 (default 2; 0 is fastest)", integer: { min: 0, max: 3 } },
    { name: 'output', short: 'o', value: '<file>', help: 'write the record to a file (whole, or not at all) and print the totals' },
    { name: 'quiet', help: 'with --output: print nothing' },
    { ...RULES_OPTION, help: `the rule profile every win is scored under (default ${DEFAULT_RULES}; MCR_RULES)` },
  ],
  examples: [
    ['mcr play --seed 7 -o hand.ndjson', 'you and three bots, one hand, recorded'],
    ['mcr play --bots 4 --seed 7 --hands 16 -o match.ndjson', 'a session of four bots, recorded'],
    ['mcr play --bots 4 --seed 7 --hands 1 | mcr replay', 'one hand, its record checked at once'],
  ],
  exits: '0 played, 2 a usage error or the file could not be written.',
  manual: 'PLAY.md',
  run: async (p, ctx) => (await import('./play.js')).playCommand(p, ctx),
};

const REPLAY: CommandSpec = {
  name: 'replay',
  usage: '[options] [file]',
  summary: 'check a record of play: every action, every score',
  about: [
    'Replays a record of play (mcr-game/1: the header, each hand\'s wall, each action with its player, each end): every action is checked against the rules of play and every win and payment against the scorer. The first line that breaks a rule is named with its line, hand, action and the rule (exit 1).',
    'Without a file (or with "-"), the record is read from stdin. A record written by hand in the documented form is read the same way.',
  ],
  options: [JSON_OPTION('mcr-replay/1', 'one JSON object per hand, then the summary or the error')],
  examples: [
    ['mcr replay match.ndjson', 'each hand, then the totals'],
    ['mcr replay --json match.ndjson', 'one mcr-replay/1 object per hand and one at the end'],
  ],
  exits: '0 every action legal and every score right, 1 a line breaks a rule (named on stderr), 2 the file could not be read or a usage error.',
  manual: 'PLAY.md',
  helpWhen: (p, ctx) => p.positionals.length === 0 && ctx.stdinIsTTY,
  run: async (p, ctx) => (await import('./replay.js')).replayCommand(p, ctx),
};

const REVIEW: CommandSpec = {
  name: 'review',
  usage: '<file> --seat <S> [options]',
  listed: 'review FILE --seat S',
  summary: "one seat's discards beside the advice: the chance kept against the best",
  about: [
    "Replays a record of play (mcr-game/1, as mcr replay checks it) and puts each discard of one seat beside the advice for the same moment (the hand, its melds, the tiles seen so far, the draws left from the wall's count): the chance of a legal win it kept against the best discard's (the chances of mcr advise), the decisions that cost most first, and a summary: how often it chose the best, the chance lost in all.",
    'The seat is a seat wind (whoever holds it in each hand) or a player of the record (you, A, ...). Without a file (or with "-"), the record is read from stdin. A record left early is reviewed up to where it stops.',
  ],
  options: [
    { name: 'seat', value: '<S>', help: 'the seat reviewed: E, S, W or N (in each hand), or a player of the record' },
    { name: 'hand', value: '<n>', help: 'only the n-th hand of the record', integer: { min: 1, max: 10000 } },
    { name: 'draws', value: '<n>', help: "the draws left for every decision (default: the wall's tiles at that moment / 4, rounded up)", integer: { min: 0, max: 30 } },
    JSON_OPTION('mcr-review/1'),
    { name: 'html', help: 'one offline page: the tiles drawn as tiles, a chart of the chance through the hand', conflicts: { json: '--html and --json: one of them' } },
    { name: 'output', short: 'o', value: '<file>', help: 'write the --html page or the --json object to a file (whole, or not at all)' },
    COLOR_OPTION,
  ],
  examples: [
    ['mcr review hand.ndjson --seat you', 'your discards in a hand you played'],
    ['mcr review match.ndjson --seat E --hand 3', 'East in the third hand of a match of bots'],
    ['mcr review hand.ndjson --seat you --html -o review.html', 'a page to keep, with the chart'],
  ],
  exits: '0 reviewed, 1 the record breaks a rule (named on stderr, as mcr replay names it), 2 a usage error or the file could not be read or written.',
  manual: 'PLAY.md',
  run: async (p, ctx) => (await import('./review.js')).reviewCommand(p, ctx),
};

const HELP: CommandSpec = {
  name: 'help',
  usage: '[command]',
  summary: "this help, or a command's",
  about: ["mcr's help, or with a command's name that command's (the same as mcr <command> --help)."],
  options: [],
  exits: '0 shown, 2 no such command.',
  run: (p, ctx) => {
    const [name] = p.positionals;
    const spec = name === undefined ? SCORE : COMMANDS.find((c) => c.name === name.toLowerCase());
    if (!spec) {
      const near = nearCommandName(name);
      return usageError(ctx.t.usage.noCommand(name, near), ctx);
    }
    ctx.w.out(helpText(spec, ctx));
    return 0;
  },
};

/** The commands after `mcr`, in the order `mcr --help` lists them. */
export const COMMANDS: CommandSpec[] = [WAITS, ADVISE, SESSION, RULES, WHY, FANS, QUIZ, PLAY, REPLAY, REVIEW, TOURNAMENT, WEB, HELP];

/**
 * The command a mistyped word is near: one slip in a short word (two would make
 * `hello` a `help`), two in a longer one; '' for none.
 */
export function nearCommandName(word: string): string {
  const lower = word.replace(/^-+/, '').toLowerCase();
  const names = COMMANDS.map((c) => c.name);
  return names.includes(lower) ? lower : nearest(lower, names, lower.length <= 5 ? 1 : 2);
}

SCORE.sections = [
  ...(SCORE.sections ?? []),
  { title: 'Commands (mcr <command> --help, or mcr help <command>, for more)', rows: COMMANDS.map((c) => [`mcr ${c.listed ?? `${c.name} ${c.usage.replace('[options] ', '')}`}`, c.summary] as const) },
];
