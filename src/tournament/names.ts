/**
 * A player's name as the EMA results file wants it, last name and first name
 * (docs/TOURNAMENT.md "players.csv"): players.csv's `last_name` and `first_name`
 * columns when given; else "Last, First" at a comma; else a guess, which check lists:
 * a CJK name (Han, kana or Hangul, no space) family name first, one character or one
 * of the common two-character family names; a name of words, the last word, with the
 * particles before it (de, van der, von, da, ...) kept with it; the country a hint
 * (family name first, two Spanish surnames: splitName). Pure.
 */

export interface NameSplit {
  lastName: string;
  firstName: string;
  /** true when the split is a guess (no columns, no comma). */
  guessed: boolean;
}

/** Lower-case particles that belong to the last name when they come before it. */
const PARTICLES = new Set([
  'de', 'da', 'das', 'do', 'dos', 'di', 'del', 'della', 'dei', 'degli', 'du', 'des', 'la', 'le', 'lo', 'los', 'las',
  'van', 'von', 'der', 'den', 'ter', 'ten', 'te', 'zu', 'zum', 'zur', 'af', 'av', 'y', 'e', 'al', 'el', 'bin', 'ibn', 'st.', "d'", 'dello',
]);

/** Two-character Chinese family names (复姓) read as one family name. */
const COMPOUND_FAMILY = new Set([
  '欧阳', '司马', '诸葛', '上官', '东方', '皇甫', '尉迟', '公孙', '慕容', '令狐', '长孙', '宇文', '司徒', '夏侯', '轩辕', '端木', '独孤', '南宫', '西门', '百里',
  '歐陽', '司馬', '諸葛', '東方', '長孫', '軒轅',
]);

const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u;

/** Whether a word is written in CJK characters only. */
const isCjk = (word: string): boolean => CJK.test(word);

/** Countries whose names are written family name first, in Latin letters too (Kim Min-jun, Nguyễn Văn An, Tanaka Hiroshi, Kovács János). */
const FAMILY_FIRST = new Set(['CN', 'TW', 'HK', 'MO', 'KR', 'KP', 'VN', 'JP', 'HU']);
/** Spanish-speaking countries: two family names, the father's then the mother's (José García López). */
const TWO_SURNAMES = new Set(['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'EC', 'GT', 'CU', 'BO', 'DO', 'HN', 'PY', 'SV', 'NI', 'CR', 'PA', 'UY', 'PR']);

/**
 * A name's split, the player's country (an ISO alpha-2 code) a hint for a guess: a
 * name of words from a family-name-first country takes its first word as the last
 * name; one of three words or more from a Spanish-speaking country, its last two
 * (with the particles before them). Still a guess, listed as one.
 */
export function splitName(name: string, last = '', first = '', country = ''): NameSplit {
  const split = splitWords(name, last, first);
  if (!split.guessed) return split;
  const words = name.trim().split(/\s+/).filter((w) => w !== '');
  const code = country.trim().toUpperCase();
  if (words.length >= 2 && !words.every(isCjk) && FAMILY_FIRST.has(code)) return { lastName: words[0], firstName: words.slice(1).join(' '), guessed: true };
  if (words.length >= 3 && TWO_SURNAMES.has(code)) {
    let start = words.length - 2;
    while (start > 1 && PARTICLES.has(words[start - 1].toLowerCase())) start--;
    return { lastName: words.slice(start).join(' '), firstName: words.slice(0, start).join(' '), guessed: true };
  }
  return split;
}

function splitWords(name: string, last: string, first: string): NameSplit {
  if (last.trim() !== '' || first.trim() !== '') return { lastName: last.trim(), firstName: first.trim(), guessed: false };
  const comma = name.indexOf(',');
  if (comma >= 0) return { lastName: name.slice(0, comma).trim(), firstName: name.slice(comma + 1).trim(), guessed: false };
  const words = name.trim().split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return { lastName: '', firstName: '', guessed: true };
  if (words.length === 1) {
    const chars = Array.from(words[0]);
    if (isCjk(words[0]) && chars.length >= 2) {
      const family = chars.length >= 3 && COMPOUND_FAMILY.has(chars.slice(0, 2).join('')) ? 2 : 1;
      return { lastName: chars.slice(0, family).join(''), firstName: chars.slice(family).join(''), guessed: true };
    }
    return { lastName: words[0], firstName: '', guessed: true };
  }
  // CJK words: the first is the family name ("李 娜").
  if (words.every(isCjk)) return { lastName: words[0], firstName: words.slice(1).join(' '), guessed: true };
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1].toLowerCase())) start--;
  return { lastName: words.slice(start).join(' '), firstName: words.slice(0, start).join(' '), guessed: true };
}
