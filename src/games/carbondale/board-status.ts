/**
 * Carbondale's status in plain words: whose turn it is and what they do now. It said the rules
 * engine's phase ("player 1 to play (draw)", "Game over: stalemate"), which told a newcomer nothing;
 * the words are the rulebook's (add a card, clean the hand, draw back up, challenge).
 */
import { SUIT_SYMBOL } from './cards.js';
import type { CarbondaleView } from './view-types.js';

/** Suits by their symbol, as the cards print them (the rules' own table), looked up by a view's suit letter. */
export const SYMBOL: Readonly<Record<string, string | undefined>> = SUIT_SYMBOL;

export function statusOf(view: CarbondaleView): string {
  const turn = `Turn ${view.turn}: player ${view.active}`;
  switch (view.phase) {
    case 'over':
      return view.end === 'goal'
        ? `Game over: player ${view.winner} reached the goal`
        : `Game over: no card added for ${view.stalemateTurns} turns`;
    case 'challenge':
      // The opponent decides now: "player 2 to play (challenge)" read as if the announcer did.
      return `${turn} announced ${SYMBOL[view.announced] ?? 'a card'}; player ${3 - view.active} may challenge`;
    case 'turn':
      return `${turn} adds a card, or cleans the hand`;
    case 'draw':
      return `${turn} draws back up, from the pile or a face-up card`;
    case 'reshuffle':
      return `Turn ${view.turn}: a new draw pile is shuffled`;
    case 'setupRoll':
      return 'Setup: a die decides who plays first';
    default:
      return 'Setup: the cards are shuffled';
  }
}
