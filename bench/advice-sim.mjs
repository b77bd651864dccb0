#!/usr/bin/env node
// The solitaire simulation of docs/ADVICE.md: seeded deals (a shuffled wall, 13 tiles
// dealt, then draw and discard up to 18 times; no calls, no opponents, so a win is a
// self-draw), played by three policies on the same walls:
//   advice      the best discard of advise() (its own discards given as +seen:)
//   structural  the best discard of waits() with 14 tiles: least distance to ready,
//               ties by useful copies (the tile-efficiency answer)
//   chance      the best discard of chances() by P self-drawn (solitaire: every win is
//               a self-draw), ties by legal distance then EV self-drawn; N = the draws
//               actually left in the deal after this discard (its own discards +seen:)
// A deal is won at the first draw whose 14 tiles score 8 fan points or more
// self-drawn. Prints, for each policy, the legal wins, the mean points of the wins and
// the mean points per deal (a deal not won counts 0).
//
//   node bench/advice-sim.mjs [deals] [--seed N] [--json] [--policies a,b] [--log FILE]
//   node bench/advice-sim.mjs --summarize FILE... [--json]   the figures of logs together:
//     the deals every policy in them played, paired by seed, and each policy's difference
//     from advice a deal with its standard error
//   MCR_SIM_DEALS=N sets the deals when no number is given.
import { join } from 'node:path';
import { appendFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sumAt = process.argv.indexOf('--summarize');
if (sumAt >= 0) {
  // Logs of earlier runs, pieces of one long run: a deal is its seed; each policy's last record of it counts.
  const files = process.argv.slice(sumAt + 1).filter((a) => !a.startsWith('--'));
  const by = new Map();
  for (const f of files)
    for (const l of readFileSync(f, 'utf8').split('\n').filter(Boolean)) {
      const d = JSON.parse(l);
      if (!by.has(d.policy)) by.set(d.policy, new Map());
      by.get(d.policy).set(d.seed, d);
    }
  const names = [...by.keys()];
  const seeds = [...(by.get(names[0])?.keys() ?? [])].filter((s) => names.every((n) => by.get(n).has(s))).sort((a, b) => a - b);
  const stat = (xs) => {
    const n = xs.length, m = xs.reduce((a, b) => a + b, 0) / n;
    return { mean: m, se: Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, n - 1) / n) };
  };
  const policies = Object.fromEntries(names.map((n) => {
    const ds = seeds.map((s) => by.get(n).get(s));
    const won = ds.filter((d) => d.won).length, points = ds.reduce((a, d) => a + d.points, 0);
    return [n, { won, share: won / seeds.length, meanPoints: won ? points / won : 0, perDeal: points / seeds.length }];
  }));
  const difference = by.has('advice')
    ? Object.fromEntries(names.filter((n) => n !== 'advice').map((n) => [n, {
        won: stat(seeds.map((s) => Number(by.get(n).get(s).won) - Number(by.get('advice').get(s).won))),
        points: stat(seeds.map((s) => by.get(n).get(s).points - by.get('advice').get(s).points)),
      }]))
    : {};
  const out = { deals: seeds.length, seeds: seeds.length ? [seeds[0], seeds[seeds.length - 1]] : [], policies, difference };
  if (process.argv.includes('--json')) console.log(JSON.stringify(out));
  else {
    console.log(`solitaire, ${seeds.length} deals played by ${names.join(', ')} (seeds ${out.seeds.join('..')}), from ${files.length} log(s)`);
    for (const [n, o] of Object.entries(policies))
      console.log(`  ${n.padEnd(11)} legal wins ${String(o.won).padStart(5)} (${(o.share * 100).toFixed(1)}%), mean ${o.meanPoints.toFixed(1)} points a win, ${o.perDeal.toFixed(2)} a deal`);
    for (const [n, d] of Object.entries(difference))
      console.log(`  ${n} less advice: wins a deal ${d.won.mean.toFixed(3)} ± ${d.won.se.toFixed(3)}, points a deal ${d.points.mean.toFixed(2)} ± ${d.points.se.toFixed(2)} (± one standard error, paired); ${(policies[n].won / Math.max(1, policies.advice.won)).toFixed(2)} x the legal wins`);
  }
  process.exit(0);
}
const { advise, waits, score, chances } = await import(join(root, 'dist', 'index.js'));
// The quiz's seeded source (mulberry32, a Fisher-Yates shuffle): the same deals as before.
const { rng } = await import(join(root, 'dist', 'quiz', 'rng.js'));
const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed0 = seedAt >= 0 ? Number(args[seedAt + 1]) : 2026;
const deals = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--seed' && args[i - 1] !== '--policies' && args[i - 1] !== '--log') ?? process.env.MCR_SIM_DEALS ?? 2000);
const polAt = args.indexOf('--policies');
const only = polAt >= 0 ? args[polAt + 1].split(',') : null;
const asJson = args.includes('--json');
// --log FILE: each deal's result appended as it ends (a long run stopped early keeps its deals).
const logAt = args.indexOf('--log');
const log = logAt >= 0 ? args[logAt + 1] : null;
const DRAWS = 18;

