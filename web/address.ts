/**
 * The hand in the address: `#hand=<line>&rules=mil&names=zh` (`&claim=1`: claimed as a win), so that a link shares
 * it and a reload keeps it. Defaults are left out.
 */
export type Names = 'en' | 'zh';

export interface PageState {
  hand: string;
  rules: string;
  names: Names;
  /** 14 tiles that make no winning hand were claimed as a win (a referee's false claim, with its penalty): `claim=1`. */
  claim: boolean;
}

export const DEFAULT_STATE: PageState = { hand: '', rules: 'green-book', names: 'en', claim: false };

/** The fan names when the address does not name them: the page's language's (web/lang.ts). */
export function setDefaultNames(names: Names): void {
  DEFAULT_STATE.names = names;
}

/** The address as the page last read or wrote it: a change from elsewhere (a link, the user) wins over a pending write. */
let known = '';

export function readState(hash: string): PageState {
  known = hash;
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    hand: p.get('hand') ?? DEFAULT_STATE.hand,
    rules: p.get('rules') ?? DEFAULT_STATE.rules,
    names: p.get('names') === 'zh' ? 'zh' : p.get('names') === 'en' ? 'en' : DEFAULT_STATE.names,
    claim: p.get('claim') === '1',
  };
}

/** The address's own keys; any other (the practice view's `view`, `seed`, ...) is kept as it is when the address is written. */
const OWN = new Set(['hand', 'rules', 'names', 'claim']);

export function hashOf(s: PageState, current = ''): string {
  const p = new URLSearchParams();
  for (const [k, v] of new URLSearchParams(current.replace(/^#/, ''))) if (!OWN.has(k)) p.append(k, v);
  if (s.hand !== '') p.set('hand', s.hand);
  if (s.rules !== DEFAULT_STATE.rules) p.set('rules', s.rules);
  if (s.names !== DEFAULT_STATE.names) p.set('names', s.names);
  if (s.claim) p.set('claim', '1');
  const text = p.toString();
  return text === '' ? '' : `#${text}`;
}

/**
 * The address follows the page without adding to the history (Back leaves the page).
 * Written a moment after the last change (history.replaceState costs milliseconds,
 * too many for every tap), and at once when the page is left.
 */
let pending: PageState | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

export function writeState(s: PageState): void {
  pending = s;
  clearTimeout(timer);
  timer = setTimeout(flushState, 250);
}

export function flushState(): void {
  clearTimeout(timer);
  if (pending === null) return;
  const s = pending;
  pending = null;
  if (location.hash !== known) return;
  const hash = hashOf(s, location.hash);
  if (hash !== location.hash) history.replaceState(null, '', hash === '' ? location.pathname + location.search : hash);
  known = location.hash;
}

addEventListener('pagehide', flushState);
addEventListener('visibilitychange', flushState);
