#!/usr/bin/env node
// npm run bench: the speed figures of the "Speed" issue (16), each the median and spread
// of 5 runs on this machine (9 with --against), with its target and whether it is met.
// Prints; asserts nothing (tests never assert on time). `node bench/run.mjs NAME...` runs some of them.
//
//   in-process   score() warm over every hand of test/golden/green-book/hands.jsonl, lines in memory
//   cold         score(), the first pass over the same hands in a fresh process
//   end-to-end   `mcr --json` batch over the same hands (stdin from a file, stdout to a file),
//                process start included
//   memory       a 1,000,000-line `mcr --json` batch: hands/s and peak resident memory
//   waits        waits() in-process on 10,000 13-tile ready hands (corpus hands less their
//                winning tile), and on 14-tile hands (every discard; corpus hands without +win)
//   waits-cli    `mcr waits --json` over 10,000 lines, whole process
//   advice       the targets set when `mcr advise` computed the legal distance only, on
//                that work (`--by distance`): advise() warm on 14-tile hands near ready
//                (best discard at legal distance <= 1, and 2), one hand `mcr advise
//                --by distance "<hand>"` (<= 300 ms), `mcr advise --json --by distance`
//                over 1,000 (>= 100 hands/s); and the chances' own on the default (by
//                chance): one hand `mcr advise "<hand>"` whose best discard is at
//                distance 2 (a different hand each run, median <= 0.5 s), and the rate
//                of `mcr advise --json` over 200 hands (a figure, no target), and with
//                two threads forced (MCR_WORKERS=2) against one (MCR_WORKERS=1)
//   advice-sim   the solitaire simulation of docs/ADVICE.md (bench/advice-sim.mjs;
//                MCR_SIM_DEALS deals, default 2,000): advice against structural policy
//   points       the chances' points path (both ways, from counts) against score() warm
//                on the 12,000 corpus hands (bench/points.mjs)
//   chances      chances() warm, N = 18, every discard, grouped by the best discard's
//                legal distance: 120 hands near ready (distance 0 to 2: median <= 50 ms,
//                95% <= 300 ms), 20 with 3 of a ready hand's tiles exchanged and 30
//                seeded fresh deals (distance 3: median <= 1 s, 95% <= 4 s; estimates,
//                4 or more from legally ready: each <= 1 s)
//   start-up     one hand: `mcr "<hand>"` wall time against `node -e 0`
//   interactive  `mcr -i` with piped stdin, 1,000 hands: time per hand after the first
//   seating      tournament seating plans: most sessions with no repeat meeting per
//                player count, and a 200 x 10 plan's time (bench/tournament.mjs)
//   why          `why(hand, fan)` warm, per call, over 2,000 corpus hands each asked about
//                a different fan (every fan in turn), and on the README's single-wait hand
//   game         the table: a bot-only hand, a 16-hand match, mcr replay over 100,000 hands
//                and its peak memory (bench/game.mjs)
//   web          the page for phones in headless Chromium: JavaScript size gzipped, first
//                result after load, time per tap, the advice by chance of 14-tile hands
//                whose best discard is at distance 2 (bench/web.mjs)
//
// `--against DIR`: DIR is an earlier build of mcr (a checkout with bin/ and dist/ built,
// e.g. the previous release). Each rate figure is then measured for both builds in
// alternating runs and printed with the earlier build's median and the ratio, this
// build over that one: the median of the rounds' ratios (each round runs this build,
// then the earlier one), from one run on one machine, which load moves less than
// figures taken at different times. The start-up ratio is of times (lower is quicker).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, openSync, closeSync, rmSync, existsSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const corpus = join(root, 'test', 'golden', 'green-book', 'hands.jsonl');
if (!existsSync(corpus)) {
  console.error(`bench: ${corpus} not found (npm run golden:update refreshes it from ../shared/corpus)`);
  process.exit(2);
}
// The cold figure needs a process that has not scored yet: it runs before anything else here.
const coldArg = process.argv.indexOf('--cold-child');
if (coldArg > 0) {
  const lines = readFileSync(corpus, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).hand);
  const t0 = process.hrtime.bigint();
  const { score } = await import(join(process.argv[coldArg + 1], 'dist', 'index.js'));
  const t1 = process.hrtime.bigint();
  for (const h of lines) score(h);
  const t2 = process.hrtime.bigint();
  console.log(JSON.stringify({ import: Number(t1 - t0) / 1e6, pass: Number(t2 - t1) / 1e9, hands: lines.length }));
  process.exit(0);
}
const { score, why, waits, advise, FAN_IDS } = await import(join(root, 'dist', 'index.js'));
const hands = readFileSync(corpus, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).hand);
const tmp = mkdtempSync(join(tmpdir(), 'mcr-bench-'));
// Against an earlier build, 9 rounds: one round's ratio ranges from 0.8 to 1.25 on this
// shared machine, and the median of 9 moves about a third less than that of 5.
const runs = Number(process.env.MCR_BENCH_RUNS ?? (process.argv.includes('--against') ? 9 : 5));
const args = process.argv.slice(2);
const againstAt = args.indexOf('--against');
/** The earlier build to compare with (--against DIR), or null. */
let earlier = null;
if (againstAt >= 0) {
  const dir = args[againstAt + 1];
  if (!dir || !existsSync(join(dir, 'dist', 'index.js')) || !existsSync(join(dir, 'bin', 'mcr.js'))) {
    console.error(`bench: --against needs a directory with a built mcr (bin/mcr.js and dist/index.js): ${dir ?? '(none given)'}`);
    process.exit(2);
  }
  earlier = { root: resolve(dir), lib: await import(join(resolve(dir), 'dist', 'index.js')) };
  args.splice(againstAt, 2);
}
const only = args;
const here = { root, lib: { score, waits, chances: (await import(join(root, 'dist', 'index.js'))).chances } };
/** The builds a rate figure measures: this one, then the earlier one when given. */
const builds = earlier ? [here, earlier] : [here];
/** Runs measure(build) `runs` times for each build, alternating; returns each build's list. */
function alternating(measure, n = runs) {
  const out = builds.map(() => []);
  for (let r = 0; r < n; r++) builds.forEach((b, i) => out[i].push(measure(b)));
  return out;
}
const mcrBin = (b) => join(b.root, 'bin', 'mcr.js');
const wanted = (name) => only.length === 0 || only.includes(name);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) => `${Math.min(...xs).toFixed(0)}..${Math.max(...xs).toFixed(0)}`;
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const verdicts = [];
/** One line: the figure (median), its target, met or not, and the runs' spread. */
function line(label, value, target, met, detail) {
  if (met !== null) verdicts.push({ label, met });
  const mark = met === null ? '' : met ? 'met' : 'NOT MET';
  console.log(`${label.padEnd(46)} ${value.padStart(16)}  ${target.padEnd(22)} ${mark.padEnd(7)}  ${detail}`);
}
/**
 * This build's figures over the earlier one's, round by round: the runs alternate (this
 * build, then the earlier one), so each round's ratio compares two runs made a moment
 * apart; their median moves less with the machine's load than the ratio of the medians.
 */
