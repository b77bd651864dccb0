// npm run build, after tsc: the CLI as one file for bin/mcr.js (start-up: docs/PERFORMANCE.md).
//
// dist/mcr.bundle.cjs holds src/bin.ts and everything it reaches, dependencies too; what
// cli.ts loads with import() (text tables, the commands' handlers) is compiled in but
// only run when asked for. CommonJS, so that bin/mcr.js can compile it with node:vm and
// V8's code cache (dist/mcr.bundle.cache, made here by one run; see bin/mcr.js). The
// library (dist/index.js and its .d.ts) stays tsc's output.
//
// `mcr tournament` is a bundle of its own, dist/mcr-tournament.cjs with its code cache,
// which the main one loads (bin/mcr.js's `load`) when that command runs: with its three
// libraries (CSV both ways, TOML) it was a third of the main bundle, read and
// deserialised by every run. Without it a one-hand run starts 4% to 10% sooner (wall,
// alternating runs), and `mcr tournament` as soon as before.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(new URL('../dist/mcr.bundle.cache', import.meta.url), { force: true });
const common = {
  absWorkingDir: root,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  // MCR_WORKER_ENTRY: the file a batch worker thread runs (src/batch/parallel.ts), from dist/.
  define: { 'import.meta.url': '__mcrUrl', MCR_WORKER_ENTRY: '"../bin/mcr.js"' },
  // Whitespace and syntax minified (names kept, for the stack of a crash report): less
  // to read and deserialise at every start (README "Speed").
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
};
const fileUrl = `const __mcrUrl = require('node:url').pathToFileURL(__filename).href;`;
/**
 * The tournament command's handler, as commands/declarations.ts imports it: the bundle
 * of its own, through the `load` bin/mcr.js gives the main bundle (code cache and all;
 * a script compiled with node:vm may not import()).
 */
const tournamentApart = {
  name: 'tournament-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/tournament\.js$/ }, (a) =>
      a.importer.endsWith('declarations.ts') || a.importer.endsWith('session.ts') ? { path: 'tournament', namespace: 'apart' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'apart' }, () => ({ contents: "module.exports = load('mcr-tournament');", loader: 'js' }));
  },
};
/**
 * commander requires node:child_process at its top for executable subcommands, which
 * mcr does not use: loading it cost every run about 2 ms. Here it is required only if
 * commander ever spawns: a one-hand run's CPU time went from 1.037x to 1.02x that of
 * the build before commander (20 runs x 4 to 6 alternating rounds, shared machine).
 */
const childProcessWhenUsed = {
  name: 'child-process-when-used',
  setup(b) {
    b.onResolve({ filter: /^node:child_process$/ }, (a) =>
      a.importer.includes('node_modules/commander/') ? { path: 'child_process', namespace: 'when-used' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'when-used' }, () => ({
      contents: "module.exports = { spawn: (...a) => require('node:child_process').spawn(...a) };",
      loader: 'js',
    }));
  },
};
await build({
  ...common,
  entryPoints: ['src/bin.ts'],
  outfile: 'dist/mcr.bundle.cjs',
  plugins: [tournamentApart, childProcessWhenUsed],
  // The build's id, first line: a code cache is used only with the bundle it was made from.
  banner: { js: `// mcr-bundle ${randomUUID()}\n${fileUrl}` },
});
rmSync(new URL('../dist/mcr-tournament.cache', import.meta.url), { force: true });
await build({ ...common, entryPoints: ['src/commands/tournament.ts'], outfile: 'dist/mcr-tournament.cjs', banner: { js: `// mcr-tournament ${randomUUID()}\n${fileUrl}` } });
// One hand through the bin writes the code cache (the functions a run compiles included).
const made = spawnSync(process.execPath, ['bin/mcr.js', '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (made.status !== 0) {
  console.error('bundle: bin/mcr.js did not run');
  process.exit(1);
}
// A tournament command writes the tournament bundle's cache (a folder that is not there: read, refused, exit 2).
const tournament = spawnSync(process.execPath, ['bin/mcr.js', 'tournament', 'standings', 'dist/no-such-tournament'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'ignore'],
});
if (tournament.status !== 2) {
  console.error(`bundle: bin/mcr.js tournament did not run as expected (exit ${tournament.status})`);
  process.exit(1);
}
