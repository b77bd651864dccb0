/**
 * The page's practice view (docs/QUIZ.md "On the page"): the library's quiz, one
 * question at a time, answers checked by its checkAnswer, progress kept in
 * localStorage with the same functions as `mcr quiz`. UI only. Shown for the address
 * `#view=practice` (and `&seed=N&level=L&kind=K` to ask a given run). Its words are
 * the catalog's (group `views`), in the page's language (practiceLang).
 */
import {
  DEFAULT_RULES,
  FAN_IDS,
  FANS,
  LEVELS,
  QUIZ_KINDS,
  checkAnswer,
  emptyProgress,
  minimumOf,
  focusOf,
  mostMissed,
  quiz,
  readProgress,
  recordAnswer,
  score,
  type Checked,
  type FanId,
  type Progress,
  type Question,
  type QuizKind,
  type QuizLevel,
} from '../src/index.js';
import { $, el } from './dom.js';
import { mini } from './tile-face.js';
import { catalog, fanNamesIn, type Catalog } from './lang.js';

const STORE = 'mcr-quiz-progress';
const BATCH = 20;


interface View {
  questions: Question[];
  at: number;
  step: number;
  missed: boolean;
  missedFans: Question['about'];
  seed: number;
  level: QuizLevel;
  kinds: QuizKind[];
  progress: Progress;
}

function loadProgress(): Progress {
  try {
    return readProgress(localStorage.getItem(STORE) ?? '');
  } catch {
    return emptyProgress();
  }
}

function saveProgress(p: Progress): void {
  try {
    localStorage.setItem(STORE, JSON.stringify(p));
  } catch {
    // Storage full or refused (a private window): progress is kept for this visit only.
  }
}

/** The address's practice settings: `view=practice&seed=5&level=big&kind=count`. */
export function practiceAsked(hash: string): { on: boolean; seed: number | null; level: QuizLevel | null; kind: QuizKind | null } {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const seed = p.get('seed');
  const level = p.get('level') as QuizLevel | null;
  const kind = p.get('kind') as QuizKind | null;
  return {
    on: p.get('view') === 'practice',
    seed: seed !== null && /^\d{1,9}$/.test(seed) ? Number(seed) : null,
    level: level && (LEVELS as readonly string[]).includes(level) ? level : null,
    kind: kind && (QUIZ_KINDS as readonly string[]).includes(kind) ? kind : null,
  };
}

let view: View | null = null;
/** The words of the page's language (main.ts sets it: practiceLang). */
let t: Catalog = catalog('en');
const fanName = (id: FanId): string => t.fan(FANS[id]);

/** The kind select and the level select, in the page's language. */
function selectWords(): void {
  const kindSel = $<HTMLSelectElement>('q-kind');
  const levelSel = $<HTMLSelectElement>('q-level');
  const kind = kindSel.value;
  const level = levelSel.value;
  kindSel.replaceChildren(el('option', { value: '' }, t.views.everyKind), ...QUIZ_KINDS.map((k) => el('option', { value: k }, t.views.kinds[k] ?? k)));
  levelSel.replaceChildren(...LEVELS.map((l) => el('option', { value: l }, t.views.levels[l] ?? l)));
  kindSel.value = kind;
  levelSel.value = level;
  $<HTMLInputElement>('q-fan-find').placeholder = t.views.findFanPlaceholder;
}

/** The page's language changed (or was first set): the practice view's words follow; a question asked is asked again in it. */
export function practiceLang(next: Catalog): void {
  t = next;
  if (!view) return;
  selectWords();
  if (view.questions.length) showQuestion(view);
  showProgress(view);
}

function newBatch(v: View): void {
  const seeded = v.seed;
  const made = quiz({ seed: seeded, count: BATCH, level: v.level, kinds: v.kinds, focus: focusOf(v.progress) });
  v.questions = made.ok ? made.questions : [];
  v.at = 0;
  v.step = 0;
}

function showQuestion(v: View): void {
  const q = v.questions[v.at];
  $('q-head').textContent = `${t.views.kinds[q.kind] ?? q.kind} · ${t.views.levels[q.level] ?? q.level}`;
  const hand = $('q-hand');
  hand.textContent = q.hand;
  hand.hidden = q.hand === '';
  drawHand(q);
  const fan = q.answer.fan ?? q.about[0];
  const sort = q.kind === 'fan' ? q.steps[0].ask : q.kind;
  $('q-text').textContent = t.views.question(q.question, sort, minimumOf(q.rules), fan ? fanName(fan) : '', fan ? FANS[fan].points : 0);
  $('q-feedback').replaceChildren();
  $('q-next').hidden = true;
  $('q-form').hidden = false;
  showStep(v);
}