function rounds(these, earlier) {
  const r = these.map((x, i) => x / earlier[i]);
  return { ratio: median(r).toFixed(2), range: `${Math.min(...r).toFixed(2)}..${Math.max(...r).toFixed(2)}` };
}

/** A rate figure whose target is a floor. */
function report(label, perSecond, floor, unit = 'hands/s', before) {
  const m = median(perSecond);
  line(label, `${fmt(m)} ${unit}`, floor ? `target >= ${fmt(floor)}` : 'no target', floor ? m >= floor : null, `(${perSecond.length} runs: ${spread(perSecond)})`);
  if (before) {
    const r = rounds(perSecond, before);
    line('  the earlier build (--against)', `${fmt(median(before))} ${unit}`, `this / earlier ${r.ratio}`, null, `(${before.length} runs: ${spread(before)}; rounds ${r.range})`);
  }
}

/**
 * One in-process pass of f over list for build b: its rate by the clock (returned) and
 * by the process's CPU time (kept in cpuRates for cpuReport). On a shared machine the
 * CPU time moves far less with other work than the clock does.
 */
const cpuRates = new Map();
function timedPass(b, f, list) {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (const h of list) f(h);
  const wall = Number(process.hrtime.bigint() - t0) / 1e9;
  const c = process.cpuUsage(c0);
  if (!cpuRates.has(b)) cpuRates.set(b, []);
  cpuRates.get(b).push(list.length / ((c.user + c.system) / 1e6));
  return list.length / wall;
}
/** With --against: the CPU-time rates of the passes since the last call, this build over the earlier one, round by round. */
function cpuReport(unit = 'hands/s') {
  const these = cpuRates.get(here) ?? [];
  const before = earlier ? cpuRates.get(earlier) ?? [] : [];
  cpuRates.clear();
  if (!earlier || these.length === 0) return;
  const r = rounds(these, before);
  line('  by CPU time (process.cpuUsage)', `${fmt(median(these))} ${unit}`, `this / earlier ${r.ratio}`, null,
    `(earlier ${fmt(median(before))}; rounds ${r.range})`);
}

