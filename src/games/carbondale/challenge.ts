/**
 * The challenge window (spec §4, R4, R9, R10): after an add is announced (♡/♢ only in v1, every suit
 * since v2), the opponent challenges (fee face-down, a card of the announced suit shown) or passes. A
 * strictly higher rank cancels the add — the announced card goes to its owner's face-up pile and nothing
 * else is paid — otherwise the add resolves exactly as committed. The shown card goes to the
 * challenger's face-up pile when the challenge fails, and since v2 when it wins too (R4 as corrected).
 */
import type { RuleError } from '../../core/errors.js';
import { reject } from '../../core/errors.js';
import { OK, type Result } from '../../core/result.js';
import { card, suitOf, SUIT_SYMBOL } from './cards.js';
import type { CarbondaleContent } from './content.js';
import { continueDraw, resolveAdd } from './flow.js';
import type { ChallengeMove } from './moves.js';
import {
  opponentOf,
  update,
  updatePlayer,
  withPlayer,
  without,
  type CarbondaleState,
  type PlayerState,
} from './state.js';

/** Checks a challenge by a challenger with area `p` against the announced add (whose card it never names). */
export function checkChallenge(state: CarbondaleState, p: PlayerState, move: ChallengeMove): Result<void, RuleError> {
  const announced = suitOf(state.commit!.card);
  // The fee is one card (R4), fixed by the move's shape rather than by content.
  if (p.hand.length < 2) return reject('hand-too-small', 'a challenge needs a card to show and another to pay');
  if (!p.hand.includes(move.card)) return reject('card-not-in-hand', `${move.card} is not in your hand`);
  if (card(move.card).suit !== announced)
    return reject('wrong-suit', `the announced suit is ${SUIT_SYMBOL[announced]}`);
  if (move.fee === move.card) return reject('fee-is-challenge-card', 'the fee must be another card');
  if (!p.hand.includes(move.fee)) return reject('card-not-in-hand', `${move.fee} is not in your hand`);
  return OK;
}

export function applyChallenge(
  content: CarbondaleContent,
  state: CarbondaleState,
  move: ChallengeMove,
): CarbondaleState {
  const commit = state.commit!;
  const challenger = opponentOf(state.active);
  const success = card(move.card).rank > card(commit.card).rank;
  const duel = {
    turn: state.turn,
    challenger,
    suit: suitOf(commit.card),
    added: commit.card,
    challenge: move.card,
    success,
  };
  const spent = !success || content.challengeCardSpent === 'always';
  const lost = spent ? [move.fee, move.card] : [move.fee];
  let s = withPlayer(state, challenger, (p) =>
    updatePlayer(p, {
      hand: without(p.hand, lost),
      faceDown: [...p.faceDown, move.fee],
      faceUp: spent ? [...p.faceUp, move.card] : p.faceUp,
    }),
  );
  s = update(s, { duels: [...state.duels, duel] });
  if (!success) return resolveAdd(content, s, commit);
  s = withPlayer(s, state.active, (p) =>
    updatePlayer(p, { hand: without(p.hand, [commit.card]), faceUp: [...p.faceUp, commit.card] }),
  );
  return continueDraw(content, update(s, { commit: null, target: content.handSize }));
}
