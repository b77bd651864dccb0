/**
 * The tournament folder on disk: its files read into a TournamentFiles map (never
 * throws: a folder or file that can not be read is a problem value), and output files
 * written whole or not at all (a temporary file in the same folder, then a rename).
 */
import { readdir, readFile, rename, writeFile, unlink, mkdir } from 'node:fs/promises';
import { join, dirname, basename } from 'node:path';
import { randomBytes } from 'node:crypto';
import { CONFIG_FILE, PLAYERS_FILE, SEATING_FILE, PENALTIES_FILE, RESULTS_DIR } from './read.js';
import type { Problem, TournamentFiles } from './types.js';

const cannot = (file: string, e: unknown, what: string): Problem => {
  const code = (e as { code?: string }).code;
  const why = code === 'ENOENT' ? 'it does not exist' : code === 'EACCES' ? 'permission denied' : code === 'EISDIR' ? 'it is a folder' : code === 'ENOTDIR' ? 'it is not a folder' : String((e as Error).message ?? e);
  return { file, line: null, column: null, code: 'cannot-read', message: `cannot read ${file}: ${why}; expected ${what}`, fatal: true };
};

/** The tournament's files as texts, or the problems that stop reading them. */
export async function readFolder(dir: string): Promise<{ files: TournamentFiles; problems: Problem[] }> {
  const files: Record<string, string> = {};
  const problems: Problem[] = [];
  try {
    await readdir(dir);
  } catch (e) {
    return { files, problems: [{ ...cannot(dir, e, 'a tournament folder (mcr tournament init DIR makes one)'), file: '.' }] };
  }
  const optional = async (name: string) => {
    try {
      files[name] = await readFile(join(dir, name), 'utf8');
    } catch (e) {
      if ((e as { code?: string }).code !== 'ENOENT') problems.push(cannot(name, e, 'a readable file'));
    }
  };
  // tournament.toml and players.csv are required: their absence is reported by read.ts.
  for (const name of [CONFIG_FILE, PLAYERS_FILE, SEATING_FILE, PENALTIES_FILE]) await optional(name);
  let names: string[] = [];
  try {
    names = (await readdir(join(dir, RESULTS_DIR))).filter((n) => n.endsWith('.txt')).sort();
  } catch (e) {
    if ((e as { code?: string }).code !== 'ENOENT') problems.push(cannot(RESULTS_DIR, e, 'a folder of result files'));
  }
  for (const n of names) await optional(`${RESULTS_DIR}/${n}`);
  return { files, problems };
}

/**
 * Writes a file whole or not at all: a temporary file beside it, then a rename. The
 * temporary file has an unpredictable name and is created exclusively ('wx': O_CREAT |
 * O_EXCL, which never follows a link), so that a link planted in the folder can not
 * make the write land in another file.
 */
export async function writeAtomic(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(12).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, text, { encoding: 'utf8', flag: 'wx' });
    await rename(temporary, path);
  } catch (e) {
    // EEXIST: the name was someone else's; anything else: ours, half-written.
    if ((e as { code?: string }).code !== 'EEXIST') await unlink(temporary).catch(() => undefined);
    throw e;
  }
}
