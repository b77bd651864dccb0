/**
 * The page's tests drive Chromium (CHROMIUM, else `chromium` on the PATH; `.ci/run`
 * installs Debian's) through puppeteer-core, which downloads no browser. One browser
 * per test file. Without one the page's tests are skipped, saying so once
 * (test/helpers/tools.ts): HAVE_CHROMIUM is false and each file skips its tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { HandJson } from '../../src/index.js';
import { chromium } from '../helpers/tools.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const PAGE_FILE = new URL('../../dist/web/index.html', import.meta.url).href;
export const ARTIFACTS = fileURLToPath(new URL('./artifacts/', import.meta.url));
const CHROMIUM = chromium();
/** A browser was found: the files' tests run (each file skips them otherwise). */
export const HAVE_CHROMIUM = CHROMIUM !== null;

export async function launch(): Promise<Browser> {
  if (CHROMIUM === null) throw new Error('no chromium: the test should have been skipped');
  mkdirSync(ARTIFACTS, { recursive: true });
  // A batch of taps is one evaluation: on a loaded machine one can take minutes.
  return puppeteer.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'], headless: true, protocolTimeout: 600_000 });
}

/** A page that fails the test on any script error in it. */
export async function openPage(browser: Browser, url: string, width = 360, height = 740): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.setViewport({ width, height });
  await page.goto(url);
  await page.waitForSelector('html[data-ready]');
  return { page, errors };
}

/**
 * One browser for the test file and the page opened in it (`got` is given them before
 * the first test); without a browser, each test of the file is skipped (one line says
 * so: test/helpers/tools.ts).
 */
export function browserPage(got: (page: Page, errors: string[]) => void, url = PAGE_FILE): void {
  let browser: Browser | undefined;
  beforeEach((ctx) => {
    if (!HAVE_CHROMIUM) ctx.skip();
  });
  beforeAll(async () => {
    if (!HAVE_CHROMIUM) return;
    browser = await launch();
    const { page, errors } = await openPage(browser, url);
    got(page, errors);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * Reload and wait for the new document: the old one's data-ready is taken off first, so
 * that the wait can not be answered by the page about to be replaced.
 */
export async function reloaded(page: Page): Promise<void> {
  await page.evaluate(() => {
    delete document.documentElement.dataset.ready;
  });
  await page.reload();
  await page.waitForSelector('html[data-ready]');
}

/** `mcr web` on 127.0.0.1 and a free port: its address, and how to stop it. */
export async function serve(args: string[] = []): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['bin/mcr.js', 'web', '--port', '0', '--host', '127.0.0.1', ...args], { cwd: ROOT });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /http:\/\/\S+\//.exec(out);
      if (m) resolve(m[0]);
    });
    child.on('exit', (code) => reject(new Error(`mcr web exited with ${code}: ${out}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, child, stop };
}

// ------------------------------------------------------------ tapping a hand in

/** One step of tapping: a click, or a checkbox set on or off. */
export type Step = { click: string } | { check: string; on: boolean };

const ORDER = [...'bcd'].flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((r) => `${r}${s}`)).concat([...'ESWNRGP']);
const lowest = (tiles: readonly string[]): string => [...tiles].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b))[0];

/**
 * The taps that enter a hand the library read (score(line).hand): Clear, the options,
 * each meld with its mode, then the standing tiles in order (`dropLast`: without the
 * winning tile, for waits).
 */
export function tapsFor(h: Omit<HandJson, 'winningTile'>, dropLast = false): Step[] {
  const steps: Step[] = [{ click: '#clear' }];
  steps.push({ click: `input[name=seat][value=${h.seatWind}]` }, { click: `input[name=round][value=${h.prevalentWind}]` });
  steps.push({ click: `input[name=win][value=${h.win}]` });
  steps.push({ click: `input[name=from][value="${h.discarder ?? ''}"]` });
  for (let i = 0; i < h.flowers; i++) steps.push({ click: '#flowers-more' });
  steps.push({ check: '#opt-last', on: h.last }, { check: '#opt-wall-last', on: h.wallLast }, { check: '#opt-kong', on: h.kong });
  for (const m of h.melds) {
    const mode = m.kind === 'kong' && m.concealed ? 'concealed-kong' : m.kind;
    steps.push({ click: `[data-mode="${mode}"]` }, { click: `[data-tile="${lowest(m.tiles)}"]` });
  }
  steps.push({ click: '[data-mode="tile"]' });
  const tiles = dropLast ? h.concealed.slice(0, -1) : h.concealed;
  for (const t of tiles) steps.push({ click: `[data-tile="${t}"]` });
  return steps;
}

/** What the page shows after a hand is tapped in, read off the DOM. */
export interface Shown {
  field: string;
  status: string;
  fans: { id: string; points: string }[];
  excluded: { id: string; by: string; points: string }[];
  payments: { seat: string; role: string; amount: string }[];
  waits: { tile: string; caption: string; rows: { win: string; points: string; enough: string; receives: string; fans: string }[] }[];
  draws: string[];
}

/**
 * Taps each hand's steps in the page (one evaluation for the whole batch, so that
 * hundreds of hands stay quick) and reads what it shows after each.
 */
export async function tapAll(page: Page, hands: Step[][]): Promise<Shown[]> {
  return page.evaluate((hands: Step[][]) => {
    const q = (s: string) => {
      const e = document.querySelector<HTMLElement>(s);
      if (!e) throw new Error(`no ${s}`);
      return e;
    };
    const text = (e: Element | null) => (e?.textContent ?? '').trim();
    const shown: Shown[] = [];
    for (const steps of hands) {
      for (const s of steps) {
        if ('click' in s) q(s.click).click();
        else if ((q(s.check) as HTMLInputElement).checked !== s.on) q(s.check).click();
      }
      shown.push({
        field: (q('#hand') as HTMLInputElement).value,
        status: text(document.querySelector('[role=status] .headline')),
        fans: [...document.querySelectorAll('#fans li')].map((li) => ({ id: (li as HTMLElement).dataset.fan!, points: text(li.querySelector('.pts')) })),
        excluded: [...document.querySelectorAll('#excluded li')].map((li) => ({
          id: (li as HTMLElement).dataset.fan!,
          by: (li as HTMLElement).dataset.by!,
          points: text(li.querySelector('.pts')),
        })),
        payments: [...document.querySelectorAll('#payments tbody tr')].map((tr) => ({
          seat: (tr as HTMLElement).dataset.seat!,
          role: (tr as HTMLElement).dataset.role!,
          amount: text(tr.querySelector('.num')),
        })),
        waits: [...document.querySelectorAll('#waits table')].map((t) => ({
          tile: (t as HTMLElement).dataset.wait!,
          caption: text(t.querySelector('caption .unseen')),
          rows: ['discard', 'wall'].map((w) => {
            const row = t.querySelector(`tr[data-win=${w}]`)!;
            return {
              win: w,
              points: text(row.querySelector('.points')),
              enough: text(row.querySelector('.enough')),
              receives: text(row.querySelectorAll('td')[2]),
              fans: text(t.querySelector(`tr[data-fans=${w}]`)),
            };
          }),
        })),
        draws: [...document.querySelectorAll('#draws li')].map((li) => (li as HTMLElement).dataset.tile!),
      });
    }
    return shown;
  }, hands);
}
