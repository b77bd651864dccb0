/**
 * The page's tile picker in headless Chromium at phone and laptop widths: never two
 * suits in one row (the honours apart too), each tile still a 44 px target on a
 * phone. Screenshots in test/web/artifacts/ to be looked at.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { ARTIFACTS, browserPage } from './browser.js';

let page: Page;
let errors: string[];
browserPage((p, e) => ([page, errors] = [p, e]));

describe('the tile picker', () => {
  it('one suit a row (the honours apart), at every width; 44 px targets on a phone', async () => {
    for (const w of [320, 360, 400, 480, 800, 1280]) {
      await page.setViewport({ width: w, height: 900 });
      const rows = await page.$$eval('.tile', (es) => {
        const by = new Map<number, Set<string>>();
        for (const e of es) {
          const top = Math.round(e.getBoundingClientRect().top);
          const code = (e as HTMLElement).dataset.tile!;
          by.set(top, (by.get(top) ?? new Set()).add(/^\d/.test(code) ? code.slice(1) : 'honor'));
        }
        return [...by.values()].map((s) => [...s]);
      });
      expect(rows.length, `${w} px`).toBeGreaterThanOrEqual(4);
      for (const suits of rows) expect(suits, `${w} px`).toHaveLength(1);
      const small = await page.$$eval('.tile', (es) => es.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 44 || r.height < 44).length);
      expect(small, `${w} px`).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), `${w} px`).toBe(false);
      if (w === 320 || w === 360 || w === 1280) await page.screenshot({ path: `${ARTIFACTS}picker-${w}.png`, fullPage: true });
    }
    expect(errors).toEqual([]);
  });
});
