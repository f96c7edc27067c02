/**
 * Checks a move against the rules without changing anything (spec §5). Codes are the spec's stable
 * strings plus the common `game-over`, `roll-pending`, `shuffle-pending`, `not-your-choice` and
 * `bad-move`. No check reads anything the mover cannot see, and no message names a hidden card: the
 * only cards named are the mover's own input and public network cards.
 */
import type { RuleError } from '../../core/errors.js';
import { reject } from '../../core/errors.js';
import { OK, type Result } from '../../core/result.js';
import type { Seat } from '../../core/types.js';
import { checkAdd } from './add.js';
import { checkChallenge } from './challenge.js';
import type { CarbondaleContent } from './content.js';
import { canDrawFromPile } from './flow.js';
import type { CarbondaleMove, CleanMove, DrawMove } from './moves.js';
import { opponentOf, player, type CarbondaleState } from './state.js';

/** The seat the table waits for in a choice step. */
export const waitingSeat = (state: CarbondaleState): Seat =>
  state.phase === 'challenge' ? opponentOf(state.active) : state.active;

/** A move the current step does not take. Module level: a closure made on every validation cost a replay. */
function wrongStep(move: CarbondaleMove, state: CarbondaleState): Result<never, RuleError> {
  return reject('bad-move', `${move.type} is not possible in the ${state.phase} step`);
}

export function validateMove(
  content: CarbondaleContent,
  state: CarbondaleState,
  seat: Seat,
  move: CarbondaleMove,
): Result<void, RuleError> {
  const p = player(state, seat);
  switch (move.type) {
    case 'add': {
      if (state.phase !== 'turn') return wrongStep(move, state);
      const cost = checkAdd(content, p, move);
      return cost.ok ? OK : cost;
    }
    case 'clean':
      return state.phase === 'turn' ? checkClean(state, seat, move) : wrongStep(move, state);
    case 'challenge':
      return state.phase === 'challenge' ? checkChallenge(state, p, move) : wrongStep(move, state);
    case 'pass':
      return state.phase === 'challenge' ? OK : wrongStep(move, state);
    case 'draw':
      return checkDraw(content, state, seat, move);
    default: {
      const never: never = move;
      return reject('bad-move', `unknown move ${JSON.stringify(never)}`);
    }
  }
}

function checkClean(state: CarbondaleState, seat: Seat, move: CleanMove): Result<void, RuleError> {
  const hand = player(state, seat).hand;
  for (let i = 0; i < move.cards.length; i++) {
    const c = move.cards[i]!;
    if (!hand.includes(c) || move.cards.indexOf(c) !== i)
      return reject('card-not-in-hand', `${c} is not in your hand (or is listed twice)`);
  }
  return OK;
}

/** Draws come after the add or clean; at the start of a turn a full hand is the helpful answer. */
function checkDraw(
  content: CarbondaleContent,
  state: CarbondaleState,
  seat: Seat,
  move: DrawMove,
): Result<void, RuleError> {
  const hand = player(state, seat).hand.length;
  if (state.phase === 'turn') {
    return hand >= content.handSize
      ? reject('hand-full', `your hand is full (${hand})`)
      : reject('bad-move', 'add a card or clean your hand before drawing');
  }
  if (state.phase !== 'draw') return reject('bad-move', 'draw is not possible in the challenge step');
  if (hand >= state.target) return reject('hand-full', `your hand is at this turn's size (${state.target})`);
  if (move.from === 'faceUp') {
    if (move.card === undefined) return reject('bad-move', "name the card to take from your opponent's face-up pile");
    const pile = player(state, opponentOf(seat)).faceUp;
    return pile.includes(move.card)
      ? OK
      : reject('card-not-in-face-up-pile', `${move.card} is not in your opponent's face-up pile`);
  }
  if (move.card !== undefined) return reject('bad-move', 'a pile draw names no card');
  return canDrawFromPile(state)
    ? OK
    : reject('no-cards-anywhere', 'the draw pile is empty and no spare or discard pile is left to form a new one');
}
