/**
 * The screens of `mcr tournament` beside the standings and cards (seat, reseat, check,
 * export, init, and every error: bad files, a lock held, a FIFO skipped, a file that
 * can not be written) and the usage errors that are no command's own (help, score's
 * conflicts), in both languages at 80 and 40 columns, golden in
 * test/i18n/screens/<lang>/ (MCR_GOLDEN_UPDATE=1 writes them again, only for an
 * intended change). Every line fits its width; a Chinese screen holds no English word
 * outside tile notation, option names, commands and proper names (test/i18n/english.ts),
 * the players' names and the files' paths kept.
 * Each case works in its own copy of test/tournament/golden16 under test/.w/, named by
 * a short relative path so that the screens are the same on every machine and fit 40
 * columns.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { mcrIn } from '../helpers/mcr.js';
import { expectGolden } from './golden.js';
import { GOLDEN_DIR } from '../tournament/helpers.js';

const WORK = 'test/.w';

/**
 * Kept as they are in Chinese: what the cases type (height, seven, scroe), the
 * players.csv columns and values (last_name, first_name, yes), tournament.toml's [seating], the name of the
 * country codes' standard (ISO 3166-1 alpha-2) and codes, the designs' notation
 * (AG, TD), and the screens' last line, written by this test (exit N).
 */
const KEEP = ['Quinn', 'Reyes', 'height', 'seven', 'scroe', 'last_name', 'first_name', 'yes', 'seating', 'ISO', 'alpha', 'NL', 'DE', 'CN', 'AG', 'TD', 'Doe', 'exit'];

/** The players' names of golden16 (proper names), and the seating designs' proper names. */
const NAMES = readFileSync(join(GOLDEN_DIR, 'players.csv'), 'utf8')
  .split('\n')
  .slice(1)
  .flatMap((l) => (/^\d+,("[^"]*"|[^,]*)/.exec(l)?.[1] ?? '').replace(/"/g, '').split(/[\s,]+/))
  .concat(['Golden', 'Sixteen', 'JD', 'Kirkman']);

/** A fresh copy of golden16 at `dir`, changed by `edit`. */
function folder(dir: string, edit: (dir: string) => void = () => undefined): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(GOLDEN_DIR, dir, { recursive: true });
  edit(dir);
  return dir;
}

/** Only session 1 played (the results of 2 to 4 taken out), and a substitute, 17, listed. */
const firstSessionOnly = (dir: string): void => {
  for (const s of [2, 3, 4]) for (const t of [1, 2, 3, 4]) rmSync(join(dir, 'results', `s${s}-t${t}.txt`));
  rmSync(join(dir, 'penalties.csv'));
  writeFileSync(join(dir, 'players.csv'), `${readFileSync(join(dir, 'players.csv'), 'utf8').trimEnd()}\n17,Quinn Reyes,,PT,,yes\n`);
};

/** name -> the arguments after `mcr --lang L` (DIR: the case's folder), and how its folder is made. */
const CASES: Record<string, { args: string[]; folder?: (dir: string) => void }> = {
  'tournament-check': { args: ['tournament', 'check', 'DIR'], folder: () => undefined },
  'tournament-check-broken': {
    args: ['tournament', 'check', 'DIR'],
    folder: (dir) => {
      const players = readFileSync(join(dir, 'players.csv'), 'utf8')
        .replace('\n2,Bob Jones,04100001,DE', '\nx2,Bob Jones,0410001,DE')
        .replace('\n5,', '\n4,')
        .replace(',NL,', ',Netherlands,');
      writeFileSync(join(dir, 'players.csv'), players);
      cpSync(join(dir, 'results', 's4-t4.txt'), join(dir, 'results', 's4-table4.txt'));
      rmSync(join(dir, 'results', 's4-t4.txt'));
      execFileSync('mkfifo', [join(dir, 'results', 's4-t3.txt.fifo')]);
    },
  },
  'tournament-seat': { args: ['tournament', 'seat', 'DIR', '--seed', '1', '-o', 'DIR/plan.csv'], folder: () => undefined },
  'tournament-seat-exists': { args: ['tournament', 'seat', 'DIR'], folder: () => undefined },
  'tournament-seat-locked': { args: ['tournament', 'seat', 'DIR', '--force'], folder: (dir) => writeFileSync(join(dir, '.mcr-lock'), '') },
  'tournament-seat-by': { args: ['tournament', 'seat', 'DIR', '--session', '2', '--by', 'height'], folder: () => undefined },
  'tournament-reseat': { args: ['tournament', 'reseat', 'DIR', '--after', '1', '--withdraw', '3', '--substitute', '17', '--seed', '1'], folder: firstSessionOnly },
  'tournament-reseat-unknown': { args: ['tournament', 'reseat', 'DIR', '--after', '1', '--join', '99'], folder: firstSessionOnly },
  'tournament-reseat-fill': { args: ['tournament', 'reseat', 'DIR', '--after', '1', '--withdraw', '3'], folder: firstSessionOnly },
  'tournament-export': { args: ['tournament', 'export', 'DIR', '--ema', '-o', 'DIR/ema.csv'], folder: () => undefined },
  'tournament-export-no-ema': { args: ['tournament', 'export', 'DIR'], folder: () => undefined },
  'tournament-write-error': { args: ['tournament', 'standings', 'DIR', '-o', 'DIR/players.csv/standings.txt'], folder: () => undefined },
  'tournament-init': {
    args: ['tournament', 'init', 'DIR/new', '--players', 'DIR/five.csv', '--sessions', '2'],
    folder: (dir) => writeFileSync(join(dir, 'five.csv'), 'id,name\n1,Ann\n2,Bob\n3,Cy\n4,Di\n5,Ed\n'),
  },
  'tournament-no-folder': { args: ['tournament', 'standings', 'DIR/nowhere'], folder: () => undefined },
  'tournament-needs-folder': { args: ['tournament', 'seat'] },
  'tournament-bad-seed': { args: ['tournament', 'seat', 'DIR', '--seed', 'seven'], folder: () => undefined },
  'help-unknown-command': { args: ['help', 'scroe'] },
  'score-conflict': { args: ['--canonical', '--explain', '123b 456c 789d 123c 5d 5d'] },
  'score-summary-only': { args: ['--summary-only', '123b 456c 789d 123c 5d 5d'] },
};

afterAll(() => rmSync(WORK, { recursive: true, force: true }));

describe.each(['en', 'zh'] as const)('the tournament screens and usage errors in %s', (lang) => {
  it.each(Object.entries(CASES).flatMap(([name, c], i) => [80, 40].map((cols) => [`${name}-${cols}`, c, cols, i] as const)))(
    '%s',
    async (name, c, cols, i) => {
      const dir = `${WORK}/${lang}${i}`;
      if (c.folder) folder(dir, c.folder);
      const args = c.args.map((a) => a.replace('DIR', dir));
      const r = await mcrIn(['--lang', lang, ...args], { env: { COLUMNS: String(cols) } });
      expectGolden(lang, name, `${r.stdout}${r.stderr}exit ${r.code}\n`, cols, [...NAMES, ...KEEP]);
    },
  );
});
