// Every schema through the one JSON writer (format/json.ts): the release's bytes on a
// sample of every output, the keys of each schema in their documented order whatever
// order a value holds them in, and ASCII only.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Tally } from '../../src/batch/summary.js';
import { canonical, canonicalJson } from '../../src/canonical.js';
import { explain } from '../../src/explain/explain.js';
import { formatExplainJson } from '../../src/explain/json.js';
import { why } from '../../src/explain/why.js';
import {
  FANS_JSON,
  formatJson,
  RULES_JSON,
  SESSION_JSON,
  SUMMARY_JSON,
  toJson,
  WAITS_JSON,
  WHY_JSON,
} from '../../src/format/json.js';
import { score, session, waits } from '../../src/index.js';
import type { ScoreOk } from '../../src/result.js';
import { formatSessionJson } from '../../src/session/format.js';
import { formatWaitsJson } from '../../src/waits/json.js';
import { fanEntries } from '../../src/commands/fans.js';
import { rulesJson } from '../../src/commands/rules.js';
import { PROFILES } from '../../src/rules/profiles.js';
import { readFailure, win } from './fixtures.js';

const ASCII = /^[\x20-\x7e]*$/;

/** The same value with every object's keys in reverse order. */
const reversed = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(reversed)
    : v && typeof v === 'object'
      ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)]))
      : v;

