/** One line per tape event, for the game page's log and the replay page: in words, never ids or JSON. */
import type { TapeEntry } from '../client/index.js';
import { moveWords } from '../games/move-words.js';

/**
 * A roll or shuffle label as words: `round1.turn2.throw` → "round 1, turn 2, throw", `p3` → "player 3",
 * `reroll1` → "re-roll 1".
 * Labels are short dotted names the rules give each random event (DESIGN: dice keyed by label).
 */
export function randomLabelWords(label: string): string {
  return label
    .split('.')
    .map((part) =>
      part
        .replace(/^p(\d+)$/, 'player $1')
        .replace(/^reroll/, 're-roll')
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/([a-z])(\d)/g, '$1 $2')
        .toLowerCase(),
    )
    .join(', ');
}

/** One event in words. `rules` is the game's rules id, whose labels name its moves. */
export function eventLine(e: TapeEntry, rules: string, names: readonly string[] = []): string {
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
      return `roll (${randomLabelWords(String(d.label))}): ${e.redacted || !Array.isArray(d.values) ? 'hidden' : d.values.join(', ')}`;
    case 'DeckShuffled':
      return `shuffle (${randomLabelWords(String(d.label))})${e.redacted ? ', order hidden' : ''}`;
    case 'MoveMade':
      return `${who(d.player)}${d.timeout ? ' (timed out)' : ''}: ${e.redacted || d.move == null ? 'a hidden move' : moveWords(rules, d.move, typeof d.player === 'number' ? d.player : null)}`;
    case 'GameEnded':
      return 'game over';
    default:
      return e.type;
  }
}
