/**
 * The rules as a function of content: each released version is `defineGoldmineRumbles(version,
 * content)`, so a retuned (R) value is new content under a new version while old pairs keep
 * replaying old tapes.
 */
import { goldmineView } from './view-schema.js';
import { moveLabel } from './move-label.js';
import type { GameDefinition, GameEvent } from '../../core/types.js';
import type { GoldmineContent } from './content-types.js';
import { evolveState } from './evolve.js';
import { legalMovesOf } from './legal-moves.js';
import type { GoldmineMove } from './move-types.js';
import { moveSchema } from './moves.js';
import { optionsSchema, type GoldmineOptions } from './options.js';
import { dieSidesOf } from './labels.js';
import { pendingOf } from './pending.js';
import { eventVisible } from './redact.js';
import { initialState, type GoldmineState } from './state.js';
import { validateMove } from './validate.js';
import { viewOf, type GoldmineView } from './view.js';

export type GoldmineDefinition = GameDefinition<GoldmineState, GoldmineMove, GoldmineOptions, GoldmineView> & {
  /** The content these rules read (for bots and tools; never mutated). */
  readonly content: GoldmineContent;
};

/**
 * @example
 * const v2 = defineGoldmineRumbles(2, { ...CONTENT_V1, papa: { ...CONTENT_V1.papa, gold: 40 } });
 */
export function defineGoldmineRumbles(version: number, content: GoldmineContent): GoldmineDefinition {
  return Object.freeze({
    id: 'goldmine-rumbles',
    version,
    title: 'Goldmine Rumbles',
    summary:
      'A 3–4 player board game by Simon Powell: miners in a collapsing Californian goldmine of rotatable, two-sided tiles buy claims and mine them ' +
      'alone or with a bidding partner, rob Papa Clayton or each other in 1d6 duels, dynamite and burrow through the tunnels, and upgrade a ten-column dashboard. ' +
      'Each phase a Goldmine Rumbles tile sets the turn order and collapses a tile. Most gold after end scoring (Notebooks, Black Marks, tokens, missions) wins.',
    minPlayers: 3,
    maxPlayers: 4,
    optionsSchema,
    moveSchema,
    viewSchema: goldmineView,
    label: (_state: GoldmineState, move: GoldmineMove) => moveLabel(move),
    content,
    setup: ({ players, options }: { readonly players: readonly unknown[]; readonly options: GoldmineOptions }) =>
      initialState(content, players.length, options?.length ?? 'short'),
    pending: (state: GoldmineState) => pendingOf(content, state),
    dieSides: dieSidesOf,
    validate: (state: GoldmineState, player: number, move: GoldmineMove) => validateMove(content, state, player, move),
    evolve: (state: GoldmineState, event: GameEvent<GoldmineMove>) => evolveState(content, state, event),
    legalMoves: (state: GoldmineState, player: number) => legalMovesOf(content, state, player),
    view: (state: GoldmineState, viewer: number | null) => viewOf(content, state, viewer),
    eventVisible,
  }) as GoldmineDefinition;
}
