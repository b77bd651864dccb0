/**
 * `mcr quiz --html`: a printable worksheet, one self-contained page: the questions
 * numbered, with room to answer, then the answer key on a page of its own (CSS
 * `break-before: page`), each answer with its explanation.
 */
import { LEVEL_RECIPES, type Level } from '../quiz/levels.js';
import type { Question } from '../quiz/types.js';
import { escapeHtml as e } from './html.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';
import { expectedWords } from '../quiz/words.js';

const STYLE = `body{font:12pt/1.4 system-ui,"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;max-width:48em;margin:2em auto;padding:0 1em}
h1{font-size:1.4em}h2{font-size:1.1em;margin-top:1.6em}
ol{padding-left:1.6em}li{margin:0 0 1.2em;break-inside:avoid}
.hand{font:1.1em/1.5 ui-monospace,monospace;white-space:pre-wrap}
.step{margin:.3em 0 0}.line{display:inline-block;min-width:18em;border-bottom:1px solid #999}
.key{break-before:page}.why{color:#444;font-size:.95em}
@media print{body{margin:0}}`;

export function quizHtml(questions: readonly Question[], o: { seed: number; level: Level; t?: Catalog }): string {
  const t = o.t ?? en;
  const title = t.quiz.sheetTitle(t.quiz.level(o.level, LEVEL_RECIPES[o.level].title), o.seed);
  const items = questions
    .map(
      (q) => `<li><p>${e(q.question)}</p>${q.hand ? `<p class="hand">${e(q.hand)}</p>` : ''}${q.steps
        .map((s) => `<p class="step">${e(s.prompt)} <span class="line">&nbsp;</span></p>`)
        .join('')}</li>`,
    )
    .join('\n');
  const key = questions
    .map((q) => `<li><p>${q.steps.map((s) => `<b>${e(expectedWords(q, s, t))}</b>`).join(' · ')}</p><p class="why">${e(q.explanation)}</p></li>`)
    .join('\n');
  return `<!doctype html>
<html lang="${t.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(title)}</title><style>${STYLE}</style></head>
<body><h1>${e(title)}</h1>
<p>${e(t.quiz.sheetIntro(questions.length))} <code>mcr quiz --html --seed ${o.seed} --level ${o.level} --count ${questions.length}</code>.</p>
<ol>
${items}
</ol>
<section class="key"><h2>${e(t.quiz.answers)}</h2><ol>
${key}
</ol></section>
</body></html>
`;
}