function runCli(args, inputFile, extraEnv = {}) {
  const stdin = inputFile ? openSync(inputFile, 'r') : 'ignore';
  const stdout = openSync(join(tmp, 'out'), 'w');
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: [stdin, stdout, 'pipe'], env: { ...process.env, NO_COLOR: '1', ...extraEnv } });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  if (typeof stdin === 'number') closeSync(stdin);
  closeSync(stdout);
  if (r.status === null || r.status > 2) throw new Error(`mcr ${args.join(' ')} failed: ${r.stderr}`);
  return seconds;
}
function writeLines(name, lines) {
  const file = join(tmp, name);
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

// 13-tile ready hands: a corpus hand less its winning tile (the last concealed tile
// before the options), without the options that describe the win.
const WIN_OPTIONS = /^\+(win(:|$)|kong$|last$|wall-last$)/;
function lessWinningTile(hand) {
  const words = hand.split(' ');
  const options = words.filter((w) => w.startsWith('+') && !WIN_OPTIONS.test(w));
  const tiles = words.filter((w) => !w.startsWith('+'));
  const last = tiles.pop();
  // "345b" -> "34b", "3b" -> gone; "EEE" -> "EE", "E" -> gone.
  const suit = /[0-9]/.test(last) ? last.slice(-1) : '';
  const body = suit ? last.slice(0, -1) : last;
  if (body.length > 1) tiles.push(body.slice(0, -1) + suit);
  return [...tiles, ...options].join(' ');
}
const readyHands = hands.slice(0, 10_000).map(lessWinningTile);
const fourteenHands = hands.map((h) => h.split(' ').filter((w) => !WIN_OPTIONS.test(w)).join(' '));

if (wanted('in-process')) {
  for (const { lib } of builds) for (let i = 0; i < 3; i++) for (const h of hands) lib.score(h); // warm up the JIT
  const [rates, before] = alternating((b) => timedPass(b, b.lib.score, hands));
  report(`score() in-process warm, ${hands.length} hands`, rates, 450_000, 'hands/s', before);
  cpuReport();
}

if (wanted('cold')) {
  // A fresh process each run: import the library, then one pass over the corpus.
  const imports = [];
  const [rates, before] = alternating((b) => {
    const out = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--cold-child', b.root], { encoding: 'utf8' });
    const { import: ms, pass, hands: n } = JSON.parse(out.stdout);
    if (b === here) imports.push(ms);
    return n / pass;
  });
  report(`score() cold, first pass, ${hands.length} hands`, rates, 0, 'hands/s', before);
  console.log(`${''.padEnd(46)} ${''.padStart(16)}  ${''.padEnd(22)} ${''.padEnd(7)}  (the library's import() before it: ${median(imports).toFixed(0)} ms)`);
}

if (wanted('end-to-end')) {
  const input = writeLines('hands.txt', hands);
  for (const b of builds) runCli([mcrBin(b), '--json'], input);
  const [rates, before] = alternating((b) => hands.length / runCli([mcrBin(b), '--json'], input));
  report(`whole process mcr --json, ${hands.length} lines`, rates, 50_000, 'hands/s', before);
  runCli(['bin/mcr.js', '--json'], input); // this build's output, for the floor below
  // What no scorer can beat on this machine: start node, read the same lines, and
  // copy the same JSON output (already made, read from a file) to stdout.
  const made = join(tmp, 'made.ndjson');
  writeFileSync(made, readFileSync(join(tmp, 'out')));
  const copy =
    `const fs=require('fs');fs.readFileSync(0,'latin1').split('\\n');` +
    `const b=fs.readFileSync(${JSON.stringify(made)});for(let o=0;o<b.length;)o+=fs.writeSync(1,b,o);`;
  const floor = [];
  for (let r = 0; r < runs; r++) floor.push(runCli(['-e', copy], input) * 1000);
  line('  floor: node, read, copy output', `${median(floor).toFixed(0)} ms`, '', null, `(${runs} runs: ${spread(floor)})`);
}

if (wanted('memory')) {
  const lines = 1_000_000;
  const big = join(tmp, 'million.txt');
  const block = hands.join('\n') + '\n';
  const copies = Math.ceil(lines / hands.length);
  const fd = openSync(big, 'w');
  let written = 0;
  for (let i = 0; i < copies; i++) {
    const take = Math.min(hands.length, lines - written);
    writeFileSync(fd, take === hands.length ? block : hands.slice(0, take).join('\n') + '\n');
    written += take;
  }
  closeSync(fd);
  const rssFile = join(tmp, 'rss');
  const rss = [];
  const [rates, before] = alternating((b) => {
    const seconds = runCli(['--require', join(root, 'bench', 'rss-hook.cjs'), mcrBin(b), '--json'], big, {
      MCR_BENCH_RSS_FILE: rssFile,
    });
    if (b === here) rss.push(Number(readFileSync(rssFile, 'utf8')) / 1024);
    return lines / seconds;
  });
  report('whole process mcr --json, 1,000,000 lines', rates, 300_000, 'hands/s', before);
  const peak = Math.max(...rss);
  line('  peak RSS of that batch', `${peak.toFixed(0)} MB`, 'target < 200 MB', peak < 200, `(largest of ${runs} runs; median ${median(rss).toFixed(0)} MB)`);
}

if (wanted('waits')) {
  const ready = readyHands.filter((h) => waits(h).ready).length;
  if (ready !== readyHands.length) console.log(`  (note: ${readyHands.length - ready} of the ${readyHands.length} 13-tile hands are not ready)`);
  for (const { lib } of builds) for (let i = 0; i < 2; i++) for (const h of readyHands) lib.waits(h); // warm up
  const pass = (list) => (b) => timedPass(b, b.lib.waits, list);
  const [rates, before] = alternating(pass(readyHands));
  report(`waits() in-process, ${readyHands.length} 13-tile ready hands`, rates, 140_000, 'hands/s', before);
  cpuReport();
  const sample = fourteenHands;
  for (const { lib } of builds) for (const h of sample) lib.waits(h); // warm up
  const [rates14, before14] = alternating(pass(sample));
  report(`waits() in-process, ${sample.length} 14-tile hands`, rates14, 10_000, 'hands/s', before14);
  cpuReport();
}

if (wanted('waits-cli')) {
  const input = writeLines('ready.txt', readyHands);
  for (const b of builds) runCli([mcrBin(b), 'waits', '--json'], input);
  const [rates, before] = alternating((b) => readyHands.length / runCli([mcrBin(b), 'waits', '--json'], input));
  report(`whole process mcr waits --json, ${readyHands.length} lines`, rates, 50_000, 'lines/s', before);
}

const TILE_CODES = [...'bcd'].flatMap((s) => Array.from({ length: 9 }, (_, i) => `${i + 1}${s}`)).concat([...'ESWNRGP']);
/** Seeded whole numbers below k, the same sequence for the same seed. */
function seeded(seed) {
  return (k) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % k;
  };
}
/** A read hand (advise()'s) with k of its concealed tiles exchanged for random ones and one drawn, as a line with its winds. */
function exchanged(r, k, rnd) {
  const c = [...r.hand.concealed];
  for (let j = k; j > 0; j--) c[rnd(c.length)] = TILE_CODES[rnd(34)];
  c.push(TILE_CODES[rnd(34)]);
  const melds = r.hand.melds.map((m) => (m.concealed ? `(${m.tiles.join('')})` : `[${m.tiles.join('')}]`));
  return [...melds, c.join(' '), `+seat:${r.hand.seatWind}`, `+round:${r.hand.prevalentWind}`].join(' ');
}

