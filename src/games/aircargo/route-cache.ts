/**
 * Route plans shared by every decision of one bot: `routesFrom` is a pure function of a few small
 * numbers (where the plane is, legs flown, cargo class, stamina left, the legs allowed), and a search
 * bot's imagined games ask for the same ones thousands of times a move (it was half of a search-3
 * move's time). Remembering them changes no decision, only how often they are computed. The cache
 * belongs to the bot made by `makeBot` (not to the module), and is emptied when it grows past
 * `limit` so a long-running server's memory stays bounded.
 */
import { routesFrom, type RoutePlan, type RouteWeights } from './bot-risk.js';
import type { Board } from './map.js';

/** About 20 MB at most: an AirCargo board has a few dozen airports, so a plan list is a few kB. */
export const ROUTE_CACHE_LIMIT = 4096;

export class RouteCache {
  private readonly plans = new Map<string, readonly RoutePlan[]>();
  constructor(
    readonly board: Board,
    readonly limit = ROUTE_CACHE_LIMIT,
  ) {}

  /** `routesFrom(board, from, legs, classMod, stamina, weights)`, computed once per distinct input. */
  routes(from: number, legs: number, classMod: number, stamina: number, weights: RouteWeights): readonly RoutePlan[] {
    const key = `${from}/${legs}/${classMod}/${stamina}/${weights.leg}/${weights.crash}/${weights.maxLegs}`;
    let plans = this.plans.get(key);
    if (plans === undefined) {
      plans = routesFrom(this.board, from, legs, classMod, stamina, weights);
      if (this.plans.size >= this.limit) this.plans.clear();
      this.plans.set(key, plans);
    }
    return plans;
  }

  /** How many distinct inputs are remembered (for tests). */
  get size(): number {
    return this.plans.size;
  }
}
