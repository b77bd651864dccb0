// npm run bench, section "quiz": how long one question takes to make (issue: each
// under 20 ms, so that the quiz never waits). Per level and kind, 200 questions in one
// run of quiz() (warm after the first level), the time per question, and the slowest
// single question of 100 seeds, each its best of 5 runs (a pause of the machine or the
// garbage collector in one run is not the question's cost, as for why()). Prints
// through `line`; asserts nothing.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export async function benchQuiz({ root, line }) {
  const { quiz, LEVELS, QUIZ_KINDS } = await import(pathToFileURL(join(root, 'dist', 'index.js')).href);
  quiz({ seed: 99, count: 50 }); // warm up
  let slowest = 0;
  const per = [];
  for (const level of LEVELS)
    for (const kind of QUIZ_KINDS) {
      const t0 = process.hrtime.bigint();
      quiz({ seed: 1, count: 200, level, kinds: [kind] });
      per.push(Number(process.hrtime.bigint() - t0) / 1e6 / 200);
      for (let s = 0; s < 100; s++) {
        let best = Infinity;
        for (let r = 0; r < 5; r++) {
          const t1 = process.hrtime.bigint();
          quiz({ seed: 1000 + s, count: 1, level, kinds: [kind] });
          best = Math.min(best, Number(process.hrtime.bigint() - t1) / 1e6);
        }
        slowest = Math.max(slowest, best);
      }
    }
  const mean = per.reduce((a, b) => a + b, 0) / per.length;
  line('quiz: one question made', `${mean.toFixed(2)} ms mean`, 'target < 20 ms each', slowest < 20,
    `(${LEVELS.length} levels x ${QUIZ_KINDS.length} kinds; per level and kind ${Math.min(...per).toFixed(2)}..${Math.max(...per).toFixed(2)} ms; slowest single question ${slowest.toFixed(1)} ms, best of 5)`);
}
