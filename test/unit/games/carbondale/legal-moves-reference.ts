/**
 * Carbondale's legal moves as they were listed before the fast path (`src/games/carbondale/legal-moves.ts`,
 * one bitmask per subset with a sorted-name key to drop copies): kept as the reference the fast path
 * is checked against over many random states (legal-moves-fast.test.ts).
 */
import type { Seat } from '../../../../src/core/types.js';
import { card, cardName, isBuilder, suitOf } from '../../../../src/games/carbondale/cards.js';
import type { CardId, CarbondaleContent } from '../../../../src/games/carbondale/content.js';
import { costOf } from '../../../../src/games/carbondale/costs.js';
import { canDrawFromPile } from '../../../../src/games/carbondale/flow.js';
import { neighbourSources, openCells } from '../../../../src/games/carbondale/geometry.js';
import type { AddMove, CarbondaleMove, Cell } from '../../../../src/games/carbondale/moves.js';
import {
  opponentOf,
  player,
  without,
  type CarbondaleState,
  type Placed,
} from '../../../../src/games/carbondale/state.js';
import { waitingSeat } from '../../../../src/games/carbondale/validate.js';

export function referenceLegalMoves(
  content: CarbondaleContent,
  state: CarbondaleState,
  seat: Seat,
): readonly CarbondaleMove[] {
  if (state.phase !== 'turn' && state.phase !== 'challenge' && state.phase !== 'draw') return [];
  if (seat !== waitingSeat(state)) return [];
  const hand = player(state, seat).hand;
  switch (state.phase) {
    case 'turn':
      return [
        ...addsOf(content, state, seat),
        ...subsets(hand).map((cards): CarbondaleMove => ({ type: 'clean', cards })),
      ];
    case 'challenge':
      return [...challengesOf(hand, suitOf(state.commit!.card)), { type: 'pass' }];
    case 'draw': {
      const pile: CarbondaleMove[] = canDrawFromPile(state) ? [{ type: 'draw', from: 'pile' }] : [];
      const faceUp = distinct(player(state, opponentOf(seat)).faceUp).map((c): CarbondaleMove => ({
        type: 'draw',
        from: 'faceUp',
        card: c,
      }));
      return [...pile, ...faceUp];
    }
  }
}

/** The first copy of each distinct card (rank and suit), in the given order. */
function distinct(cards: readonly CardId[]): CardId[] {
  const seen = new Set<string>();
  return cards.filter((c) => {
    const name = cardName(c);
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

/** Every distinct subset of `cards` of size `size` (or of any size when `size` is undefined), smaller first. */
function subsets(cards: readonly CardId[], size?: number): CardId[][] {
  const out = new Map<string, CardId[]>();
  for (let mask = 0; mask < 1 << cards.length; mask++) {
    const pick = cards.filter((_, i) => (mask & (1 << i)) !== 0);
    if (size !== undefined && pick.length !== size) continue;
    const key = pick.map(cardName).sort().join(',');
    if (!out.has(key)) out.set(key, pick);
  }
  return [...out.values()].sort((a, b) => a.length - b.length);
}

/** Source choices for a cell: each builder neighbour alone, and each pair of same-suit builder neighbours. */
function sourceChoices(network: readonly Placed[], cell: Cell): Placed[][] {
  const builders = neighbourSources(network, cell).filter((p) => isBuilder(suitOf(p.card)));
  const out: Placed[][] = builders.map((b) => [b]);
  for (let i = 0; i < builders.length; i++)
    for (let j = i + 1; j < builders.length; j++)
      if (suitOf(builders[i]!.card) === suitOf(builders[j]!.card)) out.push([builders[i]!, builders[j]!]);
  return out;
}

function addsOf(content: CarbondaleContent, state: CarbondaleState, seat: Seat): AddMove[] {
  const p = player(state, seat);
  const out: AddMove[] = [];
  const cards = distinct(p.hand);
  for (const cell of openCells(p.network)) {
    for (const sources of sourceChoices(p.network, cell)) {
      for (const c of cards) {
        const cost = costOf(
          content,
          sources.map((s) => s.card),
          c,
        );
        if (!cost.ok || cost.cost.cards > p.hand.length - 1) continue;
        for (const pay of subsets(without(p.hand, [c]), cost.cost.cards)) {
          out.push({ type: 'add', card: c, cell, sources: sources.map((s): Cell => [s.x, s.y]), pay });
        }
      }
    }
  }
  return out;
}

function challengesOf(hand: readonly CardId[], suit: string): CarbondaleMove[] {
  if (hand.length < 2) return [];
  const out: CarbondaleMove[] = [];
  for (const c of distinct(hand.filter((h) => card(h).suit === suit))) {
    for (const fee of distinct(without(hand, [c]))) out.push({ type: 'challenge', card: c, fee });
  }
  return out;
}
