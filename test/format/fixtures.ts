/** Hand-built results in the SCHEMA.md shape, for formatter tests that do not need score(). */
import type { ScoreError, ScoreOk } from '../../src/result.js';

export const win: ScoreOk = {
  schema: 'mcr-score/1',
  input: '[123b] 456c 78d EEE 55d 9d +win:wall +seat:S',
  ok: true,
  verdict: 'win',
  reason: null,
  hand: {
    concealed: ['4c', '5c', '6c', '7d', '8d', 'E', 'E', 'E', '5d', '5d', '9d'],
    melds: [{ kind: 'chow', tiles: ['1b', '2b', '3b'], concealed: false }],
    winningTile: '9d',
    win: 'wall',
    seatWind: 'S',
    prevalentWind: 'E',
    discarder: null,
    flowers: 0,
    last: false,
    wallLast: false,
    kong: false,
  },
  arrangement: [
    { kind: 'chow', tiles: ['1b', '2b', '3b'], melded: true },
    { kind: 'chow', tiles: ['4c', '5c', '6c'], melded: false },
    { kind: 'chow', tiles: ['7d', '8d', '9d'], melded: false },
    { kind: 'pung', tiles: ['E', 'E', 'E'], melded: false },
    { kind: 'pair', tiles: ['5d', '5d'], melded: false },
  ],
  fans: [
    { id: 'mixed-straight', name: 'Mixed Straight', zh: '花龙', points: 8, count: 1 },
    { id: 'prevalent-wind', name: 'Prevalent Wind', zh: '圈风刻', points: 2, count: 1 },
    { id: 'self-drawn', name: 'Self-Drawn', zh: '自摸', points: 1, count: 1 },
  ],
  excluded: [
    {
      id: 'pung-of-terminals-or-honors',
      name: 'Pung of Terminals or Honors',
      zh: '幺九刻',
      points: 1,
      by: 'prevalent-wind',
    },
  ],
  fanPoints: 11,
  total: 11,
  payments: [
    { seat: 'S', role: 'winner', amount: 57 },
    { seat: 'W', role: 'other', amount: -19 },
    { seat: 'N', role: 'other', amount: -19 },
    { seat: 'E', role: 'other', amount: -19 },
  ],
};

export const belowMinimum: ScoreOk = {
  schema: 'mcr-score/1',
  input: '[SSS] [777c] 567b 345c E E +win:discard +seat:N +round:N +flowers:3',
  ok: true,
  verdict: 'below-minimum',
  reason: 'the hand scores 3 points; 8 are needed (flowers do not count)',
  hand: {
    concealed: ['5b', '6b', '7b', '3c', '4c', '5c', 'E', 'E'],
    melds: [
      { kind: 'pung', tiles: ['S', 'S', 'S'], concealed: false },
      { kind: 'pung', tiles: ['7c', '7c', '7c'], concealed: false },
    ],
    winningTile: 'E',
    win: 'discard',
    seatWind: 'N',
    prevalentWind: 'N',
    discarder: null,
    flowers: 3,
    last: false,
    wallLast: false,
    kong: false,
  },
  arrangement: [
    { kind: 'pung', tiles: ['S', 'S', 'S'], melded: true },
    { kind: 'pung', tiles: ['7c', '7c', '7c'], melded: true },
    { kind: 'chow', tiles: ['5b', '6b', '7b'], melded: false },
    { kind: 'chow', tiles: ['3c', '4c', '5c'], melded: false },
    { kind: 'pair', tiles: ['E', 'E'], melded: false },
  ],
  fans: [
    { id: 'pung-of-terminals-or-honors', name: 'Pung of Terminals or Honors', zh: '幺九刻', points: 1, count: 1 },
    { id: 'one-voided-suit', name: 'One Voided Suit', zh: '缺一门', points: 1, count: 1 },
    { id: 'single-wait', name: 'Single Wait', zh: '单钓将', points: 1, count: 1 },
    { id: 'flower-tiles', name: 'Flower Tiles', zh: '花牌', points: 1, count: 3 },
  ],
  excluded: [],
  fanPoints: 3,
  total: 6,
  payments: [
    { seat: 'N', role: 'claimer', amount: -30 },
    { seat: 'E', role: 'other', amount: 10 },
    { seat: 'S', role: 'other', amount: 10 },
    { seat: 'W', role: 'other', amount: 10 },
  ],
};

export const notWinning: ScoreOk = {
  schema: 'mcr-score/1',
  input: '[234b] 89b 11456c 67d 7b',
  ok: true,
  verdict: 'not-a-winning-hand',
  reason: 'the hand has 13 tiles; a complete hand has 14',
  hand: {
    concealed: ['8b', '9b', '1c', '1c', '4c', '5c', '6c', '6d', '7d', '7b'],
    melds: [{ kind: 'chow', tiles: ['2b', '3b', '4b'], concealed: false }],
    winningTile: '7b',
    win: 'discard',
    seatWind: 'E',
    prevalentWind: 'E',
    discarder: null,
    flowers: 0,
    last: false,
    wallLast: false,
    kong: false,
  },
  arrangement: [],
  fans: [],
  excluded: [],
  fanPoints: 0,
  total: 0,
  payments: [
    { seat: 'E', role: 'claimer', amount: -60 },
    { seat: 'S', role: 'other', amount: 20 },
    { seat: 'W', role: 'other', amount: 20 },
    { seat: 'N', role: 'other', amount: 20 },
  ],
};

export const readFailure: ScoreError = {
  schema: 'mcr-score/1',
  input: '123x',
  ok: false,
  error: {
    code: 'unknown-character',
    message: "unknown character 'x' at column 4; expected a digit, a suit letter or an honor letter",
    column: 4,
  },
};
