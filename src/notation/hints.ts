/**
 * The hints of the scanner's errors (parse.ts), built only once a line can not be
 * read: "did you mean" for options and values, the honour words players write
 * instead of the letter, and the messages of the error paths that name the fix.
 */
import { readError, type ReadError } from '../errors.js';
import { nearest } from '../nearest.js';
import type { Wind } from '../tiles.js';
import { OPTION_SYNONYMS, WIN_VALUES } from './lenient.js';
import {
  asciiLower,
  describe,
  HONOR,
  indexAtColumn,
  isUnicodeFlower,
  isUnicodeTile,
  KIND,
  kindOf,
  OPT_FLOWERS,
  OPT_FROM,
  OPT_ROUND,
  OPT_SEAT,
  OPT_WIN,
  OPTION_LIST,
  OPTION_NAMES,
  OTHER,
  quote,
  SPACE,
  SUIT,
  wordEnd,
} from './chars.js';

/** What a near miss is compared with for "did you mean". */
export const OPTION_WORDS = [...OPTION_NAMES, ...OPTION_SYNONYMS.keys()];
export const WIN_WORDS = [...WIN_VALUES.keys()];

/** Wind names, refused as values (the reference corpus keeps `+round:east` an error) but named in the message. */
export const WIND_NAMES = new Map<string, Wind>([
  ['east', 'E'],
  ['south', 'S'],
  ['west', 'W'],
  ['north', 'N'],
  ['ea', 'E'],
  ['so', 'S'],
  ['we', 'W'],
  ['no', 'N'],
]);

/**
 * A hint when the word around UTF-16 index `at` (from the space before it to the next
 * one) is an option without its '+': `win:wall` → "did you mean +win:wall?". '' when
 * it is not.
 */
export function optionWordHint(line: string, at: number): string {
  let start = at;
  while (start > 0 && KIND[line.charCodeAt(start - 1)] !== SPACE) start--;
  const word = line.slice(start, wordEnd(line, start, false));
  const name = asciiLower(word.split(':')[0]);
  if (!OPTION_NAMES.includes(name) && !OPTION_SYNONYMS.has(name)) return '';
  return `did you mean +${quote(word)}? (options start with +)`;
}

/** English (and romanised) names of honors that players write instead of the letter. */
export const HONOUR_WORDS = new Map<string, string>();
for (const [fix, words] of [
  ['red dragon is R', 'rd dr red reddragon chun'],
  ['green dragon is G', 'gd dg gr grn green greendragon hatsu'],
  ['white dragon is P (W is West)', 'wd dw wh wht white whitedragon'],
  ['white dragon is P', 'haku'],
  ['East is E', 'ea east'],
  ['South is S', 'so sth south'],
  ['West is W', 'we wst west'],
  ['North is N', 'no nth north'],
] as const) {
  for (const w of words.split(' ')) HONOUR_WORDS.set(w, fix);
}


export const isAsciiLetter = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/**
 * A hint naming the fix when the character at UTF-16 index `at` is a letter that,
 * with the capital just before it (an honor letter already read) and the letters after
 * it, spells an honor's name: `Rd` → "red dragon is R", `Wh` → "white dragon is P".
 * '' when it does not.
 */
export function honourWordHint(line: string, at: number): string {
  if (!isAsciiLetter(line.charCodeAt(at))) return '';
  const prev = at > 0 ? line.charCodeAt(at - 1) : -1;
  const start = prev >= 0x41 && prev <= 0x5a ? at - 1 : at;
  let end = at;
  while (end < line.length && isAsciiLetter(line.charCodeAt(end))) end++;
  if (end - start > 16) return '';
  // The whole run of letters, else its longest start that names an honor (`WhWhWh`).
  for (let to = end; to - start >= 2; to--) {
    const fix = HONOUR_WORDS.get(asciiLower(line.slice(start, to)));
    if (fix) return `${fix}: write ${fix.charAt(fix.indexOf(' is ') + 4)}, not '${line.slice(start, to)}'`;
  }
  return '';
}

