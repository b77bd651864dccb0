// The seating plan's quality figures (docs/TOURNAMENT.md), for `npm run bench` (section
// "seating") and on its own: `node bench/tournament.mjs [N...]`.
//
// For each player count N: the most sessions K (up to the published zero-repeat
// limit) for which `seat` finds a plan where no two players meet twice, found by
// trying K from the limit downwards; then the repeats past it (K + 1), and the time a
// 200-player, 10-session plan takes. Prints; asserts nothing.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const { seatIndices } = await import(join(root, 'dist', 'tournament', 'seat.js'));

/** The published zero-repeat limits (docs/TOURNAMENT.md): 16 -> 5, ..., 48 to 200 -> 15. */
export function publishedLimit(n) {
  const table = { 16: 5, 20: 5, 24: 7, 28: 9, 32: 10, 36: 11, 40: 13, 44: 14 };
  return table[n] ?? (n >= 48 ? 15 : Math.floor((n - 1) / 3));
}

export const DEFAULT_SIZES = [16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 64, 80, 100, 128, 160, 200];

/** Rows of [N, published, reached, method, extra repeats at reached + 1, seconds]. */
export function seatingCells(sizes = DEFAULT_SIZES, seed = 1) {
  const rows = [];
  for (const n of sizes) {
    const limit = publishedLimit(n);
    const t0 = performance.now();
    let reached = 0;
    let method = '';
    for (let k = limit; k >= 1; k--) {
      const q = seatIndices(n, { sessions: k, seed }).quality;
      if (q.repeats === 0) {
        reached = k;
        method = q.method;
        break;
      }
    }
    const past = reached < 15 ? seatIndices(n, { sessions: reached + 1, seed }).quality : null;
    rows.push({ n, limit, reached, method, past, seconds: (performance.now() - t0) / 1000 });
  }
  return rows;
}

export function printSeating(rows) {
  console.log('\nSeating plans: most sessions with no repeat meeting (seed 1)');
  console.log(`${'N'.padStart(4)} ${'published'.padStart(9)} ${'reached'.padStart(7)}  ${'one session more'.padEnd(28)} ${'time'.padStart(6)}  made by`);
  for (const r of rows) {
    const more = r.past ? `${r.past.repeats} repeats, max ${r.past.maxMeetings}/pair` : '';
    console.log(`${String(r.n).padStart(4)} ${String(r.limit).padStart(9)} ${String(r.reached).padStart(7)}  ${more.padEnd(28)} ${r.seconds.toFixed(1).padStart(5)}s  ${r.method}`);
  }
  const t0 = performance.now();
  const q = seatIndices(200, { sessions: 10, seed: 1 }).quality;
  console.log(`200 players x 10 sessions: ${((performance.now() - t0) / 1000).toFixed(2)} s, ${q.repeats} repeats, wind spread ${q.windSpread} (target: within seconds)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
  printSeating(seatingCells(sizes.length > 0 ? sizes : DEFAULT_SIZES));
}
