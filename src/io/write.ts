/** The one way mcr writes a file: whole or not at all. */
import { mkdir, rename, unlink, writeFile } from 'node:fs/promises';
import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/**
 * Writes a file whole or not at all: a temporary file beside it, then a rename. The
 * temporary file has an unpredictable name and is created exclusively ('wx': O_CREAT |
 * O_EXCL, which never follows a link), so that a link planted in the folder can not
 * make the write land in another file. `mode`: the new file's permissions (default
 * 0o666 less the umask). Used by `mcr tournament` (-o, seat, reseat) and the quiz's
 * progress file.
 */
export async function writeAtomic(path: string, text: string, mode?: number): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(12).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, text, { encoding: 'utf8', flag: 'wx', mode });
    await rename(temporary, path);
  } catch (e) {
    // EEXIST: the name was someone else's; anything else: ours, half-written.
    if ((e as { code?: string }).code !== 'EEXIST') await unlink(temporary).catch(() => undefined);
    throw e;
  }
}

/**
 * writeAtomic done synchronously, flushed to disk (fsync) before the rename: for a
 * write that must finish before the process ends after a signal (the quiz's
 * progress on Ctrl-C, quiz/progress-file.ts).
 */
export function writeAtomicSync(path: string, text: string, mode?: number): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(12).toString('hex')}.tmp`);
  let fd: number | null = null;
  try {
    fd = openSync(temporary, 'wx', mode);
    writeFileSync(fd, text, 'utf8');
    fsyncSync(fd);
    closeSync(fd);
    fd = null;
    renameSync(temporary, path);
  } catch (e) {
    if (fd !== null) closeSync(fd);
    if ((e as { code?: string }).code !== 'EEXIST') rmSync(temporary, { force: true });
    throw e;
  }
}
