import type { TapeEvent } from './tape.js';
import type { AnyGame, Seat } from './types.js';

/** The seats the game waits for: none before it has started (open seats) or once it is over. */
export function dueSeats(game: AnyGame, state: unknown, started: boolean): readonly Seat[] {
  if (!started) return [];
  const pending = game.pending(state);
  return pending.kind === 'choice' ? pending.players : [];
}

/**
 * Whether `events` began a new turn, which restarts the turn clock: dice were rolled or cards
 * shuffled (a new throw to answer), or a seat became due that was not due before (the turn passed,
 * or the game started). A seat finishing its part of a simultaneous step starts nothing: the seats
 * still due keep their deadline, and one seat's many small steps share one turn.
 */
export function startsNewTurn(before: readonly Seat[], after: readonly Seat[], events: readonly TapeEvent[]): boolean {
  return (
    events.some((e) => e.type === 'DiceRolled' || e.type === 'DeckShuffled') ||
    after.some((seat) => !before.includes(seat))
  );
}
