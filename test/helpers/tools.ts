/**
 * The programs some tests drive, looked up on the PATH: Chromium for the page
 * (test/web/), tmux for real terminals (test/width/tmux.test.ts). On a machine
 * without one, its tests are skipped with one clear line; `.ci/run` installs both and
 * sets MCR_REQUIRE_TOOLS=1, which makes a missing one a failure instead.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The first executable file called one of `names` in a directory of the PATH, null if none. */
export function onPath(names: readonly string[], path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(delimiter)) {
    if (dir === '') continue;
    for (const name of names) {
      const file = join(dir, name);
      try {
        if (!statSync(file).isFile()) continue;
        accessSync(file, constants.X_OK);
        return file;
      } catch {
        // not here
      }
    }
  }
  return null;
}

const said = new Set<string>();

/**
 * The tool's path, or null after saying once, in one line, which tests are skipped and
 * how to run them. With MCR_REQUIRE_TOOLS=1 (.ci/run) a missing tool throws, failing
 * the test file.
 */
function required(tool: string, found: string | null, what: string, install: string): string | null {
  if (found !== null) return found;
  const line = `skipped: no ${tool}; ${install} to run ${what}`;
  if (process.env.MCR_REQUIRE_TOOLS === '1') throw new Error(`${tool} is required here (MCR_REQUIRE_TOOLS=1): ${install}`);
  if (!said.has(line)) {
    said.add(line);
    console.warn(line);
  }
  return null;
}

/** Chromium: the path in CHROMIUM when set, else `chromium` (or `chromium-browser`) on the PATH. */
export function chromium(what = 'the page tests'): string | null {
  const env = process.env.CHROMIUM;
  const found = env ? (isExecutable(env) ? env : null) : onPath(['chromium', 'chromium-browser']);
  return required('chromium', found, what, env ? `CHROMIUM=${env} is not a program; unset it or apt-get install chromium` : 'apt-get install chromium');
}

/** tmux on the PATH. */
export function tmux(what = 'the terminal screens'): string | null {
  return required('tmux', onPath(['tmux']), what, 'apt-get install tmux');
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
