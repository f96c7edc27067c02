/**
 * A leg and its hazard checks (spec §4 flight, R3–R10): cross a weather box, list the crossed
 * circles in order and the landing at the destination, then for each check roll the weather die,
 * take pre-roll stamina, roll the hazard dice and pass, pray, panic or crash.
 */
import {
  classModOf,
  checkTotal,
  hazardOf,
  panicCost,
  passes,
  prayersLeft,
  staminaLeft,
  weatherValue,
} from './checks.js';
import { airportPoint, legOf, pointOf, type Board } from './map.js';
import {
  NONE,
  update,
  withStatus,
  type AircargoState,
  type Check,
  type CheckOutcome,
  type CheckRecord,
} from './state.js';

/** `flyLeg`: the weather box is crossed as the leg starts (S); a leg without checks ends at once. */
export function beginLeg(board: Board, state: AircargoState, toKey: string | number): AircargoState {
  const to = pointOf(board.map, toKey);
  if (to < 0 || to === state.position) return state;
  const leg = state.legs + 1;
  const destination = airportPoint(state.destination);
  const checks: Check[] = legOf(board.map, state.position, to).crossings.map((c) => ({
    kind: 'mountain',
    ref: c.mountain.id,
    hazard: c.mountain.hazard,
  }));
  if (to === destination) {
    const airport = board.content.airports[state.destination]!;
    checks.push({ kind: 'landing', ref: String(airport.id), hazard: airport.landingHazard });
  }
  const started = update(state, {
    legs: leg,
    route: [...state.route, { leg, from: state.position, to }],
    checks,
    target: to,
    check: 0,
  });
  return checks.length === 0 ? finishLeg(board, started) : startCheck(started, 1);
}

function startCheck(state: AircargoState, check: number): AircargoState {
  return update(state, {
    phase: 'weatherRoll',
    check,
    weatherDie: 0,
    weather: 0,
    preStamina: 0,
    checkPrayers: 0,
    dice: NONE,
    rolling: null,
  });
}

/** R9/R10: the weather die is read in the column of this leg's box, before pre-roll stamina. */
export function resolveWeather(board: Board, state: AircargoState, die: number): AircargoState {
  return update(state, { phase: 'stamina', weatherDie: die, weather: weatherValue(board.content, state.legs, die) });
}

/** After the hazard dice (or a prayer's reroll): pass, offer pray/panic, or crash when neither is affordable. */
export function resolveCheckRoll(board: Board, state: AircargoState): AircargoState {
  const { content } = board;
  if (passes(content, state)) return nextCheck(board, state, checkRecord(board, state, 'passed', 0));
  if (prayersLeft(content, state) > 0 || panicCost(content, state) <= staminaLeft(content, state))
    return update(state, { phase: 'failing' });
  return update(state, { phase: 'over', end: 'crash', log: [...state.log, checkRecord(board, state, 'crash', 0)] });
}

export function checkRecord(board: Board, state: AircargoState, outcome: CheckOutcome, panicCost: number): CheckRecord {
  const check = state.checks[state.check - 1];
  return {
    leg: state.legs,
    check: state.check,
    kind: check?.kind ?? 'mountain',
    ref: check?.ref ?? '',
    hazard: hazardOf(state),
    weatherDie: state.weatherDie,
    weather: state.weather,
    classMod: classModOf(board.content, state),
    stamina: state.preStamina,
    dice: state.dice,
    total: checkTotal(board.content, state),
    prayers: state.checkPrayers,
    panicCost,
    outcome,
  };
}

/** Logs the passed check and moves to the next one, or ends the leg after the last. */
export function nextCheck(board: Board, state: AircargoState, record: CheckRecord): AircargoState {
  const logged = update(state, { log: [...state.log, record] });
  return state.check < state.checks.length ? startCheck(logged, state.check + 1) : finishLeg(board, logged);
}

/**
 * The aircraft reaches the leg's end: at the destination the cargo is delivered and the airport
 * visited. R5: after the last weather box's leg the game ends, scored (a flight left at a beacon
 * counts as not delivered / not visited).
 */
function finishLeg(board: Board, state: AircargoState): AircargoState {
  const landed = state.target === airportPoint(state.destination);
  const base = {
    position: state.target,
    checks: NONE,
    target: -1,
    check: 0,
    weatherDie: 0,
    weather: 0,
    preStamina: 0,
    checkPrayers: 0,
    dice: NONE,
    rolling: null,
  };
  const next = landed
    ? update(state, {
        ...base,
        phase: 'idle',
        cargo: withStatus(state.cargo, state.load, 'delivered'),
        airports: withStatus(state.airports, state.destination, 'visited'),
        destination: -1,
        load: -1,
      })
    : update(state, { ...base, phase: 'flight' });
  return next.legs >= board.content.weatherBoxes ? update(next, { phase: 'over', end: 'weather' }) : next;
}
