/**
 * `mcr tournament <init|seat|check|standings|export|cards> DIR [options]`: a whole MCR
 * tournament kept as a folder of plain files (docs/TOURNAMENT.md). The work is
 * src/tournament/ (pure); this reads the folder, writes through the one writer, and
 * writes output files whole (temporary file, then rename) or not at all.
 */
import { access, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { stringify as tomlValue } from 'smol-toml';
import { stringify as csvStringify } from 'csv-stringify/sync';
import { colorFlag, usageError, type Parsed } from './spec.js';
import type { Context } from './context.js';
import type { Catalog } from '../i18n/types.js';
import type { Output } from '../io/output.js';
import type { ExitCode } from '../batch/summary.js';
import { wrap } from '../format/width.js';
import { ruleProfile, RULES_NAMES, DEFAULT_RULES } from '../rules/profiles.js';
import { readFolder, readRegular } from '../tournament/folder.js';
import { writeAtomic } from '../io/write.js';
import { emitOutput } from './emit.js';
import { systemReason } from '../format/cannot-read.js';
import { lockFolder } from '../tournament/lock.js';
import { completeInterrupted, writeTogether, JOURNAL_FILE } from '../tournament/journal.js';
import { unlinkSync } from 'node:fs';
import { makeFolder } from '../tournament/make.js';
import { readPlayers, rankingOf, firstSession, CONFIG_FILE, PLAYERS_FILE, SEATING_FILE, RESULTS_DIR } from '../tournament/read.js';
import { reseatAsync } from '../tournament/reseat.js';
import { DEFAULT_SEAT_TIME } from '../tournament/seat.js';
import { standings, seatAsync, check, checkAsync, emaExport, emaCsv, cards, seatingCsv, fillMessage, SEAT_BY, type SeatBy } from '../tournament/api.js';
import {
  standingsText, standingsCsv, standingsMarkdown, standingsHtml, emaNotes, checkText, seatingText, reseatText, cardsText, cardsMarkdown, cardsHtml, problemLine,
} from '../tournament/format.js';
import { toJson } from '../format/json-writer.js';
import { STANDINGS_JSON, CHECK_JSON, SEATING_JSON, RESEAT_JSON, EMA_JSON, CARDS_JSON, INIT_JSON } from '../tournament/json.js';
import type { Problem, TournamentFiles } from '../tournament/types.js';
import type { ChalkInstance } from 'chalk';

type OptionName =
  | 'players' | 'sessions' | 'rules' | 'ranking' | 'seed' | 'session' | 'by' | 'after' | 'ema' | 'force' | 'output'
  | 'json' | 'csv' | 'md' | 'html' | 'bom' | 'time' | 'by-standings' | 'withdraw' | 'substitute' | 'join' | 'strict';

/**
 * Runs one of the tournament's commands. The front end (commander, commands/program.ts)
 * has checked the command, that it takes each option given (the declaration's `for`),
 * and the values declared as choices or whole numbers (those come as numbers).
 */
export async function tournamentCommand(p: Parsed, run: Context): Promise<ExitCode> {
  const [sub, dir, ...extra] = p.positionals;
  const { w, width } = run;
  const T = run.t.tournament;
  const usage = (message: string): ExitCode => usageError(T.usage(message), run);
  if (dir === undefined) return usage(T.needsFolder(sub));
  if (extra.length > 0) return usage(T.unexpected(extra[0]));
  const values: Partial<Record<OptionName, string | boolean | number>> = {};
  for (const [name, v] of Object.entries(p.values)) {
    if (v === undefined || name === 'help' || name === 'color') continue;
    values[name as OptionName] = v as string | boolean | number;
  }
  const formats = (['json', 'csv', 'md', 'html'] as const).filter((f) => values[f] === true);
  if (formats.length > 1) return usage(T.oneFormat(formats.map((f) => `--${f}`)));
  const color = await run.chalk(values.output ? { isTTY: false } : w.stdout, colorFlag(p));
  const ctx: Ctx = { w, dir, values, width, errWidth: run.errWidth, color, usage, skipped: [], t: run.t };
  switch (sub) {
    case 'init':
      return init(ctx);
    case 'seat':
      return locked(ctx, seatCmd);
    case 'reseat':
      return locked(ctx, reseatCmd);
    case 'check':
      return checkCmd(ctx);
    case 'standings':
      return standingsCmd(ctx);
    case 'export':
      return exportCmd(ctx);
    default:
      return cardsCmd(ctx);
  }
}

interface Ctx {
  w: Output;
  dir: string;
  values: Partial<Record<OptionName, string | boolean | number>>;
  width: number;
  errWidth: number;
  color: ChalkInstance;
  usage: (message: string) => ExitCode;
  /** Files of the folder not read: no regular file (readFolder). */
  skipped: Problem[];
  /** The command holds the folder's lock (seat, reseat). */
  locked?: boolean;
  /** The words of the screens and cards (i18n/, the run's language). */
  t: Catalog;
}

/** A whole number option (undefined when not given), or the usage error's exit; a number when declared `integer` (checked then). */
function intOption(ctx: Ctx, name: OptionName, lo: number, hi: number): number | undefined | { exit: ExitCode } {
  const v = ctx.values[name];
  if (v === undefined || typeof v === 'number') return v;
  const n = /^[0-9]+$/.test(String(v)) ? Number(v) : NaN;
  if (!(n >= lo && n <= hi)) return { exit: ctx.usage(ctx.t.tournament.wholeNumber(name, String(v), lo, hi)) };
  return n;
}
const isExit = (x: unknown): x is { exit: ExitCode } => typeof x === 'object' && x !== null && 'exit' in x;

/** Problems on stderr, one per line with file:line:column. */
function showProblems(ctx: Ctx, problems: readonly Problem[]): void {
  for (const p of problems) ctx.w.err(`${wrap(problemLine(ctx.dir, p, ctx.t), ctx.errWidth, 4).join('\n')}\n`);
}

/**
 * The folder's files, or exit 2 with why not. A file skipped (a FIFO in results/:
 * never opened to wait on) is kept in ctx.skipped: check lists it, the others say it
 * on stderr, and the exit is at least 1.
 */
async function folder(ctx: Ctx): Promise<TournamentFiles | { exit: ExitCode }> {
  await finishInterrupted(ctx);
  const { files, problems, skipped } = await readFolder(ctx.dir);
  if (problems.length > 0) {
    showProblems(ctx, problems);
    return { exit: 2 };
  }
  ctx.skipped = skipped;
  return files;
}

/**
 * A change of the folder that a writer left half-made (reseat stopped by a signal or a
 * kill -9: tournament/journal.ts) completed first, under the folder's lock, and said;
 * when another command holds the lock, that one completes it.
 */
async function finishInterrupted(ctx: Ctx): Promise<void> {
  const run = async (): Promise<void> => {
    const done = await completeInterrupted(ctx.dir, [SEATING_FILE, PLAYERS_FILE]).catch((e: Error) => {
      ctx.w.err(wrap(ctx.t.tournament.cannotComplete(ctx.dir, join(ctx.dir, JOURNAL_FILE), systemReason(e, ctx.t)), ctx.errWidth, 2).join('\n') + '\n');
      return [];
    });
    if (done.length > 0) ctx.w.err(wrap(ctx.t.tournament.completed(ctx.dir, done), ctx.errWidth, 2).join('\n') + '\n');
  };
  if (ctx.locked) return run();
  if (!(await access(join(ctx.dir, JOURNAL_FILE)).then(() => true, () => false))) return;
  const lock = await lockFolder(ctx.dir);
  if ('message' in lock) return;
  try {
    await run();
  } finally {
    await lock.release();
  }
}

/** The exit code, at least 1 when a file of the folder was skipped. */
const withSkipped = (ctx: Ctx, code: ExitCode): ExitCode => (code === 0 && ctx.skipped.length > 0 ? 1 : code);

/** Skipped files and result files left out for a problem, said on stderr (standings, export). */
function sayLeftOut(ctx: Ctx, problems: readonly Problem[]): void {
  showProblems(ctx, ctx.skipped);
  if (problems.length === 0) return;
  const left = [...new Set(problems.map((p) => p.file).filter((f) => f.startsWith(`${RESULTS_DIR}/`)))];
  const width = ctx.errWidth;
  const text = ctx.t.tournament.leftOut(problems.length, left, ctx.dir);
  ctx.w.err(`${wrap(text, width, 4).join('\n')}\n`);
}

/** The output: to -o FILE (whole or not at all) or stdout. */
async function emit(ctx: Ctx, text: string): Promise<ExitCode> {
  const file = ctx.values.output;
  return emitOutput(ctx.w, typeof file === 'string' ? file : undefined, text, (f, why) => wrap(ctx.t.tournament.cannotWrite(f, why), ctx.errWidth, 2).join('\n'), (e) => systemReason(e, ctx.t));
}

const exitFor = (problems: readonly Problem[]): ExitCode => (problems.some((p) => p.fatal) ? 2 : problems.length > 0 ? 1 : 0);

// ------------------------------------------------------------------ init

async function init(ctx: Ctx): Promise<ExitCode> {
  const { values, dir } = ctx;
  const T = ctx.t.tournament;
  if (typeof values.players !== 'string') return ctx.usage(T.needsPlayers);
  const sessions = intOption(ctx, 'sessions', 1, 100);
  if (sessions === undefined) return ctx.usage(T.needsSessions);
  if (isExit(sessions)) return sessions.exit;
  const rules = typeof values.rules === 'string' ? values.rules : DEFAULT_RULES;
  if (!ruleProfile(rules)) return ctx.usage(`--rules: ${ctx.t.rules.unknown(rules, RULES_NAMES, DEFAULT_RULES, false)}`);
  const ranking = rankingOf(typeof values.ranking === 'string' ? values.ranking : 'ema');
  if (typeof ranking === 'string') return ctx.usage(`--ranking: ${T.problem('bad-ranking', ranking)}`);
  let text: string;
  try {
    text = await readFile(values.players, 'utf8');
  } catch (e) {
    return ctx.usage(T.cannotRead(values.players, systemReason(e, ctx.t)));
  }
  const problems: Problem[] = [];
  const players = readPlayers(text, (p) => problems.push({ ...p, file: values.players as string, fatal: p.fatal ?? false }));
  if (problems.length > 0) {
    showProblems({ ...ctx, dir: '' }, problems);
    ctx.w.err(`${T.fixPlayers}\n`);
    return 2;
  }
  if (values.force !== true) {
    for (const f of [CONFIG_FILE, PLAYERS_FILE]) {
      const there = await access(join(dir, f)).then(() => true, () => false);
      if (there) return ctx.usage(T.exists(join(dir, f)));
    }
  }
  // The players of session 1; the reserves (substitute = yes) wait for a reseat.
  const first = firstSession(players);
  const seated = first.seated.length;
  const reserves = first.reserves.length;
  const note = fillMessage(seated, reserves, 1);
  const config = [
    '# mcr tournament settings (docs/TOURNAMENT.md). Every command reads this file.',
    tomlValue({ name: nameFrom(dir) }).trim(),
    `sessions = ${sessions}`,
    `rules = "${rules}"  # green-book or mil (mcr rules)`,
    `ranking = "${ranking.name}"  # ema, china, or a list of keys, e.g. ["tablePoints", "score", "firsts"]`,
    'hands = 16  # hands per session',
    '',
    '[seating]',
    '# apart = ["team", "country"]  # keep teammates / compatriots from meeting',
    '',
  ].join('\n');
  // last_name and first_name kept when the file gives them (for rows that fill them in).
  const given = (p: (typeof players)[number]) => !p.splitGuessed && !p.name.includes(',');
  const names = players.some(given);
  const header = ['id', 'name', ...(names ? ['last_name', 'first_name'] : []), 'ema', 'country', 'team', 'substitute'];
  const csv = csvStringify([
    header,
    ...players.map((p) => [p.id, p.name, ...(names ? (given(p) ? [p.lastName, p.firstName] : ['', '']) : []), p.ema, p.country, p.team, p.substitute ? 'yes' : '']),
  ]);
  try {
    await makeFolder(dir, { [PLAYERS_FILE]: csv, [CONFIG_FILE]: config, [`${RESULTS_DIR}/.keep`]: '' });
  } catch (e) {
    ctx.w.err(`${T.cannotWriteIn(dir, systemReason(e, ctx.t))}\n`);
    return 2;
  }
  if (values.json === true) {
    ctx.w.out(toJson(INIT_JSON, { schema: 'mcr-init/1', ok: true, dir, players: seated, reserves, sessions, rules, ranking: ranking.name, note, problems: [] }) + '\n');
  } else {
    const reservesWords = reserves > 0 ? T.reserves(reserves) : '';
    const lines = [T.made(dir, seated, reservesWords, sessions, rules, ranking.name), ...(note ? [T.initNote(note, seated, reservesWords, (4 - (seated % 4)) % 4)] : []), T.next(join(dir, CONFIG_FILE), dir)];
    for (const line of lines) ctx.w.out(`${wrap(line, ctx.width, 2).join('\n')}\n`);
  }
  await ctx.w.flush();
  return 0;
}

/** The tournament's name from its folder's name: "spring-open-2027" -> "spring open 2027". */
const nameFrom = (dir: string): string => (dir.replace(/\/+$/, '').split('/').pop() || 'Tournament').replace(/[-_]+/g, ' ');

// ------------------------------------------------------------------ seat

/** One writer at a time (seat, reseat): the lock is taken before the folder is read, given back after the rename. */
async function locked(ctx: Ctx, run: (ctx: Ctx) => Promise<ExitCode>): Promise<ExitCode> {
  const lock = await lockFolder(ctx.dir);
  const T = ctx.t.tournament;
  if ('message' in lock) {
    const why = lock.why === 'held' ? T.lockHeld(ctx.dir, lock.pid, lock.lock) : lock.why === 'failed' ? T.cannotLock(ctx.dir, lock.lock, lock.error) : T.lockReturns(ctx.dir, lock.lock);
    ctx.w.err(wrap(why, ctx.errWidth, 2).join('\n') + '\n');
    return 2;
  }
  if (lock.tookOver !== null) ctx.w.err(wrap(T.tookOver(ctx.dir, lock.tookOver), ctx.errWidth, 2).join('\n') + '\n');
  // A signal ends the process without the finally below: the lock goes with it.
  const path = lock.path;
  ctx.w.onStop(() => {
    if (path && ctx.w.stopReason?.kind === 'signal') {
      try {
        unlinkSync(path);
      } catch {
        // gone already
      }
    }
  });
  try {
    return await run({ ...ctx, locked: true });
  } finally {
    await lock.release();
  }
}

async function seatCmd(ctx: Ctx): Promise<ExitCode> {
  const seed = intOption(ctx, 'seed', 0, 2 ** 32 - 1);
  if (isExit(seed)) return seed.exit;
  const byStandings = intOption(ctx, 'by-standings', 1, 100);
  if (isExit(byStandings)) return byStandings.exit;
  const sessionOption = intOption(ctx, 'session', 1, 100);
  if (isExit(sessionOption)) return sessionOption.exit;
  if (byStandings !== undefined && sessionOption !== undefined && byStandings !== sessionOption)
    return ctx.usage(ctx.t.tournament.twoSessions(byStandings, sessionOption));
  const session = sessionOption ?? byStandings;
  const by = ctx.values.by ?? (byStandings !== undefined ? 'standings' : undefined);
  if (by !== undefined && !SEAT_BY.includes(by as SeatBy)) return ctx.usage(ctx.t.tournament.byChoice(String(by)));
  if (by !== undefined && session === undefined) return ctx.usage(ctx.t.tournament.byNeedsSession);
  const time = timeOption(ctx);
  if (isExit(time)) return time.exit;
  // An existing plan is refused before any search.
  const target = typeof ctx.values.output === 'string' ? ctx.values.output : join(ctx.dir, SEATING_FILE);
  if (session === undefined && ctx.values.output === undefined && ctx.values.force !== true) {
    const there = await access(target).then(() => true, () => false);
    if (there) return ctx.usage(ctx.t.tournament.planExists(target));
  }
  const files = await folder(ctx);
  if (isExit(files)) return files.exit;
  const r = await seatAsync(files, { seed, session, by: by as SeatBy | undefined, force: ctx.values.force === true, time });
  if (!r.ok) {
    showProblems(ctx, r.problems);
    ctx.w.err(`${ctx.t.tournament.nothingWritten}\n`);
    return 2;
  }
  try {
    await writeAtomic(target, seatingCsv(r.tables));
  } catch (e) {
    ctx.w.err(`${ctx.t.tournament.cannotWrite(target, systemReason(e, ctx.t))}\n`);
    return 2;
  }
  ctx.w.out(ctx.values.json === true ? toJson(SEATING_JSON, r) + '\n' : seatingText(r, target, ctx.color, ctx.width, ctx.t));
  await ctx.w.flush();
  showProblems(ctx, ctx.skipped);
  return withSkipped(ctx, 0);
}

/** --time SECONDS (default 30) in milliseconds, or the usage error's exit. */
function timeOption(ctx: Ctx): number | { exit: ExitCode } {
  const v = ctx.values.time;
  if (v === undefined) return DEFAULT_SEAT_TIME;
  const n = /^[0-9]+(\.[0-9]+)?$/.test(String(v)) ? Number(v) : NaN;
  if (!(n > 0 && n <= 86_400)) return { exit: ctx.usage(ctx.t.tournament.time(String(v))) };
  return Math.round(n * 1000);
}

/** A list of player ids: "12", "12,17". */
function idsOption(ctx: Ctx, name: OptionName): number[] | { exit: ExitCode } {
  const v = ctx.values[name];
  if (v === undefined) return [];
  const parts = String(v).split(',').map((x) => x.trim());
  if (parts.some((x) => !/^[1-9][0-9]{0,8}$/.test(x))) return { exit: ctx.usage(ctx.t.tournament.ids(name, String(v))) };
  return parts.map(Number);
}

// ------------------------------------------------------------------ reseat

async function reseatCmd(ctx: Ctx): Promise<ExitCode> {
  const after = intOption(ctx, 'after', 0, 100);
  if (isExit(after)) return after.exit;
  if (after === undefined) return ctx.usage(ctx.t.tournament.needsAfter);
  const seed = intOption(ctx, 'seed', 0, 2 ** 32 - 1);
  if (isExit(seed)) return seed.exit;
  const time = timeOption(ctx);
  if (isExit(time)) return time.exit;
  const withdraw = idsOption(ctx, 'withdraw');
  if (isExit(withdraw)) return withdraw.exit;
  const substitute = idsOption(ctx, 'substitute');
  if (isExit(substitute)) return substitute.exit;
  const joining = idsOption(ctx, 'join');
  if (isExit(joining)) return joining.exit;
  if (withdraw.length + substitute.length + joining.length === 0) return ctx.usage(ctx.t.tournament.needsChange);
  const files = await folder(ctx);
  if (isExit(files)) return files.exit;
  const r = await reseatAsync(files, { after, withdraw, substitute, join: joining, seed, time, force: ctx.values.force === true });
  if (!r.ok || r.playersCsv === null) {
    showProblems(ctx, r.problems);
    ctx.w.err(`${ctx.t.tournament.nothingWritten}\n`);
    return 2;
  }
  const seating = join(ctx.dir, SEATING_FILE);
  if (ctx.w.stopped) return 2;
  try {
    // Both files or neither, whatever stops the writing (tournament/journal.ts).
    await writeTogether(ctx.dir, { [SEATING_FILE]: seatingCsv(r.tables), [PLAYERS_FILE]: r.playersCsv });
  } catch (e) {
    ctx.w.err(`${ctx.t.tournament.cannotWriteChanged(ctx.dir, systemReason(e, ctx.t))}\n`);
    return 2;
  }
  ctx.w.out(ctx.values.json === true ? toJson(RESEAT_JSON, r) + '\n' : reseatText(r, seating, ctx.color, ctx.width, ctx.t));
  await ctx.w.flush();
  showProblems(ctx, ctx.skipped);
  return withSkipped(ctx, 0);
}

// ------------------------------------------------------------------ check, standings, export, cards

async function checkCmd(ctx: Ctx): Promise<ExitCode> {
  const files = await folder(ctx);
  if (isExit(files)) return files.exit;
  const checked = await checkAsync(files);
  if (ctx.w.stopped) return 2;
  const r = ctx.skipped.length === 0 ? checked : { ...checked, ok: false, problems: [...ctx.skipped, ...checked.problems] };
  ctx.w.out(ctx.values.json === true ? toJson(CHECK_JSON, r) + '\n' : checkText(r, ctx.dir, ctx.color, ctx.width, ctx.t));
  await ctx.w.flush();
  return r.unreadable ? 2 : r.ok ? 0 : 1;
}

async function standingsCmd(ctx: Ctx): Promise<ExitCode> {
  const files = await folder(ctx);
  if (isExit(files)) return files.exit;
  const after = intOption(ctx, 'after', 0, 100);
  if (isExit(after)) return after.exit;
  const ranking = typeof ctx.values.ranking === 'string' ? ctx.values.ranking : undefined;
  const bad = ranking === undefined ? null : rankingOf(ranking);
  if (typeof bad === 'string') return ctx.usage(`--ranking: ${ctx.t.tournament.problem('bad-ranking', bad)}`);
  const r = standings(files, { after, ranking });
  const fatal = r.problems.filter((p) => p.fatal);
  if (fatal.length > 0) {
    showProblems(ctx, fatal);
    return 2;
  }
  const v = ctx.values;
  if (v.bom === true && v.csv !== true) return ctx.usage(ctx.t.tournament.bomCsv);
  const text = v.json ? toJson(STANDINGS_JSON, r) + '\n' : v.csv ? standingsCsv(r, v.bom === true) : v.md ? standingsMarkdown(r, ctx.t) : v.html ? standingsHtml(r, ctx.t) : standingsText(r, ctx.color, ctx.width, ctx.t);
  const code = await emit(ctx, text);
  if (code !== 0) return code;
  if (!v.json) sayLeftOut(ctx, r.problems);
  return withSkipped(ctx, exitFor(r.problems));
}

async function exportCmd(ctx: Ctx): Promise<ExitCode> {
  if (ctx.values.ema !== true) return ctx.usage(ctx.t.tournament.needsEma);
  const files = await folder(ctx);
  if (isExit(files)) return files.exit;
  const after = intOption(ctx, 'after', 0, 100);
  if (isExit(after)) return after.exit;
  const r = emaExport(files, { after, strict: ctx.values.strict === true });
  const fatal = r.problems.filter((p) => p.fatal);
  if (fatal.length > 0) {
    showProblems(ctx, fatal);
    ctx.w.err(`${ctx.t.tournament.nothingWritten}\n`);
    return 2;
  }
  if (ctx.values.bom === true && ctx.values.json === true) return ctx.usage(ctx.t.tournament.bomJson);
  const code = await emit(ctx, ctx.values.json === true ? toJson(EMA_JSON, r) + '\n' : emaCsv(r, ctx.values.bom === true));
  if (code !== 0) return code;
  // What the file holds that players.csv did not say as such: never written silently.
  for (const line of emaNotes(r, ctx.t)) ctx.w.err(`${wrap(line, ctx.errWidth, 4).join('\n')}\n`);
  sayLeftOut(ctx, r.problems);
  return withSkipped(ctx, exitFor(r.problems));
}

async function cardsCmd(ctx: Ctx): Promise<ExitCode> {
  const files = await folder(ctx);
  if (isExit(files)) return files.exit;
  const r = cards(files);
  if (!r.ok) {
    showProblems(ctx, r.problems);
    return 2;
  }
  const v = ctx.values;
  const code = await emit(ctx, v.json ? toJson(CARDS_JSON, r) + '\n' : v.md ? cardsMarkdown(r, ctx.t) : v.html ? cardsHtml(r, ctx.t) : cardsText(r, ctx.width, ctx.t));
  if (code !== 0) return code;
  showProblems(ctx, ctx.skipped);
  return withSkipped(ctx, code);
}

// ------------------------------------------------------------------ mcr session on a result file

/**
 * The names beside the ids of a tournament's result file (`mcr session
 * DIR/results/s1-t2.txt`): players.csv's id -> name, from the folder above results/;
 * {} when the file is no tournament's or players.csv can not be read.
 */
export async function tableNames(logPath: string): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  if (basename(dirname(logPath)) !== RESULTS_DIR) return names;
  const text = await readRegular(join(dirname(dirname(logPath)), PLAYERS_FILE)).catch(() => undefined);
  if (typeof text !== 'string') return names;
  for (const p of readPlayers(text, () => undefined)) names[String(p.id)] = p.name;
  return names;
}

