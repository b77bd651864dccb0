/**
 * The tournament's screens and files: standings as text (fits the width, names wrap),
 * CSV, Markdown and one self-contained HTML page; the check's problems; the seating
 * plan's quality; the EMA results; players' cards and tables' sheets. Colour only from
 * the chalk instance given.
 */
import { escapeHtml } from '../format/html.js';
import type { ChalkInstance } from 'chalk';
import { displayWidth, padEnd, table, wrap, type Column } from '../session/layout.js';
import { visible } from '../session/visible.js';
import { placeText, points, spreadsheetCsv } from './spreadsheet.js';
import { type StandingRow, type StandingsResult } from './standings.js';
import type { CheckResult } from './check.js';
import { type CardsResult, type EmaResult, type SeatingResult } from './api.js';
import type { ReseatResult } from './reseat.js';
import type { PlanQuality } from './seat.js';
import type { Problem } from './types.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';

export const rankingText = (keys: readonly string[], t: Catalog = en): string => keys.map((k) => t.tournament.rank[k] ?? k).join(t.tournament.thenSep);

const title = (r: StandingsResult, t: Catalog): string => t.tournament.title(r.name, r.after, r.sessions);

const sessionsNote = (r: StandingsResult, t: Catalog): string[] =>
  r.tables.filter((x) => x.planned !== null && x.results < x.planned).map((x) => t.tournament.sessionIn(x.session, x.results, x.planned!));

const problemsNote = (r: { problems: Problem[] }, t: Catalog): string | null => (r.problems.length === 0 ? null : t.tournament.problems(r.problems.length));

const columns = (t: Catalog): Column[] => [
  { head: t.tournament.place, align: 'right' },
  { head: t.tournament.id, align: 'right', gap: 2 },
  { head: t.tournament.name, align: 'left', wraps: true, gap: 2 },
  { head: t.tournament.country, align: 'left', gap: 2 },
  { head: t.tournament.played, align: 'right', gap: 2 },
  { head: t.tournament.tablePts, align: 'right', gap: 2 },
  { head: t.tournament.score, align: 'right', gap: 2 },
];

/** The mark of a player who withdrew, with the sessions they played: "withdrew after session 3, played 3". */
export const withdrewText = (p: StandingRow, t: Catalog = en): string | null => (p.withdrew === null ? null : t.tournament.withdrew(p.withdrew, p.played));

/** A player's name as the standings show it: marked when they withdrew. */
const nameText = (p: StandingRow, t: Catalog): string => {
  const w = withdrewText(p, t);
  return w === null ? p.name : t.tournament.named(p.name, w);
};

const rowCells = (p: StandingRow, t: Catalog): string[] => [placeText(p), String(p.id), visible(nameText(p, t)), visible(p.country), String(p.played), points(p), String(p.score)];

export function standingsText(r: StandingsResult, color: ChalkInstance, width: number, t: Catalog = en): string {
  const T = t.tournament;
  const W = Math.max(30, width);
  const out: string[] = [];
  const para = (text: string, style: (s: string) => string = (s) => s) => {
    for (const l of wrap(text, W, '  ')) out.push(style(l));
  };
  para(visible(title(r, t)), color.bold);
  para(T.ranking(r.ranking.name, rankingText(r.ranking.keys, t), r.rules));
  out.push('');
  const block = (rows: StandingRow[]) => {
    const lines = table(columns(t), rows.map((p) => rowCells(p, t)), W, { bold: color.bold });
    if (lines) out.push(...lines);
    else for (const p of rows) para(T.narrowRow(p.place === null ? '' : placeText(p), visible(nameText(p, t)), `${p.id}${p.country ? `${T.idSep}${visible(p.country)}` : ''}`, points(p), p.score, p.played));
  };
  const ranked = r.players.filter((p) => p.ranked);
  const subs = r.players.filter((p) => !p.ranked);
  block(ranked);
  if (subs.length > 0) {
    out.push('');
    para(T.substitutes, color.bold);
    block(subs);
  }
  if (r.teams.length > 0) {
    out.push('');
    para(r.teams.some((x) => x.counted.length < x.members.length) ? T.teamsBest : T.teamsAll, color.bold);
    const lines = table(
      [
        { head: T.place, align: 'right' },
        { head: T.team, align: 'left', wraps: true, gap: 2 },
        { head: T.members, align: 'right', gap: 2 },
        { head: T.tablePts, align: 'right', gap: 2 },
        { head: T.score, align: 'right', gap: 2 },
      ],
      r.teams.map((x) => [placeText(x), visible(x.team), membersText(x), points(x), String(x.score)]),
      W,
      { bold: color.bold },
    );
    if (lines) out.push(...lines);
    else for (const x of r.teams) para(T.narrowTeam(placeText(x), visible(x.team), points(x), x.score));
  }
  const problems = problemsNote(r, t);
  const notes = [...sessionsNote(r, t), problems].filter((x): x is string => x !== null);
  if (ranked.some((p) => p.tablePointsExact.includes('/'))) notes.unshift(T.shared);
  const short = r.teams.find((x) => x.counted.length < x.members.length);
  if (short) notes.push(T.teamSize(short.counted.length));
  if (notes.length > 0) out.push('');
  for (const n of notes) para(n, n === problems ? color.yellow : color.dim);
  return out.join('\n') + '\n';
}

