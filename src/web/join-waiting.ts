import { counted } from '../core/plural.js';
import { openSeatsPhrase } from '../core/seats.js';

/**
 * What a game still in its lobby waits for, from its `pending.openSeats`: how many players and which
 * seats ("Waiting for 2 players: seats 2 and 3 are open."), so a player sharing the link knows how many
 * to invite and a visitor which seat they would take. The seats are worded as the API's refusals word them.
 */
export const joinWaitingWords = (openSeats: readonly number[]): string =>
  `Waiting for ${counted(openSeats.length, 'player')}: ${openSeatsPhrase(openSeats)}.`;
