/**
 * The tournament folder on disk: its files read into a TournamentFiles map (never
 * throws: a folder or file that can not be read is a problem value). Files are written
 * with io/write.ts's writeAtomic.
 */
import { readdir, open } from 'node:fs/promises';
import { constants } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_FILE, PLAYERS_FILE, SEATING_FILE, PENALTIES_FILE, RESULTS_DIR, meantResultName } from './read.js';
import type { Problem, TournamentFiles } from './types.js';

const cannot = (file: string, e: unknown, what: string): Problem => {
  const code = (e as { code?: string }).code;
  const why = code === 'ENOENT' ? 'it does not exist' : code === 'EACCES' ? 'permission denied' : code === 'EISDIR' ? 'it is a folder' : code === 'ENOTDIR' ? 'it is not a folder' : String((e as Error).message ?? e);
  return { file, line: null, column: null, code: 'cannot-read', message: `cannot read ${file}: ${why}; expected ${what}`, fatal: true };
};

/**
 * A file's text, opened without waiting (O_NONBLOCK): a FIFO, a device or a socket is
 * not read (it could block for ever) but named, as `skipped`.
 */
export async function readRegular(path: string): Promise<string | { skipped: string }> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const st = await handle.stat();
    if (st.isDirectory()) throw Object.assign(new Error('it is a folder'), { code: 'EISDIR' });
    if (!st.isFile()) return { skipped: st.isFIFO() ? 'a FIFO (named pipe)' : st.isSocket() ? 'a socket' : 'a device' };
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * The tournament's files as texts, the problems that stop reading them (fatal), and
 * the files skipped because they are no regular file (not fatal: said, exit 1).
 */
export async function readFolder(dir: string): Promise<{ files: TournamentFiles; problems: Problem[]; skipped: Problem[] }> {
  const files: Record<string, string> = {};
  const problems: Problem[] = [];
  const skipped: Problem[] = [];
  try {
    await readdir(dir);
  } catch (e) {
    return { files, problems: [{ ...cannot(dir, e, 'a tournament folder (mcr tournament init DIR makes one)'), file: '.' }], skipped };
  }
  const optional = async (name: string) => {
    try {
      const text = await readRegular(join(dir, name));
      if (typeof text === 'string') files[name] = text;
      else skipped.push({ file: name, line: null, column: null, code: 'not-a-file', message: `${name} is ${text.skipped}, not read; expected a text file (remove it)`, fatal: false });
    } catch (e) {
      if ((e as { code?: string }).code !== 'ENOENT') problems.push(cannot(name, e, 'a readable file'));
    }
  };
  // tournament.toml and players.csv are required: their absence is reported by read.ts.
  for (const name of [CONFIG_FILE, PLAYERS_FILE, SEATING_FILE, PENALTIES_FILE]) await optional(name);
  let names: string[] = [];
  try {
    // Every visible file: a misnamed one (S3-T6.TXT) is named by check.
    names = (await readdir(join(dir, RESULTS_DIR))).filter((n) => !n.startsWith('.')).sort();
  } catch (e) {
    if ((e as { code?: string }).code !== 'ENOENT') problems.push(cannot(RESULTS_DIR, e, 'a folder of result files'));
  }
  for (const n of names) if (/\.txt$/i.test(n) || meantResultName(`${RESULTS_DIR}/${n}`) !== null) await optional(`${RESULTS_DIR}/${n}`);
  return { files, problems, skipped };
}

