import type { TapeEvent } from './tape.js';
import type { PlayerInfo, Seat } from './types.js';
import { listed } from './plural.js';

/**
 * Who sits where as a tape goes: `GameCreated` fixes the seats (some may be open), `PlayerJoined`
 * fills an open seat and `PlayerLeft` opens it again. Nothing else on the tape changes the seats.
 */
export function seatEvent(players: readonly PlayerInfo[], event: TapeEvent): readonly PlayerInfo[] {
  switch (event.type) {
    case 'PlayerJoined':
      return players.map((p, i) => (i + 1 === event.seat ? { name: event.name } : p));
    case 'PlayerLeft':
      return players.map((p, i) => (i + 1 === event.seat ? { name: '', open: true } : p));
    default:
      return players;
  }
}

/** The seats still open, ascending. The rules start only once this is empty. */
export const openSeats = (players: readonly PlayerInfo[]): Seat[] => players.flatMap((p, i) => (p.open ? [i + 1] : []));

/**
 * The open seats as a person reads them, in every place that names them (an API's refusal, the audit,
 * the game page): "seat 3 is open", "seats 2 and 3 are open", "seats 2, 3 and 4 are open".
 */
export const openSeatsPhrase = (open: readonly Seat[]): string =>
  open.length === 1 ? `seat ${open[0]} is open` : `seats ${listed(open)} are open`;

/** Whether a seat is played by a bot, and by which: the bot id, or `undefined` for a person or an open seat. */
export const botOf = (players: readonly PlayerInfo[], seat: Seat | null): string | undefined =>
  seat === null ? undefined : players[seat - 1]?.bot;
