/**
 * Setup (spec §3): the first-player roll, the draw-pile shuffle, one shuffle per spare group (each split
 * into equal piles), then five cards each from the top of the pile, first player first, alternately.
 */
import type { Seat } from '../../core/types.js';
import { cardsOfRanks, drawPileCards } from './cards.js';
import type { CardId, CarbondaleContent } from './content.js';
import { startTurn } from './flow.js';
import { opponentOf, update, updatePlayer, type CarbondaleState } from './state.js';

export const FIRST_LABEL = 'setup.first';
/** The only die Carbondale rolls: who starts (`FIRST_LABEL`). */
export const FIRST_SIDES = 2;
export const DRAW_LABEL = 'setup.draw';
export const reshuffleLabel = (k: number): string => `reshuffle${k}`;

/** The spare group whose shuffle comes next, judged by how many spare piles exist already. */
export function nextSpareGroup(
  content: CarbondaleContent,
  state: CarbondaleState,
): CarbondaleContent['spareGroups'][number] | undefined {
  let formed = state.spares.length;
  for (const group of content.spareGroups) {
    if (formed < group.piles) return group;
    formed -= group.piles;
  }
  return undefined;
}

/** The cards a setup shuffle permutes, in canonical order. */
export function setupShuffleCards(content: CarbondaleContent, state: CarbondaleState): readonly CardId[] {
  if (state.phase === 'setupDraw') return drawPileCards(content);
  const group = nextSpareGroup(content, state);
  return group === undefined ? [] : cardsOfRanks(group.ranks);
}

export function applyFirstRoll(state: CarbondaleState, values: readonly number[]): CarbondaleState {
  const first = values[0];
  if (first !== 1 && first !== 2) return state;
  return update(state, { phase: 'setupDraw', first, active: first });
}

/** A setup shuffle: the draw pile, or the next spare group split into its piles; the deal follows the last one. */
export function applySetupShuffle(
  content: CarbondaleContent,
  state: CarbondaleState,
  order: readonly number[],
): CarbondaleState {
  const cards = setupShuffleCards(content, state);
  const shuffled = order.map((i) => cards[i]!);
  if (state.phase === 'setupDraw') return update(state, { phase: 'setupSpares', drawPile: shuffled });
  const group = nextSpareGroup(content, state)!;
  const size = shuffled.length / group.piles;
  const piles = Array.from({ length: group.piles }, (_, i) => shuffled.slice(i * size, (i + 1) * size));
  const s = update(state, { spares: [...state.spares, ...piles] });
  if (nextSpareGroup(content, s) !== undefined) return s;
  return deal(content, update(s, { spares: content.spareOrder.map((i) => s.spares[i]!) }));
}

/** Five cards each from the top, first player first, alternately; then the first turn. */
function deal(content: CarbondaleContent, state: CarbondaleState): CarbondaleState {
  const hands: CardId[][] = [[], []];
  const order: Seat[] = [state.first, opponentOf(state.first)];
  for (let i = 0; i < 2 * content.handSize; i++) hands[order[i % 2]! - 1]!.push(state.drawPile[i]!);
  const players = state.players.map((p, i) => updatePlayer(p, { hand: hands[i]! }));
  return startTurn(
    content,
    update(state, { players, drawPile: state.drawPile.slice(2 * content.handSize) }),
    state.first,
  );
}
