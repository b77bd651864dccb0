/**
 * Reads a session log (README.md "Session score sheet") into events. Pure, never
 * throws; every line that can not be read gives one SessionError with its line and
 * 1-based column (counted in code points, like the hand notation), and reading goes
 * on with the next line.
 *
 *   log     := line*
 *   line    := blank | '#' comment | players | rules | event    (a '#' anywhere starts a comment)
 *   players := 'players' NAME NAME NAME NAME                    (A B C D: E S W N at hand 1)
 *   totals  := 'totals' INT INT INT INT                         (a table that hands in only its
 *                                                               final scores, A B C D; then only
 *                                                               foul and pay lines, no hands)
 *   rules   := 'rules' PROFILE                                  (optional, before the first hand line:
 *                                                               green-book or mil; `mcr rules`)
 *   event   := N 'win' NAME ('self' | 'from' NAME) HAND
 *            | N 'draw'
 *            | N 'false' NAME [ 'self' | 'from' NAME ] HAND
 *            | N 'foul' NAME KIND
 *            | N 'pay' NAME AMOUNT 'to' NAME
 *   N       := 1..16, never lower than the line before's
 *   HAND    := the rest of the line in hand notation; +flowers, +last, +wall-last, +kong
 *              may be typed, +win +seat +round +from may not (the log gives them)
 *
 * Keywords are matched without regard to case, and so are names (shown as written in
 * the players line). Words are separated by spaces or tabs.
 *
 * Checked here: the line shapes, names, hand numbers (1..16, not going down), one win
 * or draw per hand and no false claim after it, and the options the log gives. The
 * hands themselves are read and scored by runSession.
 */
import type { Wind } from '../tiles.js';
import type { LogEvent, SessionError, SessionErrorCode, SessionLog, TypedHand } from './types.js';
import { isHandNumber, prevalentWind, seatWind, type PlayerIndex, HANDS_PER_SESSION } from './winds.js';
import { ruleProfile, unknownRulesMessage } from '../rules/profiles.js';

export const MAX_PAY = 1000;

interface Token {
  text: string;
  /** 1-based code-point column of the first character. */
  col: number;
  /** UTF-16 offset of the first character. */
  start: number;
}

interface Tokens {
  tokens: Token[];
  /** The line without its comment and trailing spaces. */
  content: string;
  /** Column just after the last character of content. */
  endCol: number;
}

const isSpace = (ch: string): boolean => ch === ' ' || ch === '\t';

/**
 * The text without its trailing spaces and tabs. A loop, not /[ \t]+$/: that regex
 * tries every start position of a run of blanks, quadratic on a long run not at the end.
 */
export function trimBlanksEnd(text: string): string {
  let end = text.length;
  while (end > 0) {
    const c = text.charCodeAt(end - 1);
    if (c !== 0x20 && c !== 0x09) break;
    end--;
  }
  return end === text.length ? text : text.slice(0, end);
}

function tokenize(line: string): Tokens {
  const hash = line.indexOf('#');
  const content = trimBlanksEnd(hash < 0 ? line : line.slice(0, hash));
  const tokens: Token[] = [];
  // Columns count code points: a low surrogate adds none.
  let col = 1;
  let i = 0;
  const n = content.length;
  while (i < n) {
    let c = content.charCodeAt(i);
    if (c === 0x20 || c === 0x09) {
      i++;
      col++;
      continue;
    }
    const start = i;
    const startCol = col;
    while (i < n && c !== 0x20 && c !== 0x09) {
      if (c < 0xdc00 || c > 0xdfff) col++;
      c = content.charCodeAt(++i);
    }
    tokens.push({ text: content.slice(start, i), col: startCol, start });
  }
  return { tokens, content, endCol: col };
}

/** The first word of a line (before any comment), lower case; '' for a blank or comment line. */
function firstWord(line: string): string {
  let i = 0;
  const n = line.length;
  while (i < n && (line.charCodeAt(i) === 0x20 || line.charCodeAt(i) === 0x09)) i++;
  const start = i;
  for (; i < n; i++) {
    const c = line.charCodeAt(i);
    if (c === 0x20 || c === 0x09 || c === 0x23) break;
  }
  return line.slice(start, i).toLowerCase();
}

