import { ruleError, type RuleError } from './errors.js';
import { err, ok, type Result } from './result.js';
import type { RandomSource } from './random.js';
import type { GameCreated, GameEnded, TapeEvent } from './tape.js';
import type { AnyGame, GameEvent, Seat } from './types.js';
import { describeIssues } from './validation-messages.js';
import { whoMayMove } from './who-may-move.js';

export { whoMayMove } from './who-may-move.js';

/** The events one command appends, and the state after them. */
export interface Decision<S> {
  readonly events: readonly TapeEvent[];
  readonly state: S;
}

/** A tape can never need more engine steps in a row than this; more means a rules bug (a roll that never settles). */
const MAX_AUTOMATIC_STEPS = 10_000;

/**
 * Performs what the game waits for that no player decides: rolls and shuffles, and the
 * `GameEnded` that reveals the seed once the game is over. Stops at the next player choice.
 * `seed` is what `GameEnded` reveals: `null` when the seed must stay secret longer (a challenge entry).
 */
export function advance<S>(
  game: AnyGame,
  state: S,
  random: RandomSource,
  seed: string | null,
): Result<Decision<S>, RuleError> {
  const events: TapeEvent[] = [];
  for (let step = 0; step < MAX_AUTOMATIC_STEPS; step++) {
    const pending = game.pending(state);
    let event: GameEvent<unknown>;
    switch (pending.kind) {
      case 'choice':
        return ok({ events, state });
      case 'over': {
        const ended: GameEnded = { type: 'GameEnded', standings: pending.standings, seed };
        events.push(ended);
        return ok({ events, state });
      }
      case 'roll': {
        const values = random.roll(pending.label, pending.count, pending.sides);
        if (!values.ok) return values;
        event = { type: 'DiceRolled', label: pending.label, values: values.value };
        break;
      }
      case 'shuffle': {
        const order = random.shuffle(pending.label, pending.size);
        if (!order.ok) return order;
        event = { type: 'DeckShuffled', label: pending.label, order: order.value };
        break;
      }
      default:
        return assertNever(pending);
    }
    events.push(event);
    state = game.evolve(state, event);
  }
  throw new Error(`${game.id}: more than ${MAX_AUTOMATIC_STEPS} automatic steps without a choice`);
}

/** The tape of a new game: `GameCreated`, then whatever the game rolls or shuffles before the first choice. */
export function startGame<S>(
  game: AnyGame,
  created: GameCreated,
  random: RandomSource,
  seed: string | null,
): Result<Decision<S>, RuleError> {
  const state = game.setup({ players: created.players, options: created.options }) as S;
  const rest = advance(game, state, random, seed);
  if (!rest.ok) return rest;
  return ok({ events: [created, ...rest.value.events], state: rest.value.state });
}

/**
 * Checks a player's move against the rules and, if legal, returns the events it appends:
 * `MoveMade`, then any rolls, shuffles and `GameEnded` that follow before the next choice.
 * An illegal move returns a rule error and appends nothing. This is the only check a live move gets:
 * `evolve` applies it as it is, and a replay of the stored tape does not check it again.
 */
export function decideMove<S>(
  game: AnyGame,
  state: S,
  player: Seat,
  rawMove: unknown,
  random: RandomSource,
  seed: string | null,
): Result<Decision<S>, RuleError> {
  const waiting = whoMayMove(game, state, player);
  if (!waiting.ok) return waiting;
  const parsed = game.moveSchema.safeParse(rawMove);
  if (!parsed.success) return err(ruleError('bad-move', describeIssues(parsed.error.issues, 'move', ['move'])));
  const legal = game.validate(state, player, parsed.data);
  if (!legal.ok) return legal;
  const made: GameEvent<unknown> = { type: 'MoveMade', player, move: parsed.data };
  const after = advance(game, game.evolve(state, made), random, seed);
  if (!after.ok) return after;
  return ok({ events: [made, ...after.value.events], state: after.value.state });
}

export function assertNever(value: never): never {
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
}
