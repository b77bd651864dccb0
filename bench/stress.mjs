#!/usr/bin/env node
// npm run stress: every reliability case (bench/stress-cases.mjs) with its
// limits: closed and failing outputs, slow readers, signals, huge session logs, long
// lines, stdin that is a directory. Prints per case the lines, seconds (wall and
// CPU), peak RSS and pass/fail; exits 1 when any case fails. Not part of npm test
// (the fast cases are, in test/cli/limits.test.ts). Run after a build (npm run stress
// builds first). `node bench/stress.mjs <word>` runs the cases whose name has it.
import { cases, cleanUp } from './stress-cases.mjs';

const only = process.argv.slice(2);
const picked = cases.filter((c) => only.length === 0 || only.some((w) => c.name.includes(w)));
const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
let failed = 0;
console.log(`${'case'.padEnd(92)} ${'lines'.padStart(9)} ${'wall s'.padStart(7)} ${'cpu s'.padStart(6)} ${'RSS MB'.padStart(7)}  result`);
for (const c of picked) {
  if (c.skip?.()) {
    console.log(`${c.name.padEnd(92)} ${''.padStart(9)} ${''.padStart(7)} ${''.padStart(6)} ${''.padStart(7)}  skipped`);
    continue;
  }
  let r;
  try {
    r = await c.run();
  } catch (e) {
    r = { lines: NaN, seconds: NaN, cpuSeconds: NaN, maxRssMb: NaN, failures: [`threw: ${e?.stack ?? e}`] };
  }
  const ok = r.failures.length === 0;
  if (!ok) failed++;
  console.log(
    `${c.name.padEnd(92)} ${r.lines.toLocaleString('en-US').padStart(9)} ${fmt(r.seconds, 2).padStart(7)} ${fmt(r.cpuSeconds, 2).padStart(6)} ${fmt(r.maxRssMb, 0).padStart(7)}  ${ok ? 'pass' : 'FAIL'}`,
  );
  for (const f of r.failures) console.log(`    ${f}`);
}
cleanUp();
console.log(failed === 0 ? `all ${picked.length} cases pass` : `${failed} of ${picked.length} cases FAIL`);
process.exit(failed === 0 ? 0 : 1);
