/**
 * What a Carbondale seat can guess of the hidden cards for a search: the other seat's hand and
 * face-down pile, the draw pile and the spare piles hold, between them, every card the seat cannot
 * see. They are pooled (sorted, so nothing of their real places is kept) and dealt back at random
 * into places of the same sizes, which the view shows. An add announced to the seat (it sees only
 * the suit) is guessed too: one of the adds of that suit the guessed hand could have made.
 */
import { NoFittingGuess, redealt } from '../../core/search/determinize.js';
import type { Seat } from '../../core/types.js';
import { suitOf } from './cards.js';
import type { CarbondaleContent } from './content.js';
import { legalMovesOf } from './legal-moves.js';
import type { AddMove } from './moves.js';
import { update, type CarbondaleState } from './state.js';

/** Deals tried for an announced add before the guess gives up (the search bot then plays its heuristic's move). */
const TRIES = 50;

function deal(state: CarbondaleState, seat: Seat, random: () => number): CarbondaleState {
  const others = state.players.filter((_, i) => i + 1 !== seat);
  const pool = redealt(
    [...others.flatMap((p) => [...p.hand, ...p.faceDown]), ...state.drawPile, ...state.spares.flat()],
    random,
  );
  let at = 0;
  const take = (n: number) => pool.slice(at, (at += n));
  const players = state.players.map((p, i) =>
    i + 1 === seat ? p : { ...p, hand: take(p.hand.length), faceDown: take(p.faceDown.length) },
  );
  return update(state, {
    players,
    drawPile: take(state.drawPile.length),
    spares: state.spares.map((pile) => take(pile.length)),
  });
}

export function makeDeterminize(content: CarbondaleContent) {
  return (state: CarbondaleState, seat: Seat, random: () => number): CarbondaleState => {
    const hidden = state.commit !== null && state.active !== seat;
    if (!hidden) return deal(state, seat, random);
    const suit = suitOf(state.commit!.card);
    for (let n = 0; n < TRIES; n++) {
      const guess = deal(state, seat, random);
      const adds = legalMovesOf(content, update(guess, { phase: 'turn', commit: null }), state.active).filter(
        (m): m is AddMove => m.type === 'add' && suitOf(m.card) === suit,
      );
      if (adds.length > 0) return update(guess, { commit: adds[Math.floor(random() * adds.length)]! });
    }
    throw new NoFittingGuess('carbondale: no deal fits the announced add');
  };
}
