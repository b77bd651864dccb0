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
  /** `mcr play`: the table in the terminal (commands/play-table.ts). */
  play: {
    title: (hand: number, hands: number, round: string, wall: number, seat: string) => `Hand ${hand}/${hands} · round ${round} · wall ${wall} · you ${seat}`,
    /** The player's name on the screen (the record keeps `you`). */
    you: 'you',
    hand: 'Your hand',
    /** After "Your hand": the tile just drawn. */
    drawn: (tile: string) => ` (drew ${tile})`,
    yourTurn: 'Discard: a tile (5b) or its number.',
    canWin: 'win: self-drawn, now.',
    canKong: (tiles: string) => `kong ${tiles}: a kong.`,
    claimOn: (tile: string, from: string) => `${from} discards ${tile}. Claim?`,
    robOn: (tile: string, from: string) => `${from} adds ${tile} to a kong. Rob it?`,
    /** The claims offered on a discard: the question, the numbered choices. */
    claimMenu: (question: string, menu: string) => `${question} ${menu}. Type a number or a word.`,
    keys: '? coach · q leave',
    prompt: '> ',
    pass: 'pass',
    /** A claim offered, by its word (what is typed stays the English word: pung, kong, win). */
    claim: (word: 'win' | 'pung' | 'kong') => word,
    chowOf: (tiles: string) => `chow ${tiles}`,
    notUnderstood: (typed: string) => `Not understood: '${typed}'. Try again.`,
    notHeld: (typed: string) => `You do not hold ${typed}. Try again.`,
    noSuchNumber: (typed: string, max: number) => `No tile ${typed}: 1 to ${max}. Try again.`,
    notNow: (what: string) => `No ${what} now. Try again.`,
    kongOf: (tile: string) => `kong of ${tile}`,
    coach: 'Coach:',
    coachWould: (what: string) => `the bots would: ${what}`,
    /** An action in words: "discard 5b", "pung", "pass". */
    doing: (type: 'draw' | 'discard' | 'flower' | 'win' | 'pass' | 'pung' | 'kong' | 'chow', tile: string) => (tile ? `${type} ${tile}` : type),
    /** What a player did, written above the table: "S B discard N". */
    acted: (who: string, what: string) => `${who} ${what}`,
    drawnHand: 'The wall is empty: the hand is drawn.',
    won: (who: string, points: number, from: string | null) => `${who} wins with ${points} fan points${from === null ? ', self-drawn' : `, on ${from}'s discard`}.`,
    payments: (items: readonly string[]) => `Payments: ${items.join(', ')}`,
    totals: (items: readonly string[]) => `Totals: ${items.join(', ')}`,
    nextHand: 'Enter: the next hand · q: leave',
    recordKept: (file: string) => `record: ${file} (mcr replay ${file})`,
    recordUnfinished: 'The hand was not finished: the record is an unfinished one.',
    noRecord: 'No record kept: play with -o FILE to keep one.',
  },

  /** `mcr review`: one seat's discards beside the advice (src/review/). */
  review: {
    /** "E (A)": the seat and its player, or the player alone. */
    who: (seat: string, player: string | null) => (player === null ? seat : `${seat} (${player})`),
    hands: (hands: readonly number[]) => (hands.length === 1 ? `hand ${hands[0]}` : `hands ${hands[0]}-${hands[hands.length - 1]}`),
    headline: (who: string, hands: string, best: number, decisions: number, lost: string) =>
      decisions === 0 ? `REVIEW ${who}, ${hands}: no discard to review` : `REVIEW ${who}, ${hands}: the best discard ${best} of ${decisions} times; ${lost} points of chance lost in all`,
    last: (who: string, best: number, decisions: number, lost: string) =>
      decisions === 0 ? `${who}: no discard to review.` : `${who}: the best discard ${best} of ${decisions} times; ${lost} points of chance lost in all.`,
    chanceNote: (draws: number | null) =>
      `chance: of a legal win either way within ${draws === null ? 'the draws left (the tiles in the wall / 4, rounded up)' : plural(draws, 'draw')}, as mcr advise weighs it (docs/ADVICE.md "Chances"); a point is 1%`,
    unfinished: 'The record stops before its end (left early): its discards up to there.',
    costliest: 'Costliest first',
    decision: (n: number, hand: number, turn: number, wall: number, draws: number, lost: string) =>
      `${n}. hand ${hand}, discard ${turn}, wall ${wall} (${plural(draws, 'draw')}): lost ${lost}`,
    held: 'held',
    drew: (tile: string) => `drew ${tile}`,
    chose: (tile: string, chance: string) => `chose ${tile} ${chance}`,
    best: (tile: string, chance: string) => `best ${tile} ${chance}`,
    rank: (rank: number, of: number) => `rank ${rank} of ${of}`,
    bestChosen: (n: number) => `The best chosen (${n}):`,
    bestIn: (hand: number, turns: readonly number[]) => `hand ${hand}: ${turns.length === 1 ? 'discard' : 'discards'} ${turns.join(', ')}`,
    through: (hand: number) => `chance kept, hand ${hand}`,
    summary: (decisions: number, best: number, lost: string, worst: string) =>
      `${plural(decisions, 'discard')}: the best ${plural(best, 'time')}; ${lost} points of chance lost in all, the worst ${worst}.`,
    working: (done: number, of: number) => `weighing discard ${done} of ${of}`,
    /** --html */
    title: (who: string) => `Review of ${who}`,
    chart: 'The chance of a legal win through the hand: the discard made and the best',
    chartMade: 'the discard made',
    chartBest: 'the best',
    chartAxis: 'discard',
    columns: { n: '#', hand: 'hand', turn: 'discard', wall: 'wall', held: 'held', chose: 'chose', best: 'best', lost: 'lost' },
    generated: (file: string) => `Made by mcr review from ${file}.`,
  },

  /** The page's Play view (web/table.ts): a hand against three bots. */
  table: {
    tab: 'Play',
    section: 'The table: a hand against three bots',
    title: (hand: number, round: string, wall: number) => `Hand ${hand} · ${round} round · wall ${wall}`,
    seed: (seed: number) => `seed ${seed}`,
    you: 'You',
    bot: (name: string) => `Bot ${name}`,
    flowers: (n: number) => `${n} ${n === 1 ? 'flower' : 'flowers'}`,
    melds: 'Sets shown',
    discards: 'Discards',
    noDiscards: 'no discards yet',
    yourHand: 'Your hand',
    drawn: 'drawn',
    discardTile: (tile: string) => `Discard ${tile}`,
    yourTurn: 'Your turn: tap a tile to discard it.',
    afterClaim: 'Your set is shown: tap a tile to discard.',
    claimOn: (who: string, tile: string) => `${who} discards ${tile}. Claim it?`,
    robOn: (who: string, tile: string) => `${who} adds ${tile} to a kong. Rob it?`,
    waiting: (who: string) => `${who} is playing…`,
    pass: 'Pass',
    pung: 'Pung',
    kong: 'Kong',
    kongOf: (tile: string) => `Kong ${tile}`,
    chowOf: (tiles: string) => `Chow ${tiles}`,
    win: 'Win',
    winSelfDrawn: 'Win (self-drawn)',
    last: (who: string, what: 'discard' | 'pung' | 'kong' | 'chow' | 'win' | 'flower', tile: string) =>
      `${who} ${{ discard: 'discarded', pung: 'made a pung of', kong: 'made a kong of', chow: 'made a chow with', win: 'won on', flower: 'laid out' }[what]} ${tile}`,
    coach: 'Coach',
    coachTitle: 'The coach: advice for this decision',
    botsWould: (what: string) => `The bots would: ${what}.`,
    wouldDiscard: (tile: string) => `discard ${tile}`,
    wouldPass: 'pass',
    ready: (live: number) => `ready: ${live} live winning ${live === 1 ? 'tile' : 'tiles'} worth 8`,
    away: (distance: number, exact: boolean, draws: number | null) =>
      `${distance}${exact ? '' : ' or more'} from a ready hand worth 8${draws === null ? '' : `; ${draws} useful ${draws === 1 ? 'draw' : 'draws'}`}`,
    noRoute: 'no route to 8 points in reach',
    handNow: 'Your hand now',
    wins: (who: string, how: string) => `${who} wins, ${how}`,
    selfDrawn: 'self-drawn',
    onDiscardOf: (who: string) => `on a discard by ${who}`,
    robbing: (who: string) => `robbing the kong of ${who}`,
    drawnHand: 'The wall is empty: the hand is drawn.',
    falseWin: (who: string) => `${who}: a false win, paid as a penalty`,
    totals: 'Totals',
    nextHand: 'Next hand',
    newGame: 'New game',
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
