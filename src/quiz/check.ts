/**
 * An answer to one step of a question, checked (docs/QUIZ.md "Answers"): right,
 * partly right (which part) or wrong, with the right answer, and for fans named
 * wrongly or missed the `why` answer for each. Pure; never throws.
 */
import { whyContext, whyFan } from '../explain/why.js';
import { closestFans, findFans } from '../fans/find.js';
import { list } from '../explain/words.js';
import { FANS, type FanId } from '../fans/table.js';
import { score } from '../score.js';
import { advise } from '../advice/index.js';
import { legalWords } from '../advice/words.js';
import { chanceWords } from '../advice/words.js';
import { tileFromCode } from '../tiles.js';
import { DISCARD_DRAWS, type Question } from './types.js';
import { describeError } from '../errors.js';

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
  if (t === '' || t === 'none' || t === '-' || t === 'no') return [];
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
  if (['n', 'no', 'invalid', 'false', '0', '否', '不'].includes(w)) return false;
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

const namesOf = (ids: readonly FanId[]): string => ids.map((id) => FANS[id].name).join(', ');

/** Words that name no fan, quoted, each with the fans nearest to it (as `mcr fans` offers them). */
const unreadText = (unread: readonly string[]): string =>
  unread
    .map((u) => {
      const near = closestFans(u);
      return `"${u}"${near.length ? ` (did you mean ${list(near.map((id) => FANS[id].name), 'or')}?)` : ''}`;
    })
    .join(', ');

