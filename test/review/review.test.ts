// review(text, { seat }) (docs/PLAY.md "mcr review"): on a seeded record of bots,
// the decisions are exactly the seat's discards, each beside the chances of the
// same moment (the figures are chances()'s for the line it read), the best's chance
// at least the chosen one's, the costliest first, the summary their sum; a player's
// name reviews the seat that player holds; a record that breaks a rule, a seat that
// is none, a value that is no string are errors as values; an unfinished record is
// reviewed up to where it stops. The screen, the JSON and the page are built from it.
import { beforeAll, describe, expect, it } from 'vitest';
import { Chalk } from 'chalk';
import { chances, playGame } from '../../src/index.js';
import { review, REVIEW_SCHEMA_ID, type ReviewOk } from '../../src/index.js';
import { reviewText } from '../../src/review/text.js';
import { reviewHtml } from '../../src/review/html.js';
import { REVIEW_JSON } from '../../src/review/types.js';
import { toJson } from '../../src/format/json-writer.js';
import { CATALOGS } from '../../src/i18n/index.js';
import { textWidth } from '../../src/format/width.js';
import { englishWords } from '../i18n/english.js';

const record = playGame({ seed: 3, hands: 1, depth: 0 }).record;
const text = record.join('\n') + '\n';
let r: ReviewOk;

beforeAll(() => {
  const x = review(text, { seat: 'S' });
  if (!x.ok) throw new Error(x.error.message);
  r = x;
}, 120_000);

describe('review of a seeded record of bots, seat S', () => {
  it("lists exactly the seat's discards, each with the tile it discarded", () => {
    const mine = record.map((l, i) => ({ l: JSON.parse(l), line: i + 1 })).filter((x) => x.l.seat === 'S' && x.l.do === 'discard');
    expect(mine.length).toBeGreaterThan(3);
    const byOrder = r.decisions.slice().sort((a, b) => a.order - b.order);
    expect(byOrder.map((d) => [d.line, d.chosen.tile])).toEqual(mine.map((x) => [x.line, x.l.tile]));
    expect(byOrder.map((d) => d.turn)).toEqual(mine.map((_, k) => k + 1));
    for (const d of r.decisions) {
      expect(d.seat).toBe('S');
      expect(d.player).toBe('B');
      expect(d.concealed.length + 3 * d.melds.length).toBe(14);
      expect(d.draws).toBe(Math.ceil(d.wall / 4));
      expect(d.input).toContain(`+wall:${d.wall}`);
    }
  });

  it("the best's chance is at least the chosen one's, the cost their difference, the costliest first", () => {
    for (const d of r.decisions) {
      expect(d.best.chance).toBeGreaterThanOrEqual(d.chosen.chance);
      expect(d.cost).toBeCloseTo(d.best.chance - d.chosen.chance, 12);
      expect(d.best).toEqual(d.discards[0]);
      expect(d.discards.map((x) => x.chance)).toEqual(d.discards.map((x) => x.chance).sort((a, b) => b - a));
      expect(d.rank === 1).toBe(d.cost === 0);
    }
    const costs = r.decisions.map((d) => d.cost);
    expect(costs).toEqual(costs.slice().sort((a, b) => b - a));
    // This seed has costly decisions and best ones (the test means something).
    expect(costs[0]).toBeGreaterThan(0);
    expect(costs[costs.length - 1]).toBe(0);
  });

  it("the figures are chances()'s for the line the decision read", () => {
    for (const d of [r.decisions[0], r.decisions[r.decisions.length - 1]]) {
      const c = chances(d.input);
      expect(c.ok).toBe(true);
      if (!c.ok) return;
      expect(d.discards).toEqual(c.discards.map((x) => ({ tile: x.tile, chance: x.eitherWay.p, kind: x.eitherWay.kind })));
    }
  });

  it('the summary: decisions, the best chosen, the chance lost in all, the worst', () => {
    expect(r.summary.decisions).toBe(r.decisions.length);
    expect(r.summary.best).toBe(r.decisions.filter((d) => d.cost === 0).length);
    expect(r.summary.chanceLost).toBeCloseTo(r.decisions.reduce((s, d) => s + d.cost, 0), 12);
    expect(r.summary.worst).toBe(r.decisions[0].cost);
    expect(r).toMatchObject({ schema: REVIEW_SCHEMA_ID, ok: true, seat: 'S', hands: [1], unfinished: false, draws: null, rules: 'green-book' });
  });

  it('the JSON (mcr-review/1) holds every field', () => {
    const j = JSON.parse(toJson(REVIEW_JSON, r));
    expect(j).toEqual(JSON.parse(JSON.stringify(r)));
    expect(Object.keys(j)).toEqual(['schema', 'ok', 'rules', 'seat', 'hands', 'unfinished', 'draws', 'samples', 'decisions', 'summary']);
  });
});

