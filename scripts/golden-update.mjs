#!/usr/bin/env node
// Refreshes the repository's golden data (test/golden/) from the reference corpus
// beside the repository (../shared/corpus): every *.jsonl at the top (rule-independent
// cases) and in each rule-profile folder (green-book/, mil/, ...), copied as they are.
//
//   npm run golden:update            copy, and say what changed
//   npm run golden:update -- --check exit 1 when test/golden/ differs from ../shared/corpus
//
// The tests read test/golden/ only, so a clone without ../shared passes them.
import { readFileSync, writeFileSync, readdirSync, mkdirSync, existsSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, '..', 'shared', 'corpus');
const to = join(root, 'test', 'golden');
const check = process.argv.includes('--check');

if (!existsSync(from)) {
  console.error(`golden:update: ${from} not found (the reference corpus must sit beside the repository as ../shared/corpus)`);
  process.exit(2);
}

/** The corpus files, as paths relative to the corpus folder. */
function corpusFiles() {
  const out = [];
  for (const e of readdirSync(from, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.isFile() && e.name.endsWith('.jsonl')) out.push(e.name);
    else if (e.isDirectory())
      for (const f of readdirSync(join(from, e.name)).sort()) if (f.endsWith('.jsonl')) out.push(join(e.name, f));
  }
  return out;
}

let changed = 0;
for (const file of corpusFiles()) {
  const text = readFileSync(join(from, file), 'utf8');
  const target = join(to, file);
  const old = existsSync(target) ? readFileSync(target, 'utf8') : null;
  if (old === text) continue;
  changed++;
  const lines = text.split('\n').filter((l) => l.trim()).length;
  console.log(`${old === null ? 'new' : 'changed'}: ${relative(root, target)} (${lines} lines)`);
  if (!check) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}
console.log(changed === 0 ? 'golden data up to date' : `${changed} file(s) ${check ? 'differ' : 'updated'}`);
process.exit(check && changed > 0 ? 1 : 0);
