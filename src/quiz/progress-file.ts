/**
 * The quiz's progress file (docs/QUIZ.md "Progress"): where it is, reading it safely,
 * keeping a run's answers without losing another run's.
 *
 * - Read only a regular file, opened without blocking (O_NONBLOCK: a FIFO put in its
 *   place does not hang the quiz), and only up to PROGRESS_MAX_BYTES. Anything else is
 *   set aside, with a word: not read and not written.
 * - Kept by merging: under a lock (`quiz.json.lock`, created exclusively, holding the
 *   pid; a lock whose process is gone is taken over), the file is read again, this
 *   run's answers are applied to what it holds now, and it is written whole
 *   (io/write.ts). So runs at once each add their answers; none is lost.
 * - Synchronous, so that the answers given are kept when Ctrl-C or SIGTERM ends a run.
 */
import { closeSync, constants, fstatSync, mkdirSync, openSync, readFileSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { writeAtomicSync } from '../io/write.js';
import { emptyProgress, readProgress, recordAnswer, type Progress } from './progress.js';
import type { FanId } from '../fans/table.js';
import type { QuizKind } from './types.js';

/** The largest progress file read (a real one is a few kilobytes). */
export const PROGRESS_MAX_BYTES = 1 << 20;

/** How long a run waits for another run's lock before it gives up keeping its answers. */
const LOCK_WAIT_MS = 10_000;

/**
 * Where progress is kept: $XDG_STATE_HOME/mcr/quiz.json, else
 * ~/.local/state/mcr/quiz.json; null with neither. A relative XDG_STATE_HOME is
 * ignored, as the XDG Base Directory rules say.
 */
export function progressPath(env: NodeJS.ProcessEnv): string | null {
  const state = env.XDG_STATE_HOME;
  if (state && isAbsolute(state)) return join(state, 'mcr', 'quiz.json');
  if (env.HOME) return join(env.HOME, '.local', 'state', 'mcr', 'quiz.json');
  return null;
}

/** The progress read, or why the file was set aside (`aside`: not read, not to be written). */
export type ProgressRead = { progress: Progress; aside: null } | { progress: Progress; aside: string };

/** The progress file read: only a regular file, never blocking, at most PROGRESS_MAX_BYTES. */
export function readProgressFile(path: string): ProgressRead {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === 'ENOENT') return { progress: emptyProgress(), aside: null };
    return { progress: emptyProgress(), aside: `it can not be opened (${code ?? 'error'})` };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { progress: emptyProgress(), aside: 'it is not a regular file' };
    if (st.size > PROGRESS_MAX_BYTES) return { progress: emptyProgress(), aside: `it is larger than ${PROGRESS_MAX_BYTES} bytes` };
    const buffer = Buffer.alloc(PROGRESS_MAX_BYTES + 1);
    let length = 0;
    for (let n = 1; n > 0 && length < buffer.length; length += n) n = readSync(fd, buffer, length, buffer.length - length, null);
    if (length > PROGRESS_MAX_BYTES) return { progress: emptyProgress(), aside: `it is larger than ${PROGRESS_MAX_BYTES} bytes` };
    return { progress: readProgress(buffer.toString('utf8', 0, length)), aside: null };
  } catch (e) {
    return { progress: emptyProgress(), aside: `it can not be read (${(e as { code?: string }).code ?? 'error'})` };
  } finally {
    closeSync(fd);
  }
}

/** One answered question, as recordAnswer takes it. */
export interface Answer {
  kind: QuizKind;
  correct: boolean;
  about: readonly FanId[];
  missed: readonly FanId[];
}

const sleep = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as { code?: string }).code === 'EPERM';
  }
};

/** Takes the lock beside the file (a lock of a process that is gone is taken over); false after LOCK_WAIT_MS. */
function lock(file: string): boolean {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (e) {
      if ((e as { code?: string }).code !== 'EEXIST') throw e;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(file, 'utf8'));
    } catch {
      // Gone meanwhile, or not yet written: try again.
    }
    if (Number.isSafeInteger(holder) && holder > 0 && holder !== process.pid && !alive(holder)) {
      try {
        unlinkSync(file);
      } catch {
        // Another run took it over first.
      }
      continue;
    }
    if (Date.now() > deadline) return false;
    sleep(wait);
  }
}

/**
 * Adds `answers` to the progress file as it is now (read again under the lock), and
 * writes it whole. Throws with a message when it can not (the caller says so).
 */
export function keepAnswers(path: string, answers: readonly Answer[]): void {
  if (answers.length === 0) return;
  const lockFile = `${path}.lock`;
  mkdirSync(dirname(path), { recursive: true });
  if (!lock(lockFile)) throw new Error(`another run holds ${lockFile}`);
  try {
    const now = readProgressFile(path);
    if (now.aside !== null) throw new Error(`set aside: ${now.aside}`);
    let p = now.progress;
    for (const a of answers) p = recordAnswer(p, a.kind, a.correct, a.about, a.missed);
    writeAtomicSync(path, JSON.stringify(p) + '\n', 0o600);
  } finally {
    try {
      unlinkSync(lockFile);
    } catch {
      // Taken over as stale by another run: nothing to undo.
    }
  }
}
