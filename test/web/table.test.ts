/**
 * The page's Play view (web/table.ts) in headless Chromium: a seeded hand played
 * through by tapping (discards, a claim offered and taken, the result at the end),
 * compared with the same hand played by the library with the same taps: the same
 * winner, the scorer's fans, the same payments. The coach gives advise()'s discard.
 * The table fits at 320 px with 44 px targets; in Chinese no English is left.
 * Screenshots at 320, 360 and 1280 px in both languages (MCR_TABLE_SHOTS, else
 * test/web/artifacts/) to be looked at. The record: saved as a file, it replays (the
 * library's replayGame and `mcr replay --json`) to the hand's result; a reload in
 * the middle of a hand resumes it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { YOU, advise, apply, botAction, claimsRound, dealer, forcedAction, newHand, playGame, replayGame, seatAdviceLine, seatChoice, type Action, type HandState, type Seat } from '../../src/index.js';
import { englishWords } from '../i18n/english.js';
import { ARTIFACTS, PAGE_FILE, ROOT, browserPage, reloaded } from './browser.js';

let page: Page;
let errors: string[];
browserPage((p, e) => ([page, errors] = [p, e]));

const SHOTS = process.env.MCR_TABLE_SHOTS ?? ARTIFACTS;
const SEED = 4;
const url = (seed: number) => `${PAGE_FILE}#view=table&seed=${seed}&depth=0&pace=0`;

/**
 * The person's taps, the same on the page and here: a claim offered is taken (the win
 * first); on their turn the win when offered, else the tile just drawn, else the first.
 */
function tapFor(s: HandState, me: Seat): Action | null {
  const c = seatChoice(s, me);
  if (c === null) return null;
  if (c.kind === 'claim') return c.actions.find((a) => a.type === 'win') ?? c.actions[1];
  if (c.win) return c.win;
  return { seat: me, type: 'discard', tile: s.drawn !== null && c.discards.includes(s.drawn) ? s.drawn : c.discards[0] };
}

/** The hand of `seed` played by the library with those taps and depth-0 bots: its end, and the state of the first turn. */
function played(seed: number): { end: HandState; me: Seat; firstTurn: HandState; claims: number } {
  const d = dealer(seed)();
  let s = newHand(d.wall, d.round);
  const me = d.seats.indexOf(0) as Seat;
  let firstTurn: HandState | null = null;
  let claims = 0;
  while (s.phase !== 'ended') {
    const now = s;
    const mine = tapFor(now, me);
    if (mine && now.phase === 'turn') firstTurn ??= now;
    if (mine && now.phase === 'claims' && mine.type !== 'win') claims++;
    const batch =
      now.phase === 'claims'
        ? claimsRound(now, (x) => (x === me ? (mine ?? { seat: me, type: 'pass' }) : botAction(now, x, { depth: 0 })))
        : [mine ?? forcedAction(now, now.actor) ?? botAction(now, now.actor, { depth: 0 })!];
    for (const a of batch) {
      const r = apply(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      if (s.phase === 'ended') break;
    }
  }
  return { end: s, me, firstTurn: firstTurn!, claims };
}

/** The page's next question for the person (or the end), once the bots have played. */
const waitForPerson = () => page.waitForSelector('#table[data-phase="turn"], #table[data-phase="claim"], #table[data-phase="ended"]', { timeout: 120_000 });
const phase = () => page.$eval('#table', (e) => (e as HTMLElement).dataset.phase);

/** Plays the page's hand with the taps of tapFor(): the number of claims taken. */
async function playOnPage(): Promise<number> {
  let claims = 0;
  for (let guard = 0; guard < 200; guard++) {
    await waitForPerson();
    const p = await phase();
    if (p === 'ended') return claims;
    if (p === 'claim') {
      const win = await page.$('#tb-actions [data-act="win"]');
      if (!win) claims++;
      await page.click(win ? '#tb-actions [data-act="win"]' : '#tb-actions button:nth-child(2)');
    } else {
      const win = await page.$('#tb-actions [data-act="win"]');
      await page.click(win ? '#tb-actions [data-act="win"]' : (await page.$('#tb-hand .tb-drawn')) ? '#tb-hand .tb-drawn' : '#tb-hand .tb-tile');
    }
  }
  throw new Error('the hand did not end');
}

/** The page at the address of `seed`, a new game (the game kept by an earlier test dropped first: the page would resume it). */
async function open(seed: number, width: number): Promise<void> {
  await page.setViewport({ width, height: 800 });
  await page.goto('about:blank');
  await page.goto(PAGE_FILE);
  await page.waitForSelector('html[data-ready]');
  await page.evaluate(() => localStorage.removeItem('mcr-table'));
  await page.goto('about:blank');
  await page.goto(url(seed));
  await page.waitForSelector('html[data-ready]');
}

/** Taps Save and reads the file the browser downloads: its name and text. */
async function saved(): Promise<{ name: string; text: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'mcr-table-save-'));
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dir });
  await page.click('#tb-save');
  for (let k = 0; k < 600; k++) {
    const done = readdirSync(dir).filter((f) => !f.endsWith('.crdownload'));
    if (done.length > 0) return { name: done[0], text: readFileSync(join(dir, done[0]), 'utf8') };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no file downloaded');
}

