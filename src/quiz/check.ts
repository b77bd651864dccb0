/**
 * An answer to one step of a question, checked (docs/QUIZ.md "Answers"): right,
 * partly right (which part) or wrong, with the right answer, and for fans named
 * wrongly or missed the `why` answer for each. Pure; never throws.
 */
import { whyContext, whyFan } from '../explain/why.js';
import { closestFans, findFans } from '../fans/find.js';
import { FANS, type FanId } from '../fans/table.js';
import { score } from '../score.js';
import { advise } from '../advice/index.js';
import { legalWords } from '../advice/words.js';
import { chanceWords } from '../advice/words.js';
import { tileFromCode } from '../tiles.js';
import { DISCARD_DRAWS, type Question } from './types.js';
import { describeError } from '../errors.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';
import { expectedWords } from './words.js';

export interface Checked {
  correct: boolean;
  /**
   * Not an answer at all (a typing slip: no number, no tile, a tile not in the hand, an
   * unreadable hand): the step is asked again and nothing is counted.
   */
  retry: boolean;
  /** Some of the answer is right (a list with some of its items). */
  partial: boolean;
  /** One line: what was right, what was not, and the right answer. */
  message: string;
  /** Fans: those named rightly, those missed, those named that do not count. */
  right: FanId[];
  missed: FanId[];
  extra: FanId[];
  /** Words that name no fan, or several. */
  unread: string[];
  /** For each missed or wrongly named fan, why it counts or not (explain/why.ts). */
  why: { fan: FanId; text: string }[];
}

/** A typing slip: what was expected, asked again (no answer counted). */
const slip = (message: string): Checked => result(false, message, { retry: true });

const result = (correct: boolean, message: string, more: Partial<Checked> = {}): Checked => ({
  correct,
  retry: false,
  partial: false,
  message,
  right: [],
  missed: [],
  extra: [],
  unread: [],
  why: [],
  ...more,
});

/** The tiles of an answer: `6d 9d`, `69d`, `6d,9d`, `E`, `none` (suit letters b/s, c/m, d/p). */
export function readTiles(text: string): string[] | null {
  const t = text.normalize('NFKC').trim().toLowerCase();
  if (t === '' || t === 'none' || t === '-' || t === 'no' || t === '无' || t === '没有') return [];
  const out: string[] = [];
  const SUIT: Record<string, string> = { b: 'b', s: 'b', c: 'c', m: 'c', d: 'd', p: 'd' };
  const re = /([1-9]+)\s*([bscmdp])|([eswnrgp])|([\s,;+/]+)/gy;
  let m: RegExpExecArray | null;
  let at = 0;
  while (at < t.length && (m = re.exec(t)) !== null) {
    at = re.lastIndex;
    if (m[1]) for (const d of m[1]) out.push(`${d}${SUIT[m[2]]}`);
    else if (m[3]) out.push(m[3].toUpperCase());
  }
  if (at < t.length) return null;
  return [...new Set(out)].filter((c) => tileFromCode(c) >= 0);
}

/** Yes or no, in the forms people type. */
const yes = (t: string): boolean | null => {
  const w = t.trim().toLowerCase();
  if (['y', 'yes', 'valid', 'win', 'true', '1', '是', '对'].includes(w)) return true;
  if (['n', 'no', 'invalid', 'false', '0', '否', '不', '不是'].includes(w)) return false;
  return null;
};

/** Why a claim is not a win, as typed: short (under the minimum) or shape (no winning shape), in English or Chinese. */
const reason = (text: string): 'short' | 'shape' | null => {
  const w = text.trim().toLowerCase();
  if (/^(shape|sh|no\s*shape|not)\b/.test(w) || /^(牌型|不成和牌|不成|不是和牌)/.test(w)) return 'shape';
  if (/^(short|s|under|below|points?|minimum)\b/.test(w) || /^(不够|番数不够|不够起和)/.test(w)) return 'short';
  return null;
};

/**
 * The fans of an answer: items split at commas, semicolons, `+` (or `and` between two names); each a
 * name, a number (`28`, `#28`) or a Chinese name; a trailing point value
 * (`Mixed Straight 8`) or count (`x2`) is read past.
 */
