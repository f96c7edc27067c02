/**
 * The rules as a function of content: each released version is `defineCircuitRacer(version, content)`,
 * so a retuned value is new content under a new version while the old pair keeps replaying old tapes.
 */
import { circuitRacerView } from './view-schema.js';
import { moveLabel } from './move-label.js';
import type { GameDefinition } from '../../core/types.js';
import type { CircuitRacerContent } from './content.js';
import { evolveState } from './evolve.js';
import { labelledMovesJsonOf } from './labelled-moves-json.js';
import { legalMovesOf } from './legal-moves.js';
import { listedMovesOf } from './listed-moves.js';
import { makeMoveSchema, optionsSchema, type CircuitRacerMove, type CircuitRacerOptions } from './moves.js';
import { pendingOf } from './pending.js';
import { initialState, type CircuitRacerState } from './state.js';
import { validateMove } from './validate.js';
import { viewOf, type CircuitRacerView } from './view.js';

export type CircuitRacerDefinition = GameDefinition<
  CircuitRacerState,
  CircuitRacerMove,
  CircuitRacerOptions,
  CircuitRacerView
>;

/**
 * @example
 * const v2 = defineCircuitRacer(2, { ...CONTENT_V1, timeBoxes: 13 });
 */
export function defineCircuitRacer(version: number, content: CircuitRacerContent): CircuitRacerDefinition {
  const listed = listedMovesOf(content);
  return Object.freeze({
    id: 'circuit-racer',
    version,
    title: 'Circuit Racer',
    summary:
      'Solitaire roll & write racing by Screenotes: race four circuits, shifting one gear a turn and moving one space per die below your gear; ' +
      'jumping over a section costs damage equal to your gear. Lowest total Place wins.',
    minPlayers: 1,
    maxPlayers: 1,
    optionsSchema,
    moveSchema: makeMoveSchema(content),
    viewSchema: circuitRacerView,
    label: (state: CircuitRacerState, move: CircuitRacerMove) => moveLabel(state, move),
    setup: () => initialState(content),
    pending: (state: CircuitRacerState) => pendingOf(content, state),
    dieSides: () => content.sides,
    validate: (state: CircuitRacerState, player: number, move: CircuitRacerMove) =>
      validateMove(content, state, player, move),
    evolve: (state: CircuitRacerState, event: Parameters<CircuitRacerDefinition['evolve']>[1]) =>
      evolveState(content, state, event),
    legalMoves: legalMovesOf(content, listed),
    labelledMovesJson: labelledMovesJsonOf(content.dice, listed),
    view: (state: CircuitRacerState, viewer: number | null) => viewOf(content, state, viewer),
  });
}
