/**
 * The page's advice view (web/advice.ts, web/chart.ts) in headless Chromium: 14 tiles
 * that make no winning hand open on the advice by chance, as advise(line, { by:
 * 'chance' }) gives it (every discard, its chance, expected points and distance, each
 * tile drawn as a tile), not on the false claim's penalty; the chart's three lines are
 * chances()'s figures by turn, each line told apart without colour, with a text
 * alternative; the referee's switch shows the penalty as score() gives it; the view in
 * Chinese holds no English word; 320, 360 and 1280 px with no horizontal scroll and
 * 44 px targets. Screenshots in test/web/artifacts/ to be looked at.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'puppeteer-core';
import { adviceWords, advise, chances, score, type AdviceOk, type ChancesOk, type ScoreOk } from '../../src/index.js';
import { englishWords } from '../i18n/english.js';
import { ARTIFACTS, PAGE_FILE, HAVE_CHROMIUM, launch, openPage } from './browser.js';

let browser: Browser;
let page: Page;
let errors: string[];

beforeEach((ctx) => {
  if (!HAVE_CHROMIUM) ctx.skip();
});

beforeAll(async () => {
  if (!HAVE_CHROMIUM) return;
  browser = await launch();
  ({ page, errors } = await openPage(browser, PAGE_FILE));
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** The page at `hand` (and `claim=1` when asked), `lang` chosen on the page before, the advice worked out. */
async function at(hand: string, width: number, { lang = 'en', claim = false, height = 800 } = {}): Promise<void> {
  await page.setViewport({ width, height });
  await page.goto('about:blank');
  await page.goto(`${PAGE_FILE}#`);
  await page.evaluate((l) => localStorage.setItem('mcr-lang', l), lang);
  await page.goto('about:blank');
  await page.goto(`${PAGE_FILE}#${new URLSearchParams({ hand, ...(claim ? { claim: '1' } : {}) }).toString()}`);
  await page.waitForSelector('html[data-ready]');
  if (!claim) await page.waitForSelector('#advice[data-done]', { timeout: 120_000 });
}

// A hand one exchange from legally ready, and one further away (3 discards of 14 different tiles).
const HANDS = ['123b 456c 78d EE 5d 9d 1d 9c', '123b 456c 789d 135c E 5c'];
const statusText = () => page.$eval('[role=status]', (e) => e.textContent ?? '');

function advised(line: string): AdviceOk {
  const a = advise(line, { by: 'chance' });
  if (!a.ok) throw new Error(a.error.message);
  return a;
}