// Discard advice: 14-tile hands near ready, made from the 13-tile ready hands
// by exchanging 0 to 2 of their tiles for seeded random ones and adding a drawn tile;
// grouped by the best discard's legal distance (either way).
function adviceHands(n) {
  const rnd = seeded(29);
  const out = [];
  for (let i = 0; out.length < n && i < readyHands.length; i++) {
    const r = advise(readyHands[i]);
    if (!r.ok) continue;
    const line = exchanged(r, i % 3, rnd);
    if (advise(line).ok) out.push(line);
  }
  return out;
}

// The chances' sample (ADVICE.md "Speed"): the near-ready hands above, hands a few tiles
// farther (3 of a ready hand's tiles exchanged: best discards at legal distance 3 and
// beyond) and seeded fresh deals of 14 tiles from a shuffled wall (mostly estimates).
function farHands(n) {
  const rnd = seeded(71);
  const out = [];
  for (let i = 0; out.length < n && i < readyHands.length; i += 7) {
    const r = advise(readyHands[i], { by: 'distance' });
    if (!r.ok || r.hand.melds.length > 1) continue;
    const line = exchanged(r, 3, rnd);
    const a = advise(line, { by: 'distance' });
    // Past legal distance 2 (the depth-2 search says "3 or more").
    if (a.ok && a.legal.any.distance !== null && a.legal.any.distance >= 3) out.push(line);
  }
  return out;
}
function freshDeals(n) {
  const rnd = seeded(113);
  const winds = 'ESWN';
  return Array.from({ length: n }, () => {
    const wall = TILE_CODES.flatMap((c) => [c, c, c, c]);
    for (let i = wall.length - 1; i > 0; i--) {
      const j = rnd(i + 1);
      [wall[i], wall[j]] = [wall[j], wall[i]];
    }
    return `${wall.slice(0, 14).join(' ')} +seat:${winds[rnd(4)]} +round:${winds[rnd(4)]}`;
  });
}
/**
 * chances() warm, N = 18, on the chances' sample, for each build (alternating hand by
 * hand), grouped by this build's best discard: "distance D" (exact or over the class R)
 * or "estimate". Made once (the advice figures take their distance-2 hands from it).
 */
