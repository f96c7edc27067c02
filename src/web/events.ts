/** One line per tape event, for the game page's log and the replay page. */
import type { TapeEntry } from '../client/index.js';
import { moveLabel } from './moves.js';

export function eventLine(e: TapeEntry, names: readonly string[] = []): string {
  const who = (seat: unknown) => (typeof seat === 'number' ? names[seat - 1] || `player ${seat}` : '');
  const d = e.data;
  switch (e.type) {
    case 'GameCreated':
      return `game created: ${String(d.rules)} v${String(d.rulesVersion)}`;
    case 'PlayerJoined':
      return `${String(d.name ?? 'a player')} joined seat ${String(d.seat)}`;
    case 'PlayerLeft':
      return `seat ${String(d.seat)} left`;
    case 'DiceRolled':
      return `roll ${String(d.label)}: ${e.redacted || !Array.isArray(d.values) ? 'hidden' : d.values.join(', ')}`;
    case 'DeckShuffled':
      return `shuffle ${String(d.label)}${e.redacted ? ' (order hidden)' : ''}`;
    case 'MoveMade':
      return `${who(d.player)}${d.timeout ? ' (timed out)' : ''}: ${e.redacted || d.move == null ? 'a hidden move' : moveLabel(d.move)}`;
    case 'GameEnded':
      return 'game over';
    default:
      return e.type;
  }
}
