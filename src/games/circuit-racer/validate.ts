/**
 * Checks a move against the rules without changing anything (spec §5). Codes are stable strings:
 * `same-gear`, `gear-jump`, `shift-on-first-turn`, `cannot-pay`, `include-already-declared`,
 * `no-dice-selected`, `bad-die-index`, plus the common `game-over`, `roll-pending`, `not-your-choice`
 * and `bad-move`.
 *
 * A move of the wrong kind for the step (`accept` while a gear is expected, `gear` after the roll)
 * is a `bad-move` whose message names the expected step: the spec's code set is closed, and the
 * step is visible to every client as `phase` in the view.
 */
import { reject } from '../../core/errors.js';
import { OK, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/errors.js';
import type { Seat } from '../../core/types.js';
import type { CircuitRacerContent, SpecialActionId } from './content.js';
import type { CircuitRacerMove, GearMove, SelectMove } from './moves.js';
import { freeBoxes, paidFromCurrent, spend } from './payment.js';
import type { CircuitRacerState } from './state.js';

export function validateMove(
  content: CircuitRacerContent,
  state: CircuitRacerState,
  player: Seat,
  move: CircuitRacerMove,
): Result<void, RuleError> {
  switch (move.type) {
    case 'gear':
      return state.phase === 'gear' ? validateGear(content, state, move) : wrongStep(state, move.type);
    case 'reroll':
      if (state.phase !== 'dice') return wrongStep(state, move.type);
      return checkInclude(state, move.include) ?? checkPayment(content, state, 'reroll', move.include, move.payCurrent);
    case 'select':
      if (state.phase !== 'dice') return wrongStep(state, move.type);
      return (
        checkSelection(content, move) ??
        checkInclude(state, move.include) ??
        checkPayment(content, state, 'select', move.include, move.payCurrent)
      );
    case 'accept':
      return state.phase === 'dice' ? OK : wrongStep(state, move.type);
    default: {
      const never: never = move;
      return reject('bad-move', `unknown move ${JSON.stringify(never)}`);
    }
  }
}

function wrongStep(state: CircuitRacerState, type: CircuitRacerMove['type']): Result<never, RuleError> {
  const expected =
    state.phase === 'gear' ? 'a gear choice (gear)' : 'a decision on the dice (reroll, select or accept)';
  return reject('bad-move', `${type} is not possible now: the game waits for ${expected}`);
}

/** Spec §4 gear rule with Shift (R6) and the first-turn exception. */
function validateGear(content: CircuitRacerContent, state: CircuitRacerState, move: GearMove): Result<void, RuleError> {
  const { gear, shift = false } = move;
  if (!Number.isInteger(gear) || gear < content.minGear || gear > content.maxGear) {
    return reject('bad-move', `gear must be ${content.minGear}–${content.maxGear}`);
  }
  const previous = state.previousGear;
  if (previous === 0) {
    if (shift) return reject('shift-on-first-turn', 'the first turn of a circuit may start in any gear without Shift');
  } else {
    if (gear === previous)
      return reject('same-gear', `gear ${gear} was used last turn; the gear must change every turn`);
    if (!shift && Math.abs(gear - previous) !== 1) {
      const neighbours = [previous - 1, previous + 1]
        .filter((g) => g >= content.minGear && g <= content.maxGear)
        .join(' or ');
      return reject('gear-jump', `from gear ${previous} only gear ${neighbours} without Shift`);
    }
  }
  return checkPayment(content, state, shift ? 'shift' : null, move.include, move.payCurrent);
}

/** R1: Include once per turn. */
function checkInclude(state: CircuitRacerState, include: boolean | undefined): Result<never, RuleError> | null {
  return include === true && state.include
    ? reject('include-already-declared', 'Include is already declared this turn')
    : null;
}

function checkSelection(content: CircuitRacerContent, move: SelectMove): Result<never, RuleError> | null {
  const { dice } = move;
  if (dice.length === 0) return reject('no-dice-selected', 'select at least one die to re-roll');
  let seen = 0;
  for (const index of dice) {
    if (!Number.isInteger(index) || index < 0 || index >= content.dice) {
      return reject('bad-die-index', `die index ${index} is not one of 0..${content.dice - 1}`);
    }
    if (seen & (1 << index)) return reject('bad-die-index', `die index ${index} is selected twice`);
    seen |= 1 << index;
  }
  return null;
}

/** The special actions of a move are affordable from the free pool, this circuit's track and the bank (R5). */
function checkPayment(
  content: CircuitRacerContent,
  state: CircuitRacerState,
  action: SpecialActionId | null,
  include: boolean | undefined,
  payCurrent: number | undefined,
): Result<void, RuleError> {
  if (payCurrent !== undefined && (!Number.isInteger(payCurrent) || payCurrent < 0)) {
    return reject('bad-move', 'payCurrent must be a whole number of damage boxes, 0 or more');
  }
  const { cost } = spend(content, state.free, action, include === true && !state.include ? 'include' : null);
  const onTrack = freeBoxes(content, state);
  if (paidFromCurrent(onTrack, state.bank, cost, payCurrent) >= 0) return OK;
  if (payCurrent !== undefined && payCurrent > cost)
    return reject('cannot-pay', `payCurrent ${payCurrent} exceeds the cost ${cost}`);
  if (payCurrent !== undefined && payCurrent > onTrack)
    return reject('cannot-pay', `payCurrent ${payCurrent} exceeds the ${onTrack} free boxes on this circuit's track`);
  return reject(
    'cannot-pay',
    `costs ${cost} damage boxes; ${onTrack} free on this circuit's track and ${state.bank} in the bank`,
  );
}
