/**
 * Folds one event into the state. A move is applied as recorded: the core checked it before it
 * reached here (the engine before appending it, the audit before folding it). A roll or shuffle that
 * does not fit the step leaves the state unchanged instead of throwing.
 */
import { isPermutation } from '../../core/random.js';
import type { GameEvent } from '../../core/types.js';
import { suitOf } from './cards.js';
import { applyChallenge } from './challenge.js';
import type { CarbondaleContent } from './content.js';
import { continueDraw, drawTop, formPile, reformCards, resolveAdd } from './flow.js';
import type { CarbondaleMove } from './moves.js';
import { applyFirstRoll, applySetupShuffle, setupShuffleCards } from './setup.js';
import { opponentOf, update, updatePlayer, withPlayer, without, type CarbondaleState } from './state.js';

export function evolveState(
  content: CarbondaleContent,
  state: CarbondaleState,
  event: GameEvent<CarbondaleMove>,
): CarbondaleState {
  switch (event.type) {
    case 'DiceRolled':
      return state.phase === 'setupRoll' ? applyFirstRoll(state, event.values) : state;
    case 'DeckShuffled':
      return applyShuffle(content, state, event.order);
    case 'MoveMade':
      return applyMove(content, state, event.move);
    default: {
      const never: never = event;
      return never;
    }
  }
}

function applyShuffle(content: CarbondaleContent, state: CarbondaleState, order: readonly number[]): CarbondaleState {
  switch (state.phase) {
    case 'setupDraw':
    case 'setupSpares':
      return isPermutation(order, setupShuffleCards(content, state).length)
        ? applySetupShuffle(content, state, order)
        : state;
    case 'reshuffle':
      return isPermutation(order, reformCards(state).length) ? formPile(content, state, order) : state;
    default:
      return state;
  }
}

function applyMove(content: CarbondaleContent, state: CarbondaleState, move: CarbondaleMove): CarbondaleState {
  const seat = state.active;
  switch (move.type) {
    case 'add':
      // A challengeable add (every suit since v2; ♡/♢ in v1) waits for the window, committed whole (R10).
      return content.challengeable.includes(suitOf(move.card))
        ? update(state, { phase: 'challenge', commit: move })
        : resolveAdd(content, state, move);
    case 'clean': {
      const s = withPlayer(state, seat, (p) =>
        updatePlayer(p, { hand: without(p.hand, move.cards), faceDown: [...p.faceDown, ...move.cards] }),
      );
      return continueDraw(content, update(s, { target: content.handSize }));
    }
    case 'challenge':
      return applyChallenge(content, state, move);
    case 'pass':
      return resolveAdd(content, state, state.commit!);
    case 'draw': {
      if (move.from === 'faceUp') {
        const taken = move.card!;
        const s = withPlayer(state, opponentOf(seat), (p) => updatePlayer(p, { faceUp: without(p.faceUp, [taken]) }));
        return continueDraw(
          content,
          withPlayer(s, seat, (p) => updatePlayer(p, { hand: [...p.hand, taken] })),
        );
      }
      return state.drawPile.length > 0 ? drawTop(content, state) : update(state, { phase: 'reshuffle' });
    }
    default: {
      const never: never = move;
      return never;
    }
  }
}
