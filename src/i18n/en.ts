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
import { IN_PAGE, LEFT_OUT } from './page.js';

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
/** "S", "S and W", "S, W and N". */
const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};
const list = (xs: readonly string[], and = 'and'): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} ${and} ${xs[xs.length - 1]}`);
/** `why`'s near misses: "no chows", "one chow, 123b", "the chows 123b and 456c"; "no chows", "one chow", "3 chows". */
const describe = (sets: readonly string[], one: string, many: string): string =>
  sets.length === 0 ? `no ${many}` : sets.length === 1 ? `one ${one}, ${sets[0]}` : `the ${many} ${list(sets)}`;
const counts = (n: number, one: string, many: string): string => (n === 0 ? `no ${many}` : n === 1 ? `one ${one}` : `${n} ${many}`);
/** The kinds of tile (fans/suits.ts kindCounts' order), and how each wait reads. */
const KINDS = ['bamboo', 'characters', 'dots', 'winds', 'dragons'];
const READ_AS: Record<string, string> = { 'edge-wait': 'an edge wait', 'closed-wait': 'a closed wait', 'single-wait': 'a single wait' };

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
  help: IN_PAGE ? LEFT_OUT : {
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
  play: IN_PAGE ? LEFT_OUT : {
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
    cannotWrite: (file: string, why: string) => `error: can not write ${file} (${why})`,
    engineRefused: (seat: string, type: string, rule: string, message: string) => `error: the engine refused ${seat}'s ${type} (${rule}: ${message}); please report it with the seed`,
    noBotAction: (hand: number) => `error: no bot action at hand ${hand}; please report it with the seed`,
    /** --bots 4 (commands/play.ts): the seed chosen, the progress, the summary. */
    seed: (seed: number) => `seed ${seed}`,
    progress: (done: number, hands: number) => `hand ${done}/${hands}`,
    botRefused: (rule: string, message: string) => `error: the engine refused a bot's action (${rule}: ${message}); please report it with the seed`,
    played: (hands: number, seed: number, scores: readonly string[]) => `${hands} hand${hands === 1 ? '' : 's'}, seed ${seed}: ${scores.join(', ')}`,
    /** `mcr replay` (commands/replay.ts): each hand, the summary, and the first line that breaks a rule. */
    replay: {
      drawn: (hand: number, pays: string) => `hand ${hand}: drawn (the wall ran out)  ${pays}`,
      won: (hand: number, player: string, seat: string, fanPoints: number, total: number, pays: string) => `hand ${hand}: ${player} (${seat}) wins, ${fanPoints} fan points, total ${total}  ${pays}`,
      betweenHands: 'unfinished: the record stops between hands.',
      inHand: (hand: number, actions: number) => `unfinished: the record stops in hand ${hand}, after action ${actions}.`,
      summary: (hands: number, unfinished: boolean, actions: number) => `${hands} hand${hands === 1 ? '' : 's'}${unfinished ? ' ended' : ''}, ${actions} actions: every action legal, every score the scorer's.`,
      stdin: 'stdin',
      /** "hand 2, action 14: " before the rule ('' for a line of no hand). */
      where: (hand: number | null, action: number | null) => (hand === null ? '' : `hand ${hand}${action === null ? '' : `, action ${action}`}: `),
      /** The rule broken: its code and the record's or the engine's own sentence. */
      broken: (rule: string, message: string) => `${rule}: ${message}`,
    },
  },

  /** `mcr review`: one seat's discards beside the advice (src/review/). */
  review: IN_PAGE ? LEFT_OUT : {
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
    /** The review could not be made: the error's code and the core's sentence. */
    failed: (code: string, message: string) => `${code}: ${message}`,
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
    /** The button that downloads the game's record (mcr-game/1). */
    saveRecord: 'Save the record',
    matchOver: (hands: number) => `The match is over: ${hands} hands played.`,
    resumed: 'Your game is back as you left it.',
  },
  /** `mcr advise` (advice/text.ts, advice/words.ts): distances, routes, the chance table. */
  advise: {
    /** A legal distance as a figure: "never". */
    never: 'never',
    neverReady: 'never legally ready',
    ready: 'legally ready',
    /** "1 exchange from legally ready", "3 or more exchanges from legally ready". */
    exchanges: (n: number, exact: boolean) => `${exact ? n : `${n} or more`} exchange${n === 1 && exact ? '' : 's'} from legally ready`,
    neverOnDiscard: 'never on a discard',
    toWinOnDiscard: (figure: string) => `${figure} to win on a discard`,
    bySelfDraw: (distance: string, onDiscard: string) => `${distance} by self-draw (${onDiscard})`,
    byShape: (structural: number) => `; by shape alone ${structural === 0 ? 'ready' : `${structural} from ready`}`,
    fanPoints: (name: string, points: number) => `${name} ${points}`,
    plus: ' + ',
    noFans: '-',
    drawFirst: (tiles: string) => `draw ${tiles}, `,
    routePoints: (discard: number, selfDrawn: number, onDiscard: boolean) =>
      onDiscard ? `${discard} on a discard, ${selfDrawn} self-drawn` : `${selfDrawn} self-drawn only; ${discard} on a discard`,
    route: (draw: string, win: string, fans: string, points: string) => `${draw}win on ${win}: ${fans} (${points})`,
    liveCopies: (n: number, minimum: number) => `: ${plural(n, 'live copy', 'live copies')} win with ${minimum} or more`,
    usefulCopies: (n: number) => `: ${plural(n, 'useful copy', 'useful copies')} to draw`,
    dead: (text: string) => `${text} dead`,
    under: (text: string, minimum: number) => `${text} under ${minimum}`,
    /** The labels of the lines under a discard, padded to 7 cells. */
    wins: 'wins',
    draws: 'draws',
    route_: 'route',
    aim: 'aim',
    winsLegend: 'tile×live copies, points on a discard/self-drawn',
    copies: (n: number) => `(${plural(n, 'copy', 'copies')})`,
    selfDrawOnly: '* then winning by self-draw only',
    discardTile: (tile: string) => `Discard ${tile}`,
    advice: 'ADVICE',
    chances: 'CHANCES',
    discardHead: (tile: string) => `DISCARD ${tile}`,
    hand: (hand: string) => `Hand   ${hand}`,
    rules: (rules: string, seen: string) => `Rules  ${rules}${seen === '' ? '' : `; seen ${seen}`}`,
    /** The indent under "Hand   " and "Rules  ". */
    infoIndent: 7,
    complete: 'The 14 tiles already make a complete hand: score it with mcr "<hand>" (the winning tile last).',
    also: 'Also',
    folded: (n: number) => `(${plural(n, 'more discard')} folded: --all shows each)`,
    best: (tile: string, words: string) => `Best: discard ${tile}, ${words}.`,
    compactDiscard: (tile: string, what: string) => `discard ${tile}: ${what}`,
    compactChance: (chance: string, draws: number) => `${chance} to win within ${plural(draws, 'draw')}; `,
    toWinWithin: (chance: string, draws: number) => `${chance} to win within ${plural(draws, 'draw')}`,
    estimate: (se: string) => ` (estimate, ±${se})`,
    chanceHeadline: (toWin: string, estimate: string, selfDrawn: string, points: string) => `${toWin}${estimate} (${selfDrawn} self-drawn only), ${points} points expected`,
    tableHead: '  discard   chance  by turn   points  distance  self-drawn',
    tableHeadNarrow: '  tile  chance by turn  pts dist',
    moreDiscards: (n: number) => `(${plural(n, 'more discard')}: --all shows each)`,
    restricted: 'best over the policies of docs/ADVICE.md (class R): at least this much',
    estimated: '~ an estimate by simulation (policy G)',
    exact: 'exact over every policy',
    chanceLegend: (draws: number, notes: string) => `chance: a legal win within ${plural(draws, 'draw')}, either way; ${notes}`,
    noteSep: '; ',
    share: (fans: string, pct: number, first: boolean) => `${fans}: ${pct}%${first ? ' of the wins' : ''}`,
    shareSep: ', ',
    /** The library's note on +last, +wall-last, +kong (advice/read.ts), by the options it names. */
    leftOut: (options: string, note: string) => note,
    badDepth: (v: string) => `--depth ${v}: expected 0, 1, 2 or 3`,
    badBy: (v: string) => `--by ${v}: expected chance, points or distance`,
    badDraws: (v: string, max: number) => `--draws ${v}: expected a whole number from 0 to ${max}`,
    handOrFile: 'give a hand or --file, not both',
  },

  /** `mcr quiz` (quiz/generate.ts, quiz/check.ts, quiz/words.ts, format/quiz*.ts, commands/quiz.ts): its questions, answers and screens. */
  quiz: {
    /** A kind and a level as the screens name them (their ids: count, ...; the level's title). */
    kind: (kind: string) => kind,
    level: (id: string, title: string) => title,
    // The questions (quiz/generate.ts).
    countQuestion: 'What is this hand worth: its total (fan points and flowers), then which fans count?',
    totalPrompt: 'Total?',
    fansPrompt: 'Which fans count? (names, numbers or 中文, separated by commas)',
    countAnswer: (total: number, fans: string) => `${total}: ${fans}`,
    validQuestion: 'Is this claim a valid win?',
    validPrompt: (min: number) => `A valid win (${min} fan points or more, flowers not counted)? (y/n)`,
    reasonPrompt: (min: number) => `Why not: short (a complete hand under ${min} points) or shape (no winning shape)?`,
    validAnswer: (ok: boolean, reason: string) => (ok ? 'yes' : `no: ${reason}`),
    waitsQuestion: (min: number) => `What does this hand wait for, and which of those wins reach ${min} fan points on a discard?`,
    waitsPrompt: 'Winning tiles?',
    reachPrompt: (min: number) => `Which of them reach ${min} fan points won on a discard? ("all" if all, "none" if none)`,
    waitsAnswer: (all: string, min: number, reach: string) => `${all}; reaching ${min}: ${reach}`,
    waitExplained: (tile: string, discard: number, under: string, selfDrawn: number, fans: string) =>
      `${tile}: ${discard} on a discard${under}, ${selfDrawn} self-drawn${fans === '' ? '' : ` (${fans})`}`,
    underMinimum: (min: number) => ` (under ${min})`,
    waitSep: '; ',
    buildQuestion: (name: string, other: string, points: number) => `Write a hand that counts ${name} (${other}, ${points} points).`,
    buildPrompt: 'Your hand (mcr notation)?',
    buildAnswer: (name: string, line: string) => `${name}, e.g. ${line}`,
    buildExplained: (line: string, explained: string) => `For example ${line}: ${explained}`,
    nameQuestion: (points: number) => `This hand counts a fan of ${points} points, the only one of that value. Which?`,
    namePrompt: 'The fan?',
    discardQuestion: (min: number) => `14 tiles, your turn to discard: which discard keeps the route to ${min} points?`,
    discardPrompt: 'Your discard?',
    discardAnswer: (tiles: string, chance: string, draws: number, legal: string) => `${tiles}: ${chance} to win within ${draws} draws, ${legal}`,
    discardExplained: (tiles: string, chance: string, draws: number, margin: number, legal: string, route: string) =>
      `Discard ${tiles}: ${chance} to win within ${draws} draws either way (within ${margin} percentage points of the best is right), ${legal}${route === '' ? '' : `; ${route}`}.`,
    badSeed: (seed: string, max: number) => `seed ${seed}: a whole number from 0 to ${max}`,
    badCount: (count: string, max: number) => `count ${count}: from 1 to ${max}`,
    badKind: (kind: string, kinds: string) => `kind ${kind}: one of ${kinds}`,
    badLevel: (level: string, levels: string) => `level ${level}: one of ${levels}`,
    badOptions: (why: string) => `the options could not be read (${why})`,
    // The answers as shown (the questions keep them as typed: yes, no, short, shape, none, "5d or 7b").
    yes: 'yes',
    no: 'no',
    short: 'short',
    shape: 'shape',
    none: 'none',
    or: ' or ',
    fanSep: ', ',
    // A score explained (quiz/words.ts).
    notWinning: (said: string, reason: string | null) => `Not a winning hand: ${reason ?? 'the tiles make no winning shape'}.`,
    fanTerm: (name: string, points: number, count: number) => `${name} ${points}${count > 1 ? ` x${count}` : ''}`,
    sum: (fans: readonly string[], fanPoints: number) => `${fans.join(' + ')} = ${fanPoints} fan points`,
    plusFlowers: (flowers: number, total: number) => `, plus ${flowers} for flowers: total ${total}`,
    aValidWin: 'a valid win',
    belowMinimum: (min: number, fanPoints: number) => `below the minimum of ${min} (${fanPoints} without flowers)`,
    excludedBy: (term: string, by: string) => `${term} (excluded by ${by})`,
    notCounted: (items: readonly string[]) => ` Not counted: ${items.join('; ')}.`,
    explained: (sum: string, flowers: string, verdict: string, excluded: string) => `${sum}${flowers}; ${verdict}.${excluded}`,
    // An answer checked (quiz/check.ts).
    right: (answer: string) => `right: ${answer}`,
    theAnswer: (answer: string) => `the answer: ${answer}`,
    parts: (parts: readonly string[], answer: string) => `${parts.join('; ')}; the answer: ${answer}`,
    partsOnly: (parts: readonly string[]) => parts.join('; '),
    rightPart: (items: string) => `right: ${items}`,
    missedPart: (items: string) => `missed: ${items}`,
    notPart: (items: string) => `not: ${items}`,
    notCountedPart: (items: string) => `not counted: ${items}`,
    notAFanPart: (items: string) => `not a fan's name: ${items}`,
    unread: (typed: string, near: readonly string[]) => `"${typed}"${near.length ? ` (did you mean ${near.length <= 1 ? near.join('') : `${near.slice(0, -1).join(', ')} or ${near[near.length - 1]}`}?)` : ''}`,
    unreadSep: ', ',
    notTiles: (typed: string) => `could not read "${typed}" as tiles: write them as 6d 9d (or none)`,
    noFanNamed: (unread: string) => `no fan is named ${unread}: names, numbers or 中文, by commas`,
    noFanNamedOne: (unread: string) => `no fan is named ${unread}: a name, a number or 中文`,
    aNumber: 'a number, e.g. 11',
    longNumber: (start: string, digits: number, answer: string) => `${start}… (a number of ${digits} digits) is not it; the answer: ${answer}`,
    addFlowers: (fanPoints: number, flowers: number) => ` (${fanPoints} fan points: add ${flowers} for flowers)`,
    notIt: (said: string, hint: string, answer: string) => `${said} is not it${hint}; the answer: ${answer}`,
    quoted: (typed: string) => `"${typed}"`,
    that: 'that',
    yesOrNo: 'y or n',
    shortOrShape: 'short or shape',
    oneTile: 'one tile of the hand, e.g. 5d',
    asGood: (tiles: string, answer: string, more: boolean) => `right: ${tiles}${more ? ` (${answer} are as good)` : ''}`,
    notInHand: (tile: string) => `${tile} is not in the hand: one of its tiles`,
    leaves: (tile: string, legal: string, answer: string) => `${tile} leaves it ${legal}; the answer: ${answer}`,
    costs: (tile: string, cost: string, mine: string, draws: number, best: string, legal: string, answer: string) =>
      `${tile} costs ${cost} percentage points: ${mine} to win within ${draws} draws against ${best} (it leaves the hand ${legal}); the answer: ${answer}`,
    handUnread: (message: string) => `that hand could not be read: ${message}`,
    counts: (name: string, reason: string | null) => `right: it counts ${name}${reason === null ? '' : ` (though the hand is not a valid win: ${reason})`}`,
    doesNotCount: (name: string, example: string) => `it does not count ${name}; for example: ${example}`,
    notChecked: (why: string) => `the answer could not be checked (${why})`,
    noStep: (id: string, step: number) => `question ${id} has no step ${step}`,
    unknownStep: (step: number, ask: string) => `step ${step} asks for ${ask}, which this quiz does not know`,
    /** A fan missed or named wrongly: why (explain/why.ts, in English), or where to ask. */
    why: (name: string, text: string, hand: string) => `${name}: ${text}`,
    /** After those lines, once: where to ask why for all of them ('' for none). */
    whyAll: (names: readonly string[], hand: string) => '',
    // The screens (format/quiz.ts, commands/quiz.ts).
    head: (n: number, of: number, kind: string, level: string, rules: string | null) => `Question ${n} of ${of} · ${kind} · ${level}${rules === null ? '' : ` · rules ${rules}`}`,
    answerLabel: 'The answer:',
    rightOf: (right: number, asked: number) => `${right} of ${asked} right`,
    perKind: (per: string) => (per === '' ? '' : ` (${per})`),
    kindTally: (kind: string, right: number, asked: number) => `${kind} ${right}/${asked}`,
    kindSep: ', ',
    end: '.',
    noneYet: 'No questions answered yet.',
    answeredRight: (right: number, turn: number) => `${right} of ${turn} answered right.`,
    statsRow: (kind: string, right: number, asked: number, pct: number) => `  ${kind.padEnd(8)} ${String(right).padStart(4)} of ${String(asked).padEnd(4)} ${pct}%`,
    missedMost: 'Missed most:',
    missedFan: (name: string, other: string, missed: number, asked: number) => `${name} ${other}: missed ${missed} of ${asked}`,
    keptIn: (where: string) => `Kept in ${where}.`,
    help: 'Type the answer and Enter. s skips (shows the answer), q ends with the summary (or Ctrl-D).',
    skipped: (answer: string) => `the answer: ${answer}`,
    skipSep: '; ',
    slip: (message: string) => `? ${message}`,
    start: (n: number, level: string, seed: number) => `mcr quiz: ${n} question${n === 1 ? '' : 's'}, level ${level}, seed ${seed} (--seed ${seed} asks them again). `,
    wholeNumber: (option: string, v: string) => `${option} ${v}: a whole number`,
    outputNeeds: (file: string) => `-o ${file}: -o writes the --html worksheet or the --json questions to a file; add one of them`,
    setAside: (path: string, why: string) => `mcr: progress file ${path} set aside (${why}): not read, not written`,
    cannotWrite: (file: string, why: string) => `error: cannot write ${file}: ${why}; nothing written`,
    notKept: (path: string, why: string) => `mcr: progress not kept (${path}: ${why}); --no-save to not keep it`,
    // The worksheet (format/quiz-html.ts).
    sheetTitle: (level: string, seed: number) => `mcr quiz: ${level}, seed ${seed}`,
    sheetIntro: (n: number) => `${n} questions. Notation: docs/NOTATION.md (the last tile written is the winning tile). Again with`,
    answers: 'Answers',
  },

  /** `mcr tournament` (tournament/format.ts): standings, the check's verdict, players' cards and tables' sheets, as text, Markdown and HTML. */
  tournament: IN_PAGE ? LEFT_OUT : {
    rank: {
      tablePoints: 'table points',
      score: 'score',
      firsts: '1st places',
      seconds: '2nd places',
      thirds: '3rd places',
      fourths: '4th places',
      bestSession: 'best session score',
      id: 'player id',
    } as Record<string, string>,
    thenSep: ', then ',
    idSep: ', ',
    title: (name: string, after: number, sessions: number) => `${name}: standings ${after === 0 ? 'before the first session' : `after session ${after} of ${sessions}`}`,
    ranking: (name: string, keys: string, rules: string) => `Ranking ${name}: ${keys}. Rules ${rules}.`,
    sessionIn: (session: number, results: number, planned: number) => `Session ${session}: ${results} of ${planned} tables in.`,
    problems: (n: number) => `${n} problem${n === 1 ? '' : 's'} in the files: a result file with a problem is not counted (mcr tournament check DIR lists them).`,
    place: 'Place',
    id: 'Id',
    name: 'Name',
    country: 'Country',
    played: 'Played',
    tablePts: 'Table pts',
    tablePoints: 'Table points',
    score: 'Score',
    team: 'Team',
    members: 'Members',
    seat: 'Seat',
    withdrew: (session: number, played: number) => `withdrew after session ${session}, played ${played}`,
    named: (name: string, withdrew: string) => `${name} (${withdrew})`,
    narrowRow: (place: string, name: string, id: string, points: string, score: number, played: number) =>
      `${place === '' ? '' : `${place}. `}${name} (${id}): ${points} table points, score ${score}, ${played} played`,
    narrowTeam: (place: string, team: string, points: string, score: number) => `${place}. ${team}: ${points} table points, score ${score}`,
    substitutes: 'Substitutes (seated and scored, not ranked):',
    substitutesShort: 'Substitutes (not ranked)',
    teamsBest: "Teams (the best members' table points, then score):",
    teamsAll: "Teams (members' table points, then score):",
    teams: 'Teams',
    shared: 'Shared table points are exact in --json (tablePointsExact, e.g. 7/3); shown here to 2 decimals.',
    teamSize: (n: number) => `A team counts its best ${n} members (team_size); Members shows counted/all.`,
    // The check (checkText).
    unlisted: (n: number, listed: number) => `and ${n} more problem${n === 1 ? '' : 's'} of the same kinds, not listed (the first ${listed} are): correct those, then check again.`,
    followOn: (n: number, one: boolean) =>
      `and ${n} more problem${n === 1 ? '' : 's'} that follow from ${one ? 'this one' : 'these'} (ids players.csv does not read, tables seating.csv does not plan): correct the above, then check again.`,
    warning: (line: string) => `warning: ${line}`,
    guessedHead: (n: number) => `Names split by a guess for the EMA file (${n}; give last_name and first_name columns in players.csv to be sure):`,
    counts: (players: number, reserves: string, sessions: number, results: number, progress: string) =>
      `${players} players${reserves === '' ? '' : ` and ${reserves}`}, ${sessions} sessions, ${results} result file${results === 1 ? '' : 's'}${progress}.`,
    inProgress: (session: number, results: number, planned: number) => `; session ${session} in progress: ${results} of ${planned} tables in`,
    noProblems: (counts: string) => `No problems: ${counts}`,
    problemCount: (n: number, unreadable: boolean, counts: string) => `${n} problem${n === 1 ? '' : 's'}${unreadable ? ' (some file can not be read)' : ''}: ${counts}`,
    // The cards (cardsText, cardsMarkdown, cardsHtml).
    playersCards: (name: string) => `${name}: players' cards`,
    tableSheets: (name: string) => `${name}: table sheets`,
    cards: (name: string) => `${name}: cards`,
    seatShort: (session: number, table: number, seat: string) => `S${session} T${table} ${seat}`,
    sessionShort: (session: number) => `S${session}`,
    tableShort: (table: number, seat: string) => `T${table} ${seat}`,
    sessionTable: (session: number, table: number) => `Session ${session}, table ${table}`,
    sessionSeat: (session: number, table: number, seat: string) => `Session ${session}: table ${table}, ${seat}`,
    scoreBlank: 'score ________',
    // A problem of the files (tournament/ Problem): the core's own sentence in English; other languages say it by its code.
    problem: (code: string, message: string) => message,
    /** The place of a problem about the options, not a file. */
    options: '(options)',
    /** check's list of guessed names: the guessed-name warning's sentence less its tail. */
    guessedLine: (message: string) => message.replace(/ in the EMA file, a guess.*$/, ''),
    reserves: (n: number) => `${n} reserve${n === 1 ? '' : 's'}`,
    // The seating plan (seatingText, reseatText) and its quality table.
    planTitle: (name: string, players: number, reserves: string, sessions: number, tables: number, seed: number) =>
      `Seating plan for ${name}: ${players} players${reserves === '' ? '' : ` (and ${reserves}, not seated)`}, ${sessions} sessions, ${tables} tables a session (seed ${seed})`,
    reseated: (session: number, by: string) => `Session ${session} re-seated by ${by}; the other sessions kept.`,
    writtenTo: (file: string) => `Written to ${file}.`,
    quality: 'Quality',
    repeats: 'Repeat meetings',
    noRepeats: '0: no two players meet twice',
    someRepeats: (repeats: number, pairs: number, bound: number) =>
      `${repeats} (${pairs} pair${pairs === 1 ? '' : 's'} meet more than once; the fewest possible by counting is ${bound})`,
    mostMeetings: 'Most meetings of a pair',
    mostMeetingsText: (max: number, bound: number) => `${max} (the fewest possible is ${bound})`,
    windBalance: 'Wind balance',
    windsEven: 'every player holds E, S, W, N equally often',
    windsSpread: (n: number) => `each player's E/S/W/N counts differ by at most ${n}`,
    keptApart: 'Kept apart',
    keptApartText: (violations: number, least: boolean, repeats: number) =>
      `${violations} meeting${violations === 1 ? '' : 's'} of players to keep apart${least ? ` (the fewest possible by counting, with ${repeats === 0 ? 'no repeat meeting' : `${repeats} repeat meeting${repeats === 1 ? '' : 's'}`})` : ''}`,
    madeBy: 'Made by',
    /** How the plan was made (seat.ts: a design's name, "search", "cyclic search", "NAME + search"). */
    method: (method: string) => method,
    note: 'Note',
    /** The plan's note (seat.ts), by its English sentence. */
    noteText: (note: string) => note,
    replanned: (name: string, after: number, changes: string, players: number, seed: number) =>
      `Seating plan for ${name} re-planned after session ${after}: ${changes}; ${players} players from session ${after + 1} (seed ${seed})`,
    withdraws: (ids: string, n: number) => `${ids} withdraw${n === 1 ? 's' : ''}`,
    substitutesPlay: (ids: string, n: number) => `substitute${n === 1 ? '' : 's'} ${ids} play${n === 1 ? 's' : ''}`,
    joins: (ids: string, n: number) => `${ids} join${n === 1 ? 's' : ''}`,
    changeSep: '; ',
    keptAsPlayed: (after: number, file: string) => `Sessions 1 to ${after} kept as played; written to ${file} and players.csv (the sessions column).`,
    partTime: (list: string) => `Players who do not play every session: ${list}.`,
    newRepeats: 'New repeat meetings',
    noNewRepeats: '0: no pair meets again',
    unevenWinds: (who: string, note: string) => `Winds uneven by more than 1: ${who}; ${note}.`,
    /** Why the winds are uneven (reseat.ts windsNote), by its English sentence. */
    windsNote: (note: string) => note,
    // The EMA export's notes on stderr (emaNotes).
    emaCountries: (n: number) => `Countries written as their ISO 3166-1 alpha-2 codes (${n}):`,
    emaCountry: (who: string, given: string, code: string) => `${who}: '${given}' as ${code}`,
    emaGuessed: (n: number) => `Names split by a guess (${n}; give last_name and first_name columns in players.csv, or "Last, First"; --strict refuses to export while any remain):`,
    emaName: (who: string, last: string, first: string) => `${who}: last name '${last}', first name '${first}'`,
    who: (id: number, name: string) => `player ${id} (${name})`,
    // init.
    made: (dir: string, players: number, reserves: string, sessions: number, rules: string, ranking: string) =>
      `Made ${dir}: ${players} players${reserves === '' ? '' : ` and ${reserves} (substitutes, seated when a reseat brings them in)`}, ${sessions} sessions, rules ${rules}, ranking ${ranking}.`,
    /** init's note when session 1's players are no multiple of 4 (api.ts fillMessage's sentence in English). */
    initNote: (note: string, players: number, reserves: string, short: number) => `Note: ${note}.`,
    next: (config: string, dir: string) => `Next: edit ${config} (name, seating), then mcr tournament seat ${dir}`,
    // Errors and notes on stderr (commands/tournament.ts).
    usage: (message: string) => `${message} (mcr tournament --help lists the commands and options)`,
    needsFolder: (sub: string) => `mcr tournament ${sub} needs the tournament folder: mcr tournament ${sub} DIR`,
    unexpected: (word: string) => `unexpected '${word}' after the folder; expected options only`,
    oneFormat: (formats: readonly string[]) => `give one output format, not ${formats.join(' and ')}`,
    wholeNumber: (name: string, v: string, lo: number, hi: number) => `--${name} ${v}; expected a whole number ${lo} to ${hi}`,
    needsPlayers: 'mcr tournament init needs --players FILE (a CSV with a header id,name)',
    needsSessions: 'mcr tournament init needs --sessions K (how many sessions)',
    cannotRead: (file: string, why: string) => `cannot read ${file}: ${why}`,
    fixPlayers: 'Nothing written: correct the players file and run init again.',
    exists: (file: string) => `${file} already exists; nothing written (--force replaces it)`,
    planExists: (file: string) => `${file} already exists; nothing written (--force replaces it, -o FILE writes elsewhere, --session K re-seats one session)`,
    cannotWriteIn: (dir: string, why: string) => `error: cannot write in ${dir}: ${why}; nothing written`,
    cannotWriteChanged: (dir: string, why: string) => `error: cannot write in ${dir}: ${why}; nothing changed`,
    cannotWrite: (file: string, why: string) => `error: cannot write ${file}: ${why}; nothing written`,
    nothingWritten: 'Nothing written.',
    twoSessions: (a: number, b: number) => `--by-standings ${a} and --session ${b}; expected one session to re-seat`,
    byChoice: (v: string) => `--by ${v}; expected standings, snake or random`,
    byNeedsSession: '--by goes with --session K (the session to re-seat)',
    time: (v: string) => `--time ${v}; expected seconds, more than 0 and at most 86400`,
    ids: (name: string, v: string) => `--${name} ${v}; expected player ids (positive whole numbers, comma-separated)`,
    needsAfter: 'mcr tournament reseat needs --after K (the sessions played, kept as they are)',
    needsChange: 'mcr tournament reseat needs a change: --withdraw ID, --substitute ID or --join ID',
    bomCsv: '--bom goes with --csv (a byte-order mark for spreadsheets)',
    bomJson: '--bom goes with the CSV file, not --json',
    needsEma: 'mcr tournament export needs --ema (the results file for the EMA ranking)',
    leftOut: (n: number, files: readonly string[], dir: string) =>
      `${n} problem${n === 1 ? '' : 's'} in the files${files.length > 0 ? `; not counted: ${files.join(', ')}` : ''} (mcr tournament check ${dir} lists them)`,
    cannotComplete: (dir: string, journal: string, why: string) => `warning: cannot complete the interrupted change in ${dir} (${journal}): ${why}`,
    completed: (dir: string, files: readonly string[]) => `note: completed a change of ${dir} that was interrupted (${files.join(' and ')} written together)`,
    tookOver: (dir: string, pid: number | string) => `note: took over the lock of ${dir} from process ${pid}, which is gone (stopped while writing?)`,
    lockHeld: (dir: string, pid: string, lock: string) =>
      `error: another mcr command${pid === '' ? '' : ` (process ${pid})`} is writing in ${dir}; nothing written: run one at a time (${lock} is its lock; remove it if no mcr command is running)`,
    cannotLock: (dir: string, lock: string, why: string) => `error: cannot lock ${dir} for writing (${lock}): ${why}`,
    lockReturns: (dir: string, lock: string) => `error: cannot lock ${dir} for writing: ${lock} keeps coming back; nothing written`,
  },

  /** `mcr web`'s messages (commands/web.ts); the server's answers to a browser stay as they are. */
  web: IN_PAGE ? LEFT_OUT : {
    noArguments: 'mcr web takes no arguments, only --port and --host (mcr web --help)',
    emptyHost: (host: string) => `--host takes an address, e.g. ${host} (this machine only) or 0.0.0.0 (every network), not an empty one`,
    notBuilt: 'error: the page is not built (dist/web/index.html is missing); run npm run build',
    cannotListen: (host: string, port: number, why: string, code: string) => `error: cannot listen on ${host} port ${port}: ${why}${code === '' ? '' : ` (${code})`}`,
    EADDRINUSE: 'the port is taken by another program; choose another with --port, or --port 0 for any free one',
    EADDRNOTAVAIL: 'that is not an address of this machine; --host 0.0.0.0 listens on all of them',
    EACCES: (port: string) => `ports below 1024 need administrator rights; choose --port ${port} or above`,
    ENOTFOUND: 'no such host name; give an address of this machine, e.g. --host 0.0.0.0',
    notLoopback: (address: string, everywhere: boolean, port: number) =>
      `warning: ${address}${everywhere ? ' (every network of this machine)' : ''} is not loopback: any machine that reaches this one on port ${port} opens the page (read-only)`,
    served: (url: string) => `mcr's page is served read-only at ${url}`,
    phone: 'A phone on the same network opens:',
    noNetwork: '(no network address found: is this machine on a network?)',
    onlyHere: 'Only this machine can open it; --host 0.0.0.0 lets a phone on the same network in.',
    stop: 'Press Ctrl-C to stop.',
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
    /** A special shape's name (Seven Pairs ...: score.ts's) where an arrangement is written. */
    shapeName: (name: string) => name,
    /** The nearest miss of a fan not present (fans/define.ts MissSay): each fan's own sentences, written from what the hand has. */
    miss: {
      needs: (id: string, name: string, english: string) => `${name} needs ${english}`,
      shape: (needs: string, shape: string) => `${needs}; this hand is ${shape || 'a special shape'}, which has no sets.`,
      usedByCombos: (name: string, combination: 'chows' | 'pungs', combos: readonly string[]) =>
        `${name} is among this hand's ${combination} but not counted: ${list(combos)} already use${combos.length === 1 ? 's' : ''} those sets, ` +
        'and a set counts only once with the others in the combination fans (the account-once principle).',
      ways: (needs: string, chows: readonly string[], lacks: readonly string[]) =>
        `${needs}; this hand has ${describe(chows, 'chow', 'chows')}${lacks.length ? `: ${list(lacks)} would make it` : ''}.`,
      chowCombo: (needs: string, chows: readonly string[]) => `${needs}; this hand has ${describe(chows, 'chow', 'chows')}.`,
      pungCombo: (needs: string, pungs: readonly string[]) => `${needs}; this hand has ${describe(pungs, 'pung', 'pungs and kongs')}.`,
      everySet: (needs: string, bad: readonly string[]) => `${needs}; ${list(bad)} ${bad.length === 1 ? 'does' : 'do'} not.`,
      everyTile: (needs: string, tiles: string) => `${needs}; this hand also has ${tiles}.`,
      none: (needs: string) => `${needs}; this hand does not have it.`,
      holds: (needs: string, kind: 'winds' | 'dragons', held: readonly string[], pungs: readonly string[]) =>
        `${needs}; this hand holds ${held.length ? `${list(held)} of the ${kind}` : `no ${kind}`}${pungs.length ? `, and its pungs are ${list(pungs)}` : ''}.`,
      noWindPung: (needs: string, held: readonly string[]) => `${needs}; this hand has no wind pung${held.length ? ` (it holds ${list(held)})` : ''}.`,
      kongs: (needs: string, kongs: readonly string[]) => `${needs}; this hand has ${describe(kongs, 'kong', 'kongs')}.`,
      concealedPungs: (needs: string, concealed: readonly string[], onDiscard: string | null) =>
        `${needs}; this hand has ${concealed.length ? `${concealed.length}: ${list(concealed)}` : 'none'}${onDiscard ? ` (the pung the discarded ${onDiscard} completes counts as melded)` : ''}.`,
      meldedHand: (needs: string, melded: number, selfDrawn: boolean) => `${needs}; this hand has ${counts(melded, 'melded set', 'melded sets')}${selfDrawn ? ' and was self-drawn' : ''}.`,
      hasMelded: (needs: string, melded: readonly string[]) => `${needs}; this hand has the melded ${melded.length === 1 ? 'set' : 'sets'} ${list(melded)}.`,
      kinds: (needs: string, n: readonly number[]) => `${needs}; this hand has tiles of ${list(n.map((k, i) => (k > 0 ? `${KINDS[i]} (${k})` : '')).filter(Boolean))}.`,
      missingKinds: (needs: string, n: readonly number[]) => `${needs}; this hand has no ${list(n.map((k, i) => (k === 0 ? KINDS[i] : '')).filter(Boolean), 'or')}.`,
      tileHog: (needs: string) => `${needs}; no tile is held four times outside a kong.`,
      honorsHeld: (needs: string, held: readonly string[]) => `${needs}; this hand has ${list(held)}.`,
      allChows: (needs: string, chows: number, honorPair: string | null) =>
        `${needs}; this hand has ${counts(chows, 'chow', 'chows')}${honorPair ? `, and its pair ${honorPair} is of honors` : ''}.`,
      allPungs: (needs: string, pungs: number, chows: readonly string[]) => `${needs}; this hand has ${counts(pungs, 'pung or kong', 'pungs and kongs')} and ${describe(chows, 'chow', 'chows')}.`,
      chicken: (name: string, counted: readonly string[]) => `${name} counts only when no other fan does; this hand scores ${list(counted)}.`,
      waitIn: (needs: string, win: string, holding: readonly string[], more: readonly string[]) =>
        `${needs}; the winning tile ${win} is in ${list(holding)} here${more.length ? `, and ${list(more, 'or')} would also complete the hand` : ''}.`,
      waitReadAs: (name: string, fan: string, win: string, sets: readonly string[], read: string, as: readonly string[], counted: boolean) =>
        `${name} is not counted: the wait could be read as ${READ_AS[fan] ?? fan} (${win} ${fan === 'single-wait' ? 'completing the pair' : 'in'} ${list(sets)}), ` +
        `but ${read} (${win} in ${list(as)}) ${counted ? 'was counted instead' : 'is the wait read instead'}, since at most one wait fan counts.`,
    },
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
  fanSheet: IN_PAGE ? LEFT_OUT : {
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
  session: IN_PAGE ? LEFT_OUT : {
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
  /** `mcr -i`: the referee's prompt (commands/interactive.ts); what is typed (waits, why, rules, set, clear, help, quit) stays these words. */
  prompt: IN_PAGE ? LEFT_OUT : {
    start: (rules: string) => `mcr: type a hand (rules ${rules}); help for commands, Ctrl-D to end.`,
    /** The prompt, with the session's defaults (each of set), e.g. `mcr [round S, seat W, mil]> `. */
    prompt: (set: readonly string[]) => (set.length === 0 ? 'mcr> ' : `mcr [${set.join(', ')}]> `),
    round: (wind: string) => `round ${wind}`,
    seat: (wind: string) => `seat ${wind}`,
    defaults: (round: string | null, seat: string | null, rules: string) => `defaults: round ${round ?? 'E (not set)'}, seat ${seat ?? 'E (not set)'}, rules ${rules}`,
    rulesNow: (rules: string, isDefault: boolean) => `rules: ${rules}${isDefault ? ' (default)' : ''}`,
    error: (message: string) => `error: ${message}`,
    setUsage: 'expected set round|seat <wind>, set rules <name>, or set alone to show them',
    setWhat: (what: string) => `set ${what}: expected round, seat or rules`,
    setWind: (what: string, value: string) => `set ${what} ${value}: expected a wind (E S W N) or off`,
    /** The help: the first line, the example's, the commands' title and rows (term, what), the last line. */
    intro: 'Type a hand to score it, as on the command line, e.g.',
    commands: 'Commands:',
    /** The rows' terms and texts, in order (the rules row's text is rulesRow's). */
    terms: ['waits <hand>', 'why <hand> <fan>', 'rules [NAME]', 'set round|seat <wind>', 'why <fan>', 'clear', 'help', 'quit'] as readonly string[],
    texts: [
      'what wins a 13-tile hand (or which discard, with 14)',
      'why a fan counts or not, e.g. why 123c 456c 789c 111b 2b 2b single',
      '',
      'a default for the hands that do not give +round or +seat (off to drop it); set rules NAME; set alone shows them',
      'why a fan counts or not in the last hand',
      'clear the screen',
      'this text',
      'end (or Ctrl-D)',
    ] as readonly string[],
    rulesRow: (rules: string) => `show or change the rule profile (${rules})`,
    arrows: 'Up and down arrows recall earlier lines.',
  },
  /** The commands' help in this language, by command name ('mcr' for scoring); English: the declarations themselves. */
  /** Usage errors that are no command's own (commands/program.ts, declarations.ts, score.ts) and the system's reasons a file can not be written or read. */
  usage: IN_PAGE ? LEFT_OUT : {
    noCommand: (name: string, near: string | undefined) => `no command is called '${name}'${near ? `; did you mean \`mcr help ${near}\`?` : ''}`,
    /** Two options that do not go together: the declaration's sentence (declarations.ts conflicts), in English. */
    conflict: (english: string, a: string, b: string) => english,
    summaryOnly: '--summary-only is for batch runs (hands from stdin or --file)',
    oneHand: '--explain and --arrangements are for one hand given on the command line',
    /** mcr play, replay and review (commands/play.ts, replay.ts, review.ts). */
    noWords: (command: string, got: string) => `mcr ${command} takes no words (got '${got}')`,
    seatNotWithBots: '--seat is your seat at the table: not with --bots 4',
    seatWind: (v: string) => `--seat ${v}; expected E, S, W or N`,
    oneRecord: 'give one record file (or none, or "-", for stdin)',
    reviewSeat: '--seat S: the seat to review, E S W or N, or a player of the record (mcr review --help)',
    outputNeeds: (o: string) => `-o ${o}: -o writes the --html page or the --json object to a file; add one of them`,
  },

  commands: IN_PAGE ? LEFT_OUT : {} as Readonly<Record<string, CommandWords>>,

  cannotRead: IN_PAGE ? LEFT_OUT : {
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
    EROFS: 'read-only file system',
    ENOSPC: 'no space left on device',
    EEXIST: 'a file or folder of that name exists already',
    /** io/write.ts: a FIFO is not written to. */
    EFIFO: 'it is a FIFO (named pipe); expected a file or a device (write to stdout and pipe that instead)',
  },
};
