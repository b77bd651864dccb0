// The reliability cases (no input hangs or crashes, memory stays bounded), each with its limits (time, peak RSS). Run them
// all with `npm run stress` (bench/stress.mjs); the fast ones (fast: true) also run in
// `npm test` (test/cli/limits.test.ts). Each case spawns the built bin/mcr.js with
// NO_COLOR=1 and checks its stdout, stderr and exit code; it returns
// { lines, seconds, cpuSeconds, maxRssMb, failures: string[] }.
//
// Slow and closed readers are written in node (no pv, jq or tmux needed).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const hook = join(root, 'bench', 'usage-hook.cjs');
/** The mcr checked: this checkout's, or another's (MCR_STRESS_ROOT, e.g. an older build, to see a case fail). */
const mcrRoot = process.env.MCR_STRESS_ROOT ?? root;
const MB = 1024 * 1024;

/**
 * Time limits are multiplied by this: 1 for npm run stress; npm test (limits.test.ts)
 * gives more room, as tests do not judge speed on a shared machine, only catch a
 * blow-up (a quadratic path takes minutes where these take a second).
 */
let slack = 1;
export const setSlack = (n) => {
  slack = n;
};

let tmp = null;
const tmpDir = () => (tmp ??= mkdtempSync(join(tmpdir(), 'mcr-stress-')));
export const cleanUp = () => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  tmp = null;
};

/** A file of `n` copies of `line` (written once per run). */
function linesFile(name, line, n) {
  const path = join(tmpDir(), name);
  if (existsSync(path)) return path;
  const block = (line + '\n').repeat(Math.min(n, 10_000));
  const fd = openSync(path, 'w');
  for (let left = n; left > 0; left -= 10_000) writeFileSync(fd, left >= 10_000 ? block : (line + '\n').repeat(left));
  closeSync(fd);
  return path;
}

