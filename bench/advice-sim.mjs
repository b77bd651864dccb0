#!/usr/bin/env node
// The solitaire simulation of docs/ADVICE.md: seeded deals (a shuffled wall, 13 tiles
// dealt, then draw and discard up to 18 times; no calls, no opponents, so a win is a
// self-draw), played by two policies on the same walls:
//   advice      the best discard of advise() (its own discards given as +seen:)
//   structural  the best discard of waits() with 14 tiles: least distance to ready,
//               ties by useful copies (the tile-efficiency answer)
// A deal is won at the first draw whose 14 tiles score 8 fan points or more
// self-drawn. Prints, for each policy, the share of deals won and the mean points.
//
//   node bench/advice-sim.mjs [deals] [--seed N] [--json]
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { advise, waits, score } = await import(join(root, 'dist', 'index.js'));
// The quiz's seeded source (mulberry32, a Fisher-Yates shuffle): the same deals as before.
const { rng } = await import(join(root, 'dist', 'quiz', 'rng.js'));
const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const seed0 = seedAt >= 0 ? Number(args[seedAt + 1]) : 2026;
const deals = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== '--seed') ?? 2000);
const asJson = args.includes('--json');
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

const POLICIES = {
  advice: (hand, seen) => {
    const r = advise(`${text(hand)}${seen.length ? ` +seen:${seen.map((t) => CODES[t]).join('')}` : ''}`);
    return r.ok ? CODES.indexOf(r.best) : hand[hand.length - 1];
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
    const d = policy(hand, seen);
    hand.splice(hand.lastIndexOf(d), 1);
    seen.push(d);
  }
  return { won: false, points: 0, draws: DRAWS };
}

const t0 = performance.now();
const out = {};
for (const [name, policy] of Object.entries(POLICIES)) {
  let won = 0, points = 0;
  const start = performance.now();
  for (let i = 0; i < deals; i++) {
    const r = play(seed0 + i, policy);
    if (r.won) {
      won++;
      points += r.points;
    }
  }
  out[name] = { deals, won, share: won / deals, meanPoints: won ? points / won : 0, seconds: (performance.now() - start) / 1000 };
}
if (asJson) console.log(JSON.stringify({ seed: seed0, deals, draws: DRAWS, policies: out, seconds: (performance.now() - t0) / 1000 }));
else {
  console.log(`solitaire, ${deals} deals (seeds ${seed0}..${seed0 + deals - 1}), up to ${DRAWS} draws each`);
  for (const [name, o] of Object.entries(out))
    console.log(`  ${name.padEnd(11)} legal wins ${String(o.won).padStart(5)} (${(o.share * 100).toFixed(1)}%), mean ${o.meanPoints.toFixed(1)} points  [${o.seconds.toFixed(0)} s]`);
}
