#!/usr/bin/env node
// The four-seat simulation of docs/ADVICE.md: seeded deals at a table of four, every
// seat drawing and discarding in turn from one shuffled wall of 136 tiles (no flowers;
// 13 tiles dealt to each seat, East first), no calls, until a win or the wall is
// empty. A seat wins on its own draw when the 14 tiles score the minimum self-drawn,
// or on another seat's discard when its 13 tiles and that tile reach it on a discard
// (of two seats, the first after the discarder in turn order). Seat winds E S W N,
// round wind E. Payments as RULES.md: self-drawn, each other pays 8 + fan points; on a
// discard, the discarder pays 8 + fan points and the other two 8 each.
//
// One seat follows the chances (chances()' best discard, either way, with its draws
// left from the wall's count and every discard on the table as +seen:), the other
// three today's advice (advise()'s best, the same +seen:). The chance seat rotates:
// in deal k it is seat k mod 4, so each seat plays each policy equally often.
// Prints, per policy and per seat of it, the hands won, the points won and the net
// points (won less paid), with their standard errors, and the chance seat's figures
// over the mean advice seat's.
//
//   node bench/table-sim.mjs [deals] [--seed N] [--jobs J] [--json] [--log FILE]
//   node bench/table-sim.mjs --summarize FILE   the figures of a log (the deals it holds)
//   MCR_SIM_DEALS=N sets the deals when no number is given (default 2,000).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { appendFileSync, readFileSync } from 'node:fs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CODES = [...'bcd'].flatMap((s) => Array.from({ length: 9 }, (_, i) => `${i + 1}${s}`)).concat([...'ESWNRGP']);
const WINDS = ['E', 'S', 'W', 'N'];