/** A suit letter (code c) at UTF-16 index i, column here, with no digits before it. */
export function straySuitLetter(line: string, i: number, here: number, c: number): ReadError {
  const ch = String.fromCharCode(c);
  const named = optionWordHint(line, i) || honourWordHint(line, i);
  return readError(
    'stray-suit-letter',
    named
      ? `suit letter '${ch}' at column ${here} has no digits before it; ${named}`
      : `suit letter '${ch}' at column ${here} has no digits before it; expected digits then the suit letter (like 5${ch}), or an honor letter (E S W N R G P, or C F: honors are capitals)`,
    here,
  );
}

/**
 * Digits from `start` (column startCol) to `end` (column col) with no suit letter after
 * them; c is the UTF-16 unit that follows them (-1 at the end of the line).
 */
export function noSuitLetter(line: string, start: number, end: number, startCol: number, col: number, c: number): ReadError {
  const digitsText = quote(line.slice(start, end));
  // A capital suit letter (123B, 123C): name the fix.
  const lower = c >= 0x41 && c <= 0x5a ? c + 0x20 : -1;
  const caseHint =
    lower >= 0 && (KIND[lower] === SUIT || lower === 0x7a)
      ? `suit letters are lower case: ${digitsText}${String.fromCharCode(lower)}`
      : '';
  if (c >= 0) {
    const cp = line.codePointAt(end) as number;
    if (kindOf(cp) === OTHER && !isUnicodeTile(cp) && !isUnicodeFlower(cp)) {
      if (caseHint) {
        return readError('unknown-character', `unknown character ${describe(cp)} at column ${col}; ${caseHint}`, col);
      }
      return unknownCharacter(line, end, col, cp, `expected a suit letter (b c d, or s m p) after the digits '${digitsText}'`);
    }
  }
  return readError(
    'missing-suffix',
    `digits '${digitsText}' at column ${startCol} have no suit letter; ` +
      (caseHint
        ? `${caseHint} (the capital ${String.fromCharCode(c)} at column ${col} is an honor)`
        : `expected b, c or d (or s, m, p) at column ${col}`),
    startCol,
  );
}

/** An option whose name, from UTF-16 index i, is not one of OPTION_NAMES. */
export function unknownOption(line: string, i: number, plusCol: number): ReadError {
  const name = line.slice(i, wordEnd(line, i, true));
  const dashed = asciiLower(name.replaceAll('_', '-'));
  const named = NAMED_OPTIONS.get(dashed);
  const equals = equalsHint(name);
  const near = OPTION_NAMES.includes(dashed) ? dashed : named || equals ? null : nearest(asciiLower(name), OPTION_WORDS);
  const hint = named ? ` (${named})` : equals || (near ? ` (did you mean +${near}?)` : '');
  return readError(
    'bad-option',
    `unknown option '+${quote(name)}' at column ${plusCol}${hint}; expected ${OPTION_LIST}`,
    plusCol,
  );
}

/** Words for options that a near miss would get wrong (`+rob` is nearest `+ron`): what they are. */
const NAMED_OPTIONS = new Map<string, string>();
for (const w of ['rob', 'robbed', 'robbing', 'rob-kong', 'robkong', 'robbing-a-kong', 'chankan', 'qianggang']) {
  NAMED_OPTIONS.set(w, 'robbing a kong is +kong, on a discard win');
}
for (const w of ['replacement', 'rinshan', 'after-kong']) NAMED_OPTIONS.set(w, "a kong's replacement tile is +kong with +win:wall");

/** `+seat=S`: an option name and its value with '=' for ':' ("did you mean +seat:S?"), '' otherwise. */
function equalsHint(word: string): string {
  const eq = word.indexOf('=');
  if (eq <= 0) return '';
  const name = asciiLower(word.slice(0, eq));
  if (!OPTION_NAMES.includes(name)) return '';
  const value = word.slice(eq + 1);
  const wind = WIND_NAMES.get(asciiLower(value));
  return ` (did you mean +${name}:${quote(wind ?? value)}? a value follows ':')`;
}

