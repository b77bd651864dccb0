/**
 * quiz(options): questions made by a pure, seeded function, each answered by the
 * scorer (docs/QUIZ.md). The same options give the same questions; no hand repeats
 * within a run; every answer is what score() or waits() says of the hand.
 */
import { FANS, type FanId } from '../fans/table.js';
import { parseLine } from '../notation/parse.js';
import { canonical } from '../notation/format.js';
import type { ScoreOk } from '../result.js';
import { DEFAULT_RULES, minimumOf, ruleProfile, unknownRulesMessage } from '../rules/profiles.js';
import { score } from '../score.js';
import type { Tile } from '../tiles.js';
import { advise, type DiscardAdviceJson } from '../advice/index.js';
import { chanceWords } from '../advice/words.js';
import { legalWords, routeLine } from '../advice/words.js';
import { waits } from '../waits/analyse.js';
import type { WaitsOk } from '../waits/types.js';
import { claimLine, DEFAULT_STYLE, readyLine, regularHand, type Drawn } from './hands.js';
import { LEVEL_RECIPES, LEVELS, type Level, type LevelRecipe } from './levels.js';
import { rng, type Rng } from './rng.js';
import { DISCARD_DRAWS, DISCARD_MARGIN, QUIZ_KINDS, QUIZ_SCHEMA_ID, type Question, type QuizKind, type QuizOptions, type QuizResult } from './types.js';
import { explainScore, fanList } from './words.js';
import { describeError } from '../errors.js';

/** The largest seed: the generator (quiz/rng.ts) is seeded with 32 bits. */
export const MAX_SEED = 0xffff_ffff;

export const MAX_QUESTIONS = 10_000;
/** Hands tried for one question before the level's plans are given up for a plain hand. */
const TRIES = 400;

interface Run {
  r: Rng;
  level: LevelRecipe;
  rules: string;
  focus: readonly FanId[];
  /** The hands asked so far in this run (no repeats). */
  seen: Set<string>;
}

const bad = (message: string): QuizResult => ({ ok: false, error: { code: 'bad-option', message } });

/** The questions for these options, or what is wrong with the options. Never throws. */
export function quiz(options: QuizOptions = {}): QuizResult {
  try {
    return makeQuiz(options ?? {});
  } catch (e) {
    return bad(`the options could not be read (${describeError(e)})`);
  }
}

function makeQuiz(o: QuizOptions): QuizResult {
  const seed = o.seed ?? 1;
  // The generator takes 32 bits: a larger seed would ask a smaller one's questions again.
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) return bad(`seed ${describeError(seed)}: a whole number from 0 to ${MAX_SEED}`);
  const count = o.count ?? 10;
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_QUESTIONS) return bad(`count ${String(count)}: from 1 to ${MAX_QUESTIONS}`);
  const kinds = o.kinds && o.kinds.length > 0 ? [...o.kinds] : [...QUIZ_KINDS];
  const wrong = kinds.find((k) => !QUIZ_KINDS.includes(k));
  if (wrong !== undefined) return bad(`kind ${String(wrong)}: one of ${QUIZ_KINDS.join(', ')}`);
  const level = o.level ?? 'common';
  if (!LEVELS.includes(level)) return bad(`level ${String(level)}: one of ${LEVELS.join(', ')}`);
  const rules = o.rules ?? DEFAULT_RULES;
  if (ruleProfile(rules) === null) return bad(unknownRulesMessage(String(rules)));
  const run: Run = { r: rng(seed), level: LEVEL_RECIPES[level], rules, focus: o.focus ?? [], seen: new Set() };
  const questions: Question[] = [];
  for (let i = 0; i < count; i++) {
    const kind = kinds[i % kinds.length];
    const q = MAKERS[kind](run);
    questions.push({ ...q, schema: QUIZ_SCHEMA_ID, id: `${seed}-${i + 1}`, kind, level, rules: run.rules });
  }
  return { ok: true, questions };
}

type Made = Omit<Question, 'schema' | 'id' | 'kind' | 'level' | 'rules'>;