export function readFans(text: string): { ids: FanId[]; unread: string[] } {
  const ids: FanId[] = [];
  const unread: string[] = [];
  const add = (id: FanId) => {
    if (!ids.includes(id)) ids.push(id);
  };
  for (const raw of text.split(/[,;+，、]/)) {
    const item = raw.trim();
    if (item === '') continue;
    const one = oneFan(item);
    if (one) {
      add(one);
      continue;
    }
    // "Mixed Straight and Seat Wind" (but "Lesser Honors and Knitted Tiles" is one name, read above).
    const parts = item.split(/\band\b/).map((x) => x.trim()).filter(Boolean);
    const each = parts.length > 1 ? parts.map(oneFan) : [null];
    if (each.every((id) => id !== null)) each.forEach((id) => add(id!));
    else unread.push(item);
  }
  return { ids, unread };
}

/** The one fan an item names, read past a trailing point value or count; null for none or several. */
function oneFan(item: string): FanId | null {
  let found = findFans(item);
  if (found.length !== 1) {
    const bare = item.replace(/(\s+(x\s*)?\d+)+$/i, '').trim();
    if (bare !== item && bare !== '') found = findFans(bare);
  }
  return found.length === 1 ? found[0] : null;
}

const namesOf = (ids: readonly FanId[], w: Catalog): string => ids.map((id) => w.fan(FANS[id])).join(w.quiz.fanSep);

/** Words that name no fan, quoted, each with the fans nearest to it (as `mcr fans` offers them). */
const unreadText = (unread: readonly string[], w: Catalog): string =>
  unread.map((u) => w.quiz.unread(u, closestFans(u).map((id) => w.fan(FANS[id])))).join(w.quiz.unreadSep);

function sameTiles(shown: string, expected: string, text: string, w: Catalog): Checked {
  const want = readTiles(expected) ?? [];
  const got = readTiles(text);
  if (got === null) return slip(w.quiz.notTiles(text.trim()));
  const right = got.filter((t) => want.includes(t));
  const ok = right.length === want.length && got.length === want.length;
  if (ok) return result(true, w.quiz.right(shown));
  const missed = want.filter((t) => !got.includes(t));
  const extra = got.filter((t) => !want.includes(t));
  const parts = [right.length ? w.quiz.rightPart(right.join(' ')) : '', missed.length ? w.quiz.missedPart(missed.join(' ')) : '', extra.length ? w.quiz.notPart(extra.join(' ')) : ''];
  return result(false, w.quiz.parts(parts.filter(Boolean), shown), { partial: right.length > 0 });
}

/** Why each fan counts or not in the hand (for missed fans and fans named wrongly). */
function whyEach(hand: string, rules: string, ids: readonly FanId[]): Checked['why'] {
  if (ids.length === 0 || hand === '') return [];
  const ctx = whyContext(hand, { rules });
  return ids.map((id) => {
    const w = whyFan(ctx, id);
    return { fan: id, text: w.ok ? w.text : w.error.message };
  });
}

function fansAnswer(q: Question, text: string, expected: readonly FanId[], w: Catalog): Checked {
  const { ids, unread } = readFans(text);
  if (ids.length === 0 && unread.length > 0) return slip(w.quiz.noFanNamed(unreadText(unread, w)));
  const right = ids.filter((id) => expected.includes(id));
  const missed = expected.filter((id) => !ids.includes(id));
  const extra = ids.filter((id) => !expected.includes(id));
  const correct = missed.length === 0 && extra.length === 0 && unread.length === 0;
  const parts = [
    right.length ? w.quiz.rightPart(namesOf(right, w)) : '',
    missed.length ? w.quiz.missedPart(namesOf(missed, w)) : '',
    extra.length ? w.quiz.notCountedPart(namesOf(extra, w)) : '',
    unread.length ? w.quiz.notAFanPart(unreadText(unread, w)) : '',
  ].filter(Boolean);
  return result(correct, correct ? w.quiz.right(namesOf(expected, w)) : w.quiz.partsOnly(parts), {
    partial: !correct && right.length > 0,
    right,
    missed,
    extra,
    unread,
    why: correct ? [] : whyEach(q.hand, q.rules, [...missed, ...extra]),
  });
}

/** The answer `text` to step `stepIndex` of question `q`, checked; the message in the words of `w` (i18n/: English when not given). */
export function checkAnswer(q: Question, stepIndex: number, text: string, w: Catalog = en): Checked {
  try {
    return checkStep(q, stepIndex, String(text ?? ''), w);
  } catch (e) {
    return result(false, en.quiz.notChecked(describeError(e)));
  }
}

