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

export async function replayCommand(p: Parsed, ctx: Context): Promise<0 | 1 | 2> {
  const { w } = ctx;
  if (p.positionals.length > 1) return usageError('give one record file (or none, or "-", for stdin)', ctx);
  const file = p.positionals[0] ?? '-';
  const json = flag(p, 'json');
  const r = new Replayer();
  const show = (h: ReplayedHand): void => {
    if (json) w.json({ schema: REPLAY_SCHEMA_ID, ...h }, REPLAY_HAND_JSON as Kind<unknown>);
    else w.out(handText(h) + '\n');
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
    w.err(`${file === '-' ? 'stdin' : file}:${end.line}: ${end.hand === null ? '' : `hand ${end.hand}${end.action === null ? '' : `, action ${end.action}`}: `}${end.rule}: ${end.message}\n`);
    return 1;
  }
  if (json) w.json({ schema: REPLAY_SCHEMA_ID, ok: true, hands: end.hands, actions: end.actions, scores: end.scores, unfinished: end.unfinished, error: null }, REPLAY_END_JSON as Kind<unknown>);
  else {
    const u = end.unfinished;
    const stops = u === null ? '' : u.hand === null ? 'unfinished: the record stops between hands.\n' : `unfinished: the record stops in hand ${u.hand}, after action ${u.actions}.\n`;
    w.out(`${stops}${end.hands} hand${end.hands === 1 ? '' : 's'}${u === null ? '' : ' ended'}, ${end.actions} actions: every action legal, every score the scorer's.\n${Object.entries(end.scores).map(([p, v]) => `${p} ${v}`).join('  ')}\n`);
  }
  return 0;
}

function handText(h: ReplayedHand): string {
  const pays = Object.entries(h.payments).map(([s, v]) => `${s} ${v > 0 ? '+' : ''}${v}`).join(' ');
  if (h.end === 'draw') return `hand ${h.hand}: drawn (the wall ran out)  ${pays}`;
  return `hand ${h.hand}: ${h.player} (${h.seat}) wins, ${h.fanPoints} fan points, total ${h.total}  ${pays}`;
}