describe('the screen and the page', () => {
  it('80 and 40 columns, the answer first and last, in English and Chinese', () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const width of [80, 40]) {
        const s = reviewText(r, CATALOGS[lang], { width, color: new Chalk({ level: 0 }) });
        const lines = s.split('\n');
        expect(lines.filter((l) => textWidth(l) > width)).toEqual([]);
        const w = CATALOGS[lang].review;
        const lost = (r.summary.chanceLost * 100).toFixed(1);
        const who = lang === 'en' ? 'S (B)' : '南家（B）';
        const flat = (x: string) => x.replace(/\s+/g, '');
        expect(flat(s).startsWith(flat(w.headline(who, w.hands([1]), r.summary.best, r.summary.decisions, lost)))).toBe(true);
        expect(flat(s).endsWith(flat(w.last(who, r.summary.best, r.summary.decisions, lost)))).toBe(true);
        if (lang === 'zh') expect(englishWords(s, ['you'])).toEqual([]);
        else expect(s).toMatch(/^REVIEW S \(B\), hand 1: the best/);
      }
    }
  });

  it('the page: one offline file, the SVG chart with a point per decision, the tiles drawn, nothing fetched', () => {
    const html = reviewHtml(r, CATALOGS.en, { file: 'x.ndjson' });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<svg viewBox=');
    expect(html.match(/<circle /g)).toHaveLength(r.decisions.length);
    expect(html.match(/<polyline /g)).toHaveLength(2);
    expect(html).toContain('class="t s-');
    expect(html).not.toMatch(/(?:src|href)\s*=|https?:|@import|url\(|<script|<link/i);
    const zh = reviewHtml(r, CATALOGS.zh, { file: 'x.ndjson' });
    expect(zh).toContain('<html lang="zh-CN">');
    expect(zh).toContain('复盘');
  });
});

describe('the seat, errors, an unfinished record', () => {
  it("a player's name reviews the seat the player holds", () => {
    const byName = review(text, { seat: 'B', draws: 2 });
    const bySeat = review(text, { seat: 's', draws: 2 });
    expect(byName.ok && bySeat.ok).toBe(true);
    if (!byName.ok || !bySeat.ok) return;
    expect(byName.decisions).toEqual(bySeat.decisions);
    expect(byName.draws).toBe(2);
    expect(byName.decisions.every((d) => d.draws === 2)).toBe(true);
  });

  it('errors as values, never thrown', () => {
    expect(review(text, { seat: 'Q' })).toMatchObject({ ok: false, error: { code: 'no-such-seat' } });
    expect(review(text, { seat: '' })).toMatchObject({ ok: false, error: { code: 'bad-option' } });
    expect(review(text, { seat: 'E', hand: 2 })).toMatchObject({ ok: false, error: { code: 'bad-option' } });
    expect(review(text, { seat: 'E', draws: 99 })).toMatchObject({ ok: false, error: { code: 'bad-option' } });
    expect(review(42 as unknown as string, { seat: 'E' })).toMatchObject({ ok: false, error: { code: 'not-a-string' } });
    expect(review(text, null as unknown as { seat: string })).toMatchObject({ ok: false, error: { code: 'bad-option' } });
    // A discard of a tile not held: the replay's rule, at its line.
    const i = record.findIndex((l) => l.startsWith('{"seat":"S","do":"discard"'));
    const bad = record.slice();
    bad[i] = bad[i].replace(/"tile":"[^"]*"/, '"tile":"F1"');
    expect(review(bad.join('\n'), { seat: 'S' })).toMatchObject({ ok: false, error: { code: 'not-held', line: i + 1 } });
  });

  it('an unfinished record: its discards up to where it stops', () => {
    const discards = record.map((l, i) => [l, i] as const).filter(([l]) => l.startsWith('{"seat":"N","do":"discard"'));
    const cut = record.slice(0, discards[3][1] + 1).join('\n');
    const u = review(cut, { seat: 'N', draws: 2 });
    expect(u).toMatchObject({ ok: true, unfinished: true, hands: [1] });
    if (u.ok) expect(u.decisions).toHaveLength(4);
  });
});
