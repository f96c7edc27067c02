/**
 * The rules as a function of content: each released version is `defineCoalNWrite(version, content)`,
 * so a retuned value is new content under a new version while old pairs keep replaying old tapes.
 */
import { coalNWriteView } from './view-schema.js';
import { moveLabel } from './move-label.js';
import type { GameDefinition } from '../../core/types.js';
import type { CoalNWriteContent } from './content.js';
import { evolveState } from './evolve.js';
import { legalMovesOf } from './legal-moves.js';
import { moveSchema, optionsSchema, type CoalNWriteMove, type CoalNWriteOptions } from './moves.js';
import { pendingOf } from './pending.js';
import { initialState, type CoalNWriteState } from './state.js';
import { validateMove } from './validate.js';
import { viewOf, type CoalNWriteView } from './view.js';

export type CoalNWriteDefinition = GameDefinition<CoalNWriteState, CoalNWriteMove, CoalNWriteOptions, CoalNWriteView>;

/**
 * @example
 * const v2 = defineCoalNWrite(2, { ...CONTENT_V1, stashSize: 35 });
 */
export function defineCoalNWrite(version: number, content: CoalNWriteContent): CoalNWriteDefinition {
  return Object.freeze({
    id: 'coal-n-write',
    version,
    title: "Coal n' Write",
    summary:
      'Roll & write mining by Stephen B. Thomas: everyone uses the same three dice at once to claim and dig caverns in four veins, ' +
      'visits Boom Town on pairs, and loads a burro each round past the bandits. Richest miner after six deliveries wins; solo fills the Ore Stash and earns a rank.',
    minPlayers: 1,
    maxPlayers: 6,
    optionsSchema,
    moveSchema,
    viewSchema: coalNWriteView,
    label: (state: CoalNWriteState, move: CoalNWriteMove) => moveLabel(content, state, move),
    setup: ({ players }: { readonly players: readonly unknown[] }) => initialState(content, players.length),
    pending: (state: CoalNWriteState) => pendingOf(content, state),
    dieSides: () => content.sides,
    validate: (state: CoalNWriteState, player: number, move: CoalNWriteMove) =>
      validateMove(content, state, player, move),
    evolve: (state: CoalNWriteState, event: Parameters<CoalNWriteDefinition['evolve']>[1]) =>
      evolveState(content, state, event),
    legalMoves: (state: CoalNWriteState, player: number) => legalMovesOf(content, state, player),
    view: (state: CoalNWriteState, viewer: number | null) => viewOf(content, state, viewer),
  });
}
