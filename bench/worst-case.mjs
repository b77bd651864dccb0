#!/usr/bin/env node
// The worst-case timing check (not a test: tests never assert on time). Run after
// `npm run build`:
//
//   node bench/worst-case.mjs
//
// 1. The slowest hands that can be constructed. Every complete 14-tile hand of one
//    suit (13,259 of them: one suit gives the most arrangements and the most
//    4-of-a-kinds), each with every winning tile it can have, is scored once, self-
//    drawn and on a discard; the slowest, together with hand-picked special shapes
//    (seven pairs that are also regular hands, Nine Gates, knitted hands, four
//    kongs), are then timed properly.
// 2. Lines of 10,000 characters (the batch reader's limit) of every kind: a hand lost
//    in spaces, 10,000 tiles, one digit run, one open bracket, one option value,
//    Unicode tiles and flowers, junk.
//
// Each case: median of 7 batches of calls, warm. Prints the time per call and
// exits 1 when any case takes a millisecond or more.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const root = fileURLToPath(new URL('..', import.meta.url));
const { score } = await import(join(root, 'dist', 'index.js'));

const LIMIT_MS = 1;
const SUITS = ['b', 'c', 'd'];

/** Time per call of score(line), in ms: the median of 7 batches, after a warm-up. */
function timePerCall(line, minBatchMs = 20) {
  for (let i = 0; i < 50; i++) score(line);
  let n = 1;
  for (;;) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) score(line);
    if (performance.now() - t0 >= minBatchMs) break;
    n *= 2;
  }
  const batches = [];
  for (let b = 0; b < 7; b++) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) score(line);
    batches.push((performance.now() - t0) / n);
  }
  batches.sort((a, b) => a - b);
  return { median: batches[3], max: batches[6] };
}

/** One quick timing (a few calls), for the search. */
function quick(line, calls = 3) {
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) score(line);
  return (performance.now() - t0) / calls;
}

// ---------------------------------------------------------------------------
// 1. The slowest hands.

/** Every complete hand of 14 tiles of one suit (counts per rank, at most 4), with each winning tile. */
function oneSuitHands() {
  const out = [];
  const c = new Array(9).fill(0);
  const rec = (i, left) => {
    if (i === 9) {
      if (left === 0) {
        const counts = c.slice();
        const text = counts.map((n, r) => String(r + 1).repeat(n)).join('');
        for (let r = 0; r < 9; r++) {
          if (!counts[r]) continue;
          const rest = text.replace(String(r + 1), '');
          out.push(`${rest}b ${r + 1}b`);
        }
      }
      return;
    }
    for (let k = 0; k <= Math.min(4, left); k++) {
      c[i] = k;
      rec(i + 1, left - k);
    }
    c[i] = 0;
  };
  rec(0, 14);
  return out;
}

// Two rounds: a few calls each for all, then more calls for the slowest 300.
const searchStart = performance.now();
let candidates = [];
let complete = 0;
let lines = 0;
for (const line of oneSuitHands()) {
  const first = score(line);
  if (!first.ok || first.verdict === 'not-a-winning-hand') continue;
  complete++;
  for (const opts of ['', ' +win:wall']) candidates.push({ line: line + opts, t: quick(line + opts, 2) });
  lines += 2;
}
candidates.sort((a, b) => b.t - a.t);
candidates = candidates.slice(0, 300).map(({ line }) => ({ line, t: quick(line, 60) }));
candidates.sort((a, b) => b.t - a.t);
const searchMs = performance.now() - searchStart;

const HAND_PICKED = [
  ['seven pairs, also a regular hand', '1122334455667b 7b'],
  ['Quadruple Chow, also seven pairs', '1111222233334b 4b +win:wall'],
  ['Nine Gates', '1112345678999b 5b +win:wall'],
  ['Pure Terminal Chows', '1122335778899b 5b'],
  ['four kongs', '(1111b) [2222c] (3333d) [EEEE] P P +win:wall +kong'],
  ['three kongs of one suit, a chow', '[1111b] (2222b) [3333b] 456b 7b 7b +win:wall +kong'],
  ['four kongs of one suit', '(1111b) (2222b) (3333b) (4444b) 5b 5b +win:wall'],
  ['Greater Honors and Knitted Tiles', '147b258c3dESWNRG P +win:wall'],
  ['Lesser Honors and Knitted Tiles', '147b258c36dESWNR G'],
  ['knitted straight + set + pair', '147b258c369d EEE R R'],
  ['knitted straight + meld + pair', '[999b] 147b258c369d R R'],
  ['Thirteen Orphans', '19b19c19dESWNRGP 1b +win:wall'],
  ['all four of three tiles, two suits', '111122223333b 5c 5c'],
];

