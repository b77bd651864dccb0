/**
 * The page's practice view in headless Chromium at 360 px: the question quiz() makes
 * for the address's seed, one answered right and one wrong (the right answer and the
 * explanation shown), progress kept in localStorage across a reload, every target at
 * least 44 px. Screenshots in test/web/artifacts/ to be looked at.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { quiz } from '../../src/quiz/generate.js';
import { FAN_IDS, FANS, score, type FanId } from '../../src/index.js';
import type { Question } from '../../src/quiz/types.js';
import { TILE_INDEX, TILES } from '../../web/hand.js';
import { ARTIFACTS, PAGE_FILE, browserPage, reloaded } from './browser.js';
import { englishWords } from '../i18n/english.js';
import { QUIZ_KINDS } from '../../src/quiz/types.js';

let page: Page;
let errors: string[];
browserPage((p, e) => ([page, errors] = [p, e]));

const HASH = 'view=practice&seed=7&level=starter&kind=count';
const text = (sel: string) => page.$eval(sel, (e) => (e as HTMLElement).innerText);

/** The first question of HASH's run at 360 px, from a fresh page with no progress kept. */
async function firstQuestion(): Promise<Question> {
  await page.setViewport({ width: 360, height: 740 });
  await page.goto('about:blank');
  await page.goto(`${PAGE_FILE}#${HASH}`);
  await page.waitForSelector('html[data-ready]');
  await page.evaluate(() => localStorage.clear());
  await reloaded(page);
  const r = quiz({ seed: 7, count: 20, level: 'starter', kinds: ['count'] });
  if (!r.ok) throw new Error(r.error.message);
  return r.questions[0];
}