/** A winning hand of the level not asked before in this run, scored; with focus fans, one that counts one of them if a few tries find it. */
function drawWin(run: Run, fits: (s: ScoreOk) => boolean = run.level.fits): { drawn: Drawn; line: string; s: ScoreOk } {
  let first: { drawn: Drawn; line: string; s: ScoreOk } | null = null;
  let found = 0;
  for (let t = 0; t < TRIES * 2; t++) {
    const plain = t >= TRIES;
    const drawn = plain ? regularHand(run.r, [], DEFAULT_STYLE) : run.r.pick(run.level.plans)(run.r);
    if (!drawn) continue;
    const line = claimLine(drawn);
    if (run.seen.has(line)) continue;
    const s = score(line, { rules: run.rules });
    if (!s.ok || s.verdict !== 'win' || (!plain && !fits(s))) continue;
    const hit = { drawn, line, s };
    if (run.focus.length === 0 || s.fans.some((f) => run.focus.includes(f.id))) return keep(run, hit);
    first ??= hit;
    if (++found >= 6) break;
  }
  if (first) return keep(run, first);
  // Unreachable in practice (test/quiz checks 10,000 questions a kind): a plain win.
  for (;;) {
    const drawn = regularHand(run.r, [], { ...DEFAULT_STYLE, chow: 0, meld: 0 });
    if (!drawn) continue;
    const line = claimLine(drawn);
    const s = score(line, { rules: run.rules });
    if (s.ok && s.verdict === 'win' && !run.seen.has(line)) return keep(run, { drawn, line, s });
  }
}

const keep = <T extends { line: string }>(run: Run, hit: T): T => {
  run.seen.add(hit.line);
  return hit;
};

/** The fans a count question asks for: those counted, but Flower Tiles (the line gives the flowers). */
const countedFans = (s: ScoreOk): FanId[] => s.fans.filter((f) => f.id !== 'flower-tiles').map((f) => f.id);

function count(run: Run): Made {
  const { line, s } = drawWin(run);
  const ids = countedFans(s);
  return {
    hand: line,
    question: 'What is this hand worth: its total (fan points and flowers), then which fans count?',
    steps: [
      { ask: 'total', prompt: 'Total?', expected: String(s.total) },
      { ask: 'fans', prompt: 'Which fans count? (names, numbers or 中文, separated by commas)', expected: fanList(ids) },
    ],
    answer: { text: `${s.total}: ${fanList(ids)}`, total: s.total, fanPoints: s.fanPoints, fans: s.fans, excluded: s.excluded },
    explanation: explainScore(s),
    about: ids,
  };
}

/** A tile swapped for another in the concealed part (never a fifth copy), so that the claim makes no winning shape. */
function broken(run: Run, d: Drawn): { line: string; s: ScoreOk } | null {
  const parsed = parseLine(claimLine(d));
  if (!parsed.ok) return null;
  const hand = parsed.hand;
  for (let t = 0; t < 20; t++) {
    const concealed = hand.concealed.slice();
    const i = run.r.int(concealed.length - 1); // not the winning tile (the last)
    const to: Tile = run.r.int(34);
    concealed[i] = to;
    const copies = [...concealed, ...hand.melds.flatMap((m) => m.tiles)].filter((x) => x === to).length;
    if (copies > 4) continue;
    const line = canonical({ ...hand, concealed });
    const s = score(line, { rules: run.rules });
    if (s.ok && s.verdict === 'not-a-winning-hand' && !run.seen.has(line)) return keep(run, { line, s });
  }
  return null;
}

/** A complete hand under the minimum: a plain hand of the level's style that scores 1 to 7 fan points. */
function short(run: Run): { line: string; s: ScoreOk } | null {
  for (let t = 0; t < TRIES; t++) {
    const plan = run.r.chance(0.5) ? run.r.pick(run.level.plans)(run.r) : regularHand(run.r, [], DEFAULT_STYLE);
    if (!plan) continue;
    const line = claimLine(plan);
    if (run.seen.has(line)) continue;
    const s = score(line, { rules: run.rules });
    if (s.ok && s.verdict === 'below-minimum' && s.fanPoints >= 3) return keep(run, { line, s });
  }
  return null;
}

