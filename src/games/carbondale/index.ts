/**
 * Carbondale: a two-player card game of networks, hidden hands and challenges
 * (spec: shared/games/carbondale.md).
 *
 * @example
 * import { carbondale } from './games/carbondale/index.js';
 * const state = carbondale.setup({ players: [{ name: 'Ada' }, { name: 'Bo' }], options: {} });
 * carbondale.pending(state); // { kind: 'roll', label: 'setup.first', count: 1, sides: 2 }
 */
import { withBotsAndSearch } from '../../core/search/search-bots.js';
import { carbondaleBots } from './bots.js';
import { makeDeterminize } from './determinize.js';
import { carbondaleSearch } from './search.js';
import { CONTENT_V1, CONTENT_V2, CONTENT_V3 } from './content.js';
import { defineCarbondale, type CarbondaleDefinition } from './define.js';
import { hostGame, type HostedGame } from '../hosted.js';
import { howToPlay } from './how-to-play.js';
import { rulesContent } from './rules-content.js';

export const carbondaleV1: CarbondaleDefinition = withBotsAndSearch(
  defineCarbondale(1, CONTENT_V1),
  carbondaleBots(CONTENT_V1),
  makeDeterminize(CONTENT_V1),
  carbondaleSearch(CONTENT_V1),
);
/** v2: every addition may be challenged, a shown challenge card is spent either way, scores are outcomes (see `CONTENT_V2`). */
export const carbondaleV2: CarbondaleDefinition = withBotsAndSearch(
  defineCarbondale(2, CONTENT_V2),
  carbondaleBots(CONTENT_V2),
  makeDeterminize(CONTENT_V2),
  carbondaleSearch(CONTENT_V2),
);

/** v3, calibrated (spec §9): v2's rules with a 6-card hand, one spare pile per rank group and a 12-turn stalemate. */
export const carbondaleV3: CarbondaleDefinition = withBotsAndSearch(
  defineCarbondale(3, CONTENT_V3),
  carbondaleBots(CONTENT_V3),
  makeDeterminize(CONTENT_V3),
  carbondaleSearch(CONTENT_V3),
);

/** Every released version, oldest first; each replays the games recorded under it. */
export const releases: readonly CarbondaleDefinition[] = Object.freeze([carbondaleV1, carbondaleV2, carbondaleV3]);

/** The current version: new games are created under it. */
export const carbondale: CarbondaleDefinition = carbondaleV3;

/** This game as the server hosts it (the registry, `src/games/index.ts`, lists it). */
export const hosted: HostedGame = hostGame(releases, (d) => rulesContent(d.content), howToPlay);

export { CARD_IDS, CONTENT_V1, CONTENT_V2, CONTENT_V3 } from './content.js';
export { type CarbondaleDefinition } from './define.js';
export type * from './moves.js';
export type { CarbondaleState, Placed, PlayerState } from './state.js';
export type * from './view.js';
