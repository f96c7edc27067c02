/**
 * Mining after the items are taken (spec §4.5 steps 4–11): bids and the partner, the yield roll and
 * each miner's pick, the hazard die, the fee-or-fight choice and the wind-down.
 */
import type { Seat } from '../../core/types.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import type { GoldmineContent } from './content-types.js';
import { claimOf } from './content-lookup.js';
import { safePassageFee } from './economy.js';
import { finishTurn } from './flow.js';
import { addInjuries, addPoison, caveInInjuries, level, tokenPenalty } from './health.js';
import { discard, holds } from './inventory.js';
import { siteNumber } from './board.js';
import type { TakeYieldMove } from './move-types.js';
import {
  NO_SEATS,
  updatePlayer,
  updateTurn,
  withPlayer,
  withTurn,
  type GoldmineState,
  type TurnState,
} from './state.js';

const ownerIn = (state: GoldmineState, seat: Seat, ...steps: TurnState['step'][]): boolean =>
  state.turn !== null && state.turn.seat === seat && steps.includes(state.turn.step);

export function checkInviteBids(state: GoldmineState, seat: Seat): RuleError | null {
  if (ownerIn(state, seat, 'atClaim')) return null;
  return ownerIn(state, seat, 'travel')
    ? ruleError('items-not-taken', 'take the claim items first')
    : ruleError('not-active', 'bids are invited by the claim owner after taking items');
}

export function checkMineAlone(state: GoldmineState, seat: Seat): RuleError | null {
  return ownerIn(state, seat, 'accepting') ? null : checkInviteBids(state, seat);
}

/** The other players, starting at the owner's left (the next seat), in seat order (spec §4.5 step 5). */
export function biddersFor(state: GoldmineState, owner: Seat): Seat[] {
  const n = state.players.length;
  return Array.from({ length: n - 1 }, (_, i) => ((owner + i) % n) + 1);
}

export const applyInviteBids = (state: GoldmineState): GoldmineState =>
  withTurn(state, (t) => updateTurn(t, { step: 'bidding', bidders: biddersFor(state, t.seat), bids: [] }));

export const applyMineAlone = (state: GoldmineState): GoldmineState =>
  withTurn(state, (t) => updateTurn(t, { step: 'ready' }));

export function checkBid(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  amount: number | null,
): RuleError | null {
  const turn = state.turn;
  if (turn === null || turn.step !== 'bidding' || turn.bidders[0] !== seat)
    return ruleError('not-active', 'not your turn to bid');
  if (amount === null) return null;
  if (!content.bidSquares.includes(amount))
    return ruleError('bad-move', `bid squares are ${content.bidSquares.join(', ')} gn`);
  if (turn.bids.some((b) => b.amount === amount)) return ruleError('square-taken', `the ${amount} gn square is taken`);
  return state.players[seat - 1]!.gold >= amount
    ? null
    : ruleError('not-enough-gold', `a ${amount} gn bid needs ${amount} gn`);
}

/** A bid (or a pass, `amount` null); after the last bidder the owner chooses. */
export function applyBid(state: GoldmineState, seat: Seat, amount: number | null): GoldmineState {
  return withTurn(state, (t) => {
    const bids = amount === null ? t.bids : [...t.bids, { seat, amount }];
    const bidders = t.bidders.slice(1);
    return updateTurn(t, { bids, bidders, step: bidders.length === 0 ? 'accepting' : 'bidding' });
  });
}

export function checkAcceptBid(state: GoldmineState, seat: Seat, player: number): RuleError | null {
  if (!ownerIn(state, seat, 'accepting')) return ruleError('not-active', 'the owner accepts a bid after bidding');
  return state.turn!.bids.some((b) => b.seat === player)
    ? null
    : ruleError('no-such-bid', `seat ${player} did not bid`);
}

/** The partner pays the bid to the owner and becomes active (spec §4.5 step 7). */
export function applyAcceptBid(state: GoldmineState, player: Seat): GoldmineState {
  const turn = state.turn!;
  const amount = turn.bids.find((b) => b.seat === player)!.amount;
  let s = withPlayer(state, player, (p) => updatePlayer(p, { gold: p.gold - amount, lastPos: 0 }));
  s = withPlayer(s, turn.seat, (p) => updatePlayer(p, { gold: p.gold + amount }));
  const site = siteNumber(s.players[player - 1]!.point);
  const visited = turn.visited.slice();
  visited[player - 1] = site > 0 ? [site] : [];
  return withTurn(s, (t) => updateTurn(t, { step: 'partner', partner: player, charges: 0, visited }));
}

export function checkPartnerEnd(state: GoldmineState, seat: Seat, done: boolean): RuleError | null {
  const turn = state.turn;
  if (turn === null || turn.step !== 'partner' || turn.partner !== seat)
    return ruleError('not-active', 'only the partner may do this now');
  if (done && !turn.partnerTook) return ruleError('items-not-taken', 'take the partner row first, or abandon');
  if (!done && turn.partnerTook) return ruleError('items-already-taken', 'the partner has taken items: partnerDone');
  return null;
}

/** `partnerDone`, or `abandon` (no refund; the owner mines alone, R8). */
export const applyPartnerEnd = (state: GoldmineState, done: boolean): GoldmineState =>
  withTurn(state, (t) => updateTurn(t, { step: 'ready', partner: done ? t.partner : 0 }));

export function checkAbandonClaim(state: GoldmineState, seat: Seat): RuleError | null {
  if (ownerIn(state, seat, 'travel')) return null;
  if (state.turn?.seat === seat && state.turn.claim !== 0)
    return ruleError('items-already-taken', 'the claim items are taken: mine it');
  return ruleError('not-active', 'no claim to abandon');
}

