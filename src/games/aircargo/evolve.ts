/**
 * Folds one event into the state. Total: an event that does not fit the current step (a tape the
 * audit will reject anyway) leaves the state unchanged instead of throwing.
 */
import type { GameEvent } from '../../core/types.js';
import { panicCost, planRerollsLeft } from './checks.js';
import { beginLeg, checkRecord, nextCheck, resolveCheckRoll, resolveWeather } from './flight.js';
import type { Board } from './map.js';
import type { AircargoMove } from './moves.js';
import { airportIndex, cargoIndex, rollHasUse } from './planning.js';
import { NONE, update, withStatus, type AircargoState } from './state.js';

export function evolveState(board: Board, state: AircargoState, event: GameEvent<AircargoMove>): AircargoState {
  switch (event.type) {
    case 'DiceRolled':
      return applyDice(board, state, event.values);
    case 'MoveMade':
      return applyMove(board, state, event.move);
    case 'DeckShuffled':
      return state; // AirCargo has no deck
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** New values replace the dice being rerolled, in ascending index order; a fresh roll replaces both. */
export function replaceDice(
  dice: readonly number[],
  rolling: readonly number[] | null,
  values: readonly number[],
): readonly number[] {
  if (rolling === null || dice.length < 2) return values.slice(0, 2);
  const next = dice.slice();
  for (let i = 0; i < rolling.length && i < values.length; i++) next[rolling[i]!] = values[i]!;
  return next;
}

function applyDice(board: Board, state: AircargoState, values: readonly number[]): AircargoState {
  switch (state.phase) {
    case 'planRoll': {
      const rolled = update(state, {
        dice: replaceDice(state.dice, state.rolling, values),
        rolling: null,
        phase: 'planning',
      });
      // R6: a roll without any use must be rerolled; without Plan Reroll boxes the game ends, scored.
      if (rollHasUse(board.content, rolled) || planRerollsLeft(board.content, rolled) > 0) return rolled;
      return update(rolled, { phase: 'over', end: 'no-valid-plan' });
    }
    case 'weatherRoll':
      return resolveWeather(board, state, values[0] ?? 1);
    case 'checkRoll':
      return resolveCheckRoll(
        board,
        update(state, { dice: replaceDice(state.dice, state.rolling, values), rolling: null }),
      );
    default:
      return state;
  }
}

function applyMove(board: Board, state: AircargoState, move: AircargoMove): AircargoState {
  const { content } = board;
  switch (move.type) {
    case 'plan':
      if (state.phase !== 'idle') return state;
      return update(state, {
        phase: 'planRoll',
        planRolls: state.planRolls + 1,
        planRerolls: 0,
        dice: NONE,
        rolling: null,
      });
    case 'reroll':
      if (state.phase !== 'planning') return state;
      return update(state, {
        phase: 'planRoll',
        planRerolls: state.planRerolls + 1,
        planRerollsUsed: state.planRerollsUsed + 1,
        rolling: sorted(move.dice),
      });
    case 'planCargo': {
      const i = cargoIndex(content, move.box);
      if (state.phase !== 'planning' || i < 0) return state;
      return update(state, {
        phase: 'idle',
        dice: NONE,
        cargo: withStatus(state.cargo, i, 'planned'),
        spent: { dice: state.dice, use: move.use, planned: move.box },
      });
    }
    case 'planAirport': {
      const i = airportIndex(content, move.id);
      if (state.phase !== 'planning' || i < 0) return state;
      return update(state, {
        phase: 'idle',
        dice: NONE,
        airports: withStatus(state.airports, i, 'planned'),
        spent: { dice: state.dice, use: move.order, planned: String(move.id) },
      });
    }
    case 'prepareFlight': {
      const destination = airportIndex(content, move.dest);
      const load = cargoIndex(content, move.cargo);
      if (state.phase !== 'idle' || destination < 0 || load < 0) return state;
      return update(state, { phase: 'flight', destination, load });
    }
    case 'flyLeg':
      return state.phase === 'flight' ? beginLeg(board, state, move.to) : state;
    case 'stamina':
      if (state.phase !== 'stamina') return state;
      return update(state, {
        phase: 'checkRoll',
        staminaUsed: state.staminaUsed + move.boxes,
        preStamina: move.boxes,
        dice: NONE,
        rolling: null,
        checkPrayers: 0,
      });
    case 'pray':
      if (state.phase !== 'failing') return state;
      return update(state, {
        phase: 'checkRoll',
        prayersUsed: state.prayersUsed + 1,
        checkPrayers: state.checkPrayers + 1,
        rolling: sorted(move.dice),
      });
    case 'panic': {
      if (state.phase !== 'failing') return state;
      const cost = panicCost(content, state);
      const paid = update(state, { staminaUsed: state.staminaUsed + cost });
      return nextCheck(board, paid, checkRecord(board, paid, 'panic', cost));
    }
    case 'stop':
      return state.phase === 'idle' ? update(state, { phase: 'over', end: 'stop' }) : state;
    default: {
      const never: never = move;
      return never;
    }
  }
}

function sorted(dice: readonly number[]): readonly number[] {
  return dice.length === 2 && dice[0]! > dice[1]! ? [dice[1]!, dice[0]!] : dice;
}
