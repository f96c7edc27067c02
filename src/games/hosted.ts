import type { AnyGame } from '../core/types.js';
import type { HowToPlay } from './how-to-play.js';

/**
 * One game as this server hosts it: every released rules version (the newest is current; old ones
 * replay old games), and the rules content a client reads for each (`GET /v1/rules/{id}`). Each game's
 * `index.ts` exports one as `hosted`; the registry (`src/games/index.ts`) lists them.
 */
export interface HostedGame {
  readonly releases: readonly AnyGame[];
  /** The rules content of `version` (card texts, the map, tracks…); `undefined` for a version never released. */
  rulesContent(version: number): unknown;
  /** The rules told briefly for players (setup, a turn, scoring), served beside the rules content. */
  readonly howToPlay: HowToPlay;
}

/** A hosted game whose rules content is read from each released definition. */
export function hostGame<D extends AnyGame>(
  releases: readonly D[],
  contentOf: (definition: D) => unknown,
  howToPlay: HowToPlay,
): HostedGame {
  return {
    releases,
    howToPlay,
    rulesContent: (version) => {
      const definition = releases.find((r) => r.version === version);
      return definition === undefined ? undefined : contentOf(definition);
    },
  };
}
