// npm run bench, section "game": the table's speed (docs/PLAY.md). A bot-only hand with
// the advice bots at their default depth (target: median at most 2 s), a 16-hand match
// of bots (at most 60 s), and `mcr replay` over a record of 100,000 hands (at least
// 2,000 hands a second, its peak resident memory that of one hand: bounded). The big
// record is one session of bots (depth 0) repeated, each copy's totals carried on, so
// that it replays. Prints through `line`; asserts nothing.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function benchGame({ root, line, median, spread }) {
  const { playGame } = await import(pathToFileURL(join(root, 'dist', 'index.js')).href);
  const hand = [];
  for (let seed = 1; seed <= 7; seed++) {
    const t0 = process.hrtime.bigint();
    playGame({ seed, hands: 1 });
    hand.push(Number(process.hrtime.bigint() - t0) / 1e9);
  }
  line('game: one bot-only hand (advice depth 2)', `${median(hand).toFixed(2)} s median`, 'target <= 2 s', median(hand) <= 2, `(7 hands: ${Math.min(...hand).toFixed(2)}..${Math.max(...hand).toFixed(2)} s)`);
  const t1 = process.hrtime.bigint();
  playGame({ seed: 16, hands: 16 });
  const match = Number(process.hrtime.bigint() - t1) / 1e9;
  line('game: a 16-hand match of bots', `${match.toFixed(1)} s`, 'target <= 60 s', match <= 60, '(one run)');

  // The big record: one session (depth 0) repeated to 100,000 hands.
  const total = Number(process.env.MCR_BENCH_REPLAY_HANDS ?? 100_000);
  const session = playGame({ seed: 1, hands: 16, depth: 0 }).record.map((l) => JSON.parse(l));
  const tmp = mkdtempSync(join(tmpdir(), 'mcr-game-bench-'));
  const file = join(tmp, 'big.ndjson');
  const fd = openSync(file, 'w');
  const scores = { A: 0, B: 0, C: 0, D: 0 };
  writeSync(fd, JSON.stringify({ ...session[0], hands: total }) + '\n');
  let n = 0;
  const body = session.slice(1, -1);
  while (n < total) {
    let chunk = '';
    for (const l of body) {
      if ('hand' in l) {
        if (n === total) break;
        n++;
        chunk += JSON.stringify({ ...l, hand: n }) + '\n';
      } else if (l.end === 'win' || l.end === 'draw') {
        // The hand's payments by wind, to its players: the seats line of its hand.
        chunk += '\u0000' + JSON.stringify(l) + '\n';
      } else chunk += JSON.stringify(l) + '\n';
    }
    // Carry the totals on: each end line's scores are the running totals.
    let seats = null;
    const out = chunk.split('\n').filter(Boolean).map((text) => {
      if (text.startsWith('\u0000')) {
        const l = JSON.parse(text.slice(1));
        for (const [w, v] of Object.entries(l.payments)) scores[seats[['E', 'S', 'W', 'N'].indexOf(w)]] += v;
        return JSON.stringify({ ...l, scores: { ...scores } });
      }
      const l = JSON.parse(text);
      if ('hand' in l) seats = l.seats;
      return text;
    });
    writeSync(fd, out.join('\n') + '\n');
  }
  writeSync(fd, JSON.stringify({ end: 'match', scores }) + '\n');
  closeSync(fd);
  const rates = [];
  const cpuRates = [];
  const rss = [];
  // The replay's own CPU time too: on a shared machine the wall time is mostly waiting.
  const hook = join(tmp, 'usage.cjs');
  writeFileSync(hook, `process.on('exit', () => { const u = process.resourceUsage(); require('node:fs').writeFileSync(process.env.MCR_BENCH_USAGE, JSON.stringify({ rss: u.maxRSS, cpu: (u.userCPUTime + u.systemCPUTime) / 1e6 })); });`);
  for (let r = 0; r < 3; r++) {
    const usageFile = join(tmp, 'usage');
    const t0 = process.hrtime.bigint();
    const p = spawnSync(process.execPath, ['--require', hook, join(root, 'bin', 'mcr.js'), 'replay', file], {
      env: { ...process.env, MCR_BENCH_USAGE: usageFile },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
    if (p.status !== 0) {
      line('game: mcr replay', 'failed', '', false, p.stderr.toString().slice(0, 200));
      return;
    }
    const usage = JSON.parse(readFileSync(usageFile, 'utf8'));
    rates.push(total / seconds);
    cpuRates.push(total / usage.cpu);
    rss.push(usage.rss / 1024);
  }
  line(`game: mcr replay, ${total.toLocaleString('en')} hands`, `${median(rates).toFixed(0)} hands/s`, 'target >= 2,000', median(rates) >= 2000, `(3 runs: ${spread(rates)})`);
  line('  by CPU time (process.resourceUsage)', `${median(cpuRates).toFixed(0)} hands/s`, 'target >= 2,000', median(cpuRates) >= 2000, `(3 runs: ${spread(cpuRates)})`);
  line('  peak RSS of that replay', `${Math.max(...rss).toFixed(0)} MB`, 'bounded: target < 200 MB', Math.max(...rss) < 200, `(file ${(readFileSync(file).length / 1e6).toFixed(0)} MB)`);
}
