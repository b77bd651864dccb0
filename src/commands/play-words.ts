/**
 * The words a player reads at the table (`mcr play`), in one object so that a
 * language catalog (src/i18n/) can take them over in one move. Functions where a
 * sentence carries a value.
 */
export const PLAY_WORDS = {
  title: (hand: number, hands: number, round: string, wall: number, seat: string) =>
    `Hand ${hand}/${hands} · round ${round} · wall ${wall} · you ${seat}`,
  you: 'you',
  bot: 'bot',
  discards: 'discards',
  flowers: 'flowers',
  hand: 'Your hand',
  drawn: 'drew',
  yourTurn: 'Discard: a tile (5b) or its number.',
  canWin: 'win: self-drawn, now',
  canKong: (tiles: string) => `kong ${tiles}: a kong`,
  claimOn: (tile: string, from: string) => `${from} discards ${tile}. Claim?`,
  robOn: (tile: string, from: string) => `${from} adds ${tile} to a kong. Rob it?`,
  claimChoices: 'Type a number or a word.',
  keys: '? coach · q leave',
  prompt: '> ',
  pass: 'pass',
  chowOf: (tiles: string) => `chow ${tiles}`,
  notUnderstood: (typed: string) => `Not understood: '${typed}'. Try again.`,
  notHeld: (typed: string) => `You do not hold ${typed}. Try again.`,
  noSuchNumber: (typed: string, max: number) => `No tile ${typed}: 1 to ${max}. Try again.`,
  notNow: (what: string) => `No ${what} now. Try again.`,
  coach: 'Coach:',
  coachWould: (what: string) => `the bots would: ${what}`,
  acted: (who: string, what: string) => `${who} ${what}`,
  drawnHand: 'The wall is empty: the hand is drawn.',
  won: (who: string, points: number, from: string | null) =>
    `${who} wins with ${points} fan points${from === null ? ', self-drawn' : `, on ${from}'s discard`}.`,
  payments: 'Payments',
  totals: 'Totals',
  nextHand: 'Enter: the next hand · q: leave',
  left: 'You left the table.',
  recordKept: (file: string) => `record: ${file} (mcr replay ${file})`,
  recordUnfinished: 'The hand was not finished: mcr replay checks it up to where it stopped.',
  noRecord: 'No record kept: play with -o FILE to keep one.',
  seed: (seed: number) => `seed ${seed}`,
} as const;
