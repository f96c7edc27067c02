import { ok, type Result } from '../../core/result.js';
import type { GameExport, Token } from '../answers.js';
import type { ServiceError } from '../errors.js';
import { loadFor, tapeIsPublic, type GameContext } from '../game-context.js';
import { playerSeats, presentEvents } from '../present.js';
import { seedRevealedAt } from '../seed-reveal.js';

/** The whole tape as a file anyone can audit offline (`rolltape audit`), redacted for the caller while the game runs. */
export async function exportGame(
  ctx: GameContext,
  gameId: string,
  token: Token,
): Promise<Result<GameExport, ServiceError>> {
  const read = await loadFor(ctx, gameId, token);
  if (!read.ok) return read;
  const { loaded, viewer } = read.value;
  const { row, game, status } = loaded;
  const events = await ctx.store.events(gameId, 0, loaded.version);
  return ok({
    format: 'rolltape.export/1',
    id: row.id,
    rules: row.rules,
    rulesVersion: row.rulesVersion,
    sandbox: row.sandbox,
    challenge: row.challengeId,
    status,
    version: loaded.version,
    players: playerSeats(loaded.players),
    options: loaded.created.options,
    standings: loaded.standings,
    seedCommitment: row.seedCommitment,
    seed: seedRevealedAt(row, status, ctx.clock()),
    events: presentEvents(game, events, viewer, tapeIsPublic(ctx, loaded)),
    // The challenge service knows the chain; services.ts fills this in (chain-exports.ts).
    chain: null,
    // Signed by services.ts over the finished document (signed-exports.ts).
    signature: null,
  });
}
