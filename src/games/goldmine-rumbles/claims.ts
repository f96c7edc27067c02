/**
 * The claim store and claim items (spec §4.5 steps 1–3): buying a claim, sliding and refilling the
 * store (also for a Flask refresh), Papa Clayton following the pile's top, and taking a row's items.
 */
import type { Seat } from '../../core/types.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import { activeSeat } from './activity.js';
import { COLUMN_IDS, type ColumnId, type ItemId } from './content-ids.js';
import type { GoldmineContent } from './content-types.js';
import { claimOf } from './content-lookup.js';
import { claimPrice } from './economy.js';
import { discard, holds, takeFromSupply } from './inventory.js';
import type { TakeItemsMove } from './move-types.js';
import {
  update,
  updatePlayer,
  updateTurn,
  withPlayer,
  withTurn,
  type GoldmineState,
  type PlayerState,
} from './state.js';

/**
 * The store without the claims in `removed` slots: the rest slide left, then pile claims fill the
 * empty slots left to right; Papa Clayton moves to the new top's site (R22, R32).
 */
export function refillStore(content: GoldmineContent, state: GoldmineState, removed: readonly number[]): GoldmineState {
  const kept = state.store.filter((c, i) => c !== 0 && !removed.includes(i + 1));
  const slots = content.storePrices.length;
  const drawn = state.pile.slice(0, Math.max(0, slots - kept.length));
  const pile = state.pile.slice(drawn.length);
  const store = [...kept, ...drawn];
  while (store.length < slots) store.push(0);
  return update(state, { store, pile, papa: pile.length > 0 && drawn.length > 0 ? `s${pile[0]}` : state.papa });
}

export function checkBuyClaim(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  slot: number,
): RuleError | null {
  const turn = state.turn;
  if (turn === null || turn.seat !== seat || activeSeat(state) !== seat)
    return ruleError('not-active', 'only the player whose turn it is may buy a claim');
  if (turn.main !== 'none' || turn.step !== 'free') return ruleError('main-action-taken', 'one main action per turn');
  if (!Number.isInteger(slot) || slot < 1 || slot > content.storePrices.length)
    return ruleError('bad-move', 'slot is 1..5');
  if ((state.store[slot - 1] ?? 0) === 0) return ruleError('empty-slot', `store slot ${slot} is empty`);
  const p = state.players[seat - 1]!;
  const price = claimPrice(content, p, slot);
  return p.gold >= price ? null : ruleError('not-enough-gold', `the claim costs ${price} gn`);
}

export function applyBuyClaim(content: GoldmineContent, state: GoldmineState, seat: Seat, slot: number): GoldmineState {
  const claim = state.store[slot - 1]!;
  const price = claimPrice(content, state.players[seat - 1]!, slot);
  const paid = withPlayer(state, seat, (p) => updatePlayer(p, { gold: p.gold - price, claims: [...p.claims, claim] }));
  return withTurn(refillStore(content, paid, [slot]), (t) => updateTurn(t, { main: 'claim', step: 'travel', claim }));
}

/** The rows' state for `seat`: whether it may take items now (owner while travelling, partner before taking). */
function takerError(state: GoldmineState, seat: Seat): RuleError | null {
  const turn = state.turn;
  if (turn === null || activeSeat(state) !== seat)
    return ruleError('not-active', 'only the active player may take claim items');
  if (seat === turn.seat) {
    if (turn.claim === 0) return ruleError('bad-move', 'no claim bought this turn');
    return turn.step === 'travel' ? null : ruleError('items-already-taken', 'the claim items are taken');
  }
  return turn.partnerTook ? ruleError('items-already-taken', 'the partner row is taken') : null;
}

/** Whether a cube may go on `column` now (space left; Notebooks need the gold they hide, R21). */
export function cubeError(content: GoldmineContent, p: PlayerState, column: ColumnId, extraGold = 0): RuleError | null {
  if (p.cubes[column] >= content.columns[column].capacity) return ruleError('column-full', `${column} is full`);
  if (column === 'notebooks' && p.gold + extraGold < content.notebookGold)
    return ruleError('not-enough-gold', `a Notebooks cube hides ${content.notebookGold} gn`);
  return null;
}

export const openColumns = (content: GoldmineContent, p: PlayerState): ColumnId[] =>
  COLUMN_IDS.filter((c) => cubeError(content, p, c) === null);

/** How many of `row`'s distinct items the supply can give (after a used Matchstick returns). */
export function availableInRow(state: GoldmineState, items: readonly ItemId[], matchstick: boolean): ItemId[] {
  return items.filter((i) => state.supply[i] + (matchstick && i === 'matchstick' ? 1 : 0) > 0);
}

export function checkTakeItems(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  move: TakeItemsMove,
): RuleError | null {
  const taker = takerError(state, seat);
  if (taker !== null) return taker;
  const turn = state.turn!;
  const p = state.players[seat - 1]!;
  if (p.point !== `s${turn.claim}`) return ruleError('not-at-claim', `go to site ${turn.claim} first`);
  if (seat !== turn.seat && move.row === turn.ownerRow)
    return ruleError('row-taken', `the owner took the ${move.row} row`);
  const matchstick = move.matchstick === true;
  if (matchstick && !holds(p, 'matchstick')) return ruleError('no-matchstick', 'no Matchstick');
  const claim = claimOf(content, turn.claim);
  const row = claim[move.row];
  if (new Set(move.items).size !== move.items.length) return ruleError('bad-move', 'items are distinct');
  if (move.items.some((i) => !row.includes(i)))
    return ruleError('item-not-in-row', `the ${move.row} row holds ${row.join(', ')}`);
  const available = availableInRow(state, row, matchstick);
  if (move.items.some((i) => !available.includes(i)))
    return ruleError('item-not-available', 'the supply has none of that item left');
  const want = Math.min(matchstick ? 3 : 2, available.length);
  if (move.items.length !== want) return ruleError('wrong-item-count', `take ${want} item(s) from the row`);
  return cubeChoiceError(content, p, claim.cube === move.row, move.cubeColumn);
}

function cubeChoiceError(
  content: GoldmineContent,
  p: PlayerState,
  hasCube: boolean,
  column: ColumnId | undefined,
): RuleError | null {
  if (!hasCube) return column === undefined ? null : ruleError('bad-move', 'this row shows no cube');
  if (column === undefined)
    return openColumns(content, p).length === 0
      ? null
      : ruleError('bad-move', 'the row shows a cube: choose cubeColumn');
  return cubeError(content, p, column);
}

export function applyTakeItems(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  move: TakeItemsMove,
): GoldmineState {
  const turn = state.turn!;
  let s = move.matchstick === true ? discard(state, seat, 'matchstick') : state;
  for (const item of move.items) s = takeFromSupply(s, seat, item);
  if (move.cubeColumn !== undefined) s = addCube(content, s, seat, move.cubeColumn);
  return withTurn(s, (t) =>
    seat === turn.seat ? updateTurn(t, { step: 'atClaim', ownerRow: move.row }) : updateTurn(t, { partnerTook: true }),
  );
}

/** One cube on `column` at once (a claim's cube icon); a Notebooks cube hides 5 gn. */
export function addCube(content: GoldmineContent, state: GoldmineState, seat: Seat, column: ColumnId): GoldmineState {
  return withPlayer(state, seat, (p) =>
    updatePlayer(p, {
      cubes: { ...p.cubes, [column]: p.cubes[column] + 1 },
      gold: column === 'notebooks' ? p.gold - content.notebookGold : p.gold,
    }),
  );
}
