/**
 * The legal moves of the seat the table waits for, kept small by treating the two copies of a card as
 * the same choice (the first copy in hand is listed):
 *
 * - turn: every add (card × open cell × single source or same-suit pair of sources × distinct payment),
 *   and every distinct clean (any subset of the hand, the empty one included);
 * - challenge window: every challenge (card of the announced suit × fee) and `pass`;
 * - draw: the pile (when a card can come from it) and each distinct card of the opponent's face-up pile.
 *
 * Candidates are built from the same cost table `validate` uses, so every listed move is legal.
 */
import type { Seat } from '../../core/types.js';
import { card, isBuilder, suitOf } from './cards.js';
import type { CardId, CarbondaleContent } from './content.js';
import { costOf } from './costs.js';
import { canDrawFromPile } from './flow.js';
import { neighbourSources, openCells } from './geometry.js';
import type { AddMove, CarbondaleMove, Cell } from './moves.js';
import { opponentOf, player, without, type CarbondaleState, type Placed } from './state.js';
import { waitingSeat } from './validate.js';

export function legalMovesOf(
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

/** A card's name without its copy number (`7H1` and `7H2` are the same choice): what `cardName` tells apart, cheaper. */
const nameOf = (id: CardId): string => id.slice(0, -1);

/** The first copy of each distinct card (rank and suit), in the given order. */
export function distinct(cards: readonly CardId[]): CardId[] {
  const seen = new Set<string>();
  return cards.filter((c) => {
    const name = nameOf(c);
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  });
}

/**
 * Every distinct subset of `cards` of size `size` (or of any size when `size` is undefined), smaller
 * first, each in the order of `cards`. Two copies of a card are the same choice: of the subsets that
 * differ only by which copy they take, the one taking the earlier copy is listed (the first in bitmask
 * order), so a subset that takes a later copy without the earlier one is skipped.
 */
function subsets(cards: readonly CardId[], size?: number): CardId[][] {
  const n = cards.length;
  // For each later copy (its bit), the bit of the earlier copy of the same card.
  const later: number[] = [];
  const earlier: number[] = [];
  for (let j = 0; j < n; j++)
    for (let i = 0; i < j; i++)
      if (nameOf(cards[i]!) === nameOf(cards[j]!)) {
        later.push(1 << j);
        earlier.push(1 << i);
        break;
      }
  const bySize: CardId[][][] = Array.from({ length: n + 1 }, () => []);
  masks: for (let mask = 0; mask < 1 << n; mask++) {
    for (let d = 0; d < later.length; d++) if ((mask & later[d]!) !== 0 && (mask & earlier[d]!) === 0) continue masks;
    const pick: CardId[] = [];
    for (let i = 0; i < n; i++) if ((mask & (1 << i)) !== 0) pick.push(cards[i]!);
    if (size !== undefined && pick.length !== size) continue;
    bySize[pick.length]!.push(pick);
  }
  return bySize.flat(1);
}

/** Source choices for a cell: each builder neighbour alone, and each pair of same-suit builder neighbours. */
export function sourceChoices(network: readonly Placed[], cell: Cell): Placed[][] {
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
  // The payments for a card and a count do not depend on the cell: listed once per call.
  const payments = new Map<string, CardId[][]>();
  const paymentsFor = (c: CardId, count: number): CardId[][] => {
    const key = `${c}/${count}`;
    let found = payments.get(key);
    if (found === undefined) payments.set(key, (found = subsets(without(p.hand, [c]), count)));
    return found;
  };
  for (const cell of openCells(p.network)) {
    for (const sources of sourceChoices(p.network, cell)) {
      const sourceCards = sources.map((s) => s.card);
      const sourceCells = sources.map((s): Cell => [s.x, s.y]);
      for (const c of cards) {
        const cost = costOf(content, sourceCards, c);
        if (!cost.ok || cost.cost.cards > p.hand.length - 1) continue;
        for (const pay of paymentsFor(c, cost.cost.cards)) {
          out.push({ type: 'add', card: c, cell, sources: sourceCells, pay });
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