describe('the advice view', () => {
  it('14 tiles that make no winning hand open on the advice: every discard, its chance, points and distance, as advise() by chance', async () => {
    for (const hand of HANDS) {
      await at(hand, 360);
      const a = advised(hand);
      expect(await page.$eval('#verdict', (e) => e.className)).toContain('v-advice');
      expect(await statusText()).toContain('Not a winning hand yet');
      // Not the false claim: no penalty, no payments.
      expect(await page.$('#verdict-pays')).toBeNull();
      expect(await page.$('#payments')).toBeNull();
      expect(await statusText()).not.toContain('No winning hand');
      const rows = await page.$$eval('#advice-table tbody tr', (rs) => rs.map((r) => {
        const d = (r as HTMLElement).dataset;
        return { tile: d.tile, p: d.p, ev: d.ev, cells: [...r.children].map((c) => (c as HTMLElement).innerText.trim()) };
      }));
      expect(rows.map((r) => r.tile)).toEqual(a.discards.map((d) => d.tile));
      rows.forEach((r, i) => {
        const c = a.discards[i].chances!;
        expect(Number(r.p)).toBe(c.eitherWay.p);
        expect(Number(r.ev)).toBe(c.eitherWay.ev);
        // Written as the terminal writes it (one home: the library's adviceWords), "43.0%", not "43%".
        expect(r.cells[1]).toBe(adviceWords.chance(c.eitherWay));
        expect(r.cells[2]).toBe(c.eitherWay.ev.toFixed(1));
        const l = a.discards[i].legal.any;
        expect(r.cells[3]).toBe(l.distance === null ? 'never' : `${l.distance}${l.exact ? '' : '+'}`);
      });
      expect(await page.$eval('#advice-best', (e) => (e as HTMLElement).dataset.tile)).toBe(a.best);
      // Tiles drawn as tiles: each discard's tile is a face, not the notation.
      expect(await page.$$eval('#advice-table tbody th', (ths) => ths.every((th) => th.querySelector('.mini') !== null))).toBe(true);
      expect(await page.$$eval('#advice-best .mini', (m) => m.length)).toBe(1);
    }
    expect(errors).toEqual([]);
  }, 300_000);

  it('the chart: three lines, the best three discards’ chance of a win by turn from chances(), told apart without colour, with a text alternative', async () => {
    const hand = HANDS[0];
    await at(hand, 360);
    const c = chances(hand) as ChancesOk;
    expect(c.ok).toBe(true);
    const chart = await page.$eval('#chance-chart', (svg) => {
      const d = (svg as SVGElement).dataset;
      return {
        box: { x0: Number(d.x0), y0: Number(d.y0), w: Number(d.w), h: Number(d.h), draws: Number(d.draws) },
        role: svg.getAttribute('role'),
        label: (svg.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? ''),
        series: [...svg.querySelectorAll('g.series')].map((g) => ({
          tile: (g as SVGElement).dataset.tile,
          win: ((g as SVGElement).dataset.win ?? '').split(',').map(Number),
          style: (g as SVGElement).dataset.style,
          dash: g.querySelector('polyline')!.getAttribute('stroke-dasharray'),
          markers: [...g.children].filter((m) => m.tagName !== 'polyline').map((m) => m.tagName),
          points: g.querySelector('polyline')!.getAttribute('points')!.split(' ').map((p) => p.split(',').map(Number)),
        })),
      };
    });
    expect(chart.series).toHaveLength(3);
    expect(chart.box.draws).toBe(c.draws);
    chart.series.forEach((s, i) => {
      const want = c.discards[i];
      expect(s.tile).toBe(want.tile);
      expect(s.win).toHaveLength(c.draws);
      s.win.forEach((v, k) => expect(Math.abs(v - want.byTurn.win[k])).toBeLessThan(1e-12));
      // The line is drawn where the figures say: y falls as the chance rises.
      s.points.forEach(([, y], k) => expect(Math.abs(y - (chart.box.y0 + (1 - want.byTurn.win[k]) * chart.box.h))).toBeLessThan(0.01));
    });
    // Without colour: each line has its own dash and its own marker shape.
    expect(new Set(chart.series.map((s) => s.dash)).size).toBe(3);
    expect(new Set(chart.series.map((s) => s.markers[0])).size).toBe(3);
    // A text alternative: an image with a title and a description naming each discard and its last figure.
    expect(chart.role).toBe('img');
    expect(chart.label[0]).toContain(`${c.draws} draws`);
    for (const d of c.discards.slice(0, 3)) expect(chart.label[1]).toContain(`Discard ${d.tile}:`);
    expect(chart.label[1]).toContain(`after ${c.draws} draws`);
  }, 120_000);

  it('the referee’s switch: claimed as a win, the false claim with its penalty as score() gives it; off again, the advice', async () => {
    const hand = HANDS[0];
    await at(hand, 360);
    await page.click('#claim');
    await page.waitForSelector('#verdict-pays');
    const r = score(hand) as ScoreOk;
    expect(r.verdict).toBe('not-a-winning-hand');
    expect(await page.$eval('#verdict', (e) => e.className)).toContain('v-none');
    expect(await statusText()).toContain('No winning hand');
    const pays = r.payments.map((p) => `${p.seat ?? p.role} ${p.amount > 0 ? '+' : ''}${p.amount}`).join(' · ');
    expect(await page.$eval('#verdict-pays', (e) => e.textContent)).toBe(pays);
    expect(await page.$$eval('#payments tbody tr', (rs) => rs.map((r) => r.lastElementChild!.textContent))).toEqual(r.payments.map((p) => (p.amount > 0 ? `+${p.amount}` : String(p.amount))));
    expect(await page.$eval('#claim', (e) => e.getAttribute('aria-pressed'))).toBe('true');
    expect(await page.$('#advice')).toBeNull();
    // The address keeps it: a link opens on the claim.
    await page.waitForFunction(() => location.hash.includes('claim=1'));
    await at(hand, 360, { claim: true });
    expect(await page.$eval('#verdict-pays', (e) => e.textContent)).toBe(pays);
    await page.click('#claim');
    await page.waitForSelector('#advice[data-done]', { timeout: 120_000 });
    expect(await page.$('#verdict-pays')).toBeNull();
    expect(await page.$eval('#claim', (e) => e.getAttribute('aria-pressed'))).toBe('false');
    // A link to the claim followed in the same page (the address's claim changes alone).
    await page.evaluate((h) => (location.hash = new URLSearchParams({ hand: h, claim: '1' }).toString()), hand);
    await page.waitForSelector('#verdict-pays');
    expect(await page.$eval('#verdict-pays', (e) => e.textContent)).toBe(pays);
    expect(errors).toEqual([]);
  }, 300_000);

  it('in Chinese: the page with the advice, the chart and the claim holds no English word', async () => {
    await at(HANDS[0], 360, { lang: 'zh' });
    const shown = await page.$eval('main', (e) => (e as HTMLElement).innerText);
    const verdict = await statusText();
    const chart = await page.$eval('#chance-chart', (svg) => [...svg.querySelectorAll('title, desc, text')].map((e) => e.textContent).join(' '));
    expect(shown).toContain('打哪张');
    // The rule profiles' names (Green book, MIL) are proper names.
    expect(englishWords(`${shown}\n${verdict}\n${chart}`, ['Green book', 'MIL'])).toEqual([]);
    await page.click('#claim');
    await page.waitForSelector('#verdict-pays');
    expect(englishWords(await statusText())).toEqual([]);
  }, 300_000);

  it('fits 320, 360 and 1280 px in both languages with no horizontal scroll; the switch is a 44 px target', async () => {
    for (const lang of ['en', 'zh'])
      for (const width of [320, 360, 1280]) {
        await at(HANDS[1], width, { lang });
        const w = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
        expect(w.doc).toBeLessThanOrEqual(w.view);
        const claim = await page.$eval('#claim', (e) => e.getBoundingClientRect().height);
        expect(claim).toBeGreaterThanOrEqual(44);
        await page.$eval('#advice', (e) => e.scrollIntoView());
        await page.screenshot({ path: `${ARTIFACTS}advice-${lang}-${width}.png` });
        await page.screenshot({ path: `${ARTIFACTS}advice-${lang}-${width}-full.png`, fullPage: true });
      }
  }, 600_000);
});
