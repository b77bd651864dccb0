#!/usr/bin/env node
// The points path of the chances search against score(), warm, on the 12,000 corpus
// hands (docs/PERFORMANCE.md): score(line) per hand, one way; pointsBothWays() per
// hand, both ways, from tile counts made beforehand; and score() both ways (the line
// and the line with +win turned). Prints JSON; asserts nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { score } = await import(join(root, 'dist', 'index.js'));
const { parseLine } = await import(join(root, 'dist', 'notation', 'parse.js'));
const { pointsBothWays } = await import(join(root, 'dist', 'chances', 'points.js'));
const { scoringRules } = await import(join(root, 'dist', 'evaluate', 'rules.js'));
const { ruleProfile } = await import(join(root, 'dist', 'rules', 'profiles.js'));
const lines = readFileSync(join(root, 'test', 'golden', 'green-book', 'hands.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).hand);
const rules = scoringRules(ruleProfile('green-book'));
const inputs = lines.map((l) => {
  const h = parseLine(l).hand;
  const counts = new Uint8Array(34);
  for (const t of h.concealed) counts[t]++;
  return { h, counts };
});
const runs = Number(process.argv[2] ?? 5);
const time = (f) => {
  const t0 = performance.now();
  f();
  return performance.now() - t0;
};
const turned = lines.map((l) => (l.includes('+win:wall') ? l.replace('+win:wall', '+win:discard') : l.replace('+win:discard', '+win:wall')));
const scoreAll = () => { for (const l of lines) score(l); };
const scoreBoth = () => { for (let i = 0; i < lines.length; i++) { score(lines[i]); score(turned[i]); } };
const pointsAll = () => { for (const { h, counts } of inputs) pointsBothWays(h, counts, h.winningTile, rules); };
scoreAll();
pointsAll();
const s = [], s2 = [], p = [], ratio = [], ratio2 = [];
for (let r = 0; r < runs; r++) {
  const a = time(scoreAll), a2 = time(scoreBoth), b = time(pointsAll);
  s.push(a);
  s2.push(a2);
  p.push(b);
  ratio.push(a / b);
  ratio2.push(a2 / b);
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
console.log(JSON.stringify({ hands: lines.length, scoreMs: median(s), scoreBothMs: median(s2), pointsMs: median(p), ratio: median(ratio), ratioBoth: median(ratio2) }));
