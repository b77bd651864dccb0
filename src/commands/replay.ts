/**
 * `mcr replay FILE [--json]`: a record (mcr-game/1) re-checked line by line, every
 * action by the engine and every score by the scorer (src/game/replay.ts). Read a
 * chunk at a time: memory stays that of one hand, whatever the file's size.
 */
import { flag, usageError, type Parsed } from './spec.js';
import type { Context } from './context.js';
import { chunksOf } from '../io/input.js';
import { cannotRead } from '../format/cannot-read.js';
import { REPLAY_END_JSON, REPLAY_HAND_JSON, REPLAY_SCHEMA_ID, Replayer, type ReplayError, type ReplayedHand } from '../game/replay.js';
import type { Kind } from '../format/json-writer.js';
import { shownName } from '../game/record.js';
import { wrap } from '../format/width.js';
import type { Catalog } from '../i18n/types.js';

export async function replayCommand(p: Parsed, ctx: Context): Promise<0 | 1 | 2> {
  const { w } = ctx;
  const R = ctx.t.play.replay;
  if (p.positionals.length > 1) return usageError(ctx.t.usage.oneRecord, ctx);
  const file = p.positionals[0] ?? '-';
  const json = flag(p, 'json');
  const r = new Replayer();
  const show = (h: ReplayedHand): void => {
    if (json) w.json({ schema: REPLAY_SCHEMA_ID, ...h }, REPLAY_HAND_JSON as Kind<unknown>);
    else w.out(wrap(handText(h, ctx.t), ctx.width, 2).join('\n') + '\n');
  };
  const decoder = new TextDecoder();
  let rest = '';
  let failed: ReplayError | null = null;
  try {
    for await (const chunk of chunksOf(file, ctx.stdin)) {
      const text = rest + decoder.decode(chunk, { stream: true });
      const lines = text.split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const x = r.push(line);
        if (x && 'rule' in x) {
          failed = x;
          break;
        }
        if (x) show(x);
      }
      if (failed) break;
      await w.flush();
      if (w.stopped) return 2;
    }
  } catch (e) {
    w.err(cannotRead(file, e) + '\n');
    return 2;
  }
  if (!failed && rest !== '') {
    const x = r.push(rest);
    if (x && 'rule' in x) failed = x;
    else if (x) show(x);
  }
  const end = failed ?? r.finish();
  if ('rule' in end) {
    if (json) w.json({ schema: REPLAY_SCHEMA_ID, ok: false, hands: r.handsDone, actions: r.actions, scores: null, unfinished: null, error: end }, REPLAY_END_JSON as Kind<unknown>);
    w.err(wrap(`${file === '-' ? R.stdin : file}:${end.line}${ctx.t.screen.colon}${R.where(end.hand, end.action)}${R.broken(end.rule, end.message)}`, ctx.errWidth, 2).join('\n') + '\n');
    return 1;
  }
  if (json) w.json({ schema: REPLAY_SCHEMA_ID, ok: true, hands: end.hands, actions: end.actions, scores: end.scores, unfinished: end.unfinished, error: null }, REPLAY_END_JSON as Kind<unknown>);
  else {
    const u = end.unfinished;
    const stops = u === null ? [] : [u.hand === null ? R.betweenHands : R.inHand(u.hand, u.actions)];
    const lines = [...stops, R.summary(end.hands, u !== null, end.actions), Object.entries(end.scores).map(([p, v]) => `${shown(ctx.t, p)} ${v}`).join('  ')];
    w.out(lines.flatMap((l) => wrap(l, ctx.width, 2)).join('\n') + '\n');
  }
  return 0;
}

/** A player's name on the screen: the record's `you` in the catalog's words. */
const shown = (t: Catalog, name: string): string => shownName(t.play.you, name);

function handText(h: ReplayedHand, t: Catalog): string {
  const R = t.play.replay;
  const pays = Object.entries(h.payments).map(([s, v]) => `${t.wind(s)} ${v > 0 ? '+' : ''}${v}`).join(' ');
  if (h.end === 'draw') return R.drawn(h.hand, pays);
  return R.won(h.hand, shown(t, h.player ?? ''), h.seat ?? '', h.fanPoints ?? 0, h.total ?? 0, pays);
}
