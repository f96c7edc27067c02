import type { z } from 'zod';
import type { RuleError } from './errors.js';
import type { Result } from './result.js';

/** A player's seat: 1..N in the order the players were given at creation. */
export type Seat = number;

export interface PlayerInfo {
  readonly name: string;
}

/** One player's final result. `rank` 1 is best; tied players share a rank. */
export interface Standing {
  readonly seat: Seat;
  readonly rank: number;
  readonly score: number;
  /** A title the rules give this result, e.g. a solo rank ("Silver") or a pilot rank. */
  readonly title?: string;
}

export interface Standings {
  /** Whether a lower score is better (Circuit Racer) or a higher one (most games). */
  readonly lowerIsBetter: boolean;
  readonly players: readonly Standing[];
}

/** What the game waits for next. The engine answers rolls and shuffles itself; players answer choices. */
export type Pending =
  | { readonly kind: 'roll'; readonly label: string; readonly count: number; readonly sides: number }
  | { readonly kind: 'shuffle'; readonly label: string; readonly size: number }
  | { readonly kind: 'choice'; readonly players: readonly Seat[] }
  | { readonly kind: 'over'; readonly standings: Standings };

/** The events a game's `evolve` folds. `GameCreated` is `setup`; `GameEnded` changes no rule state. */
export type GameEvent<M> =
  | { readonly type: 'DiceRolled'; readonly label: string; readonly values: readonly number[] }
  | { readonly type: 'DeckShuffled'; readonly label: string; readonly order: readonly number[] }
  | { readonly type: 'MoveMade'; readonly player: Seat; readonly move: M };

/**
 * A game's rules: a pure decider. Nothing here may read a clock, roll a die or do I/O;
 * dice and shuffles arrive as events, so a tape replays to the same state anywhere.
 */
export interface GameDefinition<S = unknown, M = unknown, O = unknown, V = unknown> {
  readonly id: string;
  /** Bumped whenever any outcome can change; recorded in `GameCreated` so old games replay under their rules. */
  readonly version: number;
  readonly title: string;
  readonly summary: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly optionsSchema: z.ZodType<O>;
  readonly moveSchema: z.ZodType<M>;
  setup(input: { readonly players: readonly PlayerInfo[]; readonly options: O }): S;
  pending(state: S): Pending;
  /**
   * Checks a move that already matched `moveSchema`. Keep the schema loose on anything that has its
   * own rule code here (e.g. an empty selection is `no-dice-selected`, not a generic `bad-move`).
   */
  validate(state: S, player: Seat, move: M): Result<void, RuleError>;
  /**
   * Folds one event. Must never throw, even on an event that does not fit (the audit keeps folding
   * after it has flagged one); return the state unchanged instead.
   */
  evolve(state: S, event: GameEvent<M>): S;
  legalMoves(state: S, player: Seat): readonly M[];
  /** What `viewer` may see; `null` is a spectator. The API serves views, never raw state. */
  view(state: S, viewer: Seat | null): V;
  /** Whether `viewer` may see this event while the game runs (default: everything but shuffle orders). */
  eventVisible?(event: GameEvent<M>, viewer: Seat | null): boolean;
}

/** A game definition with its type parameters erased, as stored in the registry. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any>;
