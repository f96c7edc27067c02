/**
 * Checks a move against the rules without changing anything (spec §5). Codes are the spec's:
 * `in-flight`, `no-rerolls`, `weight-mismatch`, `cargo-already-planned`, `no-such-airport`,
 * `id-mismatch`, `airport-already-planned`, `airport-not-planned`, `airport-visited`,
 * `cargo-not-planned`, `cargo-delivered`, `need-plans`, `leg-too-long`, `not-a-waypoint`,
 * `same-point`, `not-enough-stamina`, `no-prayers`, `check-passed`, plus the common `game-over`,
 * `roll-pending`, `not-your-choice` and `bad-move`.
 *
 * A move of the wrong kind for the step is a `bad-move` naming the expected step, except where the
 * spec gives a code: `plan`, `stop` and `prepareFlight` during a flight are `in-flight`; `pray` and
 * `panic` during a flight when no check is failing are `check-passed`.
 */
import { reject, type RuleError } from '../../core/errors.js';
import { OK, type Result } from '../../core/result.js';
import type { Seat } from '../../core/types.js';
import { panicCost, planRerollsLeft, prayersLeft, staminaLeft } from './checks.js';
import { airportPoint, isWaypoint, legOf, pointOf, type Board } from './map.js';
import type { AircargoMove, FlyLegMove, PlanAirportMove, PlanCargoMove, PrepareFlightMove } from './moves.js';
import { airportIdOf, airportIndex, cargoIndex, weightOf } from './planning.js';
import { inFlight, type AircargoState, type Phase } from './state.js';

export function validateMove(
  board: Board,
  state: AircargoState,
  player: Seat,
  move: AircargoMove,
): Result<void, RuleError> {
  const { content } = board;
  const { phase } = state;
  switch (move.type) {
    case 'plan':
    case 'stop':
      return phase === 'idle' ? OK : notIdle(phase, move.type);
    case 'reroll':
      if (phase !== 'planning') return wrongStep(phase, move.type);
      return (
        checkDice(move.dice) ??
        (planRerollsLeft(content, state) > 0 ? OK : reject('no-rerolls', 'no Plan Reroll box left'))
      );
    case 'planCargo':
      return phase === 'planning' ? validatePlanCargo(board, state, move) : wrongStep(phase, move.type);
    case 'planAirport':
      return phase === 'planning' ? validatePlanAirport(board, state, move) : wrongStep(phase, move.type);
    case 'prepareFlight':
      return phase === 'idle' ? validatePrepare(board, state, move) : notIdle(phase, move.type);
    case 'flyLeg':
      return phase === 'flight' ? validateLeg(board, state, move) : wrongStep(phase, move.type);
    case 'stamina':
      if (phase !== 'stamina') return wrongStep(phase, move.type);
      if (!Number.isInteger(move.boxes) || move.boxes < 0)
        return reject('bad-move', 'boxes must be a whole number, 0 or more');
      return move.boxes <= staminaLeft(content, state)
        ? OK
        : reject('not-enough-stamina', `${staminaLeft(content, state)} Stamina boxes left`);
    case 'pray':
      if (phase !== 'failing') return notFailing(phase, move.type);
      return (
        checkDice(move.dice) ?? (prayersLeft(content, state) > 0 ? OK : reject('no-prayers', 'no Prayer box left'))
      );
    case 'panic': {
      if (phase !== 'failing') return notFailing(phase, move.type);
      const cost = panicCost(content, state);
      return cost <= staminaLeft(content, state)
        ? OK
        : reject('not-enough-stamina', `panic costs ${cost} Stamina boxes; ${staminaLeft(content, state)} left`);
    }
    default: {
      const never: never = move;
      return reject('bad-move', `unknown move ${JSON.stringify(never)}`);
    }
  }
}

const EXPECTED: Readonly<Record<Phase, string>> = {
  idle: 'plan, prepareFlight or stop',
  planRoll: 'the planning dice',
  planning: 'reroll, planCargo or planAirport',
  flight: 'flyLeg',
  weatherRoll: 'the weather die',
  stamina: 'stamina (pre-roll, may be 0)',
  checkRoll: 'the hazard dice',
  failing: 'pray or panic',
  over: 'nothing (the game is over)',
};

