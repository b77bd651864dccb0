/**
 * `mcr play` as a player sees it: tmux at 80 x 24 and 40 x 20, answers typed with
 * send-keys. The table and the prompt are on screen within the width (tmux would
 * wrap a longer row), a bad answer is refused and asked again, `?` shows the coach,
 * q leaves with the record kept. Skipped, saying so in one line, where tmux is not on
 * the PATH.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tmux as tmuxPath } from '../helpers/tools.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const hasTmux = tmuxPath('the table in a terminal') !== null;

const socket = `mcr-play-test-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
afterAll(() => {
  if (hasTmux) spawnSync('tmux', ['-L', socket, 'kill-server']);
});

/** The pane once its last `count` occurrences of `text` are shown (a wait bounded at 20 s). */
async function until(name: string, text: string, count = 1): Promise<string[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const pane = tmux('capture-pane', '-p', '-t', name);
    if (pane.split(text).length - 1 >= count) return pane.trimEnd().split('\n');
    if (Date.now() > deadline) throw new Error(`"${text}" not shown in tmux:\n${pane}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!hasTmux)('mcr play in tmux', () => {
  for (const [w, h] of [
    [80, 24],
    [40, 20],
  ] as const)
    it(`${w} x ${h}: the table, a bad answer, the coach, a discard, q and the record`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'mcr-play-tmux-'));
      const file = join(dir, 'hand.ndjson');
      const name = `play${w}`;
      tmux('new-session', '-d', '-s', name, '-x', String(w), '-y', String(h), 'sh', '-c',
        `cd "${root}" && NO_COLOR=1 node bin/mcr.js play --seed 7 --depth 0 -o "${file}"; printf __END__; sleep 60`);
      let rows = await until(name, 'Discard:');
      expect(rows.join('\n')).toContain('Hand 1/1 · round E');
      // The tiles drawn as tiles (boxes, or [5b] cells under 46 columns), a number under each.
      expect(rows.join('\n')).toMatch(w >= 46 ? /^\+--\+--\+.*\n\|\S{1,2} ?\|/m : /^\[\S{1,2} ?\]\[/m);
      expect(rows.join('\n')).toMatch(/^ 1 +2 +3 +4/m);
      for (const r of rows) expect(r.length).toBeLessThanOrEqual(w);
      tmux('send-keys', '-t', name, 'xx', 'Enter');
      rows = await until(name, "Not understood: 'xx'");
      tmux('send-keys', '-t', name, '?', 'Enter');
      rows = await until(name, 'Coach: the bots would:');
      tmux('send-keys', '-t', name, '1', 'Enter');
      rows = await until(name, 'Discard:', 1);
      await until(name, 'wall 8');
      tmux('send-keys', '-t', name, 'q', 'Enter');
      rows = await until(name, '__END__');
      const shown = rows.join('\n');
      expect(shown.replace(/\s+/g, ' ')).toContain('The hand was not finished');
      for (const r of rows) expect(r.length).toBeLessThanOrEqual(w);
      expect(readFileSync(file, 'utf8')).toMatch(/^\{"schema":"mcr-game\/1","seed":7,/);
      expect(readFileSync(file, 'utf8')).toContain('{"seat":"E","do":"discard"');
      tmux('kill-session', '-t', name);
    });
});
