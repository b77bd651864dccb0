// npm run build, after tsc: the CLI as one file for bin/mcr.js (start-up, issue 16).
//
// dist/mcr.bundle.cjs holds src/bin.ts and everything it reaches, dependencies too; what
// cli.ts loads with import() (text tables, the commands' handlers) is compiled in but
// only run when asked for. CommonJS, so that bin/mcr.js can compile it with node:vm and
// V8's code cache (dist/mcr.bundle.cache, made here by one run; see bin/mcr.js). The
// library (dist/index.js and its .d.ts) stays tsc's output.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(new URL('../dist/mcr.bundle.cache', import.meta.url), { force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/bin.ts'],
  outfile: 'dist/mcr.bundle.cjs',
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // The build's id, first line: a code cache is used only with the bundle it was made from.
  banner: { js: `// mcr-bundle ${randomUUID()}\nconst __mcrUrl = require('node:url').pathToFileURL(__filename).href;` },
  // MCR_WORKER_ENTRY: the file a batch worker thread runs (src/batch/parallel.ts), from dist/.
  define: { 'import.meta.url': '__mcrUrl', MCR_WORKER_ENTRY: '"../bin/mcr.js"' },
  logLevel: 'warning',
});
// One hand through the bin writes the code cache (the functions a run compiles included).
const made = spawnSync(process.execPath, ['bin/mcr.js', '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (made.status !== 0) {
  console.error('bundle: bin/mcr.js did not run');
  process.exit(1);
}
