/** A short human label for each Carbondale move, so a client can offer choices without the rules. */
import type { Seat } from '../../core/types.js';
import { cardName } from './cards.js';
import type { CarbondaleMove, Cell } from './moves.js';

const cell = (c: Cell): string => `(${c[0]}, ${c[1]})`;
/** Cards by rank and suit ("7♡"), as a player sees them: the copy number of an id is not on the card. */
const cards = (ids: readonly string[]): string => (ids.length === 0 ? 'nothing' : ids.map(cardName).join(', '));

/**
 * Whose face-up pile a draw takes from, in the board's words ("player 2's face-up pile"): each player
 * has one, and a player draws only from the other's (R3). Without the mover (a move read back from a
 * file with no seat) the pile is still the opponent's.
 */
const drawnPile = (mover: Seat | null): string =>
  mover === null ? "the opponent's face-up pile" : `player ${mover === 1 ? 2 : 1}'s face-up pile`;

/** `mover`: the seat making the move (the active player when it draws). */
export function moveLabel(move: CarbondaleMove, mover: Seat | null): string {
  switch (move.type) {
    case 'add':
      return `Add ${cardName(move.card)} at ${cell(move.cell)} from ${move.sources.map(cell).join(' and ')}, paying ${cards(move.pay)}`;
    case 'clean':
      return move.cards.length === 0 ? 'Clean nothing' : `Clean ${cards(move.cards)}`;
    case 'challenge':
      return `Challenge with ${cardName(move.card)}, fee ${cardName(move.fee)}`;
    case 'pass':
      return 'Pass';
    case 'draw':
      return move.from === 'pile'
        ? 'Draw from the pile'
        : `Take ${move.card === undefined ? 'a card' : cardName(move.card)} from ${drawnPile(mover)}`;
    default: {
      const never: never = move;
      return never;
    }
  }
}
