/**
 * One player's public sheet: mine, Ore Stash, burros, cash and Boom Town holdings, plus the flags of
 * the current step. `updatePlayer` copies field by field (object spread is ~30× slower on the replay path).
 */
import type { Bonus, CoalNWriteContent, Ore, OreCounts } from './content.js';
import { NO_ORE } from './content.js';

/** A personal mini-game waiting for its player's decision. */
export type SubStep =
  | { readonly kind: 'gamble'; readonly total: number; readonly throws: number; readonly credit: boolean }
  | { readonly kind: 'bandit' }
  | { readonly kind: 'trick'; readonly shots: number; readonly blasted: readonly number[] }
  | { readonly kind: 'drink' };

export interface VeinState {
  /** 0-based index of the open cavern; = the vein's length when exhausted. */
  readonly cavern: number;
  /** Bubbles dug on the open cavern. */
  readonly dug: number;
}

export interface Delivery {
  readonly burro: number;
  /** Ore on the burro, slots first then gambling ore, before bandits. */
  readonly ore: readonly Ore[];
  /** The ore type the bandits took, or null. */
  readonly stolen: Ore | null;
  readonly value: number;
  readonly strikeGold: number;
  readonly washDay: number;
  readonly lone: number;
  readonly total: number;
}

export interface PlayerState {
  readonly cash: number;
  /** Letters written in the Ore Stash, in order. */
  readonly stash: readonly Ore[];
  /** Stash letters scratched by loading, per type (the earliest of each type are the scratched ones). */
  readonly loaded: OreCounts;
  /** Veins in `VEINS` order (B, C, T, S). */
  readonly veins: readonly VeinState[];
  readonly pistols: number;
  readonly tonics: number;
  readonly tonicsBought: number;
  readonly sheriff: number;
  readonly wagonVisits: number;
  readonly mail: number;
  readonly washDay: boolean;
  readonly tackAndHarness: boolean;
  /** Round of the Strike Gold! marker, 0 = none. */
  readonly strikeGold: number;
  /** Per burro (index 0 = burro 1): bandits added by busting, and bandits shot. */
  readonly banditsAdded: readonly number[];
  readonly banditsShot: readonly number[];
  /** Gambling ore riding on this round's burro outside the slots (R11). */
  readonly extraOre: OreCounts;
  readonly bonuses: readonly Bonus[];
  /** `$` bonus earned this round. */
  readonly dollarBonus: boolean;
  readonly freeDigs: number;
  /** A `T` bonus visit is still to be made. */
  readonly bonusVisit: boolean;
  /** Dice of the current throw used, as a bit mask. */
  readonly used: number;
  readonly visited: boolean;
  /** Claimed or dug this turn (Town must come first, R3). */
  readonly worked: boolean;
  readonly sub: SubStep | null;
  /** Entered this step's Rodeo Contest. */
  readonly rodeo: boolean;
  /** Reported to the Coal Baron this step. */
  readonly coalReport: boolean;
  readonly muleBuyer: boolean;
  /** The load sent this round, until the delivery is computed. */
  readonly load: OreCounts | null;
  readonly deliveries: readonly Delivery[];
  readonly muleBonus: number;
  readonly ponyBonus: number;
}

const veinsAtStart: readonly VeinState[] = Object.freeze([0, 1, 2, 3].map(() => Object.freeze({ cavern: 0, dug: 0 })));

export function initialPlayer(content: CoalNWriteContent): PlayerState {
  const zeros = Object.freeze(content.burros.map(() => 0));
  return {
    cash: content.startingCash,
    stash: NO_LETTERS,
    loaded: NO_ORE,
    veins: veinsAtStart,
    pistols: 0,
    tonics: 0,
    tonicsBought: 0,
    sheriff: 0,
    wagonVisits: 0,
    mail: 0,
    washDay: false,
    tackAndHarness: false,
    strikeGold: 0,
    banditsAdded: zeros,
    banditsShot: zeros,
    extraOre: NO_ORE,
    bonuses: NO_BONUSES,
    dollarBonus: false,
    freeDigs: 0,
    bonusVisit: false,
    used: 0,
    visited: false,
    worked: false,
    sub: null,
    rodeo: false,
    coalReport: false,
    muleBuyer: false,
    load: null,
    deliveries: NO_DELIVERIES,
    muleBonus: 0,
    ponyBonus: 0,
  };
}

/**
 * `p` with `c` applied: a copy of `p` (every player sheet has one hidden class) with `c`'s own fields
 * set on it. Reading all 31 fields from `c`, whose shape differs at every call, was megamorphic
 * and the largest cost of a Coal n' Write replay. An `undefined` field leaves the sheet's value;
 * `sub` and `load` may be set to null.
 */
export function updatePlayer(p: PlayerState, c: Partial<PlayerState>): PlayerState {
  const next: { -readonly [K in keyof PlayerState]: PlayerState[K] } = {
    cash: p.cash,
    stash: p.stash,
    loaded: p.loaded,
    veins: p.veins,
    pistols: p.pistols,
    tonics: p.tonics,
    tonicsBought: p.tonicsBought,
    sheriff: p.sheriff,
    wagonVisits: p.wagonVisits,
    mail: p.mail,
    washDay: p.washDay,
    tackAndHarness: p.tackAndHarness,
    strikeGold: p.strikeGold,
    banditsAdded: p.banditsAdded,
    banditsShot: p.banditsShot,
    extraOre: p.extraOre,
    bonuses: p.bonuses,
    dollarBonus: p.dollarBonus,
    freeDigs: p.freeDigs,
    bonusVisit: p.bonusVisit,
    used: p.used,
    visited: p.visited,
    worked: p.worked,
    sub: p.sub,
    rodeo: p.rodeo,
    coalReport: p.coalReport,
    muleBuyer: p.muleBuyer,
    load: p.load,
    deliveries: p.deliveries,
    muleBonus: p.muleBonus,
    ponyBonus: p.ponyBonus,
  };
  for (const key in c) {
    const value = c[key as keyof PlayerState];
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
    else if (key === 'sub' || key === 'load') next[key] = null;
  }
  return next;
}

const NO_LETTERS: readonly Ore[] = Object.freeze([]);
const NO_BONUSES: readonly Bonus[] = Object.freeze([]);
const NO_DELIVERIES: readonly Delivery[] = Object.freeze([]);
