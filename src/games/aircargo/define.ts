/**
 * The rules as a function of content: each released version is `defineAircargo(version, content)`,
 * so a retuned value is new content under a new version while the old pair keeps replaying old tapes.
 * The map's geometry is compiled once per definition, on first use.
 */
import { aircargoView } from './view-schema.js';
import { moveLabel } from './move-label.js';
import type { GameDefinition } from '../../core/types.js';
import type { AircargoContent } from './content.js';
import { evolveState } from './evolve.js';
import { legalMovesOf } from './legal-moves.js';
import { lazyBoard, type Board } from './map.js';
import { moveSchema, optionsSchema, type AircargoMove, type AircargoOptions } from './moves.js';
import { DIE_SIDES, pendingOf } from './pending.js';
import { initialState, type AircargoState } from './state.js';
import { validateMove } from './validate.js';
import { viewOf, type AircargoView } from './view.js';

export type AircargoDefinition = GameDefinition<AircargoState, AircargoMove, AircargoOptions, AircargoView> & {
  /** The content and compiled map these rules read (for bots and tools; never mutated). */
  readonly board: Board;
};

/**
 * @example
 * const v2 = defineAircargo(2, { ...CONTENT_V1, maxLeg: 320 });
 */
export function defineAircargo(version: number, content: AircargoContent): AircargoDefinition {
  const board: Board = lazyBoard(content);
  return Object.freeze({
    id: 'aircargo',
    version,
    title: 'AirCargo',
    summary:
      'Solitaire roll & write by Oystein Eker: plan cargo and airports with 2d6, then fly straight legs between radio beacons over the western USA ' +
      'while the weather worsens. Every mountain crossed and every landing is a hazard check (2d6 + weather + hazard + cargo class ≤ 12); crash and the day is lost. ' +
      '40 points win, 43 Silver Wing, 45 Gold Wing.',
    minPlayers: 1,
    maxPlayers: 1,
    optionsSchema,
    moveSchema,
    viewSchema: aircargoView,
    label: (_state: AircargoState, move: AircargoMove) => moveLabel(move),
    board,
    setup: () => initialState(content),
    pending: (state: AircargoState) => pendingOf(content, state),
    dieSides: () => DIE_SIDES,
    validate: (state: AircargoState, player: number, move: AircargoMove) => validateMove(board, state, player, move),
    evolve: (state: AircargoState, event: Parameters<GameDefinition<AircargoState, AircargoMove>['evolve']>[1]) =>
      evolveState(board, state, event),
    legalMoves: (state: AircargoState, player: number) => legalMovesOf(board, state, player),
    view: (state: AircargoState, viewer: number | null) => viewOf(board, state, viewer),
  });
}
