#!/usr/bin/env node
// Compares the output of two builds of mcr, byte for byte, and lists every difference.
//
//   node scripts/compare-builds.mjs OLD NEW [--golden DIR] [--show N] [--only NAME,...]
//
// OLD and NEW are checkouts with a build (bin/mcr.js and dist/), e.g. a clone of the
// last release and this one. Both are run over the same inputs, with the same
// environment (NO_COLOR, COLUMNS=80, one thread):
//   - the golden corpora (test/golden/green-book, mil): --json, text batch, --canonical;
//     both repeated (48,000 and 60,000 lines) for --json in one thread and two
//   - the bad inputs (test/golden/bad-input.jsonl): --json and text (stdout and stderr)
//   - 10,000 waits lines (corpus hands less their winning tile): waits --json and text
//   - sessions: the manual's example log and 60 logs made from corpus hands, --json and text
//   - single hands (the referee's screen, --compact, --explain --json), fans, rules
//   - every command's --help (80 and 40 columns) and usage errors (options and words
//     the commands refuse); the manual's installed folder is written as <root>/docs/
// Each case compares stdout, stderr and the exit code. The golden data is read from
// OLD's test/golden unless --golden says otherwise. Exit 0 when every case is the
// same, 1 when any differs (the differences are listed, N per case), 2 on a usage error.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const show = Number(flag('--show', '5'));
const only = flag('--only', '')
  .split(',')
  .filter((s) => s !== '');
const goldenArg = flag('--golden', null);
if (args.length !== 2 || args.some((a) => a.startsWith('--'))) {
  console.error('usage: node scripts/compare-builds.mjs OLD NEW [--golden DIR] [--show N] [--only NAME,...]');
  process.exit(2);
}
const [oldDir, newDir] = args.map((a) => resolve(a));
for (const dir of [oldDir, newDir]) {
  if (!existsSync(join(dir, 'bin', 'mcr.js')) || !existsSync(join(dir, 'dist', 'index.js'))) {
    console.error(`compare-builds: ${dir} has no build (bin/mcr.js and dist/index.js); run npm ci there`);
    process.exit(2);
  }
}
const golden = resolve(goldenArg ?? join(oldDir, 'test', 'golden'));
const readJsonl = (file) =>
  readFileSync(join(golden, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l));

const lib = await import(pathToFileURL(join(oldDir, 'dist', 'index.js')).href);
const hands = { 'green-book': readJsonl('green-book/hands.jsonl').map((h) => h.hand), mil: readJsonl('mil/hands.jsonl').map((h) => h.hand) };
const bad = readJsonl('bad-input.jsonl').map((h) => h.hand);

/** The hand less its winning tile, written from the scored result (melds first). */
function readyLine(line, rules) {
  const r = lib.score(line, { rules });
  if (!r.ok) return null;
  const melds = r.hand.melds.map((m) => (m.concealed ? `(${m.tiles.join('')})` : `[${m.tiles.join('')}]`));
  const opts = [`+seat:${r.hand.seatWind}`, `+round:${r.hand.prevalentWind}`];
  if (r.hand.flowers) opts.push(`+flowers:${r.hand.flowers}`);
  return [...melds, r.hand.concealed.slice(0, -1).join(' '), ...opts].join(' ');
}
const waitsLines = [];
for (const rules of ['green-book', 'mil'])
  for (const h of hands[rules].slice(0, 5000)) {
    const l = readyLine(h, rules);
    if (l !== null) waitsLines.push(l);
  }

/** The manual's example session log: the lines under `$ cat table3.txt` in NEW's docs/SESSION.md. */
function exampleSession() {
  const file = join(newDir, 'docs', 'SESSION.md');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const m = /^\$ cat table3\.txt\n([\s\S]*?)^(?:\$ |```)/m.exec(text);
  if (!m) {
    console.error(`compare-builds: no \`$ cat table3.txt\` example in ${file}`);
    process.exit(2);
  }
  return m[1];
}
const EXAMPLE_SESSION = exampleSession();

