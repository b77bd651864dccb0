/**
 * Files of a tournament folder changed together (reseat: seating.csv and players.csv),
 * both or neither, whatever stops the writer (a signal, a kill -9, a power cut):
 *
 * 1. each new text is written to a temporary file beside its file, flushed to the disk;
 * 2. DIR/.mcr-journal, naming each temporary file and the file it replaces, is written
 *    whole (io/write.ts): from here on the change is made;
 * 3. the temporary files are renamed over their files, then the journal removed.
 *
 * A later command in the folder (under its lock) finds the journal and completes the
 * renames it names (the temporary files still there); with no journal, temporary files
 * of a writer that is gone are removed (the change was never made). Either way the
 * folder holds the old pair or the new one.
 */
import { readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { removeStaleTemporaries, syncFolder, temporaryName, writeAtomic, writeSynced } from '../io/write.js';

export const JOURNAL_FILE = '.mcr-journal';

interface Entry {
  temporary: string;
  file: string;
}

/** Writes the files of `texts` (name in the folder -> text) as one change. */
export async function writeTogether(dir: string, texts: Readonly<Record<string, string>>): Promise<void> {
  const entries: Entry[] = [];
  try {
    for (const [file, text] of Object.entries(texts)) {
      await removeStaleTemporaries(join(dir, file));
      const temporary = temporaryName(join(dir, file));
      await writeSynced(temporary, text);
      entries.push({ temporary: temporary.slice(dir.length).replace(/^\/+/, ''), file });
    }
    await writeAtomic(join(dir, JOURNAL_FILE), entries.map((e) => JSON.stringify(e)).join('\n') + '\n');
  } catch (e) {
    // Not made: nothing changed.
    for (const entry of entries) await unlink(join(dir, entry.temporary)).catch(() => undefined);
    throw e;
  }
  await complete(dir, entries);
}

async function complete(dir: string, entries: readonly Entry[]): Promise<void> {
  for (const { temporary, file } of entries)
    await rename(join(dir, temporary), join(dir, file)).catch((e: NodeJS.ErrnoException) => {
      // Renamed already (the writer stopped after it).
      if (e.code !== 'ENOENT') throw e;
    });
  await syncFolder(dir);
  await unlink(join(dir, JOURNAL_FILE));
}

/**
 * Completes a change a writer left half-made (call it holding the folder's lock): the
 * files it completed, or [] when there was none. Stale temporary files of `files` are
 * removed either way.
 */
export async function completeInterrupted(dir: string, files: readonly string[]): Promise<string[]> {
  let done: string[] = [];
  const text = await readFile(join(dir, JOURNAL_FILE), 'utf8').catch(() => null);
  if (text !== null) {
    const entries: Entry[] = [];
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        const e = JSON.parse(line) as Entry;
        // Only files of this folder, by their plain names.
        if (typeof e.temporary === 'string' && typeof e.file === 'string' && !/[\\/]/.test(e.temporary + e.file)) entries.push(e);
      } catch {
        // A journal is written whole; a line that does not read is no entry.
      }
    }
    await complete(dir, entries);
    done = entries.map((e) => e.file);
  }
  for (const f of [...files, JOURNAL_FILE]) await removeStaleTemporaries(join(dir, f));
  return done;
}
