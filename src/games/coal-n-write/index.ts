/**
 * Coal n' Write: a 1–6 player roll & write mining game, everyone on the same dice at once
 * (spec: shared/games/coal-n-write.md).
 *
 * @example
 * import { coalNWrite } from './games/coal-n-write/index.js';
 * const state = coalNWrite.setup({ players: [{ name: 'Ada' }, { name: 'Bo' }], options: {} });
 * coalNWrite.pending(state); // { kind: 'shuffle', label: 'setup.boomtown', size: 8 }
 */
import { CONTENT_V1, CONTENT_V2, CONTENT_V3, type CoalNWriteContent } from './content.js';
import { defineCoalNWrite, type CoalNWriteDefinition } from './define.js';

export const coalNWriteV1: CoalNWriteDefinition = defineCoalNWrite(1, CONTENT_V1);
/** v2: the calibration retune (see `CONTENT_V2`). */
export const coalNWriteV2: CoalNWriteDefinition = defineCoalNWrite(2, CONTENT_V2);
/** v3: the Coal Baron counts only the Coal still in the Ore Stash (R17 as corrected; see `CONTENT_V3`). */
export const coalNWriteV3: CoalNWriteDefinition = defineCoalNWrite(3, CONTENT_V3);

/** Every released version, oldest first; each replays the games recorded under it. */
export const releases: readonly CoalNWriteDefinition[] = Object.freeze([coalNWriteV1, coalNWriteV2, coalNWriteV3]);

/** The current version: new games are created under it. */
export const coalNWrite: CoalNWriteDefinition = coalNWriteV3;
/** The content of the current version. */
export const CURRENT_CONTENT: CoalNWriteContent = CONTENT_V3;

export { BONUSES, CARD_IDS, CONTENT_V1, CONTENT_V2, CONTENT_V3, ORES, VEINS, type Bonus, type CardId, type CoalNWriteContent, type Ore } from './content.js';
export { defineCoalNWrite, type CoalNWriteDefinition } from './define.js';
export type * from './moves.js';
export type { CoalNWriteState, PlayerState } from './state.js';
export type * from './view.js';
