/**
 * Finding a fan by what a person types (`mcr fans <name>`, `mcr why <hand> <fan>`):
 * its id, English or Chinese name, or a prefix of any of them, folded as nearest.ts
 * folds names (case, spaces, hyphens, full-width forms, traditional characters); its
 * number in the list as `mcr fans` shows it (`28`, `no. 28`, `#28`); and the words
 * players use (`flowers`, `7 pairs`, `tsumo`). A name that finds nothing gets the
 * nearest ones (closestFans).
 */
import { closest, fold } from '../nearest.js';
import { FAN_IDS, FANS, type FanId } from './table.js';

/** Words players use for a fan that are not its name (folded when compared). */
const COMMON: Record<string, FanId> = {
  flowers: 'flower-tiles',
  flower: 'flower-tiles',
  tsumo: 'self-drawn',
  zimo: 'self-drawn',
  pinfu: 'all-chows',
  chicken: 'chicken-hand',
  pairs: 'seven-pairs',
  orphans: 'thirteen-orphans',
};

/** Numbers as players write them in names ("7 pairs", "13 orphans", "4 kongs"). */
const NUMBER_WORDS: Record<string, string> = { 1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five', 7: 'seven', 9: 'nine', 13: 'thirteen' };

const KEYS = FAN_IDS.map((id) => ({ id, keys: [fold(id), fold(FANS[id].name), fold(FANS[id].zh)] }));
const COMMON_KEYS = new Map(Object.entries(COMMON).map(([word, id]) => [fold(word), id]));

/** The fan with this number in the Green Book list, for `28`, `no. 28`, `No.28` or `#28`. */
function byNumber(query: string): FanId | null {
  const m = /^\s*(?:no\.?\s*|#)?(\d{1,3})\s*$/i.exec(query.normalize('NFKC'));
  if (!m) return null;
  return FAN_IDS.find((id) => FANS[id].no === Number(m[1])) ?? null;
}

/** The query with its numbers as words: `7 pairs` → `seven pairs`. */
const spelled = (query: string): string => query.replace(/\d+/g, (n) => NUMBER_WORDS[Number(n)] ?? n);

/**
 * The fans `query` names: one when it is a fan's number, id or name exactly, a common
 * word for one (or the only fan it is a prefix of), several when it is a prefix of
 * more than one (in RULES.md order), none when it matches nothing.
 */
export function findFans(query: string): FanId[] {
  const text = String(query).normalize('NFKC');
  const numbered = byNumber(text);
  if (numbered) return [numbered];
  const q = fold(spelled(text));
  if (q === '') return [];
  const exact = KEYS.filter((k) => k.keys.includes(q)).map((k) => k.id);
  if (exact.length > 0) return exact;
  const common = COMMON_KEYS.get(q);
  if (common) return [common];
  return KEYS.filter((k) => k.keys.some((key) => key.startsWith(q))).map((k) => k.id);
}

/** The fans whose names come nearest to a query that names none (at most three). */
export function closestFans(query: string): FanId[] {
  return closest(
    spelled(String(query)),
    KEYS.map(({ id, keys }) => ({ item: id, keys })),
  );
}