const overflow = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const smallTargets = () =>
  page.$$eval('#table button, .views a', (els) =>
    els.map((e) => [e.textContent, e.getBoundingClientRect()] as const).filter(([, b]) => b.width > 0 && (b.width < 44 || b.height < 44)).map(([t, b]) => `${t} ${b.width}x${b.height}`),
  );

/** The page as it stands at 320, 360 and 1280 px: nothing wider than the screen, every target 44 px; a screenshot of each. */
async function atEachWidth(name: string): Promise<void> {
  for (const width of [320, 360, 1280]) {
    await page.setViewport({ width, height: 800 });
    expect(await overflow(), `${name} at ${width} px`).toBe(false);
    expect(await smallTargets(), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/table-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewport({ width: 320, height: 800 });
}

describe('the Play view', { timeout: 600_000 }, () => {
  it('plays a seeded hand by tapping: discards, a claim offered and taken, the scorer’s result and payments at the end', async () => {
    const want = played(SEED);
    expect(want.claims).toBeGreaterThan(0);
    await open(SEED, 360);
    expect(await page.$eval('#entry', (e) => (e as HTMLElement).hidden)).toBe(true);
    expect(await page.$eval('#to-table', (e) => e.getAttribute('aria-current'))).toBe('page');
    // The first decision: a turn, the hand as tiles, no claim offered.
    await waitForPerson();
    expect(await phase()).toBe('turn');
    expect(await page.$$eval('#tb-hand .tb-tile', (b) => b.length)).toBe(14);
    expect(await page.$$eval('#tb-actions [data-act="pung"], #tb-actions [data-act="chow"], #tb-actions [data-act="pass"]', (b) => b.length)).toBe(0);
    // The coach: advise()'s best discard for this very hand.
    await page.click('#tb-coach');
    const best = advise(seatAdviceLine(want.firstTurn, want.me), { depth: 0 });
    expect(best.ok && best.best).toBeTruthy();
    expect(await page.$eval('#tb-coach-box li', (e) => (e as HTMLElement).dataset.code)).toBe(best.ok ? best.best : '');
    await page.screenshot({ path: `${SHOTS}/table-coach-360-en.png`, fullPage: true });
    const claims = await playOnPage();
    expect(claims).toBe(want.claims);
    const r = want.end.result!;
    const shown = await page.evaluate(() => ({
      verdict: document.querySelector<HTMLElement>('#tb-result .tb-verdict')!.dataset.seat ?? null,
      pays: [...document.querySelectorAll('#tb-pay tbody tr')].map((tr) => [(tr as HTMLElement).dataset.seat, tr.querySelectorAll('td')[1].textContent]),
      fans: [...document.querySelectorAll('#tb-fans li')].map((li) => (li as HTMLElement).dataset.fan),
      points: document.querySelector('#tb-points')?.textContent ?? '',
    }));
    expect(shown.pays).toEqual([0, 1, 2, 3].map((s) => [String(s), r.payments[s] > 0 ? `+${r.payments[s]}` : String(r.payments[s])]));
    expect(r.win).not.toBeNull();
    expect(shown.verdict).toBe(String(r.win!.seat));
    expect(shown.fans).toEqual(r.win!.score!.fans.map((f) => f.id));
    expect(shown.points).toContain(`${r.win!.score!.total} points`);
    await page.screenshot({ path: `${SHOTS}/table-end-360-en.png`, fullPage: true });
    // The next hand deals the next wall: a new hand, the totals kept.
    await page.click('#tb-next');
    await waitForPerson();
    expect(await page.$eval('#tb-head', (e) => e.textContent)).toMatch(/^Hand 2 /);
    expect(errors).toEqual([]);
  });

  it('saves the hand’s record (mcr-game/1) as a file that replays to the hand’s result, by the library and by mcr replay --json', async () => {
    const want = played(SEED);
    await open(SEED, 360);
    await playOnPage();
    const { name, text } = await saved();
    expect(name).toMatch(new RegExp(`^mcr-game-\\d{4}-\\d\\d-\\d\\d-seed-${SEED}\\.json$`));
    const r = replayGame(text);
    expect(r.ok, JSON.stringify(!r.ok && r.error)).toBe(true);
    if (!r.ok) return;
    expect(r.summary.unfinished).toBeNull();
    expect(r.hands).toHaveLength(1);
    const end = want.end.result!;
    expect(r.hands[0].end).toBe(end.end);
    expect(r.hands[0].seat).toBe('ESWN'[end.win!.seat]);
    expect(r.hands[0].payments).toEqual({ E: end.payments[0], S: end.payments[1], W: end.payments[2], N: end.payments[3] });
    // The command line reads the same file to the same result.
    const file = join(mkdtempSync(join(tmpdir(), 'mcr-table-rec-')), name);
    writeFileSync(file, text);
    const json = execFileSync(process.execPath, [join(ROOT, 'bin/mcr.js'), 'replay', '--json', file], { encoding: 'utf8' }).trim().split('\n').map((l) => JSON.parse(l));
    expect(json[0]).toMatchObject({ schema: 'mcr-replay/1', hand: 1, seat: r.hands[0].seat, payments: r.hands[0].payments, total: r.hands[0].total });
    expect(json.at(-1)).toMatchObject({ ok: true, hands: 1, unfinished: null, error: null });
    expect(errors).toEqual([]);
  });

  it('keeps the hand under way: a reload in the middle resumes it, and its record replays to the same end', async () => {
    const want = played(SEED);
    await open(SEED, 360);
    for (let k = 0; k < 3; k++) {
      await waitForPerson();
      await page.click((await page.$('#tb-hand .tb-drawn')) ? '#tb-hand .tb-drawn' : '#tb-hand .tb-tile');
    }
    await waitForPerson();
    const before = await page.evaluate(() => ({
      hand: [...document.querySelectorAll('#tb-hand .tb-tile')].map((b) => (b as HTMLElement).dataset.code),
      discards: [...document.querySelectorAll('.tb-discards')].map((d) => d.textContent),
      head: document.querySelector('#tb-head')!.textContent,
    }));
    // Saved in the middle: an unfinished record, every action in it legal.
    const mid = replayGame((await saved()).text);
    expect(mid.ok && mid.summary.unfinished).toMatchObject({ hand: 1 });
    await reloaded(page);
    await waitForPerson();
    const after = await page.evaluate(() => ({
      hand: [...document.querySelectorAll('#tb-hand .tb-tile')].map((b) => (b as HTMLElement).dataset.code),
      discards: [...document.querySelectorAll('.tb-discards')].map((d) => d.textContent),
      head: document.querySelector('#tb-head')!.textContent,
    }));
    expect(after).toEqual(before);
    expect(await page.$eval('#tb-status', (e) => e.textContent)).toContain('Your game is back');
    await playOnPage();
    const r = replayGame((await saved()).text);
    expect(r.ok && r.summary.unfinished).toBeNull();
    expect(r.ok && r.hands[0].payments).toEqual({ E: want.end.result!.payments[0], S: want.end.result!.payments[1], W: want.end.result!.payments[2], N: want.end.result!.payments[3] });
    expect(errors).toEqual([]);
  });

  it('ends the match after 16 hands: only a new game offered, the record of the 16 hands replays', async () => {
    // A game kept with its 16th hand played to its end (bots in every seat, the page's players).
    const game = playGame({ seed: 9, hands: 16, depth: 0, players: [YOU, 'B', 'C', 'D'] });
    const lines = game.record.slice(1, -2);
    await open(SEED, 360);
    await page.evaluate((kept) => localStorage.setItem('mcr-table', kept), JSON.stringify({ seed: 9, depth: 0, lines }));
    await page.goto('about:blank');
    await page.goto(url(9));
    await page.waitForSelector('#table[data-phase="ended"]', { timeout: 120_000 });
    expect(await page.$eval('#tb-head', (e) => e.textContent)).toMatch(/^Hand 16 /);
    expect(await page.$eval('#tb-over', (e) => e.textContent)).toBe('The match is over: 16 hands played.');
    expect(await page.$('#tb-next')).toBeNull();
    expect(await page.$('#tb-new')).not.toBeNull();
    const r = replayGame((await saved()).text);
    expect(r.ok && r.summary).toEqual({ hands: 16, actions: lines.filter((l) => l.startsWith('{"seat"')).length, scores: game.scores, unfinished: null });
    expect(errors).toEqual([]);
  });

  it('fits 320 px with 44 px targets, during the hand and at its end; usable at 360 and 1280 px', async () => {
    mkdirSync(SHOTS, { recursive: true });
    await open(SEED, 320);
    await waitForPerson();
    await page.click('#tb-coach');
    await atEachWidth('en');
    await playOnPage();
    await atEachWidth('end-en');
    expect(errors).toEqual([]);
  });

  it('speaks Chinese: no English word left on the table, the claim or the result', async () => {
    await open(SEED, 320);
    await page.select('#lang', 'zh');
    await waitForPerson();
    await page.click('#tb-coach');
    const during = await page.$eval('#table', (e) => (e as HTMLElement).innerText);
    expect(englishWords(during), during).toEqual([]);
    expect(await page.$eval('#to-table', (e) => e.textContent)).toBe('对局');
    await atEachWidth('zh');
    // A claim offered, in Chinese.
    for (let guard = 0; guard < 100 && (await phase()) !== 'claim'; guard++) {
      await page.click((await page.$('#tb-hand .tb-drawn')) ? '#tb-hand .tb-drawn' : '#tb-hand .tb-tile');
      await waitForPerson();
    }
    const claim = await page.$eval('#table', (e) => (e as HTMLElement).innerText);
    expect(englishWords(claim), claim).toEqual([]);
    expect(claim).toMatch(/要鸣牌吗|要抢杠和吗/);
    await page.screenshot({ path: `${SHOTS}/table-claim-320-zh.png`, fullPage: true });
    await playOnPage();
    const end = await page.$eval('#table', (e) => (e as HTMLElement).innerText);
    expect(englishWords(end), end).toEqual([]);
    await atEachWidth('end-zh');
    await page.select('#lang', 'en');
    expect(errors).toEqual([]);
  });
});