/** Option opt written a second time, at plusCol (the first time at firstCol). */
export function duplicateOption(line: string, opt: number, firstCol: number, plusCol: number): ReadError {
  // Each as written; a synonym says what it is read as, or `+tsumo +win:wall` reads as a riddle.
  const written = (col: number) => {
    const k = indexAtColumn(line, col);
    const word = line.slice(k, wordEnd(line, k, false));
    const synonym = OPTION_SYNONYMS.get(asciiLower(word.slice(1).split(':')[0]));
    const read = synonym ? ` (read as +${OPTION_NAMES[opt]}${synonym.win ? `:${synonym.win}` : ''})` : '';
    return `${quote(word)} at column ${col}${read}`;
  };
  return readError(
    'duplicate-option',
    `option +${OPTION_NAMES[opt]} is given a second time: ${written(firstCol)}, then ${written(plusCol)}; expected each option at most once`,
    plusCol,
  );
}

/** Option opt, which takes a value, has none; `at` is the column where ':' was expected. */
export function missingValue(opt: number, plusCol: number, at: number, after = ''): ReadError {
  const name = OPTION_NAMES[opt];
  // The value written after a space (`+flowers 2`): offered glued, when it is one.
  const word = /^\s+([^\s+]+)/.exec(after)?.[1] ?? '';
  const fits = opt === OPT_WIN ? /^(wall|discard)$/i : opt === OPT_FLOWERS ? /^[0-8]$/ : /^[ESWN]$/i;
  const mean = fits.test(word) ? ` (did you mean +${name}:${word}? no space before the value)` : '';
  if (opt === OPT_WIN) {
    return readError('bad-option', `option +win at column ${plusCol} has no value; expected +win:wall or +win:discard${mean}`, at);
  }
  if (opt === OPT_FLOWERS) {
    return readError('bad-flowers', `option +flowers at column ${plusCol} has no value; expected +flowers:0 to +flowers:8${mean}`, at);
  }
  return readError('bad-wind', `option +${name} at column ${plusCol} has no value; expected +${name}:E, S, W or N${mean}`, at);
}

/**
 * Option opt has a bad value, or a value it does not take (a flag); the value starts at
 * UTF-16 index i, column valueCol.
 */
export function badValue(line: string, i: number, opt: number, plusCol: number, valueCol: number): ReadError {
  const name = OPTION_NAMES[opt];
  const value = line.slice(i, wordEnd(line, i, false));
  // A '+' inside a value most likely starts an option that lacks its space.
  const spaceHint = value.includes('+') ? ' (options are separated by spaces)' : '';
  switch (opt) {
    case OPT_WIN: {
      const near = nearest(asciiLower(value), WIN_WORDS);
      const meant = near ? ` (did you mean +win:${near}?)` : '';
      return readError(
        'bad-option',
        `bad value '${quote(value)}' for +win at column ${valueCol}${meant}; expected wall or discard${spaceHint}`,
        valueCol,
      );
    }
    case OPT_SEAT:
    case OPT_ROUND:
    case OPT_FROM: {
      // Wind names are not taken (the notation writes one letter), but named.
      const wind = WIND_NAMES.get(asciiLower(value));
      const meant = wind ? ` (did you mean +${name}:${wind}?)` : '';
      return readError(
        'bad-wind',
        `bad wind '${quote(value)}' for +${name} at column ${valueCol}${meant}; expected E, S, W or N${spaceHint}`,
        valueCol,
      );
    }
    case OPT_FLOWERS:
      return readError(
        'bad-flowers',
        `bad flower count '${quote(value)}' at column ${valueCol}; expected a whole number from 0 to 8${spaceHint}`,
        valueCol,
      );
    default:
      // +last, +wall-last, +kong: flags without a value; the column is the ':'.
      return readError(
        'bad-option',
        `option +${name} at column ${plusCol} takes no value; expected just +${name}`,
        valueCol - 1,
      );
  }
}

/** An unknown character cp at UTF-16 index i, column col. */
export function unknownCharacter(line: string, i: number, col: number, cp: number, expected: string): ReadError {
  let hint = '';
  const named = cp < 0x80 ? optionWordHint(line, i) || honourWordHint(line, i) : '';
  if (named) {
    return readError('unknown-character', `unknown character ${describe(cp)} at column ${col}; ${named}`, col);
  }
  if (cp >= 0x61 && cp <= 0x7a && kindOf(cp - 0x20) === HONOR) {
    hint = ` (honors are capitals: did you mean '${String.fromCharCode(cp - 0x20)}'?)`;
  }
  return readError(
    'unknown-character',
    `unknown character ${describe(cp)} at column ${col}; ${expected}${hint}`,
    col,
  );
}