function checkStep(q: Question, stepIndex: number, text: string, w: Catalog): Checked {
  const step = q.steps[stepIndex];
  if (!step) return result(false, w.quiz.noStep(q.id, stepIndex + 1));
  const a = q.answer;
  const Q = w.quiz;
  /** The answer as shown (the question keeps it as typed). */
  const shown = expectedWords(q, step, w);
  switch (step.ask) {
    case 'total': {
      const m = /^\s*(\d+)\b/.exec(text);
      if (!m) return slip(Q.aNumber);
      // Any number of digits read as written (Number() of 400 digits is Infinity).
      const digits = m[1].replace(/^0+(?=\d)/, '');
      if (digits.length > 9) return result(false, Q.longNumber(digits.slice(0, 6), digits.length, String(a.total)));
      const n = Number(digits);
      if (n === a.total) return result(true, Q.right(String(a.total)));
      const flowers = (a.total ?? 0) - (a.fanPoints ?? 0);
      const hint = flowers > 0 && n === a.fanPoints ? Q.addFlowers(a.fanPoints, flowers) : '';
      return result(false, Q.notIt(String(n), hint, String(a.total)));
    }
    case 'fans':
      return fansAnswer(q, text, (a.fans ?? []).filter((f) => f.id !== 'flower-tiles').map((f) => f.id), w);
    case 'valid': {
      const v = yes(text);
      if (v === null) return slip(Q.yesOrNo);
      return v === a.valid ? result(true, Q.right(shown)) : result(false, Q.theAnswer(shown));
    }
    case 'reason': {
      const said = reason(text);
      if (said === null) return slip(Q.shortOrShape);
      return said === step.expected ? result(true, Q.right(shown)) : result(false, Q.theAnswer(shown));
    }
    case 'waits':
      return sameTiles(shown, step.expected, text, w);
    case 'reach8':
      // "all": every tile it waits for, as "none" is none of them.
      return sameTiles(shown, step.expected, /^\s*(all|全部|都)\s*$/i.test(text) ? (a.waits ?? []).join(' ') || 'none' : text, w);
    case 'name': {
      const { ids, unread } = readFans(text);
      if (ids.length === 1 && ids[0] === a.fan) return result(true, Q.right(shown));
      if (ids.length === 0) return slip(Q.noFanNamedOne(unreadText([text.trim()], w)));
      const named = ids.length === 1 ? w.fan(FANS[ids[0]]) : unread.length ? Q.quoted(unread[0]) : Q.that;
      return result(false, Q.notIt(named, '', shown), {
        extra: ids.filter((id) => id !== a.fan),
        unread,
        why: whyEach(q.hand, q.rules, ids.filter((id) => id !== a.fan)),
      });
    }
    case 'discard': {
      // One tile, or several joined by "or" (each of them as good as the best).
      const got = readTiles(text.replace(/\bor\b|或/gi, ' '));
      const want = a.discards ?? [];
      if (got === null || got.length === 0) return slip(Q.oneTile);
      if (got.every((t) => want.includes(t))) return result(true, Q.asGood(got.join(Q.or), shown, want.length > got.length));
      const r = advise(q.hand, { rules: q.rules, by: 'chance', draws: DISCARD_DRAWS });
      const wrong = got.find((t) => !want.includes(t))!;
      const mine = r.ok ? r.discards.find((d) => d.tile === wrong) : undefined;
      if (!r.ok || !mine) return slip(Q.notInHand(wrong));
      const best = r.discards[0];
      if (!mine.chances || !best.chances) return result(false, Q.leaves(wrong, legalWords(mine.legal, w), shown));
      const cost = (best.chances.eitherWay.p - mine.chances.eitherWay.p) * 100;
      return result(
        false,
        Q.costs(wrong, cost.toFixed(1), chanceWords(mine.chances.eitherWay), DISCARD_DRAWS, chanceWords(best.chances.eitherWay), legalWords(mine.legal, w), shown),
      );
    }
    case 'build': {
      const s = score(text, { rules: q.rules });
      const want = a.fan as FanId;
      if (!s.ok) return slip(Q.handUnread(w.readError(s.error.code, s.error.message)));
      if (s.fans.some((f) => f.id === want)) {
        const note = s.verdict === 'win' ? null : w === en ? String(s.reason) : w.screen.reason(s.reasonCode, s.reason);
        return result(true, Q.counts(w.fan(FANS[want]), note));
      }
      return result(false, Q.doesNotCount(w.fan(FANS[want]), a.example ?? ''), { why: whyEach(text, q.rules, [want]) });
    }
    default:
      return result(false, Q.unknownStep(stepIndex + 1, step.ask));
  }
}
