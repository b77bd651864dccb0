/**
 * The language of a run from the command line: --lang, MCR_LANG, the locale; the
 * referee's screen in Chinese, the machine formats the same in every language.
 */
import { describe, expect, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';

const WIN = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';

describe('mcr in Chinese', () => {
  it('LANG=zh_CN.UTF-8: the referee screen in Chinese (the issue\'s done-when line)', async () => {
    const r = await mcrIn([WIN], { env: { LANG: 'zh_CN.UTF-8' } });
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('和牌 11 番——和 9d，南家自摸：西、北、东 各付 19 分');
    expect(r.stdout).toMatch(/^已写明 {2}门风南，自摸$/m);
    expect(r.stdout).toMatch(/│ 花龙\s+│ Mixed Straight\s+│\s+8 │/);
    expect(r.stdout).toMatch(/│ 圈风刻（假定圈风东） │ Prevalent Wind\s+│\s+2 │ 幺九刻 1/);
    expect(r.stdout).toMatch(/^得失 {4}南 \+57 西 -19 北 -19 东 -19$/m);
    expect(r.stdout).toMatch(/^合计 {4}11：和牌（11 番 \+ 花牌 0 番）$/m);
  });

  it('--lang zh and --lang=zh anywhere before --; --lang en wins over the environment', async () => {
    for (const args of [['--lang', 'zh', WIN], [WIN, '--lang=zh']]) expect((await mcrIn(args)).stdout).toMatch(/^和牌 11 番/);
    expect((await mcrIn(['--lang', 'en', WIN], { env: { MCR_LANG: 'zh', LANG: 'zh_CN.UTF-8' } })).stdout).toMatch(/^WIN 11 — /);
    expect((await mcrIn([WIN], { env: { MCR_LANG: 'zh' } })).stdout).toMatch(/^和牌 11 番/);
    expect((await mcrIn([WIN], { env: { LANG: 'C' } })).stdout).toMatch(/^WIN 11 — /);
  });

  it('--lang of no language: a usage error naming the choices, exit 2', async () => {
    const r = await mcrIn(['--lang', 'fr', WIN]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("error: --lang takes one of en, zh, not 'fr'\n");
    expect((await mcrIn([WIN, '--lang'])).stderr).toMatch(/needs a value/);
  });

  it('JSON, NDJSON and the canonical form do not change with the language', async () => {
    for (const args of [['--json', WIN], ['--canonical', WIN]]) {
      const en = await mcrIn(args);
      const zh = await mcrIn(['--lang', 'zh', ...args]);
      expect(zh.stdout).toBe(en.stdout);
    }
    const lines = `${WIN}\n123x\n`;
    expect((await mcrIn(['--json'], { input: lines, env: { LANG: 'zh_CN.UTF-8' } })).stdout).toBe((await mcrIn(['--json'], { input: lines })).stdout);
  });

  it('a reading error in Chinese keeps its code and the notation it names', async () => {
    const r = await mcrIn(['--lang', 'zh', '123x']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/错误：/);
    expect(r.stderr).toMatch(/\(unknown-character\)|\(missing-suffix\)/);
  });

  it('a file that can not be read, in Chinese', async () => {
    const r = await mcrIn(['--lang', 'zh', '-f', '/nonexistent/hands.txt']);
    expect(r.stderr).toBe('mcr：无法读取 /nonexistent/hands.txt：没有这个文件或目录 (ENOENT)\n');
  });
});