let chanceRuns = null;
function chanceGroups() {
  if (chanceRuns) return chanceRuns;
  const sample = [...adviceHands(120), ...farHands(20), ...freshDeals(30)];
  const withChances = builds.filter((b) => typeof b.lib.chances === 'function');
  for (const b of withChances) for (const h of sample.slice(0, 5)) b.lib.chances(h); // warm up
  const groups = new Map();
  for (const h of sample) {
    const times = withChances.map((b) => {
      const t0 = performance.now();
      const r = b.lib.chances(h);
      return { ms: performance.now() - t0, r };
    });
    const r = times[0].r;
    if (!r.ok) continue;
    const d = r.discards[0];
    const key = d.eitherWay.kind === 'estimate' ? 'estimate' : `distance ${d.distance}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push({ hand: h, ms: times[0].ms, earlierMs: times[1]?.ms });
  }
  return (chanceRuns = groups);
}

if (wanted('advice')) {
  // The targets set when `mcr advise` computed the legal distance only, measured on that
  // work: `--by distance` (and advise(line, { by: 'distance' })).
  const sample = adviceHands(300);
  const byDistance = { by: 'distance' };
  for (const h of sample) advise(h, byDistance); // warm up
  const near = [], two = [];
  for (const h of sample) {
    const t0 = performance.now();
    const r = advise(h, byDistance);
    const ms = performance.now() - t0;
    const l = r.legal.any;
    if (l.exact && l.distance !== null && l.distance <= 1) near.push(ms);
    else if (l.exact && l.distance === 2) two.push(ms);
  }
  const at = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  line(`advise() by distance warm, best L <= 1 (${near.length})`, `${mean(near).toFixed(1)} ms mean`, 'target <= 30 ms', mean(near) <= 30,
    `(median ${at(near, 0.5).toFixed(1)}, 95% ${at(near, 0.95).toFixed(1)}, max ${Math.max(...near).toFixed(1)} ms)`);
  if (two.length > 0)
    line(`advise() by distance warm, best L = 2 (${two.length})`, `${mean(two).toFixed(1)} ms mean`, 'target <= 300 ms', mean(two) <= 300,
      `(median ${at(two, 0.5).toFixed(1)}, 95% ${at(two, 0.95).toFixed(1)}, max ${Math.max(...two).toFixed(1)} ms)`);
  /** Wall times (ms) of `mcr advise ARGS "<hand>"` over hands, the builds alternating hand by hand. */
  const oneHand = (args, list) => {
    const out = builds.map(() => []);
    for (const h of list) builds.forEach((b, i) => out[i].push(runCli([mcrBin(b), 'advise', ...args, h]) * 1000));
    return out;
  };
  /** A time figure whose target is a ceiling, with the earlier build's (--against): times, lower is quicker. */
  const timeLine = (label, [these, before], ceiling) => {
    line(label, `${median(these).toFixed(0)} ms`, `target <= ${ceiling} ms`, median(these) <= ceiling, `(${these.length} runs: ${spread(these)})`);
    if (before) {
      const r = rounds(these, before);
      line('  the earlier build (--against)', `${median(before).toFixed(0)} ms`, `time, this / earlier ${r.ratio}`, null, `(rounds ${r.range})`);
    }
  };
  timeLine('one hand: mcr advise --by distance "<14>"', oneHand(['--by', 'distance'], sample.slice(0, Math.max(runs, 9))), 300);
  const batch = [];
  while (batch.length < 1000) batch.push(...sample);
  const input = writeLines('advice.txt', batch.slice(0, 1000));
  const [rates, before] = alternating((b) => 1000 / runCli([mcrBin(b), 'advise', '--json', '--by', 'distance'], input), Math.min(runs, 3));
  report('mcr advise --json --by distance, 1,000 hands', rates, 100, 'hands/s', before);

  // The chances' targets, on the default (by chance): the whole command for one hand
  // whose best discard is at legal distance 2 (ADVICE.md "Speed": at most 0.5 s), each
  // run a different hand of the chances' sample; and the default batch's rate (no target).
  const d2 = (chanceGroups().get('distance 2') ?? []).map((x) => x.hand);
  if (d2.length > 0) {
    const list = Array.from({ length: Math.max(runs, 9) }, (_, i) => d2[i % d2.length]);
    timeLine(`one hand: mcr advise "<14>", best at d 2 (${Math.min(d2.length, list.length)})`, oneHand([], list), 500);
  }
  const chanceInput = writeLines('advice-chances.txt', sample.slice(0, 200));
  const [chanceRates, chanceBefore] = alternating((b) => 200 / runCli([mcrBin(b), 'advise', '--json'], chanceInput), Math.min(runs, 3));
  report('mcr advise --json (chances), 200 hands', chanceRates, 0, 'hands/s', chanceBefore);
  // The same batch with the worker forced on (MCR_WORKERS=2; by default it starts only
  // when the load average leaves a core free) and on one thread (MCR_WORKERS=1),
  // alternating: what the worker gives on this machine now.
  const forced = [], single = [];
  for (let r = 0; r < Math.min(runs, 3); r++) {
    forced.push(200 / runCli([mcrBin(here), 'advise', '--json'], chanceInput, { MCR_WORKERS: '2' }));
    single.push(200 / runCli([mcrBin(here), 'advise', '--json'], chanceInput, { MCR_WORKERS: '1' }));
  }
  const w = rounds(forced, single);
  line('  two threads (MCR_WORKERS=2)', `${fmt(median(forced))} hands/s`, `two / one ${w.ratio}`, null,
    `(one thread ${fmt(median(single))} hands/s; rounds ${w.range}; load average ${loadavg()[0].toFixed(1)})`);
}

if (wanted('advice-sim')) {
  // The solitaire simulation (docs/ADVICE.md): MCR_SIM_DEALS deals (default 2,000) of the
  // distance and structural policies; the chance policy (seconds a deal) only with
  // MCR_SIM_CHANCE=1, on MCR_SIM_DEALS deals.
  const deals = process.env.MCR_SIM_DEALS ?? '2000';
  const policies = process.env.MCR_SIM_CHANCE === '1' ? 'chance,advice,structural' : 'advice,structural';
  const r = spawnSync(process.execPath, [join(root, 'bench', 'advice-sim.mjs'), deals, '--json', '--policies', policies], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`advice-sim failed: ${r.stderr}`);
  const j = JSON.parse(r.stdout);
  for (const [name, o] of Object.entries(j.policies))
    line(`solitaire ${j.deals} deals, ${name} policy`, `${(o.share * 100).toFixed(1)}% won`, '', null, `(mean ${o.meanPoints.toFixed(1)} points of ${o.won} legal wins; ${o.seconds.toFixed(0)} s)`);
  const a = j.policies.advice, s = j.policies.structural;
  line('  advice over structural (legal wins)', `${(a.won / Math.max(1, s.won)).toFixed(2)} x`, 'target >= 1', a.won >= s.won, '');
  const c = j.policies.chance;
  if (c) line('  chance over advice (legal wins)', `${(c.won / Math.max(1, a.won)).toFixed(2)} x`, 'target >= 1.1', c.won >= 1.1 * a.won, `(points a deal ${c.perDeal.toFixed(2)} against ${a.perDeal.toFixed(2)})`);
}

if (wanted('points')) {
  const r = spawnSync(process.execPath, [join(root, 'bench', 'points.mjs'), String(runs)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`points failed: ${r.stderr}`);
  const j = JSON.parse(r.stdout);
  line(`points path vs score(), ${j.hands} hands`, `${j.ratio.toFixed(2)} x`, 'target >= 2 x', j.ratio >= 2,
    `(score ${j.scoreMs.toFixed(0)} ms one way, ${j.scoreBothMs.toFixed(0)} ms both ways (${j.ratioBoth.toFixed(2)} x); points path ${j.pointsMs.toFixed(0)} ms both ways)`);
}

if (wanted('chances')) {
  const at = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
  // ADVICE.md "Speed": median and 95th percentile at distance 2 or less, at distance 3,
  // and an estimate (4 or more from legally ready) within 1 s.
  const targets = { 'distance 0': [50, 300], 'distance 1': [50, 300], 'distance 2': [50, 300], 'distance 3': [1000, 4000], estimate: [1000, 1000] };
  const groups = chanceGroups();
  for (const key of [...Object.keys(targets), ...[...groups.keys()].filter((k) => !(k in targets))]) {
    const runs = groups.get(key) ?? [];
    if (runs.length === 0) {
      line(`chances() warm, N = 18, best at ${key}`, 'no hand', '', null, '(none of the sample)');
      continue;
    }
    const xs = runs.map((x) => x.ms);
    const [m, p95] = targets[key] ?? [1000, 4000];
    const max = Math.max(...xs);
    const met = key === 'estimate' ? max <= m : at(xs, 0.5) <= m && at(xs, 0.95) <= p95;
    line(`chances() warm, N = 18, best at ${key} (${xs.length} hands)`, `${at(xs, 0.5).toFixed(0)} ms median`,
      key === 'estimate' ? `target each <= ${m} ms` : `target <= ${m} ms`, met,
      `(95% ${at(xs, 0.95).toFixed(0)} ms${key === 'estimate' ? '' : `, target ${p95}`}; max ${max.toFixed(0)} ms)`);
    const before = runs.map((x) => x.earlierMs);
    if (earlier && before.every((x) => x !== undefined)) {
      const r = rounds(xs, before);
      line('  the earlier build (--against)', `${at(before, 0.5).toFixed(0)} ms median`, `time, this / earlier ${r.ratio}`, null, `(hand by hand; ${r.range})`);
    }
  }
}

if (wanted('start-up')) {
  const hand = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
  const node = [], mcr = [], earlierMcr = [];
  for (let r = 0; r < Math.max(runs, 15); r++) {
    node.push(runCli(['-e', '0']) * 1000);
    mcr.push(runCli(['bin/mcr.js', hand]) * 1000);
    if (earlier) earlierMcr.push(runCli([mcrBin(earlier), hand]) * 1000);
  }
  // CPU time too (less moved by other work on a shared machine), in runs of their own.
  const usage = join(tmp, 'usage');
  const cpu = (args) => {
    runCli(['--require', join(root, 'bench', 'usage-hook.cjs'), ...args], null, { MCR_USAGE_FILE: usage });
    return JSON.parse(readFileSync(usage, 'utf8')).cpuSeconds * 1000;
  };
  const nodeCpu = [], mcrCpu = [];
  for (let r = 0; r < Math.max(runs, 15); r++) {
    nodeCpu.push(cpu(['-e', '0']));
    mcrCpu.push(cpu(['bin/mcr.js', hand]));
  }
  const ratio = median(mcr) / median(node);
  line('one hand: mcr "<hand>" / node -e 0', `${ratio.toFixed(2)} x`, 'target <= 1.4', ratio <= 1.4,
    `(wall: mcr ${median(mcr).toFixed(1)} ms, node -e 0 ${median(node).toFixed(1)} ms, ${node.length} runs alternating; ` +
      `CPU: ${median(mcrCpu).toFixed(1)} ms against ${median(nodeCpu).toFixed(1)} ms, ratio ${(median(mcrCpu) / median(nodeCpu)).toFixed(2)})`);
  if (earlier) {
    const was = median(earlierMcr) / median(node);
    // Times, round by round (lower is quicker), as report() does for the rates.
    const r = rounds(mcr, earlierMcr);
    line('  the earlier build (--against)', `${was.toFixed(2)} x`, `this / earlier ${r.ratio}`, null,
      `(wall: ${median(earlierMcr).toFixed(1)} ms, in the same alternation; time, rounds ${r.range})`);
  }
}

if (wanted('interactive')) {
  // Piped stdin: the same prompt, no prompt text. Per hand after the first: the time
  // of 1,000 hands less the time of one, over 999.
  const one = writeLines('one.txt', hands.slice(0, 1));
  const many = writeLines('many.txt', hands.slice(0, 1_000));
  runCli(['bin/mcr.js', '-i'], many);
  const per = [];
  for (let r = 0; r < runs; r++) {
    const t1 = runCli(['bin/mcr.js', '-i'], one);
    const tn = runCli(['bin/mcr.js', '-i'], many);
    per.push(((tn - t1) / 999) * 1000);
  }
  const m = median(per);
  line('mcr -i, 1,000 piped hands: per hand', `${m.toFixed(2)} ms`, 'target < 5 ms', m < 5,
    `(after the first; ${runs} runs: ${Math.min(...per).toFixed(2)}..${Math.max(...per).toFixed(2)})`);
}

if (wanted('why')) {
  // Target: < 5 ms a call on any hand, warm (docs/PERFORMANCE.md). One call scores the line and
  // re-derives its arrangements, as `mcr why` does.
  const sample = hands.filter((_, i) => i % 6 === 0);
  const ask = (k) => why(sample[k], FAN_IDS[k % FAN_IDS.length]);
  for (let k = 0; k < sample.length; k++) ask(k); // warm up
  // Each call's best of the runs (a garbage collection in one run is not the call's cost).
  const times = sample.map(() => Infinity);
  for (let r = 0; r < runs; r++)
    for (let k = 0; k < sample.length; k++) {
      const t0 = process.hrtime.bigint();
      ask(k);
      times[k] = Math.min(times[k], Number(process.hrtime.bigint() - t0) / 1000);
    }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  const one = [];
  for (let r = 0; r < 200; r++) {
    const t0 = process.hrtime.bigint();
    why('123c 456c 789c 111b 2b 2b', 'single');
    one.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  const slowest = times[times.length - 1];
  line(`why(hand, fan) warm, ${sample.length} hands`, `${at(0.5).toFixed(0)} µs median`, 'target < 5 ms a call', slowest < 5000,
    `(best of ${runs} runs each; p99 ${at(0.99).toFixed(0)} µs, slowest ${slowest.toFixed(0)} µs; single-wait example ${median(one).toFixed(0)} µs)`);
}

if (wanted('seating')) {
  // Tournament seating plans (docs/TOURNAMENT.md): bench/tournament.mjs.
  const t = await import('./tournament.mjs');
  t.printSeating(t.seatingCells());
}
if (wanted('quiz')) await (await import('./quiz.mjs')).benchQuiz({ root, line });
if (wanted('game')) await (await import('./game.mjs')).benchGame({ root, line, median, spread });
if (wanted('web')) await (await import('./web.mjs')).benchWeb({ root, runs, line, median, spread, hands, adviceHands });

const missed = verdicts.filter((v) => !v.met);
console.log(`\n${verdicts.length - missed.length} of ${verdicts.length} targets met${missed.length ? `; not met: ${missed.map((v) => v.label.trim()).join('; ')}` : ''}`);
rmSync(tmp, { recursive: true, force: true });
