/**
 * Reads a tournament's files (given as texts: pure, never throws) into a Tournament:
 * tournament.toml (smol-toml), players.csv, seating.csv and penalties.csv (csv-parse),
 * results/s<session>-t<table>.txt (the session scorer). Every problem found has its
 * file, line and column and what was expected; reading goes on past it.
 */
import { parse as parseToml } from 'smol-toml';
import { parse as parseCsv } from 'csv-parse/sync';
import { session } from '../session/api.js';
import { ruleProfile, rulesChoice, unknownRulesMessage, DEFAULT_RULES } from '../rules/profiles.js';
import { certainCountry, knownCountry, nearestCountry } from './countries.js';
import { splitName } from './names.js';
import { parseSessions } from './seat-sessions.js';
import { runSteps, type Steps } from './seat-clock.js';
import type { Config, Penalty, Player, Problem, RankKey, SeatRow, TableResult, Tournament, TournamentFiles } from './types.js';

export const CONFIG_FILE = 'tournament.toml';
export const PLAYERS_FILE = 'players.csv';
export const SEATING_FILE = 'seating.csv';
export const PENALTIES_FILE = 'penalties.csv';
export const RESULTS_DIR = 'results';
export const resultFile = (session: number, table: number): string => `${RESULTS_DIR}/s${session}-t${table}.txt`;
const RESULT_NAME = /^results\/s([1-9][0-9]*)-t([1-9][0-9]*)\.txt$/;

/** The ranking profiles (docs/TOURNAMENT.md "Ranking"): ordered keys. */
export const RANKINGS: Readonly<Record<string, readonly RankKey[]>> = {
  ema: ['tablePoints', 'score'],
  china: ['tablePoints', 'score', 'firsts', 'seconds', 'thirds', 'fourths', 'bestSession', 'id'],
};
export const RANK_KEYS: readonly RankKey[] = ['tablePoints', 'score', 'firsts', 'seconds', 'thirds', 'fourths', 'bestSession', 'id'];
export const HANDS_PER_SESSION = 16;

type Report = (p: Omit<Problem, 'fatal'> & { fatal?: boolean }) => void;

/**
 * The files as a plain map of texts: a value that is no object, a property whose
 * getter throws or a text that is no string is a problem (fatal), never a throw.
 */
function plainFiles(input: unknown, report: Report): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    report({ file: '', line: null, column: null, code: 'bad-files', message: `the files are ${input === null ? 'null' : Array.isArray(input) ? 'an array' : typeof input}; expected an object of texts keyed by their path in the folder, e.g. { 'tournament.toml': '...' }`, fatal: true });
    return out;
  }
  let keys: string[];
  try {
    keys = Object.keys(input);
  } catch (e) {
    report({ file: '', line: null, column: null, code: 'bad-files', message: `the files can not be listed (${String((e as Error)?.message ?? e)}); expected an object of texts`, fatal: true });
    return out;
  }
  for (const key of keys) {
    let value: unknown;
    try {
      value = (input as Record<string, unknown>)[key];
    } catch (e) {
      report({ file: key, line: null, column: null, code: 'bad-files', message: `${key} can not be read (${String((e as Error)?.message ?? e)}); expected its text`, fatal: true });
      continue;
    }
    if (typeof value === 'string') out[key] = value;
    else report({ file: key, line: null, column: null, code: 'bad-files', message: `${key} is ${value === null ? 'null' : typeof value}; expected its text (a string)`, fatal: true });
  }
  return out;
}

export function readTournament(input: TournamentFiles): Tournament {
  return runSteps(readTournamentSteps(input));
}

