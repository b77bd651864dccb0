import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TournamentFiles } from '../../src/tournament/types.js';
import { seat, seatingCsv } from '../../src/tournament/api.js';

export const GOLDEN_DIR = fileURLToPath(new URL('./golden16', import.meta.url));

/** A folder's files as the library takes them (path -> text). */
export function filesOf(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) if (name.includes('.')) files[name] = readFileSync(`${dir}/${name}`, 'utf8');
  for (const name of readdirSync(`${dir}/results`)) files[`results/${name}`] = readFileSync(`${dir}/results/${name}`, 'utf8');
  return files;
}

export const golden = (): TournamentFiles => filesOf(GOLDEN_DIR);

/** A tournament of n players (ids 1..n) and k sessions, from texts. */
export function tiny(n: number, k: number, extra: Record<string, string> = {}): Record<string, string> {
  const players = ['id,name', ...Array.from({ length: n }, (_, i) => `${i + 1},Player ${i + 1}`)].join('\n') + '\n';
  return { 'tournament.toml': `name = "Tiny"\nsessions = ${k}\n`, 'players.csv': players, ...extra };
}

/** A tournament of n players (and `subs` substitutes after them) over k sessions, seated by seat(). */
export function seated(n: number, k: number, subs: number, seed: number): Record<string, string> {
  const files = tiny(n, k);
  const plan = seat(files, { seed });
  const players = files['players.csv'].trimEnd().replace('id,name', 'id,name,substitute').split('\n');
  const rows = [players[0], ...players.slice(1).map((l) => `${l},`), ...Array.from({ length: subs }, (_, i) => `${n + i + 1},Sub ${i + 1},yes`)];
  return { ...files, 'players.csv': rows.join('\n') + '\n', 'seating.csv': seatingCsv(plan.tables) };
}
