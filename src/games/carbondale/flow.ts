/**
 * The turn's course (spec §4): an add resolves (goal check first), the active player draws back up to
 * the turn's target, and the turn passes — or the game ends by stalemate (R6). Every function takes and
 * returns whole states, so `evolve` reads as a list of steps.
 */
import type { Seat } from '../../core/types.js';
import { placeAdd } from './add.js';
import { canonical } from './cards.js';
import type { CardId, CarbondaleContent } from './content.js';
import { costOf } from './costs.js';
import { cardAt } from './geometry.js';
import type { AddMove } from './moves.js';
import { meetsGoal, sumsOf } from './score.js';
import { opponentOf, player, update, updatePlayer, withPlayer, type CarbondaleState } from './state.js';

/** The cards a new draw pile is formed from (R5): the next spare pile plus every discard pile of both players. */
export function reformCards(state: CarbondaleState): CardId[] {
  const out: CardId[] = [...(state.spares[0] ?? [])];
  for (const p of state.players) out.push(...p.faceUp, ...p.faceDown);
  return canonical(out);
}

/** How many cards `reformCards` would gather, without gathering them. */
export function reformCount(state: CarbondaleState): number {
  let n = state.spares[0]?.length ?? 0;
  for (const p of state.players) n += p.faceUp.length + p.faceDown.length;
  return n;
}

/** Whether a pile draw can happen: from the pile, or from a new pile formed now. */
export function canDrawFromPile(state: CarbondaleState): boolean {
  return state.drawPile.length > 0 || reformCount(state) > 0;
}

/** Turn `seat` starts: add or clean, then draw back up to the hand size. */
export function startTurn(content: CarbondaleContent, state: CarbondaleState, seat: Seat): CarbondaleState {
  return update(state, {
    phase: 'turn',
    active: seat,
    turn: state.turn + 1,
    target: content.handSize,
    added: false,
    commit: null,
  });
}

/** The turn is over: count it towards a stalemate (R6) or pass to the opponent. */
export function endTurn(content: CarbondaleContent, state: CarbondaleState): CarbondaleState {
  const idleTurns = state.added ? 0 : state.idleTurns + 1;
  if (idleTurns >= content.stalemateTurns)
    return update(state, { phase: 'over', end: 'stalemate', idleTurns, commit: null });
  return startTurn(content, update(state, { idleTurns }), opponentOf(state.active));
}

/**
 * Drawing goes on while the hand is below the target and a card can be had; otherwise the turn ends
 * (a short hand when no card is left anywhere, spec §4). The opponent's face-up pile is part of what a
 * new pile is formed from, so an impossible pile draw means nothing to draw at all.
 */
export function continueDraw(content: CarbondaleContent, state: CarbondaleState): CarbondaleState {
  const hand = player(state, state.active).hand.length;
  if (hand >= state.target || !canDrawFromPile(state)) return endTurn(content, state);
  return state.phase === 'draw' ? state : update(state, { phase: 'draw' });
}

/** The active player takes the top card of the draw pile (which is not empty). */
export function drawTop(content: CarbondaleContent, state: CarbondaleState): CarbondaleState {
  const top = state.drawPile[0]!;
  const s = update(state, { drawPile: state.drawPile.slice(1) });
  return continueDraw(
    content,
    withPlayer(s, state.active, (p) => updatePlayer(p, { hand: [...p.hand, top] })),
  );
}

/** A new draw pile from the shuffle of `reformCards` (R5), then the draw that asked for it. */
export function formPile(
  content: CarbondaleContent,
  state: CarbondaleState,
  order: readonly number[],
): CarbondaleState {
  const cards = reformCards(state);
  const pile = order.map((i) => cards[i]!);
  const emptied = state.players.map((p) => updatePlayer(p, { faceUp: [], faceDown: [] }));
  const s = update(state, {
    drawPile: pile,
    spares: state.spares.slice(1),
    players: emptied,
    reshuffles: state.reshuffles + 1,
    phase: 'draw',
  });
  return drawTop(content, s);
}

/**
 * An add resolves (unchallenged, or the challenge failed): the card is placed and paid for, the goal is
 * checked at once (spec §6), and otherwise the player draws back up to handSize − draws paid.
 */
export function resolveAdd(content: CarbondaleContent, state: CarbondaleState, move: AddMove): CarbondaleState {
  const seat = state.active;
  const network = player(state, seat).network;
  const sources = move.sources.map((s) => cardAt(network, s)).filter((c) => c !== undefined);
  const cost = costOf(content, sources, move.card);
  if (!cost.ok) return state; // unreachable: the add was validated when it was made and nothing changed since
  const placed = withPlayer(state, seat, (p) => placeAdd(p, move));
  if (meetsGoal(content, sumsOf(player(placed, seat).network))) {
    return update(placed, { phase: 'over', end: 'goal', winner: seat, commit: null, added: true });
  }
  return continueDraw(
    content,
    update(placed, { commit: null, added: true, target: content.handSize - cost.cost.draws }),
  );
}
