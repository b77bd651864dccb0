// npm run build, after tsc: the library for `require('mahjong-mcr')` (docs/API.md).
//
// dist/index.js is an ES module (tsc's output), which `import` loads. For `require` the
// package ships the same library as CommonJS: dist/cjs/index.js, src/index.ts and what
// it reaches bundled by esbuild into one file, in a folder whose package.json says
// "type": "commonjs". Its types are the .d.ts files index.d.ts reaches, copied beside
// it, so that TypeScript reads them as CommonJS declarations (moduleResolution node16
// and nodenext pick them through the "require" condition of package.json "exports").
// The library is pure (no state between calls), so two copies in one process can not
// disagree.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const out = join(dist, 'cjs');
rmSync(out, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/index.ts'],
  outfile: 'dist/cjs/index.js',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
});
writeFileSync(join(out, 'package.json'), JSON.stringify({ type: 'commonjs' }) + '\n');

// The declarations index.d.ts reaches through relative imports, copied as they are.
const todo = [join(dist, 'index.d.ts')];
const seen = new Set(todo);
for (let file; (file = todo.pop()); ) {
  const text = readFileSync(file, 'utf8');
  const target = join(out, relative(dist, file));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
  for (const m of text.matchAll(/(?:from\s+|import\()\s*'(\.{1,2}\/[^']+)\.js'/g)) {
    const next = join(dirname(file), `${m[1]}.d.ts`);
    if (!seen.has(next)) {
      seen.add(next);
      todo.push(next);
    }
  }
}
