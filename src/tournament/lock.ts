/**
 * One writer at a time in a tournament folder: a command that
 * rewrites a file of the folder (seat) takes DIR/.mcr-lock before it reads the folder
 * and gives it back after its rename, so that two at once can not both read the old
 * plan and the second overwrite the first's change. The lock is a file created
 * exclusively (O_EXCL) holding the owner's process id; one whose process is gone (a
 * crash, a kill -9) is taken over. A second command finds it held and refuses.
 */
import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { alive } from '../io/write.js';

export const LOCK_FILE = '.mcr-lock';

/** A lock held: `path` (none when there is no folder), and the process id whose stale lock was taken over, if any. */
export type Lock = { release: () => Promise<void>; path: string | null; tookOver: number | null };

/** Why the lock was not taken (the words are the command's: `held` another command's, `failed` an error, `returns` it kept coming back), and the message in English. */
export type LockRefused = { message: string; lock: string } & ({ why: 'held'; pid: string } | { why: 'failed'; error: string } | { why: 'returns' });

/**
 * Takes the folder's lock: the lock, or the message why not (another command holds
 * it; the folder can not be written).
 */
export async function lockFolder(dir: string): Promise<Lock | LockRefused> {
  const path = join(dir, LOCK_FILE);
  let tookOver: number | null = null;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      try {
        await handle.writeFile(`${process.pid}\n`);
      } finally {
        await handle.close();
      }
      return { release: () => unlink(path).catch(() => undefined), path, tookOver };
    } catch (e) {
      const code = (e as { code?: string }).code;
      // No folder: nothing to lock; reading it says what is wrong, in the command's own words.
      if (code === 'ENOENT' || code === 'ENOTDIR') return { release: async () => undefined, path: null, tookOver: null };
      if (code !== 'EEXIST') return { message: `cannot lock ${dir} for writing (${path}): ${(e as Error).message}`, lock: path, why: 'failed', error: (e as Error).message };
    }
    const text = (await readFile(path, 'utf8').catch(() => '')).trim();
    const pid = Number(text);
    // Empty: being written this moment by another command (held).
    if (text === '' || (Number.isInteger(pid) && pid > 0 && alive(pid)))
      return {
        message: `another mcr command${text === '' ? '' : ` (process ${pid})`} is writing in ${dir}; nothing written: run one at a time (${path} is its lock; remove it if no mcr command is running)`,
        lock: path,
        why: 'held',
        pid: text === '' ? '' : String(pid),
      };
    // Left by a process that is gone: taken over, once.
    if (Number.isInteger(pid) && pid > 0) tookOver = pid;
    await unlink(path).catch(() => undefined);
  }
  return { message: `cannot lock ${dir} for writing: ${path} keeps coming back; nothing written`, lock: path, why: 'returns' };
}
