/**
 * What a Coal n' Write seat can guess of the hidden state for a search: the undrawn Boom Town cards
 * in a random order (their set is every card not yet face up; only the order is hidden).
 */
import { redealt } from '../../core/search/determinize.js';
import type { Seat } from '../../core/types.js';
import type { CoalNWriteState } from './state.js';

export const determinize = (state: CoalNWriteState, _seat: Seat, random: () => number): CoalNWriteState => ({
  ...state,
  deck: redealt(state.deck, random),
});
