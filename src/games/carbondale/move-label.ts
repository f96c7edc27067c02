/** A short human label for each Carbondale move, so a client can offer choices without the rules. */
import { cardName } from './cards.js';
import type { CarbondaleMove, Cell } from './moves.js';

const cell = (c: Cell): string => `(${c[0]}, ${c[1]})`;
/** Cards by rank and suit ("7♡"), as a player sees them: the copy number of an id is not on the card. */
const cards = (ids: readonly string[]): string => (ids.length === 0 ? 'nothing' : ids.map(cardName).join(', '));

export function moveLabel(move: CarbondaleMove): string {
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
        : `Take ${move.card === undefined ? 'a card' : cardName(move.card)} from the face-up pile`;
    default: {
      const never: never = move;
      return never;
    }
  }
}
