/**
 * Why a fan does not count, where the scorer's decision does not say it (explain/why.ts
 * asks these in turn): a wait another tile would complete too, the options a
 * situational fan needs, and the nearest miss in words. The generic reasoning only:
 * what a fan needs beyond it comes from its definition (fans/define.ts `miss`,
 * `option`, `makesWait`).
 */
import { FAN_IDS, FANS, DEFINITIONS, type FanId } from '../fans/index.js';
import { chowFansPresent } from '../fans/group-chows.js';
import { pungFansPresent } from '../fans/group-pungs.js';
import type { MissSay, OptionNeed, Words } from '../fans/define.js';
import type { TileSet } from '../decompose/sets.js';
import type { View } from '../fans/view.js';
import type { Scored } from '../evaluate/best.js';
import { candidates, handFacts } from '../evaluate/candidates.js';
import type { Hand } from '../hand/types.js';
import type { SetJson } from '../result.js';
import { type Tile, tileCode } from '../tiles.js';
import { list, writeSets, writeTiles } from './words.js';

export const nameOf = (id: FanId): string => FANS[id].name;

// ------------------------------------------------------------ waits

/** Where the winning tile would make this wait in some arrangement (its set, written), or null. */
export function waitPlace(list: readonly Scored[], makesWait: (s: TileSet, win: Tile) => boolean): string | null {
  for (const s of list) {
    const v = s.view;
    if (v.shape !== 'regular') continue;
    for (const x of v.sets) {
      if (!x.melded && makesWait(x, v.winTile)) return writeTiles(x.kind === 'pair' ? [tileCode(x.tile), tileCode(x.tile)] : [x.tile, x.tile + 1, x.tile + 2].map(tileCode));
    }
  }
  return null;
}

/**
 * The tiles other than the winning one that would complete the hand (any winning
 * shape), a fifth copy of a tile the hand holds four of aside.
 */
export function otherWinners(ctx: { others?: Tile[] }, hand: Hand): Tile[] {
  if (ctx.others) return ctx.others;
  const win = hand.winningTile;
  const rest = [...hand.concealed];
  rest.splice(rest.lastIndexOf(win), 1);
  const held = new Uint8Array(34);
  for (const t of rest) held[t]++;
  for (const m of hand.melds) for (const t of m.tiles) held[t]++;
  const out: Tile[] = [];
  for (let t = 0; t < 34; t++) {
    if (t === win || held[t] >= 4) continue;
    const h: Hand = { ...hand, concealed: [...rest, t], winningTile: t, last: false, kong: false };
    if (candidates(handFacts(h)).length > 0) out.push(t);
  }
  ctx.others = out;
  return out;
}

// ------------------------------------------------------------ options

interface OptionAnswer {
  text: string;
  option: string;
  possible: boolean;
}

export function needsOption(id: FanId, name: string, hand: Hand, v: View, all: readonly Scored[]): OptionAnswer | null {
  const need = DEFINITIONS[id].option?.(hand, v, { ...WORDS, views: all.map((s) => s.view) });
  return need ? { text: optionText(name, need), option: need.options.join(' '), possible: need.possible } : null;
}

/** The needs-option answer: "<name> needs <options> (<what>); this hand could have it." or the definition's own words. */
export function optionText(name: string, need: OptionNeed): string {
  if (need.says) return `${name} needs ${need.says}.`;
  const could = need.possible ? 'this hand could have it' : `this hand can not have it${need.why ? `: ${need.why}` : ''}`;
  return `${name} needs ${need.options.join(' ')} (${need.what}); ${could}.`;
}

// ------------------------------------------------------------ nearest miss

/** What the definitions' hooks are given to write with. */
export const WORDS: Words = { list, nameOf: (id) => nameOf(id as FanId) };

/** The sets of the arrangement (v.sets, by kind and index) passing `ok`, written. */
function setsOf(v: View, arrangement: readonly SetJson[], ok: (kind: string, k: number) => boolean): string[] {
  const off = v.knit ? 1 : 0;
  const out: string[] = [];
  v.sets.forEach((s, k) => {
    if (ok(s.kind, k)) out.push(writeSets([arrangement[k + off]]));
  });
  return out;
}

/** The words a near miss is written in: its sentences and the fans' names (English: the catalog's and FANS'). */
export interface MissWords {
  say: MissSay;
  nameOf(id: FanId): string;
}

/**
 * The nearest miss of a fan not present, in words: the generic reasons (a special
 * shape has no sets, a combination whose sets count elsewhere, the chows of a way,
 * the sets or tiles a test fails), and the definition's own `miss` where those do
 * not say it.
 */
export function nearestMiss(id: FanId, name: string, s: Scored, arrangement: readonly SetJson[], others: () => Tile[], words: MissWords): string {
  const { say } = words;
  const v = s.view;
  const def = DEFINITIONS[id];
  const what = def.needs ?? FANS[id].what.replace(/ \(each\)$/, '');
  const needs = say.needs(id, name, what);
  const regular = v.shape === 'regular' || v.shape === 'knitted-straight';
  const countedFans = s.fans.map((i) => FAN_IDS[i]);
  const sets = (ok: (kind: string, k: number) => boolean) => setsOf(v, arrangement, ok);
  const chows = sets((k) => k === 'chow');
  const pungs = sets((k) => k === 'pung' || k === 'kong');

  if (!regular && (def.combination || def.everySet || def.ofSets))
    return say.shape(needs, arrangement[0]?.name ?? '');
  if (def.combination) {
    const present = def.combination === 'chows' ? chowFansPresent(v) : pungFansPresent(v);
    if (present.has(id)) {
      const combos = countedFans.filter((f) => DEFINITIONS[f].combination);
      return say.usedByCombos(name, def.combination, combos.map((f) => words.nameOf(f)));
    }
  }
  const ways = def.ways;
  if (ways) {
    // The first way with the most of its chows in the hand.
    let best = -1, lacks: Tile[] = [];
    for (const way of ways.chows) {
      const missing = way.filter((t) => !v.chows.includes(t));
      if (way.length - missing.length > best) [best, lacks] = [way.length - missing.length, missing];
    }
    const would = best >= 2 ? lacks.map((t) => writeTiles([t, t + 1, t + 2].map(tileCode))) : [];
    return say.ways(say.needs(id, name, ways.needs), chows, would);
  }
  if (def.combination === 'chows') return say.chowCombo(needs, chows);
  const own = def.miss?.({ list, nameOf: (f) => words.nameOf(f as FanId), say, v, name, needs, regular, counted: countedFans, sets, others });
  if (own) return own;
  if (def.combination === 'pungs') return say.pungCombo(needs, pungs);
  const setTest = def.everySet;
  if (setTest) {
    const off = v.knit ? 1 : 0;
    const bad = v.sets.map((x, k) => (setTest(x.kind, x.tile) ? null : writeSets([arrangement[k + off]]))).filter((x): x is string => x !== null);
    return say.everySet(needs, bad);
  }
  const onlyOf = def.everyTile;
  if (onlyOf) {
    const out: string[] = [];
    for (let t = 0; t < 34; t++) if (v.counts[t] > 0 && !onlyOf(t)) out.push(tileCode(t));
    return say.everyTile(needs, writeTiles(out, ' '));
  }
  return say.none(needs);
}
