/**
 * The page in headless Chromium, opened as a file: hands tapped in (melds and options
 * too) give what score() and waits() give; the notation field and the picker follow
 * each other; reading errors mark their column; why; names; the address; the layout
 * at 360 px. Screenshots go to test/web/artifacts/ (git-ignored) to be looked at.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'puppeteer-core';
import { FANS, advise, canonical, score, waits, why, type FanId, type HandJson, type ScoreOk } from '../../src/index.js';
import { goldenHands } from '../helpers/golden.js';
import { ARTIFACTS, PAGE_FILE, HAVE_CHROMIUM, launch, openPage, reloaded, tapAll, tapsFor, type Shown } from './browser.js';

const FULL = process.env.MCR_WEB_ALL === '1';
const PROFILES = ['green-book', 'mil'] as const;

let browser: Browser;
let page: Page;
let errors: string[];

// Without a browser every test of the file is skipped (one line says so: browser.ts).
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

/**
 * The page at `hash`, loaded from scratch. By way of about:blank: a goto that changes only
 * the hash stays in the same document, and a reload after it could be waited for on the old
 * document (its data-ready already set), letting typing go to a page about to be replaced.
 */
async function at(hash: string, width = 360, height = 740): Promise<void> {
  await page.setViewport({ width, height });
  await page.goto('about:blank');
  await page.goto(`${PAGE_FILE}#${hash}`);
  await page.waitForSelector('html[data-ready]');
}