interface Sample {
  kind: string;
  args: unknown[];
  line: string;
}
const SAMPLE = readFileSync(new URL('./fixtures/release-json.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Sample);

/** What this build writes for a sample line's call. */
function written(s: Sample, tally: Tally): string {
  const a = s.args as never[];
  switch (s.kind) {
    case 'score': {
      const [line, rules, source, no] = s.args as [string, string, { file: string; line: number } | null, number];
      const r = score(line, { rules });
      // The release had no `assumed` (added since, test/assumed.test.ts): the rest is its bytes.
      delete r.assumed;
      if (source) r.source = source;
      tally.add(r, source?.file ?? '-', no);
      return formatJson(r);
    }
    case 'summary':
      return toJson(SUMMARY_JSON, tally.toJSON());
    case 'waits': {
      const r = waits(a[0]);
      if (a[1]) r.source = a[1];
      return formatWaitsJson(r);
    }
    case 'canonical':
      return canonicalJson(canonical(a[0]));
    case 'explain': {
      const r = explain(a[0], { arrangements: a[1] });
      if (r.ok) delete r.assumed;
      return formatExplainJson(r);
    }
    case 'why':
      return toJson(WHY_JSON, why(a[0], a[1]));
    case 'session': {
      const r = session(a[0]);
      for (const h of r.hands) if (h.score) delete h.score.assumed;
      return formatSessionJson(r);
    }
  }
  throw new Error(`no such sample kind: ${s.kind}`);
}

describe('the release\'s bytes (fixtures/release-json.jsonl, written by its own writers)', () => {
  it('every schema of the sample: score (both profiles, with and without source), summary, waits, canonical, explain, why, session', () => {
    const tally = new Tally();
    const kinds = new Set<string>();
    for (const s of SAMPLE) {
      kinds.add(s.kind);
      expect(written(s, tally), `${s.kind} ${JSON.stringify(s.args)}`).toBe(s.line);
    }
    expect([...kinds].sort()).toEqual(['canonical', 'explain', 'score', 'session', 'summary', 'waits', 'why']);
  });
});

describe('keys in each schema\'s order, whatever order the value holds them in; ASCII only', () => {
  it('mcr-score/1, a result and a reading error', () => {
    const line = formatJson(reversed(win) as ScoreOk);
    expect(line).toBe(formatJson(win));
    expect(line).toMatch(ASCII);
    const parsed = JSON.parse(line);
    expect(parsed).toEqual(win);
    expect(Object.keys(parsed)).toEqual([
      'schema', 'input', 'ok', 'rules', 'verdict', 'reason', 'reasonCode', 'hand', 'arrangement', 'fans', 'excluded', 'fanPoints', 'total', 'payments',
    ]);
    expect(Object.keys(parsed.hand)).toEqual([
      'concealed', 'melds', 'winningTile', 'win', 'seatWind', 'prevalentWind', 'discarder', 'flowers', 'last', 'wallLast', 'kong',
    ]);
    expect(Object.keys(parsed.fans[0])).toEqual(['id', 'name', 'zh', 'points', 'count']);
    expect(Object.keys(parsed.excluded[0])).toEqual(['id', 'name', 'zh', 'points', 'count', 'by']);
    expect(Object.keys(parsed.payments[0])).toEqual(['seat', 'role', 'amount']);
    const sourced = JSON.parse(formatJson({ ...win, source: { line: 3, file: '-' } }));
    expect(Object.keys(sourced).slice(3, 5)).toEqual(['rules', 'source']);
    const failed = JSON.parse(formatJson(reversed({ ...readFailure, source: { file: 'a', line: 1 } }) as never));
    expect(Object.keys(failed)).toEqual(['schema', 'input', 'ok', 'source', 'error']);
    expect(Object.keys(failed.error)).toEqual(['code', 'message', 'column']);
  });

  it('a special shape\'s set has its name after its kind; other sets have none', () => {
    const line = formatJson(score('19b19c19dESWNRGP 1b +win:wall'));
    expect(line).toContain('"arrangement":[{"kind":"special","name":"Thirteen Orphans","tiles":[');
    expect(formatJson(win)).not.toContain('"name":"Seven');
  });

  it('mcr-waits/1', () => {
    const r = waits('[123b] 456c 78d EEE 55d +seat:S');
    const line = toJson(WAITS_JSON, reversed(r) as typeof r);
    expect(line).toBe(formatWaitsJson(r));
    expect(line).toMatch(ASCII);
    const parsed = JSON.parse(line);
    expect(Object.keys(parsed)).toEqual([
      'schema', 'input', 'ok', 'rules', 'hand', 'tiles', 'ready', 'distance', 'shapes', 'waits', 'draws', 'discards', 'complete', 'notes',
    ]);
    expect(Object.keys(parsed.shapes)).toEqual(['regular', 'sevenPairs', 'thirteenOrphans', 'honorsAndKnitted', 'knittedStraight']);
    expect(Object.keys(parsed.waits[0])).toEqual(['tile', 'unseen', 'discard', 'selfDrawn']);
    expect(Object.keys(parsed.waits[0].discard)).toEqual([
      'verdict', 'reason', 'fanPoints', 'total', 'enough', 'fans', 'excluded', 'arrangement', 'payments', 'received', 'ignored',
    ]);
  });

  it('mcr-session/1, player-keyed objects in the players\' order, non-ASCII names escaped', () => {
    const r = session('players Ann 陈 Cy Di\n1 win 陈 self [123b] 456c 78d EEE 55d 9d\n2 foul Cy dead-hand\n3 win Cy x\n');
    const line = toJson(SESSION_JSON, reversed(r) as typeof r);
    expect(line).toMatch(ASCII);
    const parsed = JSON.parse(line);
    expect(Object.keys(parsed)).toEqual(['schema', 'ok', 'rules', 'players', 'lastHand', 'hands', 'totals', 'ranks', 'tablePoints', 'errors']);
    expect(Object.keys(parsed.hands[0])).toEqual([
      'line', 'hand', 'prevalent', 'seats', 'kind', 'player', 'how', 'from', 'to', 'points', 'verdict', 'penalty', 'foul', 'amount', 'input', 'score', 'changes', 'running',
    ]);
    expect(Object.keys(parsed.hands[0].score).slice(0, 4)).toEqual(['schema', 'input', 'ok', 'rules']);
    expect(Object.keys(parsed.errors[0])).toEqual(['line', 'column', 'code', 'message', 'source']);
    // Player-keyed: the value's own order (reversed above), names as given.
    expect(Object.keys(parsed.totals)).toEqual(['Di', 'Cy', '陈', 'Ann']);
    expect(line).toContain('"\\u9648":');
    expect(formatSessionJson(r)).toContain('"totals":{"Ann":');
  });

  it('explain: the score\'s keys, each fan with its uses, arrangements last', () => {
    const r = explain('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S', { arrangements: true });
    const parsed = JSON.parse(formatExplainJson(reversed(r) as typeof r));
    expect(Object.keys(parsed).at(-1)).toBe('arrangements');
    expect(Object.keys(parsed).slice(0, -1)).toEqual(Object.keys(JSON.parse(formatJson(score(r.input)))));
    expect(Object.keys(parsed.fans[0])).toEqual(['id', 'name', 'zh', 'points', 'count', 'uses']);
    expect(Object.keys(parsed.arrangements[0])).toEqual(['chosen', 'arrangement', 'fans', 'excluded', 'fanPoints', 'total']);
    expect(Object.keys(JSON.parse(formatExplainJson(explain(r.input))))).not.toContain('arrangements');
  });

  it('mcr-why/1, an answer and an error', () => {
    const ok = why('11223344556677b', '一般高');
    const line = toJson(WHY_JSON, reversed(ok) as typeof ok);
    expect(line).toMatch(ASCII);
    expect(Object.keys(JSON.parse(line))).toEqual([
      'schema', 'input', 'ok', 'rules', 'fan', 'case', 'text', 'verdict', 'total', 'arrangement', 'count', 'uses', 'excludedBy', 'rule', 'other', 'chosen', 'completes', 'option', 'possible',
    ]);
    expect(line).toContain('"zh":"\\u4e00\\u822c\\u9ad8"');
    expect(Object.keys(JSON.parse(toJson(WHY_JSON, why('123x', 'single'))))).toEqual(['schema', 'input', 'ok', 'error', 'candidates']);
  });

  it('mcr-canonical/1 and mcr-summary/1', () => {
    const c = { ...canonical('[123b] 456c 78d EEE 55d 9d'), source: { file: '-', line: 2 } };
    expect(Object.keys(JSON.parse(canonicalJson(reversed(c) as typeof c)))).toEqual(['schema', 'input', 'ok', 'source', 'canonical']);
    const tally = new Tally();
    tally.add(score('[123b] 456c 78d EEE 55d 9d'), '-', 1);
    const summary = JSON.parse(toJson(SUMMARY_JSON, reversed(tally.toJSON()) as ReturnType<Tally['toJSON']>));
    expect(Object.keys(summary)).toEqual(['schema', 'hands', 'wins', 'belowMinimum', 'notWinning', 'errors', 'best']);
    expect(Object.keys(summary.best)).toEqual(['file', 'line', 'input', 'fanPoints', 'total']);
  });

  it('mcr-fans/1: the Chinese names escaped, the keys in order, optional ones only when given', () => {
    const fans = fanEntries(PROFILES['green-book']);
    const line = toJson(FANS_JSON, reversed({ schema: 'mcr-fans/1', rules: 'green-book', fans }) as never);
    expect(line).toMatch(ASCII);
    expect(line).toContain('"zh":"\\u5927\\u56db\\u559c"'); // 大四喜
    const parsed = JSON.parse(line);
    expect(Object.keys(parsed)).toEqual(['schema', 'rules', 'fans']);
    expect(Object.keys(parsed.fans[0])).toEqual(['id', 'no', 'name', 'zh', 'points', 'played', 'what', 'excludes', 'excludedBy']);
    expect(parsed.fans).toEqual(fans);
    const none = JSON.parse(toJson(FANS_JSON, { schema: 'mcr-fans/1', rules: 'mil', query: '大', fans: [], didYouMean: ['a'] }));
    expect(Object.keys(none)).toEqual(['schema', 'rules', 'query', 'fans', 'didYouMean']);
  });

  it('mcr-rules/1: the list, and one profile with its differences keyed by the profile names', () => {
    expect(Object.keys(JSON.parse(rulesJson(undefined)))).toEqual(['schema', 'default', 'profiles']);
    const mil = JSON.parse(rulesJson('mil'));
    expect(Object.keys(mil)).toEqual(['schema', 'default', 'name', 'title', 'about', 'differences']);
    expect(Object.keys(mil.differences[0])).toEqual(['rule', 'green-book', 'mil']);
    const reordered = toJson(RULES_JSON, reversed(mil) as never);
    expect(Object.keys(JSON.parse(reordered))).toEqual(Object.keys(mil));
    expect(rulesJson('mil')).toMatch(ASCII);
  });
});
