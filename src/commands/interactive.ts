/**
 * `mcr -i`: a referee's prompt, hand after hand. Each line typed is
 * answered with the same screen as `mcr "<hand>"`; `waits <hand>` gives the ready-hand
 * screen, `rules NAME` switches the profile, `set round S` / `set seat W` / `set
 * rules mil` are the session's defaults (shown in the prompt, used where a hand does
 * not give +round or +seat), `why <fan>` asks about the last hand, `clear` clears the
 * screen, `help` lists the commands, Ctrl-D or `quit` ends. Line editing and history are node:readline's (up and down arrows).
 *
 * The answering is a pure function (answer), so tests drive it without a terminal;
 * the loop only reads lines and writes answers. Piped input works too: no prompt is
 * shown then, and each line's answer is written in order.
 */
import { createInterface } from 'node:readline';
import type { Output } from '../io/output.js';
import type { ChalkInstance } from 'chalk';
import { chalkFor } from '../format/color.js';
import { score } from '../score.js';
import { analyseWaits } from '../waits/analyse.js';
import { formatError, formatText } from '../format/text.js';
import { wrap } from '../format/width.js';
import { rowsText } from './spec.js';
import { formatWaitsText } from '../waits/text.js';
import { why } from '../explain/why.js';
import { splitWhy, whyText } from './why.js';
import { DEFAULT_RULES, RULES_NAMES, ruleProfile, unknownRulesMessage } from '../rules/profiles.js';
import { optionsGiven } from '../format/assumptions.js';
import { findFans } from '../fans/find.js';
import { parseLine } from '../notation/parse.js';
import type { Wind } from '../tiles.js';
import { advise } from '../advice/advise.js';
import { formatAdviceText } from '../advice/text.js';
import { en } from '../i18n/en.js';
import type { Catalog } from '../i18n/types.js';

export interface Session {
  /** The profile every hand is scored under. */
  rules: string;
  /** The profile was named (--rules, MCR_RULES, or `rules NAME` at the prompt). */
  rulesGiven: boolean;
  color: ChalkInstance;
  /** Cells a line may take. */
  width: number;
  /** `set round S`, `set seat W`: used where a hand gives no +round or +seat. */
  round?: Wind;
  seat?: Wind;
  /** The last hand scored as typed (with the defaults added), for `why <fan>`. */
  last?: string;
  /** The words (the run's catalog); English when not given. */
  t?: Catalog;
}

/** The prompt, with the session's defaults: `mcr [round S, seat W, mil]> `. */
export function promptOf(s: Session): string {
  const P = (s.t ?? en).prompt;
  return P.prompt([...(s.round ? [P.round(s.round)] : []), ...(s.seat ? [P.seat(s.seat)] : []), ...(s.rules !== DEFAULT_RULES ? [s.rules] : [])]);
}

/** The hand with the session's defaults for the options it does not give, before any comment. */
function withDefaults(text: string, s: Session): string {
  const typed = optionsGiven(text);
  const add = [...(s.seat && !typed.seat ? [`+seat:${s.seat}`] : []), ...(s.round && !typed.round ? [`+round:${s.round}`] : [])];
  if (add.length === 0) return text;
  const hash = text.indexOf('#');
  const hand = hash < 0 ? text : text.slice(0, hash).trimEnd();
  return `${hand} ${add.join(' ')}${hash < 0 ? '' : ` ${text.slice(hash)}`}`;
}

const WINDS: Record<string, Wind> = { e: 'E', s: 'S', w: 'W', n: 'N', east: 'E', south: 'S', west: 'W', north: 'N', 东: 'E', 南: 'S', 西: 'W', 北: 'N' };

/** An unknown profile named at the prompt, in the session's words (English: rules/profiles.ts's own). */
const unknownRules = (name: string, s: Session): string => {
  const t = s.t ?? en;
  return own(t.prompt.error(t === en ? unknownRulesMessage(name) : t.rules.unknown(name, RULES_NAMES, DEFAULT_RULES, false)), s);
};

/** `set`, `set round S`, `set seat W`, `set rules mil`, `set round off`. */
function setDefault(args: string[], s: Session): Answer {
  const P = (s.t ?? en).prompt;
  const shown = () => say(own(P.defaults(s.round ?? null, s.seat ?? null, s.rules), s));
  if (args.length === 0) return shown();
  const [what, value] = [args[0].toLowerCase(), args[1] ?? ''];
  if (args.length !== 2) return complain(own(P.error(P.setUsage), s));
  if (what === 'rules') {
    if (ruleProfile(value) === null) return complain(unknownRules(value, s));
    s.rules = value;
    s.rulesGiven = true;
    return shown();
  }
  if (what !== 'round' && what !== 'seat') return complain(own(P.error(P.setWhat(what)), s));
  const off = ['off', 'none', '-'].includes(value.toLowerCase());
  const wind = WINDS[value.toLowerCase()];
  if (!off && wind === undefined) return complain(own(P.error(P.setWind(what, value)), s));
  s[what] = off ? undefined : wind;
  return shown();
}

export interface Answer {
  out: string;
  err: string;
  /** The prompt should end (quit). */
  quit: boolean;
}

