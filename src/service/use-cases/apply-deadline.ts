import { ok } from '../../core/result.js';
import { runCommand } from '../command-loop.js';
import type { GameContext } from '../game-context.js';
import { deadlineOf } from '../present.js';
import { decideLateTurns } from './late-turns.js';

/** What a deadline timer learns: the game moved on to `version`, or times out at `deadline`, or has no deadline now (`null`). */
export type DeadlineOutcome = { readonly version: number } | { readonly deadline: number } | null;

/**
 * What the deadline timer calls (on node; the object's alarm on Workers): plays the late turns if the
 * game's deadline has passed, with no claimant on the tape. Never an error: a game that is gone or
 * was moved on by a seat just reports where its deadline now stands.
 */
export async function applyDeadline(ctx: GameContext, gameId: string): Promise<DeadlineOutcome> {
  const applied = await runCommand<DeadlineOutcome>(ctx, {
    gameId,
    current: true,
    decide: async (loaded) => {
      const deadline = deadlineOf(loaded);
      if (deadline === null) return ok({ answer: null });
      const now = ctx.clock();
      if (now < deadline) return ok({ answer: { deadline } });
      const write = await decideLateTurns(ctx, loaded, null, now);
      if (!write.ok) return ok({ answer: null });
      return ok({ write: { ...write.value, answer: (next) => ({ version: next.version }) } });
    },
  });
  return applied.ok ? applied.value : null;
}
