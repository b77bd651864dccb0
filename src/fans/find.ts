/**
 * Finding a fan by what a person types: its id, English or Chinese name, or a
 * prefix of any of them, in any case, with spaces, hyphens and apostrophes ignored
 * (`mcr fans <name>`, `mcr why <hand> <fan>`).
 */
import { FAN_IDS, FANS, type FanId } from './table.js';

/** The comparable form of a name: lower case, no spaces, hyphens, apostrophes or dots. */
const fold = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/[\s\-'’._]+/g, '');

const KEYS = FAN_IDS.map((id) => ({ id, keys: [fold(id), fold(FANS[id].name), fold(FANS[id].zh)] }));

/**
 * The fans `query` names: one when it is a fan's id or name exactly (or the only fan
 * it is a prefix of), several when it is a prefix of more than one (in RULES.md
 * order), none when it matches nothing.
 */
export function findFans(query: string): FanId[] {
  const q = fold(String(query));
  if (q === '') return [];
  const exact = KEYS.filter((k) => k.keys.includes(q)).map((k) => k.id);
  if (exact.length > 0) return exact;
  return KEYS.filter((k) => k.keys.some((key) => key.startsWith(q))).map((k) => k.id);
}
