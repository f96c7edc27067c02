import { ok, type Result } from '../../core/result.js';
import type { GameExport, Token } from '../answers.js';
import type { ServiceError } from '../errors.js';
import { loadFor, tapeIsPublic, type GameContext } from '../game-context.js';
import { playerSeats, presentEvents } from '../present.js';
import { seedRevealedAt } from '../seed-reveal.js';

/**
 * The whole tape as a file anyone can audit offline (`rolltape audit`), redacted for the caller while
 * the game runs, and signed by the server (`signature`) so that a file made up elsewhere, or edited,
 * fails the audit's `signature` check against the published keys.
 */
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
  const isPublic = tapeIsPublic(ctx, loaded);
  const document: Omit<GameExport, 'signature'> = {
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
    events: presentEvents(game, events, viewer, isPublic),
  };
  if (ctx.signer === undefined) return ok({ ...document, signature: null });
  // Signed as the client will parse it: through JSON, so a member JSON drops (an undefined) is not signed either.
  const received = () => JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
  // A public over game's export never changes again: every caller gets the same document, signed once.
  const signature = await ctx.signer.sign(received, isPublic ? `${row.id}@${loaded.version}` : undefined);
  return ok({ ...document, signature });
}
