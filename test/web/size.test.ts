/**
 * What a language costs the page (issue: "the page's size grows by at most 25 KB
 * gzipped per language"): the page's script built as `npm run build` builds it
 * (scripts/page-script.mjs), and again with each language's catalog replaced by the
 * English one; the difference, gzipped. The groups only the command line reads
 * (src/i18n/page.ts) are not in the page at all. Sizes, not times.
 */
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGS, LANGS } from '../../src/i18n/index.js';

type PageScript = (o?: { without?: string }) => Promise<string>;
let pageScript: PageScript;
let whole = '';
const gz = (s: string): number => gzipSync(s, { level: 9 }).length;

beforeAll(async () => {
  const at = pathToFileURL(new URL('../../scripts/page-script.mjs', import.meta.url).pathname).href;
  pageScript = ((await import(at)) as { pageScript: PageScript }).pageScript;
  whole = await pageScript();
}, 120_000);

describe('the page and its languages', () => {
  it.each(LANGS.filter((l) => l !== 'en'))('%s adds at most 25 KB gzipped to the page’s script', async (lang) => {
    const without = await pageScript({ without: lang });
    expect(gz(whole) - gz(without)).toBeGreaterThan(0);
    expect(gz(whole) - gz(without)).toBeLessThanOrEqual(25_000);
  }, 120_000);

  it('holds none of the words only the command line reads: help, tournament, session, play, review, mcr web', () => {
    const CLI_ONLY = ['commands', 'help', 'tournament', 'session', 'web', 'fanSheet', 'cannotRead', 'play', 'review', 'prompt', 'usage'];
    const strings = (v: unknown): string[] => (typeof v === 'string' ? [v] : v !== null && typeof v === 'object' ? Object.values(v).flatMap(strings) : []);
    const of = (keep: (group: string) => boolean): string[] =>
      Object.values(CATALOGS).flatMap((c) => Object.entries(c).filter(([g]) => keep(g)).flatMap(([, v]) => strings(v)));
    // A sentence that a group of the page also says (the table's "The wall is empty") stays.
    const paged = new Set(of((g) => !CLI_ONLY.includes(g)));
    const words = of((g) => CLI_ONLY.includes(g)).filter((w) => w.length >= 12 && !paged.has(w));
    expect(words.length).toBeGreaterThan(100);
    // As a string literal of the bundle, whatever its quotes (JSON.stringify: the same escapes).
    const literal = (w: string): boolean => [w, JSON.stringify(w).slice(1, -1)].some((x) => ['"', "'", '`'].some((q) => whole.includes(`${q}${x}${q}`)));
    expect(words.filter(literal)).toEqual([]);
  });
});
