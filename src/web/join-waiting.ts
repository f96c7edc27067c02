import { counted } from '../core/plural.js';

/** Seat numbers as a sentence lists them: "2", "2 and 3", "2, 3 and 4". */
const listed = (seats: readonly number[]): string =>
  seats.length < 2 ? seats.join('') : `${seats.slice(0, -1).join(', ')} and ${seats[seats.length - 1]}`;

/**
 * What a game still in its lobby waits for, from its `pending.openSeats`: how many players and which
 * seats ("Waiting for 2 players: seats 2 and 3 are open."), so a player sharing the link knows how many
 * to invite and a visitor which seat they would take.
 */
export const joinWaitingWords = (openSeats: readonly number[]): string =>
  `Waiting for ${counted(openSeats.length, 'player')}: ${openSeats.length === 1 ? 'seat' : 'seats'} ${listed(openSeats)} ${openSeats.length === 1 ? 'is' : 'are'} open.`;
