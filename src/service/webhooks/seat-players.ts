import type { Seat } from '../../core/types.js';
import type { SeatRow } from '../../store/event-store.js';

/**
 * The seats bound to players (a seat taken with a personal token), each with its player's id.
 * Seats of guests (seat tokens only) are not in it: nobody is there to notify.
 */
export function seatPlayers(seats: readonly SeatRow[]): ReadonlyMap<Seat, string> {
  const out = new Map<Seat, string>();
  for (const row of seats) {
    if (typeof row.playerId === 'string') out.set(row.seat, row.playerId);
  }
  return out;
}
