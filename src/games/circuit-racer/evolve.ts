/**
 * Folds one event into the state. Total: an event that does not fit the current step (a tape the
 * audit will reject anyway) leaves the state unchanged instead of throwing, so an audit can keep
 * walking the tape and report every problem.
 *
 * Hot path (the replay benchmark): no parsing, no clones, one small object per event.
 */
import type { GameEvent } from '../../core/types.js';
import type { CircuitRacerContent, SpecialActionId } from './content.js';
import type { CircuitRacerMove } from './moves.js';
import { freeBoxes, paidFromCurrent, spend } from './payment.js';
import { resolveTurn } from './resolve-turn.js';
import { copyState, NO_DICE, type CircuitRacerState, type StateDraft } from './state.js';

export function evolveState(
  content: CircuitRacerContent,
  state: CircuitRacerState,
  event: GameEvent<CircuitRacerMove>,
): CircuitRacerState {
  switch (event.type) {
    case 'DiceRolled':
      return state.phase === 'roll' ? applyDice(state, event.values) : state;
    case 'MoveMade':
      return applyMove(content, state, event.move);
    case 'DeckShuffled':
      return state; // Circuit Racer has no deck
    default: {
      const never: never = event;
      return never;
    }
  }
}

function applyDice(state: CircuitRacerState, values: readonly number[]): CircuitRacerState {
  const { rolling } = state;
  const next = copyState(state);
  next.phase = 'dice';
  next.rolling = null;
  if (rolling === null) {
    next.dice = values;
    return next;
  }
  // Select: the new values replace the chosen dice in ascending index order.
  const dice = state.dice.slice();
  for (let i = 0; i < rolling.length && i < values.length; i++) dice[rolling[i]!] = values[i]!;
  next.dice = dice;
  return next;
}

function applyMove(content: CircuitRacerContent, state: CircuitRacerState, move: CircuitRacerMove): CircuitRacerState {
  switch (move.type) {
    case 'gear': {
      if (state.phase !== 'gear') return state;
      // Step 1: the Time box is marked as the turn starts, with the gear change.
      const started = copyState(state);
      started.turn = state.turn + 1;
      started.gear = move.gear;
      started.dice = NO_DICE;
      started.rerolls = 0;
      started.rolling = null;
      started.phase = 'roll';
      return pay(content, started, move.shift === true ? 'shift' : null, move.include, move.payCurrent);
    }
    case 'reroll':
      if (state.phase !== 'dice') return state;
      return pay(content, rolling(state, null), 'reroll', move.include, move.payCurrent);
    case 'select': {
      if (state.phase !== 'dice') return state;
      const dice = ascending(move.dice) ? move.dice : move.dice.slice().sort((a, b) => a - b);
      return pay(content, rolling(state, dice), 'select', move.include, move.payCurrent);
    }
    case 'accept':
      return state.phase === 'dice' ? resolveTurn(content, state) : state;
    default: {
      const never: never = move;
      return never;
    }
  }
}

/** A re-roll of `dice` (ascending indices; `null`: all of them) is waiting for the engine's roll. */
function rolling(state: CircuitRacerState, dice: readonly number[] | null): StateDraft {
  const next = copyState(state);
  next.rerolls = state.rerolls + 1;
  next.rolling = dice;
  next.phase = 'roll';
  return next;
}

/**
 * Uses the free pool, then marks the cost on this circuit's track and the bank as validated; declares
 * Include. `state` is the draft this event already made, so it is changed in place.
 */
function pay(
  content: CircuitRacerContent,
  state: StateDraft,
  action: SpecialActionId | null,
  include: boolean | undefined,
  payCurrent: number | undefined,
): CircuitRacerState {
  const declaring = include === true && !state.include;
  if (action === null && !declaring) return state;
  const { free, cost } = spend(content, state.free, action, declaring ? 'include' : null);
  let current = cost === 0 ? 0 : paidFromCurrent(freeBoxes(content, state), state.bank, cost, payCurrent);
  if (current < 0) current = Math.min(cost, freeBoxes(content, state)); // unpayable (invalid tape): charge what fits
  state.free = free;
  state.include = state.include || declaring;
  state.damage = state.damage + current;
  state.bank = state.bank - (cost - current);
  return state;
}

/** Moves from `legalMoves` list indices in order already; sharing them saves a copy and a sort. */
function ascending(indices: readonly number[]): boolean {
  for (let i = 1; i < indices.length; i++) if (indices[i - 1]! >= indices[i]!) return false;
  return true;
}
