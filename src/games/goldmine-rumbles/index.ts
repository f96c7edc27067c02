/**
 * Goldmine Rumbles: a 3–4 player board game of claims, tunnels and robbery (spec: shared/games/goldmine-rumbles.md).
 *
 * @example
 * import { goldmineRumbles } from './games/goldmine-rumbles/index.js';
 * const state = goldmineRumbles.setup({ players: [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }], options: { length: 'short' } });
 * goldmineRumbles.pending(state); // { kind: 'shuffle', label: 'setup.tiles', size: 9 }
 */
import { withBotsAndSearch } from '../../core/search/search-bots.js';
import { goldmineBots, goldmineSearch } from './bots.js';
import { makeDeterminize } from './determinize.js';
import { CONTENT_V1, CONTENT_V2 } from './content.js';
import { defineGoldmineRumbles, type GoldmineDefinition } from './define.js';
import { hostGame, type HostedGame } from '../hosted.js';
import { howToPlay } from './how-to-play.js';
import { rulesContent } from './rules-content.js';

export const goldmineRumblesV1: GoldmineDefinition = withBotsAndSearch(
  defineGoldmineRumbles(1, CONTENT_V1),
  goldmineBots(CONTENT_V1),
  makeDeterminize(CONTENT_V1),
  goldmineSearch(CONTENT_V1),
);

/** v2, calibrated (spec §9): v1 with the Rumbles tiles' turn orders rebalanced so no seat colour wins more often. */
export const goldmineRumblesV2: GoldmineDefinition = withBotsAndSearch(
  defineGoldmineRumbles(2, CONTENT_V2),
  goldmineBots(CONTENT_V2),
  makeDeterminize(CONTENT_V2),
  goldmineSearch(CONTENT_V2),
);

/** Every released version, oldest first; each replays the games recorded under it. */
export const releases: readonly GoldmineDefinition[] = Object.freeze([goldmineRumblesV1, goldmineRumblesV2]);

/** The current version: new games are created under it. */
export const goldmineRumbles: GoldmineDefinition = goldmineRumblesV2;

/** This game as the server hosts it (the registry, `src/games/index.ts`, lists it). */
export const hosted: HostedGame = hostGame(releases, (d) => rulesContent(d.content), howToPlay);

export { COLUMN_IDS, type ColumnId } from './content-ids.js';
export { CONTENT_V1, CONTENT_V2 } from './content.js';
export { type GoldmineDefinition } from './define.js';
export type * from './move-types.js';
export type * from './moves.js';
export type * from './options.js';
export type { GoldmineState, PlayerState } from './state.js';
export type * from './view.js';
