/** The mcr-quiz/1 object's keys, in order (docs/SCHEMA.md "Quiz"): declared once, beside its type (quiz/types.ts). */
import { bool, list, nullable, num, object, optional, str } from '../format/json-writer.js';
import { EXCLUDED, FAN } from '../result.js';
import type { AnswerJson, Question, StepJson } from './types.js';

const STEP = object<StepJson>({ ask: str, prompt: str, expected: str });
const ANSWER = object<AnswerJson>({
  text: str,
  total: optional(num),
  fanPoints: optional(num),
  fans: optional(list(FAN)),
  excluded: optional(list(EXCLUDED)),
  valid: optional(bool),
  verdict: optional(str),
  reasonCode: optional(nullable(str)),
  waits: optional(list(str)),
  reach8: optional(list(str)),
  discards: optional(list(str)),
  distance: optional(nullable(num)),
  fan: optional(str),
  example: optional(str),
});

export const QUIZ_JSON = object<Question>({
  schema: str,
  id: str,
  kind: str,
  level: str,
  rules: str,
  hand: str,
  question: str,
  steps: list(STEP),
  answer: ANSWER,
  explanation: str,
  about: list(str),
});
