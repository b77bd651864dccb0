/**
 * The quiz's questions as data (schema "mcr-quiz/1", docs/SCHEMA.md): what
 * quiz(options) returns, what `mcr quiz --json` prints one per line, and what the
 * terminal quiz and the page ask from. Every answer was given by the scorer.
 */
import type { FanId } from '../fans/table.js';
import type { ExcludedJson, FanJson, ReasonCode, Verdict } from '../result.js';
import type { Level } from './levels.js';
import type { Catalog } from '../i18n/types.js';

export const QUIZ_SCHEMA_ID = 'mcr-quiz/1' as const;

export const QUIZ_KINDS = ['count', 'valid', 'waits', 'discard', 'fan'] as const;

/**
 * The discard kind judges by chance (docs/QUIZ.md): the chance either way of a legal
 * win within DISCARD_DRAWS draws (`mcr advise`'s default), and a discard is right
 * when its chance is within DISCARD_MARGIN (2 percentage points) of the best's.
 */
export const DISCARD_DRAWS = 18;
export const DISCARD_MARGIN = 0.02;
export type QuizKind = (typeof QUIZ_KINDS)[number];

/** What one step of a question asks for. */
export type Ask = 'total' | 'fans' | 'valid' | 'reason' | 'waits' | 'reach8' | 'discard' | 'name' | 'build';

export interface StepJson {
  ask: Ask;
  /** The question of this step, as shown. */
  prompt: string;
  /** The right answer written out, as a person would type it. */
  expected: string;
}

/**
 * The answer, as the scorer gave it. Which fields are there depends on the kind:
 *   count    total, fanPoints, fans, excluded (as score() gives them)
 *   valid    valid, verdict, reasonCode, fanPoints
 *   waits    waits (every winning tile), reach8 (those that reach 8 won on a discard)
 *   discard  discards (every discard within DISCARD_MARGIN of the best chance), distance (the best's legal distance either way)
 *   fan      fan (the fan asked about), example (a hand that has it)
 */
export interface AnswerJson {
  /** The answer in one line, as the key of a worksheet gives it. */
  text: string;
  total?: number;
  fanPoints?: number;
  fans?: FanJson[];
  excluded?: ExcludedJson[];
  valid?: boolean;
  verdict?: Verdict;
  reasonCode?: ReasonCode | null;
  waits?: string[];
  reach8?: string[];
  discards?: string[];
  distance?: number | null;
  fan?: FanId;
  example?: string;
}

export interface Question {
  schema: typeof QUIZ_SCHEMA_ID;
  /** `<seed>-<n>`: the seed and the question's place in the run (1-based). */
  id: string;
  kind: QuizKind;
  level: Level;
  rules: string;
  /** The hand in mcr notation (13 or 14 tiles, or a whole claim); "" when the question gives none (build a hand). */
  hand: string;
  /** The question as a sentence. */
  question: string;
  steps: StepJson[];
  answer: AnswerJson;
  /** The answer explained in a few sentences: fans, exclusions and what excludes them. */
  explanation: string;
  /** The fans this question is about (for progress: missed fans come back sooner). */
  about: FanId[];
}

export interface QuizOptions {
  /** The same seed gives the same questions (default 1). */
  seed?: number;
  /** How many questions (default 10, at most 10,000). */
  count?: number;
  /** The kinds to ask (default all, in turn). */
  kinds?: readonly QuizKind[];
  /** The level (default "common"). */
  level?: Level;
  /** The rule profile (default green-book). */
  rules?: string;
  /** Fans to lean on (the ones a player misses most): a question about one of them is preferred. */
  focus?: readonly FanId[];
  /**
   * The words of the questions, prompts, answers and explanations (i18n/): English when
   * not given. The steps' `expected` (yes, no, short, shape, none, "5d or 7b", fan names)
   * are the same in every language: the checker reads them.
   */
  t?: Catalog;
}

export type QuizErrorCode = 'bad-option';

export interface QuizError {
  ok: false;
  error: { code: QuizErrorCode; message: string };
}

export interface QuizOk {
  ok: true;
  questions: Question[];
}

export type QuizResult = QuizOk | QuizError;
