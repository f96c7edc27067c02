/**
 * The bot's judgement shared by its decisions: its tuning knobs, one decision's context (with route
 * plans memoised for that decision only) and the expected gain of a flight.
 */
import type { RoutePlan } from './bot-risk.js';
import { prayersLeft, staminaLeft } from './checks.js';
import type { Board } from './map.js';
import { RouteCache } from './route-cache.js';
import { scoreOf } from './score.js';
import type { AircargoState } from './state.js';

/** Tuning of the bot's judgement (not of the game). */
export interface BotKnobs {
  /** Value of a weather box, in points. */
  readonly legValue: number;
  /** Value of a Stamina box, in points. */
  readonly staminaValue: number;
  /** Value of a Plan Reroll box, in points. */
  readonly rerollValue: number;
  /** Longest route (legs) the bot plans an airport for. */
  readonly planLegs: number;
  /** Weight of the summed crash probability in route choice, in stamina boxes. */
  readonly crashWeight: number;
  /** Without Plan Rerolls, plan only while a roll's expected value is above this. */
  readonly lastRollMargin: number;
  /** Leg and stamina values scale with legs left / weather boxes + this (1 = never scale). */
  readonly endgameFloor: number;
}

export const DEFAULT_KNOBS: BotKnobs = Object.freeze({
  legValue: 1.5,
  staminaValue: 0.6,
  rerollValue: 0.8,
  planLegs: 3,
  crashWeight: 25,
  lastRollMargin: -1,
  endgameFloor: 0.3,
});

/**
 * One decision's inputs, with what it computes memoised for that decision only, except route plans:
 * those come from `cache`, the bot's own (`makeBot`), shared by its decisions since they depend on
 * nothing but their inputs.
 */
export class BotContext {
  private readonly memos = new Map<string, unknown>();
  private cargoPlanned: readonly number[] | undefined;
  private airportsPlanned: readonly number[] | undefined;
  private airportById: ReadonlyMap<number, number> | undefined;
  readonly legsLeft: number;
  readonly now: number;
  /** Weather boxes and stamina are worth less as the day runs out: their value scales with the legs left. */
  readonly scarcity: number;
  constructor(
    readonly board: Board,
    readonly knobs: BotKnobs,
    readonly state: AircargoState,
    private readonly cache: RouteCache = new RouteCache(board),
  ) {
    this.legsLeft = board.content.weatherBoxes - state.legs;
    this.now = Math.max(0, scoreOf(board.content, state).score);
    this.scarcity = Math.min(1, this.legsLeft / board.content.weatherBoxes + knobs.endgameFloor);
  }

  /** Cheapest routes from here to every airport for a cargo class, within `maxLegs`. */
  routesFor(classMod: number, maxLegs: number): readonly RoutePlan[] {
    const { board, state, knobs } = this;
    return this.cache.routes(state.position, state.legs, classMod, staminaLeft(board.content, state), {
      leg: knobs.legValue / knobs.staminaValue,
      crash: knobs.crashWeight,
      maxLegs: Math.min(maxLegs, this.legsLeft),
    });
  }

  /** Indices of the planned cargo boxes (the planning judgement asks for them for every option of every roll). */
  get plannedCargo(): readonly number[] {
    return (this.cargoPlanned ??= indicesOf(this.state.cargo, 'planned'));
  }

  /** The index (content order) of the airport with id `id`, or -1: `airportIndex` without a scan (asked for each of the 36 rolls). */
  airportAt(id: number): number {
    // Reversed, so that with a repeated id the first airport wins, as `findIndex` would have it.
    this.airportById ??= new Map(this.board.content.airports.map((a, i) => [a.id, i] as const).reverse());
    return this.airportById.get(id) ?? -1;
  }

  /** Indices of the planned airports. */
  get plannedAirports(): readonly number[] {
    return (this.airportsPlanned ??= indicesOf(this.state.airports, 'planned'));
  }

  /**
   * `make()`, computed once per decision for `key`: the planning judgement asks for the same values
   * many times (each of the 36 rolls, again for each reroll), and a search bot plays thousands of
   * decisions a move. The same key must always name the same computation.
   */
  memo<T>(key: string, make: () => T): T {
    if (this.memos.has(key)) return this.memos.get(key) as T;
    const value = make();
    this.memos.set(key, value);
    return value;
  }

  /** Expected points of delivering cargo of `weight` along `route`, both already planned: clears two −1s, or a crash loses all. */
  gain(route: RoutePlan, weight: number): number {
    if (route.path.length === 0) return -Infinity;
    const { board, knobs, state } = this;
    const crash = Math.min(1, route.crash * (prayersLeft(board.content, state) > 0 ? 0.4 : 1));
    return (
      (1 - crash) * (weight + 2) -
      crash * this.now -
      this.scarcity * (route.path.length * knobs.legValue + route.cost * knobs.staminaValue)
    );
  }
}

export interface Flight {
  readonly dest: number;
  readonly cargo: number;
  readonly gain: number;
}

/** The best flight among planned airports × planned cargo. */
export function bestFlight(
  ctx: BotContext,
  cargo: readonly number[],
  airports: readonly number[],
  maxLegs: number,
): Flight | null {
  const { content } = ctx.board;
  let best: Flight | null = null;
  for (const c of cargo) {
    const routes = ctx.routesFor(content.cargo[c]!.classMod, maxLegs);
    for (const a of airports) {
      const gain = ctx.gain(routes[a]!, content.cargo[c]!.weight);
      if (best === null || gain > best.gain) best = { dest: a, cargo: c, gain };
    }
  }
  return best;
}

export const indicesOf = <T>(list: readonly T[], value: T): number[] =>
  list.flatMap((v, i) => (v === value ? [i] : []));
