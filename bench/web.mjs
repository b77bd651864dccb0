// npm run bench, section "web": the page for phones (docs/WEB.md) in headless Chromium.
// Prints through `line` (bench/run.mjs); asserts nothing.
//
//   size         the page's JavaScript, gzipped (target <= 250 KB)
//   first result from navigation start to the first answer shown (the hand in the
//                address scored), the page opened as a file (target <= 300 ms)
//   tap          one tile tapped to the page answered (score() or waits() and the DOM
//                updated), over hands tapped in tile by tile (target <= 50 ms each)
//   advice       14 tiles that make no winning hand, best discard at legal distance 2
//                (chances()): advise(line, { by: 'chance' }) in the page, warm, and the
//                whole view from the address changed to the advice shown (target:
//                twice the CLI's, median <= 100 ms, 95th percentile <= 600 ms)
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadavg } from 'node:os';

export async function benchWeb({ root, runs, line, median, spread, hands, adviceHands }) {
  const file = join(root, 'dist', 'web', 'index.html');
  const html = readFileSync(file, 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  const kb = gzipSync(script, { level: 9 }).length / 1024;
  line('web: page JavaScript, gzipped', `${kb.toFixed(1)} KB`, 'target <= 250 KB', kb <= 250, `(${(script.length / 1024).toFixed(0)} KB before gzip; whole page ${(gzipSync(html).length / 1024).toFixed(1)} KB gzipped)`);

  const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    line('web: first result, tap', 'skipped', `no ${chromium}`, null, '');
    return;
  }
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.launch({ executablePath: chromium, args: ['--no-sandbox', '--disable-gpu'], headless: true });
  try {
    const url = pathToFileURL(file).href;
    const first = [];
    for (let r = 0; r < runs; r++) {
      const page = await browser.newPage();
      await page.goto(`${url}#hand=${encodeURIComponent(hands[r])}`);
      await page.waitForSelector('html[data-ready]');
      first.push(await page.evaluate(() => performance.getEntriesByName('mcr-first-result')[0].startTime));
      await page.close();
    }
    line('web: first result after load', `${median(first).toFixed(0)} ms`, 'target <= 300 ms', median(first) <= 300, `(${runs} fresh pages: ${spread(first)} ms; load average ${loadavg()[0].toFixed(1)})`);

    // Taps: 30 corpus hands' tiles (no melds), each tapped in after Clear; the time of each
    // click until the page has answered it (handlers are synchronous: the DOM is updated).
    const page = await browser.newPage();
    await page.setViewport({ width: 360, height: 740 });
    await page.goto(url);
    await page.waitForSelector('html[data-ready]');
    const { score } = await import(join(root, 'dist', 'index.js'));
    const sequences = hands
      .slice(0, 60)
      .map((h) => score(h).hand)
      .filter((h) => h.melds.length === 0)
      .slice(0, 30)
      .map((h) => h.concealed);
    const taps = [];
    for (let r = 0; r < Math.max(1, Math.floor(runs / 2)); r++)
      taps.push(
        ...(await page.evaluate((sequences) => {
          const times = [];
          for (const seq of sequences) {
            document.querySelector('#clear').click();
            for (const t of seq) {
              const t0 = performance.now();
              document.querySelector(`[data-tile="${t}"]`).click();
              times.push(performance.now() - t0);
            }
          }
          return times;
        }, sequences)),
      );
    taps.sort((a, b) => a - b);
    const at = (q) => taps[Math.min(taps.length - 1, Math.floor(q * taps.length))];
    line('web: each tap answered', `${at(0.5).toFixed(1)} ms median`, 'target <= 50 ms each', at(1) <= 50, `(${taps.length} taps; p95 ${at(0.95).toFixed(1)} ms, slowest ${at(1).toFixed(1)} ms; the 13th tile runs waits())`);
    await page.close();
    if (adviceHands) await benchAdvice(browser, url, root, line, adviceHands);
  } finally {
    await browser.close();
  }
}

/** The advice by chance in the page, on hands whose best discard is at legal distance 2 (by chances() in Node). */
async function benchAdvice(browser, url, root, line, adviceHands) {
  const { chances } = await import(join(root, 'dist', 'index.js'));
  const two = adviceHands(120).filter((h) => {
    const r = chances(h);
    return r.ok && r.discards[0].eitherWay.kind !== 'estimate' && r.discards[0].distanceExact && r.discards[0].distance === 2;
  });
  if (two.length === 0) return line('web: advice at distance 2', 'skipped', 'no hand at distance 2', null, '');
  const page = await browser.newPage();
  await page.setViewport({ width: 360, height: 740 });
  await page.goto(url);
  await page.waitForSelector('html[data-ready]');
  const inPage = [];
  const whole = [];
  // The first three warm the page up (not counted).
  for (const [i, h] of [...two.slice(0, 3), ...two].entries()) {
    const t0 = await page.evaluate((h) => {
      document.querySelector('#advice')?.remove();
      location.hash = new URLSearchParams({ hand: h }).toString();
      return performance.now();
    }, h);
    await page.waitForSelector('#advice[data-done]', { timeout: 600_000 });
    const [ms, end] = await page.$eval('#advice', (e) => [Number(e.dataset.ms), performance.now()]);
    if (i >= 3) {
      inPage.push(ms);
      whole.push(end - t0);
    }
  }
  await page.close();
  const at = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];
  line(`web: advise() by chance in the page, best at distance 2 (${inPage.length} hands)`, `${at(inPage, 0.5).toFixed(0)} ms median`, 'target <= 100 ms', at(inPage, 0.5) <= 100 && at(inPage, 0.95) <= 600,
    `(95% ${at(inPage, 0.95).toFixed(0)} ms, target 600; max ${Math.max(...inPage).toFixed(0)} ms; load average ${loadavg()[0].toFixed(1)})`);
  line('web: address changed to the advice shown, distance 2', `${at(whole, 0.5).toFixed(0)} ms median`, 'target <= 100 ms', at(whole, 0.5) <= 100 && at(whole, 0.95) <= 600,
    `(95% ${at(whole, 0.95).toFixed(0)} ms; polled, so up to a few ms late)`);
}