function valid(run: Run): Made {
  const roll = run.r.next();
  const picked = (roll < 0.35 ? short(run) : roll < 0.5 ? broken(run, drawWin(run).drawn) : null) ?? drawWin(run);
  const { line, s } = picked;
  const ok = s.verdict === 'win';
  const min = minimumOf(run.rules);
  const steps: Made['steps'] = [
    { ask: 'valid', prompt: `A valid win (${min} fan points or more, flowers not counted)? (y/n)`, expected: ok ? 'yes' : 'no' },
  ];
  if (!ok) {
    steps.push({
      ask: 'reason',
      prompt: `Why not: short (a complete hand under ${min} points) or shape (no winning shape)?`,
      expected: s.reasonCode === 'below-minimum' ? 'short' : 'shape',
    });
  }
  return {
    hand: line,
    question: 'Is this claim a valid win?',
    steps,
    answer: { text: ok ? 'yes' : `no: ${s.reason ?? ''}`, valid: ok, verdict: s.verdict, reasonCode: s.reasonCode, fanPoints: s.fanPoints },
    explanation: explainScore(s),
    about: countedFans(s),
  };
}

const tilesOf = (codes: readonly string[]): string => (codes.length ? codes.join(' ') : 'none');

function waitsQuestion(run: Run): Made {
  let best: { line: string; w: WaitsOk } | null = null;
  for (let t = 0; t < 40; t++) {
    const { drawn } = drawWin(run, (s) => s.fanPoints >= 1);
    const line = readyLine(drawn);
    const w = waits(line, { rules: run.rules });
    if (!w.ok || !w.ready) continue;
    best = { line, w };
    // Most questions have two waits or more, and some of them short of 8.
    if (w.waits.length >= 2 || run.r.chance(0.2)) break;
  }
  if (!best) throw new Error('no ready hand');
  const { line, w } = best;
  const min = minimumOf(run.rules);
  const all = w.waits.map((x) => x.tile);
  const reach = w.waits.filter((x) => x.discard.enough).map((x) => x.tile);
  const about = [...new Set(w.waits.flatMap((x) => x.discard.fans.map((f) => f.id)))];
  return {
    hand: line,
    question: `What does this hand wait for, and which of those wins reach ${min} fan points on a discard?`,
    steps: [
      { ask: 'waits', prompt: 'Winning tiles?', expected: tilesOf(all) },
      { ask: 'reach8', prompt: `Which of them reach ${min} fan points won on a discard? ("all" if all, "none" if none)`, expected: tilesOf(reach) },
    ],
    answer: { text: `${tilesOf(all)}; reaching ${min}: ${tilesOf(reach)}`, waits: all, reach8: reach },
    explanation: w.waits
      .map((x) => `${x.tile}: ${x.discard.fanPoints} on a discard${x.discard.enough ? '' : ` (under ${min})`}, ${x.selfDrawn.fanPoints} self-drawn${x.discard.fans.length ? ` (${x.discard.fans.map((f) => `${f.name} ${f.points}`).join(', ')})` : ''}`)
      .join('; '),
    about,
  };
}

/** The counted fan whose points no other counted fan shares, highest first, the level's own fans first. */
function namedFan(run: Run, s: ScoreOk): FanId | null {
  const ids = countedFans(s);
  const alone = ids.filter((id) => ids.filter((o) => FANS[o].points === FANS[id].points).length === 1);
  alone.sort((a, b) => Number(run.level.fans.includes(b)) - Number(run.level.fans.includes(a)) || FANS[b].points - FANS[a].points);
  return alone[0] ?? null;
}

