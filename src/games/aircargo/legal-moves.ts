/**
 * The legal moves of the current step, small enough for clients, bots and fuzzers; every listed
 * move passes `validate`, and a client never has to do geometry to offer the next legs.
 *
 * - idle: plan, stop, and prepareFlight for every planned airport × planned cargo. Boxes of the same
 *   class and weight (c11–c13, ...) are interchangeable, so only the first open one of each kind is
 *   listed (the others are legal too). At most 2 + 18 × 13 = 236, in practice a handful.
 * - planning: the rerolls ([0], [1], [0, 1]) while Plan Reroll boxes remain, and every use of the
 *   dice (again one box per kind). At most 3 + 9 + 2.
 * - flight: every waypoint in reach (beacons and the destination). At most 28.
 * - stamina: 0..Stamina left (at most 11) · failing: the prayers and/or panic that are affordable.
 */
import type { Seat } from '../../core/types.js';
import { panicCost, planRerollsLeft, prayersLeft, staminaLeft } from './checks.js';
import type { AircargoContent } from './content.js';
import { airportPoint, legOf, type Board } from './map.js';
import type { AircargoMove, FlyLegMove } from './moves.js';
import { AIRPORT_ORDERS, airportIdOf, airportIndex, CARGO_USES, weightOf } from './planning.js';
import { SOLO_SEAT, type AircargoState, type CargoStatus } from './state.js';

const DICE_CHOICES: readonly (readonly number[])[] = Object.freeze([
  Object.freeze([0]),
  Object.freeze([1]),
  Object.freeze([0, 1]),
]);

export function legalMovesOf(board: Board, state: AircargoState, player: Seat): readonly AircargoMove[] {
  if (player !== SOLO_SEAT) return [];
  const { content } = board;
  switch (state.phase) {
    case 'idle':
      return idleMoves(content, state);
    case 'planning':
      return planningMoves(content, state);
    case 'flight':
      return legMoves(board, state);
    case 'stamina':
      return Array.from({ length: staminaLeft(content, state) + 1 }, (_, boxes): AircargoMove => ({
        type: 'stamina',
        boxes,
      }));
    case 'failing': {
      const moves: AircargoMove[] =
        prayersLeft(content, state) > 0 ? DICE_CHOICES.map((dice) => ({ type: 'pray', dice })) : [];
      if (panicCost(content, state) <= staminaLeft(content, state)) moves.push({ type: 'panic' });
      return moves;
    }
    case 'planRoll':
    case 'weatherRoll':
    case 'checkRoll':
    case 'over':
      return [];
    default: {
      const never: never = state.phase;
      return never;
    }
  }
}

/** Index of the first box of each (class, weight) kind whose status is `status`. */
function firstOfEachKind(content: AircargoContent, cargo: readonly CargoStatus[], status: CargoStatus): number[] {
  const seen = new Set<string>();
  const boxes: number[] = [];
  content.cargo.forEach((box, i) => {
    const kind = `${box.cargoClass}/${box.weight}`;
    if (cargo[i] !== status || seen.has(kind)) return;
    seen.add(kind);
    boxes.push(i);
  });
  return boxes;
}

function idleMoves(content: AircargoContent, state: AircargoState): AircargoMove[] {
  const moves: AircargoMove[] = [{ type: 'plan' }];
  const loads = firstOfEachKind(content, state.cargo, 'planned');
  content.airports.forEach((airport, a) => {
    if (state.airports[a] !== 'planned') return;
    for (const c of loads) moves.push({ type: 'prepareFlight', dest: airport.id, cargo: content.cargo[c]!.id });
  });
  moves.push({ type: 'stop' });
  return moves;
}

function planningMoves(content: AircargoContent, state: AircargoState): AircargoMove[] {
  const moves: AircargoMove[] =
    planRerollsLeft(content, state) > 0 ? DICE_CHOICES.map((dice) => ({ type: 'reroll', dice })) : [];
  const open = firstOfEachKind(content, state.cargo, 'open');
  for (const use of CARGO_USES) {
    const weight = weightOf(state.dice, use);
    for (const i of open)
      if (content.cargo[i]!.weight === weight) moves.push({ type: 'planCargo', box: content.cargo[i]!.id, use });
  }
  for (const order of AIRPORT_ORDERS) {
    const id = airportIdOf(state.dice, order);
    const i = airportIndex(content, id);
    if (i >= 0 && state.airports[i] === 'open') moves.push({ type: 'planAirport', id, order });
  }
  return moves;
}

/** Beacons as their id, the destination as its numeric airport id. */
function legMoves({ content, map }: Board, state: AircargoState): FlyLegMove[] {
  const moves: FlyLegMove[] = [];
  const destination = airportPoint(state.destination);
  if (destination >= 0 && legOf(map, state.position, destination).inReach)
    moves.push({ type: 'flyLeg', to: content.airports[state.destination]!.id });
  for (let p = map.firstBeacon; p < map.points.length; p++) {
    if (p !== state.position && legOf(map, state.position, p).inReach)
      moves.push({ type: 'flyLeg', to: map.points[p]!.key });
  }
  return moves;
}
