/**
 * The referee's screen in Chinese in a real terminal: tmux at 80 x 24 and 40 x 20,
 * LANG=zh_CN.UTF-8 (the locale picks the language), the width from the terminal. The
 * captured pane holds the program's lines one to a row, none wrapped by the terminal
 * (Chinese takes two columns a character). Skipped in one line without tmux.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tmux as tmuxPath } from '../helpers/tools.js';
import { textWidth } from '../../src/format/width.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ARTIFACTS = fileURLToPath(new URL('../web/artifacts/', import.meta.url));
const hasTmux = tmuxPath('the Chinese screens in a terminal') !== null;
const socket = `mcr-i18n-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-u', '-L', socket, ...args], { encoding: 'utf8', env: { ...process.env, LANG: 'C.UTF-8' } });

afterAll(() => {
  if (hasTmux) spawnSync('tmux', ['-L', socket, 'kill-server']);
});

async function inPane(command: string, name: string, cols: number, rows: number): Promise<string[]> {
  tmux('new-session', '-d', '-s', name, '-x', String(cols), '-y', String(rows), 'sh', '-c', `cd "${root}" && ${command}; printf __END__; sleep 60`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const pane = tmux('capture-pane', '-p', '-t', name);
    if (pane.includes('__END__')) {
      tmux('kill-session', '-t', name);
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(`${ARTIFACTS}tmux-zh-${cols}x${rows}.txt`, pane);
      return pane.replace(/__END__[\s\S]*$/, '').trimEnd().split('\n');
    }
    if (Date.now() > deadline) throw new Error(`no output in tmux:\n${pane}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const HAND = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';
const plain = (cols: number) =>
  spawnSync(process.execPath, ['bin/mcr.js', HAND], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', COLUMNS: String(cols), LANG: 'zh_CN.UTF-8', MCR_LANG: '' } })
    .stdout.trimEnd()
    .split('\n');

describe.skipIf(!hasTmux)('the referee screen in Chinese in tmux', () => {
  it('80 x 24: every line on one row, the verdict first and last, all of it on screen', async () => {
    const rows = await inPane(`env -u COLUMNS -u MCR_LANG NO_COLOR=1 LANG=zh_CN.UTF-8 node bin/mcr.js "${HAND}"`, 'zh80', 80, 24);
    expect(rows).toEqual(plain(80));
    expect(rows.length).toBeLessThanOrEqual(24);
    expect(rows[0]).toMatch(/^和牌 11 番——/);
    expect(rows.at(-1)).toMatch(/^合计 {4}11：和牌/);
    for (const r of rows) expect(textWidth(r)).toBeLessThanOrEqual(80);
  });

  it('40 x 20: the lines fit the 40 columns, the verdict in the last row', async () => {
    const rows = await inPane(`env -u COLUMNS -u MCR_LANG NO_COLOR=1 LANG=zh_CN.UTF-8 node bin/mcr.js "${HAND}"`, 'zh40', 40, 20);
    const all = plain(40);
    expect(rows).toEqual(all.slice(-rows.length));
    for (const r of rows) expect(textWidth(r)).toBeLessThanOrEqual(40);
    expect(rows.at(-1)).toMatch(/^合计 {4}11：和牌/);
  });
});
