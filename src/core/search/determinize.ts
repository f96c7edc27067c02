import type { Seat } from '../types.js';

/**
 * One guess at the whole rule state from what `seat` may see: everything hidden from it (the deck's
 * order, another seat's hand, mission or secret placement) replaced by a random deal that fits its
 * view. The result must not depend on the hidden part it replaces: a determinizer first erases it
 * (sorts the hidden cards into one pool, forgets another seat's secret) and only then deals from
 * `random`. Then a search over guesses knows no more than the view does, which the leak tests check
 * by seating the search bot on scrambled states. Games that hide nothing use `seesEverything`.
 */
export type Determinizer<S = unknown> = (state: S, seat: Seat, random: () => number) => S;

/** The determinizer of a game whose every view shows the whole state (AirCargo, Circuit Racer). */
export const seesEverything = <S>(state: S): S => state;

/** `items` in a random order drawn from `random` (Fisher–Yates; `items` is not changed). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const held = out[i]!;
    out[i] = out[j]!;
    out[j] = held;
  }
  return out;
}

/** Hidden items erased to their sorted pool, then dealt again in a random order: what a seat can guess of them. */
export const redealt = <T extends string | number>(items: readonly T[], random: () => number): T[] =>
  shuffled(
    [...items].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    random,
  );

/** Thrown by a determinizer that finds no hidden state fitting the view; the search bot then plays its heuristic's move. */
export class NoFittingGuess extends Error {}
