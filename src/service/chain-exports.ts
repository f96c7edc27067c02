import { ok } from '../core/result.js';
import type { ChallengeService } from './challenges.js';
import type { GameService } from './games.js';

/**
 * The game service whose exports of challenge entries carry their day's place in the seed chain
 * (the `chain` block the offline audit checks). The game service does not hold the server secret;
 * the challenge service does, so every runtime wraps its game service with this once.
 */
export function withChainExports<G extends Pick<GameService, 'exportGame'>>(
  games: G,
  challenges: Pick<ChallengeService, 'exportChain'> | undefined,
): G {
  if (challenges === undefined) return games;
  return {
    ...games,
    async exportGame(...args: Parameters<GameService['exportGame']>) {
      const exported = await games.exportGame(...args);
      if (!exported.ok || exported.value.challenge === null) return exported;
      return ok({ ...exported.value, chain: await challenges.exportChain(exported.value.challenge) });
    },
  };
}
