/**
 * The page's advice view for 14 tiles (web/advice.ts) in headless Chromium: the same
 * answer as advise() (best discard, every discard in its order, the legal distances),
 * the fold, no horizontal scroll, 44 px targets, and screenshots at 320, 360 and
 * 1280 px in test/web/artifacts/ to be looked at.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer-core';
import { advise } from '../../src/index.js';
import { ARTIFACTS, PAGE_FILE, HAVE_CHROMIUM, launch, openPage } from './browser.js';

let browser: Browser;
let page: Page;

// Without a browser every test of the file is skipped (one line says so: browser.ts).
beforeEach((ctx) => {
  if (!HAVE_CHROMIUM) ctx.skip();
});

beforeAll(async () => {
  if (!HAVE_CHROMIUM) return;
  browser = await launch();
  ({ page } = await openPage(browser, PAGE_FILE));
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function at(hand: string, width: number, height = 800): Promise<void> {
  await page.setViewport({ width, height });
  await page.goto('about:blank');
  await page.goto(`${PAGE_FILE}#${new URLSearchParams({ hand }).toString()}`);
  await page.waitForSelector('html[data-ready]');
}

const HANDS = ['123b 456c 789d 135c E 5c', '[123b] 567d 234c EE 9d 1b 5c +seat:S +round:W'];

describe('the advice view', () => {
  it('gives what advise() gives: the best discard, every discard in order, their legal distances', async () => {
    for (const hand of HANDS) {
      await at(hand, 360);
      const a = advise(hand);
      if (!a.ok) throw new Error(a.error.message);
      await page.waitForSelector('#advice');
      expect(await page.$eval('#advice-best', (e) => e.textContent)).toContain(`Discard ${a.best}`);
      const shown = await page.$$eval('#advice li', (ls) => ls.map((l) => [(l as HTMLElement).dataset.tile, (l as HTMLElement).dataset.legal]));
      expect(shown).toEqual(a.discards.map((d) => [d.tile, `${d.legal.any.distance ?? 'never'}${d.legal.any.exact ? '' : '+'}`]));
      // The first three are shown, the others folded.
      const visible = await page.$$eval('#advice li', (ls) => ls.filter((l) => !l.closest('details')).length);
      expect(visible).toBe(Math.min(3, a.discards.length));
      const route = a.discards[0].route[0];
      if (route) expect(await page.$eval('#advice li .adv-route', (e) => e.textContent)).toContain(route.fans[0].name);
    }
  });

  it('fits 320, 360 and 1280 px with no horizontal scroll; the fold is a 44 px target', async () => {
    for (const width of [320, 360, 1280]) {
      await at(HANDS[0], width);
      await page.waitForSelector('#advice');
      await page.$eval('#advice', (e) => e.scrollIntoView());
      await page.screenshot({ path: `${ARTIFACTS}advice-${width}.png` });
      await page.click('#advice details summary');
      const w = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
      expect(w.doc).toBeLessThanOrEqual(w.view);
      const h = await page.$eval('#advice details summary', (e) => e.getBoundingClientRect().height);
      expect(h).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: `${ARTIFACTS}advice-${width}-full.png`, fullPage: true });
    }
  });
});
