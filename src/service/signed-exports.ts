import { ok } from '../core/result.js';
import type { ExportSigner } from '../provenance/export-signer.js';
import type { GameExport } from './answers.js';
import type { GameService } from './games.js';

/**
 * The game service whose exports carry the server's signature over everything else in them
 * (docs/audit.md: What an audit proves). Applied last, over `withChainExports`, so the signature
 * covers every member the caller receives, the chain block included. Without a signer exports say
 * `signature: null`.
 */
export function withSignedExports<G extends Pick<GameService, 'exportGame'>>(
  games: G,
  signer: ExportSigner | undefined,
): G {
  return {
    ...games,
    async exportGame(...args: Parameters<GameService['exportGame']>) {
      const exported = await games.exportGame(...args);
      if (!exported.ok) return exported;
      const { signature: _unsigned, ...document } = exported.value;
      if (signer === undefined) return ok({ ...document, signature: null });
      // Signed as the client will parse it: through JSON, so a member JSON drops (an undefined) is not signed either.
      const received = () => JSON.parse(JSON.stringify(document)) as Record<string, unknown>;
      const signature = await signer.sign(
        received,
        isFinal(document) ? `${document.id}@${document.version}` : undefined,
      );
      return ok({ ...document, signature });
    },
  };
}

/**
 * Whether an export can never change again at its version, so its signature can be kept: the game is
 * over, nothing in it is redacted, its seed is shown, and a challenge entry's day link is revealed.
 * (An entry's export gains its seed and link when its day closes, at the same version.)
 */
const isFinal = (document: Omit<GameExport, 'signature'>): boolean =>
  document.status === 'over' &&
  document.seed !== null &&
  (document.chain === null || document.chain.link !== null) &&
  !document.events.some((e) => e.redacted === true);
