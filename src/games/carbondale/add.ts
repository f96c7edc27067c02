/**
 * Adding a card to a network (spec §5 `add`): the whole move is checked when it is made (R10), and
 * placed when it resolves — at once for ♣/♠, after the challenge window for ♡/♢. Messages name only
 * the cards the player named or public network cards, never anything hidden.
 */
import type { RuleError } from '../../core/errors.js';
import { reject } from '../../core/errors.js';
import { ok, type Result } from '../../core/result.js';
import { cardName } from './cards.js';
import type { CardId, CarbondaleContent } from './content.js';
import { costOf, type Cost } from './costs.js';
import { cardAt, isSourcePosition, sameCell } from './geometry.js';
import type { AddMove, Cell } from './moves.js';
import { updatePlayer, without, type PlayerState } from './state.js';

const at = (c: Cell): string => `(${c[0]},${c[1]})`;

/** The cost of a legal add by a player with area `p`, or the first rule it breaks. */
export function checkAdd(content: CarbondaleContent, p: PlayerState, move: AddMove): Result<Cost, RuleError> {
  if (!p.hand.includes(move.card)) return reject('card-not-in-hand', `${move.card} is not in your hand`);
  const occupant = cardAt(p.network, move.cell);
  if (occupant !== undefined) return reject('cell-occupied', `${at(move.cell)} already holds ${cardName(occupant)}`);
  if (move.sources.length === 2 && sameCell(move.sources[0]!, move.sources[1]!))
    return reject('bad-source-position', 'the two sources must be different cells');
  const sources: CardId[] = [];
  for (const s of move.sources) {
    if (!isSourcePosition(move.cell, s))
      return reject('bad-source-position', `${at(s)} is not below, left or right of ${at(move.cell)}`);
    const source = cardAt(p.network, s);
    if (source === undefined) return reject('no-card-at-source', `no card at ${at(s)}`);
    sources.push(source);
  }
  const cost = costOf(content, sources, move.card);
  if (!cost.ok) return reject(cost.code, cost.message);
  return checkPayment(p, move, cost.cost);
}

/** R2: exactly the cost, from the cards left in hand after the played one. */
function checkPayment(p: PlayerState, move: AddMove, cost: Cost): Result<Cost, RuleError> {
  if (move.pay.includes(move.card)) return reject('pay-includes-played-card', `${move.card} is the card being added`);
  for (let i = 0; i < move.pay.length; i++) {
    const c = move.pay[i]!;
    if (!p.hand.includes(c) || move.pay.indexOf(c) !== i)
      return reject('pay-card-not-in-hand', `${c} is not in your hand (or is listed twice)`);
  }
  if (move.pay.length !== cost.cards) {
    return reject(
      'wrong-payment-count',
      `this addition costs ${cost.cards} card(s) and ${cost.draws} draw(s); ${move.pay.length} card(s) given`,
    );
  }
  return ok(cost);
}

/** The player's area once the add resolves: the card placed, the payment face-up. */
export function placeAdd(p: PlayerState, move: AddMove): PlayerState {
  return updatePlayer(p, {
    hand: without(p.hand, [move.card, ...move.pay]),
    network: [...p.network, { card: move.card, x: move.cell[0], y: move.cell[1] }],
    faceUp: move.pay.length === 0 ? p.faceUp : [...p.faceUp, ...move.pay],
  });
}
