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
const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};
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
  /** `mcr why` (commands/why.ts): the head, the case, and the errors; the English answer is the core's own sentence (explain/why.ts). */
  why: {
    /** The answer's sentences: the result's own `text` in English; other languages write them from the result's fields (commands/why-words.ts). */
    english: true as boolean,
    case: (c: string) => c,
    points: (n: number) => String(n),
    /** The sentences where `english` is false, from the result's fields. */
    times: (count: number, points: number) => (count > 1 ? `${count} times, ${plural(points, 'point')} each` : plural(points, 'point')),
    counts: (name: string, times: string, made: string, more: readonly string[]) => `${name} counts ${times}: ${made}.${more.length ? ` ${list(more)}.` : ''}`,
    moreNotCounted: (count: number, by: string) => `${count} more ${count === 1 ? 'is' : 'are'} not counted with ${by}`,
    excluded: (name: string, by: string, rules: string, names: string, others: readonly string[]) =>
      `${name} is present but not counted: ${by} counts, and under ${rules} ${by} is not counted with ${names}` +
      `${others.length ? `; ${list(others)} exclude${others.length === 1 ? 's' : ''} it too` : ''}.`,
    ownPungs: (name: string, own: string) => `${name} (of its own ${own.replace(/-/g, ' ')})`,
    fanPoints: (name: string, points: number, count: number) => `${name} ${points}${count > 1 ? `x${count}` : ''}`,
    otherArrangement: (name: string, sets: string, fans: string, total: number, less: boolean, chosenSets: string, chosenFans: string, chosenTotal: number) =>
      `${name} counts only in another arrangement, ${sets}: ${fans} = ${total}, ${less ? 'worth less' : 'worth the same, and the tie rule chose the other'}. ` +
      `The one scored is ${chosenSets}: ${chosenFans} = ${chosenTotal}.`,
    waitNotUnique: (name: string, tiles: readonly string[]) =>
      `${name} needs the winning tile to be the only one that completes the hand, but ${tiles.length > 1 ? `${tiles.slice(0, -1).join(', ')} or ${tiles[tiles.length - 1]}` : tiles[0]} would also complete it.`,
    needsOption: (name: string, option: string, what: string, possible: boolean) =>
      `${name} needs ${option} (${what}); ${possible ? 'this hand could have it' : 'this hand can not have it'}.`,
    notPresent: (name: string, what: string) => `${name} needs ${what}; this hand does not have it.`,
    notPlayed: (name: string, rules: string, title: string) => `${name} is not played under ${rules} (${title}); mcr rules ${rules} shows where it differs.`,
    notWinning: (reason: string) => `No fan counts: ${reason}.`,
    unknownFan: (query: string, near: readonly string[]) =>
      `no fan is called "${query}"${near.length ? `; did you mean ${near.length > 1 ? `${near.slice(0, -1).join(', ')} or ${near[near.length - 1]}` : near[0]}?` : ''} (mcr fans lists them)`,
    ambiguousFan: (query: string, names: readonly string[]) =>
      `"${query}" names ${names.length} fans: ${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}; say which`,
    error: (message: string, code: string) => `error: ${message} (${code})`,
    candidate: (id: string, name: string) => id,
    give: 'give a hand and a fan, e.g. mcr why "123c 456c 789c 111b 2b 2b" single',
  },

  /** `mcr waits` for 13 tiles (waits/text.ts). */
  waits: {
    hand: 'Hand',
    rules: 'Rules',
    closerOn: 'Closer on',
    /** The labels' column, in cells. */
    labelWidth: 15,
    tile: 'Tile',
    win: 'Win',
    points: (narrow: boolean) => (narrow ? 'Pts' : 'Points'),
    total: 'Total',
    minimum: (min: number) => `${min}+`,
    receives: (narrow: boolean) => (narrow ? 'Gets' : 'Receives'),
    fans: 'Fans',
    yes: 'yes',
    no: 'no',
    discard: 'discard',
    selfDrawn: 'self-drawn',
    fanSep: ', ',
    /** Between a fan's name and its points. */
    nameGap: ' ',
    listPoints: (points: number, total: number | null) => `${points} points${total === null ? '' : ` (total ${total})`}`,
    reaches: (min: number) => `reaches ${min}`,
    shortOf: (min: number) => `short of ${min}`,
    receivesAmount: (amount: string) => `, receives ${amount}`,
    listWay: (label: string, points: string, enough: string, gets: string, fans: string) => `${label}: ${points}, ${enough}${gets}; ${fans}`,
    ready: 'READY',
    notReady: 'NOT READY',
    readyHead: (n: number, unseen: number) => `${plural(n, 'winning tile')}, ${plural(unseen, 'copy', 'copies')} unseen`,
    noneReaches: (min: number) => `none reaches ${min} points either way`,
    reaching: (min: number, onDiscard: number, bySelf: number, n: number) =>
      `reaching ${min}: ${onDiscard} of ${n} on a discard, ${bySelf} of ${n} by self-draw`,
    then: '; ',
    readyIndent: 7,
    tileNote: 'Tile ×N: N copies unseen, 4 minus those in this hand (discards and others’ melds are not known).',
    minimumNote: (min: number) => `${min}+: the fan points, flowers not counted, reach the minimum of ${min}.`,
    fromReady: (distance: number, shapes: string) => `${plural(distance, 'tile')} from ready (${shapes})`,
    notReadyIndent: 11,
    shapes: {
      regular: 'four sets and a pair',
      sevenPairs: 'seven pairs',
      thirteenOrphans: 'thirteen orphans',
      honorsAndKnitted: 'honors and knitted',
      knittedStraight: 'knitted straight',
    },
    shape: (label: string, distance: number) => `${label} ${distance}`,
    shapeSep: ', ',
    draws: (n: number, unseen: number, tiles: string) => `${plural(n, 'tile')}, ${plural(unseen, 'copy', 'copies')} unseen: ${tiles}`,
    note: (note: string) => `Note: ${note}`,
    /** A note of the analysis (waits/analyse.ts), by its English sentence. */
    noteText: (english: string) => english,
    compactNotReady: (distance: number) => `NOT READY (${distance} from ready)`,
    compactDraws: 'draws',
    notEnough: 'not enough',
    handOrFile: 'give a hand or --file, not both',
    /** A batch line's place, before its error. */
    place: (file: string, line: number) => `${file === '-' ? 'line' : `${file}, line`} ${line}:\n`,
  },

  /** `mcr rules` (commands/rules.ts, rules/differences.ts). */
  rules: {
    title: (name: string, english: string) => english,
    about: (name: string, english: string) => english,
    profiles: 'Rule profiles (choose with --rules NAME or MCR_RULES=NAME):',
    isDefault: (name: string) => `${name} (default)`,
    showsWhere: (base: string) => `mcr rules NAME shows where a profile differs from ${base}.`,
    same: (base: string) => `The same as ${base} (the default) everywhere.`,
    rule: 'rule',
    elseSame: 'Everything else is the same.',
    atMostOne: 'name one rule profile at most',
    /** rules/profiles.ts unknownRulesMessage's words, and where the name came from. */
    unknown: (name: string, names: readonly string[], byDefault: string, fromEnv: boolean) =>
      `unknown rules ${name}; the known rules are ${names.map((n) => (n === byDefault ? `${n} (default)` : n)).join(', ')}${fromEnv ? ' (from MCR_RULES)' : ''}`,
    /** The rows of the differences (rules/differences.ts). */
    minimum: 'the minimum (fan points, flowers not counted)',
    points: (n: number) => `${n} points`,
    notPlayed: 'not played',
    notCounted: (fan: string) => `${fan} not counted`,
    bothCount: 'both count',
    with: (a: string, b: string) => `${a} with ${b}`,
    selfDrawnRule: (fans: string) => `self-drawn without melds: ${fans}`,
    fanSep: ', ',
    selfDrawnCounts: (counts: string, points: number, not: string) => `${counts} (${points}), not ${not}`,
    ownPungs: {
      'wind-pungs': 'not counted for its wind pungs',
      'prevalent-wind-pung': 'not counted for the prevalent wind pung',
      'seat-wind-pung': 'not counted for the seat wind pung',
      'nine-gates-pung': "not counted for the shape's own pung; a second one, made by the winning tile, counts",
    } as Record<string, string>,
  },

  /** What each fan is (fans/ holds the English, FANS[id].what): `mcr fans --long`, `mcr fans NAME`, `why`. */
  fanWhat: (id: string, english: string) => english,

  /** `mcr fans --long`, `mcr fans NAME` (commands/fans.ts). */
  fanSheet: {
    no: 'No',
    fan: 'Fan',
    pts: 'Pts',
    whatHead: 'What it is; not counted with',
    /** Fans that share a name's start are listed with their ids. */
    showIds: true as boolean,
    notWith: (names: string) => `not with: ${names}`,
    notPlayedUnder: (rules: string) => `not played under ${rules}`,
    longTitle: (rules: string, isDefault: boolean) =>
      `The fans under ${rules}${isDefault ? ' (the default rules)' : ''}: ` +
      'points, names, what each is, and the fans not counted with it. mcr fans NAME shows one, with the fans that exclude it.',
    names: (names: readonly string[]) => names.join(', '),
    only: (name: string, only: string) => `${name} (${only})`,
    ownPungs: {
      'wind-pungs': 'for its wind pungs',
      'prevalent-wind-pung': "for the prevalent wind's pung",
      'seat-wind-pung': "for the seat wind's pung",
      'nine-gates-pung': "for the shape's own terminal pung",
    } as Record<string, string>,
    number: (no: number) => `  (no. ${no})`,
    labelWidth: 14,
    whatItIs: 'What it is',
    points: 'Points',
    excludes: 'It excludes',
    excludedBy: 'Excluded by',
    nothing: 'nothing',
    pointsUnder: (points: number, rules: string) => `${points} under ${rules}`,
    baseNote: (points: number, rules: string) => ` (${points} under ${rules})`,
    matchPoints: (points: number | null) => (points === null ? 'not played' : `${points} points`),
    startWith: (n: number, query: string) => `${n} fans start with ${query}; name one of them:`,
    asNumber: (query: string) => `Fan number ${query} (the list's numbering); for the ${query}-point fans: mcr fans --points ${query}`,
    noneWorth: (points: string, rules: string, values: string) => `no fan is worth ${points} points under ${rules}; expected one of ${values}`,
    nameOrPoints: 'give a fan name or --points, not both',
  },

  /** `mcr session`: the score sheet (session/format.ts). */
  session: {
    noPlayers: 'No score sheet: the log has no players line.',
    players: (players: string) => `Players: ${players} (East, South, West, North at hand 1)`,
    playerSep: ', ',
    rules: (name: string) => `Rules: ${name}`,
    handedIn: (scores: string) => `Final scores handed in: ${scores} (the pay and foul lines below come on top)`,
    noHand: 'No hand recorded.',
    hand: 'Hand',
    round: 'Rd',
    player: 'Player',
    what: 'What',
    pts: 'Pts',
    selfDrawn: 'self-drawn',
    from: (player: string) => `from ${player}`,
    draw: 'draw',
    falseBelow: (points: number, minimum: number, penalty: number) => `false: ${points} of ${minimum} points, pays ${penalty} each`,
    falseNoWin: (penalty: number) => `false: no winning hand, pays ${penalty} each`,
    foul: (kind: string, count: number, penalty: number) => `foul ${kind} ${ordinal(count)}: ${penalty ? `pays ${penalty} each` : 'warning'}`,
    pay: (amount: number, to: string) => `pays ${amount} to ${to} (referee)`,
    blockPoints: (pts: string) => ` (${pts} points)`,
    key: 'Each player: seat wind in that hand, change on that line, running total.',
    rank: 'Rank',
    total: 'Total',
    tablePoints: 'Table points',
    rankLine: (rank: string, player: string, total: string, tp: string) => `${rank} ${player}: total ${total}, table points ${tp}`,
    stopped: (last: number, of: number) => `The session stopped after hand ${last} of ${of}.`,
    errors: (n: number, lines: number) =>
      `${n} error${n === 1 ? '' : 's'} in the log (${lines} line${lines === 1 ? '' : 's'}): those lines are not counted, so the totals are incomplete.`,
    errorPlace: (line: number, column: number | null) => `line ${line}${column === null ? '' : `, column ${column}`}:`,
    /** A log error's sentence (session/parse.ts, run.ts), by its code: the reader's own in English. */
    error: (code: string, message: string) => message,
    oneFile: 'give one session log file (or none, for stdin)',
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
