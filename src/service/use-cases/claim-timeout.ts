import { ok, type Result } from '../../core/result.js';
import type { MoveResult, Token } from '../answers.js';
import { runCommand } from '../command-loop.js';
import type { ServiceError } from '../errors.js';
import { seatOf, type GameContext } from '../game-context.js';
import { decideLateTurns } from './late-turns.js';

/** Any seat may claim a turn that is past its deadline: the late seats' turns are played by the default bot (see `decideLateTurns`). */
export function claimTimeout(
  ctx: GameContext,
  gameId: string,
  token: Token,
): Promise<Result<MoveResult, ServiceError>> {
  return runCommand<MoveResult>(ctx, {
    gameId,
    decide: async (loaded) => {
      const claimant = seatOf(ctx, loaded, token, 'timeout claims');
      if (!claimant.ok) return claimant;
      const write = await decideLateTurns(ctx, loaded, claimant.value, ctx.clock());
      return write.ok ? ok({ write: write.value }) : write;
    },
  });
}
