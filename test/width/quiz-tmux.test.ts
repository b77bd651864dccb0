/**
 * `mcr quiz` as a player sees it: tmux at 80 x 24 and 40 x 20, answers typed with
 * send-keys. Each screen fits the terminal's width (no row is cut: tmux would wrap
 * it), the question and its prompt are on screen, and `q` ends with the summary.
 * Skipped, saying so in one line, where tmux is not on the PATH (.ci/run installs it
 * and requires it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { quiz } from '../../src/quiz/generate.js';
import { tmux as tmuxPath } from '../helpers/tools.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const hasTmux = tmuxPath('the quiz in a terminal') !== null;

const socket = `mcr-quiz-test-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
afterAll(() => {
  if (hasTmux) spawnSync('tmux', ['-L', socket, 'kill-server']);
});

/** The pane once it shows `text` (a wait bounded at 15 s: the test fails rather than hangs). */
async function until(name: string, text: string): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const pane = tmux('capture-pane', '-p', '-t', name);
    if (pane.includes(text)) return pane.trimEnd().split('\n');
    if (Date.now() > deadline) throw new Error(`"${text}" not shown in tmux:\n${pane}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!hasTmux)('mcr quiz in tmux', () => {
  for (const [w, h] of [
    [80, 24],
    [40, 20],
  ] as const)
    it(`${w} x ${h}: a question, an answer typed, the next prompt, q and the summary`, async () => {
      const r = quiz({ seed: 5, count: 3, kinds: ['count'], level: 'starter' });
      if (!r.ok) throw new Error(r.error.message);
      const [q] = r.questions;
      const state = mkdtempSync(join(tmpdir(), 'mcr-quiz-tmux-'));
      const name = `quiz${w}`;
      tmux('new-session', '-d', '-s', name, '-x', String(w), '-y', String(h), 'sh', '-c',
        `cd "${root}" && XDG_STATE_HOME="${state}" NO_COLOR=1 node bin/mcr.js quiz --seed 5 --count 3 --kind count --level starter; printf __END__; sleep 60`);
      let rows = await until(name, 'Total?');
      expect(rows.join(' ')).toContain('Question 1 of 3');
      tmux('send-keys', '-t', name, q.steps[0].expected, 'Enter');
      rows = await until(name, 'Which fans count?');
      expect(rows.join('\n')).toContain(`✓ right: ${q.answer.total}`);
      tmux('send-keys', '-t', name, 'q', 'Enter');
      rows = await until(name, '__END__');
      expect(rows.join('\n')).toMatch(/0 of 0 right\.\s*__END__/);
      tmux('kill-session', '-t', name);
    });

  it('a wrong count at 80 x 24: the referee’s screen, within the width', async () => {
    const r = quiz({ seed: 5, count: 3, kinds: ['count'], level: 'starter' });
    if (!r.ok) throw new Error(r.error.message);
    const [q] = r.questions;
    const name = 'quizwrong';
    tmux('new-session', '-d', '-s', name, '-x', '80', '-y', '24', 'sh', '-c',
      `cd "${root}" && NO_COLOR=1 node bin/mcr.js quiz --no-save --seed 5 --count 3 --kind count --level starter; printf __END__; sleep 60`);
    await until(name, 'Total?');
    tmux('send-keys', '-t', name, String(q.answer.total! + 1), 'Enter');
    tmux('send-keys', '-t', name, 'chicken hand', 'Enter');
    const rows = await until(name, 'Question 2 of 3');
    const shown = rows.join('\n');
    expect(shown.replace(/\s+/g, ' ')).toContain(`The answer: ${q.answer.text}`);
    expect(shown).toMatch(/^Total +\d+: WIN/m);
    tmux('kill-session', '-t', name);
  });
});
