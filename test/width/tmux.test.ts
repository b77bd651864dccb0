/**
 * The screen as a user sees it: the built program in a real terminal, tmux at 80 x 24
 * (stdout a terminal, no COLUMNS: the width comes from the terminal). The captured
 * pane must hold the program's lines one to a row, none wrapped, the verdict on top.
 * Skipped, saying so in one line, where tmux is not on the PATH (.ci/run installs it
 * and makes its absence a failure).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tmux as tmuxPath } from '../helpers/tools.js';
import { inPane as inPaneOf, tmuxOn } from '../helpers/pane.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const hasTmux = tmuxPath() !== null;

/** A tmux server of this test's own, on its own socket. */
const socket = `mcr-test-${process.pid}`;
const tmux = tmuxOn(socket);
const inPane = (command: string, name: string, cols = 80, rows = 24) => inPaneOf(tmux, root, command, name, cols, rows);

afterAll(() => {
  if (hasTmux) spawnSync('tmux', ['-L', socket, 'kill-server']);
});

describe.skipIf(!hasTmux)('mcr in tmux at 80 x 24', () => {
  const plain = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['bin/mcr.js', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', COLUMNS: '80', ...env },
    }).stdout.trimEnd();

  it('a scoring screen: every line on one row, the verdict on the first, all of it on screen', async () => {
    const hand = '147b 258c 3d ESWNRG P';
    const rows = await inPane(`env -u COLUMNS NO_COLOR=1 node bin/mcr.js "${hand}"`, 'score');
    expect(rows).toEqual(plain([hand]).split('\n'));
    expect(rows.length).toBeLessThanOrEqual(24);
    expect(rows[0]).toMatch(/^WIN 24 — /);
    // The verdict again in the last row.
    expect(rows.at(-1)).toMatch(/^Total {5}24: WIN \(24 fan points/);
  });

  it('at 40 x 20 the verdict is still on screen after a long screen: in the Total line at the bottom', async () => {
    const hand = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S +flowers:8 +last';
    const rows = await inPane(`env -u COLUMNS NO_COLOR=1 node bin/mcr.js "${hand}"`, 'short', 40, 20);
    // More lines than rows: the first line, the verdict, has scrolled away.
    expect(plain([hand], { COLUMNS: '40' }).split('\n').length).toBeGreaterThan(20);
    expect(rows[0]).not.toMatch(/^WIN/);
    expect(rows.slice(-2).join(' ')).toMatch(/^Total {5}23: WIN/);
  });

  it('waits: its table within the 80 columns of the terminal', async () => {
    const hand = '[123b] 456c 78d EEE 55d +seat:S';
    const rows = await inPane(`env -u COLUMNS NO_COLOR=1 node bin/mcr.js waits "${hand}"`, 'waits');
    expect(rows).toEqual(plain(['waits', hand]).split('\n'));
    expect(rows.some((r) => r.startsWith('┌'))).toBe(true);
  });
});