const corpusHands = () =>
  readFileSync(join(root, 'test', 'golden', 'green-book', 'hands.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l).hand);

/** `n` corpus hands, one a line. */
function handsFile(name, n) {
  const path = join(tmpDir(), name);
  if (existsSync(path)) return path;
  const hands = corpusHands();
  const fd = openSync(path, 'w');
  for (let i = 0; i < n; i += hands.length) writeFileSync(fd, hands.slice(0, Math.min(hands.length, n - i)).join('\n') + '\n');
  closeSync(fd);
  return path;
}

/**
 * Runs mcr. stdin: `input` (string), `inputFile` (path) or `endless` (a line written
 * forever, until mcr stops reading). stdout / stderr: 'collect' (default), 'ignore',
 * 'dev-full', 'file' (a file in the temporary folder), 'first-line' (read one line, then close the pipe), or
 * { slow: bytesPerSecond, pauseMs } (a reader that waits, then reads at that rate).
 * `signal` after `signalAfterMs`. Resolves with the code, output and usage.
 */
export function run(args, o = {}) {
  const usageFile = join(tmpDir(), `usage-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  const stdin = o.inputFile ? openSync(o.inputFile, 'r') : 'pipe';
  const target = (how) =>
    how === 'ignore' ? 'ignore' : how === 'dev-full' ? openSync('/dev/full', 'w') : how === 'file' ? openSync(join(tmpDir(), `out-${process.pid}.txt`), 'w') : 'pipe';
  const outTarget = target(o.stdout);
  const errTarget = target(o.stderr);
  const t0 = performance.now();
  const nodeArgs = o.node ? args.slice(0, 2) : [];
  const mcrArgs = o.node ? args.slice(2) : args;
  const child = spawn(process.execPath, ['--require', hook, ...nodeArgs, join(mcrRoot, 'bin', 'mcr.js'), ...mcrArgs], {
    cwd: mcrRoot,
    stdio: [stdin, outTarget, errTarget],
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined, COLUMNS: undefined, MCR_USAGE_FILE: usageFile, ...o.env },
  });
  for (const fd of [stdin, outTarget, errTarget]) if (typeof fd === 'number') closeSync(fd);
  const collected = { stdout: [], stderr: [] };
  const read = (name, how) => {
    const s = child[name];
    if (!s) return;
    if (how === 'first-line') {
      let seen = '';
      s.on('data', (d) => {
        if (seen.includes('\n')) return;
        seen += d.toString('latin1');
        collected[name].push(d);
        if (seen.includes('\n')) s.destroy();
      });
    } else if (how && typeof how === 'object' && how.slow) {
      // A 'readable' listener, or node resumes (drains, unread) a paused stream when mcr exits.
      s.on('readable', () => {});
      s.pause();
      let budget = 0;
      const start = () => {
        const timer = setInterval(() => {
          budget += how.slow / 100;
          while (budget > 0) {
            const d = s.read();
            if (d === null) break;
            budget -= d.length;
            // keep: false keeps only the last 1,000 bytes (the output can be large).
            if (how.keep === false) collected[name] = [Buffer.concat([...collected[name], d]).subarray(-1000)];
            else collected[name].push(d);
          }
        }, 10);
        s.on('close', () => clearInterval(timer));
      };
      setTimeout(start, how.pauseMs ?? 0);
    } else {
      s.on('data', (d) => collected[name].push(d));
    }
  };
  read('stdout', o.stdout);
  read('stderr', o.stderr);
  if (stdin === 'pipe') {
    child.stdin.on('error', () => {});
    if (o.endless) {
      const block = Buffer.from((o.endless + '\n').repeat(4096));
      const pump = () => {
        while (!child.stdin.destroyed && child.stdin.write(block));
        if (!child.stdin.destroyed) child.stdin.once('drain', pump);
      };
      pump();
    } else {
      child.stdin.end(o.input ?? '');
    }
  }
  if (o.signal) setTimeout(() => child.kill(o.signal), o.signalAfterMs ?? 1000);
  const timeoutMs = o.timeoutMs ?? 60_000;
  // Done when mcr has exited and what it wrote has been read to the end (a slow
  // reader may still be reading after it exits).
  const ended = (s) => (s ? new Promise((r) => (s.destroyed ? r() : s.on('close', r))) : Promise.resolve());
  const exited = new Promise((r) => child.on('exit', (code, signal) => r({ code, signal, seconds: (performance.now() - t0) / 1000 })));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    Promise.all([exited, ended(child.stdout), ended(child.stderr)]).then(([{ code, signal, seconds }]) => {
      clearTimeout(timer);
      let usage = { maxRssKb: NaN, cpuSeconds: NaN };
      try {
        usage = JSON.parse(readFileSync(usageFile, 'utf8'));
        rmSync(usageFile);
      } catch {
        // killed before it could write it
      }
      resolve({
        code,
        signal,
        seconds,
        timedOut: seconds * 1000 >= timeoutMs || signal === 'SIGKILL',
        cpuSeconds: usage.cpuSeconds,
        maxRssMb: usage.maxRssKb / 1024,
        stdout: Buffer.concat(collected.stdout),
        stderr: Buffer.concat(collected.stderr).toString('utf8'),
      });
    });
  });
}

/** Collects failed checks. */
function checks() {
  const failures = [];
  const check = (ok, what) => {
    if (!ok) failures.push(what);
  };
  return { failures, check };
}

/** The longest line's length. */
function widest(text) {
  let max = 0;
  for (const l of text.split('\n')) if (l.length > max) max = l.length;
  return max;
}

const lineCount = (buf) => {
  let n = 0;
  for (let i = buf.indexOf(10); i >= 0; i = buf.indexOf(10, i + 1)) n++;
  return n;
};

/** Every line of JSON output parses, and the output ends with a newline. */
function wholeJsonLines(buf) {
  if (buf.length === 0) return true;
  if (buf[buf.length - 1] !== 0x0a) return false;
  for (const l of buf.toString('utf8').split('\n')) {
    if (l === '') continue;
    try {
      JSON.parse(l);
    } catch {
      return false;
    }
  }
  return true;
}

const result = (lines, r, failures) => ({ lines, seconds: r.seconds, cpuSeconds: r.cpuSeconds, maxRssMb: r.maxRssMb, failures });

/** A session log: the players line and `n` event lines made by `event(i)`. */
function logFile(name, n, event) {
  const path = join(tmpDir(), name);
  if (existsSync(path)) return path;
  const fd = openSync(path, 'w');
  writeFileSync(fd, 'players Ann Bob Cy Di\n');
  let chunk = '';
  for (let i = 0; i < n; i++) {
    chunk += event(i) + '\n';
    if (chunk.length > MB) writeFileSync(fd, chunk), (chunk = '');
  }
  writeFileSync(fd, chunk);
  closeSync(fd);
  return path;
}

/** The session sheet's stated memory (docs/PERFORMANCE.md): MB of peak RSS per 1,000 log lines, at most. */
const SESSION_MB_PER_1000_LINES = 1.5;

const handOf = (i, n) => 1 + Math.floor((i * 16) / n);

/**
 * A tournament folder of `n` players in teams of four (kept apart) over `sessions`
 * sessions, and `subs` substitutes; written once per run. With `seated`, seating.csv
 * made by `mcr tournament seat` (written once too).
 */
async function tournamentFolder(name, n, sessions, subs, seated) {
  const dir = join(tmpDir(), name);
  if (!existsSync(dir)) {
    mkdirSync(dir);
    const rows = ['id,name,team,substitute'];
    for (let i = 1; i <= n; i++) rows.push(`${i},Player ${i},Team ${1 + ((i - 1) % (n / 4))},`);
    writeFileSync(join(dir, 'players.csv'), rows.join('\n') + '\n');
    writeFileSync(join(dir, 'tournament.toml'), `name = "Stress ${n}"\nsessions = ${sessions}\n[seating]\napart = ["team"]\n`);
  }
  if (seated && !existsSync(join(dir, 'seating.csv'))) await run(['tournament', 'seat', dir], { stdout: 'ignore' });
  if (subs > 0 && !readFileSync(join(dir, 'players.csv'), 'utf8').includes('Sub 1,'))
    writeFileSync(join(dir, 'players.csv'), readFileSync(join(dir, 'players.csv'), 'utf8') + Array.from({ length: subs }, (_, i) => `${n + i + 1},Sub ${i + 1},,yes\n`).join(''));
  return dir;
}

/** A plan's bounds (docs/TOURNAMENT.md): no repeat or apart meeting below the limit, winds within 1. */
function planChecks(check, q) {
  check(q !== null && q !== undefined, 'no quality');
  if (!q) return;
  check(q.repeats === q.repeatBound, `${q.repeats} repeat meetings (the bound is ${q.repeatBound})`);
  check(q.violations === 0, `${q.violations} meetings of team mates`);
  check(q.windSpread <= 1, `winds differ by ${q.windSpread} (expected at most 1)`);
}

export const cases = [
  {
    name: 'waits --json, endless input, reader closes after one line (| head -1)',
    fast: true,
    limits: { seconds: 10 },
    async run() {
      const r = await run(['waits', '--json'], { endless: '1112345678999c', stdout: 'first-line', timeoutMs: 20_000 });
      const { failures, check } = checks();
      check(!r.timedOut && r.seconds < this.limits.seconds * slack, `ended in ${r.seconds.toFixed(1)} s (limit ${this.limits.seconds})`);
      check(r.code === 0, `exit code ${r.code} (${r.signal}), expected 0 (the output earned it; a closed pipe is quiet)`);
      check(r.stderr === '', `stderr: ${r.stderr.slice(0, 200)}`);
      check(r.stdout.toString().startsWith('{"schema":"mcr-waits/1"'), 'first line is a waits object');
      return result(1, r, failures);
    },
  },
  {
    name: 'waits --json, endless input, stdout is /dev/full',
    fast: true,
    skip: () => !existsSync('/dev/full'),
    limits: { seconds: 10 },
    async run() {
      const r = await run(['waits', '--json'], { endless: '1112345678999c', stdout: 'dev-full', timeoutMs: 20_000 });
      const { failures, check } = checks();
      check(!r.timedOut && r.seconds < this.limits.seconds * slack, `ended in ${r.seconds.toFixed(1)} s (limit ${this.limits.seconds})`);
      check(r.code === 2, `exit code ${r.code}, expected 2`);
      check(r.stderr === 'mcr: cannot write the output: ENOSPC: no space left on device, write\n', `stderr: ${JSON.stringify(r.stderr.slice(0, 300))}`);
      return result(0, r, failures);
    },
  },
  {
    name: 'mcr --json, endless input, reader closes after one line',
    fast: true,
    limits: { seconds: 10 },
    async run() {
      const r = await run(['--json'], { endless: '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S', stdout: 'first-line', timeoutMs: 20_000 });
      const { failures, check } = checks();
      check(!r.timedOut && r.seconds < this.limits.seconds * slack, `ended in ${r.seconds.toFixed(1)} s`);
      check(r.code === 0, `exit code ${r.code} (${r.signal}), expected 0`);
      check(r.stderr === '', `stderr: ${r.stderr.slice(0, 200)}`);
      return result(1, r, failures);
    },
  },
  ...[
    ['text batch', [], '123x', 1_000_000],
    ['--canonical', ['--canonical'], '123x', 1_000_000],
    ['waits', ['waits'], '123x', 1_000_000],
  ].map(([label, args, line, n]) => ({
    name: `${label}: ${n.toLocaleString('en-US')} error lines, stderr read slowly (pv -L): memory bounded`,
    fast: false,
    limits: { seconds: 120, maxRssMb: 200 },
    async run() {
      const r = await run(args, {
        inputFile: linesFile(`errors-${n}.txt`, line, n),
        stdout: 'ignore',
        stderr: { slow: 40 * MB, pauseMs: 1000, keep: false },
        timeoutMs: this.limits.seconds * 1000,
      });
      const { failures, check } = checks();
      check(r.code === 2, `exit code ${r.code} (${r.signal}), expected 2`);
      check(r.maxRssMb <= this.limits.maxRssMb, `peak RSS ${r.maxRssMb.toFixed(0)} MB (limit ${this.limits.maxRssMb})`);
      check(r.stderr.includes(`line ${n}:\n  123x\n`), 'the last error reached stderr');
      return result(n, r, failures);
    },
  })),
  {
    name: 'mcr --json, 100,000 lines, stdout read slowly: memory bounded',
    fast: false,
    limits: { seconds: 120, maxRssMb: 200 },
    async run() {
      const n = 100_000;
      const r = await run(['--json'], {
        inputFile: handsFile(`hands-${n}.txt`, n),
        stdout: { slow: 40 * MB, pauseMs: 1000, keep: false },
        timeoutMs: this.limits.seconds * 1000,
      });
      const { failures, check } = checks();
      check(r.code === 2 || r.code === 1 || r.code === 0, `exit code ${r.code} (${r.signal})`);
      check(r.maxRssMb <= this.limits.maxRssMb, `peak RSS ${r.maxRssMb.toFixed(0)} MB (limit ${this.limits.maxRssMb})`);
      check(r.stdout.toString().endsWith('}\n'), 'the output ends with a whole record');
      return result(n, r, failures);
    },
  },
  ...[
    ['SIGTERM', ['--json'], 143],
    ['SIGINT', ['--json'], 130],
    ['SIGHUP', [], 129],
    ['SIGTERM', ['waits', '--json'], 143],
  ].map(([signal, args, code]) => ({
    name: `${signal} during mcr ${args.join(' ')} with a slow reader: whole lines, exit ${code}`,
    fast: true,
    limits: { seconds: 20 },
    async run() {
      const n = 240_000;
      const r = await run(args, {
        inputFile: handsFile(`hands-${n}.txt`, n),
        stdout: { slow: 2 * MB, pauseMs: 1500 },
        signal,
        signalAfterMs: 1000,
        timeoutMs: this.limits.seconds * 1000,
      });
      const { failures, check } = checks();
      check(r.code === code, `exit code ${r.code} (signal ${r.signal}), expected ${code}`);
      check(!r.timedOut, 'ended by itself');
      check(r.stdout.length > 0, 'some output came out');
      if (args.includes('--json')) check(wholeJsonLines(r.stdout), `the output is whole JSON lines (ends in 0x${r.stdout.at(-1)?.toString(16)})`);
      else check(r.stdout.at(-1) === 0x0a, 'the output ends with a newline');
      check(r.stderr === '', `stderr: ${r.stderr.slice(0, 200)}`);
      return result(lineCount(r.stdout), r, failures);
    },
  })),
  {
    name: 'session --json: 1,100 repeats of one foul stay exact (an error past 2^53 - 1, never null)',
    fast: true,
    limits: { seconds: 10 },
    async run() {
      const n = 1_100;
      const r = await run(['session', '--json', logFile('fouls.log', n, () => '1 foul Ann x')]);
      const { failures, check } = checks();
      check(r.code === 2, `exit code ${r.code}, expected 2`);
      const j = JSON.parse(r.stdout.toString());
      check(j.ok === false, 'ok is false');
      check(Object.values(j.totals).every(Number.isSafeInteger), `totals exact: ${JSON.stringify(j.totals)}`);
      check(j.hands.every((h) => Number.isSafeInteger(h.penalty)), 'every penalty exact');
      check(j.errors.length > 0 && j.errors.every((e) => e.code === 'beyond-exact'), 'the rest are beyond-exact errors');
      check(j.hands.length + j.errors.length === n, 'every foul line is a hand or an error');
      check(!/null|Infinity/.test(JSON.stringify(j.totals)), 'no null or Infinity');
      return result(n + 1, r, failures);
    },
  },
  ...['--json', 'text'].map((mode) => ({
    name: `session ${mode}: one line with a run of 300,000 blanks`,
    fast: true,
    limits: { seconds: 2, cpuSeconds: 2 },
    async run() {
      const r = await run(['session', ...(mode === 'text' ? [] : [mode])], { input: 'players A B C D\n1' + ' '.repeat(300_000) + 'draw\n' });
      const { failures, check } = checks();
      check(r.code === 0, `exit code ${r.code}, expected 0: ${r.stderr.slice(0, 200)}`);
      check(r.cpuSeconds < this.limits.cpuSeconds * slack, `${r.cpuSeconds.toFixed(2)} s of CPU (limit ${this.limits.cpuSeconds})`);
      check(r.stdout.toString().includes('draw'), 'the draw is on the sheet');
      return result(2, r, failures);
    },
  })),
  ...['--json', 'text'].flatMap((mode) => [
    {
      name: `session ${mode}: 100,000 lines`,
      fast: false,
      limits: { cpuSeconds: 2 },
      file: () => logFile('pay-100k.log', 100_000, (i) => `${handOf(i, 100_000)} pay Ann 1 to Bob`),
      lines: 100_001,
    },
    {
      name: `session ${mode}: 10,000 lines, each with 10,000 blanks in it`,
      fast: false,
      limits: { cpuSeconds: 2 },
      file: () => logFile('blanks-10k.log', 10_000, (i) => `${handOf(i, 10_000)} pay Ann${' '.repeat(10_000)}1 to Bob`),
      lines: 10_001,
    },
    {
      name: `session ${mode}: 10,000 pay lines`,
      fast: true,
      limits: { cpuSeconds: 2 },
      file: () => logFile('pay-10k.log', 10_000, (i) => `${handOf(i, 10_000)} pay Ann 1 to Bob`),
      lines: 10_001,
    },
  ].map((c) => ({
    ...c,
    async run() {
      const r = await run(['session', ...(mode === 'text' ? [] : [mode])], { inputFile: c.file() });
      const { failures, check } = checks();
      check(r.code === 0, `exit code ${r.code}, expected 0: ${r.stderr.slice(0, 200)}`);
      check(r.cpuSeconds < c.limits.cpuSeconds * slack, `${r.cpuSeconds.toFixed(2)} s of CPU (limit ${c.limits.cpuSeconds})`);
      const out = r.stdout.toString();
      if (mode === 'text') {
        check(widest(out) <= 80, `no line wider than 80 columns (${widest(out)})`);
        check(out.split('pays 1 to Bob').length - 1 === c.lines - 1, 'every pay line on the sheet');
      } else {
        check(JSON.parse(out).hands.length === c.lines - 1, 'every pay line in hands');
      }
      return result(c.lines, r, failures);
    },
  }))),
  {
    name: 'session text fits COLUMNS (50 and 132)',
    fast: true,
    limits: { seconds: 10 },
    async run() {
      const { failures, check } = checks();
      const file = logFile('pay-1k.log', 1_000, (i) => `${handOf(i, 1_000)} ${i % 3 ? 'pay Ann 1 to Bob' : `foul Cy kind-${i}`}`);
      let last;
      for (const width of [50, 132]) {
        const r = (last = await run(['session', file], { env: { COLUMNS: String(width) } }));
        const w = widest(r.stdout.toString());
        check(r.code === 0, `exit code ${r.code}: ${r.stderr.slice(0, 200)}`);
        check(w <= width, `COLUMNS=${width}: a line of ${w}`);
      }
      return result(1_001, last, failures);
    },
  },
  ...[['--json'], ['waits'], ['--summary-only'], ['-f', '-'], ['session'], ['--canonical']].map((args) => ({
    name: `stdin is a directory: mcr ${args.join(' ')} < /tmp is EISDIR, exit 2`,
    fast: true,
    limits: { seconds: 10 },
    async run() {
      const r = await run(args, { inputFile: tmpdir() });
      const { failures, check } = checks();
      check(r.code === 2, `exit code ${r.code}, expected 2`);
      check(/^mcr: cannot read standard input: is a directory \(EISDIR\)$/m.test(r.stderr), `stderr: ${JSON.stringify(r.stderr.slice(0, 200))}`);
      return result(0, r, failures);
    },
  })),
  ...[
    ['a FIFO', (file) => spawnSync('mkfifo', [file]).status === 0],
    ['/dev/urandom (a link to it)', (file) => (symlinkSync('/dev/urandom', file), true)],
  ].map(([what, make]) => ({
    name: `quiz progress file is ${what}: set aside with a word, no hang, memory bounded`,
    fast: true,
    limits: { seconds: 10, maxRssMb: 150 },
    async run() {
      const state = mkdtempSync(join(tmpDir(), 'quiz-state-'));
      mkdirSync(join(state, 'mcr'));
      const { failures, check } = checks();
      check(make(join(state, 'mcr', 'quiz.json')), `could not make ${what}`);
      const r = await run(['quiz', '--seed', '1', '--count', '1'], { input: 's\n', env: { XDG_STATE_HOME: state }, timeoutMs: this.limits.seconds * 1000 * slack });
      check(r.code === 0, `exit code ${r.code} (${r.signal}): ${r.stderr.slice(0, 200)}`);
      check(/set aside \(it is not a regular file\)/.test(r.stderr), `stderr: ${JSON.stringify(r.stderr.slice(0, 200))}`);
      check(r.seconds <= this.limits.seconds * slack, `${r.seconds.toFixed(1)} s (limit ${this.limits.seconds})`);
      check(r.maxRssMb <= this.limits.maxRssMb, `peak RSS ${r.maxRssMb.toFixed(0)} MB (limit ${this.limits.maxRssMb})`);
      return result(1, r, failures);
    },
  })),
  {
    name: 'a blank or comment line of 10,050+ characters is skipped',
    fast: true,
    limits: { seconds: 10 },
    async run() {
      const input = [' '.repeat(10_050) + '# note', '\t'.repeat(10_050), '# ' + 'x'.repeat(20_000), '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S', ''].join('\n');
      const r = await run(['--json'], { input });
      const { failures, check } = checks();
      check(r.code === 0, `exit code ${r.code}, expected 0`);
      const out = r.stdout.toString().trim().split('\n');
      check(out.length === 1 && JSON.parse(out[0]).ok === true, `one result, the hand: ${out.length} lines`);
      check(r.stderr === '', `stderr: ${r.stderr.slice(0, 200)}`);
      return result(4, r, failures);
    },
  },
  ...[
    ['fans', 40_000],
    ['why', 60_000],
  ].map(([command, n]) => ({
    name: `mcr ${command} with a fan name of ${n.toLocaleString('en-US')} characters: unknown-fan, at once`,
    fast: true,
    limits: { cpuSeconds: 2 },
    async run() {
      const name = 'x'.repeat(n);
      const r = await run(command === 'why' ? ['why', '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S', name] : ['fans', name], { stdout: 'ignore', stderr: 'ignore', timeoutMs: 60_000 });
      const { failures, check } = checks();
      check(r.code === 2, `exit code ${r.code} (${r.signal}), expected 2`);
      check(r.cpuSeconds < this.limits.cpuSeconds * slack, `${r.cpuSeconds.toFixed(2)} s of CPU (limit ${this.limits.cpuSeconds})`);
      return result(1, r, failures);
    },
  })),
  {
    name: 'mcr --json, 1,000,000 lines (the worker), stdout to a file: peak RSS under 200 MB',
    fast: false,
    limits: { seconds: 300, maxRssMb: 200 },
    async run() {
      const n = 1_000_000;
      const r = await run(['--json'], { inputFile: handsFile(`hands-${n}.txt`, n), stdout: 'file', timeoutMs: this.limits.seconds * 1000 });
      const { failures, check } = checks();
      check(r.code === 0 || r.code === 1 || r.code === 2, `exit code ${r.code} (${r.signal})`);
      check(r.maxRssMb <= this.limits.maxRssMb, `peak RSS ${r.maxRssMb.toFixed(0)} MB (limit ${this.limits.maxRssMb})`);
      return result(n, r, failures);
    },
  },
  {
    name: 'session --json, a log of 1,000,000 lines: read whole, peak RSS within the stated bound',
    fast: false,
    limits: { seconds: 300, maxRssMb: SESSION_MB_PER_1000_LINES * 1000 + 100 },
    async run() {
      const n = 1_000_000;
      const r = await run(['session', '--json', logFile('pay-1m.log', n, (i) => `${handOf(i, n)} pay Ann 1 to Bob`)], { stdout: 'ignore', timeoutMs: this.limits.seconds * 1000 });
      const { failures, check } = checks();
      check(r.code === 0, `exit code ${r.code} (${r.signal}): ${r.stderr.slice(0, 200)}`);
      check(r.maxRssMb <= this.limits.maxRssMb, `peak RSS ${r.maxRssMb.toFixed(0)} MB (limit ${this.limits.maxRssMb})`);
      return result(n + 1, r, failures);
    },
  },
  {
    name: 'a comment after 200,000,000 blanks: skipped, memory bounded',
    fast: false,
    limits: { seconds: 60, maxRssMb: 150 },
    async run() {
      const path = join(tmpDir(), 'long-blank.txt');
      if (!existsSync(path)) {
        const fd = openSync(path, 'w');
        const blanks = Buffer.alloc(MB, 0x20);
        for (let i = 0; i < 200; i++) writeFileSync(fd, blanks);
        writeFileSync(fd, '# note\n123x\n');
        closeSync(fd);
      }
      const r = await run(['--json'], { inputFile: path, timeoutMs: this.limits.seconds * 1000 });
      const { failures, check } = checks();
      check(r.code === 2, `exit code ${r.code}, expected 2 (the 123x line)`);
      const out = r.stdout.toString().trim().split('\n');
      check(out.length === 1 && JSON.parse(out[0]).input === '123x', 'one result, for line 2');
      check(r.maxRssMb <= this.limits.maxRssMb, `peak RSS ${r.maxRssMb.toFixed(0)} MB (limit ${this.limits.maxRssMb})`);
      return result(2, r, failures);
    },
  },
  {
    name: 'tournament seat: 200 players (50 teams kept apart), 15 sessions: no repeat, winds within 1',
    fast: false,
    limits: { seconds: 60, maxRssMb: 300 },
    async run() {
      const dir = await tournamentFolder('seat-200', 200, 15, 0, false);
      const r = await run(['tournament', 'seat', dir, '--force', '--json'], { timeoutMs: this.limits.seconds * 1000 });
      const { failures, check } = checks();
      check(r.code === 0, `exit code ${r.code} (${r.signal}): ${r.stderr.slice(0, 200)}`);
      const out = r.code === 0 ? JSON.parse(r.stdout.toString()) : {};
      planChecks(check, out.quality);
      check(r.seconds <= this.limits.seconds * slack, `${r.seconds.toFixed(1)} s (limit ${this.limits.seconds})`);
      check(r.maxRssMb <= this.limits.maxRssMb, `peak RSS ${r.maxRssMb.toFixed(0)} MB (limit ${this.limits.maxRssMb})`);
      return result(out.tables?.length ?? 0, r, failures);
    },
  },
  {
    name: 'tournament reseat: 200 players, 15 sessions, after 7: 6 withdraw, 2 substitutes',
    fast: false,
    limits: { seconds: 60, maxRssMb: 300 },
    async run() {
      const dir = await tournamentFolder('reseat-200', 200, 15, 2, true);
      // the folder is made for the run: the change is written once
      const r = await run(['tournament', 'reseat', dir, '--after', '7', '--withdraw', '5,17,33,49,61,77', '--substitute', '201,202', '--json'], { timeoutMs: this.limits.seconds * 1000 });
      const { failures, check } = checks();
      check(r.code === 0, `exit code ${r.code} (${r.signal}): ${r.stderr.slice(0, 200)}`);
      const out = r.code === 0 ? JSON.parse(r.stdout.toString()) : {};
      check(out.newRepeats === 0, `${out.newRepeats} new repeat meetings`);
      check(out.unevenWinds?.length === 0, `${out.unevenWinds?.length} players with winds uneven by more than 1`);
      planChecks(check, out.quality);
      check(r.seconds <= this.limits.seconds * slack, `${r.seconds.toFixed(1)} s (limit ${this.limits.seconds})`);
      check(r.maxRssMb <= this.limits.maxRssMb, `peak RSS ${r.maxRssMb.toFixed(0)} MB (limit ${this.limits.maxRssMb})`);
      return result(out.tables?.length ?? 0, r, failures);
    },
  },
  {
    name: 'tournament check: a result file of 200,000 bad lines: linear, capped list, memory bounded',
    fast: false,
    limits: { seconds: 60, maxRssMb: 600 },
    async run() {
      const dir = join(tmpDir(), 'check-200k');
      if (!existsSync(dir)) {
        mkdirSync(join(dir, 'results'), { recursive: true });
        writeFileSync(join(dir, 'tournament.toml'), 'name = "Bad"\nsessions = 1\n');
        writeFileSync(join(dir, 'players.csv'), 'id,name\n1,A\n2,B\n3,C\n4,D\n');
        writeFileSync(join(dir, 'results', 's1-t1.txt'), 'players 1 2 3 4\n' + '1 bogus line\n'.repeat(200_000));
      }
      const r = await run(['tournament', 'check', dir, '--json'], { timeoutMs: this.limits.seconds * 1000 });
      const { failures, check } = checks();
      check(r.code === 1, `exit code ${r.code} (${r.signal}), expected 1`);
      const out = r.code === 1 ? JSON.parse(r.stdout.toString()) : {};
      check(out.problems?.length === 1000 && out.unlisted === 199_000, `listed ${out.problems?.length}, unlisted ${out.unlisted} (expected 1,000 and 199,000)`);
      check(r.seconds <= this.limits.seconds * slack, `${r.seconds.toFixed(1)} s (limit ${this.limits.seconds})`);
      check(r.maxRssMb <= this.limits.maxRssMb, `peak RSS ${r.maxRssMb.toFixed(0)} MB (limit ${this.limits.maxRssMb})`);
      return result(200_001, r, failures);
    },
  },
  ...['SIGKILL', 'SIGTERM'].map((signal) => ({
    name: `tournament reseat stopped by ${signal} at each write step: the old pair or the new, never half`,
    fast: false,
    limits: { seconds: 120 },
    async run() {
      const { failures, check } = checks();
      const base = await tournamentFolder('reseat-steps', 16, 4, 1, true);
      const args = ['--after', '1', '--withdraw', '5', '--substitute', '17', '--seed', '2'];
      const pair = (d) => readFileSync(join(d, 'seating.csv'), 'utf8') + '--' + readFileSync(join(d, 'players.csv'), 'utf8');
      const copy = (name) => {
        const d = join(tmpDir(), name);
        rmSync(d, { recursive: true, force: true });
        cpSync(base, d, { recursive: true });
        return d;
      };
      const made = copy('reseat-steps-made');
      let last = await run(['tournament', 'reseat', made, ...args]);
      const before = pair(base);
      const after = pair(made);
      for (let step = 1; step <= 9; step++) {
        const d = copy(`reseat-steps-${signal}-${step}`);
        await run(['--require', join(root, 'bench', 'kill-hook.cjs'), 'tournament', 'reseat', d, ...args], { env: { MCR_KILL_AT: String(step), MCR_KILL_SIGNAL: signal }, node: true });
        last = await run(['tournament', 'check', d]);
        check(last.code === 0, `step ${step}: check exit ${last.code}: ${last.stdout.toString().slice(0, 200)}`);
        const now = pair(d);
        check(now === before || now === after, `step ${step}: seating.csv and players.csv are not one change`);
      }
      return result(9, last, failures);
    },
  })),
];
