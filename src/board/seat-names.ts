/**
 * What a board calls a seat. A seat still open (a game waiting for players) has no name yet: the
 * boards drew it as a blank (Goldmine Rumbles' panel read "·", Carbondale's network an empty line).
 * They say what it is in the game page's words ("Waiting for 1 player: seat 2 is open.").
 */
import type { BoardProps } from './kit.js';

/** An open seat, as the home page's lobby ("open seat") and the game page name it. */
export const OPEN_SEAT = 'Open seat';
/** How an open seat fills: a player joins it (the page's "Join this game"). */
export const AWAITED = 'waiting for a player';

/** Whether `seat` is still open. */
export const isOpenSeat = (props: Pick<BoardProps<unknown>, 'openSeats'>, seat: number): boolean =>
  props.openSeats?.includes(seat) ?? false;

/** Seat `seat`'s name: its player's, "Open seat · waiting for a player" while it is open, else `fallback` (no names). */
export const seatName = (
  props: Pick<BoardProps<unknown>, 'names' | 'openSeats'>,
  seat: number,
  fallback: string,
): string => (isOpenSeat(props, seat) ? `${OPEN_SEAT} · ${AWAITED}` : props.names?.[seat - 1] || fallback);

/** The open seats of a game's players (the API's `players`, or an export's), for BoardProps.openSeats. */
export const openSeatsOf = (players: readonly { readonly seat: number; readonly open?: boolean }[]): number[] =>
  players.filter((p) => p.open === true).map((p) => p.seat);
