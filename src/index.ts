/**
 * mcr's library API: re-exports only (nothing in src/ imports this file back).
 *
 *   score(line)      one line of hand notation -> the SCHEMA.md object (score.ts)
 *   scoreHand(hand)  the same for a Hand already read
 *   waits(line)      ready-hand analysis (waits/)
 *   advise(line)     discard advice that knows the 8-point minimum (advice/)
 *   chances(line)    each discard's chance of a legal win and its points (chances/)
 *   canonical(line)  the line in canonical notation (canonical.ts)
 *   session(text)    a session log's score sheet (session/)
 *
 * Each returns the object the CLI prints with --json (docs/API.md, docs/SCHEMA.md).
 */
export { score, scoreHand, MINIMUM_POINTS } from './score.js';
// Rule profiles (docs/RULES.md "Rule profiles"): the table, and a profile object in place of a name.
export { PROFILES, RULES_NAMES, DEFAULT_RULES, profileOf, minimumOf } from './rules/profiles.js';
export type { RuleProfile, RulesName } from './rules/profiles.js';
export type * from './result.js';
export type { ReadError, ErrorCode } from './errors.js';
export type { FanId, FanInfo } from './fans/table.js';
export type { Hand, Meld } from './hand/types.js';
export { FANS, FAN_IDS } from './fans/table.js';

// Ready-hand analysis (what wins this hand, and for how much): README "Ready-hand analysis".
export { waits } from './waits/analyse.js';
export type * from './waits/types.js';

// Discard advice that knows the 8-point minimum (`mcr advise --json`): docs/ADVICE.md.
export { advise } from './advice/advise.js';
export { ADVICE_SCHEMA_ID } from './advice/types.js';
export { adviceWords } from './advice/words.js';
export type * from './advice/types.js';

// The chances of each discard (a legal win within N draws, and its points): docs/ADVICE.md "Chances".
export { chances, DEFAULT_DRAWS } from './chances/chances.js';
export type * from './chances/types.js';

// The canonical form (`mcr --canonical --json`): docs/NOTATION.md "Canonical form".
export { canonical } from './canonical.js';
export type { CanonicalResult, CanonicalOk, CanonicalError, CanonicalSource } from './canonical.js';

// A session's score sheet (`mcr session --json`): README "Session score sheet".
export { session } from './session/api.js';
export type { SessionOptions, SessionResult, HandEntry, SessionError, SessionErrorCode, EntryKind } from './session/types.js';

// Explanations (README "Explanations"): what makes each fan, every arrangement, why a fan counts or not.
export { explain } from './explain/explain.js';
export type { ExplainOptions, ExplainResult, ExplainOk, ExplainedFanJson, ArrangementJson, UseJson } from './explain/explain.js';
export { why, whyContext, whyFan, WHY_SCHEMA_ID } from './explain/why.js';
export type { WhyResult, WhyOk, WhyError, WhyCase, WhyContext } from './explain/why.js';

// Tournaments (docs/TOURNAMENT.md): a folder's files (path -> text) in, the --json objects out.
export { standings, seat, check as checkTournament, emaExport, cards } from './tournament/api.js';
export type { StandingsCall, SeatCall, SeatingResult, SeatTable, EmaResult, EmaRow, CardsResult } from './tournament/api.js';
export type { StandingsResult, StandingRow, TeamRow, PlayerSession } from './tournament/standings.js';
export type { CheckResult } from './tournament/check.js';
export { reseat } from './tournament/reseat.js';
export type { ReseatCall, ReseatResult } from './tournament/reseat.js';
export type { TournamentFiles, Problem as TournamentProblem, RankKey } from './tournament/types.js';

// Practice (docs/QUIZ.md): questions made by a pure, seeded function and answered by the scorer; answers checked; progress as data.
export { quiz } from './quiz/generate.js';
export { checkAnswer } from './quiz/check.js';
export type { Checked } from './quiz/check.js';
export { emptyProgress, focusOf, mostMissed, readProgress, recordAnswer, PROGRESS_SCHEMA_ID } from './quiz/progress.js';
export type { Progress, FanProgress, Tally as QuizTally } from './quiz/progress.js';
export { LEVELS, LEVEL_RECIPES } from './quiz/levels.js';
export type { Level as QuizLevel, LevelRecipe } from './quiz/levels.js';
export { QUIZ_KINDS, QUIZ_SCHEMA_ID } from './quiz/types.js';
export type { Question, QuizKind, QuizOptions, QuizResult, QuizOk, QuizError, StepJson, AnswerJson, Ask } from './quiz/types.js';

// The table (docs/PLAY.md): one hand as a state machine, bots, a match of bots recorded (mcr-game/1), a record replayed.
export { newHand, legalActions, apply } from './game/engine.js';
export { botAction, seatAdviceLine } from './game/bots.js';
export { seatChoice, forcedAction, dealer } from './game/choice.js';
export { RecordKeeper, resumeGame } from './game/keeper.js';
export { HANDS_PER_SESSION } from './session/winds.js';
export type { KeeperStart, Resumed } from './game/keeper.js';
export type { SeatChoice, Deal } from './game/choice.js';
export { playGame, claimsRound } from './game/match.js';
export { replayGame, Replayer, REPLAY_SCHEMA_ID } from './game/replay.js';
export { GAME_SCHEMA_ID, YOU } from './game/record.js';
export { buildWall, gameTileCode, gameTileFromCode } from './game/wall.js';
export type { Action, ActionType, Applied, GameError, HandState, HandResult, RuleCode, Seat, SeatState, GameMeld, WinRecord } from './game/types.js';
export type { PlayOptions, PlayResult } from './game/match.js';
export type { ReplayError, ReplayedHand, ReplaySummary } from './game/replay.js';
export { review, reviewSteps } from './review/review.js';
export type { ReviewProgress } from './review/review.js';
export { REVIEW_SCHEMA_ID } from './review/types.js';
export type { ReviewOptions, ReviewResult, ReviewOk, ReviewFail, ReviewError, ReviewDecision, ReviewFigure, ReviewSummary } from './review/types.js';
export type { Unfinished } from './game/replay.js';
export { CATALOGS, LANGS, catalog, isLang, langOfTag, resolveLang } from './i18n/index.js';
export type { Catalog, Lang } from './i18n/index.js';
