/**
 * Fixtures for Coal n' Write rule tests: the test kit (test/support/game-kit.ts) bound to this game,
 * plus fixtures of its own. Numbers as a step answer whatever the game waits for (the Boom Town
 * shuffle order, or the dice of the pending roll with its real label).
 *
 * `sheet(state, seat, changes)` edits one player's sheet directly: a fixture shortcut for
 * scenarios such as "cash $12" or "12 Coal in the stash" that would take a whole game to reach.
 */
import type { GameEvent } from '../../../../src/core/types.js';
import {
  coalNWrite,
  type CoalNWriteMove,
  type CoalNWriteState,
  type PlayerState,
} from '../../../../src/games/coal-n-write/index.js';
import { updatePlayer, withPlayer } from '../../../../src/games/coal-n-write/state.js';
import { gameKit } from '../../../support/game-kit.js';

export type Event = GameEvent<CoalNWriteMove>;
export const { game, start, made, rolled, play, given, from, when, decided, after, codeOf, refusalOf } = gameKit<
  CoalNWriteState,
  CoalNWriteMove,
  unknown,
  typeof coalNWrite
>(coalNWrite, { players: 1 });

/** Solo deck positions (canonical order) and multiplayer deck positions, for shuffle orders that put a card on top. */
export const SOLO = {
  backroomGamblin: 0,
  sugarfoot: 1,
  coalBaron: 2,
  cowPunchin: 3,
  drankinContest: 4,
  ponyExpress: 5,
  rodeoContest: 6,
  trickShootin: 7,
  wagonWheelFixin: 8,
} as const;
export const MULTI = {
  armWrasslin: 0,
  backroomGamblin: 1,
  coalBaron: 2,
  muleTeam: 3,
  ponyExpress: 4,
  rodeoContest: 5,
  trickShootin: 6,
  wagonWheelFixin: 7,
} as const;

/** A shuffle order with `top` first, then the rest in canonical order. */
export function topFirst(size: number, ...top: number[]): number[] {
  return [...top, ...Array.from({ length: size }, (_, i) => i).filter((i) => !top.includes(i))];
}

/** A fresh game with the deck in canonical order (solo: Backroom Gamblin' on top) waiting for the first throw. */
export const opened = (players = 1, order?: readonly number[]): CoalNWriteState =>
  play(start(players), order ?? topFirst(players === 1 ? 9 : 8));

/** Fixture shortcut: edit one sheet. */
export const sheet = (state: CoalNWriteState, seat: number, changes: Partial<PlayerState>): CoalNWriteState =>
  withPlayer(state, seat, (p) => updatePlayer(p, changes));

export const p = (state: CoalNWriteState, seat = 1): PlayerState => state.players[seat - 1]!;

/** Every waiting player ends the step with `move` (endTurn, chooseBonus ...). */
export function everyone(state: CoalNWriteState, move: CoalNWriteMove): Event[] {
  const pending = game.pending(state);
  return pending.kind === 'choice' ? pending.players.map((seat) => made(move, seat)) : [];
}

/** A quick round from its next throw: throws of [1,2,3] (or [1,2]) until one die is left, everyone ends each turn, picks `bonus`, then lone dice `lone` (default a 1 that voids the bonus). */
export function quickRound(
  state: CoalNWriteState,
  bonus: CoalNWriteMove = { type: 'chooseBonus', bonus: 'C' },
  lone: number[][] = [[1]],
): CoalNWriteState {
  let s = state;
  while (s.phase === 'throw') {
    const count = (game.pending(s) as { count: number }).count;
    s = play(s, [1, 2, 3].slice(0, count));
    s = play(s, ...everyone(s, { type: 'endTurn' }));
  }
  s = play(s, ...everyone(s, bonus));
  for (const die of lone) {
    s = play(s, die);
    s = play(s, ...everyone(s, { type: 'endTurn' }));
  }
  return s;
}

/** The labels of the rolls an engine decision appended. */
export const labelsOf = (events: readonly Event[]): string[] =>
  events.flatMap((e) => (e.type === 'DiceRolled' ? [e.label] : []));
