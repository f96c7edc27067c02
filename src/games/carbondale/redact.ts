/**
 * What the event list shows each seat while the game runs (spec "Redaction"). Shuffle orders are never
 * shown. A ♣/♠ add is public the moment it is made (placed and paid face-up at once); a ♡/♢ add shows
 * only its announced suit, because the card is hidden during the challenge window and its payment is
 * never made if a challenge succeeds. A clean shows how many cards went face-down; a challenge shows
 * the revealed card but not the face-down fee. Draws and passes name nothing hidden.
 */
import type { GameEvent, Seat } from '../../core/types.js';
import { cardInfo } from './cards.js';
import type { CarbondaleContent } from './content.js';
import type { CarbondaleMove } from './moves.js';

export function eventVisible(
  content: CarbondaleContent,
  event: GameEvent<CarbondaleMove>,
  viewer: Seat | null,
): boolean {
  if (event.type === 'DeckShuffled') return false;
  if (event.type !== 'MoveMade' || event.player === viewer) return true;
  const move = event.move;
  switch (move.type) {
    case 'add': {
      const suit = cardInfo(move.card)?.suit;
      return suit !== undefined && !content.challengeable.includes(suit);
    }
    case 'clean':
    case 'challenge':
      return false;
    case 'pass':
    case 'draw':
      return true;
    default:
      return false; // an unknown move on a tampered tape shows nothing
  }
}

/** The parts of a hidden event the viewer may still see, as the event's served data. */
export function redactEvent(
  event: GameEvent<CarbondaleMove>,
  _viewer: Seat | null,
): Record<string, unknown> | undefined {
  if (event.type !== 'MoveMade') return undefined;
  const move = event.move;
  switch (move.type) {
    case 'add':
      return {
        player: event.player,
        move: {
          type: 'add',
          suit: cardInfo(move.card)?.suit ?? null,
          card: null,
          cell: null,
          sources: null,
          pay: null,
        },
      };
    case 'clean':
      return { player: event.player, move: { type: 'clean', count: move.cards.length, cards: null } };
    case 'challenge':
      return { player: event.player, move: { type: 'challenge', card: move.card, fee: null } };
    default:
      return undefined;
  }
}