/**
 * The question's hand as tiles, as the library reads it (score(line).hand): each meld
 * framed, the standing tiles in written order, the winning tile marked where the
 * question has one (not for the waits of 13 tiles, nor the 14 of a discard).
 */
function drawHand(q: Question): void {
  const box = $('q-tiles');
  box.replaceChildren();
  const r = q.hand === '' ? null : score(q.hand, { rules: q.rules });
  box.hidden = !r?.ok;
  if (!r?.ok) return;
  for (const m of r.hand.melds)
    box.append(el('span', { class: `q-meld${m.concealed ? ' k-concealed' : ''}`, title: m.concealed ? t.views.concealedKong : t.views.melded(m.kind) }, ...m.tiles.map(mini)));
  const tiles = r.hand.concealed;
  const winning = q.kind !== 'waits' && q.kind !== 'discard';
  for (const t of winning ? tiles.slice(0, -1) : tiles) box.append(mini(t));
  if (winning && tiles.length > 0) box.append(el('span', { class: 'winning-tile' }, mini(tiles[tiles.length - 1]), el('span', { class: 'tag' }, t.views.winningTile)));
}

/**
 * The fans as choices (a step that asks for fans, or names one): checkboxes (radio
 * buttons for one fan) by points, narrowed by what is typed in the search; a choice
 * writes the names into the answer field, which still takes typing.
 */
