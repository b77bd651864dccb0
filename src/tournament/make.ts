/**
 * `mcr tournament init` writes the folder whole or not at all: every
 * file first into a fresh staging folder beside it (mkdtemp: an unpredictable name),
 * then the staging folder renamed to DIR (DIR not there yet), or its files renamed
 * into DIR (DIR there: --force, or an empty folder). A write that fails (a full disk)
 * removes the staging folder and what was made for it: nothing is left half-made.
 */
import * as fs from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';

/** The file operations used, so that a test can make one fail. */
export type MakeIo = Pick<typeof fs, 'mkdtemp' | 'mkdir' | 'writeFile' | 'rename' | 'rm' | 'stat'>;

/** Writes `files` (paths inside the folder -> texts) into `dir`, all or nothing. */
export async function makeFolder(dir: string, files: Readonly<Record<string, string>>, io: MakeIo = fs): Promise<void> {
  const target = resolve(dir);
  const parent = dirname(target);
  const madeParent = await io.mkdir(parent, { recursive: true });
  let staging: string | null = null;
  try {
    staging = await io.mkdtemp(join(parent, `.${basename(target)}.init-`));
    for (const [name, text] of Object.entries(files)) {
      await io.mkdir(dirname(join(staging, name)), { recursive: true });
      await io.writeFile(join(staging, name), text, 'utf8');
    }
    const exists = await io.stat(target).then(() => true, () => false);
    if (!exists) {
      await io.rename(staging, target);
      staging = null;
      return;
    }
    for (const name of Object.keys(files)) {
      await io.mkdir(dirname(join(target, name)), { recursive: true });
      await io.rename(join(staging, name), join(target, name));
    }
  } catch (e) {
    if (madeParent !== undefined) await io.rm(madeParent, { recursive: true, force: true }).catch(() => undefined);
    throw e;
  } finally {
    if (staging !== null) await io.rm(staging, { recursive: true, force: true }).catch(() => undefined);
  }
}
