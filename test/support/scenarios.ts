/**
 * Given/when/then helpers for a game's rule tests, shared by every game.
 *
 * `given(...steps)` builds a state by folding events from `setup`: a step is a move (becomes
 * `MoveMade` by `seat`), an array of numbers (the dice of the pending roll, or the order of the pending
 * shuffle, with its real label), or a ready-made event. Every move is validated and every roll checked against `pending`
 * on the way, as an audit would, so a scenario cannot silently start from an impossible state.
 *
 * `when(state, move, rolls)` plays a real move through the engine's `decideMove` with sandbox dice
 * (`rolls` by label, keyed dice from 'test-seed' for the rest).
 */
import { diceKey } from '../../src/core/dice.js';
import { decideMove, type Decision } from '../../src/core/engine.js';
import type { RuleError } from '../../src/core/errors.js';
import { keyedRandom, sandboxRandom } from '../../src/core/random.js';
import type { Result } from '../../src/core/result.js';
import { isGameEvent } from '../../src/core/tape.js';
import { whoMayMove } from '../../src/core/who-may-move.js';
import type { GameDefinition, GameEvent, PlayerInfo, Seat } from '../../src/core/types.js';

export const SEED = 'test-seed';
export const keyed = keyedRandom(diceKey(SEED, null));

export type Step<M> = M | readonly number[] | GameEvent<M> | readonly Step<M>[];

const EVENT_TYPES: Readonly<Record<string, true>> = { MoveMade: true, DiceRolled: true, DeckShuffled: true };

/**
 * Numbers given as a scenario step answer whatever the game waits for: the dice of a pending roll
 * (under its real label) or the order of a pending shuffle. Anything else is a mistake in the scenario.
 */
export function numbersAsEvent<S, M>(game: Pick<GameDefinition<S, M, any, any>, 'pending'>, state: S, numbers: readonly number[]): GameEvent<M> {
  const pending = game.pending(state);
  if (pending.kind === 'shuffle') return { type: 'DeckShuffled', label: pending.label, order: numbers };
  if (pending.kind !== 'roll') throw new Error(`numbers ${JSON.stringify(numbers)} given but the game waits for ${JSON.stringify(pending)}`);
  if (pending.count !== numbers.length) throw new Error(`roll ${pending.label} wants ${pending.count} dice, given ${JSON.stringify(numbers)}`);
  return { type: 'DiceRolled', label: pending.label, values: numbers };
}

export function scenarios<S, M, G extends GameDefinition<S, M, any, any> = GameDefinition<S, M, any, any>>(game: G, players: readonly PlayerInfo[] = [{ name: 'Tester' }], seat: Seat = 1) {
  type Event = GameEvent<M>;
  const start = (): S => game.setup({ players, options: {} });
  const made = (move: M, by: Seat = seat): Event => ({ type: 'MoveMade', player: by, move });
  const rolled = (label: string, values: readonly number[]): Event => ({ type: 'DiceRolled', label, values });
  const isEvent = (step: Step<M>): step is Event => !Array.isArray(step) && typeof step === 'object' && step !== null && EVENT_TYPES[(step as { type: string }).type] === true;

  /** Folds `steps` from `from`, checking each as an audit would. Returns the state and the events folded. */
  function play(from: S, ...steps: Step<M>[]): { state: S; events: Event[] } {
    let state = from;
    const events: Event[] = [];
    const apply = (step: Step<M>): void => {
      if (Array.isArray(step) && (step.length === 0 || typeof step[0] !== 'number')) {
        for (const inner of step as readonly Step<M>[]) apply(inner);
        return;
      }
      let event: Event;
      if (Array.isArray(step)) {
        event = numbersAsEvent(game, state, step as number[]);
      } else if (isEvent(step as Step<M>)) {
        event = step as Event;
      } else {
        event = made(step as M);
      }
      if (event.type === 'MoveMade') {
        const turn = whoMayMove(game, state, event.player);
        const legal = turn.ok ? game.validate(state, event.player, event.move) : turn;
        if (!legal.ok) throw new Error(`given move ${JSON.stringify(event.move)} is illegal: ${legal.error.code} (${legal.error.message})`);
      } else if (event.type === 'DiceRolled') {
        const pending = game.pending(state);
        if (pending.kind !== 'roll' || pending.label !== event.label || pending.count !== event.values.length) {
          throw new Error(`given roll ${event.label} x${event.values.length} but pending is ${JSON.stringify(pending)}`);
        }
      }
      events.push(event);
      state = game.evolve(state, event);
    };
    for (const step of steps) apply(step);
    return { state, events };
  }

  /** Plays `move` through the engine; returns its game events (the engine's `GameEnded` dropped) and the new state. */
  function when(state: S, move: unknown, rolls: Record<string, readonly number[]> = {}, by: Seat = seat): Result<{ events: Event[]; state: S; decision: Decision<S> }, RuleError> {
    const r = decideMove<S>(game, state, by, move, sandboxRandom({ rolls }, keyed), SEED);
    if (!r.ok) return r;
    const events = r.value.events.filter(isGameEvent) as Event[];
    return { ok: true, value: { events, state: r.value.state, decision: r.value } };
  }

  return {
    game,
    start,
    made,
    rolled,
    play,
    /** The state after `steps` from setup. */
    given: (...steps: Step<M>[]): S => play(start(), ...steps).state,
    when,
    /** The error code of an illegal move through the engine, or 'ok'. */
    codeOf(state: S, move: unknown): string {
      const r = when(state, move);
      return r.ok ? 'ok' : r.error.code;
    },
    /** `when` that must succeed. */
    after(state: S, move: unknown, rolls: Record<string, readonly number[]> = {}): { events: Event[]; state: S } {
      const r = when(state, move, rolls);
      if (!r.ok) throw new Error(`${JSON.stringify(move)} rejected: ${r.error.code} (${r.error.message})`);
      return r.value;
    },
  };
}
