import { chainCheck } from '../core/chain-check.js';
import { ok } from '../core/result.js';
import type { ChallengeService } from './challenges.js';
import type { GameService } from './games.js';

/**
 * The game service whose exports and audits of challenge entries carry their day's place in the seed
 * chain: the export's `chain` block (what the offline audit checks), and the server audit's `chain`
 * check against the head this server publishes. The game service does not hold the server secret;
 * the challenge service does, so every runtime wraps its game service with this once.
 */
export function withChainExports<G extends Pick<GameService, 'exportGame' | 'auditGame' | 'getGame'>>(
  games: G,
  challenges: Pick<ChallengeService, 'exportChain' | 'chain'> | undefined,
): G {
  if (challenges === undefined) return games;
  return {
    ...games,
    async exportGame(...args: Parameters<GameService['exportGame']>) {
      const exported = await games.exportGame(...args);
      if (!exported.ok || exported.value.challenge === null) return exported;
      return ok({ ...exported.value, chain: await challenges.exportChain(exported.value.challenge) });
    },
    async auditGame(...args: Parameters<GameService['auditGame']>) {
      const audited = await games.auditGame(...args);
      if (!audited.ok) return audited;
      // The game's own facts (read with the same credential, so the same privacy), for its challenge.
      const game = await games.getGame(args[0], args[1] ?? null);
      if (!game.ok || game.value.challenge === null) return audited;
      const { rules, challenge, seedCommitment } = game.value;
      const published = await challenges.chain(Number(challenge.slice(-10, -6)));
      const check = chainCheck(
        { rules, challenge, seedCommitment },
        await challenges.exportChain(challenge),
        published.ok ? published.value : undefined,
      );
      if (check === undefined) return audited;
      const checks = [...audited.value.checks, check];
      return ok({ ...audited.value, ok: checks.every((c) => c.status !== 'fail'), checks });
    },
  };
}