function wrongStep(phase: Phase, type: AircargoMove['type']): Result<never, RuleError> {
  return reject('bad-move', `${type} is not possible now: the game waits for ${EXPECTED[phase]}`);
}

/** R12: a prepared flight must be flown to the destination before planning, another flight or stopping. */
function notIdle(phase: Phase, type: AircargoMove['type']): Result<never, RuleError> {
  return inFlight(phase) ? reject('in-flight', `${type} is not possible during a flight`) : wrongStep(phase, type);
}

function notFailing(phase: Phase, type: AircargoMove['type']): Result<never, RuleError> {
  return inFlight(phase) ? reject('check-passed', `${type} needs a failing check`) : wrongStep(phase, type);
}

/** `[0]`, `[1]` or both, each once. */
function checkDice(dice: readonly number[]): Result<never, RuleError> | null {
  if (dice.length === 0 || dice.length > 2) return reject('bad-move', 'dice must be [0], [1] or [0, 1]');
  if (dice.some((d) => d !== 0 && d !== 1) || (dice.length === 2 && dice[0] === dice[1]))
    return reject('bad-move', 'dice must be [0], [1] or [0, 1]');
  return null;
}

function validatePlanCargo({ content }: Board, state: AircargoState, move: PlanCargoMove): Result<void, RuleError> {
  const i = cargoIndex(content, move.box);
  if (i < 0) return reject('bad-move', `no cargo box ${move.box} (c1..c${content.cargo.length})`);
  const weight = weightOf(state.dice, move.use);
  const box = content.cargo[i]!;
  if (box.weight !== weight)
    return reject(
      'weight-mismatch',
      `${box.id} weighs ${box.weight}; use ${move.use} of (${state.dice.join(', ')}) gives ${weight}`,
    );
  if (state.cargo[i] !== 'open') return reject('cargo-already-planned', `${box.id} is already planned`);
  return OK;
}

function validatePlanAirport({ content }: Board, state: AircargoState, move: PlanAirportMove): Result<void, RuleError> {
  const i = airportIndex(content, move.id);
  if (i < 0) return reject('no-such-airport', `no airport ${move.id}`);
  const formed = airportIdOf(state.dice, move.order);
  if (formed !== move.id)
    return reject('id-mismatch', `the dice in order ${move.order} form ${formed}, not ${move.id}`);
  if (state.airports[i] !== 'open') return reject('airport-already-planned', `airport ${move.id} is already planned`);
  return OK;
}

function validatePrepare({ content }: Board, state: AircargoState, move: PrepareFlightMove): Result<void, RuleError> {
  if (!state.cargo.includes('planned') || !state.airports.includes('planned')) {
    return reject('need-plans', 'a flight needs a planned, undelivered cargo and a planned, unvisited airport');
  }
  const a = airportIndex(content, move.dest);
  if (a < 0 || state.airports[a] === 'open')
    return reject('airport-not-planned', `airport ${move.dest} is not planned`);
  if (state.airports[a] === 'visited') return reject('airport-visited', `airport ${move.dest} was already visited`);
  const c = cargoIndex(content, move.cargo);
  if (c < 0 || state.cargo[c] === 'open') return reject('cargo-not-planned', `cargo ${move.cargo} is not planned`);
  if (state.cargo[c] === 'delivered') return reject('cargo-delivered', `cargo ${move.cargo} was already delivered`);
  return OK;
}

function validateLeg({ content, map }: Board, state: AircargoState, move: FlyLegMove): Result<void, RuleError> {
  const to = pointOf(map, move.to);
  if (to < 0) return reject('not-a-waypoint', `${move.to} is neither a beacon nor an airport`);
  if (to === state.position) return reject('same-point', `the aircraft is already at ${move.to}`);
  const destination = airportPoint(state.destination);
  if (!isWaypoint(map, to, destination))
    return reject('not-a-waypoint', `${move.to} is not a beacon or the destination (R4)`);
  const leg = legOf(map, state.position, to);
  if (!leg.inReach) return reject('leg-too-long', `${leg.length.toFixed(1)} miles; a leg is at most ${content.maxLeg}`);
  return OK;
}