/** The screen as a phone or a laptop shows it, and the whole page, for a person to look at. */
async function shot(name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS}${name}.png` });
  await page.screenshot({ path: `${ARTIFACTS}${name}-full.png`, fullPage: true });
}

const hashOf = (hand: string, rules = 'green-book') => new URLSearchParams({ hand, ...(rules === 'mil' ? { rules } : {}) }).toString();
const statusText = () => page.$eval('[role=status]', (e) => e.textContent ?? '');
const pts = (count: number, points: number) => (count > 1 ? `${count} × ${points}` : String(points));
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** What the page must show for a scored hand, from score() itself. */
function expectedScore(r: ScoreOk) {
  return {
    status: r.verdict === 'win' ? `Valid win: ${r.total} points` : r.verdict === 'below-minimum' ? `Below 8 points: ${r.fanPoints}` : 'No winning hand',
    fans: r.fans.map((f) => ({ id: f.id, points: pts(f.count, f.points) })),
    excluded: r.excluded.map((x) => ({ id: x.id, by: x.by, points: pts(x.count, x.points) })),
    payments: r.payments.map((p) => ({ seat: p.seat ?? '', role: p.role, amount: signed(p.amount) })),
  };
}

/** The corpus hands the comparison takes: 200 spread over the 12,000 (all of them with MCR_WEB_ALL=1). */
function sample(): string[] {
  const all = goldenHands();
  if (FULL) return all;
  const step = Math.floor(all.length / 200);
  return all.filter((_, i) => i % step === 0).slice(0, 200);
}

async function setRules(rules: string): Promise<void> {
  await page.click(`input[name=rules][value="${rules}"]`);
}

describe('hands tapped in give what score() gives', () => {
  for (const rules of PROFILES)
    it(`${FULL ? 'every' : '200'} corpus hands, ${rules}`, async () => {
      await at('');
      await setRules(rules);
      const lines = sample();
      const read = lines.map((l) => score(l, { rules }) as ScoreOk);
      let shown: Shown[] = [];
      for (let i = 0; i < read.length; i += 500) shown = shown.concat(await tapAll(page, read.slice(i, i + 500).map((r) => tapsFor(r.hand))));
      let compared = 0;
      for (let i = 0; i < lines.length; i++) {
        const r = read[i];
        // The picker wrote the same hand as the corpus line...
        expect((canonical(shown[i].field) as { canonical: string }).canonical, lines[i]).toBe((canonical(lines[i]) as { canonical: string }).canonical);
        // ...and the page shows what score() gives for it.
        const { field, waits: _w, draws: _d, ...seen } = shown[i];
        expect(seen, `${lines[i]} (picked as ${field})`).toEqual(expectedScore(r));
        compared++;
      }
      expect(compared).toBe(lines.length);
      expect(new Set(read.map((r) => r.verdict)).size).toBeGreaterThan(1);
      expect(errors).toEqual([]);
    }, FULL ? 3_600_000 : undefined);
});

/** A 13-tile line written from what the library read, without the winning tile (and without +win). */
function waitingLine(h: HandJson): string {
  const melds = h.melds.map((m) => (m.concealed ? `(${m.tiles.join('')})` : `[${m.tiles.join('')}]`).replace(/(\d)([bcd])(?=\d)/g, '$1'));
  const opts = [
    `+seat:${h.seatWind}`,
    `+round:${h.prevalentWind}`,
    h.discarder ? `+from:${h.discarder}` : '',
    `+flowers:${h.flowers}`,
    h.last ? '+last' : '',
    h.wallLast ? '+wall-last' : '',
    h.kong ? '+kong' : '',
  ];
  return [...melds, ...h.concealed.slice(0, -1), ...opts].filter(Boolean).join(' ');
}

describe('13 tiles tapped in give what waits() gives', () => {
  for (const rules of PROFILES)
    it(`ready hands and hands not ready, ${rules}`, async () => {
      await at('');
      await setRules(rules);
      const hands = sample()
        .slice(0, FULL ? undefined : 60)
        .map((l) => (score(l, { rules }) as ScoreOk).hand);
      // Not ready: the first standing tile swapped for a far honor, where that keeps 4 copies at most.
      const spoiled = hands.slice(0, 20).map((h) => {
        const swap = ['N', 'P', 'G'].find((t) => [...h.concealed, ...h.melds.flatMap((m) => m.tiles)].filter((x) => x === t).length < 3)!;
        return { ...h, concealed: [swap, ...h.concealed.slice(1)] };
      });
      const all = [...hands, ...spoiled];
      let shown: Shown[] = [];
      for (let i = 0; i < all.length; i += 500) shown = shown.concat(await tapAll(page, all.slice(i, i + 500).map((h) => tapsFor(h, true))));
      let notReady = 0;
      all.forEach((h, i) => {
        const line = waitingLine(h);
        const w = waits(line, { rules });
        if (!w.ok) throw new Error(`${line}: ${w.error.message}`);
        const s = shown[i];
        expect(canonical(s.field.replace(/ \+win:wall/, '')).ok, s.field).toBe(true);
        if (w.ready) {
          expect(s.status, line).toBe(`Ready: ${w.waits.length} winning tile${w.waits.length === 1 ? '' : 's'}`);
          expect(s.waits, line).toEqual(
            w.waits.map((x) => ({
              tile: x.tile,
              caption: `${x.tile}, ${x.unseen} unseen`,
              rows: (
                [
                  ['discard', x.discard],
                  ['wall', x.selfDrawn],
                ] as const
              ).map(([win, v]) => ({
                win,
                points: String(v.fanPoints),
                enough: v.enough ? 'yes' : 'no',
                receives: v.received === null ? '–' : `+${v.received}`,
                fans: v.fans.map((f) => `${FANS[f.id].name} ${f.count > 1 ? `${f.count} × ` : ''}${f.points}`).join(', '),
              })),
            })),
          );
        } else {
          notReady++;
          expect(s.status, line).toBe(`Not ready: ${w.distance} tile${w.distance === 1 ? '' : 's'} from ready`);
          expect(s.draws, line).toEqual(w.draws.map((d) => d.tile));
        }
      });
      expect(notReady).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    }, FULL ? 3_600_000 : undefined);
});

describe('the notation field', () => {
  it('a reading error shows the message and marks its column, as the CLI does', async () => {
    await at('');
    const field = await page.waitForSelector('::-p-aria(Hand)');
    await field!.type('[123b] 456c 78x');
    const r = score('[123b] 456c 78x');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const mark = await page.$eval('#read-error mark', (m) => ({ col: m.getAttribute('data-column'), ch: m.textContent }));
    expect(mark).toEqual({ col: String(r.error.column), ch: 'x' });
    expect(await page.$eval('#read-error', (e) => e.textContent)).toContain(r.error.message);
    expect(await page.$eval('#hand', (e) => e.getAttribute('aria-invalid'))).toBe('true');
    expect(await statusText()).toContain('Cannot read the hand');
    await shot('error-360');
  });

  it('typing a hand fills the picker: melds, tiles, options', async () => {
    await at('');
    await page.type('#hand', '(5555d) [123b] 789c RRR 1d 1d +win:wall +seat:W +flowers:2');
    const picked = await page.$$eval('#picked button', (bs) => bs.map((b) => b.textContent));
    expect(picked).toEqual([
      'Remove concealed kong 5d 5d 5d 5d',
      'Remove chow 1b 2b 3b',
      'Remove 7c',
      'Remove 8c',
      'Remove 9c',
      'Remove 1d',
      'Remove R',
      'Remove R',
      'Remove R',
      'Remove 1d, the last tile',
    ]);
    const checked = await page.$$eval('#options input:checked', (is) => is.map((i) => `${(i as HTMLInputElement).name}=${(i as HTMLInputElement).value}`));
    expect(checked).toEqual(['win=wall', 'from=', 'seat=W', 'round=E']);
    expect(await page.$eval('#flowers-count', (e) => e.textContent)).toBe('2');
    expect(await page.$eval('[data-tile="5d"] .count', (e) => e.textContent?.trim())).toBe('×4');
  });

  it('the picker writes the field: taps, melds, options, Undo', async () => {
    await at('');
    for (const s of ['[data-mode=pung]', '[data-tile=G]', '[data-mode=chow]', '[data-tile="7b"]', '[data-mode=tile]', '[data-tile="3c"]'])
      await page.click(s);
    await page.click('input[name=win][value=wall]');
    await page.click('#opt-wall-last');
    expect(await page.$eval('#hand', (e) => (e as HTMLInputElement).value)).toBe('[GGG] [789b] 3c +win:wall +wall-last');
    await page.click('#undo');
    expect(await page.$eval('#hand', (e) => (e as HTMLInputElement).value)).toBe('[GGG] [789b] +win:wall +wall-last');
    // A chow can not start at 8: refused with a word, nothing added.
    await page.click('[data-mode=chow]');
    await page.click('[data-tile="8b"]');
    expect(await page.$eval('#picker-note', (e) => e.textContent)).toContain('No chow starts at 8 bamboo');
    expect(await page.$eval('#hand', (e) => (e as HTMLInputElement).value)).toBe('[GGG] [789b] +win:wall +wall-last');
  });

  it('a fifth copy is refused', async () => {
    await at('');
    for (let i = 0; i < 5; i++) await page.click('[data-tile="5d"]');
    expect(await page.$eval('#hand', (e) => (e as HTMLInputElement).value)).toBe('555d 5d');
    expect(await page.$eval('#picker-note', (e) => e.textContent)).toContain('a fifth is refused');
    expect(await page.$eval('[data-tile="5d"]', (e) => e.getAttribute('aria-disabled'))).toBe('true');
    // Nor can a pung take three more of a tile already held twice.
    await page.click('#clear');
    await page.click('[data-tile=E]');
    await page.click('[data-tile=E]');
    await page.click('[data-mode=pung]');
    await page.click('[data-tile=E]');
    expect(await page.$eval('#hand', (e) => (e as HTMLInputElement).value)).toBe('E E');
  });
});

describe('14 tiles: the verdict, why, names, rules', () => {
  const LINE = '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S';

  it('the verdict line is a status element, large, with the total', async () => {
    await at(hashOf(LINE), 1280, 800);
    expect(await statusText()).toContain('Valid win: 11 points');
    await shot('win-1280');
    await page.setViewport({ width: 360, height: 740 });
    await shot('win-360');
    const below = '[SSS] [777c] 567b 345c E E +seat:N +round:N +flowers:3 +from:E';
    await at(hashOf(below));
    expect(await statusText()).toContain(`Below 8 points: ${(score(below) as ScoreOk).fanPoints}`);
    await shot('below-360');
    await page.setViewport({ width: 1280, height: 800 });
    await shot('below-1280');
  });

  it('no winning hand: the discard advice by chance, as advise() gives it (test/web/advice.test.ts has more)', async () => {
    const line = '123b 456c 789d EE 5d 6d 9b';
    await at(hashOf(line));
    expect(await statusText()).toContain('Not a winning hand yet');
    const a = advise(line, { by: 'chance' });
    if (!a.ok) throw new Error(a.error.message);
    await page.waitForSelector('#advice[data-done]', { timeout: 120_000 });
    const shown = await page.$$eval('#advice-table tbody tr', (ls) => ls.map((l) => (l as HTMLElement).dataset.tile));
    expect(shown).toEqual(a.discards.map((d) => d.tile));
  }, 120_000);

  it('tapping a fan, or an absent one from the list, answers with why()', async () => {
    await at(hashOf(LINE));
    await page.click('#fans [data-why="mixed-straight"]');
    expect(await page.$eval('#why-text', (e) => e.textContent)).toBe((why(LINE, 'mixed-straight') as { text: string }).text);
    await page.click('details.all summary');
    await page.click('.all-fans [data-why="all-pungs"]');
    const w = why(LINE, 'all-pungs');
    expect(w.ok && w.case).toBe('not-present');
    expect(await page.$eval('#why-text', (e) => e.textContent)).toBe((w as { text: string }).text);
    await page.click('#excluded [data-why="pung-of-terminals-or-honors"]');
    expect(await page.$eval('#why-text', (e) => e.getAttribute('data-case'))).toBe('excluded');
  });

  it('Chinese fan names, and the mil profile, from the switches', async () => {
    await at(hashOf('(5555d) (6666d) 123b 789c 1d 1d +win:wall'));
    await page.click('input[name=names][value=zh]');
    const names = await page.$$eval('#fans .fan', (bs) => bs.map((b) => b.textContent));
    const gb = score('(5555d) (6666d) 123b 789c 1d 1d +win:wall') as ScoreOk;
    expect(names).toEqual(gb.fans.map((f) => FANS[f.id as FanId].zh));
    await page.click('input[name=rules][value=mil]');
    const mil = score('(5555d) (6666d) 123b 789c 1d 1d +win:wall', { rules: 'mil' }) as ScoreOk;
    await page.waitForFunction(() => location.hash.includes('rules=mil'));
    expect(await page.$$eval('#fans li', (ls) => ls.map((l) => (l as HTMLElement).dataset.fan))).toEqual(mil.fans.map((f) => f.id));
    expect(page.url()).toContain('rules=mil');
    expect(page.url()).toContain('names=zh');
  });

  it('the hand is in the address: a reload keeps it, a link opens it', async () => {
    await at('');
    await page.type('#hand', LINE);
    await page.waitForFunction(() => location.hash.length > 1);
    const url = page.url();
    expect(new URLSearchParams(new URL(url).hash.slice(1)).get('hand')).toBe(LINE);
    await reloaded(page);
    expect(await page.$eval('#hand', (e) => (e as HTMLInputElement).value)).toBe(LINE);
    expect(await statusText()).toContain('Valid win: 11 points');
  });
});

describe('at the table', () => {
  it('the verdict box holds the payments and each assumed wind, changed in one tap', async () => {
    await at(hashOf('[123b] 456c 78d EEE 55d 9d +win:wall'));
    expect(await page.$eval('#verdict-pays', (e) => e.textContent)).toBe('E +63 · S -21 · W -21 · N -21');
    expect(await page.$$eval('.verdict .assumed', (es) => es.map((e) => e.getAttribute('data-assumed')))).toEqual(['seat', 'round']);
    await page.click('.verdict .assumed[data-assumed=round] button[aria-label="round S"]');
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#hand')!.value.includes('+round:S'));
  });

  it('back to single tiles after a meld; Clear takes the old message away', async () => {
    await at('');
    await page.click('[data-mode=chow]');
    for (const t of ['1b', '4c', '5c', '6c', '7d']) await page.click(`.tile[data-tile="${t}"]`);
    const line = await page.$eval('#hand', (e) => (e as HTMLInputElement).value);
    expect(line.startsWith('[123b] 4567c 7d') || line.includes('[123b]')).toBe(true);
    expect(line.match(/\[/g)?.length).toBe(1);
    for (let k = 0; k < 4; k++) await page.click('.tile[data-tile="9d"]');
    await page.click('.tile[data-tile="9d"]');
    expect(await page.$eval('.picker-note', (e) => e.textContent)).toContain('fifth');
    await page.click('#clear');
    expect(await page.$eval('.picker-note', (e) => e.textContent)).toBe('');
  });

  it('13 tiles mark no winning tile; 14 do', async () => {
    await at(hashOf('1112345678999c'));
    expect(await page.$('.winning-tile')).toBeNull();
    await at(hashOf('1112345678999c 5c'));
    expect(await page.$eval('.winning-tile .tag', (e) => e.textContent)).toBe('winning tile');
  });

  it('every tile at least 44 x 44 px at 360 px wide', async () => {
    await at('', 360, 740);
    const small = await page.$$eval('.tile', (es) => es.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 44 || r.height < 44).length);
    expect(small).toBe(0);
  });
});

describe('a phone', () => {
  it('no horizontal scroll at 360 px: a win, waits, a reading error, every fan listed', async () => {
    const screens = [
      hashOf('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S +flowers:8 +last'),
      hashOf('11122233344455b'),
      hashOf('1112345678999c'.slice(0, 13)),
      hashOf('[123b] 456c 78x'),
    ];
    for (const h of screens) {
      await at(h);
      if (await page.$('details.all')) await page.click('details.all summary');
      const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, body: document.body.scrollWidth, view: window.innerWidth }));
      expect(widths.doc, h).toBeLessThanOrEqual(widths.view);
      expect(widths.body, h).toBeLessThanOrEqual(widths.view);
    }
    await at(hashOf('[123b] 456c 78d EEE 55d +seat:S'));
    await shot('waits-360');
    await page.setViewport({ width: 1280, height: 800 });
    await shot('waits-1280');
  });

  it('every control has a name, and the tiles are touch-sized', async () => {
    await at(hashOf('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S'));
    const snapshot = await page.accessibility.snapshot({ interestingOnly: true });
    const unnamed: string[] = [];
    const walk = (n: { role: string; name?: string; children?: unknown[] } | null) => {
      if (!n) return;
      if (['button', 'textbox', 'radio', 'checkbox'].includes(n.role) && !(n.name ?? '').trim()) unnamed.push(n.role);
      for (const c of (n.children ?? []) as (typeof n)[]) walk(c);
    };
    walk(snapshot as never);
    expect(unnamed).toEqual([]);
    expect(await page.$('::-p-aria([name="Hand"][role="textbox"])')).not.toBeNull();
    const sizes = await page.$$eval('[data-tile]', (bs) => bs.map((b) => b.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
    expect(sizes).toHaveLength(34);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(24);
    // Keyboard: Tab reaches the field, and Enter on a focused tile adds it.
    await page.focus('[data-tile="2c"]');
    await page.keyboard.press('Enter');
    expect(await page.$eval('#hand', (e) => (e as HTMLInputElement).value)).toContain('2c');
  });
});

describe('accessibility rules (axe-core)', () => {
  const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  for (const [what, hash] of [
    ['a win', hashOf('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S')],
    ['waits', hashOf('[123b] 456c 78d EEE 55d +seat:S')],
    ['a reading error', hashOf('[123b] 456c 78x')],
  ])
    it(`${what}: no violation of WCAG A/AA (names, labels, contrast, ...)`, async () => {
      await at(hash);
      await page.evaluate(axe);
      const violations = await page.evaluate(async () => {
        const r = await (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run({
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        });
        return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations).toEqual([]);
    });
});