const hands = [
  ...candidates.slice(0, 12).map((c, k) => [`slowest one-suit hand #${k + 1}`, c.line]),
  ...HAND_PICKED,
];

// ---------------------------------------------------------------------------
// 2. Lines of 10,000 characters (code points).

const N = 10_000;
const fill = (piece, n = N) => {
  const cps = Array.from(piece);
  const out = [];
  for (let i = 0; out.length < n; i++) out.push(cps[i % cps.length]);
  return out.join('');
};
const hand = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
const LONG = [
  ['a hand in 10,000 characters of spaces', ' '.repeat(5000) + hand + ' '.repeat(N - 5000 - hand.length)],
  ['a hand, tabs before its options', '123b456c789dEEE5d' + '\t'.repeat(N - 27) + ' +win:wall'],
  ['10,000 tiles "1b2b..."', fill('1b2b3b4b5b6b7b8b9b1c2c3c4c5c6c7c8c9c1d2d3d4d5d6d7d8d9dESWNRGP')],
  ['one digit run of 9,999 digits', fill('123456789', N - 1) + 'b'],
  ['10,000 digits, no suit letter', fill('123456789')],
  ['an open bracket with 9,998 tiles', '[' + fill('123456789', N - 2) + 'b'],
  ['a bracket with 9,997 tiles, closed', '[' + fill('123456789', N - 3) + 'b]'],
  ['10,000 honors', fill('ESWNRGP')],
  ['10,000 Unicode tiles', fill('🀇🀈🀉🀐🀑🀒🀙🀚🀛🀀🀁🀂🀃🀄🀅🀆')],
  ['10,000 Unicode flowers', fill('🀢🀣🀤🀥🀦🀧🀨🀩')],
  ['an option value of 9,994 characters', '123b456c789dEEE5d5d +seat:' + fill('ESWN', N - 26)],
  ['an unknown option of 9,990 characters', '123b456c789dEEE5d5d +' + fill('kong', N - 21)],
  ['10,000 options', fill('+last ')],
  ['10,000 brackets', fill('[]')],
  ['10,000 control characters', fill('\u0000\u0001\u001b\u007f')],
  ['10,000 lone surrogates', fill('\uD800')],
  ['junk', fill('1b[2c(3d+4:E S)W]N🀄x\u0301')],
];

// ---------------------------------------------------------------------------

let worst = 0;
let failed = 0;
function report(label, line) {
  const { median, max } = timePerCall(line);
  const r = score(line);
  const what = r.ok ? r.verdict : `error ${r.error.code}`;
  worst = Math.max(worst, median);
  const ok = median < LIMIT_MS;
  if (!ok) failed++;
  const cps = Array.from(line);
  let head = 0;
  while (head < cps.length && JSON.stringify(cps.slice(0, head + 1).join('')).length <= 40) head++;
  const shown = head < cps.length ? `${JSON.stringify(cps.slice(0, head).join(''))}… (${cps.length} chars)` : JSON.stringify(line);
  console.log(
    `${ok ? '  ' : '!!'} ${(median * 1000).toFixed(1).padStart(7)} µs  (max batch ${(max * 1000).toFixed(1).padStart(7)} µs)  ${label.padEnd(42)} ${what.padEnd(28)} ${shown}`,
  );
}

console.log(
  `Search: ${complete.toLocaleString('en-US')} complete one-suit hands (a hand for each winning tile), ${lines.toLocaleString('en-US')} lines with and without +win:wall timed in ${(searchMs / 1000).toFixed(1)} s; the 300 slowest timed again.\n`,
);
console.log('Slowest hands (time per call: median of 7 warm batches)');
for (const [label, line] of hands) report(label, line);
console.log('\nLines of 10,000 characters');
for (const [label, line] of LONG) report(label, line);
console.log(`\nWorst: ${(worst * 1000).toFixed(1)} µs per call (limit ${LIMIT_MS * 1000} µs). ${failed ? `${failed} case(s) over the limit.` : 'All under the limit.'}`);
process.exit(failed ? 1 : 0);
