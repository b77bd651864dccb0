/**
 * A command in a tmux pane of a given size, on a tmux server of the test's own
 * (`socket`): the pane's rows once it has finished (the command prints __END__ after).
 */
import { execFileSync } from 'node:child_process';

export function tmuxOn(socket: string, env: NodeJS.ProcessEnv = process.env): (...args: string[]) => string {
  return (...args) => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8', env });
}

/** `command` run in `root` in a new session `name` of cols x rows; the whole pane is passed to `seen` (to keep). */
export async function inPane(
  tmux: (...args: string[]) => string,
  root: string,
  command: string,
  name: string,
  cols = 80,
  rows = 24,
  seen: (pane: string) => void = () => {},
): Promise<string[]> {
  tmux('new-session', '-d', '-s', name, '-x', String(cols), '-y', String(rows), 'sh', '-c', `cd "${root}" && ${command}; printf __END__; sleep 60`);
  const deadline = Date.now() + 15_000;
  for (;;) {
    const pane = tmux('capture-pane', '-p', '-t', name);
    if (pane.includes('__END__')) {
      tmux('kill-session', '-t', name);
      seen(pane);
      return pane.replace(/__END__[\s\S]*$/, '').trimEnd().split('\n');
    }
    if (Date.now() > deadline) throw new Error(`no output in tmux:\n${pane}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
