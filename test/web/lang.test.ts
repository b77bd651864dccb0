/**
 * The page in Chinese: the browser's language picks it, the switch on the page changes
 * it and is remembered (localStorage, read back only when valid), the scorer view's
 * words are the catalog's. Screenshots at 320, 360 and 1280 px go to
 * test/web/artifacts/ (git-ignored), to be looked at.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer-core';
import { ARTIFACTS, HAVE_CHROMIUM, PAGE_FILE, launch } from './browser.js';

const HAND = new URLSearchParams({ hand: '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S' }).toString();

let browser: Browser;

beforeEach((ctx) => {
  if (!HAVE_CHROMIUM) ctx.skip();
});

beforeAll(async () => {
  if (HAVE_CHROMIUM) browser = await launch();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** A page whose browser speaks `languages`, at `hash`. */
async function open(languages: string[], hash = HAND, width = 360, height = 740): Promise<Page> {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument((langs: string[]) => {
    Object.defineProperty(navigator, 'languages', { get: () => langs });
    Object.defineProperty(navigator, 'language', { get: () => langs[0] });
  }, languages);
  await page.setViewport({ width, height });
  await page.goto(`${PAGE_FILE}#${hash}`);
  await page.waitForSelector('html[data-ready]');
  return page;
}

const text = (page: Page, sel: string) => page.$eval(sel, (e) => (e.textContent ?? '').trim());

async function reload(page: Page): Promise<void> {
  await page.evaluate(() => {
    delete document.documentElement.dataset.ready;
  });
  await page.reload();
  await page.waitForSelector('html[data-ready]');
}

describe('the page in Chinese', () => {
  it('a browser in Chinese gets the page in Chinese, fan names in Chinese; at 320, 360 and 1280 px', async () => {
    const page = await open(['zh-CN', 'en']);
    await page.evaluate(() => localStorage.removeItem('mcr-lang'));
    await reload(page);
    expect(await page.$eval('html', (e) => e.lang)).toBe('zh-CN');
    expect(await text(page, '[role=status]')).toContain('和牌：11 番');
    expect(await text(page, 'label[for=hand]')).toBe('手牌');
    expect(await page.$$eval('#fans .fan', (bs) => bs.map((b) => b.textContent))).toEqual(['花龙', '圈风刻', '自摸']);
    expect(await page.$eval('#lang', (e) => (e as HTMLSelectElement).value)).toBe('zh');
    for (const [w, h] of [
      [320, 640],
      [360, 740],
      [1280, 900],
    ]) {
      await page.setViewport({ width: w, height: h });
      await page.screenshot({ path: `${ARTIFACTS}zh-${w}.png` });
      await page.screenshot({ path: `${ARTIFACTS}zh-${w}-full.png`, fullPage: true });
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
    }
    await page.close();
  }, 120_000);

  it('the switch changes the language at once and is remembered; a stored value of no language is ignored', async () => {
    const page = await open(['zh-CN']);
    await page.evaluate(() => localStorage.removeItem('mcr-lang'));
    await reload(page);
    expect(await text(page, '[role=status]')).toContain('和牌');
    await page.select('#lang', 'en');
    expect(await text(page, '[role=status]')).toContain('Valid win: 11 points');
    expect(await text(page, 'label[for=hand]')).toBe('Hand');
    expect(await page.$eval('html', (e) => e.lang)).toBe('en');
    await reload(page);
    expect(await page.evaluate(() => localStorage.getItem('mcr-lang'))).toBe('en');
    expect(await text(page, '[role=status]')).toContain('Valid win: 11 points');
    await page.select('#lang', 'zh');
    await reload(page);
    expect(await text(page, '[role=status]')).toContain('和牌：11 番');
    await page.evaluate(() => localStorage.setItem('mcr-lang', 'klingon'));
    const english = await open(['en-US']);
    expect(await text(english, '[role=status]')).toContain('Valid win: 11 points');
    await english.close();
    await page.close();
  }, 120_000);

  it('an English browser keeps the English page', async () => {
    const page = await open(['en-GB']);
    await page.evaluate(() => localStorage.removeItem('mcr-lang'));
    await reload(page);
    expect(await text(page, '[role=status]')).toContain('Valid win: 11 points');
    expect(await page.$$eval('#fans .fan', (bs) => bs.map((b) => b.textContent))).toEqual(['Mixed Straight', 'Prevalent Wind', 'Self-Drawn']);
    await page.close();
  }, 60_000);
});
