#!/usr/bin/env node
// npm run bench: the speed figures of the "Speed" issue, each the median and spread
// of 5 runs on this machine. Prints; asserts nothing (tests never assert on time).
//
//   1. in-process: score() over every hand of test/golden/green-book/hands.jsonl, lines in memory
//   2. end to end: `mcr --json` batch over the same hands (stdin from a file, stdout to a file),
//      process start included
//   3. one hand: `mcr "<hand>"` wall time against `node -e 0`
//   4. memory: peak resident memory of a 1,000,000-line `mcr --json` batch
//   5. why: `why(hand, fan)` warm, per call, over 2,000 corpus hands each asked about
//      a different fan (every fan in turn), and on the README's single-wait hand
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, openSync, closeSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const corpus = join(root, 'test', 'golden', 'green-book', 'hands.jsonl');
if (!existsSync(corpus)) {
  console.error(`bench: ${corpus} not found (npm run golden:update refreshes it from ../shared/corpus)`);
  process.exit(2);
}
const { score, why, FAN_IDS } = await import(join(root, 'dist', 'index.js'));
const hands = readFileSync(corpus, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).hand);
const tmp = mkdtempSync(join(tmpdir(), 'mcr-bench-'));
const runs = Number(process.env.MCR_BENCH_RUNS ?? 5);
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs) => `${Math.min(...xs).toFixed(0)}..${Math.max(...xs).toFixed(0)}`;
const fmt = (n) => Math.round(n).toLocaleString('en-US');
function report(label, perSecond, unit = 'hands/s') {
  console.log(`${label.padEnd(34)} ${fmt(median(perSecond)).padStart(10)} ${unit}  (${perSecond.length} runs: ${spread(perSecond)})`);
}

if (wanted('in-process')) {
  for (let i = 0; i < 3; i++) for (const h of hands) score(h); // warm up the JIT
  const rates = [];
  for (let r = 0; r < runs; r++) {
    const t0 = process.hrtime.bigint();
    for (const h of hands) score(h);
    rates.push(hands.length / (Number(process.hrtime.bigint() - t0) / 1e9));
  }
  report(`in-process score(), ${hands.length} hands`, rates);
}

if (wanted('why')) {
  // Target: < 5 ms a call on any hand, warm (issue 14). One call scores the line and
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
  console.log(
    `${`why(hand, fan) warm, ${sample.length} hands`.padEnd(34)} ${at(0.5).toFixed(0).padStart(10)} µs median  ` +
      `(best of ${runs} runs each; p99 ${at(0.99).toFixed(0)} µs, slowest ${times[times.length - 1].toFixed(0)} µs; single-wait example ${median(one).toFixed(0)} µs; target < 5 ms)`,
  );
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

if (wanted('end-to-end')) {
  const input = join(tmp, 'hands.txt');
  writeFileSync(input, hands.join('\n') + '\n');
  runCli(['bin/mcr.js', '--json'], input);
  const rates = [];
  for (let r = 0; r < runs; r++) rates.push(hands.length / runCli(['bin/mcr.js', '--json'], input));
  report(`end to end mcr --json, ${hands.length} hands`, rates);
  // What no scorer can beat on this machine: start node, read the same lines, and
  // copy the same JSON output (already made, read from a file) to stdout. The
  // target of 100,000 hands/s gives the whole run hands / 100,000 seconds.
  const made = join(tmp, 'made.ndjson');
  writeFileSync(made, readFileSync(join(tmp, 'out')));
  const copy =
    `const fs=require('fs');fs.readFileSync(0,'latin1').split('\\n');` +
    `const b=fs.readFileSync(${JSON.stringify(made)});for(let o=0;o<b.length;)o+=fs.writeSync(1,b,o);`;
  const floor = [];
  for (let r = 0; r < runs; r++) floor.push(runCli(['-e', copy], input) * 1000);
  const budget = (hands.length / 100_000) * 1000;
  console.log(
    `${'  floor: node, read, copy output'.padEnd(34)} ${median(floor).toFixed(0).padStart(10)} ms  ` +
      `(${runs} runs: ${spread(floor)}; the 100,000 hands/s target allows ${budget.toFixed(0)} ms in all)`,
  );
}

if (wanted('start-up')) {
  const hand = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
  const node = [], mcr = [];
  for (let r = 0; r < Math.max(runs, 9); r++) {
    node.push(runCli(['-e', '0']) * 1000);
    mcr.push(runCli(['bin/mcr.js', hand]) * 1000);
  }
  console.log(
    `${'one hand: mcr "<hand>"'.padEnd(34)} ${median(mcr).toFixed(1).padStart(10)} ms  ` +
      `(node -e 0: ${median(node).toFixed(1)} ms; ratio ${(median(mcr) / median(node)).toFixed(2)})`,
  );
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
  const seconds = runCli(['--require', join(root, 'bench', 'rss-hook.cjs'), 'bin/mcr.js', '--json'], big, {
    MCR_BENCH_RSS_FILE: rssFile,
  });
  const rssMb = Number(readFileSync(rssFile, 'utf8')) / 1024;
  console.log(
    `${`1,000,000-line mcr --json batch`.padEnd(34)} ${fmt(lines / seconds).padStart(10)} hands/s  ` +
      `(${seconds.toFixed(1)} s, peak RSS ${rssMb.toFixed(0)} MB)`,
  );
}

rmSync(tmp, { recursive: true, force: true });