/** Session logs made from corpus hands: 16 hands each, winners and discarders in turn. */
function sessionLogs() {
  const names = ['Ann', 'Bob', 'Cy', 'Di'];
  const logs = [];
  const pool = hands['green-book'];
  for (let s = 0; s < 60; s++) {
    const lines = [s % 7 === 0 ? `players ${names.join(' ')}\nrules mil` : `players ${names.join(' ')}`];
    for (let n = 1; n <= 16; n++) {
      const line = pool[(s * 16 + n) % pool.length];
      const tiles = line.replace(/\s\+(win|seat|round|from):\S+/g, '');
      const self = /\+win:wall/.test(line);
      const winner = names[(s + n) % 4];
      const from = names[(s + n + 1 + (n % 3)) % 4];
      if (n % 9 === 0) lines.push(`${n} draw`);
      else if (n % 11 === 0) lines.push(`${n} foul ${from} change-of-mind`, `${n} win ${winner} ${self ? 'self' : `from ${from}`} ${tiles}`);
      else lines.push(`${n} ${n % 13 === 0 ? 'false' : 'win'} ${winner} ${self ? 'self' : `from ${from}`} ${tiles}`);
    }
    logs.push(lines.join('\n') + '\n');
  }
  return logs;
}

const lines = (list) => list.join('\n') + '\n';
const someHands = [
  ...hands['green-book'].filter((_, i) => i % 400 === 0),
  '[EEE] [NNN] 123c 456c 5d 5d',
  '123b 456c 789d 5d EEE 5d',
  '1112345678999b 8b +win:wall',
  '19b19c19dESWNRGP 1b +win:wall',
];

/** The cases: a name, the arguments, stdin, and the environment added. */
const cases = [
  { name: 'score-json-green-book', args: ['--json'], input: lines(hands['green-book']) },
  { name: 'score-json-mil', args: ['--json', '--rules', 'mil'], input: lines(hands.mil) },
  { name: 'score-text-green-book', args: [], input: lines(hands['green-book']) },
  { name: 'score-text-mil', args: ['--rules', 'mil'], input: lines(hands.mil) },
  { name: 'canonical', args: ['--canonical'], input: lines(hands['green-book']) },
  { name: 'canonical-json', args: ['--canonical', '--json'], input: lines(hands.mil) },
  // Long runs: more than 20,000 lines, where the JSON writer compiles its kinds (format/json-writer.ts), one thread and two.
  { name: 'score-json-long', args: ['--json'], input: lines([...hands['green-book'], ...hands.mil, ...hands['green-book'], ...hands.mil]) },
  { name: 'score-json-long-mil-2-threads', args: ['--json', '--rules', 'mil'], input: lines([...hands.mil, ...hands['green-book'], ...hands.mil, ...hands['green-book'], ...hands.mil]), env: { MCR_WORKERS: '2', MCR_WORKERS_AFTER: '1000' } },
  { name: 'summary-json', args: ['--json', '--summary-only'], input: lines([...hands['green-book'], ...bad]) },
  { name: 'bad-json', args: ['--json'], input: lines(bad) },
  { name: 'bad-text', args: [], input: lines(bad) },
  { name: 'waits-json', args: ['waits', '--json'], input: lines(waitsLines) },
  { name: 'waits-text', args: ['waits'], input: lines(waitsLines) },
  { name: 'waits-json-mil', args: ['waits', '--json', '--rules', 'mil'], input: lines(waitsLines.slice(0, 2000)) },
  { name: 'session-example-text', args: ['session'], input: EXAMPLE_SESSION },
  { name: 'session-example-json', args: ['session', '--json'], input: EXAMPLE_SESSION },
  { name: 'session-example-text-50', args: ['session'], input: EXAMPLE_SESSION, env: { COLUMNS: '50' } },
  ...sessionLogs().flatMap((log, i) => [
    { name: `session-${i}-text`, args: ['session'], input: log },
    { name: `session-${i}-json`, args: ['session', '--json'], input: log },
  ]),
  ...someHands.flatMap((h, i) => [
    { name: `hand-${i}-screen`, args: [h], input: '' },
    { name: `hand-${i}-compact`, args: ['--compact', h], input: '' },
    { name: `hand-${i}-explain-json`, args: ['--explain', '--json', h], input: '' },
  ]),
  { name: 'fans', args: ['fans'], input: '' },
  { name: 'fans-json', args: ['fans', '--json'], input: '' },
  { name: 'fans-mil-json', args: ['fans', '--json', '--rules', 'mil'], input: '' },
  { name: 'rules', args: ['rules'], input: '' },
  { name: 'rules-mil', args: ['rules', 'mil'], input: '' },
  { name: 'rules-mil-json', args: ['rules', 'mil', '--json'], input: '' },
  ...['', 'waits', 'session', 'why', 'rules', 'fans', 'tournament', 'web', 'help'].flatMap((c) => [
    { name: `help-${c || 'mcr'}`, args: c ? [c, '--help'] : ['--help'], input: '' },
    { name: `help-${c || 'mcr'}-40`, args: c ? [c, '--help'] : ['--help'], input: '', env: { COLUMNS: '40' } },
  ]),
  ...[
    ['--jsno'], ['-win:wall', '123b'], ['--tsumo'], ['--json=1'], ['-f'], ['--rules'], ['--rules', 'wmo', '123b'], ['-x'],
    ['--canonical', '--explain', '123b'], ['--canonical', '--summary-only'], ['--explain'], ['-i', '--json'], ['-i', '123b'],
    ['--summary-only', '123b'], ['--file', 'a', '123b'], ['wiats', '123b'], ['Wh', 'Wh', 'Wh', '123b'], ['help', 'wiats'],
    ['waits', '--hlep'], ['fans', '--lnog'], ['why', '--colour'], ['why', '1b'], ['rules', 'mil', 'x'], ['rules', 'wmo'],
    ['fans', 'nope'], ['session', 'a', 'b'], ['web', 'x'], ['web', '--port', 'abc'], ['web', '--port', '99999'],
    ['tournament', 'standngs', 'x'], ['tournament', 'frob', 'x'], ['tournament', 'standings', 'x', '--players', 'p'],
    ['tournament', 'init', 'x'], ['tournament', 'standings'], ['tournament', 'standings', 'x', '--csv', '--md'], ['-v'],
  ].map((args) => ({ name: `usage-${args.join('_')}`, args, input: '' })),
].filter((c) => only.length === 0 || only.some((o) => c.name.startsWith(o)));

