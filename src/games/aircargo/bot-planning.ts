/**
 * The bot's planning: which use of a planning roll to take, when a reroll is worth its box, and
 * whether another planning roll is worth making at all.
 */
import { planRerollsLeft } from './checks.js';
import type { AircargoMove, PlanAirportMove, PlanCargoMove } from './moves.js';
import { airportIdOf, weightOf } from './planning.js';
import { bestFlight, type BotContext } from './bot-context.js';

/** Gain of a typical next flight: a heavy 8 to a good (top-quarter) open or planned airport. */
export function prospect(ctx: BotContext): number {
  const routes = ctx.routesFor(3, ctx.knobs.planLegs);
  const gains = ctx.state.airports
    .flatMap((s, a) => (s === 'visited' ? [] : [ctx.gain(routes[a]!, 8)]))
    .filter(Number.isFinite)
    .sort((x, y) => y - x);
  return (gains[Math.floor(gains.length / 4)] ?? -Infinity) - 1;
}

/** Expected value of a planning roll: the best use of each of the 36 rolls, or a reroll when one is left and better. */
export function planningValue(ctx: BotContext): number {
  if (ctx.legsLeft < 1) return -1;
  const values: number[] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) values.push(bestOption(ctx, [a, b]).value);
  const mean = values.reduce((x, y) => x + y, 0) / values.length;
  if (planRerollsLeft(ctx.board.content, ctx.state) === 0) return mean;
  const floor = mean - ctx.knobs.rerollValue;
  return values.reduce((x, v) => x + Math.max(v, floor), 0) / values.length;
}

type PlanOption = PlanCargoMove | PlanAirportMove;

/** A planning use of a roll, with the index (in content order) of the cargo box or airport it plans. */
interface Planned {
  readonly move: PlanOption;
  readonly index: number;
}

/** The planning uses of `dice` (for equal weights, the lighter class). */
function optionsOf(ctx: BotContext, dice: readonly number[]): Planned[] {
  const { content } = ctx.board;
  const { state } = ctx;
  const options: Planned[] = [];
  for (const use of ['a', 'b', 'sum'] as const) {
    const w = weightOf(dice, use);
    let pick = -1;
    for (let i = 0; i < content.cargo.length; i++) {
      if (state.cargo[i] !== 'open' || content.cargo[i]!.weight !== w) continue;
      if (pick < 0 || content.cargo[i]!.classMod < content.cargo[pick]!.classMod) pick = i;
    }
    if (pick >= 0) options.push({ move: { type: 'planCargo', box: content.cargo[pick]!.id, use }, index: pick });
  }
  for (const order of ['ab', 'ba'] as const) {
    const id = airportIdOf(dice, order);
    const i = ctx.airportAt(id);
    if (i >= 0 && state.airports[i] === 'open') options.push({ move: { type: 'planAirport', id, order }, index: i });
  }
  return options;
}

/**
 * Value of a planning option: with a partner already planned, the gain of the flight it completes;
 * otherwise half the gain with a typical partner. The −1 it costs if never flown is included.
 */
function optionValue(ctx: BotContext, { move, index }: Planned): number {
  const cargo = ctx.plannedCargo;
  const airports = ctx.plannedAirports;
  if (move.type === 'planAirport') {
    const a = index;
    if (cargo.length > 0) return (bestFlight(ctx, cargo, [a], ctx.legsLeft)?.gain ?? -Infinity) - 1;
    // A second airport without cargo only helps if it beats the one already planned.
    const routes = ctx.routesFor(3, ctx.knobs.planLegs);
    const already = Math.max(0, ...airports.map((b) => ctx.gain(routes[b]!, 8)));
    return 0.6 * (ctx.gain(routes[a]!, 8) - already) - 1;
  }
  const c = index;
  if (airports.length > 0) return (bestFlight(ctx, [c], airports, ctx.legsLeft)?.gain ?? -Infinity) - 1;
  const typical = (box: number) => ctx.memo(`typical/${box}`, () => typicalGain(ctx, box));
  // A second cargo without an airport only helps if it beats the one already planned.
  const already = ctx.memo('typical/planned', () => Math.max(0, ...cargo.map(typical)));
  return 0.4 * (typical(c) - already) - 1;
}

/** The gain of a flight with cargo `box` to a good (top-quarter) open airport, within the planning legs. */
function typicalGain(ctx: BotContext, box: number): number {
  const { content } = ctx.board;
  const { state } = ctx;
  const byClass = ctx.routesFor(content.cargo[box]!.classMod, ctx.knobs.planLegs);
  const gains = content.airports
    .flatMap((_, a) => (state.airports[a] === 'open' ? [ctx.gain(byClass[a]!, content.cargo[box]!.weight)] : []))
    .filter(Number.isFinite)
    .sort((x, y) => y - x);
  return gains[Math.floor(gains.length / 4)] ?? -2;
}

function bestOption(ctx: BotContext, dice: readonly number[]): { option: PlanOption | undefined; value: number } {
  return ctx.memo(`option/${dice[0]}/${dice[1]}`, () => bestOptionOf(ctx, dice));
}

function bestOptionOf(ctx: BotContext, dice: readonly number[]): { option: PlanOption | undefined; value: number } {
  let option: PlanOption | undefined;
  let value = -Infinity;
  for (const o of optionsOf(ctx, dice)) {
    const v = optionValue(ctx, o);
    if (v > value) [option, value] = [o.move, v];
  }
  return { option, value: option === undefined ? -3 : value };
}

export function planning(ctx: BotContext, legal: readonly AircargoMove[]): AircargoMove | undefined {
  const { state, board, knobs } = ctx;
  const now = bestOption(ctx, state.dice);
  if (planRerollsLeft(board.content, state) > 0) {
    const reroll = bestReroll(ctx);
    if (now.option === undefined || reroll.value - knobs.rerollValue > now.value)
      return { type: 'reroll', dice: reroll.dice };
  }
  return now.option ?? legal[0];
}

/** The reroll whose expected best option is highest. */
function bestReroll(ctx: BotContext): { dice: number[]; value: number } {
  const { dice } = ctx.state;
  const values = new Map<number, number>();
  const valueOf = (a: number, b: number) => {
    const key = a * 10 + b;
    let v = values.get(key);
    if (v === undefined) values.set(key, (v = bestOption(ctx, [a, b]).value));
    return v;
  };
  let best = { dice: [0, 1], value: -Infinity };
  for (const subset of [[0], [1], [0, 1]]) {
    let sum = 0;
    let n = 0;
    for (let x = 1; x <= 6; x++) {
      for (let y = 1; y <= (subset.length === 2 ? 6 : 1); y++) {
        sum += subset.length === 2 ? valueOf(x, y) : subset[0] === 0 ? valueOf(x, dice[1]!) : valueOf(dice[0]!, x);
        n++;
      }
    }
    if (sum / n > best.value) best = { dice: subset, value: sum / n };
  }
  return best;
}