const lower = (s: string): string => s.toLowerCase();
const WIND_NAMES: Record<Wind, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };
const PLAYERS_HINT = 'players <East> <South> <West> <North> (the seats at hand 1)';

/** Thrown inside one line's reader, caught by parseSession: the line's one error. */
class LineError {
  constructor(
    readonly code: SessionErrorCode,
    readonly message: string,
    readonly column: number | null,
  ) {}
}

const fail = (code: SessionErrorCode, message: string, column: number | null): never => {
  throw new LineError(code, message, column);
};

export function parseSession(text: string): SessionLog {
  const lines = String(text).split(/\r?\n/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const errors: SessionError[] = [];
  const events: LogEvent[] = [];
  const err = (line: number, e: LineError) =>
    errors.push({ line, column: e.column, code: e.code, message: e.message, source: lines[line - 1] ?? '' });

  // The players line is looked for first, so lines before it can still be read.
  let players: string[] | null = null;
  let playersLine = 0;
  let firstEventLine = 0;
  lines.forEach((line, k) => {
    const first = firstWord(line);
    if (first === '') return;
    if (first === 'players') {
      const { tokens, endCol } = tokenize(line);
      if (playersLine > 0) return;
      playersLine = k + 1;
      try {
        players = readPlayers(tokens, endCol);
      } catch (e) {
        if (!(e instanceof LineError)) throw e;
        err(k + 1, e);
      }
    } else if (firstEventLine === 0 && first !== 'rules') {
      firstEventLine = k + 1;
    }
  });
  const names = players as string[] | null;

  if (playersLine === 0) {
    err(firstEventLine || 1, new LineError('no-players', `the log has no players line; expected first: ${PLAYERS_HINT}`, null));
  } else if (firstEventLine > 0 && firstEventLine < playersLine) {
    err(
      playersLine,
      new LineError(
        'players-late',
        `the players line comes after the first hand line (line ${firstEventLine}); expected it before every hand line`,
        1,
      ),
    );
  }

  const state: ReadState = { names, lastHand: 0, lastHandLine: 0, ended: new Map() };
  let rules: SessionLog['rules'] = null;
  let totals: SessionLog['totals'] = null;
  let handLine = 0;
  lines.forEach((line, k) => {
    const lineNo = k + 1;
    const tok = tokenize(line);
    if (tok.tokens.length === 0) return;
    try {
      if (lower(tok.tokens[0].text) === 'rules') {
        rules = readRules(tok.tokens, lineNo, rules, firstEventLine);
        return;
      }
      if (lower(tok.tokens[0].text) === 'totals') {
        totals = readTotals(tok, lineNo, totals, handLine);
        return;
      }
      if (lower(tok.tokens[0].text) === 'players') {
        if (lineNo !== playersLine) {
          fail('players-late', `a second players line (the first is line ${playersLine}); expected one players line`, 1);
        }
        return;
      }
      const event = readEvent(lineNo, tok, state);
      if (event.kind === 'win' || event.kind === 'draw' || event.kind === 'false') {
        if (totals) {
          fail(
            'totals-with-hands',
            `a ${event.kind} line after the totals line (line ${(totals as { line: number }).line}); expected either hand lines or one totals line (with only foul and pay lines)`,
            tok.tokens[1].col,
          );
        }
        if (handLine === 0) handLine = lineNo;
      }
      if (names) events.push(event);
    } catch (e) {
      if (!(e instanceof LineError)) throw e;
      err(lineNo, e);
    }
  });

  errors.sort((a, b) => a.line - b.line);
  return { players: names, rules, totals, events, errors, lines };
}

const TOTALS_HINT = 'totals <A> <B> <C> <D>, the four final scores in the players line\'s order, e.g. "totals 120 -40 -30 -50"';

/** A `totals A B C D` line: the final scores of a table that hands in no hands. */
function readTotals(tok: Tokens, lineNo: number, before: SessionLog['totals'], handLine: number): SessionLog['totals'] {
  const { tokens, endCol } = tok;
  if (before) fail('bad-totals', `a second totals line (the first is line ${before.line}); expected one: ${TOTALS_HINT}`, 1);
  if (handLine > 0)
    fail('totals-with-hands', `a totals line after the hand line ${handLine}; expected either hand lines or one totals line`, 1);
  const values = tokens.slice(1);
  if (values.length > 4) fail('extra-text', `'${values[4].text}' at column ${values[4].col} after four scores; expected ${TOTALS_HINT}`, values[4].col);
  if (values.length < 4)
    fail('bad-totals', `${values.length} score${values.length === 1 ? '' : 's'} after "totals"; expected four: ${TOTALS_HINT}`, endCol);
  return {
    line: lineNo,
    values: values.map((t) => {
      const v = /^[+-]?[0-9]+$/.test(t.text) ? Number(t.text) : NaN;
      if (!Number.isSafeInteger(v)) fail('bad-totals', `'${t.text}' at column ${t.col}; expected a whole number: ${TOTALS_HINT}`, t.col);
      return v === 0 ? 0 : v;
    }),
  };
}

const RULES_HINT = 'rules <profile>, e.g. "rules mil" (mcr rules lists them), before the first hand line';

/** A `rules NAME` line: the profile the log is scored under. */
function readRules(tokens: Token[], lineNo: number, before: SessionLog['rules'], firstEventLine: number): SessionLog['rules'] {
  if (before) fail('bad-rules', `a second rules line (the first is line ${before.line}); expected one: ${RULES_HINT}`, 1);
  if (firstEventLine > 0 && firstEventLine < lineNo)
    fail('rules-late', `the rules line comes after the first hand line (line ${firstEventLine}); expected ${RULES_HINT}`, 1);
  if (tokens.length < 2) fail('bad-rules', `no profile name after "rules"; expected ${RULES_HINT}`, null);
  if (tokens.length > 2) fail('extra-text', `'${tokens[2].text}' at column ${tokens[2].col} after the profile name; expected ${RULES_HINT}`, tokens[2].col);
  const name = tokens[1].text;
  if (ruleProfile(name) === null) fail('bad-rules', `${unknownRulesMessage(name)}; expected ${RULES_HINT}`, tokens[1].col);
  return { name, line: lineNo };
}

function readPlayers(tokens: Token[], endCol: number): string[] {
  const names = tokens.slice(1);
  if (names.length < 4) {
    fail(
      'bad-players',
      `${names.length} name${names.length === 1 ? '' : 's'} after "players"; expected four: ${PLAYERS_HINT}`,
      endCol,
    );
  }
  if (names.length > 4) {
    fail('bad-players', `a fifth name '${names[4].text}' at column ${names[4].col}; expected four: ${PLAYERS_HINT}`, names[4].col);
  }
  names.forEach((t, i) => {
    const before = names.slice(0, i).find((o) => lower(o.text) === lower(t.text));
    if (before) {
      fail(
        'bad-players',
        `'${t.text}' at column ${t.col} is already the name at column ${before.col} (names are matched without regard to case); expected four different names`,
        t.col,
      );
    }
  });
  return names.map((t) => t.text);
}

interface ReadState {
  names: string[] | null;
  /** The hand number of the last line read, and that line. */
  lastHand: number;
  lastHandLine: number;
  /** Hands that have had their win or draw: hand number → line. */
  ended: Map<number, { line: number; kind: 'win' | 'draw' }>;
}

/** Reads one event line; throws LineError. */
function readEvent(lineNo: number, tok: Tokens, st: ReadState): LogEvent {
  const { tokens, content, endCol } = tok;
  const first = tokens[0];
  if (!/^[0-9]/.test(first.text)) {
    fail(
      'bad-line',
      `'${first.text}' at column ${first.col} starts no line; expected "players" or a hand number 1 to ${HANDS_PER_SESSION} (comments start with #)`,
      first.col,
    );
  }
  const hand = /^[0-9]+$/.test(first.text) ? Number(first.text) : NaN;
  if (!isHandNumber(hand)) {
    fail('bad-hand-number', `hand number '${first.text}' at column ${first.col}; expected a whole number 1 to ${HANDS_PER_SESSION}`, first.col);
  }
  if (hand < st.lastHand) {
    fail(
      'hand-number-down',
      `hand ${hand} comes after hand ${st.lastHand} (line ${st.lastHandLine}); expected hand numbers that never go down`,
      first.col,
    );
  }
  st.lastHand = hand;
  st.lastHandLine = lineNo;

  let at = 1;
  /** The next word, or an error saying what was expected there. */
  const next = (what: string): Token => {
    const t = tokens[at++];
    if (!t) fail('missing', `the line ends at column ${endCol}; expected ${what}`, endCol);
    return t;
  };
  const player = (what: string): PlayerIndex => {
    const t = next(what);
    if (!st.names) return 0; // no players line: reported once; names can not be checked
    const i = st.names.findIndex((n) => lower(n) === lower(t.text));
    if (i < 0) {
      fail('unknown-player', `unknown player '${t.text}' at column ${t.col}; expected ${what}: ${st.names.join(', ')}`, t.col);
    }
    return i as PlayerIndex;
  };
  const end = (hint = '') => {
    const t = tokens[at];
    if (t) fail('extra-text', `unexpected '${t.text}' at column ${t.col}; expected the end of the line${hint}`, t.col);
  };
  const rest = (): TypedHand => {
    const t = next('the hand in mcr notation');
    return { text: content.slice(t.start), column: t.col };
  };
  const name = (p: PlayerIndex): string => st.names?.[p] ?? '?';

  const kw = next(`what happened: win, draw, false, foul or pay`);
  const kind = lower(kw.text);
  switch (kind) {
    case 'win':
    case 'false': {
      const claimer = player(kind === 'win' ? 'the winner' : 'the player who claimed');
      let how: 'self' | 'discard' | null = null;
      let from: PlayerIndex | null = null;
      const how1 = tokens[at];
      const word = how1 ? lower(how1.text) : '';
      if (word === 'self') {
        at++;
        how = 'self';
      } else if (word === 'from') {
        at++;
        from = player('the player who discarded');
        if (from === claimer && st.names) {
          fail('same-player', `${name(from)} at column ${tokens[at - 1].col} is the ${kind === 'win' ? 'winner' : 'claimer'}; expected the player who discarded`, tokens[at - 1].col);
        }
        how = 'discard';
      } else if (kind === 'win') {
        const col = how1 ? how1.col : endCol;
        fail(
          'missing',
          `${how1 ? `'${how1.text}' at column ${col}` : `the line ends at column ${col}`}; expected "self" (self-drawn) or "from <player>" (won on that player's discard)`,
          col,
        );
      }
      const tiles = rest();
      checkHandEnded(hand, kind, st, kw.col);
      if (st.names) checkLogOptions(tiles, hand, kind, claimer, how, from, st.names);
      if (kind === 'win') {
        st.ended.set(hand, { line: lineNo, kind: 'win' });
        return { kind, line: lineNo, hand, player: claimer, how: how as 'self' | 'discard', from, tiles };
      }
      return { kind, line: lineNo, hand, player: claimer, how, from, tiles };
    }
    case 'draw': {
      end(' (a draw is just "<hand number> draw")');
      checkHandEnded(hand, 'draw', st, kw.col);
      st.ended.set(hand, { line: lineNo, kind: 'draw' });
      return { kind, line: lineNo, hand };
    }
    case 'foul': {
      const p = player('the player who made the foul');
      const foul = next('the kind of foul, one word (like change-of-mind)');
      end('; the kind of foul is one word (like change-of-mind): write a note after #');
      return { kind, line: lineNo, hand, player: p, foul: lower(foul.text) };
    }
    case 'pay': {
      const p = player('the player who pays');
      const a = next(`the amount, a whole number 1 to ${MAX_PAY}`);
      const amount = /^[0-9]+$/.test(a.text) ? Number(a.text) : NaN;
      if (!(amount >= 1 && amount <= MAX_PAY)) {
        fail('bad-amount', `amount '${a.text}' at column ${a.col}; expected a whole number 1 to ${MAX_PAY}`, a.col);
      }
      const to = next('"to" and the player who is paid');
      if (lower(to.text) !== 'to') {
        fail('missing', `'${to.text}' at column ${to.col}; expected "to" and the player who is paid`, to.col);
      }
      const q = player('the player who is paid');
      if (q === p && st.names) {
        fail('same-player', `${name(q)} at column ${tokens[at - 1].col} is the player who pays; expected another player`, tokens[at - 1].col);
      }
      end();
      return { kind, line: lineNo, hand, player: p, amount, to: q };
    }
    default:
      return fail('bad-keyword', `'${kw.text}' at column ${kw.col}; expected win, draw, false, foul or pay`, kw.col);
  }
}

/** One win or draw per hand; a false claim only before it. */
function checkHandEnded(hand: number, kind: 'win' | 'draw' | 'false', st: ReadState, col: number): void {
  const ended = st.ended.get(hand);
  if (!ended) return;
  if (kind === 'false') {
    fail(
      'hand-over',
      `hand ${hand} already ended with the ${ended.kind} of line ${ended.line}; expected a false claim before the hand's win or draw`,
      col,
    );
  }
  fail('hand-over', `hand ${hand} already has a ${ended.kind} (line ${ended.line}); expected one win or draw per hand`, col);
}

const LOG_OPTIONS = ['win', 'seat', 'round', 'from'] as const;

/**
 * +win, +seat, +round and +from come from the line and the wind table: typing one
 * is an error (saying whether it agrees or conflicts), pointing at its '+'.
 */
function checkLogOptions(
  tiles: TypedHand,
  hand: number,
  kind: 'win' | 'false',
  claimer: PlayerIndex,
  how: 'self' | 'discard' | null,
  from: PlayerIndex | null,
  names: string[],
): void {
  const chars = Array.from(tiles.text);
  for (let k = 0; k < chars.length; k++) {
    if (chars[k] !== '+') continue;
    let j = k + 1;
    let opt = '';
    while (j < chars.length && /[a-z-]/.test(chars[j])) opt += chars[j++];
    if (!(LOG_OPTIONS as readonly string[]).includes(opt)) continue;
    let value = '';
    if (chars[j] === ':') {
      j++;
      while (j < chars.length && !isSpace(chars[j]) && chars[j] !== '+') value += chars[j++];
    }
    const col = tiles.column + k;
    const written = `+${opt}${value ? `:${value}` : ''}`;
    const who = names[claimer];
    let expected: string | null;
    let source: string;
    switch (opt as (typeof LOG_OPTIONS)[number]) {
      case 'seat': {
        const w = seatWind(hand, claimer);
        expected = w;
        source = `the wind table (${who} is ${WIND_NAMES[w]} in hand ${hand})`;
        break;
      }
      case 'round': {
        const w = prevalentWind(hand);
        expected = w;
        source = `the wind table (hand ${hand} is in the ${WIND_NAMES[w]} round)`;
        break;
      }
      case 'win':
        expected = how === 'self' ? 'wall' : how === 'discard' ? 'discard' : null;
        source =
          how === null
            ? `the line, which says how the claim was made with "self" or "from <player>" after ${who}`
            : how === 'self'
              ? `the line's "self" (+win:wall)`
              : `the line's "from ${names[from as PlayerIndex]}" (+win:discard)`;
        break;
      case 'from':
        if (from === null) {
          expected = null;
          source =
            how === 'self'
              ? `the line's "self" (a self-drawn hand has no discarder)`
              : `the line, which names the discarder with "from <player>" after ${who}`;
        } else {
          const w = seatWind(hand, from);
          expected = w;
          source = `the line's "from ${names[from]}" (${names[from]} is ${WIND_NAMES[w]} in hand ${hand})`;
        }
        break;
    }
    const agrees = expected !== null && value === expected;
    fail(
      'log-option',
      `${written} at column ${col} ${agrees ? 'repeats' : 'conflicts with'} ${source}; expected no +win, +seat, +round or +from in a ${kind === 'win' ? 'win' : 'false claim'} line: the log gives them`,
      col,
    );
  }
}