function sameTiles(step: { expected: string }, text: string): Checked {
  const want = readTiles(step.expected) ?? [];
  const got = readTiles(text);
  if (got === null) return slip(`could not read "${text.trim()}" as tiles: write them as 6d 9d (or none)`);
  const right = got.filter((t) => want.includes(t));
  const ok = right.length === want.length && got.length === want.length;
  if (ok) return result(true, `right: ${step.expected}`);
  const missed = want.filter((t) => !got.includes(t));
  const extra = got.filter((t) => !want.includes(t));
  const parts = [right.length ? `right: ${right.join(' ')}` : '', missed.length ? `missed: ${missed.join(' ')}` : '', extra.length ? `not: ${extra.join(' ')}` : ''];
  return result(false, `${parts.filter(Boolean).join('; ')}; the answer: ${step.expected}`, { partial: right.length > 0 });
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

function fansAnswer(q: Question, text: string, expected: readonly FanId[]): Checked {
  const { ids, unread } = readFans(text);
  if (ids.length === 0 && unread.length > 0) return slip(`no fan is named ${unreadText(unread)}: names, numbers or 中文, by commas`);
  const right = ids.filter((id) => expected.includes(id));
  const missed = expected.filter((id) => !ids.includes(id));
  const extra = ids.filter((id) => !expected.includes(id));
  const correct = missed.length === 0 && extra.length === 0 && unread.length === 0;
  const parts = [
    right.length ? `right: ${namesOf(right)}` : '',
    missed.length ? `missed: ${namesOf(missed)}` : '',
    extra.length ? `not counted: ${namesOf(extra)}` : '',
    unread.length ? `not a fan's name: ${unreadText(unread)}` : '',
  ].filter(Boolean);
  return result(correct, correct ? `right: ${namesOf(expected)}` : `${parts.join('; ')}`, {
    partial: !correct && right.length > 0,
    right,
    missed,
    extra,
    unread,
    why: correct ? [] : whyEach(q.hand, q.rules, [...missed, ...extra]),
  });
}

/** The answer `text` to step `stepIndex` of question `q`, checked. */
export function checkAnswer(q: Question, stepIndex: number, text: string): Checked {
  try {
    return checkStep(q, stepIndex, String(text ?? ''));
  } catch (e) {
    return result(false, `the answer could not be checked (${describeError(e)})`);
  }
}

function checkStep(q: Question, stepIndex: number, text: string): Checked {
  const step = q.steps[stepIndex];
  if (!step) return result(false, `question ${q.id} has no step ${stepIndex + 1}`);
  const a = q.answer;
  switch (step.ask) {
    case 'total': {
      const m = /^\s*(\d+)\b/.exec(text);
      if (!m) return slip('a number, e.g. 11');
      // Any number of digits read as written (Number() of 400 digits is Infinity).
      const digits = m[1].replace(/^0+(?=\d)/, '');
      if (digits.length > 9) return result(false, `${digits.slice(0, 6)}… (a number of ${digits.length} digits) is not it; the answer: ${a.total}`);
      const n = Number(digits);
      if (n === a.total) return result(true, `right: ${a.total}`);
      const flowers = (a.total ?? 0) - (a.fanPoints ?? 0);
      const hint = flowers > 0 && n === a.fanPoints ? ` (${a.fanPoints} fan points: add ${flowers} for flowers)` : '';
      return result(false, `${n} is not it${hint}; the answer: ${a.total}`);
    }
    case 'fans':
      return fansAnswer(q, text, (a.fans ?? []).filter((f) => f.id !== 'flower-tiles').map((f) => f.id));
    case 'valid': {
      const v = yes(text);
      if (v === null) return slip('y or n');
      return v === a.valid ? result(true, `right: ${step.expected}`) : result(false, `the answer: ${step.expected}`);
    }
    case 'reason': {
      const w = text.trim().toLowerCase();
      const said = /^(shape|sh|no\s*shape|not)\b/.test(w) ? 'shape' : /^(short|s|under|below|points?|minimum)\b/.test(w) ? 'short' : null;
      if (said === null) return slip('short or shape');
      return said === step.expected ? result(true, `right: ${step.expected}`) : result(false, `the answer: ${step.expected}`);
    }
    case 'waits':
      return sameTiles(step, text);
    case 'reach8':
      // "all": every tile it waits for, as "none" is none of them.
      return sameTiles(step, /^\s*all\s*$/i.test(text) ? (a.waits ?? []).join(' ') || 'none' : text);
    case 'name': {
      const { ids, unread } = readFans(text);
      if (ids.length === 1 && ids[0] === a.fan) return result(true, `right: ${step.expected}`);
      if (ids.length === 0) return slip(`no fan is named ${unreadText([text.trim()])}: a name, a number or 中文`);
      const named = ids.length === 1 ? FANS[ids[0]].name : unread.length ? `"${unread[0]}"` : 'that';
      return result(false, `${named} is not it; the answer: ${step.expected}`, {
        extra: ids.filter((id) => id !== a.fan),
        unread,
        why: whyEach(q.hand, q.rules, ids.filter((id) => id !== a.fan)),
      });
    }
    case 'discard': {
      // One tile, or several joined by "or" (each of them as good as the best).
      const got = readTiles(text.replace(/\bor\b/gi, ' '));
      const want = a.discards ?? [];
      if (got === null || got.length === 0) return slip('one tile of the hand, e.g. 5d');
      if (got.every((t) => want.includes(t))) return result(true, `right: ${got.join(' or ')}${want.length > got.length ? ` (${step.expected} are as good)` : ''}`);
      const r = advise(q.hand, { rules: q.rules, by: 'chance', draws: DISCARD_DRAWS });
      const wrong = got.find((t) => !want.includes(t))!;
      const mine = r.ok ? r.discards.find((d) => d.tile === wrong) : undefined;
      if (!r.ok || !mine) return slip(`${wrong} is not in the hand: one of its tiles`);
      const best = r.discards[0];
      if (!mine.chances || !best.chances) return result(false, `${wrong} leaves it ${legalWords(mine.legal)}; the answer: ${step.expected}`);
      const cost = (best.chances.eitherWay.p - mine.chances.eitherWay.p) * 100;
      return result(
        false,
        `${wrong} costs ${cost.toFixed(1)} percentage points: ${chanceWords(mine.chances.eitherWay)} to win within ${DISCARD_DRAWS} draws against ${chanceWords(best.chances.eitherWay)} (it leaves the hand ${legalWords(mine.legal)}); the answer: ${step.expected}`,
      );
    }
    case 'build': {
      const s = score(text, { rules: q.rules });
      const want = a.fan as FanId;
      if (!s.ok) return slip(`that hand could not be read: ${s.error.message}`);
      if (s.fans.some((f) => f.id === want)) {
        const note = s.verdict === 'win' ? '' : ` (though the hand is not a valid win: ${s.reason})`;
        return result(true, `right: it counts ${FANS[want].name}${note}`);
      }
      return result(false, `it does not count ${FANS[want].name}; for example: ${a.example}`, { why: whyEach(text, q.rules, [want]) });
    }
    default:
      return result(false, `step ${stepIndex + 1} asks for ${step.ask}, which this quiz does not know`);
  }
}
