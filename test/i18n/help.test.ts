/**
 * Every command's help in every language: each catalog words every part of every
 * declaration (a part missing fails here, not in front of a user), and the help under
 * --lang zh is Chinese, commander's frame and errors included.
 */
import { describe, expect, it } from 'vitest';
import { COMMANDS, SCORE } from '../../src/commands/declarations.js';
import { CATALOGS, LANGS } from '../../src/i18n/index.js';
import { mcrIn } from '../helpers/mcr.js';
import { englishWords } from './english.js';

const SPECS = [SCORE, ...COMMANDS];
const OTHER = LANGS.filter((l) => l !== 'en');

describe.each(OTHER)('the help in %s words every declaration', (lang) => {
  const t = CATALOGS[lang];
  it.each(SPECS.map((s) => [s.name || 'mcr', s] as const))('%s', (key, spec) => {
    const w = t.commands[key];
    expect(w, `${lang}: no words for ${key}`).toBeDefined();
    expect(w.summary).not.toBe('');
    expect(w.exits).not.toBe('');
    expect(w.about).toHaveLength(spec.about.length);
    for (const o of spec.options) {
      expect(w.options?.[o.name], `--${o.name}`).toBeTruthy();
      if (o.no) expect(w.no?.[o.name], `--no-${o.name}`).toBeTruthy();
    }
    for (const [term] of spec.args ?? []) expect(w.args?.[term], term).toBeTruthy();
    for (const [term] of spec.subcommands ?? []) expect(w.subcommands?.[term.split(' ')[0]], term).toBeTruthy();
    expect(w.sections ?? []).toHaveLength(spec.sections?.length ?? 0);
    for (const [k, s] of (spec.sections ?? []).entries()) {
      expect(w.sections?.[k].title, s.title).toBeTruthy();
      for (const [term] of s.rows ?? []) expect(w.sections?.[k].rows?.[term] ?? (term.startsWith('mcr ') ? 'a command' : undefined), term).toBeTruthy();
    }
    expect(w.examples ?? []).toHaveLength(spec.examples?.length ?? 0);
    for (const [k, [, what]] of (spec.examples ?? []).entries()) if (what) expect(w.examples?.[k], what).toBeTruthy();
  });
});

describe('--help under --lang zh', () => {
  it.each(SPECS.map((s) => s.name))('mcr %s --help is Chinese: no English word outside notation, options, commands and names', async (name) => {
    const r = await mcrIn([...(name ? [name] : []), '--help', '--lang', 'zh'], { columns: 80 });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^用法： mcr/);
    expect(r.stdout).toMatch(/^选项：$/m);
    expect(englishWords(r.stdout)).toEqual([]);
  });

  it("commander's errors in Chinese", async () => {
    expect((await mcrIn(['--lang', 'zh', '--jsn', 'x'])).stderr).toBe('错误：没有选项“--jsn”；是不是想写 --json？（mcr --help 列出所有选项）\n');
    expect((await mcrIn(['--lang', 'zh', 'tournament', 'frob'])).stderr).toMatch(/^错误：mcr tournament 没有命令“frob”/);
    expect((await mcrIn(['--lang', 'zh', 'web', '--port', 'x'])).stderr).toMatch(/^错误：/);
  });

  it('the English help is as it was, with --lang listed', async () => {
    const r = await mcrIn(['--help'], { columns: 80 });
    expect(r.stdout).toMatch(/^Usage: mcr \[options\] \[hand\.\.\.\]$/m);
    expect(r.stdout).toMatch(/^ {2}--lang <lang> +the language of the screens: en or zh/m);
    expect(r.stdout).toMatch(/^ {2}-h, --help +this help$/m);
  });
});
