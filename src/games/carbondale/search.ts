/**
 * How Carbondale's search bots imagine games (`withBotsAndSearch`'s options): played by the cheap
 * rollout bot (rollout.ts) for a few moves, then scored by each network's outlook (leaf-eval.ts).
 * Whole games of the rollout bot's poor play (it wins 2 of 100 against `default`) told moves apart
 * worse than a short look ahead and an estimate: search-3 went from 50% to 70% of 20 ladder seeds.
 */
import type { SearchOptions } from '../../core/search/search-bots.js';
import type { CarbondaleContent } from './content.js';
import { leafValues } from './leaf-eval.js';
import { carbondaleRollout } from './rollout.js';
import type { CarbondaleState } from './state.js';

/** Moves played after the searched line before the position is scored (a turn is 2–3 moves: add, challenge window, draw). */
const CUTOFF_MOVES = 20;

export function carbondaleSearch(content: CarbondaleContent): SearchOptions {
  return {
    rollout: carbondaleRollout(content) as NonNullable<SearchOptions['rollout']>,
    cutoff: { moves: CUTOFF_MOVES, evaluate: (state) => leafValues(content, state as CarbondaleState) },
  };
}
