/**
 * A pure heuristic bot for calibration and tests (a `Chooser`). It
 * - keeps one planned airport and one planned cargo at a time: it plans the airport first (nearby,
 *   low hazard), then the heaviest cargo worth its class modifier on that route, rerolling a
 *   planning roll when a reroll is expected to be worth more than the box it costs;
 * - flies the cheapest route (legs, expected panic stamina, crash risk) to the destination;
 * - takes no pre-roll stamina: under R7 a panic only pays when the roll fails, and for the same
 *   boxes covers all but the single highest total that pre-roll stamina would (spending pre-roll
 *   stamina up to a 90% pass chance scored a median of 29 against 41 on the same 300 seeds);
 *   it prays when a panic would cost more than two boxes or cannot be paid, and otherwise panics;
 * - stops when no flight within the weather left is expected to gain points.
 * It only ever returns one of the legal moves it is given. Route plans are shared by the bot's decisions
 * (`RouteCache`: they depend only on their inputs); everything else is memoised per decision only.
 */
import type { Seat } from '../../core/types.js';
import { BotContext, bestFlight, DEFAULT_KNOBS, indicesOf, type BotKnobs } from './bot-context.js';
import { planning, planningValue, prospect } from './bot-planning.js';
import { planRerollsLeft, prayersLeft, rawTotal, staminaLeft } from './checks.js';
import type { Board } from './map.js';
import type { AircargoMove, PrayMove } from './moves.js';
import { RouteCache } from './route-cache.js';
import type { AircargoState } from './state.js';

export { type BotKnobs } from './bot-context.js';

/** The bot for a content version's board (tuning the content retunes what it values). */
export function makeBot(board: Board, knobs: BotKnobs = DEFAULT_KNOBS) {
  // Route plans depend only on their inputs, so the bot's decisions share them (a search plays thousands a move).
  const routes = new RouteCache(board);
  return (state: AircargoState, _seat: Seat, legal: readonly AircargoMove[]): AircargoMove => {
    const pick = choose(new BotContext(board, knobs, state, routes), legal);
    return pick !== undefined && legal.some((m) => same(m, pick)) ? legal.find((m) => same(m, pick))! : legal[0]!;
  };
}

const same = (a: AircargoMove, b: AircargoMove): boolean => JSON.stringify(a) === JSON.stringify(b);

function choose(ctx: BotContext, legal: readonly AircargoMove[]): AircargoMove | undefined {
  switch (ctx.state.phase) {
    case 'idle':
      return idle(ctx, legal);
    case 'planning':
      return planning(ctx, legal);
    case 'flight':
      return nextLeg(ctx, legal);
    case 'stamina':
      return { type: 'stamina', boxes: 0 };
    case 'failing':
      return failing(ctx, legal);
    case 'planRoll':
    case 'weatherRoll':
    case 'checkRoll':
    case 'over':
      return legal[0];
    default: {
      const never: never = ctx.state.phase;
      return never;
    }
  }
}

function idle(ctx: BotContext, legal: readonly AircargoMove[]): AircargoMove | undefined {
  const { content } = ctx.board;
  const cargo = indicesOf(ctx.state.cargo, 'planned');
  const airports = indicesOf(ctx.state.airports, 'planned');
  const flight = bestFlight(ctx, cargo, airports, ctx.legsLeft);
  if (flight !== null && flight.gain > 0) {
    // legalMoves lists one box per (class, weight) kind: take the listed twin of the chosen box.
    const box = content.cargo[flight.cargo]!;
    const dest = content.airports[flight.dest]!.id;
    return legal.find((m) => {
      if (m.type !== 'prepareFlight' || m.dest !== dest) return false;
      const listed = content.cargo.find((c) => c.id === m.cargo);
      return listed !== undefined && listed.weight === box.weight && listed.cargoClass === box.cargoClass;
    });
  }
  // Plan while a planning roll is expected to gain points; otherwise take the points.
  const worth =
    prospect(ctx) > 0 &&
    (planRerollsLeft(ctx.board.content, ctx.state) > 0 || planningValue(ctx) > ctx.knobs.lastRollMargin);
  return worth ? { type: 'plan' } : legal.find((m) => m.type === 'stop');
}

function nextLeg(ctx: BotContext, legal: readonly AircargoMove[]): AircargoMove | undefined {
  const { content, map } = ctx.board;
  const route = ctx.routesFor(content.cargo[ctx.state.load]!.classMod, ctx.legsLeft)[ctx.state.destination]!;
  const to = route.path[0];
  if (to === undefined) return legal[0];
  const point = map.points[to]!;
  return { type: 'flyLeg', to: point.airport !== null ? point.airport.id : point.key };
}

/** Pray when a panic would cost more than two boxes (or cannot be paid), rerolling the dice that help most. */
function failing(ctx: BotContext, legal: readonly AircargoMove[]): AircargoMove | undefined {
  const { content } = ctx.board;
  const { state } = ctx;
  const raw = rawTotal(content, state);
  const cost = raw - content.passLimit + 1;
  const canPanic = cost <= staminaLeft(content, state);
  if (canPanic && (cost <= 2 || prayersLeft(content, state) === 0)) return { type: 'panic' };
  if (prayersLeft(content, state) === 0) return legal[0];
  const [a, b] = [state.dice[0]!, state.dice[1]!];
  const room = content.passLimit - (raw - a - b - state.preStamina);
  const chance = (dice: readonly number[]): number => {
    let pass = 0;
    for (let x = 1; x <= 6; x++)
      for (let y = 1; y <= 6; y++) if ((dice.includes(0) ? x : a) + (dice.includes(1) ? y : b) <= room) pass++;
    return pass / 36;
  };
  let best: PrayMove = { type: 'pray', dice: [0, 1] };
  let bestChance = -1;
  for (const dice of [[0], [1], [0, 1]]) {
    const c = chance(dice);
    if (c > bestChance) [best, bestChance] = [{ type: 'pray', dice }, c];
  }
  return canPanic && bestChance < 0.2 ? { type: 'panic' } : best;
}
