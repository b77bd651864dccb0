#!/usr/bin/env node
// The chances' figures of a build on a fixed, seeded set of 14-tile hands, for
// comparing two builds (a speed change must leave every figure as it was):
//
//   node scripts/chances-check.mjs ROOT OUT.jsonl [COUNT] [--only KIND]
//
// ROOT: a checkout with dist/ built. Writes one JSON line per hand: the line, the
// chances() result and its time (ms, warm). The hands: corpus hands ready to win
// with 0 to 5 of their tiles exchanged for seeded random ones plus a drawn tile, and
// fresh deals (14 tiles from a shuffled wall), in a fixed order. Then
//
//   node scripts/chances-check.mjs --compare A.jsonl B.jsonl
//
// prints the hands whose results differ (nothing else but the count) and the times
// by the best discard's distance, median and 95th percentile, of each file (CPU time,
// less moved by other work on a shared machine; WALL=1 for wall time).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const here = fileURLToPath(new URL('..', import.meta.url));

function groupTimes(rows) {
  const g = new Map();
  for (const r of rows) {
    if (!r.result.ok) continue;
    const d = r.result.discards[0];
    const key = d.eitherWay.kind === 'estimate' ? 'estimate' : `distance ${d.distance}`;
    if (!g.has(key)) g.set(key, []);
    g.get(key).push(process.env.WALL ? r.ms : r.cpu ?? r.ms);
  }
  const at = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
  return [...g].sort().map(([k, xs]) => `${k.padEnd(12)} n=${String(xs.length).padStart(3)}  median ${at(xs, 0.5).toFixed(0).padStart(6)} ms  95% ${at(xs, 0.95).toFixed(0).padStart(6)} ms  max ${Math.max(...xs).toFixed(0).padStart(6)} ms`);
}

if (args[0] === '--compare') {
  const read = (f) => readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const a = read(args[1]), b = read(args[2]);
  let differ = 0;
  const byLine = new Map(b.map((r) => [r.line, r]));
  let common = 0;
  for (const r of a) {
    const o = byLine.get(r.line);
    if (!o) continue;
    common++;
    if (JSON.stringify(r.result) !== JSON.stringify(o.result)) {
      differ++;
      if (differ <= 5) console.log(`differs: ${r.line}`);
    }
  }
  console.log(`${common} hands in both, ${differ} differ`);
  console.log(`${args[1]}:`);
  for (const l of groupTimes(a)) console.log(`  ${l}`);
  console.log(`${args[2]}:`);
  for (const l of groupTimes(b)) console.log(`  ${l}`);
  process.exit(differ > 0 ? 1 : 0);
}

const root = resolve(args[0] ?? here);
const out = args[1] ?? '/dev/stdout';
const count = Number(args[2] ?? 200);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : null;
const { chances } = await import(join(root, 'dist', 'index.js'));
const corpus = join(here, 'test', 'golden', 'green-book', 'hands.jsonl');
const lines = readFileSync(corpus, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).hand);

const codes = [...'bcd'].flatMap((s) => Array.from({ length: 9 }, (_, i) => `${i + 1}${s}`)).concat([...'ESWNRGP']);
let seed = 101;
const rnd = (k) => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) % k;
};
/** A ready corpus hand's concealed tiles (less the winning tile) and melds, as written. */
function parts(line) {
  const melds = [...line.matchAll(/[[(][^\])]*[\])]/g)].map((m) => m[0]);
  const rest = line.replace(/[[(][^\])]*[\])]/g, ' ').split(/\s+/).filter((w) => w && !w.startsWith('+'));
  const tiles = [];
  for (const w of rest) {
    const m = w.match(/^(\d+)([bcd])$/);
    if (m) for (const d of m[1]) tiles.push(d + m[2]);
    else for (const c of w) tiles.push(c);
  }
  return { melds, tiles };
}
const seat = (line) => (line.match(/\+seat:\S+/) ?? ['+seat:E'])[0];
const round = (line) => (line.match(/\+round:\S+/) ?? ['+round:E'])[0];
const hands = [];
for (let i = 0; hands.length < count; i++) {
  const kind = i % 7; // 0..5 exchanges, 6: a fresh deal
  if (only === 'deal' && kind !== 6) continue;
  if (only === 'near' && kind === 6) continue;
  let line;
  if (kind === 6) {
    const wall = [];
    for (const c of codes) for (let k = 0; k < 4; k++) wall.push(c);
    const t = [];
    for (let k = 0; k < 14; k++) t.push(wall.splice(rnd(wall.length), 1)[0]);
    line = `${t.join(' ')} +seat:${'ESWN'[rnd(4)]} +round:${'ESWN'[rnd(4)]}`;
  } else {
    const src = lines[(i * 7919) % lines.length];
    const { melds, tiles } = parts(src);
    tiles.pop();
    for (let k = kind; k > 0; k--) tiles[rnd(tiles.length)] = codes[rnd(34)];
    tiles.push(codes[rnd(34)]);
    line = [...melds, tiles.join(' '), seat(src), round(src)].join(' ');
  }
  const r0 = chances(line, { draws: 2 });
  if (!r0.ok) continue;
  hands.push(line);
}
for (const h of hands.slice(0, 3)) chances(h);
const rows = [];
for (const line of hands) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const result = chances(line);
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  rows.push({ line, ms, cpu: (c.user + c.system) / 1000, result });
}
writeFileSync(out, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
if (out !== '/dev/stdout') for (const l of groupTimes(rows)) console.log(l);