const ENV = { ...process.env, NO_COLOR: '1', COLUMNS: '80', MCR_WORKERS: '1' };
delete ENV.FORCE_COLOR;
delete ENV.MCR_RULES;

function run(dir, c) {
  const r = spawnSync(process.execPath, [join(dir, 'bin', 'mcr.js'), ...c.args], {
    input: c.input,
    env: { ...ENV, ...c.env },
    maxBuffer: 1 << 30,
    encoding: 'utf8',
  });
  const here = (text) => text.split(join(dir, 'docs/')).join('<root>/docs/');
  return { stdout: here(r.stdout), stderr: here(r.stderr), status: r.status };
}

/** The first `show` differing lines of two texts, and how many lines differ. */
function lineDiff(a, b) {
  const x = a.split('\n');
  const y = b.split('\n');
  const out = [];
  let count = 0;
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if (x[i] === y[i]) continue;
    count++;
    if (out.length < show) out.push(`    line ${i + 1}\n      - ${x[i] ?? '(none)'}\n      + ${y[i] ?? '(none)'}`);
  }
  return { count, out };
}

let differing = 0;
for (const c of cases) {
  const a = run(oldDir, c);
  const b = run(newDir, c);
  const parts = [];
  for (const stream of ['stdout', 'stderr']) {
    if (a[stream] === b[stream]) continue;
    const d = lineDiff(a[stream], b[stream]);
    parts.push(`  ${stream}: ${d.count} line(s) differ\n${d.out.join('\n')}`);
  }
  if (a.status !== b.status) parts.push(`  exit code: ${a.status} -> ${b.status}`);
  if (parts.length === 0) continue;
  differing++;
  console.log(`${c.name} (mcr ${c.args.map((x) => (/\s/.test(x) ? JSON.stringify(x) : x)).join(' ')})\n${parts.join('\n')}`);
}
console.log(`${cases.length - differing} of ${cases.length} cases the same; ${differing} differ`);
process.exit(differing === 0 ? 0 : 1);