describe('the practice view', () => {
  it('asks quiz()’s question; a right total, then fans partly wrong, then progress across a reload', async () => {
    const q = await firstQuestion();
    expect(await text('#q-hand')).toBe(q.hand);
    expect(await page.$eval('#entry', (e) => (e as HTMLElement).hidden)).toBe(true);
    await page.type('#q-answer', q.steps[0].expected);
    await page.click('#q-submit');
    expect(await text('#q-feedback')).toContain(`✓ right: ${q.answer.total}`);
    await page.type('#q-answer', q.answer.fans![0].name);
    await page.click('#q-submit');
    const fb = await text('#q-feedback');
    expect(fb).toMatch(/~ right: .*missed: /);
    expect(fb).toContain(q.explanation);
    await page.screenshot({ path: `${ARTIFACTS}practice-360.png`, fullPage: true });
    expect(await text('#q-progress')).toMatch(/^0 of 1 right\. Missed most: /);
    // Targets: 44 x 44 px at least.
    const small = await page.$$eval('#practice button:not([hidden]), #practice select, #practice input:not([hidden]), .views a', (els) =>
      els
        .map((e) => e.getBoundingClientRect())
        .filter((b) => b.width > 0 && (b.width < 44 || b.height < 44))
        .map((b) => `${b.width}x${b.height}`),
    );
    expect(small).toEqual([]);
    await reloaded(page);
    expect(await text('#q-progress')).toMatch(/^0 of 1 right\. Missed most: /);
    expect(errors).toEqual([]);
  });

  it('a right answer of every step counts as right; the next question follows', async () => {
    await page.goto('about:blank');
    await page.goto(`${PAGE_FILE}#view=practice&seed=9&level=common&kind=valid`);
    await page.waitForSelector('html[data-ready]');
    await page.evaluate(() => localStorage.clear());
    await reloaded(page);
    const r = quiz({ seed: 9, count: 20, level: 'common', kinds: ['valid'] });
    if (!r.ok) throw new Error(r.error.message);
    const [q] = r.questions;
    for (const s of q.steps) await page.click(`#q-quick button[data-answer="${s.expected}"]`);
    expect(await text('#q-progress')).toBe('1 of 1 right.');
    await page.click('#q-next');
    expect(await text('#q-hand')).toBe(r.questions[1].hand);
    for (const w of [320, 360, 1280]) {
      await page.setViewport({ width: w, height: 740 });
      await page.screenshot({ path: `${ARTIFACTS}practice-valid-${w}.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow, `${w} px`).toBe(false);
    }
    expect(errors).toEqual([]);
  });

  it('a discard question at 320 px: nothing wider than the screen', async () => {
    await page.setViewport({ width: 320, height: 740 });
    await page.goto('about:blank');
    await page.goto(`${PAGE_FILE}#view=practice&seed=4&kind=discard`);
    await page.waitForSelector('html[data-ready]');
    const r = quiz({ seed: 4, count: 20, level: 'common', kinds: ['discard'] });
    if (!r.ok) throw new Error(r.error.message);
    expect(await text('#q-hand')).toBe(r.questions[0].hand);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.type('#q-answer', r.questions[0].answer.discards![0]);
    await page.click('#q-submit');
    expect(await text('#q-feedback')).toMatch(/^✓ right: /);
    await page.screenshot({ path: `${ARTIFACTS}practice-discard-320.png`, fullPage: true });
  });

  it('the hand drawn as tiles; the fans offered as choices, searchable, that write the answer; a right answer says why', async () => {
    const q = await firstQuestion();
    const s = score(q.hand);
    if (!s.ok) throw new Error(s.error.message);
    // The tiles, melds framed, the winning tile marked last; the notation still under them.
    const drawn = await page.$$eval('#q-tiles .mini', (es) => es.map((e) => (e as HTMLElement).title));
    const names = (codes: readonly string[]) => codes.map((c) => TILES[TILE_INDEX.get(c)!].name);
    expect(drawn).toEqual(names([...s.hand.melds.flatMap((m) => m.tiles), ...s.hand.concealed]));
    expect(await page.$$eval('#q-tiles .q-meld', (es) => es.length)).toBe(s.hand.melds.length);
    expect(await text('#q-tiles .winning-tile')).toContain('winning tile');
    expect(await text('#q-hand')).toBe(q.hand);
    // No choices for the total.
    expect(await page.$eval('#q-fans', (e) => (e as HTMLElement).hidden)).toBe(true);
    await page.type('#q-answer', q.steps[0].expected);
    await page.click('#q-submit');
    expect(await page.$eval('#q-fans', (e) => (e as HTMLElement).hidden)).toBe(false);
    expect(await page.$$eval('#q-fan-list input[type=checkbox]', (es) => es.length)).toBeGreaterThan(70);
    // The search narrows the list; what is ticked stays in it.
    await page.type('#q-fan-find', 'straight');
    const shown = await page.$$eval('#q-fan-list label:not([hidden])', (es) => es.map((e) => (e as HTMLElement).dataset.fan));
    expect(shown.length).toBeGreaterThan(2);
    for (const id of shown) expect(FANS[id as FanId].name.toLowerCase()).toContain('straight');
    await page.$eval('#q-fan-find', (e) => {
      (e as HTMLInputElement).value = '';
      e.dispatchEvent(new Event('input'));
    });
    const want = q.answer.fans!.filter((f) => f.id !== 'flower-tiles');
    for (const f of want) await page.click(`#q-fan-list label[data-fan="${f.id}"] input`);
    expect(await page.$eval('#q-answer', (e) => (e as HTMLInputElement).value)).toBe(
      FAN_IDS.filter((id) => want.some((f) => f.id === id)).map((id) => FANS[id].name).join(', '),
    );
    await page.type('#q-fan-find', '平和');
    expect(await page.$$eval('#q-fan-list label:not([hidden])', (es) => es.length)).toBeGreaterThanOrEqual(want.length);
    for (const w of [320, 360, 1280]) {
      await page.setViewport({ width: w, height: 740 });
      await page.screenshot({ path: `${ARTIFACTS}practice-choices-${w}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), `${w} px`).toBe(false);
    }
    await page.setViewport({ width: 360, height: 740 });
    // Every target on the phone: 44 x 44 px at least (the choices, the search).
    const small = await page.$$eval('#q-fans input[type=search], #q-fan-list label:not([hidden])', (els) =>
      els.map((e) => e.getBoundingClientRect()).filter((b) => b.width > 0 && (b.width < 44 || b.height < 44)).map((b) => `${b.width}x${b.height}`),
    );
    expect(small).toEqual([]);
    await page.click('#q-submit');
    const fb = await text('#q-feedback');
    expect(fb).toContain(`✓ right: ${want.map((f) => f.name).join(', ')}`);
    // Right, and why: the explanation (points, fans) for a right answer too.
    expect(fb).toContain(q.explanation);
    await page.screenshot({ path: `${ARTIFACTS}practice-right-360.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it('a fan to name: one choice (radio buttons), and typing still answers', async () => {
    await page.goto('about:blank');
    await page.goto(`${PAGE_FILE}#view=practice&seed=1&level=common&kind=fan`);
    await page.waitForSelector('html[data-ready]');
    const r = quiz({ seed: 1, count: 20, level: 'common', kinds: ['fan'] });
    if (!r.ok) throw new Error(r.error.message);
    const [q] = r.questions;
    expect(q.steps[0].ask).toBe('name');
    expect(await page.$$eval('#q-fan-list input[type=radio]', (es) => es.length)).toBeGreaterThan(70);
    await page.click('#q-fan-list label[data-fan="all-chows"] input');
    await page.click(`#q-fan-list label[data-fan="${q.answer.fan}"] input`);
    expect(await page.$eval('#q-answer', (e) => (e as HTMLInputElement).value)).toBe(FANS[q.answer.fan!].name);
    await page.$eval('#q-answer', (e) => ((e as HTMLInputElement).value = ''));
    await page.type('#q-answer', FANS[q.answer.fan!].name.toLowerCase());
    await page.click('#q-submit');
    expect(await text('#q-feedback')).toMatch(/^✓ right: /);
  });

  it('in Chinese: every kind of question, its prompts, answers, feedback and progress hold no English word; the switch asks it again in English', async () => {
    await page.setViewport({ width: 360, height: 740 });
    await page.evaluate(() => {
      localStorage.setItem('mcr-lang', 'zh');
      localStorage.removeItem('mcr-quiz-progress');
    });
    const seen: string[] = [];
    for (const kind of QUIZ_KINDS) {
      await page.goto('about:blank');
      await page.goto(`${PAGE_FILE}#view=practice&seed=3&level=common&kind=${kind}`);
      await page.waitForSelector('html[data-ready]');
      const r = quiz({ seed: 3, count: 20, level: 'common', kinds: [kind] });
      if (!r.ok) throw new Error(r.error.message);
      const q = r.questions[0];
      // Each step answered (the right answer typed, or the quick button), so that every feedback is shown.
      for (const step of q.steps) {
        const quick = await page.$(`#q-quick button[data-answer="${step.expected}"]`);
        if (quick && !(await page.$eval('#q-quick', (e) => (e as HTMLElement).hidden))) await quick.click();
        else {
          await page.$eval('#q-answer', (e) => ((e as HTMLInputElement).value = ''));
          await page.type('#q-answer', step.expected.split(' or ')[0]);
          await page.click('#q-submit');
        }
      }
      const shown = await text('main');
      seen.push(shown);
      expect(shown, kind).toContain('答对了');
      // The rule profiles' names are proper names.
      expect(englishWords(shown, ['Green book', 'MIL']), `${kind}: ${shown}`).toEqual([]);
      await page.screenshot({ path: `${ARTIFACTS}practice-zh-${kind}-360.png`, fullPage: true });
    }
    expect(await text('#q-progress')).toBe('答对 5 题，共 5 题。');
    await page.select('#lang', 'en');
    expect(await text('#q-progress')).toBe('5 of 5 right.');
    expect(await page.$eval('#q-head', (e) => e.textContent)).toBe('fan · Common fans');
    await page.evaluate(() => localStorage.setItem('mcr-lang', 'en'));
    expect(errors).toEqual([]);
  }, 300_000);

  it('the Scorer link goes back to the scorer', async () => {
    await page.click('.views a[data-view="scorer"]');
    await page.waitForFunction(() => !(document.getElementById('entry') as HTMLElement).hidden);
    expect(await page.$eval('#practice', (e) => (e as HTMLElement).hidden)).toBe(true);
  });
});
