/**
 * Each game's view, move and options, by rules id: the one place the typed client learns them.
 * All three come from the games' zod schemas (the view types are `z.infer` of `view-schema.ts`; moves
 * and options are inferred here from `moves.ts`), so the client's types cannot drift from what the
 * server validates and serves. Type-only imports: none of the games' code reaches a client bundle.
 */
import type { z } from 'zod';
import type { DeepReadonly } from '../core/deep-readonly.js';
import type { moveSchema as aircargoMoves, optionsSchema as aircargoOptions } from '../games/aircargo/moves.js';
import type { AircargoView } from '../games/aircargo/view-types.js';
import type { moveSchema as carbondaleMoves, optionsSchema as carbondaleOptions } from '../games/carbondale/moves.js';
import type { CarbondaleView } from '../games/carbondale/view-types.js';
import type {
  makeMoveSchema as circuitRacerMoves,
  optionsSchema as circuitRacerOptions,
} from '../games/circuit-racer/moves.js';
import type { CircuitRacerView } from '../games/circuit-racer/view.js';
import type { moveSchema as coalNWriteMoves, optionsSchema as coalNWriteOptions } from '../games/coal-n-write/moves.js';
import type { CoalNWriteView } from '../games/coal-n-write/view.js';
import type { moveSchema as goldmineMoves } from '../games/goldmine-rumbles/moves.js';
import type { optionsSchema as goldmineOptions } from '../games/goldmine-rumbles/options.js';
import type { GoldmineView } from '../games/goldmine-rumbles/view-types.js';

/** A move as a client sends it: what the move schema accepts. */
type MoveFrom<S extends z.ZodType> = DeepReadonly<z.input<S>>;
/** The options as a client may send them at creation (each has a default). */
type OptionsFrom<S extends z.ZodType> = NonNullable<z.input<S>>;

export interface GameTypes {
  aircargo: { view: AircargoView; move: MoveFrom<typeof aircargoMoves>; options: OptionsFrom<typeof aircargoOptions> };
  carbondale: {
    view: CarbondaleView;
    move: MoveFrom<typeof carbondaleMoves>;
    options: OptionsFrom<typeof carbondaleOptions>;
  };
  'circuit-racer': {
    view: CircuitRacerView;
    move: MoveFrom<ReturnType<typeof circuitRacerMoves>>;
    options: OptionsFrom<typeof circuitRacerOptions>;
  };
  'coal-n-write': {
    view: CoalNWriteView;
    move: MoveFrom<typeof coalNWriteMoves>;
    options: OptionsFrom<typeof coalNWriteOptions>;
  };
  'goldmine-rumbles': {
    view: GoldmineView;
    move: MoveFrom<typeof goldmineMoves>;
    options: OptionsFrom<typeof goldmineOptions>;
  };
}

/** The id of a hosted game, as `GET /v1/rules` lists them. */
export type RulesId = keyof GameTypes;
/** What a seat (or a spectator) sees of a game of `R`. */
export type ViewOf<R extends RulesId> = GameTypes[R]['view'];
/** A move of a game of `R`. */
export type MoveOf<R extends RulesId> = GameTypes[R]['move'];
/** An entry of `legalMoves` of a game of `R`: a move plus its human `label`; it may be sent back as it is. */
export type LegalMoveOf<R extends RulesId> = MoveOf<R> & { readonly label: string };
/** The options a game of `R` takes at creation (all of them have defaults). */
export type OptionsOf<R extends RulesId> = Partial<GameTypes[R]['options']>;

/** Every hosted rules id, for pickers and for telling a known game from one this client predates. */
export const RULES_IDS: readonly RulesId[] = Object.freeze([
  'circuit-racer',
  'coal-n-write',
  'aircargo',
  'carbondale',
  'goldmine-rumbles',
]);
