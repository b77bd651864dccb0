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
import { pageScript } from './page-script.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'web');
const out = join(root, 'dist', 'web');

const script = (await pageScript()).replace(/<\/script/gi, '<\\/script');
const css = await build({
  absWorkingDir: root,
  entryPoints: ['web/style.css'],
  bundle: true,
  write: false,
  minify: true,
  logLevel: 'warning',
});
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
