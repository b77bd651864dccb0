/**
 * The examples of README.md and of the manual (docs/*.md), run: every command in a
 * ```sh block that starts with `mcr `, `npx mcr ` or `node bin/mcr.js` (a `$ ` prompt
 * allowed), and every `$ mcr ...` of a ```text block, at COLUMNS=80: no line of what
 * they print is longer than 80 columns. A ```text block's `$ mcr ...` must print
 * exactly the lines under it (`$ echo $?` its exit code): the documents show what
 * the program prints now.
 *
 * Files an example reads come from the documents' own `$ cat FILE` examples (any
 * document's); an example that needs a file no document shows (hands.txt), or a
 * program that is not installed (jq), is skipped.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { textWidth } from '../src/format/width.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const DOCS = ['README.md', 'README.zh-CN.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

interface Example {
  /** The document it is in. */
  doc: string;
  command: string;
  /** The lines the README shows under it (text blocks only). */
  expected?: string[];
  /** The exit code the README shows (`$ echo $?`). */
  code?: number;
}

/** The fenced blocks of one kind in a document, as lists of lines. */
function blocks(md: string, kind: string): string[][] {
  const out: string[][] = [];
  const re = new RegExp('^```' + kind + '\\n([\\s\\S]*?)^```$', 'gm');
  for (const m of md.matchAll(re)) out.push(m[1].replace(/\n$/, '').split('\n'));
  return out;
}

const isMcr = (c: string) => /^(mcr |npx mcr |node bin\/mcr\.js)/.test(c);

/** Files shown by `$ cat FILE` in any block of any document: the lines under it. */
const files = new Map<string, string>();
const examples: Example[] = [];
for (const doc of DOCS) {
  const md = readFileSync(join(root, doc), 'utf8');
  for (const kind of ['sh', 'text']) {
    for (const lines of blocks(md, kind)) {
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        const prompt = line.startsWith('$ ');
        const command = prompt ? line.slice(2) : line;
        if (kind === 'text' && !prompt) continue;
        let j = i + 1;
        while (j < lines.length && !lines[j].startsWith('$ ')) j++;
        const shown = prompt ? lines.slice(i + 1, j) : undefined;
        const cat = /^cat (\S+)$/.exec(command);
        if (cat && shown) {
          const text = shown.join('\n') + '\n';
          if (files.has(cat[1]) && files.get(cat[1]) !== text) throw new Error(`${doc}: $ cat ${cat[1]} shows another ${cat[1]} than an earlier document`);
          files.set(cat[1], text);
        }
        if (!isMcr(command)) continue;
        const ex: Example = { doc, command };
        if (kind === 'text' && shown) ex.expected = shown;
        if (kind === 'text' && lines[j] === '$ echo $?') ex.code = Number(lines[j + 1]);
        examples.push(ex);
      }
    }
  }
}

// A directory with the README's files and an `mcr` that runs this checkout's build.
const dir = mkdtempSync(join(tmpdir(), 'mcr-readme-'));
for (const [name, text] of files) writeFileSync(join(dir, name), text);
writeFileSync(join(dir, 'mcr'), `#!/bin/sh\nexec "${process.execPath}" "${join(root, 'bin/mcr.js')}" "$@"\n`);
chmodSync(join(dir, 'mcr'), 0o755);

const has = (program: string) => spawnSync('sh', ['-c', `command -v ${program}`]).status === 0;

/** Why an example can not run here, or null. */
function skipReason(command: string): string | null {
  const words = command.replace(/#.*$/, '').match(/[^\s"']+|"[^"]*"|'[^']*'/g) ?? [];
  for (let k = 0; k < words.length; k++) {
    const w = words[k];
    const fileArg = ['<', '-f', '--file'].includes(words[k - 1] ?? '') || words[k - 1] === 'session' || /\.(txt|log)$/.test(w);
    if (fileArg && !w.startsWith('-') && w !== '<' && !existsSync(join(dir, w))) return `needs ${w}`;
  }
  for (const program of ['jq']) if (new RegExp(`\\|\\s*${program}\\b`).test(command) && !has(program)) return `needs ${program}`;
  return null;
}

function run(command: string) {
  const sh = command.replace(/^(node bin\/mcr\.js|npx mcr)/, 'mcr');
  const r = spawnSync('sh', ['-c', `${sh} 2>&1`], {
    cwd: dir,
    input: '',
    encoding: 'utf8',
    env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, COLUMNS: '80', NO_COLOR: '1', FORCE_COLOR: undefined, MCR_RULES: undefined },
  });
  return { code: r.status, lines: r.stdout.replace(/\n$/, '').split('\n').map((l) => l.trimEnd()) };
}

describe('README.md stays a screen or two', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  it('at most about 200 lines and 15 KB; the manual is in docs/', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(15_000);
  });
  it('its quick start runs `mcr` as everything after it does, not node bin/mcr.js', () => {
    expect(readme).toContain('```sh\nnpm ci && npx mcr "');
    expect(readme).not.toMatch(/node bin\/mcr\.js/);
  });
});

describe('README and docs/ examples', () => {
  it('has examples to run: the README\'s screen, and the manual\'s', () => {
    expect(examples.length).toBeGreaterThan(20);
    expect(examples.filter((e) => e.expected).length).toBeGreaterThan(8);
    expect(examples.filter((e) => e.doc === 'README.md' && e.expected).length).toBeGreaterThanOrEqual(1);
    for (const doc of ['docs/CLI.md', 'docs/WAITS.md', 'docs/EXPLAIN.md', 'docs/SESSION.md'])
      expect(examples.filter((e) => e.doc === doc && e.expected).length, doc).toBeGreaterThanOrEqual(1);
  });

  for (const ex of examples) {
    const why = skipReason(ex.command);
    it.skipIf(why !== null)(`${ex.doc}: ${ex.command}${why ? ` (skipped: ${why})` : ''}`, () => {
      const r = run(ex.command);
      // JSON is one object to a line, whatever its length.
      if (!/--json/.test(ex.command)) for (const line of r.lines) expect(textWidth(line), line).toBeLessThanOrEqual(80);
      if (ex.expected) expect(r.lines.join('\n')).toBe(ex.expected.map((l) => l.trimEnd()).join('\n').replace(/\n+$/, ''));
      if (ex.code !== undefined) expect(r.code).toBe(ex.code);
    });
  }
});
