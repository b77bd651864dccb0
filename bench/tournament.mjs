// The seating plans' table (docs/PERFORMANCE.md "Seating"), for `npm run bench` (section "seating") and on
// its own: `node bench/tournament.mjs [N...]` (default N = 16, 20, ..., 200).
//
// For each player count N: the known zero-repeat limit (floor((N-1)/3), 5 for 20), the
// target (the limit, at most 15 sessions), the most sessions up to the target for which
// `seat` finds a plan where no two players meet twice (trying K from the target down),
// how it was made and the seconds of that plan (time bound 60 s, as --time 60); then,
// below the 15-session cap, one session past the limit: the repeat meetings against the
// counting bound. Prints; asserts nothing.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const { seatIndices } = await import(join(root, 'dist', 'tournament', 'seat.js'));

/** The most sessions with no repeat meeting any plan is known to reach. */
export const knownLimit = (n) => (n === 20 ? 5 : Math.floor((n - 1) / 3));
export const MAX_TARGET = 15;
export const DEFAULT_SIZES = Array.from({ length: 47 }, (_, i) => 16 + 4 * i);
const TIME = 60_000;

export function seatingCells(sizes = DEFAULT_SIZES, seed = 1) {
  const rows = [];
  for (const n of sizes) {
    const known = knownLimit(n);
    const target = Math.min(MAX_TARGET, known);
    let reached = 0;
    let method = '';
    let seconds = 0;
    let tried = 0;
    for (let k = target; k >= 1; k--) {
      const t0 = performance.now();
      const q = seatIndices(n, { sessions: k, seed, time: TIME }).quality;
      const s = (performance.now() - t0) / 1000;
      tried += s;
      if (q.repeats === 0) {
        reached = k;
        method = q.method;
        seconds = s;
        break;
      }
    }
    const past = known < MAX_TARGET ? seatIndices(n, { sessions: known + 1, seed, time: TIME }).quality : null;
    rows.push({ n, known, target, reached, method, seconds, tried, past });
  }
  return rows;
}

export function printSeating(rows) {
  console.log('\nSeating plans: most sessions with no repeat meeting (seed 1, at most 15 sessions, --time 60)');
  console.log(`${'N'.padStart(4)} ${'known'.padStart(5)} ${'target'.padStart(6)} ${'reached'.padStart(7)} ${'seconds'.padStart(7)}  ${'limit + 1: repeats / bound'.padEnd(27)} made by`);
  for (const r of rows) {
    const more = r.past ? `${r.known + 1}: ${r.past.repeats} / ${r.past.repeatBound} (+${r.past.repeats - r.past.repeatBound})` : '';
    const secs = r.reached === r.target ? r.seconds.toFixed(2) : `${r.tried.toFixed(1)}*`;
    console.log(`${String(r.n).padStart(4)} ${String(r.known).padStart(5)} ${String(r.target).padStart(6)} ${String(r.reached).padStart(7)} ${secs.padStart(7)}  ${more.padEnd(27)} ${r.method}`);
  }
  console.log('* short of the target: the seconds of every try from the target down');
  const t0 = performance.now();
  const q = seatIndices(200, { sessions: 10, seed: 1 }).quality;
  console.log(`200 players x 10 sessions: ${((performance.now() - t0) / 1000).toFixed(2)} s, ${q.repeats} repeats, wind spread ${q.windSpread}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
  printSeating(seatingCells(sizes.length > 0 ? sizes : DEFAULT_SIZES));
}
