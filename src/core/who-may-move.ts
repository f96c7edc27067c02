import { reject, type RuleError } from './errors.js';
import { ok, type Result } from './result.js';
import type { AnyGame, Pending, Seat } from './types.js';

/**
 * Whether `player` may move now, for every game alike: only a player the game waits for, never
 * during a roll or a shuffle, never once it is over. The engine checks this before `validate`, and
 * so does `checkRecordedMove` before a recorded move from outside is folded, so no game repeats it.
 */
export function mayMoveWhen(pending: Pending, player: Seat): Result<void, RuleError> {
  switch (pending.kind) {
    case 'over':
      return reject('game-over', 'the game is over');
    case 'roll':
      return reject('roll-pending', `waiting for the roll "${pending.label}"`);
    case 'shuffle':
      return reject('shuffle-pending', `waiting for the shuffle "${pending.label}"`);
    case 'choice':
      return pending.players.includes(player)
        ? ok(undefined)
        : reject('not-your-choice', `seat ${player} is not among the players to move (${pending.players.join(', ')})`);
    default: {
      const never: never = pending;
      throw new Error(`unexpected pending ${JSON.stringify(never)}`);
    }
  }
}

/** Whether `player` is one of the players `game` is waiting for right now. */
export const whoMayMove = (game: Pick<AnyGame, 'pending'>, state: unknown, player: Seat): Result<void, RuleError> =>
  mayMoveWhen(game.pending(state), player);
