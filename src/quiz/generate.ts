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
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';
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
  /** The words (i18n/). */
  t: Catalog;
}

const bad = (message: string): QuizResult => ({ ok: false, error: { code: 'bad-option', message } });

/** The questions for these options, or what is wrong with the options. Never throws. */
export function quiz(options: QuizOptions = {}): QuizResult {
  try {
    return makeQuiz(options ?? {});
  } catch (e) {
    // English here: the catalog given may be what threw.
    return bad(en.quiz.badOptions(describeError(e)));
  }
}

function makeQuiz(o: QuizOptions): QuizResult {
  // A catalog given is used when it has the quiz's words (any other value: English).
  const t = typeof o.t === 'object' && o.t !== null && typeof o.t.quiz === 'object' && o.t.quiz !== null ? o.t : en;
  const seed = o.seed ?? 1;
  // The generator takes 32 bits: a larger seed would ask a smaller one's questions again.
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > MAX_SEED) return bad(t.quiz.badSeed(describeError(seed), MAX_SEED));
  const count = o.count ?? 10;
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_QUESTIONS) return bad(t.quiz.badCount(String(count), MAX_QUESTIONS));
  const kinds = o.kinds && o.kinds.length > 0 ? [...o.kinds] : [...QUIZ_KINDS];
  const wrong = kinds.find((k) => !QUIZ_KINDS.includes(k));
  if (wrong !== undefined) return bad(t.quiz.badKind(String(wrong), QUIZ_KINDS.join(', ')));
  const level = o.level ?? 'common';
  if (!LEVELS.includes(level)) return bad(t.quiz.badLevel(String(level), LEVELS.join(', ')));
  const rules = o.rules ?? DEFAULT_RULES;
  if (ruleProfile(rules) === null) return bad(unknownRulesMessage(String(rules)));
  const run: Run = { r: rng(seed), level: LEVEL_RECIPES[level], rules, focus: o.focus ?? [], seen: new Set(), t };
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
  const t = run.t;
  return {
    hand: line,
    question: t.quiz.countQuestion,
    steps: [
      { ask: 'total', prompt: t.quiz.totalPrompt, expected: String(s.total) },
      { ask: 'fans', prompt: t.quiz.fansPrompt, expected: fanList(ids) },
    ],
    answer: { text: t.quiz.countAnswer(s.total, fanList(ids, t)), total: s.total, fanPoints: s.fanPoints, fans: s.fans, excluded: s.excluded },
    explanation: explainScore(s, t),
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
  const t = run.t;
  const steps: Made['steps'] = [
    { ask: 'valid', prompt: t.quiz.validPrompt(min), expected: ok ? 'yes' : 'no' },
  ];
  if (!ok) {
    steps.push({
      ask: 'reason',
      prompt: t.quiz.reasonPrompt(min),
      expected: s.reasonCode === 'below-minimum' ? 'short' : 'shape',
    });
  }
  return {
    hand: line,
    question: t.quiz.validQuestion,
    steps,
    answer: { text: t.quiz.validAnswer(ok, t === en ? (s.reason ?? '') : t.screen.reason(s.reasonCode, s.reason)), valid: ok, verdict: s.verdict, reasonCode: s.reasonCode, fanPoints: s.fanPoints },
    explanation: explainScore(s, t),
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
  const t = run.t;
  const shown = (codes: readonly string[]) => (codes.length ? codes.join(' ') : t.quiz.none);
  return {
    hand: line,
    question: t.quiz.waitsQuestion(min),
    steps: [
      { ask: 'waits', prompt: t.quiz.waitsPrompt, expected: tilesOf(all) },
      { ask: 'reach8', prompt: t.quiz.reachPrompt(min), expected: tilesOf(reach) },
    ],
    answer: { text: t.quiz.waitsAnswer(shown(all), min, shown(reach)), waits: all, reach8: reach },
    explanation: w.waits
      .map((x) =>
        t.quiz.waitExplained(
          x.tile,
          x.discard.fanPoints,
          x.discard.enough ? '' : t.quiz.underMinimum(min),
          x.selfDrawn.fanPoints,
          x.discard.fans.map((f) => t.quiz.fanTerm(t.fan(f), f.points, 1)).join(t.quiz.fanSep),
        ),
      )
      .join(t.quiz.waitSep),
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
      const t = run.t;
      return {
        hand: '',
        question: t.quiz.buildQuestion(t.fan(f), t.fanOther(f), f.points),
        steps: [{ ask: 'build', prompt: t.quiz.buildPrompt, expected: line }],
        answer: { text: t.quiz.buildAnswer(t.fan(f), line), fan: wanted, example: line },
        explanation: t.quiz.buildExplained(line, explainScore(s, run.t)),
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
      question: run.t.quiz.nameQuestion(f.points),
      steps: [{ ask: 'name', prompt: run.t.quiz.namePrompt, expected: f.name }],
      answer: { text: run.t.fan(f), fan: id },
      explanation: explainScore(s, run.t),
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
    const t = run.t;
    const goodTiles = good.join(t.quiz.or);
    const chance = chanceWords(best.chances.eitherWay);
    return {
      hand: line,
      question: t.quiz.discardQuestion(minimumOf(run.rules)),
      steps: [{ ask: 'discard', prompt: t.quiz.discardPrompt, expected: good.join(' or ') }],
      answer: { text: t.quiz.discardAnswer(goodTiles, chance, DISCARD_DRAWS, legalWords(best.legal, t)), discards: good, distance },
      explanation: t.quiz.discardExplained(goodTiles, chance, DISCARD_DRAWS, DISCARD_MARGIN * 100, legalWords(best.legal, t), route ? routeLine(route, minimumOf(run.rules), t) : ''),
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
