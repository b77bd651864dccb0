/**
 * English: the model catalog. Every other catalog has the shape of this one
 * (types.ts Catalog), so the compiler demands each of its keys there.
 *
 * Tile notation (9d, [123b], +win:wall), option names, commands and proper names are
 * the same in every language; they are parameters, never words of a catalog.
 */
import type { ErrorCode } from '../errors.js';
import type { PaymentRole, ReasonCode } from '../result.js';
import type { CommandWords, NamedFan } from './words.js';

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
/** "S", "S and W", "S, W and N". */
const list = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

export const en = {
  /** The language's own name, for the page's switch. */
  name: 'English',
  /** The language of an HTML page (<html lang>). */
  htmlLang: 'en',
  list,
  /** A wind as prose names it: the seat S, the round E. */
  wind: (w: string): string => w,
  /** A fan's name in this language, and in the other column (the second language). */
  fan: (f: NamedFan): string => f.name,
  fanOther: (f: NamedFan): string => f.zh,

  screen: {
    win: (total: number) => `WIN ${total}`,
    belowMinimum: (points: number, minimum: number) => `BELOW MINIMUM ${points} of ${minimum}`,
    notWinning: 'NOT A WINNING HAND',
    verdictWin: 'WIN',
    verdictBelow: 'BELOW MINIMUM',
    tileCountShort: ' (tile count: check the tiles typed)',
    flowersDoNotCount: (n: number) => ` (+${plural(n, 'flower')}, which do not count)`,
    falseClaimOn: (tile: string) => `false claim on ${tile}`,
    /** Why a hand is not a win: the result's own sentence (score.ts) in English. */
    reason: (code: ReasonCode | null, reason: string | null) => reason ?? 'the tiles make no winning hand',
    role: (role: PaymentRole) => role,
    /** A special shape the scorer names in English that is no fan's name (score.ts SHAPE_NAMES). */
    shape: (name: string) => name,
    eachList: (items: readonly string[]) => items.join(', '),
    fanList: (items: readonly string[]) => items.join(', '),
    checkTiles: 'check the tiles typed',
    ifClaimStands: (pays: string) => `; if the claim stands, ${pays}`,
    dash: ' — ',
    paysEach: (who: string, n: number) => `${who} pays ${n} to each other player`,
    each: (n: number) => `${n} each`,
    selfDrawnPays: (tile: string, me: string, losers: string, each: string) => `won on ${tile}, self-drawn by ${me}: ${losers} pay ${each}`,
    discardNotNamedPays: (tile: string, d: string, others: number) =>
      `won on ${tile}, on a discard (discarder not named): the discarder pays ${d}, the other two ${others} each`,
    discardPays: (tile: string, d: string, amount: number, others: string, otherAmount: number) =>
      `won on ${tile}, on ${d}'s discard: ${d} pays ${amount}, ${others} pay ${otherAmount}`,
    /** "seat E", "round S". */
    assumedValue: (option: 'seat' | 'round', wind: string) => `${option} ${wind}`,
    onlyIf: (values: string) => ` only if ${values}`,
    onlyIfGive: (values: string, options: string) => ` only if ${values}: give ${options}`,
    assumedFan: (name: string, values: string) => `${name} (${values} assumed)`,
    claimedOn: (tile: string, how: string) => `claimed on ${tile}, ${how}`,
    wonOn: (tile: string, how: string) => `won on ${tile}, ${how}`,
    selfDrawn: 'self-drawn',
    selfDrawnKong: "self-drawn, a kong's replacement tile",
    robbingKong: (d: string | null) => `robbing ${d === null ? 'a' : `${d}'s`} kong`,
    onDiscard: (d: string | null) => (d === null ? 'on a discard' : `on ${d}'s discard`),
    lastOfWall: ', the last tile of the wall',
    noFans: 'no fans',
    note: (message: string) => `note: ${message}`,
    winningTileTaken: (tile: string, message: string) => message,
    place: (line: number) => `line ${line}`,
    fan: 'Fan',
    otherLanguage: '中文',
    points: 'Points',
    notCountedWith: 'Not counted with it',
    fans: 'Fans',
    notCountedWithList: (excluded: string) => `; not counted with it: ${excluded}`,
    hand: 'Hand',
    given: 'Given',
    defaults: 'Defaults',
    noteLabel: 'Note',
    sets: 'Sets',
    net: 'Net',
    total: 'Total',
    /** The widest label above, in cells, and one space. */
    labelWidth: 10,
    sum: (fanPoints: number, flowers: number) => ` (${fanPoints} fan points + ${plural(flowers, 'flower')})`,
    error: 'error: ',
    colon: ': ',
  },

  assumptions: {
    seat: (w: string) => `seat ${w}`,
    round: (w: string) => `round ${w}`,
    depends: ' (the score depends on it)',
    selfDrawn: 'self-drawn',
    onDiscard: 'won on a discard',
    discarder: (w: string) => `discarder ${w}`,
    discarderNotNamed: 'discarder not named',
    flowers: (n: number) => (n === 0 ? 'no flowers' : plural(n, 'flower')),
    lastImplied: '+last (implied by the melds)',
    none: (options: readonly string[]) =>
      `no ${options.slice(0, -1).join(', ')}${options.length > 1 ? ' or ' : ''}${options[options.length - 1]}`,
    rules: (name: string) => `rules ${name}`,
  },

  /** A reading error's sentence (errors.ts): the reader's own, in English. */
  readError: (code: ErrorCode, message: string) => message,

  /** The page's scorer view (web/): the words of web/index.html by their data-t key, and those main.ts writes. */
  page: {
    static: {
      tagline: 'Mahjong Competition Rules scoring',
      scorer: 'Scorer',
      practice: 'Practice',
      hand: 'Hand',
      details: 'Fans, payments and why ↓',
      tile: 'Tile',
      chow: 'Chow',
      pung: 'Pung',
      kong: 'Kong',
      concealedKong: 'Concealed kong',
      undo: 'Undo',
      clear: 'Clear',
      win: 'Win',
      onDiscard: 'On a discard',
      selfDrawn: 'Self-drawn',
      discardedBy: 'Discarded by',
      unknown: 'Unknown',
      seatWind: 'Seat wind',
      prevalentWind: 'Prevalent wind',
      flowers: 'Flowers',
      winningTile: 'Winning tile',
      lastOfKind: 'Last of its kind',
      lastOfWall: 'Last tile of the wall',
      rules: 'Rules',
      fanNames: 'Fan names',
      language: 'Language',
      footer: 'Works offline. The same scorer as the mcr command.',
    },
    /** aria-label and the like, by their data-t-label key. */
    labels: {
      views: 'Views',
      entry: 'Hand entry',
      picked: 'Tiles in the hand (tap one to take it out)',
      addAs: 'Add tiles as',
      tiles: 'Tiles',
      result: 'Result',
      flowerLess: 'One flower less',
      flowerMore: 'One flower more',
      flowers: 'Flowers',
    },
    wind: { E: 'East', S: 'South', W: 'West', N: 'North' } as Record<string, string>,
    unknown: 'unknown',
    /** The word under a tile of the picker (its code: 5b, E), from the picker's own English one. */
    tileUnder: (code: string, under: string) => under,
    atMostFourMelds: 'A hand has at most 4 melds.',
    kongOnWall: 'Kong: won on the replacement tile',
    kongOnDiscard: 'Kong: robbing the kong',
    remove: 'Remove ',
    removeMeld: (kind: 'chow' | 'pung' | 'kong' | 'concealed-kong') =>
      `Remove ${kind === 'kong' ? 'melded kong' : kind === 'concealed-kong' ? 'concealed kong' : kind} `,
    theLastTile: ', the last tile',
    winningTileTag: 'winning tile',
    tiles: (n: number) => plural(n, 'tile'),
    kongCounts3: ' (a kong counts 3)',
    toWaits: 'The waits ↓',
    toDetails: 'Fans, payments and why ↓',
    start: 'Tap tiles or type a hand',
    startSub: '14 tiles to score, 13 to see the waits.',
    nowStanding: 'Now the standing tiles, the winning tile last.',
    cannotRead: 'Cannot read the hand',
    seeColumn: (col: number) => `See column ${col}, marked above.`,
    seeMessage: 'See the message above.',
    moreTiles: (toWaits: number, toScore: number) => `${toWaits} more to see the waits, ${toScore} more to score.`,
    tooMany: (n: number) => `${n} too many for a hand (a kong counts 3).`,
    column: (col: number) => `column ${col}`,
    assumed: (option: 'seat' | 'round', wind: string) => `${option} ${wind} assumed: the score depends on it `,
    assumedButton: (option: 'seat' | 'round', wind: string) => `${option} ${wind}`,
    validWin: (total: number) => `Valid win: ${total} points`,
    withFlowers: (fanPoints: number, flowers: number) => `${fanPoints} fan points and ${flowers} for flowers`,
    below: (minimum: number, points: number) => `Below ${minimum} points: ${points}`,
    noWinningHand: 'No winning hand',
    arrangement: 'Arrangement',
    fans: 'Fans',
    excludedBy: (name: string) => `excluded by ${name}`,
    notCounted: 'Not counted',
    payments: 'Payments',
    seat: 'Seat',
    role: 'Role',
    amount: 'Amount',
    why: (name: string) => `${name}: why`,
    everyFan: 'Every fan: why it counts or not',
    whyTitle: (name: string) => `Why: ${name}`,
    ready: (n: number) => `Ready: ${plural(n, 'winning tile')}`,
    notReady: (n: number) => `Not ready: ${plural(n, 'tile')} from ready`,
    waits: 'Waits',
    drawsThatHelp: 'Draws that help',
    bothWays: 'Each wait is scored both ways, on a discard and self-drawn.',
    unseen: (tile: string, n: number) => ` ${tile}, ${n} unseen`,
    waitWin: 'Win',
    waitPoints: 'Points',
    receives: 'Receives',
    discard: 'discard',
    selfDrawnRow: 'self-drawn',
    yes: 'yes',
    no: 'no',
  },

  /** `mcr fans`: the list (commands/fans.ts). */
  fans: {
    listTitle: (rules: string, isDefault: boolean, worth: number | null) =>
      (worth === null ? '' : `The ${worth}-point fans. `) +
      `The fans under ${rules}${isDefault ? ' (the default rules)' : ''}: number, name, Chinese name, points. ` +
      'mcr fans NAME (or its number) shows one fan with its exclusions; mcr fans --long shows every fan that way.',
    notPlayed: (rules: string) => `- not played under ${rules}`,
    noSuchFan: (query: string, near: readonly string[]) =>
      `no fan is called "${query}"${near.length > 0 ? `; did you mean ${near.join(', ')}?` : ''} (mcr fans lists them all)`,
  },

  /** The help's frame (commands/program.ts); the commands' own words are their declarations'. */
  help: {
    usage: 'Usage:',
    arguments: 'Arguments:',
    commands: 'Commands:',
    options: 'Options:',
    examples: 'Examples:',
    title: (title: string) => `${title}:`,
    exits: (text: string) => `Exit codes: ${text}`,
    manual: (page: string, dir: string) => `Manual: docs/${page}${dir ? `, installed with mcr in ${dir}` : ''}`,
    help: 'this help',
    lang: 'the language of the screens: en or zh (else MCR_LANG, else the locale: LC_ALL, LC_MESSAGES, LANG)',
    error: 'error: ',
    langInvalid: (v: string, langs: string) => `--lang takes one of ${langs}, not '${v}'`,
    langMissing: (langs: string) => `option '--lang <lang>' needs a value: ${langs}`,
    handOption: (raw: string, line: string, bare: string) => `'${raw}' is no option of ${line}; a hand's options start with +: +${bare}`,
    takesNoValue: (name: string, line: string) => `option '${name}' takes no value (${line} --help)`,
    unknownOption: (raw: string, near: string | undefined, line: string) =>
      `unknown option '${raw}'${near ? `; did you mean ${near}?` : ''} (${line} --help lists the options)`,
    needsValue: (option: string, line: string) => `option '${option}' needs a value (${line} --help)`,
    unknownCommand: (line: string, word: string, near: string | undefined, names: string) =>
      `${line} has no command '${word}'; ${near ? `did you mean \`${line} ${near}\`?` : `expected one of ${names}`} (${line} --help lists them)`,
    notTaken: (option: string, line: string, takes: string) => `${option} is not an option of ${line}; it takes ${takes}`,
    wholeNumber: (name: string, min: number, max: number, v: string) => `--${name} takes a whole number from ${min} to ${max}, not '${v}'`,
    oneOf: (name: string, choices: string, v: string) => `--${name} takes one of ${choices}, not '${v}'`,
  },
  /** The page's advice view (web/advice.ts, web/chart.ts) and practice view (web/practice.ts). */
  views: {
    /** The fixed words of web/index.html's practice view, by their data-t key. */
    static: {
      kind: 'Kind',
      level: 'Level',
      answer: 'Answer',
      next: 'Next question',
      reset: 'Forget my progress',
      /** The fan names' option "English" (the scorer view's settings). */
      namesEn: 'English',
    },
    /** aria-label and placeholder words of the practice view, by their data-t-label key. */
    labels: {
      qTiles: "The hand's tiles",
      findFan: 'Find a fan',
      fanList: 'Fans: tap those that count',
      answers: 'Answers',
      practice: 'Practice',
    },
    findFanPlaceholder: 'Find a fan: name, number or 中文',

    // ---------------------------------------------------------------- advice
    adviceTitle: 'Which discard: the chances',
    adviceLabel: 'Discard advice',
    /** The verdict box of 14 tiles that are not a winning hand, before any claim. */
    noWinYet: 'Not a winning hand yet: which discard?',
    noWinSub: 'The chance of each discard is below.',
    working: 'Working out the chances…',
    /** The switch for a referee: these tiles were claimed as a win (a false claim, with its penalty). */
    claim: 'Claimed as a win (referee)',
    toAdvice: 'The chances ↓',
    best: 'Best discard',
    bestChance: (pct: string, draws: number) => `${pct} to win within ${draws} draws`,
    bestPoints: (ev: string) => `${ev} points expected`,
    discard: 'Discard',
    chance: 'Chance',
    points: 'Points',
    distance: 'Distance',
    never: 'never',
    tableCaption: (draws: number) => `Every discard: the chance of a legal win within ${draws} draws, the expected points, the exchanges to legally ready`,
    aim: 'Aim for',
    share: (fans: string, pct: string) => `${fans}: ${pct} of the wins`,
    noRoute: 'No legal win is in reach within these draws.',
    restricted: 'At least this much: the best over the policies of the model (class R).',
    estimate: '~: an estimate from a simulation, not an exact figure.',
    model: (draws: number, minimum: number) =>
      `Chance: of a win worth ${minimum} fan points or more (flowers not counted), self-drawn or on a discard, within ${draws} draws after this discard, played at best. Points: the expected gain. Distance: exchanges until legally ready.`,
    // ---------------------------------------------------------------- chart
    chartTitle: (draws: number) => `Chance of a win by turn, the best three discards (${draws} draws)`,
    turn: 'draw',
    series: (tile: string) => `discard ${tile}`,
    /** The chart's text alternative, one sentence per discard. */
    seriesText: (tile: string, points: readonly { turn: number; pct: string }[]) =>
      `Discard ${tile}: ${points.map((p) => `${p.pct} after ${plural(p.turn, 'draw')}`).join(', ')}.`,

    // ---------------------------------------------------------------- practice
    everyKind: 'every kind',
    kinds: { count: 'count', valid: 'valid', waits: 'waits', discard: 'discard', fan: 'fan' } as Record<string, string>,
    levels: { starter: 'Starter', common: 'Common fans', big: 'Big hands', knitted: 'Knitted forms', traps: 'Exclusion traps' } as Record<string, string>,
    winningTile: 'winning tile',
    concealedKong: 'concealed kong',
    melded: (kind: string) => `melded ${kind}`,
    /** The question's sentence: the library's own in English (question), built from its kind in another language. */
    question: (question: string, _kind: string, _minimum: number, _fan: string, _points: number) => question,
    /** A step's prompt: the library's own in English. */
    prompt: (prompt: string, _ask: string, _minimum: number) => prompt,
    /** The quick answers' labels, and those words in a right answer (the answer given stays the word the library checks: yes, no, short, shape). */
    /** Between the right discards of a discard question ("9c or 1d"). */
    or: ' or ',
    quick: { yes: 'yes', no: 'no', short: 'short', shape: 'shape', all: 'all', none: 'none' } as Record<string, string>,
    /** A checked answer's line: the library's own in English; `expected`: the right answer, fan names in this language. */
    checked: (message: string, _correct: boolean, _partial: boolean, _expected: string) => message,
    slip: (message: string) => `? ${message}`,
    whyLine: (fan: string, text: string) => `${fan}: ${text}`,
    /** The explanation after the last step: the library's own in English; `fans`: the hand's fans, in this language. */
    explanation: (text: string, _fans: string) => text,
    noneYet: 'No questions answered yet.',
    progress: (right: number, asked: number, missed: readonly string[]) =>
      `${right} of ${asked} right.${missed.length ? ` Missed most: ${missed.join(', ')}.` : ''}`,
  },
  /** The commands' help in this language, by command name ('mcr' for scoring); English: the declarations themselves. */
  commands: {} as Readonly<Record<string, CommandWords>>,

  cannotRead: {
    stdin: 'standard input',
    line: (name: string, why: string) => `mcr: cannot read ${name}: ${why}`,
    ENOENT: 'no such file or directory',
    EISDIR: 'is a directory',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOTDIR: 'a part of the path is not a directory',
    ENAMETOOLONG: 'file name too long',
    ELOOP: 'too many symbolic links',
    EMFILE: 'too many open files',
    EIO: 'input/output error',
  },
};
