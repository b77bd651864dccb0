/**
 * A player's progress as data (docs/QUIZ.md "Progress"): answers per kind, and per
 * fan a Leitner box. A fan missed goes back to box 1; a fan answered right moves up
 * a box (at most 5). A fan in box b is due again b*b questions after it was last
 * asked; the fans due, lowest box first, are the quiz's `focus`, so the next
 * questions lean on what the player misses. Pure functions; the CLI keeps the
 * object in a JSON file, the page in localStorage.
 */
import { FAN_IDS, type FanId } from '../fans/table.js';
import { QUIZ_KINDS, type QuizKind } from './types.js';

const isKindName = (k: unknown): k is QuizKind => (QUIZ_KINDS as readonly unknown[]).includes(k);

export const PROGRESS_SCHEMA_ID = 'mcr-quiz-progress/1' as const;
const TOP_BOX = 5;

export interface Tally {
  asked: number;
  right: number;
}

export interface FanProgress extends Tally {
  /** 1 (missed lately) to 5 (known). */
  box: number;
  /** The question number (`turn`) it was last asked at. */
  last: number;
}

export interface Progress {
  schema: typeof PROGRESS_SCHEMA_ID;
  /** Questions answered in all (the clock of the boxes). */
  turn: number;
  kinds: Partial<Record<QuizKind, Tally>>;
  fans: Partial<Record<FanId, FanProgress>>;
}

export const emptyProgress = (): Progress => ({ schema: PROGRESS_SCHEMA_ID, turn: 0, kinds: {}, fans: {} });

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;

/** Progress read back from its JSON text; anything unreadable is left out (a bad file starts afresh). */
export function readProgress(text: string): Progress {
  const p = emptyProgress();
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return p;
  }
  if (!v || typeof v !== 'object') return p;
  const o = v as Record<string, unknown>;
  if (isCount(o.turn)) p.turn = o.turn;
  const kinds = o.kinds && typeof o.kinds === 'object' ? (o.kinds as Record<string, unknown>) : {};
  for (const [k, t] of Object.entries(kinds)) {
    const tally = t as Record<string, unknown> | null;
    // Never more right than asked (a hostile store could say "1000000 of 3 right").
    if (isKindName(k) && tally && isCount(tally.asked) && isCount(tally.right) && tally.right <= tally.asked) p.kinds[k] = { asked: tally.asked, right: tally.right };
  }
  // The clock counts every answer: never fewer than the kinds' answers together.
  p.turn = Math.max(p.turn, Object.values(p.kinds).reduce((n, t) => n + (t?.asked ?? 0), 0));
  const fans = o.fans && typeof o.fans === 'object' ? (o.fans as Record<string, unknown>) : {};
  for (const id of FAN_IDS) {
    if (!Object.prototype.hasOwnProperty.call(fans, id)) continue;
    const f = fans[id] as Record<string, unknown> | null;
    if (f && isCount(f.asked) && isCount(f.right) && isCount(f.box) && isCount(f.last) && f.box >= 1 && f.box <= TOP_BOX && f.right <= f.asked && f.last <= p.turn) {
      p.fans[id] = { asked: f.asked, right: f.right, box: f.box, last: f.last };
    }
  }
  return p;
}

/**
 * `p` when it has the shape of a Progress (its counts checked by readProgress's
 * rules), else what readProgress makes of it: the library's calls take any value
 * (undefined, a hostile object) without throwing.
 */
function progressOf(p: unknown): Progress {
  try {
    return readProgress(JSON.stringify(p) ?? '');
  } catch {
    return emptyProgress();
  }
}

/**
 * Progress after one answered question: the kind's tally, and each fan the
 * question was about moved (missed fans to box 1, the others up one).
 */
export function recordAnswer(given: Progress, kind: QuizKind, correct: boolean, about: readonly FanId[], missed: readonly FanId[] = []): Progress {
  const p = progressOf(given);
  const fanList = (v: unknown): FanId[] => {
    try {
      return Array.isArray(v) ? v.filter((id): id is FanId => FAN_IDS.includes(id as FanId)) : [];
    } catch {
      return [];
    }
  };
  about = fanList(about);
  missed = fanList(missed);
  if (!isKindName(kind)) return p;
  correct = correct === true;
  const turn = p.turn + 1;
  const k = p.kinds[kind] ?? { asked: 0, right: 0 };
  const fans = { ...p.fans };
  for (const id of new Set([...about, ...missed])) {
    const f = fans[id] ?? { asked: 0, right: 0, box: 1, last: 0 };
    const wrong = missed.includes(id) || (!correct && about.length === 1);
    fans[id] = { asked: f.asked + 1, right: f.right + (wrong ? 0 : 1), box: wrong ? 1 : Math.min(TOP_BOX, f.box + 1), last: turn };
  }
  return { ...p, turn, kinds: { ...p.kinds, [kind]: { asked: k.asked + 1, right: k.right + (correct ? 1 : 0) } }, fans };
}

/** The fans due again, lowest box first, then longest unasked (at most `n`). */
export function focusOf(given: Progress, n = 3): FanId[] {
  const p = progressOf(given);
  const due = FAN_IDS.filter((id) => {
    const f = p.fans[id];
    return f !== undefined && f.box < TOP_BOX && p.turn - f.last >= f.box * f.box;
  });
  due.sort((a, b) => p.fans[a]!.box - p.fans[b]!.box || p.fans[a]!.last - p.fans[b]!.last);
  return due.slice(0, n);
}

/** The fans missed most (missed = asked - right), for the stats screen. */
export function mostMissed(given: Progress, n = 5): { fan: FanId; asked: number; missed: number }[] {
  const p = progressOf(given);
  return FAN_IDS.flatMap((id) => {
    const f = p.fans[id];
    return f && f.asked > f.right ? [{ fan: id, asked: f.asked, missed: f.asked - f.right }] : [];
  })
    .sort((a, b) => b.missed - a.missed || b.asked - a.asked)
    .slice(0, n);
}
