/**
 * Fixtures for Carbondale rule tests: the test kit (test/support/game-kit.ts) bound to this game for
 * two players, plus fixtures of its own. Pinned to rules v2, whose hand of 5, 12 + 12 spare piles and
 * 8-turn stalemate are the spec's worked examples' (v3, calibrated, changed those three).
 *
 * `opened()` is a real setup: P1 moves first and every shuffle is the identity, so the draw pile is
 * in canonical order (P1 holds AC2 AH1 AD1 2C2 2H1, P2 holds AS2 AH2 AD2 2S2 2H2). `area(...)` and
 * `table(...)` then edit the state directly — a fixture shortcut for scenarios such as "a 7♣ in the
 * network" (spec E4 says its network is constructed, not necessarily reachable).
 */
import type { GameEvent, Seat } from '../../../../src/core/types.js';
import {
  carbondaleV2,
  type CarbondaleMove,
  type CarbondaleState,
  type Placed,
  type PlayerState,
} from '../../../../src/games/carbondale/index.js';
import { update, updatePlayer, withPlayer } from '../../../../src/games/carbondale/state.js';
import { gameKit, type Step as AnyStep } from '../../../support/game-kit.js';

export type Event = GameEvent<CarbondaleMove>;
export type Step = AnyStep<CarbondaleMove>;
export const PLAYERS = [{ name: 'Ada' }, { name: 'Bo' }] as const;
export const { game, start, made, rolled, play, given, from, when, decided, after, codeOf, refusalOf } = gameKit<
  CarbondaleState,
  CarbondaleMove,
  unknown,
  typeof carbondaleV2
>(carbondaleV2, { players: PLAYERS });

const identity = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
const shuffled = (label: string, size: number): Event => ({ type: 'DeckShuffled', label, order: identity(size) });

/** The setup events of `opened()`: P1 first, identity shuffles. */
export const SETUP: readonly Step[] = [
  [1],
  shuffled('setup.draw', 28),
  shuffled('setup.spare57', 24),
  shuffled('setup.spare810', 24),
];

/** A real game after setup, waiting for P1's first turn. */
export const opened = (): CarbondaleState => given(...SETUP).state;

/** A network from `[card, x, y]` triples. */
export const net = (...cards: readonly (readonly [string, number, number])[]): Placed[] =>
  cards.map(([card, x, y]) => ({ card, x, y }));

/** Fixture shortcut: replace parts of one player's area. */
export const area = (state: CarbondaleState, seat: Seat, changes: Partial<PlayerState>): CarbondaleState =>
  withPlayer(state, seat, (p) => updatePlayer(p, changes));

/** Fixture shortcut: replace table fields (draw pile, spare piles, counters). */
export const table = (state: CarbondaleState, changes: Partial<CarbondaleState>): CarbondaleState =>
  update(state, changes);

export const p = (state: CarbondaleState, seat: Seat): PlayerState => state.players[seat - 1]!;

/** The add move, with no payment unless given. */
export const add = (
  card: string,
  cell: [number, number],
  sources: [number, number][],
  pay: string[] = [],
): CarbondaleMove => ({ type: 'add', card, cell, sources, pay });

/** Every card id in a JSON value (views, events, messages). */
export const cardIdsIn = (value: unknown): string[] =>
  (JSON.stringify(value) ?? '').match(/\b(?:A|10|[2-9])[CSHD][12]\b/g) ?? [];

/** `seat` draws from the pile until its turn is over; the state after. */
export function finishTurn(state: CarbondaleState, seat: Seat): CarbondaleState {
  let s = state;
  while (s.phase === 'draw' && s.active === seat) s = after(s, { type: 'draw', from: 'pile' }, { seat });
  return s;
}

/** The hand `seat` ends its turn with (5 − draws paid when the pile can supply them). */
export const endOfTurnHand = (state: CarbondaleState, seat: Seat): number =>
  p(finishTurn(state, seat), seat).hand.length;