function fanChoices(q: Question, one: boolean): void {
  const list = $('q-fan-list');
  const find = $<HTMLInputElement>('q-fan-find');
  find.value = '';
  const ids = FAN_IDS.filter((id) => id !== 'flower-tiles' && (FANS[id].no !== null || q.rules !== DEFAULT_RULES));
  const boxes = ids.map((id) => el('input', { type: one ? 'radio' : 'checkbox', name: 'q-fan', value: id }) as HTMLInputElement);
  const labels = ids.map((id, k) =>
    el('label', { 'data-fan': id }, boxes[k], ` ${t.fan(FANS[id])} `, el('span', { class: 'pts', lang: t.htmlLang === 'en' ? 'zh' : 'en' }, t.fanOther(FANS[id])), el('span', { class: 'pts' }, ` ${FANS[id].points}`)),
  );
  const write = () => {
    $<HTMLInputElement>('q-answer').value = ids.filter((_, k) => boxes[k].checked).map((id) => FANS[id].name).join(', ');
  };
  for (const b of boxes) b.addEventListener('change', write);
  find.oninput = () => {
    const w = find.value.trim().toLowerCase();
    ids.forEach((id, k) => {
      const f = FANS[id];
      labels[k].hidden = w !== '' && !boxes[k].checked && !f.name.toLowerCase().includes(w) && !f.zh.includes(w) && String(f.no) !== w.replace(/^#/, '');
    });
  };
  list.replaceChildren(...labels);
}

function showStep(v: View): void {
  const q = v.questions[v.at];
  const step = q.steps[v.step];
  $('q-prompt').textContent = t.views.prompt(step.prompt, step.ask, minimumOf(q.rules));
  const input = $<HTMLInputElement>('q-answer');
  input.value = '';
  const fans = step.ask === 'fans' || step.ask === 'name';
  $('q-fans').hidden = !fans;
  if (fans) fanChoices(q, step.ask === 'name');
  else $('q-fan-list').replaceChildren();
  const quick = $('q-quick');
  quick.replaceChildren();
  const choices = step.ask === 'valid' ? ['yes', 'no'] : step.ask === 'reason' ? ['short', 'shape'] : [];
  for (const c of choices) {
    const b = el('button', { type: 'button', 'data-answer': c }, t.views.quick[c] ?? c);
    b.addEventListener('click', () => answer(c));
    quick.append(b);
  }
  quick.hidden = choices.length === 0;
  input.hidden = choices.length > 0;
  $('q-submit').hidden = choices.length > 0;
}

function feedback(c: Checked, expected: string): HTMLElement {
  const box = el('div', { class: c.correct ? 'q-right' : c.partial ? 'q-partly' : 'q-wrong' });
  box.append(el('p', {}, `${c.correct ? '✓' : c.partial ? '~' : '✗'} ${t.views.checked(c.message, c.correct, c.partial, rightAnswer(expected))}`));
  for (const w of c.why) {
    const line = t.views.whyLine(fanName(w.fan), w.text);
    if (line !== '') box.append(el('p', { class: 'q-why' }, line));
  }
  return box;
}

/** A step's right answer as the library writes it ("Mixed Straight, Self-Drawn", "9c or 1d", "yes") in the page's language. */
function rightAnswer(expected: string): string {
  return t.views.quick[expected] ?? t.list(fanNamesIn(expected, t).split(', ')).split(' or ').join(t.views.or);
}

/** The fans of the question's hand (or of its example), in the page's language: "Mixed Straight 8, Self-Drawn 1". */
function fansOf(q: Question): string {
  const line = q.hand !== '' ? q.hand : (q.answer.example ?? '');
  const r = line === '' ? null : score(line, { rules: q.rules });
  if (!r?.ok || r.verdict === 'not-a-winning-hand') return '';
  return t.list(r.fans.map((f) => `${fanName(f.id)} ${f.count > 1 ? `${f.count} × ` : ''}${f.points}`));
}

function answer(text: string): void {
  const v = view;
  if (!v) return;
  const q = v.questions[v.at];
  const c = checkAnswer(q, v.step, text);
  if (c.retry) {
    // A typing slip is no answer: said so, and the same step stays.
    $('q-feedback').append(el('p', { class: 'q-slip' }, t.views.slip(c.message)));
    return;
  }
  if (!c.correct) {
    v.missed = true;
    v.missedFans = [...new Set([...v.missedFans, ...c.missed, ...c.extra])];
  }
  $('q-feedback').append(feedback(c, q.steps[v.step].expected));
  if (v.step + 1 < q.steps.length) {
    v.step++;
    showStep(v);
    return;
  }
  // Why, right or wrong: the points, the fans, the route kept.
  const explained = t.views.explanation(q.explanation, fansOf(q));
  if (explained !== '') $('q-feedback').append(el('p', { class: 'q-explain' }, explained));
  v.progress = recordAnswer(v.progress, q.kind, !v.missed, q.about, v.missedFans);
  saveProgress(v.progress);
  showProgress(v);
  $('q-form').hidden = true;
  $('q-next').hidden = false;
  $('q-next').focus();
}

function next(): void {
  const v = view;
  if (!v) return;
  v.missed = false;
  v.missedFans = [];
  v.at++;
  v.step = 0;
  if (v.at >= v.questions.length) {
    v.seed++;
    newBatch(v);
  }
  if (v.questions.length) showQuestion(v);
}

function showProgress(v: View): void {
  const p = v.progress;
  const right = Object.values(p.kinds).reduce((s, k) => s + (k?.right ?? 0), 0);
  const missed = mostMissed(p, 3).map((m) => `${fanName(m.fan)} (${m.missed})`);
  $('q-progress').textContent = p.turn === 0 ? t.views.noneYet : t.views.progress(right, p.turn, missed);
}

/** Sets the practice view up (once), and shows it or the scorer as the address says. */
export function practice(hash: string): boolean {
  const asked = practiceAsked(hash);
  $('practice').hidden = !asked.on;
  for (const s of document.querySelectorAll<HTMLElement>('[data-scorer]')) s.hidden = asked.on;
  for (const a of document.querySelectorAll<HTMLElement>('[data-view]')) {
    if ((a.dataset.view === 'practice') === asked.on) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  if (!asked.on) return false;
  if (!view) {
    const level = asked.level ?? 'common';
    const kinds = asked.kind ? [asked.kind] : [...QUIZ_KINDS];
    view = { questions: [], at: 0, step: 0, missed: false, missedFans: [], seed: asked.seed ?? Math.floor(Math.random() * 1e6), level, kinds, progress: loadProgress() };
    const kindSel = $<HTMLSelectElement>('q-kind');
    const levelSel = $<HTMLSelectElement>('q-level');
    selectWords();
    kindSel.value = asked.kind ?? '';
    levelSel.value = level;
    const restart = () => {
      const v = view!;
      v.kinds = kindSel.value ? [kindSel.value as QuizKind] : [...QUIZ_KINDS];
      v.level = levelSel.value as QuizLevel;
      v.seed++;
      newBatch(v);
      if (v.questions.length) showQuestion(v);
    };
    kindSel.addEventListener('change', restart);
    levelSel.addEventListener('change', restart);
    $('q-form').addEventListener('submit', (e) => {
      e.preventDefault();
      answer($<HTMLInputElement>('q-answer').value);
    });
    $('q-next').addEventListener('click', next);
    $('q-reset').addEventListener('click', () => {
      view!.progress = emptyProgress();
      saveProgress(view!.progress);
      showProgress(view!);
    });
    newBatch(view);
    if (view.questions.length) showQuestion(view);
    showProgress(view);
  }
  return true;
}