function fan(run: Run): Made {
  if (run.r.chance(0.3)) {
    // Build a hand that has it: one of the level's fans that this hand counts (a focus fan first); the hand is the example.
    const { line, s } = drawWin(run);
    const ids = countedFans(s).filter((id) => run.level.fans.includes(id));
    const wanted = ids.find((id) => run.focus.includes(id)) ?? (ids.length ? run.r.pick(ids) : null);
    if (wanted) {
      const f = FANS[wanted];
      return {
        hand: '',
        question: `Write a hand that counts ${f.name} (${f.zh}, ${f.points} points).`,
        steps: [{ ask: 'build', prompt: 'Your hand (mcr notation)?', expected: line }],
        answer: { text: `${f.name}, e.g. ${line}`, fan: wanted, example: line },
        explanation: `For example ${line}: ${explainScore(s)}`,
        about: [wanted],
      };
    }
  }
  for (;;) {
    const { line, s } = drawWin(run);
    const id = namedFan(run, s);
    if (!id) continue;
    const f = FANS[id];
    return {
      hand: line,
      question: `This hand counts a fan of ${f.points} points, the only one of that value. Which?`,
      steps: [{ ask: 'name', prompt: 'The fan?', expected: f.name }],
      answer: { text: f.name, fan: id },
      explanation: explainScore(s),
      about: [id],
    };
  }
}

/**
 * Which discard keeps the route to the minimum: a hand of the level with one concealed
 * tile changed for another (never a fifth copy), so that it is one or two exchanges
 * from legally ready; asked only when some discards are worse than the best by more
 * than the margin. Judged by chance: every discard whose chance either way of a legal
 * win within DISCARD_DRAWS draws is within DISCARD_MARGIN of the best's is right.
 */
function discardQuestion(run: Run): Made {
  for (;;) {
    const { drawn } = drawWin(run);
    const tiles = [...drawn.concealed, drawn.win];
    // One tile changed, or two (four times in ten): a hand one or two exchanges away.
    const changes = run.r.chance(0.4) ? 2 : 1;
    for (let c = 0; c < changes; c++) tiles[run.r.int(tiles.length)] = run.r.int(34);
    // A fifth copy (with the melds) is a reading error of advise(): tried again.
    if (tiles.every((t, k) => t === [...drawn.concealed, drawn.win][k])) continue;
    const line = readyLine({ ...drawn, concealed: tiles });
    if (run.seen.has(line)) continue;
    const a = advise(line, { rules: run.rules, by: 'chance', draws: DISCARD_DRAWS });
    if (!a.ok || a.complete || a.discards.length < 2) continue;
    const best = a.discards[0];
    const distance = best.legal.any.distance;
    if (distance === null || distance > 2 || !best.legal.any.exact || !best.chances) continue;
    const good = rightDiscards(a.discards);
    if (good.length === a.discards.length) continue;
    run.seen.add(line);
    const route = best.route[0];
    return {
      hand: line,
      question: `14 tiles, your turn to discard: which discard keeps the route to ${minimumOf(run.rules)} points?`,
      steps: [{ ask: 'discard', prompt: 'Your discard?', expected: good.join(' or ') }],
      answer: { text: `${good.join(' or ')}: ${chanceWords(best.chances.eitherWay)} to win within ${DISCARD_DRAWS} draws, ${legalWords(best.legal)}`, discards: good, distance },
      explanation: `Discard ${good.join(' or ')}: ${chanceWords(best.chances.eitherWay)} to win within ${DISCARD_DRAWS} draws either way (within ${DISCARD_MARGIN * 100} percentage points of the best is right), ${legalWords(best.legal)}${route ? `; ${routeLine(route, minimumOf(run.rules))}` : ''}.`,
      about: route ? route.fans.map((f) => f.id) : [],
    };
  }
}

/** The discards whose chance either way is within DISCARD_MARGIN of the best's (the discards ranked by chance, best first). */
export function rightDiscards(discards: readonly DiscardAdviceJson[]): string[] {
  const top = discards[0]?.chances?.eitherWay.p ?? 0;
  return discards.filter((d) => d.chances && top - d.chances.eitherWay.p <= DISCARD_MARGIN + 1e-12).map((d) => d.tile);
}

const MAKERS: Record<QuizKind, (run: Run) => Made> = {
  count,
  valid,
  waits: waitsQuestion,
  discard: discardQuestion,
  fan,
};
