/**
 * The rules as a function of content: each released version is `defineCarbondale(version, content)`,
 * so a retuned value is new content under a new version while old pairs keep replaying old tapes.
 */
import { carbondaleView } from './view-schema.js';
import { moveLabel } from './move-label.js';
import type { GameDefinition } from '../../core/types.js';
import type { CarbondaleContent } from './content.js';
import { evolveState } from './evolve.js';
import { legalMovesOf } from './legal-moves.js';
import { moveSchema, optionsSchema, type CarbondaleMove, type CarbondaleOptions } from './moves.js';
import { pendingOf } from './pending.js';
import { FIRST_SIDES } from './setup.js';
import { eventVisible, redactEvent } from './redact.js';
import { initialState, type CarbondaleState } from './state.js';
import { validateMove } from './validate.js';
import { viewOf, type CarbondaleView } from './view.js';

export type CarbondaleDefinition = GameDefinition<
  CarbondaleState,
  CarbondaleMove,
  CarbondaleOptions,
  CarbondaleView
> & {
  /** The content these rules read (for bots and tools; never mutated). */
  readonly content: CarbondaleContent;
};
type Event = Parameters<CarbondaleDefinition['evolve']>[1];

/**
 * @example
 * const v2 = defineCarbondale(2, { ...CONTENT_V1, stalemateTurns: 10 });
 */
export function defineCarbondale(version: number, content: CarbondaleContent): CarbondaleDefinition {
  return Object.freeze({
    id: 'carbondale',
    version,
    title: 'Carbondale',
    summary:
      'Two-player card game from the Carbondale draft: build a network of playing cards upwards and sideways from two starting cards. ' +
      '♣ and ♠ are builders; ♡ (love) grows from ♣ and ♢ (money) from ♠, each addition paid in cards and forfeited draws. ' +
      (content.challengeable.length === 4
        ? 'Announce the suit of every addition; your opponent may challenge it with a higher card of that suit. '
        : 'Announce a ♡ or ♢ and your opponent may challenge it with a higher card of the suit. ') +
      'First to ♡45 and ♢25 (or ♢45 and ♡25) wins at once.',
    minPlayers: 2,
    maxPlayers: 2,
    optionsSchema,
    moveSchema,
    viewSchema: carbondaleView,
    // Only the active player draws, so it is the one whose opponent's face-up pile a draw names.
    label: (state: CarbondaleState, move: CarbondaleMove) => moveLabel(move, state.active),
    content,
    setup: () => initialState(content),
    pending: (state: CarbondaleState) => pendingOf(content, state),
    dieSides: () => FIRST_SIDES,
    validate: (state: CarbondaleState, player: number, move: CarbondaleMove) =>
      validateMove(content, state, player, move),
    evolve: (state: CarbondaleState, event: Event) => evolveState(content, state, event),
    legalMoves: (state: CarbondaleState, player: number) => legalMovesOf(content, state, player),
    view: (state: CarbondaleState, viewer: number | null) => viewOf(content, state, viewer),
    eventVisible: (event: Event, viewer: number | null) => eventVisible(content, event, viewer),
    redactEvent: (event: Event, viewer: number | null) => redactEvent(event, viewer),
  });
}