const CODES = [...'bcd'].flatMap((s) => Array.from({ length: 9 }, (_, i) => `${i + 1}${s}`)).concat([...'ESWNRGP']);

function wall(seed) {
  const w = [];
  for (let t = 0; t < 34; t++) for (let k = 0; k < 4; k++) w.push(t);
  return rng(seed).shuffle(w);
}

const text = (tiles) => tiles.map((t) => CODES[t]).join(' ');

/** Self-drawn win points of the 14 tiles (the drawn tile last), or 0 when not 8 or more. */
function selfDrawn(hand, drawn) {
  const r = score(`${text(hand)} ${CODES[drawn]} +win:wall`);
  return r.ok && r.verdict === 'win' ? r.fanPoints : 0;
}

/** The 14 tiles, the player's own discards as +seen:. */
const withSeen = (hand, seen) => `${text(hand)}${seen.length ? ` +seen:${seen.map((t) => CODES[t]).join('')}` : ''}`;

const POLICIES = {
  advice: (hand, seen) => {
    const r = advise(withSeen(hand, seen));
    return r.ok ? CODES.indexOf(r.best) : hand[hand.length - 1];
  },
  chance: (hand, seen, left) => {
    if (left === 0) return hand[hand.length - 1]; // no draw left: any discard is the same
    const r = chances(withSeen(hand, seen), { draws: left });
    if (!r.ok) return hand[hand.length - 1];
    const rank = (d) => [d.selfDrawn.p, -d.distance, d.selfDrawn.ev];
    let best = r.discards[0];
    for (const d of r.discards) {
      const [a, b] = [rank(d), rank(best)];
      if (a[0] > b[0] || (a[0] === b[0] && (a[1] > b[1] || (a[1] === b[1] && a[2] > b[2])))) best = d;
    }
    return CODES.indexOf(best.tile);
  },
  structural: (hand) => {
    const r = waits(text(hand));
    return r.ok ? CODES.indexOf(r.discards[0].tile) : hand[hand.length - 1];
  },
};

function play(seed, policy) {
  const w = wall(seed);
  const hand = w.slice(0, 13);
  const seen = [];
  let next = 13;
  for (let k = 0; k < DRAWS; k++) {
    const t = w[next++];
    const points = selfDrawn(hand, t);
    if (points > 0) return { won: true, points, draws: k + 1 };
    hand.push(t);
    const d = policy(hand, seen, DRAWS - (k + 1));
    hand.splice(hand.lastIndexOf(d), 1);
    seen.push(d);
  }
  return { won: false, points: 0, draws: DRAWS };
}

const t0 = performance.now();
const out = {};
for (const [name, policy] of Object.entries(POLICIES).filter(([n]) => !only || only.includes(n))) {
  let won = 0, points = 0;
  const start = performance.now();
  for (let i = 0; i < deals; i++) {
    const r = play(seed0 + i, policy);
    if (log) appendFileSync(log, `${JSON.stringify({ policy: name, seed: seed0 + i, ...r })}\n`);
    if (r.won) {
      won++;
      points += r.points;
    }
  }
  out[name] = { deals, won, share: won / deals, meanPoints: won ? points / won : 0, perDeal: points / deals, seconds: (performance.now() - start) / 1000 };
}
if (asJson) console.log(JSON.stringify({ seed: seed0, deals, draws: DRAWS, policies: out, seconds: (performance.now() - t0) / 1000 }));
else {
  console.log(`solitaire, ${deals} deals (seeds ${seed0}..${seed0 + deals - 1}), up to ${DRAWS} draws each`);
  for (const [name, o] of Object.entries(out))
    console.log(`  ${name.padEnd(11)} legal wins ${String(o.won).padStart(5)} (${(o.share * 100).toFixed(1)}%), mean ${o.meanPoints.toFixed(1)} points a win, ${o.perDeal.toFixed(2)} a deal  [${o.seconds.toFixed(0)} s]`);
}
