/**
 * Circuit Racer: a 1-player roll & write racing game (spec: shared/games/circuit-racer.md).
 *
 * @example
 * import { circuitRacer } from './games/circuit-racer/index.js';
 * const state = circuitRacer.setup({ players: [{ name: 'Ada' }], options: {} });
 * circuitRacer.legalMoves(state, 1); // [{ type: 'gear', gear: 1 }, { type: 'gear', gear: 1, include: true }, ...]
 */
import { seesEverything } from '../../core/search/determinize.js';
import { withBotsAndSearch } from '../../core/search/search-bots.js';
import { circuitRacerBots } from './bots.js';
import { CONTENT_V1, CONTENT_V2, type CircuitRacerContent } from './content.js';
import { defineCircuitRacer, type CircuitRacerDefinition } from './define.js';
import { hostGame, type HostedGame } from '../hosted.js';
import { howToPlay } from './how-to-play.js';
import { rulesContent } from './rules-content.js';

const rulesV1 = defineCircuitRacer(1, CONTENT_V1);
export const circuitRacerV1: CircuitRacerDefinition = withBotsAndSearch(
  rulesV1,
  circuitRacerBots(CONTENT_V1),
  seesEverything,
);

const rulesV2 = defineCircuitRacer(2, CONTENT_V2);
/** Calibrated (spec §9): 17 Damage boxes, so circuit 4 ends DNF in under a quarter of games. */
export const circuitRacerV2: CircuitRacerDefinition = withBotsAndSearch(
  rulesV2,
  circuitRacerBots(CONTENT_V2),
  seesEverything,
);

/** Every released version, oldest first; each replays the games recorded under it. */
export const releases: readonly CircuitRacerDefinition[] = Object.freeze([circuitRacerV1, circuitRacerV2]);

/** The current version: new games are created under it. */
export const circuitRacer: CircuitRacerDefinition = circuitRacerV2;
export const CURRENT_CONTENT: CircuitRacerContent = CONTENT_V2;

const CONTENTS: Readonly<Record<number, CircuitRacerContent>> = { 1: CONTENT_V1, 2: CONTENT_V2 };

/** This game as the server hosts it (the registry, `src/games/index.ts`, lists it). */
export const hosted: HostedGame = hostGame(releases, (d) => rulesContent(CONTENTS[d.version]!), howToPlay);

export { CONTENT_V1, CONTENT_V2 } from './content.js';
export { defineCircuitRacer, type CircuitRacerDefinition } from './define.js';
export type { CircuitRacerMove } from './moves.js';
export type { CircuitRacerState } from './state.js';