/** Members as shown: "4", or "3/5" when team_size counts 3 of 5. */
const membersText = (t: { members: number[]; counted: number[] }): string =>
  t.counted.length < t.members.length ? `${t.counted.length}/${t.members.length}` : String(t.members.length);

export function standingsCsv(r: StandingsResult, bom = false): string {
  const S = Array.from({ length: r.after }, (_, i) => i + 1);
  return spreadsheetCsv([
    ['place', 'id', 'name', 'ema', 'country', 'team', 'ranked', 'played', 'tablePoints', 'tablePointsExact', 'score', 'penalties', 'withdrew', ...S.map((s) => `s${s}`)],
    ...r.players.map((p) => [
      p.place === null ? '' : placeText(p), p.id, p.name, p.ema, p.country, p.team, p.ranked ? 'yes' : 'no', p.played, points(p), p.tablePointsExact, p.score, p.penalties, p.withdrew ?? '',
      ...S.map((s) => p.sessions.find((x) => x.session === s)?.score ?? ''),
    ]),
  ], bom);
}

/**
 * Markdown text: HTML escaped as --html escapes it (a Markdown page is often shown as
 * HTML), pipes and the characters Markdown reads as markup escaped, line breaks and
 * other control characters written as escapes.
 */
const md = (s: string): string => html(visible(s)).replace(/[\\`*_[\]|]/g, (c) => `\\${c}`);

export function standingsMarkdown(r: StandingsResult, t: Catalog = en): string {
  const T = t.tournament;
  const out: string[] = [`# ${md(title(r, t))}`, '', md(T.ranking(r.ranking.name, rankingText(r.ranking.keys, t), r.rules)), ''];
  const block = (rows: StandingRow[]) => {
    out.push(`| ${T.place} | ${T.id} | ${T.name} | ${T.country} | ${T.played} | ${T.tablePoints} | ${T.score} |`, '|---:|---:|---|---|---:|---:|---:|');
    for (const p of rows) out.push(`| ${placeText(p)} | ${p.id} | ${md(nameText(p, t))} | ${md(p.country)} | ${p.played} | ${points(p)} | ${p.score} |`);
  };
  block(r.players.filter((p) => p.ranked));
  const subs = r.players.filter((p) => !p.ranked);
  if (subs.length > 0) {
    out.push('', `## ${T.substitutesShort}`, '');
    block(subs);
  }
  if (r.teams.length > 0) {
    out.push('', `## ${T.teams}`, '', `| ${T.place} | ${T.team} | ${T.members} | ${T.tablePoints} | ${T.score} |`, '|---:|---|---:|---:|---:|');
    for (const x of r.teams) out.push(`| ${placeText(x)} | ${md(x.team)} | ${membersText(x)} | ${points(x)} | ${x.score} |`);
  }
  const notes = [...sessionsNote(r, t), problemsNote(r, t)].filter((x): x is string => x !== null);
  if (notes.length > 0) out.push('', ...notes.map((n) => `> ${md(n)}`));
  return out.join('\n') + '\n';
}

export const html = escapeHtml;

/** One self-contained page (no external assets): large type for a projector, narrow-screen friendly. */
export function htmlPage(heading: string, body: string, t: Catalog = en): string {
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(heading)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1rem auto; max-width: 60rem; padding: 0 0.5rem; font-size: clamp(16px, 2.2vw, 28px); color: #111; background: #fff; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 1.5em; }
table { border-collapse: collapse; width: 100%; }
th, td { padding: 0.25em 0.5em; border-bottom: 1px solid #ccc; text-align: left; vertical-align: top; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
tr:nth-child(even) td { background: #f3f3f3; }
.note { color: #555; }
.card { break-inside: avoid; page-break-inside: avoid; border: 1px solid #999; padding: 0.5em; margin: 0.5em 0; }
@media (max-width: 40rem) { .wide { display: none; } body { font-size: 16px; } }
@media print { body { font-size: 12pt; max-width: none; } .sheet { page-break-after: always; } }
@media (prefers-color-scheme: dark) { body { background: #111; color: #eee; } tr:nth-child(even) td { background: #222; } th, td { border-color: #444; } .note { color: #aaa; } }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

export function standingsHtml(r: StandingsResult, t: Catalog = en): string {
  const T = t.tournament;
  const rows = (list: StandingRow[]) =>
    `<table>\n<tr><th class="n">${T.place}</th><th class="n wide">${T.id}</th><th>${T.name}</th><th class="wide">${T.country}</th><th class="n wide">${T.played}</th><th class="n">${T.tablePoints}</th><th class="n">${T.score}</th></tr>\n` +
    list
      .map((p) => `<tr><td class="n">${placeText(p)}</td><td class="n wide">${p.id}</td><td>${html(p.name)}${p.withdrew === null ? '' : ` <small>(${html(withdrewText(p, t) ?? '')})</small>`}</td><td class="wide">${html(p.country)}</td><td class="n wide">${p.played}</td><td class="n" title="${p.tablePointsExact}">${html(points(p))}</td><td class="n">${p.score}</td></tr>`)
      .join('\n') +
    '\n</table>';
  const parts = [`<h1>${html(title(r, t))}</h1>`, `<p class="note">${html(T.ranking(r.ranking.name, rankingText(r.ranking.keys, t), r.rules))}</p>`, rows(r.players.filter((p) => p.ranked))];
  const subs = r.players.filter((p) => !p.ranked);
  if (subs.length > 0) parts.push(`<h2>${T.substitutesShort}</h2>`, rows(subs));
  if (r.teams.length > 0)
    parts.push(
      `<h2>${T.teams}</h2>`,
      `<table>\n<tr><th class="n">${T.place}</th><th>${T.team}</th><th class="n">${T.members}</th><th class="n">${T.tablePoints}</th><th class="n">${T.score}</th></tr>\n${r.teams
        .map((x) => `<tr><td class="n">${placeText(x)}</td><td>${html(x.team)}</td><td class="n">${membersText(x)}</td><td class="n" title="${x.tablePointsExact}">${html(points(x))}</td><td class="n">${x.score}</td></tr>`)
        .join('\n')}\n</table>`,
    );
  for (const n of [...sessionsNote(r, t), problemsNote(r, t)]) if (n) parts.push(`<p class="note">${html(n)}</p>`);
  return htmlPage(title(r, t), parts.join('\n'), t);
}

// ------------------------------------------------------------------ EMA export

/** What the EMA file holds that players.csv did not say as such: countries mapped to their codes, names split by a guess. */
export function emaNotes(r: EmaResult, t: Catalog = en): string[] {
  const T = t.tournament;
  const out: string[] = [];
  const who = (id: number, name: string) => visible(T.who(id, name.trim() === '' ? `#${id}` : name.trim()));
  if (r.countries.length > 0) out.push(T.emaCountries(r.countries.length));
  for (const c of r.countries) out.push(`  ${T.emaCountry(who(c.id, c.name), visible(c.given), c.code)}`);
  if (r.guessed.length > 0) out.push(T.emaGuessed(r.guessed.length));
  for (const g of r.guessed) out.push(`  ${T.emaName(who(g.id, g.name), visible(g.lastName), visible(g.firstName))}`);
  return out;
}

// ------------------------------------------------------------------ problems

/** A problem as "file:line:column: message [code]". */
export function problemLine(dir: string, p: Problem, t: Catalog = en): string {
  const where = [p.file ? joinPath(dir, p.file) : t.tournament.options, p.line, p.column].filter((x) => x !== null && x !== '').join(':');
  return visible(`${where}: ${t.tournament.problem(p.code, p.message)} [${p.code}]`);
}

const joinPath = (dir: string, file: string): string =>
  file === '.' ? dir : dir === '' || dir === '.' ? file : `${dir.replace(/\/+$/, '')}/${file}`;

export function checkText(r: CheckResult, dir: string, color: ChalkInstance, width: number, t: Catalog = en): string {
  const T = t.tournament;
  const out: string[] = [];
  for (const p of r.problems) for (const [i, l] of wrap(problemLine(dir, p, t), Math.max(30, width), '    ').entries()) out.push(i === 0 ? color.red(l) : l);
  if (r.unlisted > 0)
    out.push(...wrap(T.unlisted(r.unlisted, r.problems.length), Math.max(30, width), '    '));
  if (r.followOn > 0)
    out.push(...wrap(T.followOn(r.followOn, r.problems.length === 1), Math.max(30, width), '    '));
  const guessed = r.warnings.filter((p) => p.code === 'guessed-name');
  for (const p of r.warnings.filter((q) => q.code !== 'guessed-name'))
    for (const [i, l] of wrap(T.warning(problemLine(dir, p, t)), Math.max(30, width), '    ').entries()) out.push(i === 0 ? color.yellow(l) : l);
  if (guessed.length > 0) {
    out.push(...wrap(T.guessedHead(guessed.length), Math.max(30, width), '  ').map((l) => color.dim(l)));
    for (const p of guessed) out.push(...wrap(`  ${visible(T.guessedLine(p.message))}`, Math.max(30, width), '      '));
  }
  const counts = T.counts(r.players, r.reserves > 0 ? T.reserves(r.reserves) : '', r.sessions, r.results, r.progress ? T.inProgress(r.progress.session, r.progress.results, r.progress.planned) : '');
  const summary = r.ok ? T.noProblems(counts) : T.problemCount(r.problems.length + r.unlisted + r.followOn, r.unreadable, counts);
  const verdict = wrap(summary, Math.max(30, width), '  ').map((l) => (r.ok ? color.green(l) : color.bold(l)));
  // The answer first and again at the end, below whatever lists come between.
  return [...(out.length > 0 ? [...verdict, ''] : []), ...out, ...verdict].join('\n') + '\n';
}

// ------------------------------------------------------------------ seating

export function seatingText(r: SeatingResult, written: string | null, color: ChalkInstance, width: number, t: Catalog = en): string {
  const T = t.tournament;
  const q = r.quality;
  if (!q) return '';
  const out: string[] = [];
  const para = (text: string) => out.push(...wrap(text, Math.max(30, width), '    '));
  const tables = r.tables.filter((x) => x.session === (r.reseated?.session ?? 1)).length;
  para(color.bold(T.planTitle(visible(r.name), r.players, r.reserves > 0 ? T.reserves(r.reserves) : '', r.sessions, tables, r.seed)));
  if (r.reseated) para(T.reseated(r.reseated.session, r.reseated.by));
  if (written) para(T.writtenTo(written));
  out.push('');
  out.push(...qualityLines(q, [], color, width, t));
  return out.join('\n') + '\n';
}

/** The quality table of a plan, `extra` rows after the repeat meetings. */
function qualityLines(q: PlanQuality, extra: [string, string][], color: ChalkInstance, width: number, t: Catalog): string[] {
  const T = t.tournament;
  const out: string[] = [];
  const least = q.violations > 0 && q.repeats + q.violations <= q.apartBound;
  const rows: [string, string][] = [
    [T.repeats, q.repeats === 0 ? T.noRepeats : T.someRepeats(q.repeats, q.repeatPairs, q.repeatBound)],
    ...extra,
    [T.mostMeetings, T.mostMeetingsText(q.maxMeetings, q.meetingBound)],
    [T.windBalance, q.windSpread === 0 ? T.windsEven : T.windsSpread(q.windSpread)],
    [T.keptApart, T.keptApartText(q.violations, least, q.repeats)],
    [T.madeBy, T.method(q.method)],
    ...(q.note ? [[T.note, T.noteText(q.note)] as [string, string]] : []),
  ];
  const lines = table(
    [
      { head: T.quality, align: 'left' },
      { head: '', align: 'left', wraps: true, gap: 2 },
    ],
    rows,
    Math.max(30, width),
    { bold: color.bold },
  );
  if (lines) out.push(...lines.slice(2));
  else for (const [k, v] of rows) out.push(...wrap(`${k}: ${v}`, Math.max(30, width), '    '));
  return out;
}

export function reseatText(r: ReseatResult, written: string, color: ChalkInstance, width: number, t: Catalog = en): string {
  const T = t.tournament;
  const q = r.quality;
  if (!q) return '';
  const out: string[] = [];
  const para = (text: string) => out.push(...wrap(text, Math.max(30, width), '    '));
  const ids = (xs: readonly number[]) => xs.join(T.idSep);
  const changes = [
    r.withdraw.length > 0 ? T.withdraws(ids(r.withdraw), r.withdraw.length) : '',
    r.substitute.length > 0 ? T.substitutesPlay(ids(r.substitute), r.substitute.length) : '',
    r.join.length > 0 ? T.joins(ids(r.join), r.join.length) : '',
  ].filter((x) => x !== '');
  para(color.bold(T.replanned(visible(r.name), r.after, changes.join(T.changeSep), r.players, r.seed)));
  para(T.keptAsPlayed(r.after, written));
  if (r.playerSessions.length > 0) para(T.partTime(r.playerSessions.map((p) => `${p.id} (${p.sessions})`).join(T.idSep)));
  out.push('');
  const added = r.newRepeats === 0 ? T.noNewRepeats : `${r.newRepeats}`;
  out.push(...qualityLines(q, [[T.newRepeats, added]], color, width, t));
  if (r.unevenWinds.length > 0) {
    const who = r.unevenWinds.map((u) => `${u.id} (${u.counts.map((c, w) => `${'ESWN'[w]} ${c}`).join(', ')})`);
    out.push('');
    para(T.unevenWinds(who.join('; '), T.windsNote(r.windsNote ?? '')));
  }
  return out.join('\n') + '\n';
}

// ------------------------------------------------------------------ cards

export function cardsText(r: CardsResult, width: number, tr: Catalog = en): string {
  const T = tr.tournament;
  const W = Math.max(30, width);
  const out: string[] = [T.playersCards(visible(r.name)), ''];
  for (const p of r.players) {
    out.push(...wrap(`${p.id} ${visible(p.name)}`, W, '  '));
    out.push(...wrap(p.seats.map((s) => T.seatShort(s.session, s.table, s.seat)).join('   '), W, '    ').map((l) => `  ${l}`));
    out.push('');
  }
  out.push(T.tableSheets(visible(r.name)), '');
  for (const t of r.tables) {
    out.push(T.sessionTable(t.session, t.table));
    const idWidth = Math.max(...t.players.map((p) => String(p.id).length));
    const nameWidth = Math.max(...t.players.map((p) => displayWidth(visible(p.name))));
    const pad = 7 + idWidth + nameWidth + 3 + displayWidth(T.scoreBlank) <= W;
    for (const p of t.players)
      out.push(...wrap(`  ${p.seat}  ${String(p.id).padStart(idWidth)}  ${pad ? padEnd(visible(p.name), nameWidth) : visible(p.name)}   ${T.scoreBlank}`, W, ' '.repeat(7 + idWidth)));
    out.push('');
  }
  return out.join('\n');
}

export function cardsMarkdown(r: CardsResult, tr: Catalog = en): string {
  const T = tr.tournament;
  const out: string[] = [`# ${T.playersCards(md(r.name))}`, ''];
  const S = [...new Set(r.tables.map((t) => t.session))].sort((a, b) => a - b);
  out.push(`| ${T.id} | ${T.name} | ${S.map((s) => T.sessionShort(s)).join(' | ')} |`, `|---:|---|${S.map(() => '---').join('|')}|`);
  for (const p of r.players) out.push(`| ${p.id} | ${md(p.name)} | ${S.map((s) => { const x = p.seats.find((y) => y.session === s); return x ? T.tableShort(x.table, x.seat) : ''; }).join(' | ')} |`);
  out.push('', `# ${T.tableSheets(md(r.name))}`);
  for (const t of r.tables) {
    out.push('', `## ${T.sessionTable(t.session, t.table)}`, '', `| ${T.seat} | ${T.id} | ${T.name} | ${T.score} |`, '|---|---:|---|---:|');
    for (const p of t.players) out.push(`| ${p.seat} | ${p.id} | ${md(p.name)} | |`);
  }
  return out.join('\n') + '\n';
}

export function cardsHtml(r: CardsResult, tr: Catalog = en): string {
  const T = tr.tournament;
  const parts: string[] = [`<h1>${T.playersCards(html(r.name))}</h1>`];
  for (const p of r.players)
    parts.push(`<div class="card"><strong>${p.id} ${html(p.name)}</strong><br>${p.seats.map((s) => T.sessionSeat(s.session, s.table, s.seat)).join('<br>')}</div>`);
  parts.push(`<h1 class="sheet">${T.tableSheets(html(r.name))}</h1>`);
  for (const t of r.tables)
    parts.push(
      `<div class="card"><h2>${T.sessionTable(t.session, t.table)}</h2><table><tr><th>${T.seat}</th><th class="n">${T.id}</th><th>${T.name}</th><th class="n">${T.score}</th></tr>${t.players
        .map((p) => `<tr><td>${p.seat}</td><td class="n">${p.id}</td><td>${html(p.name)}</td><td class="n">&nbsp;</td></tr>`)
        .join('')}</table></div>`,
    );
  return htmlPage(T.cards(r.name), parts.join('\n'), tr);
}
