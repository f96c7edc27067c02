/**
 * Who is "active" (spec §4.6): able to move, buy Essentials, trade and use items. The turn's owner
 * A while travelling and before mining; the partner B from paying the bid to `partnerDone`.
 */
import type { Seat } from '../../core/types.js';
import type { GoldmineState, TurnState } from './state.js';

/** The active seat, or 0 while nobody is (bidding, rolls, choices, fights, wind-down). */
export function activeSeat(state: GoldmineState): Seat {
  const turn = state.turn;
  if (state.stage !== 'turn' || turn === null) return 0;
  switch (turn.step) {
    case 'free':
    case 'travel':
    case 'atClaim':
    case 'ready':
      return turn.seat;
    case 'partner':
      return turn.partner;
    default:
      return 0;
  }
}

/** Whether the active player has taken claim items and may no longer move this turn (spec §4.4). */
export function lockedAtClaim(turn: TurnState, seat: Seat): boolean {
  if (seat === turn.seat) return turn.step === 'atClaim' || turn.step === 'ready';
  return seat === turn.partner && turn.partnerTook;
}
