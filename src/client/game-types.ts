/**
 * Each game's view, move and options, by rules id: the one place the typed client learns them.
 * Built from the games' hand-written view and move types for now; when every game has a zod view
 * schema, each entry becomes `{ view: z.infer<typeof viewSchema>; ... }` here and nothing else changes.
 * Type-only imports: none of the games' code reaches a client bundle through this file.
 */
import type { AircargoMove, AircargoOptions } from '../games/aircargo/moves.js';
import type { AircargoView } from '../games/aircargo/view-types.js';
import type { CarbondaleMove, CarbondaleOptions } from '../games/carbondale/moves.js';
import type { CarbondaleView } from '../games/carbondale/view-types.js';
import type { CircuitRacerMove, CircuitRacerOptions } from '../games/circuit-racer/moves.js';
import type { CircuitRacerView } from '../games/circuit-racer/view.js';
import type { CoalNWriteMove, CoalNWriteOptions } from '../games/coal-n-write/moves.js';
import type { CoalNWriteView } from '../games/coal-n-write/view.js';
import type { GoldmineMove, GoldmineOptions } from '../games/goldmine-rumbles/moves.js';
import type { GoldmineView } from '../games/goldmine-rumbles/view-types.js';

export interface GameTypes {
  aircargo: { view: AircargoView; move: AircargoMove; options: AircargoOptions };
  carbondale: { view: CarbondaleView; move: CarbondaleMove; options: CarbondaleOptions };
  'circuit-racer': { view: CircuitRacerView; move: CircuitRacerMove; options: CircuitRacerOptions };
  'coal-n-write': { view: CoalNWriteView; move: CoalNWriteMove; options: CoalNWriteOptions };
  'goldmine-rumbles': { view: GoldmineView; move: GoldmineMove; options: GoldmineOptions };
}

/** The id of a hosted game, as `GET /v1/rules` lists them. */
export type RulesId = keyof GameTypes;
/** What a seat (or a spectator) sees of a game of `R`. */
export type ViewOf<R extends RulesId> = GameTypes[R]['view'];
/** A move of a game of `R`. */
export type MoveOf<R extends RulesId> = GameTypes[R]['move'];
/** The options a game of `R` takes at creation (all of them have defaults). */
export type OptionsOf<R extends RulesId> = Partial<GameTypes[R]['options']>;

/** Every hosted rules id, for pickers and for telling a known game from one this client predates. */
export const RULES_IDS: readonly RulesId[] = Object.freeze(['circuit-racer', 'coal-n-write', 'aircargo', 'carbondale', 'goldmine-rumbles']);
