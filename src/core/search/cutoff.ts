import type { RandomSource } from '../random.js';
import type { AnyGame } from '../types.js';
import type { Reward } from './rewards.js';
import { applyMove, nextSeat, playout, type Policy } from './simulate.js';

/**
 * Where a game's imagined games stop short of the end (an option a game opts into): after `moves`
 * moves by the policy the position is scored by `evaluate`, the game's own estimate of each seat's
 * chance to win. For a game whose cheap rollout policy plays far worse than its real players, a few
 * moves and a good estimate say more about a move than a whole game of poor play.
 */
export interface Cutoff {
  /** Moves the policy plays after the searched line before the position is scored (forced moves count too). */
  readonly moves: number;
  /** Each seat's worth of an unfinished position (index `seat - 1`), on the scale of `rewards`: 0 a sure loss, 1 a sure win. */
  readonly evaluate: (state: unknown) => number[];
}

/**
 * The rewards of one imagined game from `state`: played to the end by `policy` and judged by `reward`,
 * or cut after `cutoff.moves` and scored by `cutoff.evaluate` (a game that ends first is judged by
 * `reward`); `null` when an uncut game does not end within the playout bound.
 */
export function finish(
  game: AnyGame,
  state: unknown,
  policy: Policy,
  dice: RandomSource,
  random: () => number,
  ending: { readonly reward: Reward; readonly cutoff: Cutoff | undefined },
): number[] | null {
  const { reward, cutoff } = ending;
  if (cutoff === undefined) {
    const standings = playout(game, state, policy, dice, random);
    return standings === null ? null : reward(standings);
  }
  for (let n = 0; ; n++) {
    const seat = nextSeat(game, state);
    if (typeof seat !== 'number') return reward(seat);
    if (n >= cutoff.moves) return cutoff.evaluate(state);
    const legal = game.legalMoves(state, seat);
    state = applyMove(game, state, seat, policy(state, seat, legal, random), dice);
  }
}