if (isMainThread) {
  const args = process.argv.slice(2);
  const opt = (name, d) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args[i + 1]) : d;
  };
  const seed0 = opt('--seed', 2026);
  const jobs = Math.max(1, opt('--jobs', availableParallelism()));
  const deals = Number(args.find((a, i) => /^\d+$/.test(a) && !args[i - 1]?.startsWith('--')) ?? process.env.MCR_SIM_DEALS ?? 2000);
  const asJson = args.includes('--json');
  const t0 = performance.now();
  const logAt = args.indexOf('--log');
  const log = logAt >= 0 ? args[logAt + 1] : null;
  const sumAt = args.indexOf('--summarize');
  let per;
  if (sumAt >= 0) {
    // The deals of an earlier run's log (a run stopped early counts the deals it finished).
    per = readFileSync(args[sumAt + 1], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  } else {
    per = [];
    await Promise.all(
      Array.from({ length: Math.min(jobs, deals) }, (_, j) =>
        new Promise((resolve, reject) => {
          const w = new Worker(fileURLToPath(import.meta.url), { workerData: { seed0, deals, j, jobs } });
          w.on('message', (d) => {
            per.push(d);
            if (log) appendFileSync(log, `${JSON.stringify(d)}\n`);
          });
          w.once('exit', resolve);
          w.once('error', reject);
        }),
      ),
    );
  }
  per.sort((a, b) => a.k - b.k);
  const n = per.length;
  const seconds = (performance.now() - t0) / 1000;
  // Per deal: the chance seat's figures, and the mean of the three advice seats'.
  const stat = (xs) => {
    const n = xs.length, m = xs.reduce((a, b) => a + b, 0) / n;
    const v = xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, n - 1);
    return { mean: m, se: Math.sqrt(v / n) };
  };
  const chance = { won: per.map((d) => d.won[d.c]), gain: per.map((d) => d.gain[d.c]), net: per.map((d) => d.net[d.c]) };
  const others = (xs, c) => xs.filter((_, s) => s !== c);
  const advice = {
    won: per.map((d) => others(d.won, d.c).reduce((a, b) => a + b, 0) / 3),
    gain: per.map((d) => others(d.gain, d.c).reduce((a, b) => a + b, 0) / 3),
    net: per.map((d) => others(d.net, d.c).reduce((a, b) => a + b, 0) / 3),
  };
  const diff = (k) => stat(per.map((_, i) => chance[k][i] - advice[k][i]));
  const out = {
    seed: seed0,
    deals: n,
    seconds,
    drawn: per.filter((d) => d.winner < 0).length,
    chance: { won: chance.won.reduce((a, b) => a + b, 0), wonShare: stat(chance.won), gain: stat(chance.gain), net: stat(chance.net) },
    advice: { won: advice.won.reduce((a, b) => a + b, 0) * 1, wonShare: stat(advice.won), gain: stat(advice.gain), net: stat(advice.net) },
    difference: { won: diff('won'), gain: diff('gain'), net: diff('net') },
  };
  if (asJson) console.log(JSON.stringify(out));
  else {
    const f = (s, d = 3) => `${s.mean.toFixed(d)} ± ${s.se.toFixed(d)}`;
    console.log(`four seats, ${n} deals (seeds from ${per[0]?.seed ?? seed0}), one seat by chance (rotated), three by advice; ${out.drawn} deals drawn; ${seconds.toFixed(0)} s`);
    console.log(`  chance seat          hands won ${String(out.chance.won).padStart(5)} (${(out.chance.wonShare.mean * 100).toFixed(1)}% of deals), points won a deal ${f(out.chance.gain, 2)}, net a deal ${f(out.chance.net, 2)}`);
    console.log(`  advice seat (mean)   hands won ${out.advice.won.toFixed(1).padStart(5)} (${(out.advice.wonShare.mean * 100).toFixed(1)}% of deals), points won a deal ${f(out.advice.gain, 2)}, net a deal ${f(out.advice.net, 2)}`);
    console.log(`  chance less advice   hands won a deal ${f(out.difference.won)}, points won ${f(out.difference.gain, 2)}, net ${f(out.difference.net, 2)} (± one standard error)`);
    console.log(`  chance over advice   ${(out.chance.won / Math.max(1e-9, out.advice.won)).toFixed(2)} x the hands won, ${(out.chance.gain.mean / Math.max(1e-9, out.advice.gain.mean)).toFixed(2)} x the points won`);
  }
} else {
  const { advise, score, chances } = await import(join(root, 'dist', 'index.js'));
  const { rng } = await import(join(root, 'dist', 'quiz', 'rng.js'));
  const { seed0, deals, j, jobs } = workerData;
  const text = (tiles) => tiles.map((t) => CODES[t]).join(' ');
  const opts = (seat) => `+seat:${WINDS[seat]} +round:E`;
  /** Fan points of 13 tiles and a winning tile, or 0 when not a legal win. */
  const winPoints = (hand, t, seat, how) => {
    const r = score(`${text(hand)} ${CODES[t]} ${opts(seat)}${how === 'wall' ? ' +win:wall' : ''}`);
    return r.ok && r.verdict === 'win' ? r.fanPoints : 0;
  };
  const line = (hand, seat, seen) => `${text(hand)} ${opts(seat)}${seen.length ? ` +seen:${seen.map((t) => CODES[t]).join('')}` : ''}`;
  const policy = {
    advice: (hand, seat, seen) => {
      const r = advise(line(hand, seat, seen));
      return r.ok && r.best ? CODES.indexOf(r.best) : hand[hand.length - 1];
    },
    chance: (hand, seat, seen, left) => {
      if (left === 0) return policy.advice(hand, seat, seen);
      const r = chances(line(hand, seat, seen), { draws: left });
      return r.ok && r.best ? CODES.indexOf(r.best) : hand[hand.length - 1];
    },
  };
  for (let k = j; k < deals; k += jobs) {
    const tiles = [];
    for (let t = 0; t < 34; t++) for (let n = 0; n < 4; n++) tiles.push(t);
    const w = rng(seed0 + k).shuffle(tiles);
    const hands = [0, 1, 2, 3].map((s) => w.slice(13 * s, 13 * s + 13));
    const c = k % 4;
    const seen = [];
    let next = 52, seat = 0, winner = -1;
    const gain = [0, 0, 0, 0];
    while (next < w.length && winner < 0) {
      const t = w[next++];
      const hand = hands[seat];
      const self = winPoints(hand, t, seat, 'wall');
      if (self > 0) {
        winner = seat;
        for (let s = 0; s < 4; s++) gain[s] = s === seat ? 3 * (8 + self) : -(8 + self);
        break;
      }
      hand.push(t);
      const left = Math.floor((w.length - next) / 4);
      const d = (seat === c ? policy.chance : policy.advice)(hand, seat, seen, left);
      hand.splice(hand.lastIndexOf(d), 1);
      seen.push(d);
      for (let i = 1; i < 4 && winner < 0; i++) {
        const s = (seat + i) % 4;
        const pts = winPoints(hands[s], d, s, 'discard');
        if (pts > 0) {
          winner = s;
          for (let o = 0; o < 4; o++) gain[o] = o === s ? 8 + pts + 16 : o === seat ? -(8 + pts) : -8;
        }
      }
      seat = (seat + 1) % 4;
    }
    parentPort.postMessage({ k, seed: seed0 + k, c, winner, at: next, won: [0, 1, 2, 3].map((s) => (s === winner ? 1 : 0)), gain: gain.map((g) => Math.max(0, g)), net: gain });
  }
}