/** The prompt's help, within `width` cells (its rows laid out as every --help's, commands/spec.ts). */
export function interactiveHelp(width: number, t: Catalog = en): string {
  const P = t.prompt;
  return [
    ...wrap(P.intro, width),
    ...wrap('[123b] 456c 78d EEE 55d 9d +win:wall +seat:S', width, 4, '  '),
    P.commands,
    ...rowsText(P.terms.map((term, k) => [term, k === 2 ? P.rulesRow(RULES_NAMES.join(', ')) : P.texts[k]] as const), width),
    ...wrap(P.arrows, width),
  ].join('\n');
}

const say = (out: string): Answer => ({ out, err: '', quit: false });
const complain = (err: string): Answer => ({ out: '', err, quit: false });
/** One of the prompt's own lines, wrapped to the session's width. */
const own = (text: string, s: Session): string => wrap(text, s.width, 2).join('\n') + '\n';

/** The answer to one typed line; `s.rules` changes with `rules NAME`. */
export function answer(line: string, s: Session): Answer {
  const t = s.t ?? en;
  const text = line.trim();
  if (text === '' || text.startsWith('#')) return say('');
  const [word, ...rest] = text.split(/\s+/);
  const arg = text.slice(word.length).trim();
  switch (word.toLowerCase()) {
    case 'quit':
    case 'exit':
    case 'q':
    case '退出':
      return { out: '', err: '', quit: true };
    case 'help':
    case '?':
    case '帮助':
      return say(interactiveHelp(s.width, t) + '\n');
    case 'clear':
    case 'cls':
    case '清屏':
      return say('\u001b[H\u001b[2J');
    case 'set':
      return setDefault(rest, s);
    case 'rules':
      if (rest.length === 0) return say(own(t.prompt.rulesNow(s.rules, s.rules === DEFAULT_RULES), s));
      if (ruleProfile(arg) === null) return complain(unknownRules(arg, s));
      s.rules = arg;
      s.rulesGiven = true;
      return say(t.prompt.rulesNow(s.rules, false) + '\n');
    case 'waits':
    case 'wait': {
      const r = analyseWaits(arg, { rules: s.rules });
      // 14 tiles: the discard advice, as `mcr waits` gives it.
      const shown = (r.ok && r.tiles === 14 ? formatAdviceText(advise(r.input, { rules: s.rules }), s.color, { width: s.width, t }) : formatWaitsText(r, s.color, { width: s.width, t })) + '\n';
      return r.ok ? say(shown) : complain(shown);
    }
    case 'why': {
      // `why <fan>` asks about the last hand; `why <hand> <fan>` about that one.
      const about = s.last !== undefined && findFans(arg).length > 0 && !parseLine(splitWhy(arg)[0]).ok;
      const [hand, fan] = about ? [s.last as string, arg] : splitWhy(arg);
      const r = why(withDefaults(hand, s), fan, { rules: s.rules });
      const shown = whyText(r, s.width, s.color.bold, s.color.dim, t, fan) + '\n';
      return r.ok ? say(shown) : complain(shown);
    }
  }
  const r = score(withDefaults(text, s), { rules: s.rules, claim: false });
  if (r.ok) s.last = r.input;
  return r.ok
    ? say(formatText(r, { color: s.color, width: s.width, rulesGiven: s.rulesGiven, t }) + '\n')
    : complain(formatError(r.input, r.error, s.color, s.width, t) + '\n');
}

/**
 * The prompt loop: lines from `input`, answers through the writer `w` (io/output.ts,
 * like every command's output). Resolves with exit code 0 at the end of input (or
 * `quit`); the writer stopping (a closed output, a signal) ends it too. On a terminal,
 * Ctrl-C clears the line being typed, or ends on an empty one.
 */
export function interactive(opts: {
  input: NodeJS.ReadableStream;
  w: Output;
  terminal: boolean;
  rules: string | undefined;
  colorLevel: 0 | 1;
  /** Cells a line may take (the context's width). */
  width: number;
  /** The words (the run's catalog). */
  t?: Catalog;
}): Promise<0> {
  const { w } = opts;
  const s: Session = {
    rules: opts.rules ?? DEFAULT_RULES,
    rulesGiven: opts.rules !== undefined,
    color: chalkFor({ level: opts.colorLevel }),
    width: opts.width,
    t: opts.t ?? en,
  };
  const rl = createInterface({
    input: opts.input,
    // Only a terminal gets readline's echo and prompt (straight to stdout, after each answer is sent).
    output: opts.terminal ? (w.stdout as NodeJS.WritableStream) : undefined,
    terminal: opts.terminal,
    historySize: 1000,
    prompt: promptOf(s),
  });
  let ended = false;
  const prompt = async () => {
    await w.flush();
    if (opts.terminal && !ended) rl.prompt();
  };
  if (opts.terminal) w.out((opts.t ?? en).prompt.start(s.rules) + '\n');
  void prompt();
  return new Promise((resolve) => {
    rl.on('line', (line) => {
      // Lines already read when `quit` came are not answered.
      if (ended) return;
      const a = answer(line, s);
      if (a.out) w.out(a.out);
      if (a.err) w.err(a.err);
      if (a.quit || w.stopped) {
        ended = true;
        return rl.close();
      }
      rl.setPrompt(promptOf(s));
      void prompt();
    });
    rl.on('SIGINT', () => {
      if (rl.line.length > 0) {
        rl.write(null, { ctrl: true, name: 'u' });
        void prompt();
      } else rl.close();
    });
    rl.on('close', () => {
      ended = true;
      if (opts.terminal) w.out('\n');
      void w.flush().then(() => resolve(0));
    });
  });
}
