/**
 * Given/when/then helpers for AirCargo rule tests.
 *
 * `given(...steps)` builds a state by folding events from `setup`: a step is a move (becomes
 * `MoveMade`), an array of dice (becomes `DiceRolled` for whatever roll is pending, with its real
 * label), or a ready-made event. Every move is validated and every roll checked against `pending`
 * on the way, as an audit would, so a scenario cannot silently start from an impossible state.
 *
 * `when(state, move, rolls)` plays a real move through the engine's `decideMove` with sandbox dice
 * (`rolls` by label, keyed dice from 'test-seed' for the rest).
 */
import { decideMove, type Decision } from '../../../../src/core/engine.js';
import { diceKey } from '../../../../src/core/dice.js';
import type { RuleError } from '../../../../src/core/errors.js';
import { keyedRandom, sandboxRandom } from '../../../../src/core/random.js';
import type { Result } from '../../../../src/core/result.js';
import { isGameEvent } from '../../../../src/core/tape.js';
import type { GameEvent } from '../../../../src/core/types.js';
import { aircargo, type AircargoMove, type AircargoState } from '../../../../src/games/aircargo/index.js';

export const game = aircargo;
export type Event = GameEvent<AircargoMove>;
export type Step = AircargoMove | readonly number[] | Event | readonly Step[];

export const SEED = 'test-seed';
export const keyed = keyedRandom(diceKey(SEED, null));

export const start = (): AircargoState => game.setup({ players: [{ name: 'Tester' }], options: {} });
export const made = (move: AircargoMove): Event => ({ type: 'MoveMade', player: 1, move });
export const rolled = (label: string, values: readonly number[]): Event => ({ type: 'DiceRolled', label, values });

const isEvent = (step: Step): step is Event => !Array.isArray(step) && (step as { type: string }).type in EVENT_TYPES;
const EVENT_TYPES = { MoveMade: 1, DiceRolled: 1, DeckShuffled: 1 } as const;

/** Folds `steps` from setup (or from `from`), checking each as an audit would. Returns the state and the events folded. */
export function play(from: AircargoState, ...steps: Step[]): { state: AircargoState; events: Event[] } {
  let state = from;
  const events: Event[] = [];
  const apply = (step: Step): void => {
    if (Array.isArray(step) && (step.length === 0 || typeof step[0] !== 'number')) {
      for (const inner of step as readonly Step[]) apply(inner);
      return;
    }
    let event: Event;
    if (Array.isArray(step)) {
      const pending = game.pending(state);
      if (pending.kind !== 'roll') throw new Error(`dice ${JSON.stringify(step)} given but the game waits for ${pending.kind}`);
      event = rolled(pending.label, step as number[]);
    } else if (isEvent(step as Step)) {
      event = step as Event;
    } else {
      event = made(step as AircargoMove);
    }
    if (event.type === 'MoveMade') {
      const legal = game.validate(state, event.player, event.move);
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

/** The state after `steps` from setup. */
export const given = (...steps: Step[]): AircargoState => play(start(), ...steps).state;

/** A planning roll: plan, the dice, then `use` (a planCargo/planAirport move, or omitted to leave the dice on the table). */
export const planned = (dice: readonly number[], use?: AircargoMove): Step[] => (use === undefined ? [{ type: 'plan' }, dice] : [{ type: 'plan' }, dice, use]);

/** Plans cargo `box` with weight `w` as die a (w ≤ 6) or the sum (w ≥ 7), and airport `id`. */
export function plans(box: string, weight: number, id: number): Step[] {
  const cargo: Step[] =
    weight <= 6
      ? planned([weight, weight === 1 ? 2 : 1], { type: 'planCargo', box, use: 'a' })
      : planned([6, weight - 6], { type: 'planCargo', box, use: 'sum' });
  return [...cargo, ...planned([Math.floor(id / 10), id % 10], { type: 'planAirport', id, order: 'ab' })];
}

/** A check in full: weather die, pre-roll stamina, hazard dice (then any pray/panic steps given after). */
export const check = (weatherDie: number, stamina: number, dice: readonly number[]): Step[] => [[weatherDie], { type: 'stamina', boxes: stamina }, dice];

/** Plays `move` through the engine; returns its game events (the engine's `GameEnded` dropped) and the new state. */
export function when(
  state: AircargoState,
  move: unknown,
  rolls: Record<string, readonly number[]> = {},
): Result<{ events: Event[]; state: AircargoState; decision: Decision<AircargoState> }, RuleError> {
  const random = sandboxRandom({ rolls }, keyed);
  const r = decideMove<AircargoState>(game, state, 1, move, random, SEED);
  if (!r.ok) return r;
  const events = r.value.events.filter(isGameEvent) as Event[];
  return { ok: true, value: { events, state: r.value.state, decision: r.value } };
}

/** The error code of an illegal move through the engine, or 'ok'. */
export function codeOf(state: AircargoState, move: unknown): string {
  const r = when(state, move);
  return r.ok ? 'ok' : r.error.code;
}

/** `when` that must succeed. */
export function after(state: AircargoState, move: unknown, rolls: Record<string, readonly number[]> = {}): { events: Event[]; state: AircargoState } {
  const r = when(state, move, rolls);
  if (!r.ok) throw new Error(`${JSON.stringify(move)} rejected: ${r.error.code} (${r.error.message})`);
  return r.value;
}
