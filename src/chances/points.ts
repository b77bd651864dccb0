/**
 * The scorer's points path for the chances search: a complete hand given as tile
 * counts (the concealed part, 14 tiles less 3 per meld, the winning tile among
 * them) scored won on a discard and by self-draw, points only: no result object, no
 * reading of a line, no validation (the search builds only valid hands). The fans
 * themselves come from the engine (score.ts scoredBothWays, evaluate/): one home
 * per fan. Each (tiles, winning tile) is scored once per PointsMemo.
 */
import type { Hand, Meld } from '../hand/types.js';
import { scoredBothWays, type SameTiles } from '../score.js';
import type { ScoringRules } from '../evaluate/rules.js';
import type { Scored } from '../evaluate/best.js';
import type { Counts, Tile, Wind } from '../tiles.js';

/** What the hand around the concealed tiles is: its melds, its winds, and the flags of the win, the same both ways (none for the wins to come). */
export interface HandFrame {
  melds: Meld[];
  seatWind: Wind;
  prevalentWind: Wind;
  last?: boolean;
  wallLast?: boolean;
  kong?: boolean;
}

/** Fan points (flowers never count) won on a discard and by self-draw; -1 where the tiles make no winning shape. */
export interface WinPoints {
  discard: number;
  selfDrawn: number;
  /** The counted fans of each way (indexes in FAN_IDS and counts), for the route. */
  discardFans: Found | null;
  selfFans: Found | null;
}

export interface Found {
  fans: readonly number[];
  counts: readonly number[];
}

const NONE: WinPoints = { discard: -1, selfDrawn: -1, discardFans: null, selfFans: null };

const foundOf = (s: Scored | null): Found | null => (s ? { fans: s.fans, counts: s.fanCounts } : null);

/** The points path's hands carry their standing tiles as counts (countsFacts), not as a list. */
const NO_TILES: Tile[] = [];

/**
 * The complete hand `counts` (concealed tiles, the winning tile `w` among them)
 * scored both ways by score.ts scoredBothWays, from the counts (countsFacts;
 * `counts` must not change while `same` is in use) and lean (no exclusion listed).
 * Never throws: a defect reads as no win.
 */
export function pointsBothWays(frame: HandFrame, counts: Counts, w: Tile, rules: ScoringRules, same?: SameTiles): WinPoints {
  const last = frame.last ?? false, wallLast = frame.wallLast ?? false, kong = frame.kong ?? false;
  const { melds, seatWind, prevalentWind } = frame;
  const discard: Hand = {
    concealed: NO_TILES, melds, winningTile: w, win: 'discard', seatWind, prevalentWind, discarder: null, flowers: 0, last, wallLast, kong,
  };
  const wall: Hand = {
    concealed: NO_TILES, melds, winningTile: w, win: 'wall', seatWind, prevalentWind, discarder: null, flowers: 0, last, wallLast, kong,
  };
  try {
    const [a, b] = scoredBothWays(discard, wall, rules, same, counts as Uint8Array);
    if (!a && !b) return NONE;
    return { discard: a ? a.points : -1, selfDrawn: b ? b.points : -1, discardFans: foundOf(a), selfFans: foundOf(b) };
  } catch {
    return NONE;
  }
}

/** Each (tiles, winning tile) scored once. */
export class PointsMemo {
  private readonly map = new Map<string, WinPoints>();
  constructor(
    readonly frame: HandFrame,
    readonly rules: ScoringRules,
  ) {}
  get size(): number {
    return this.map.size;
  }
  /** `same`: shared by calls for the same tiles with other winning tiles (score.ts SameTiles). */
  of(counts: Counts, w: Tile, same?: SameTiles): WinPoints {
    const key = keyOf(counts) + String.fromCharCode(65 + w);
    let p = this.map.get(key);
    if (!p) {
      p = pointsBothWays(this.frame, counts, w, this.rules, same);
      this.map.set(key, p);
    }
    return p;
  }
}

/** A hand's counts as a short string key. */
export const keyOf = (c: Counts): string => String.fromCharCode.apply(null, c as unknown as number[]);
