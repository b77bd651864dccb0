// npm run build, after the CLI: mcr's page for phones (docs/WEB.md) as one self-contained
// file, dist/web/index.html: web/main.ts and the library it imports bundled by esbuild,
// the styles inline, nothing fetched. Beside it, for installing it as an app when it is
// served over http(s) (a service worker can not be inline): sw.js, manifest.webmanifest,
// icon.svg. The page works without them (opened as a file, or a host serving only it).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'web');
const out = join(root, 'dist', 'web');

// The library's tournament functions read and write CSV and TOML (csv-parse,
// csv-stringify, smol-toml) and check country codes (tournament/countries.ts, the
// iso-3166 lists, whose tables are built when the module loads), which the page never
// calls; csv-stringify makes Node Buffers when it loads. Marked free of side effects,
// they are left out of the page with everything else it does not use (the countries:
// 24 KB less script to read before the first result).
const pageLeavesOut = {
  name: 'tournament-formats',
  setup(b) {
    b.onResolve({ filter: /^(csv-parse|csv-stringify|smol-toml|iso-3166)(\/|$)|\/countries\.js$/ }, async (args) => {
      if (args.pluginData === 'resolving') return undefined;
      const r = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'resolving' });
      return { ...r, sideEffects: false };
    });
  },
};

const js = await build({
  absWorkingDir: root,
  entryPoints: ['web/main.ts'],
  plugins: [pageLeavesOut],
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: ['chrome100', 'firefox100', 'safari15'],
  // MCR_WEB_DEBUG=1: readable code, for a profile.
  minify: process.env.MCR_WEB_DEBUG !== '1',
  // The Chinese words as UTF-8, not \uXXXX escapes: 36 KB less script to read (the
  // page declares utf-8, and the policy's hash is of the UTF-8 bytes).
  charset: 'utf8',
  legalComments: 'none',
  logLevel: 'warning',
});
const css = await build({
  absWorkingDir: root,
  entryPoints: ['web/style.css'],
  bundle: true,
  write: false,
  minify: true,
  logLevel: 'warning',
});
const script = js.outputFiles[0].text.replace(/<\/script/gi, '<\\/script');
const style = css.outputFiles[0].text;
const template = readFileSync(join(web, 'index.html'), 'utf8');
// Functions as replacements: a `$` in the code is not a replacement pattern.
// The policy allows the one inline script by its hash, not 'unsafe-inline' (mcr web's
// header takes the policy from this meta tag).
const scriptHash = `'sha256-${createHash('sha256').update(script.trim()).digest('base64')}'`;
const page = template
  .replace('/*SCRIPT_HASH*/', () => scriptHash)
  .replace('/*STYLE*/', () => style.trim())
  .replace('/*SCRIPT*/', () => script.trim());
const version = createHash('sha256').update(page).digest('hex').slice(0, 16);

mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'index.html'), page);
writeFileSync(join(out, 'sw.js'), readFileSync(join(web, 'sw.js'), 'utf8').replace('/*VERSION*/', version));
copyFileSync(join(web, 'manifest.webmanifest'), join(out, 'manifest.webmanifest'));
copyFileSync(join(web, 'icon.svg'), join(out, 'icon.svg'));
