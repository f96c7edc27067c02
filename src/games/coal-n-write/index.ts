/**
 * Coal n' Write: a 1–6 player roll & write mining game, everyone on the same dice at once
 * (spec: shared/games/coal-n-write.md).
 *
 * @example
 * import { coalNWrite } from './games/coal-n-write/index.js';
 * const state = coalNWrite.setup({ players: [{ name: 'Ada' }, { name: 'Bo' }], options: {} });
 * coalNWrite.pending(state); // { kind: 'shuffle', label: 'setup.boomtown', size: 8 }
 */
import { withBotsAndSearch } from '../../core/search/search-bots.js';
import { coalNWriteBots } from './bots.js';
import { determinize } from './determinize.js';
import { CONTENT_V1, CONTENT_V2, CONTENT_V3, CONTENT_V4, type CoalNWriteContent } from './content.js';
import { defineCoalNWrite, type CoalNWriteDefinition } from './define.js';
import { hostGame, type HostedGame } from '../hosted.js';
import { howToPlay } from './how-to-play.js';
import { rulesContent } from './rules-content.js';

export const coalNWriteV1: CoalNWriteDefinition = withBotsAndSearch(
  defineCoalNWrite(1, CONTENT_V1),
  coalNWriteBots(CONTENT_V1),
  determinize,
);
/** v2: the calibration retune (see `CONTENT_V2`). */
export const coalNWriteV2: CoalNWriteDefinition = withBotsAndSearch(
  defineCoalNWrite(2, CONTENT_V2),
  coalNWriteBots(CONTENT_V2),
  determinize,
);
/** v3: the Coal Baron counts only the Coal still in the Ore Stash (R17 as corrected; see `CONTENT_V3`). */
export const coalNWriteV3: CoalNWriteDefinition = withBotsAndSearch(
  defineCoalNWrite(3, CONTENT_V3),
  coalNWriteBots(CONTENT_V3),
  determinize,
);
/** v4: calibrated (spec §9): the Sheriff's Deputy track has 3 boxes, so the median cash is Silver (see `CONTENT_V4`). */
export const coalNWriteV4: CoalNWriteDefinition = withBotsAndSearch(
  defineCoalNWrite(4, CONTENT_V4),
  coalNWriteBots(CONTENT_V4),
  determinize,
);

/** Every released version, oldest first; each replays the games recorded under it. */
export const releases: readonly CoalNWriteDefinition[] = Object.freeze([
  coalNWriteV1,
  coalNWriteV2,
  coalNWriteV3,
  coalNWriteV4,
]);

/** The current version: new games are created under it. */
export const coalNWrite: CoalNWriteDefinition = coalNWriteV4;
/** The content of the current version. */
export const CURRENT_CONTENT: CoalNWriteContent = CONTENT_V4;

const CONTENTS: Readonly<Record<number, CoalNWriteContent>> = {
  1: CONTENT_V1,
  2: CONTENT_V2,
  3: CONTENT_V3,
  4: CONTENT_V4,
};

/** This game as the server hosts it (the registry, `src/games/index.ts`, lists it). */
export const hosted: HostedGame = hostGame(releases, (d) => rulesContent(CONTENTS[d.version]!), howToPlay);

export {
  CARD_IDS,
  CONTENT_V1,
  CONTENT_V2,
  CONTENT_V3,
  CONTENT_V4,
  VEINS,
  type CoalNWriteContent,
  type Ore,
} from './content.js';
export { type CoalNWriteDefinition } from './define.js';
export type * from './moves.js';
export type { CoalNWriteState, PlayerState } from './state.js';
export type * from './view.js';
