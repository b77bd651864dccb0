// The page's JavaScript (docs/WEB.md): web/main.ts and the library it imports, bundled
// by esbuild for scripts/build-web.mjs. Also called by test/web/size.test.ts with
// `without`, a language whose catalog is replaced by the English one, to measure what
// that language adds to the page.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

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

/** src/i18n/LANG.ts replaced by the English catalog under LANG's export name. */
const withoutLang = (lang) => ({
  name: 'without-lang',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^\\./${lang}\\.js$`) }, (args) =>
      args.importer.endsWith(`src/i18n/index.ts`) ? { path: lang, namespace: 'without-lang' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'without-lang' }, () => ({
      contents: `export { en as ${lang} } from './src/i18n/en.ts';`,
      loader: 'ts',
      resolveDir: root,
    }));
  },
});

/**
 * The page's script as text. MCR_PAGE is defined, so the catalogs' groups that only the
 * command line reads are left out (src/i18n/page.ts). `without`: a language left out.
 */
export async function pageScript({ without } = {}) {
  const js = await build({
    absWorkingDir: root,
    entryPoints: ['web/main.ts'],
    plugins: [pageLeavesOut, ...(without ? [withoutLang(without)] : [])],
    define: { MCR_PAGE: 'true' },
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
  return js.outputFiles[0].text;
}
