/**
 * The one test kit for a game's rules, in given/when/then form over events:
 *
 *     given(planned([4, 6])).when({ type: 'reroll', dice: [1] }, { rolls: { 'plan.roll1.reroll1': [1] } }).then(rolled('plan.roll1.reroll1', [1]))
 *     given(...steps).when(move, { seat: 2 }).thenRejects('not-your-choice')
 *
 * `given(...steps)` folds events from `setup`: a step is a move (becomes `MoveMade` by the kit's seat),
 * an array of numbers (the dice of the pending roll, or the order of the pending shuffle, under its real
 * label), a ready-made event, or a list of steps. Every move is checked as an audit would (whose turn it
 * is, then `validate`) and every roll against `pending`, so a scenario cannot start from an impossible
 * state. `when` plays a real move through the engine's `decideMove` with sandbox dice (`rolls` by label,
 * keyed dice from 'test-seed' for the rest).
 *
 * Every function that takes a move takes it as `(state, move, { seat, rolls })`, in every game.
 */
import { expect } from 'vitest';
import { diceKey } from '../../src/core/dice.js';
import { decideMove, type Decision } from '../../src/core/engine.js';
import type { RuleError } from '../../src/core/errors.js';
import { keyedRandom, sandboxRandom } from '../../src/core/random.js';
import type { Result } from '../../src/core/result.js';
import { isGameEvent } from '../../src/core/tape.js';
import type { GameDefinition, GameEvent, PlayerInfo, Seat } from '../../src/core/types.js';
import { whoMayMove } from '../../src/core/who-may-move.js';

export const SEED = 'test-seed';
export const keyed = keyedRandom(diceKey(SEED, null));

export type Step<M> = M | readonly number[] | GameEvent<M> | readonly Step<M>[];

/** Who moves and which dice fall: the kit's seat and keyed dice unless given. */
export interface MoveOptions {
  readonly seat?: Seat;
  readonly rolls?: Readonly<Record<string, readonly number[]>>;
}

/** What a move did: its game events (the engine's `GameEnded` dropped) and the state after them. */
export interface Outcome<S, M> {
  readonly events: GameEvent<M>[];
  readonly state: S;
  readonly decision: Decision<S>;
}

/** A move made on a scenario: assert what it appended, or why it was refused. */
export interface Then<S, M> {
  readonly result: Result<Outcome<S, M>, RuleError>;
  /** The move was accepted and appended exactly `events` (after it, the state is `.state`). */
  then(...events: GameEvent<M>[]): Outcome<S, M>;
  /** The move was refused with `code` (and `message`, when given); nothing was appended. */
  thenRejects(code: string, message?: string | RegExp): RuleError;
}

/** A state reached by given steps (or handed in), ready for `when`. */
export interface Scenario<S, M> {
  readonly state: S;
  /** The events the given steps folded. */
  readonly events: GameEvent<M>[];
  when(move: unknown, options?: MoveOptions): Then<S, M>;
}

const EVENT_TYPES: Readonly<Record<string, true>> = { MoveMade: true, DiceRolled: true, DeckShuffled: true };

/**
 * Numbers given as a scenario step answer whatever the game waits for: the dice of a pending roll
 * (under its real label) or the order of a pending shuffle. Anything else is a mistake in the scenario.
 */
export function numbersAsEvent<S, M>(
  game: Pick<GameDefinition<S, M, any, any>, 'pending'>,
  state: S,
  numbers: readonly number[],
): GameEvent<M> {
  const pending = game.pending(state);
  if (pending.kind === 'shuffle') return { type: 'DeckShuffled', label: pending.label, order: numbers };
  if (pending.kind !== 'roll')
    throw new Error(`numbers ${JSON.stringify(numbers)} given but the game waits for ${JSON.stringify(pending)}`);
  if (pending.count !== numbers.length)
    throw new Error(`roll ${pending.label} wants ${pending.count} dice, given ${JSON.stringify(numbers)}`);
  return { type: 'DiceRolled', label: pending.label, values: numbers };
}

export interface KitOptions<O> {
  /** The seats at setup (default: one, 'Tester'); a number n seats P1…Pn. */
  readonly players?: readonly PlayerInfo[] | number;
  readonly options?: O;
  /** The seat whose moves a step or `when` makes unless told otherwise. */
  readonly seat?: Seat;
}

const seatsOf = (players: readonly PlayerInfo[] | number): readonly PlayerInfo[] =>
  typeof players === 'number' ? Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })) : players;

