/**
 * Given/when/then helpers for Coal n' Write rule tests.
 *
 * `given(players, ...steps)` folds events from `setup`: a step is an event (`made(move, seat)`), or an
 * array of numbers answering whatever the game waits for (the Boom Town shuffle order, or the dice of
 * the pending roll with its real label). Moves are validated and rolls checked against `pending`, as
 * an audit would, so a scenario cannot start from an impossible state.
 *
 * `sheet(state, seat, changes)` edits one player's sheet directly: a fixture shortcut for
 * scenarios such as "cash $12" or "12 Coal in the stash" that would take a whole game to reach.
 *
 * `when(state, seat, move, rolls)` plays a real move through the engine with sandbox dice.
 */
import { diceKey } from '../../../../src/core/dice.js';
import { decideMove, type Decision } from '../../../../src/core/engine.js';
import type { RuleError } from '../../../../src/core/errors.js';
import { keyedRandom, sandboxRandom } from '../../../../src/core/random.js';
import type { Result } from '../../../../src/core/result.js';
import { isGameEvent } from '../../../../src/core/tape.js';
import type { GameEvent } from '../../../../src/core/types.js';
import { numbersAsEvent } from '../../../support/scenarios.js';
import { coalNWrite, type CoalNWriteMove, type CoalNWriteState, type PlayerState } from '../../../../src/games/coal-n-write/index.js';
import { updatePlayer, withPlayer } from '../../../../src/games/coal-n-write/state.js';

export const game = coalNWrite;
export type Event = GameEvent<CoalNWriteMove>;
export type Step = Event | readonly number[];

export const SEED = 'test-seed';
export const keyed = keyedRandom(diceKey(SEED, null));

export const start = (players = 1): CoalNWriteState => game.setup({ players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })), options: {} });
export const made = (move: CoalNWriteMove, player = 1): Event => ({ type: 'MoveMade', player, move });

/** Solo deck positions (canonical order) and multiplayer deck positions, for shuffle orders that put a card on top. */
export const SOLO = { backroomGamblin: 0, sugarfoot: 1, coalBaron: 2, cowPunchin: 3, drankinContest: 4, ponyExpress: 5, rodeoContest: 6, trickShootin: 7, wagonWheelFixin: 8 } as const;
export const MULTI = { armWrasslin: 0, backroomGamblin: 1, coalBaron: 2, muleTeam: 3, ponyExpress: 4, rodeoContest: 5, trickShootin: 6, wagonWheelFixin: 7 } as const;

/** A shuffle order with `top` first, then the rest in canonical order. */
export function topFirst(size: number, ...top: number[]): number[] {
  return [...top, ...Array.from({ length: size }, (_, i) => i).filter((i) => !top.includes(i))];
}

export function play(from: CoalNWriteState, ...steps: Step[]): CoalNWriteState {
  let state = from;
  for (const step of steps) {
    let event: Event;
    if (Array.isArray(step)) {
      event = numbersAsEvent(game, state, step as number[]);
    } else {
      event = step as Event;
      if (event.type === 'MoveMade') {
        const pending = game.pending(state);
        if (pending.kind !== 'choice' || !pending.players.includes(event.player)) throw new Error(`seat ${event.player} may not move: ${JSON.stringify(pending)}`);
        const legal = game.validate(state, event.player, event.move);
        if (!legal.ok) throw new Error(`given move ${JSON.stringify(event.move)} is illegal: ${legal.error.code} (${legal.error.message})`);
      }
    }
    state = game.evolve(state, event);
  }
  return state;
}

/** The state after `steps` from a fresh `players`-seat setup. */
export const given = (players: number, ...steps: Step[]): CoalNWriteState => play(start(players), ...steps);

/** A fresh game with the deck in canonical order (solo: Backroom Gamblin' on top) waiting for the first throw. */
export const opened = (players = 1, order?: readonly number[]): CoalNWriteState => given(players, order ?? topFirst(players === 1 ? 9 : 8));

/** Fixture shortcut: edit one sheet. */
export const sheet = (state: CoalNWriteState, seat: number, changes: Partial<PlayerState>): CoalNWriteState => withPlayer(state, seat, (p) => updatePlayer(p, changes));

export const p = (state: CoalNWriteState, seat = 1): PlayerState => state.players[seat - 1]!;

/** Every waiting player ends the step with `move` (endTurn, chooseBonus ...). */
export function everyone(state: CoalNWriteState, move: CoalNWriteMove): Event[] {
  const pending = game.pending(state);
  return pending.kind === 'choice' ? pending.players.map((seat) => made(move, seat)) : [];
}

/** A quick round from its next throw: throws of [1,2,3] (or [1,2]) until one die is left, everyone ends each turn, picks `bonus`, then lone dice `lone` (default a 1 that voids the bonus). */
export function quickRound(state: CoalNWriteState, bonus: CoalNWriteMove = { type: 'chooseBonus', bonus: 'C' }, lone: number[][] = [[1]]): CoalNWriteState {
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

export function when(
  state: CoalNWriteState,
  seat: number,
  move: unknown,
  rolls: Record<string, readonly number[]> = {},
): Result<{ events: Event[]; state: CoalNWriteState; decision: Decision<CoalNWriteState> }, RuleError> {
  const random = sandboxRandom({ rolls }, keyed);
  const r = decideMove<CoalNWriteState>(game, state, seat, move, random, SEED);
  if (!r.ok) return r;
  const events = r.value.events.filter(isGameEvent) as Event[];
  return { ok: true, value: { events, state: r.value.state, decision: r.value } };
}

/** The error code of a move through the engine, or 'ok'. */
export function codeOf(state: CoalNWriteState, move: unknown, seat = 1): string {
  const r = when(state, seat, move);
  return r.ok ? 'ok' : r.error.code;
}

/** `when` that must succeed. */
export function after(state: CoalNWriteState, move: unknown, rolls: Record<string, readonly number[]> = {}, seat = 1): CoalNWriteState {
  const r = when(state, seat, move, rolls);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} rejected: ${r.error.code} (${r.error.message})`);
  return r.value.state;
}

/** The labels of the rolls an engine decision appended. */
export const labelsOf = (events: readonly Event[]): string[] => events.flatMap((e) => (e.type === 'DiceRolled' ? [e.label] : []));