/** readTournament step by step: a yield after each result file (the CLI's check hears signals between them). */
export function* readTournamentSteps(input: TournamentFiles): Steps<Tournament> {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const report: Report = (p) => problems.push({ ...p, fatal: p.fatal ?? false });
  const warn: Report = (p) => warnings.push({ ...p, fatal: false });
  const files = plainFiles(input, report);
  const config = readConfig(files[CONFIG_FILE], report);
  const empty = (): Tournament => ({ config, players: [], seating: null, results: [], penalties: [], problems, warnings });
  // The cause first: a settings file or players list that can not be read stops here
  // (every later problem would follow from it).
  if (problems.some((p) => p.fatal)) return empty();
  const players = readPlayers(files[PLAYERS_FILE], report, warn);
  if (problems.some((p) => p.fatal)) return { ...empty(), players };
  const seating = files[SEATING_FILE] === undefined ? null : readSeating(files[SEATING_FILE], report);
  const penalties = files[PENALTIES_FILE] === undefined ? [] : readPenalties(files[PENALTIES_FILE], report);
  const results: TableResult[] = [];
  const copies = new Map<string, TableResult[]>();
  for (const file of Object.keys(files).sort(byResultOrder)) {
    if (!file.startsWith(`${RESULTS_DIR}/`)) continue;
    const m = RESULT_NAME.exec(file);
    if (!m) {
      const meant = meantResultName(file);
      if (meant !== null || /\.txt$/i.test(file))
        report({
          file,
          line: null,
          column: null,
          code: 'bad-file-name',
          message: meant
            ? `a results file named ${file}, not read; did you mean ${meant}? (names are s<session>-t<table>.txt, lower case, no leading zeros)`
            : `a results file named ${file}, not read; expected results/s<session>-t<table>.txt, e.g. results/s1-t3.txt`,
        });
      continue;
    }
    const text = files[file].replace(/^\uFEFF/, '');
    const result = readResult(file, Number(m[1]), Number(m[2]), text, config, players, report);
    const key = sameText(text);
    if (key !== '') copies.set(key, [...(copies.get(key) ?? []), result]);
    results.push(result);
    yield;
  }
  // A file identical to another table's: the one the plan seats is kept (else the
  // first), the others said and not counted.
  const copied = new Set<TableResult>();
  for (const group of copies.values()) {
    if (group.length < 2) continue;
    const planned = (r: TableResult) => seating?.some((row) => row.session === r.session && row.table === r.table && row.seats.join() === r.ids?.join()) ?? false;
    const kept = group.find(planned) ?? group[0];
    for (const r of group)
      if (r !== kept) {
        copied.add(r);
        report({ file: r.file, line: null, column: null, code: 'same-as-other', message: `${r.file} is the same as ${kept.file}, not counted; expected each table's own result (a copy of another table's file?)` });
      }
  }
  return { config, players, seating, results: results.filter((r) => !copied.has(r)), penalties, problems, warnings };
}