export function gameKit<S, M, O = unknown, G extends GameDefinition<S, M, any, any> = GameDefinition<S, M, any, any>>(
  game: G,
  kit: KitOptions<O> = {},
) {
  type Event = GameEvent<M>;
  const seat = kit.seat ?? 1;
  /** The state after `setup`, with the kit's seats and options unless given. */
  const start = (
    players: readonly PlayerInfo[] | number = kit.players ?? [{ name: 'Tester' }],
    options: O | Record<string, never> = kit.options ?? {},
  ): S => game.setup({ players: seatsOf(players), options });
  const made = (move: M, by: Seat = seat): Event => ({ type: 'MoveMade', player: by, move });
  const rolled = (label: string, values: readonly number[]): Event => ({ type: 'DiceRolled', label, values });
  const isEvent = (step: Step<M>): step is Event =>
    !Array.isArray(step) &&
    typeof step === 'object' &&
    step !== null &&
    EVENT_TYPES[(step as { type: string }).type] === true;

  /** Folds `steps` from `from`, checking each as an audit would; the state and the events folded. */
  function fold(from: S, steps: readonly Step<M>[]): { state: S; events: Event[] } {
    let state = from;
    const events: Event[] = [];
    const apply = (step: Step<M>): void => {
      if (Array.isArray(step) && (step.length === 0 || typeof step[0] !== 'number')) {
        for (const inner of step as readonly Step<M>[]) apply(inner);
        return;
      }
      const event: Event = Array.isArray(step)
        ? numbersAsEvent(game, state, step as number[])
        : isEvent(step as Step<M>)
          ? (step as Event)
          : made(step as M);
      if (event.type === 'MoveMade') {
        const turn = whoMayMove(game, state, event.player);
        const legal = turn.ok ? game.validate(state, event.player, event.move) : turn;
        if (!legal.ok)
          throw new Error(
            `given move ${JSON.stringify(event.move)} by seat ${event.player} is illegal: ${legal.error.code} (${legal.error.message})`,
          );
      } else if (event.type === 'DiceRolled') {
        const pending = game.pending(state);
        if (pending.kind !== 'roll' || pending.label !== event.label || pending.count !== event.values.length) {
          throw new Error(
            `given roll ${event.label} x${event.values.length} but pending is ${JSON.stringify(pending)}`,
          );
        }
      }
      events.push(event);
      state = game.evolve(state, event);
    };
    for (const step of steps) apply(step);
    return { state, events };
  }

  /** Plays `move` through the engine, as the server would. */
  function when(state: S, move: unknown, options: MoveOptions = {}): Result<Outcome<S, M>, RuleError> {
    const r = decideMove<S>(
      game,
      state,
      options.seat ?? seat,
      move,
      sandboxRandom({ rolls: options.rolls ?? {} }, keyed),
      SEED,
    );
    if (!r.ok) return r;
    return {
      ok: true,
      value: { events: r.value.events.filter(isGameEvent) as Event[], state: r.value.state, decision: r.value },
    };
  }

  /** `when` that must succeed: its events and the state after. */
  function decided(state: S, move: unknown, options: MoveOptions = {}): Outcome<S, M> {
    const r = when(state, move, options);
    if (!r.ok)
      throw new Error(
        `${JSON.stringify(move)} by seat ${options.seat ?? seat} rejected: ${r.error.code} (${r.error.message})`,
      );
    return r.value;
  }

  const scenario = (state: S, events: Event[]): Scenario<S, M> => ({
    state,
    events,
    when(move, options) {
      const result = when(state, move, options);
      return {
        result,
        then(...expected) {
          if (!result.ok)
            throw new Error(
              `expected ${JSON.stringify(move)} to be accepted, but it was refused: ${result.error.code} (${result.error.message})`,
            );
          expect(result.value.events).toEqual(expected);
          return result.value;
        },
        thenRejects(code, message) {
          if (result.ok)
            throw new Error(`expected ${JSON.stringify(move)} to be refused with ${code}, but it was accepted`);
          expect(result.error.code).toBe(code);
          if (message !== undefined) expect(result.error.message).toMatch(message);
          return result.error;
        },
      };
    },
  });

  return {
    game,
    start,
    made,
    rolled,
    /** The state after `steps` from `from`, each checked as an audit would. */
    play: (from: S, ...steps: Step<M>[]): S => fold(from, steps).state,
    /** A scenario from setup through `steps`. */
    given: (...steps: Step<M>[]): Scenario<S, M> => {
      const folded = fold(start(), steps);
      return scenario(folded.state, folded.events);
    },
    /** A scenario from a state built some other way (a fixture shortcut). */
    from: (state: S): Scenario<S, M> => scenario(state, []),
    when,
    decided,
    /** The state after a move the engine must accept. */
    after: (state: S, move: unknown, options: MoveOptions = {}): S => decided(state, move, options).state,
    /** The error code of `move` through the engine, or 'ok'. */
    codeOf(state: S, move: unknown, by: Seat = seat): string {
      const r = when(state, move, { seat: by });
      return r.ok ? 'ok' : r.error.code;
    },
    /** What a player reads when the engine refuses `move`: `code: message`, or 'ok'. */
    refusalOf(state: S, move: unknown, by: Seat = seat): string {
      const r = when(state, move, { seat: by });
      return r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`;
    },
  };
}
