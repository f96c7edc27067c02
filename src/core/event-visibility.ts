import { isGameEvent, type TapeEvent } from './tape.js';
import type { AnyGame, Seat } from './types.js';

/**
 * Whether `viewer` (`null`: a spectator) may see `event` while the game runs. The rules decide for
 * rolls, shuffles and moves (by default every shuffle order is hidden: it would reveal a deck); a
 * sandbox's supplied shuffle orders are hidden for the same reason; the engine's own bookkeeping
 * (joins, leaves, the end) is public. Once a game is over its whole tape is public.
 */
export function isEventVisible(game: AnyGame, event: TapeEvent, viewer: Seat | null): boolean {
  switch (event.type) {
    case 'DiceRolled':
    case 'DeckShuffled':
    case 'MoveMade':
      return game.eventVisible ? game.eventVisible(event, viewer) : event.type !== 'DeckShuffled';
    case 'GameCreated':
      return event.sandbox?.shuffles === undefined;
    default:
      return true;
  }
}

/**
 * What `viewer` is served of an event it may not see, as the event's `data` (without `type`): the
 * game's own partial view if it has one (the suit a play announces, not the card), else the event
 * with its hidden part as `null`. That a seat's deadline passed and the default bot played for it is
 * public, even when the move is not.
 */
export function hiddenEventData(game: AnyGame, event: TapeEvent, viewer: Seat | null): Record<string, unknown> {
  const partial = isGameEvent(event) && game.redactEvent ? game.redactEvent(event, viewer) : undefined;
  const hidden = partial ?? withHiddenPartNull(event);
  return event.type === 'MoveMade' && event.timeout === true ? { ...hidden, timeout: true } : hidden;
}

function withHiddenPartNull(event: TapeEvent): Record<string, unknown> {
  switch (event.type) {
    case 'DiceRolled':
      return { label: event.label, values: null };
    case 'DeckShuffled':
      return { label: event.label, order: null };
    case 'MoveMade':
      return { player: event.player, move: null };
    case 'GameCreated': {
      const { type: _type, sandbox, ...rest } = event;
      return { ...rest, sandbox: sandbox === null ? null : { rolls: sandbox.rolls, shuffles: null } };
    }
    default:
      // Never reached: every other event is public (isEventVisible).
      return {};
  }
}
