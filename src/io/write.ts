/** The one way mcr writes a file: whole or not at all. */
import { lstat, mkdir, open, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { closeSync, constants, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';

/** Whether a process id is running (signal 0 tests without sending anything). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as { code?: string }).code === 'EPERM';
  }
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The temporary files of `name` (ours): `.NAME.PID-HEX.tmp`, and `.NAME.HEX.tmp` of older versions. */
const temporaryOf = (name: string): RegExp => new RegExp(`^\\.${escape(name)}\\.(?:([0-9]+)-)?[0-9a-f]{24}\\.tmp$`);

/** A temporary file older than this whose writer is unknown (the older pattern) is stale. */
const UNKNOWN_WRITER_MS = 10 * 60 * 1000;

/**
 * Removes the temporary files of `path` left by writers that are gone (a kill -9, a
 * power cut): those of this program's own pattern whose process is not running, and
 * those of the older pattern (no process id) older than ten minutes. Never fails.
 */
export async function removeStaleTemporaries(path: string): Promise<void> {
  const pattern = temporaryOf(basename(path));
  const names = await readdir(dirname(path)).catch(() => [] as string[]);
  for (const n of names) {
    const m = pattern.exec(n);
    if (!m) continue;
    const file = join(dirname(path), n);
    if (m[1] !== undefined) {
      if (Number(m[1]) === process.pid || alive(Number(m[1]))) continue;
    } else {
      const st = await lstat(file).catch(() => null);
      if (!st || Date.now() - st.mtimeMs < UNKNOWN_WRITER_MS) continue;
    }
    await unlink(file).catch(() => undefined);
  }
}

/** A temporary file's name beside `path`, unpredictable, with the writer's process id. */
export const temporaryName = (path: string): string => join(dirname(path), `.${basename(path)}.${process.pid}-${randomBytes(12).toString('hex')}.tmp`);

/**
 * Writes `text` to a new file created exclusively ('wx': O_CREAT | O_EXCL, which never
 * follows a link), flushed to the disk (fsync) before it is closed.
 */
export async function writeSynced(path: string, text: string, mode?: number): Promise<void> {
  const handle = await open(path, 'wx', mode);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a folder's entries (a rename) to the disk; where a folder can not be opened so, nothing. */
export async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, constants.O_RDONLY).catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => undefined);
  await handle.close().catch(() => undefined);
}

/**
 * What is at `path`, for a write: nothing or a regular file (replaced whole), or
 * something that is no regular file (a device, a FIFO, a socket, or a link to one, or a
 * link in /dev or /proc such as /dev/stdout), written into as it is.
 */
async function kindAt(path: string): Promise<'replace' | 'into' | 'fifo'> {
  const own = await lstat(path).catch(() => null);
  if (!own || own.isFile() || own.isDirectory()) return 'replace';
  const target = await stat(path).catch(() => null);
  if (own.isSymbolicLink()) {
    const system = /^\/(dev|proc)\//.test(path);
    if (!target || (target.isFile() && !system) || target.isDirectory()) return 'replace';
  }
  return target?.isFIFO() ? 'fifo' : 'into';
}

/**
 * Writes a file whole or not at all: a temporary file beside it, flushed to the disk,
 * then a rename. The temporary file has an unpredictable name and is created
 * exclusively, so that a link planted in the folder can not make the write land in
 * another file; temporary files of the same name left by writers that are gone are
 * removed first. Only a regular file (or nothing) is replaced: a device, a FIFO or a
 * socket, or a link to one (`-o /dev/null`, `-o /dev/stdout`), is written into as it
 * is, never replaced; a FIFO is refused (it could wait for a reader for ever).
 * `mode`: the new file's permissions (default 0o666 less the umask). Used by `mcr
 * tournament` (-o, seat, reseat) and the quiz's progress file.
 */
export async function writeAtomic(path: string, text: string, mode?: number): Promise<void> {
  const kind = await kindAt(path);
  if (kind !== 'replace') {
    // A FIFO could wait for a reader for ever, and closing a probe ends the reader's input: refused.
    if (kind === 'fifo') throw Object.assign(new Error(`${path} is a FIFO (named pipe); expected a file or a device (write to stdout and pipe that instead)`), { code: 'EFIFO' });
    await writeFile(path, text, { encoding: 'utf8', flag: constants.O_WRONLY | constants.O_TRUNC });
    return;
  }
  await mkdir(dirname(path), { recursive: true });
  await removeStaleTemporaries(path);
  const temporary = temporaryName(path);
  try {
    await writeSynced(temporary, text, mode);
    await rename(temporary, path);
  } catch (e) {
    // EEXIST: the name was someone else's; anything else: ours, half-written.
    if ((e as { code?: string }).code !== 'EEXIST') await unlink(temporary).catch(() => undefined);
    throw e;
  }
  await syncFolder(dirname(path));
}

/**
 * writeAtomic done synchronously, flushed to disk (fsync) before the rename: for a
 * write that must finish before the process ends after a signal (the quiz's
 * progress on Ctrl-C, quiz/progress-file.ts).
 */
export function writeAtomicSync(path: string, text: string, mode?: number): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = temporaryName(path);
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
