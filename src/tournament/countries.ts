/**
 * Country codes of players.csv against ISO 3166-1 alpha-2 (the `iso-3166` package,
 * wooorm/iso-3166: the assigned codes, and the exceptionally reserved ones such as UK
 * and EU that federations use). A code not in the list gets a warning with the
 * nearest code: the alpha-2 of an alpha-3 code (DEU: DE), of a country's name
 * (Germany: DE), or two letters swapped or one changed when few codes are that near. Pure.
 */
import { iso31661 } from 'iso-3166/1.js';
import { iso31661Reserved } from 'iso-3166/1-reserved.js';

const CODES = new Set<string>([...iso31661.map((c) => c.alpha2), ...iso31661Reserved.filter((c) => c.state === 'exceptionally-reserved').map((c) => c.alpha2)]);
const BY_ALPHA3 = new Map(iso31661.map((c) => [c.alpha3, c.alpha2]));

/** Whether a country field is a known code (empty is allowed: no country given). */
export const knownCountry = (code: string): boolean => code === '' || CODES.has(code);

/** Lower-case names -> codes: each country's ISO name, and its part before a comma ("Netherlands, Kingdom of the": Netherlands). */
const BY_NAME = new Map<string, string[]>();
for (const c of iso31661)
  for (const n of new Set([c.name, c.name.split(',')[0]])) {
    const key = n.trim().toLowerCase();
    BY_NAME.set(key, [...(BY_NAME.get(key) ?? []), c.alpha2]);
  }
/** English short names in common use that the ISO list writes otherwise, each meaning one country. */
const SHORT_NAMES: Record<string, string> = {
  'united states': 'US', 'united kingdom': 'GB', 'great britain': 'GB', russia: 'RU', vietnam: 'VN', 'south korea': 'KR', 'north korea': 'KP',
  'czech republic': 'CZ', 'the netherlands': 'NL', syria: 'SY', laos: 'LA',
};

/**
 * The alpha-2 code a country field means for certain: itself (in any case), the code
 * of an alpha-3 code (DEU: DE), of a country's English name (Sweden: SE; Netherlands:
 * NL) when one country has that name, or of a short name in common use (Vietnam: VN);
 * '' for an empty field; null when not certain (Korea: KP or KR).
 */
export function certainCountry(value: string): string | null {
  const upper = value.trim().toUpperCase();
  if (upper === '' || CODES.has(upper)) return upper;
  const a3 = BY_ALPHA3.get(upper);
  if (a3) return a3;
  const lower = value.trim().toLowerCase();
  const named = BY_NAME.get(lower);
  if (named && named.length === 1) return named[0];
  return SHORT_NAMES[lower] ?? null;
}

/** The code (or codes, 'A or B') most likely meant by an unknown one, or '' when none is near. */
export function nearestCountry(code: string): string {
  const certain = certainCountry(code);
  if (certain) return certain;
  const upper = code.trim().toUpperCase();
  const lower = code.trim().toLowerCase();
  if (lower.length >= 3) {
    const named = iso31661.filter((c) => c.name.toLowerCase().startsWith(`${lower} `) || c.name.toLowerCase().startsWith(`${lower},`));
    if (named.length > 0 && named.length <= 3) return named.map((c) => c.alpha2).join(' or ');
  }
  if (upper.length !== 2) return '';
  // Two letters swapped, else one changed: said only when few codes are that near.
  const swapped = `${upper[1]}${upper[0]}`;
  if (CODES.has(swapped)) return swapped;
  for (const same of [0, 1]) {
    const near = [...CODES].filter((c) => c[same] === upper[same] && c !== upper);
    if (near.length > 0 && near.length <= 3) return near.join(' or ');
  }
  return '';
}
