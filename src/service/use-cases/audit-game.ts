import { auditTape, type AuditReport } from '../../core/audit.js';
import { ok, type Result } from '../../core/result.js';
import type { Token } from '../answers.js';
import type { ServiceError } from '../errors.js';
import { loadFor, type GameContext } from '../game-context.js';
import { seedRevealedAt } from '../seed-reveal.js';

export type ServerAudit = AuditReport & { readonly gameId: string; readonly version: number };

/** The audit names no hidden value, but its verdict on a private challenge entry is still its player's alone. */
export async function auditGame(
  ctx: GameContext,
  gameId: string,
  token: Token = null,
): Promise<Result<ServerAudit, ServiceError>> {
  const read = await loadFor(ctx, gameId, token);
  if (!read.ok) return read;
  const { loaded } = read.value;
  const tape = await ctx.store.events(gameId, 0, loaded.version);
  const { row, status } = loaded;
  return ok({
    gameId,
    version: loaded.version,
    ...auditTape(
      ctx.rulebook,
      tape.map((e) => e.event),
      seedRevealedAt(row, status, ctx.clock()),
    ),
  });
}
