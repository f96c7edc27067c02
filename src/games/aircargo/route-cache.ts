/**
 * Route plans shared by every decision of one bot: `routesFrom` is a pure function of a few small
 * numbers (where the plane is, legs flown, cargo class, stamina left, the legs allowed), and a search
 * bot's imagined games ask for the same ones thousands of times a move (it was half of a search-3
 * move's time). Remembering them changes no decision, only how often they are computed. The cache
 * belongs to the bot made by `makeBot` (not to the module). Its memory stays bounded in two
 * generations of at most `limit` plans each: when the newer fills it becomes the older (the oldest is
 * dropped), and a plan asked for from the older is moved back into the newer, so the plans a search
 * keeps asking for stay while those of positions it left go.
 */
import { routesFrom, type RoutePlan, type RouteWeights } from './bot-risk.js';
import type { Board } from './map.js';

/**
 * Plans per generation: a plan list (one plan per airport, 18 of them) takes about 4.2 kB of heap, so
 * both generations take under 18 MB, well within a Worker isolate's 128 MB (twice as many were no faster).
 */
export const ROUTE_CACHE_LIMIT = 2048;

export class RouteCache {
  private plans = new Map<string, readonly RoutePlan[]>();
  private older = new Map<string, readonly RoutePlan[]>();
  constructor(
    readonly board: Board,
    readonly limit = ROUTE_CACHE_LIMIT,
  ) {}

  /** `routesFrom(board, from, legs, classMod, stamina, weights)`, computed once per distinct input while it is remembered. */
  routes(from: number, legs: number, classMod: number, stamina: number, weights: RouteWeights): readonly RoutePlan[] {
    const key = `${from}/${legs}/${classMod}/${stamina}/${weights.leg}/${weights.crash}/${weights.maxLegs}`;
    let plans = this.plans.get(key);
    if (plans === undefined) {
      plans = this.older.get(key) ?? routesFrom(this.board, from, legs, classMod, stamina, weights);
      if (this.plans.size >= this.limit) {
        this.older = this.plans;
        this.plans = new Map();
      }
      this.plans.set(key, plans);
    }
    return plans;
  }

  /** How many distinct inputs are remembered in the newer generation and the older (for tests). */
  get sizes(): readonly [number, number] {
    return [this.plans.size, this.older.size];
  }
}
