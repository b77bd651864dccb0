/**
 * The documents a user reads: README.md and docs/*.md.
 *
 * - every relative link resolves to a file inside the repository (and its #anchor to
 *   a heading of that file, as GitHub makes anchors);
 * - every ```ts block of docs/API.md type-checks against the built dist/ types, as a
 *   user's module importing 'mahjong-mcr' (each block on its own, strict);
 * - .ci/run runs the README's test command.
 *
 * The examples of README.md and docs/*.md are run by test/readme.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DOCS = ['README.md', 'README.zh-CN.md', 'CHANGELOG.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The text outside fenced code blocks, with inline code spans blanked. */
function prose(md: string): string[] {
  let fenced = false;
  return md.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/(`+)[^`]*?\1/g, '');
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2 ... */
function anchors(md: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fenced = false;
  for (const line of md.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = m[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** [text](target) links of a document, with their line numbers. */
function links(md: string): { line: number; target: string }[] {
  const out: { line: number; target: string }[] = [];
  prose(md).forEach((text, i) => {
    for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push({ line: i + 1, target: m[1] });
  });
  return out;
}

describe('links in README.md and docs/*.md', () => {
  // The manual: the files the help texts point at (installed with the package), each linked from the README.
  const MANUAL = ['CLI', 'WAITS', 'EXPLAIN', 'SESSION', 'PERFORMANCE', 'NOTATION', 'RULES', 'SCHEMA', 'API'].map((n) => `docs/${n}.md`);
  it('finds the documents, and the README links every file of the manual and CHANGELOG.md', () => {
    expect(DOCS).toEqual(expect.arrayContaining(MANUAL));
    const targets = links(read('README.md')).map((l) => l.target.split('#')[0]);
    expect(targets).toEqual(expect.arrayContaining([...MANUAL, 'CHANGELOG.md']));
  });

  it.each(DOCS)('%s: every relative link resolves inside the repository', (doc) => {
    const bad: string[] = [];
    for (const { line, target } of links(read(doc))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: ...
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const file = path === '' ? join(root, doc) : resolve(root, dirname(doc), decodeURIComponent(path));
      const where = `${doc}:${line} → ${target}`;
      if (relative(root, file).startsWith('..')) bad.push(`${where}: outside the repository`);
      else if (!existsSync(file)) bad.push(`${where}: no such file`);
      else if (anchor && statSync(file).isFile() && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor))
        bad.push(`${where}: no heading with that anchor`);
    }
    expect(bad).toEqual([]);
  });

  it('the anchor rule is GitHub\'s', () => {
    const a = anchors('# Scoring (`mcr-score/1`)\n## A session (one table, 16 hands)\n```\n# not a heading\n```\n## `score(line, options?)`\n## Types\n## Types\n');
    expect([...a]).toEqual(['scoring-mcr-score1', 'a-session-one-table-16-hands', 'scoreline-options', 'types', 'types-1']);
  });
});

describe('docs/API.md examples', () => {
  const blocks = [...read('docs/API.md').matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
  // The rule profiles' fields (score(line, { rules }), rules, reasonCode) are checked once dist/ has them.
  const checked = blocks;
  const tmp = mkdtempSync(join(tmpdir(), 'mcr-api-docs-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('there are examples, each importing from mahjong-mcr', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(10);
    for (const b of blocks) expect(b).toMatch(/from 'mahjong-mcr';/);
  });

  it('every ```ts block type-checks against dist/ (strict), as a module of its own', { timeout: 120_000 }, () => {
    expect(existsSync(join(root, 'dist/index.d.ts')), 'dist/ is built by `npm test` (pretest)').toBe(true);
    writeFileSync(join(tmp, 'package.json'), JSON.stringify({ type: 'module' }));
    writeFileSync(
      join(tmp, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          noEmit: true,
          skipLibCheck: true,
          types: ['node'],
          typeRoots: [join(root, 'node_modules/@types')],
          paths: { 'mahjong-mcr': [join(root, 'dist/index.d.ts')] },
        },
        include: ['*.ts'],
      }),
    );
    checked.forEach((code, i) => writeFileSync(join(tmp, `example-${i + 1}.ts`), code));
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const r = spawnSync(process.execPath, [tsc, '-p', tmp, '--pretty', 'false'], { encoding: 'utf8' });
    const shown = r.stdout.replace(/example-(\d+)\.ts/g, (_, n: string) => `API.md block ${n}:\n${checked[Number(n) - 1]}\n`);
    expect(r.status, shown + r.stderr).toBe(0);
  });

});

describe('docs/API.md covers the library', () => {
  it('every value the package exports is named in its "Every export" table and used in an example', async () => {
    const api = read('docs/API.md');
    const table = api.slice(api.indexOf('Every export:'), api.indexOf('\n## '));
    const lib = (await import('../../src/index.js')) as Record<string, unknown>;
    const names = Object.keys(lib);
    expect(names.length).toBeGreaterThan(8);
    expect(names.filter((n) => !table.includes(`\`${n}`))).toEqual([]);
    const code = [...api.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]).join('\n');
    expect(names.filter((n) => !new RegExp(`\\b${n}\\b`).test(code))).toEqual([]);
  });
});

describe('.ci/run', () => {
  it('runs the README\'s test command on a clean checkout', () => {
    const ci = read('.ci/run');
    const command = ci.trimEnd().split('\n').at(-1);
    expect(command).toBe('npm ci && npm test && npm run test:full'); // then the exhaustive runs (vitest.full.config.ts)
    expect(read('README.md')).toContain('```sh\nnpm ci && npm test\n```');
  });
});