export function applyAbandonClaim(content: GoldmineContent, state: GoldmineState): GoldmineState {
  return finishTurn(content, state);
}

export function checkMine(state: GoldmineState, seat: Seat): RuleError | null {
  if (ownerIn(state, seat, 'ready')) return null;
  if (ownerIn(state, seat, 'travel', 'atClaim', 'accepting'))
    return ruleError('items-not-taken', 'take the items, then mine alone or with a partner');
  if (state.turn?.step === 'partner' || state.turn?.step === 'bidding')
    return ruleError('partner-not-done', 'the partner is still on the way');
  return ruleError('not-active', 'only the claim owner mines');
}

export const applyMine = (state: GoldmineState): GoldmineState =>
  withTurn(state, (t) =>
    updateTurn(t, { step: 'yieldRoll', miners: t.partner !== 0 ? [t.seat, t.partner] : [t.seat] }),
  );

export const applyYieldRoll = (state: GoldmineState, values: readonly number[]): GoldmineState =>
  withTurn(state, (t) => updateTurn(t, { step: 'yield', dice: values, waiting: t.miners }));

export function checkTakeYield(state: GoldmineState, seat: Seat, move: TakeYieldMove): RuleError | null {
  const turn = state.turn;
  if (turn === null || turn.step !== 'yield' || !turn.waiting.includes(seat))
    return ruleError('not-active', 'no yield to take');
  const value = turn.dice[move.die];
  if (!Number.isInteger(move.die) || value === undefined)
    return ruleError('no-such-die', `dice are 0..${turn.dice.length - 1}`);
  if (move.bible !== true) return null;
  if (!holds(state.players[seat - 1]!, 'bible')) return ruleError('no-bible', 'no Bible');
  return value <= 2 ? null : ruleError('bible-needs-1-or-2', 'a Bible turns a 1 into 5 or a 2 into 6');
}

/** Gain = die (a Bible turns 1→5, 2→6) + claim-type bonus − token penalty, min 0 (spec §4.5 step 9). */
export function yieldGain(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  die: number,
  bible: boolean,
): number {
  const p = state.players[seat - 1]!;
  const value = bible ? die + 4 : die;
  const column = content.yieldColumn[claimOf(content, state.turn!.claim).type];
  return Math.max(0, value + level(content, p, column) - tokenPenalty(content, p));
}

export function applyTakeYield(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  move: TakeYieldMove,
): GoldmineState {
  const bible = move.bible === true;
  const gain = yieldGain(content, state, seat, state.turn!.dice[move.die]!, bible);
  let s = bible ? discard(state, seat, 'bible') : state;
  s = withPlayer(s, seat, (p) => updatePlayer(p, { gold: p.gold + gain }));
  return withTurn(s, (t) => {
    const waiting = t.waiting.filter((w) => w !== seat);
    return updateTurn(t, { waiting, step: waiting.length === 0 ? 'hazardRoll' : 'yield' });
  });
}

/** Resolves the hazard die for each miner (spec §2.11); a Papa Clayton face opens the fee-or-fight choice. */
export function applyHazard(content: GoldmineContent, state: GoldmineState, value: number): GoldmineState {
  const face = content.hazardFaces[value - 1];
  const turn = state.turn!;
  if (face === undefined) return state;
  if (face.kind === 'papa')
    return withTurn(state, (t) =>
      updateTurn(t, { hazard: value, step: 'fee', waiting: t.miners, fightersJoining: NO_SEATS }),
    );
  let s = state;
  for (const seat of turn.miners) {
    const p = s.players[seat - 1]!;
    if (face.kind === 'caveIn')
      s = withPlayer(s, seat, (q) => addInjuries(content, q, caveInInjuries(content, q, face.injuries)));
    else if (face.kind === 'snake') s = withPlayer(s, seat, addPoison);
    else if (p.cubes.fortifyingTonic < face.ignoreAtTonic) {
      const short = p.items.bread < face.bread;
      s = discard(s, seat, 'bread', face.bread);
      if (short) s = withPlayer(s, seat, (q) => updatePlayer(q, { bandages: q.bandages + 1 }));
    }
  }
  return withTurn(s, (t) => updateTurn(t, { hazard: value, step: 'windDown', waiting: t.miners }));
}

export function checkFeeChoice(state: GoldmineState, seat: Seat): RuleError | null {
  const turn = state.turn;
  return turn !== null && turn.step === 'fee' && turn.waiting.includes(seat)
    ? null
    : ruleError('not-active', 'no Papa Clayton hazard to answer');
}

export function applyPayFee(content: GoldmineContent, state: GoldmineState, seat: Seat): GoldmineState {
  const fee = safePassageFee(content, state, seat);
  const s = withPlayer(state, seat, (p) => updatePlayer(p, { gold: p.gold - fee }));
  return withTurn(s, (t) => updateTurn(t, { waiting: t.waiting.filter((w) => w !== seat) }));
}

export function checkDone(state: GoldmineState, seat: Seat): RuleError | null {
  const turn = state.turn;
  return turn !== null && turn.step === 'windDown' && turn.waiting.includes(seat)
    ? null
    : ruleError('not-active', 'nothing to finish');
}

export function applyDone(content: GoldmineContent, state: GoldmineState, seat: Seat): GoldmineState {
  const waiting = state.turn!.waiting.filter((w) => w !== seat);
  return waiting.length === 0 ? finishTurn(content, state) : withTurn(state, (t) => updateTurn(t, { waiting }));
}