/** A result's text compared with another's: lines without comments and outer spaces. */
const sameText = (text: string): string =>
  text.split(/\r?\n/).map((l) => l.replace(/#.*$/, '').trim()).filter((l) => l !== '').join('\n');

/** The name a misnamed results file probably means (S3-T6.TXT, s3-t05.txt, s3_t6.txt: results/s3-t6.txt), or null. */
export function meantResultName(file: string): string | null {
  const m = /^results\/\s*s\s*0*([1-9][0-9]*)\s*[-_ .]?\s*t\s*0*([1-9][0-9]*)\s*(\.txt|\.log|\.text)?\s*$/i.exec(file);
  return m ? resultFile(Number(m[1]), Number(m[2])) : null;
}

/** Results files in session, then table order (s2-t10 after s2-t9). */
function byResultOrder(a: string, b: string): number {
  const x = RESULT_NAME.exec(a);
  const y = RESULT_NAME.exec(b);
  if (x && y) return Number(x[1]) - Number(y[1]) || Number(x[2]) - Number(y[2]);
  return a < b ? -1 : a > b ? 1 : 0;
}

// ------------------------------------------------------------------ tournament.toml

/** The line (1-based) where `key =` is set in a TOML text, or null. */
function keyLine(text: string, key: string): number | null {
  const lines = text.split(/\r?\n/);
  const re = new RegExp(`^\\s*${key}\\s*=`);
  const k = lines.findIndex((l) => re.test(l));
  return k < 0 ? null : k + 1;
}

export const DEFAULT_CONFIG: Config = {
  name: 'Tournament',
  sessions: 1,
  rules: DEFAULT_RULES,
  ranking: { name: 'ema', keys: [...RANKINGS.ema] },
  handsPerSession: HANDS_PER_SESSION,
  apart: [],
  teamSize: null,
};

export function readConfig(text: string | undefined, report: Report): Config {
  const file = CONFIG_FILE;
  const config: Config = { ...DEFAULT_CONFIG, ranking: { ...DEFAULT_CONFIG.ranking }, apart: [] };
  if (text === undefined) {
    report({ file, line: null, column: null, code: 'missing-file', message: `no ${file}; expected the tournament's settings (mcr tournament init makes it)`, fatal: true });
    return config;
  }
  let data: Record<string, unknown>;
  try {
    data = parseToml(text.replace(/^\uFEFF/, '')) as Record<string, unknown>;
  } catch (e) {
    const err = e as { message?: string; line?: number; column?: number };
    const first = String(err.message ?? e).split('\n')[0].replace(/^Invalid TOML document: /, '');
    report({ file, line: err.line ?? null, column: err.column ?? null, code: 'bad-toml', message: `${first}; expected TOML (key = value lines, # comments)`, fatal: true });
    return config;
  }
  const bad = (key: string, message: string) =>
    report({ file, line: keyLine(text, key), column: null, code: 'bad-setting', message, fatal: true });
  const known = new Set(['name', 'sessions', 'rules', 'ranking', 'hands', 'team_size', 'seating']);
  for (const key of Object.keys(data))
    if (!known.has(key)) bad(key, `unknown setting '${key}'; expected name, sessions, rules, ranking, hands, team_size or [seating]`);
  if (data.name !== undefined) {
    if (typeof data.name === 'string' && data.name.trim() !== '') config.name = data.name;
    else bad('name', 'name is not a text; expected e.g. name = "Spring Open"');
  }
  if (data.sessions === undefined) bad('sessions', 'no sessions setting; expected e.g. sessions = 5');
  else if (isCount(data.sessions, 1, 100)) config.sessions = Number(data.sessions);
  else bad('sessions', `sessions = ${String(data.sessions)}; expected a whole number 1 to 100`);
  if (data.rules !== undefined) {
    if (typeof data.rules === 'string' && ruleProfile(data.rules)) config.rules = data.rules;
    else bad('rules', `${unknownRulesMessage(String(data.rules))}; expected rules = ${rulesChoice({ quoted: true })}`);
  }
  if (data.ranking !== undefined) {
    const r = rankingOf(data.ranking);
    if (typeof r === 'string') bad('ranking', r);
    else config.ranking = r;
  }
  if (data.hands !== undefined) {
    if (isCount(data.hands, 1, HANDS_PER_SESSION)) config.handsPerSession = Number(data.hands);
    else bad('hands', `hands = ${String(data.hands)}; expected a whole number 1 to ${HANDS_PER_SESSION}`);
  }
  if (data.team_size !== undefined) {
    if (isCount(data.team_size, 1, 1000)) config.teamSize = Number(data.team_size);
    else bad('team_size', `team_size = ${String(data.team_size)}; expected a whole number 1 to 1000 (how many best members count for a team)`);
  }
  if (data.seating !== undefined) {
    const s = data.seating as Record<string, unknown>;
    const apart = typeof s === 'object' && s !== null ? s.apart : undefined;
    if (apart !== undefined) {
      if (Array.isArray(apart) && apart.every((x) => x === 'team' || x === 'country')) config.apart = [...new Set(apart as string[])];
      else bad('apart', `apart = ${JSON.stringify(apart)}; expected a list of "team" and/or "country", e.g. apart = ["team"]`);
    }
  }
  return config;
}

const isCount = (v: unknown, lo: number, hi: number): boolean =>
  (typeof v === 'number' || typeof v === 'bigint') && Number.isInteger(Number(v)) && Number(v) >= lo && Number(v) <= hi;

/** A ranking setting: a profile name or a list of keys; a message when it is neither. */
export function rankingOf(value: unknown): Config['ranking'] | string {
  if (typeof value === 'string') {
    const keys = Object.hasOwn(RANKINGS, value) ? RANKINGS[value] : undefined;
    return keys ? { name: value, keys: [...keys] } : `unknown ranking '${value}'; expected ema, china, or a list of keys (${RANK_KEYS.join(', ')})`;
  }
  if (Array.isArray(value) && value.length > 0 && value.every((k) => RANK_KEYS.includes(k as RankKey))) {
    const keys = [...new Set(value as RankKey[])];
    const same = Object.entries(RANKINGS).find(([, v]) => v.join() === keys.join());
    return { name: same ? same[0] : 'custom', keys };
  }
  return `ranking = ${JSON.stringify(value)}; expected "ema", "china", or a list of keys from ${RANK_KEYS.join(', ')}`;
}

// ------------------------------------------------------------------ CSV files

interface CsvRow {
  line: number;
  /** The header's columns (lower case) -> the field. */
  get(column: string): string | undefined;
  /** 1-based character column of a field in its line (best effort for quoted fields). */
  col(column: string): number;
}

/**
 * A CSV text with a header row: the rows, or null (reported) when it can not be read
 * or lacks a required column.
 */
function readCsv(text: string, file: string, required: readonly string[], report: Report): CsvRow[] | null {
  let records: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    records = parseCsv(text.replace(/^\uFEFF/, ''), { info: true, raw: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as typeof records;
  } catch (e) {
    const err = e as { message?: string; lines?: number };
    report({ file, line: err.lines ?? null, column: null, code: 'bad-csv', message: `${String(err.message ?? e)}; expected comma-separated values, fields with commas or quotes in double quotes`, fatal: true });
    return null;
  }
  if (records.length === 0) {
    report({ file, line: 1, column: 1, code: 'bad-csv', message: `${file} is empty; expected a header row: ${required.join(',')}`, fatal: true });
    return null;
  }
  const header = records[0].record.map((h) => h.toLowerCase());
  for (const r of required) {
    if (!header.includes(r)) {
      report({ file, line: records[0].info.lines, column: 1, code: 'bad-header', message: `the header has no '${r}' column; expected a header row with ${required.join(',')}`, fatal: true });
      return null;
    }
  }
  const rows: CsvRow[] = [];
  for (const { record, info, raw } of records.slice(1)) {
    const lines = raw.split(/\r?\n/);
    const line = info.lines - (lines.length - (lines[lines.length - 1] === '' ? 2 : 1));
    // A row of more or fewer fields than the header is never read shifted.
    if (record.length !== header.length) {
      const more = record.length > header.length;
      report({
        file,
        line,
        column: null,
        code: 'field-count',
        message: `${record.length} field${record.length === 1 ? '' : 's'}, the header has ${header.length}: ${more ? 'quote a field that holds a comma ("Smith, John")' : 'expected a field for each column (an empty one as ,,)'}; the row is not read`,
      });
      continue;
    }
    rows.push({
      line,
      get: (c: string) => {
        const i = header.indexOf(c);
        return i < 0 ? undefined : record[i];
      },
      col: (c: string) => {
        // the field's text searched for after the fields before it
        const i = header.indexOf(c);
        let at = 0;
        for (let k = 0; k <= i && k < record.length; k++) {
          const found = raw.indexOf(record[k], at);
          if (found < 0) break;
          if (k === i) return Array.from(raw.slice(0, found)).length + 1;
          // past the field and its delimiter
          const comma = raw.indexOf(',', found + record[k].length);
          if (comma < 0) break;
          at = comma + 1;
        }
        return 1;
      },
    });
  }
  return rows;
}

const POSITIVE_INT = /^[1-9][0-9]{0,8}$/;
const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['', 'no', 'n', 'false', '0']);

/** An EMA number: 8 digits (the country's 3, then the player's 5). */
const EMA_NUMBER = /^[0-9]{8}$/;

/** How a problem names a player: "player 12 (Kim Min-jun)". */
export const playerWho = (id: number, name: string): string => `player ${id} (${name.trim() === '' ? `#${id}` : name.trim()})`;

/**
 * Who a whole plan seats, and the reserves: the players of session 1 (their own
 * `sessions`, else every ranked player), then substitutes without sessions of their
 * own, by id, while that count is no multiple of 4 (a substitute fills a table); the
 * other substitutes are reserves, seated only when a reseat brings them in.
 */
export function firstSession(players: readonly Player[]): { seated: Player[]; reserves: Player[] } {
  const seated = players.filter((p) => (p.sessions ? p.sessions.includes(1) : !p.substitute));
  const pool = players.filter((p) => p.substitute && !p.sessions).sort((a, b) => a.id - b.id);
  const fill = Math.min(pool.length, (4 - (seated.length % 4)) % 4);
  return { seated: [...seated, ...pool.slice(0, fill)].sort((a, b) => a.id - b.id), reserves: pool.slice(fill) };
}

export function readPlayers(text: string | undefined, report: Report, warn: Report = () => undefined): Player[] {
  const file = PLAYERS_FILE;
  if (text === undefined) {
    report({ file, line: null, column: null, code: 'missing-file', message: `no ${file}; expected the players: a header id,name and one row per player`, fatal: true });
    return [];
  }
  const rows = readCsv(text, file, ['id', 'name'], report);
  if (!rows) return [];
  const players: Player[] = [];
  const seen = new Map<number, number>();
  for (const row of rows) {
    const idText = row.get('id') ?? '';
    const name = row.get('name') ?? '';
    if (!POSITIVE_INT.test(idText)) {
      report({ file, line: row.line, column: row.col('id'), code: 'bad-id', message: `id '${idText}'; expected a positive whole number` });
      continue;
    }
    const id = Number(idText);
    if (seen.has(id)) {
      report({ file, line: row.line, column: row.col('id'), code: 'duplicate-id', message: `id ${id} is already the id on line ${seen.get(id)}; expected each id once` });
      continue;
    }
    seen.set(id, row.line);
    if (name.trim() === '') report({ file, line: row.line, column: row.col('name'), code: 'blank-name', message: `player ${id} has a blank name; expected a name` });
    // Each problem of a row says whose it is: the id and the name, not the line alone.
    const who = playerWho(id, name);
    const sub = (row.get('substitute') ?? '').toLowerCase();
    if (!YES.has(sub) && !NO.has(sub))
      report({ file, line: row.line, column: row.col('substitute'), code: 'bad-substitute', message: `${who}: substitute '${sub}'; expected yes or no (or empty)` });
    const ema = row.get('ema') ?? '';
    if (ema !== '' && !EMA_NUMBER.test(ema))
      report({ file, line: row.line, column: row.col('ema'), code: 'bad-ema', message: `${who}: EMA number '${ema}'; expected 8 digits, e.g. 04100001 (or empty)` });
    const country = row.get('country') ?? '';
    if (!knownCountry(country)) {
      const near = nearestCountry(country);
      warn({ file, line: row.line, column: row.col('country'), code: 'unknown-country', message: `${who}: country '${country}' is no ISO 3166-1 alpha-2 code; ${near ? `did you mean ${near}?` : 'expected two capital letters, e.g. NL, DE, CN'}` });
    }
    const split = splitName(name.trim(), row.get('last_name') ?? '', row.get('first_name') ?? '', certainCountry(country) ?? '');
    const sessions = parseSessions(row.get('sessions') ?? '');
    if (typeof sessions === 'string') report({ file, line: row.line, column: row.col('sessions'), code: 'bad-sessions', message: `${who}: ${sessions}` });
    players.push({
      id,
      name: name.trim() === '' ? `#${id}` : name,
      ema,
      country,
      team: row.get('team') ?? '',
      substitute: YES.has(sub),
      lastName: split.lastName,
      firstName: split.firstName,
      splitGuessed: split.guessed,
      line: row.line,
      ...(Array.isArray(sessions) ? { sessions } : {}),
    });
  }
  return players;
}

const SEATS = ['e', 's', 'w', 'n'] as const;

export function readSeating(text: string, report: Report): SeatRow[] {
  const file = SEATING_FILE;
  const rows = readCsv(text, file, ['session', 'table', ...SEATS], report);
  if (!rows) return [];
  const out: SeatRow[] = [];
  for (const row of rows) {
    const nums: number[] = [];
    let ok = true;
    for (const c of ['session', 'table', ...SEATS]) {
      const v = row.get(c) ?? '';
      if (!POSITIVE_INT.test(v)) {
        report({ file, line: row.line, column: row.col(c), code: 'bad-number', message: `${c.length === 1 ? c.toUpperCase() : c} '${v}'; expected a positive whole number${c.length === 1 ? ' (a player id)' : ''}` });
        ok = false;
      }
      nums.push(Number(v));
    }
    if (ok) out.push({ session: nums[0], table: nums[1], seats: nums.slice(2), line: row.line });
  }
  return out;
}

export function readPenalties(text: string, report: Report): Penalty[] {
  const file = PENALTIES_FILE;
  const rows = readCsv(text, file, ['session', 'player', 'points'], report);
  if (!rows) return [];
  const out: Penalty[] = [];
  for (const row of rows) {
    const session = row.get('session') ?? '';
    const player = row.get('player') ?? '';
    const points = row.get('points') ?? '';
    if (!POSITIVE_INT.test(session)) report({ file, line: row.line, column: row.col('session'), code: 'bad-number', message: `session '${session}'; expected a positive whole number` });
    else if (!POSITIVE_INT.test(player)) report({ file, line: row.line, column: row.col('player'), code: 'bad-number', message: `player '${player}'; expected a player id` });
    else if (!POSITIVE_INT.test(points)) report({ file, line: row.line, column: row.col('points'), code: 'bad-number', message: `points '${points}'; expected the points taken off, a positive whole number` });
    else out.push({ session: Number(session), player: Number(player), points: Number(points), reason: row.get('reason') ?? '', line: row.line });
  }
  return out;
}

// ------------------------------------------------------------------ results

function readResult(file: string, sessionNo: number, table: number, text: string, config: Config, players: Player[], report: Report): TableResult {
  const result = session(text, { rules: config.rules });
  for (const e of result.errors) report({ file, line: e.line, column: e.column, code: e.code, message: e.message });
  let ids: number[] | null = null;
  const lines = text.split(/\r?\n/);
  const playersLine = lines.findIndex((l) => /^\s*players\b/i.test(l));
  if (result.players.length === 4) {
    const found = result.players.map((token) => {
      if (POSITIVE_INT.test(token)) {
        const p = players.find((q) => q.id === Number(token));
        if (p) return p.id;
      }
      const byName = players.filter((q) => q.name.toLowerCase() === token.toLowerCase());
      if (byName.length === 1) return byName[0].id;
      const source = lines[playersLine] ?? '';
      report({
        file,
        line: playersLine + 1,
        column: Array.from(source.slice(0, source.search(new RegExp(`(?<=\\s)${token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s|$|#)`)))).length + 1,
        code: 'unknown-id',
        message: `'${token}' is no player id in ${PLAYERS_FILE}; expected the four players' ids, e.g. players 12 7 33 4`,
      });
      return null;
    });
    if (found.every((x) => x !== null)) ids = found as number[];
  }
  const totals = result.players.map((p) => result.totals[p] ?? 0);
  const sum = totals.reduce((a, b) => a + b, 0);
  if (result.handedIn && sum !== 0) {
    const lines = text.split(/\r?\n/);
    const at = lines.findIndex((l) => /^\s*totals\b/i.test(l));
    report({
      file,
      line: at + 1,
      column: null,
      code: 'not-zero-sum',
      message: `the totals sum to ${sum > 0 ? '+' : ''}${sum}, not 0; expected final scores that sum to zero (penalties outside hands go in ${PENALTIES_FILE})`,
    });
  }
  // A totals file's pay and foul lines carry a nominal hand number: no hands counted.
  const kept = { players: result.players, rules: result.rules, lastHand: result.handedIn ? 0 : result.lastHand, ok: result.ok };
  return { session: sessionNo, table, file, ids, playersLine: playersLine < 0 ? null : playersLine + 1, result: kept, totals };
}
