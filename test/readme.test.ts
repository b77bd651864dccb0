/**
 * The README's examples, run: every command in a ```sh block that starts with `mcr `
 * or `node bin/mcr.js` (a `$ ` prompt allowed), and every `$ mcr ...` of a ```text
 * block, at COLUMNS=80: no line of what they print is longer than 80 columns. A
 * ```text block's `$ mcr ...` must print exactly the lines under it (`$ echo $?` its
 * exit code): the README shows what the program prints now.
 *
 * Files an example reads come from the README's own `$ cat FILE` examples; an
 * example that needs a file the README does not show (hands.txt, table3.txt), or a
 * program that is not installed (jq), is skipped.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { textWidth } from '../src/format/width.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');

interface Example {
  command: string;
  /** The lines the README shows under it (text blocks only). */
  expected?: string[];
  /** The exit code the README shows (`$ echo $?`). */
  code?: number;
}

/** The fenced blocks of one kind, as lists of lines. */
function blocks(kind: string): string[][] {
  const out: string[][] = [];
  const re = new RegExp('^```' + kind + '\\n([\\s\\S]*?)^```$', 'gm');
  for (const m of readme.matchAll(re)) out.push(m[1].replace(/\n$/, '').split('\n'));
  return out;
}

const isMcr = (c: string) => /^(mcr |node bin\/mcr\.js)/.test(c);

/** Files shown by `$ cat FILE` in any block: the lines under it. */
const files = new Map<string, string>();
const examples: Example[] = [];
for (const kind of ['sh', 'text']) {
  for (const lines of blocks(kind)) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      const prompt = line.startsWith('$ ');
      const command = prompt ? line.slice(2) : line;
      if (kind === 'text' && !prompt) continue;
      let j = i + 1;
      while (j < lines.length && !lines[j].startsWith('$ ')) j++;
      const shown = prompt ? lines.slice(i + 1, j) : undefined;
      const cat = /^cat (\S+)$/.exec(command);
      if (cat && shown) files.set(cat[1], shown.join('\n') + '\n');
      if (!isMcr(command)) continue;
      const ex: Example = { command };
      if (kind === 'text' && shown) ex.expected = shown;
      if (kind === 'text' && lines[j] === '$ echo $?') ex.code = Number(lines[j + 1]);
      examples.push(ex);
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
  const sh = command.replace(/^node bin\/mcr\.js/, 'mcr');
  const r = spawnSync('sh', ['-c', `${sh} 2>&1`], {
    cwd: dir,
    input: '',
    encoding: 'utf8',
    env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, COLUMNS: '80', NO_COLOR: '1', FORCE_COLOR: undefined, MCR_RULES: undefined },
  });
  return { code: r.status, lines: r.stdout.replace(/\n$/, '').split('\n').map((l) => l.trimEnd()) };
}

describe('README examples', () => {
  it('has examples to run', () => {
    expect(examples.length).toBeGreaterThan(20);
    expect(examples.filter((e) => e.expected).length).toBeGreaterThan(8);
  });

  for (const ex of examples) {
    const why = skipReason(ex.command);
    it.skipIf(why !== null)(`${ex.command}${why ? ` (skipped: ${why})` : ''}`, () => {
      const r = run(ex.command);
      // JSON is one object to a line, whatever its length.
      if (!/--json/.test(ex.command)) for (const line of r.lines) expect(textWidth(line), line).toBeLessThanOrEqual(80);
      if (ex.expected) expect(r.lines.join('\n')).toBe(ex.expected.map((l) => l.trimEnd()).join('\n').replace(/\n+$/, ''));
      if (ex.code !== undefined) expect(r.code).toBe(ex.code);
    });
  }
});
