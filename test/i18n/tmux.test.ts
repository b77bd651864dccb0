/**
 * The referee's screen in Chinese in a real terminal: tmux at 80 x 24 and 40 x 20,
 * LANG=zh_CN.UTF-8 (the locale picks the language), the width from the terminal. The
 * captured pane holds the program's lines one to a row, none wrapped by the terminal
 * (Chinese takes two columns a character). Skipped in one line without tmux.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tmux as tmuxPath } from '../helpers/tools.js';
import { inPane as inPaneOf, tmuxOn } from '../helpers/pane.js';
import { textWidth } from '../../src/format/width.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ARTIFACTS = fileURLToPath(new URL('../web/artifacts/', import.meta.url));
const hasTmux = tmuxPath('the Chinese screens in a terminal') !== null;
const socket = `mcr-i18n-${process.pid}`;
const tmux = tmuxOn(socket, { ...process.env, LANG: 'C.UTF-8' });
/** The pane's rows; the whole pane kept in test/web/artifacts/ to be looked at. */
const inPane = (command: string, name: string, cols: number, rows: number) =>
  inPaneOf(tmux, root, command, name, cols, rows, (pane) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(`${ARTIFACTS}tmux-zh-${cols}x${rows}.txt`, pane);
  });

afterAll(() => {
  if (hasTmux) spawnSync('tmux', ['-L', socket, 'kill-server']);
});

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
