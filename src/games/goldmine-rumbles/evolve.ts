/**
 * Folds one event into the state. A move is applied as recorded: the core checked it before it
 * reached here (the engine before appending it, the audit before folding it). A roll or shuffle that
 * does not fit (a tape the audit rejects anyway) leaves the state unchanged instead of throwing.
 */
import type { GameEvent } from '../../core/types.js';
import { applyBuyClaim, applyTakeItems } from './claims.js';
import type { GoldmineContent } from './content-types.js';
import {
  afterFeeChoice,
  applyAttack,
  applyBible,
  applyDefend,
  applyFightDice,
  applyJoinHazardFight,
  applyLeaf,
  applyTakeSpoil,
} from './fight.js';
import { applySetupEvent, chooseStart, finishTurn, placeCubes } from './flow.js';
import { addInjuries } from './health.js';
import {
  applyAbandonClaim,
  applyAcceptBid,
  applyBid,
  applyDone,
  applyHazard,
  applyInviteBids,
  applyMine,
  applyMineAlone,
  applyPartnerEnd,
  applyPayFee,
  applyTakeYield,
  applyYieldRoll,
} from './mining.js';
import { applyBurrow, applyDynamite, applyRotate, applyStep } from './movement.js';
import type { GoldmineMove } from './move-types.js';
import { pendingOf } from './pending.js';
import { updateTurn, withPlayer, withTurn, type GoldmineState } from './state.js';
import { applyBuyEssentials, applyDiscard, applyTrade } from './supplies.js';
import { applyUseItem } from './use-item.js';

export function evolveState(
  content: GoldmineContent,
  state: GoldmineState,
  event: GameEvent<GoldmineMove>,
): GoldmineState {
  switch (event.type) {
    case 'DeckShuffled':
    case 'DiceRolled': {
      const pending = pendingOf(content, state);
      const values = event.type === 'DeckShuffled' ? event.order : event.values;
      if ((pending.kind !== 'roll' && pending.kind !== 'shuffle') || pending.label !== event.label) return state;
      return state.stage === 'setup' ? applySetupEvent(content, state, values) : applyTurnDice(content, state, values);
    }
    case 'MoveMade':
      return applyMove(content, state, event.player, event.move);
    default: {
      const never: never = event;
      return never;
    }
  }
}

function applyTurnDice(content: GoldmineContent, state: GoldmineState, values: readonly number[]): GoldmineState {
  const turn = state.turn;
  if (turn === null) return state;
  if (turn.shooter !== 0) {
    const { backfireOn, backfireInjuries } = content.blunderbuss;
    const hurt =
      values[0] === backfireOn
        ? withPlayer(state, turn.shooter, (p) => addInjuries(content, p, backfireInjuries))
        : state;
    return withTurn(hurt, (t) => updateTurn(t, { shooter: 0 }));
  }
  switch (turn.step) {
    case 'yieldRoll':
      return applyYieldRoll(state, values);
    case 'hazardRoll':
      return applyHazard(content, state, values[0]!);
    case 'fight':
      return applyFightDice(content, state, values);
    default:
      return state;
  }
}

function applyMove(content: GoldmineContent, state: GoldmineState, seat: number, move: GoldmineMove): GoldmineState {
  switch (move.type) {
    case 'chooseStart':
      return chooseStart(content, state, seat, move.site);
    case 'placeCubes':
      return placeCubes(content, state, seat, move.columns);
    case 'placeCube':
      return placeCubes(content, state, seat, [move.column]);
    case 'buyEssentials':
      return applyBuyEssentials(content, state, seat, move);
    case 'trade':
      return applyTrade(content, state, seat, move.item);
    case 'step':
      return applyStep(content, state, seat, move);
    case 'burrow':
      return applyBurrow(content, state, seat, move);
    case 'dynamite':
      return applyDynamite(content, state, seat);
    case 'rotate':
      return applyRotate(state, move);
    case 'buyClaim':
      return applyBuyClaim(content, state, seat, move.slot);
    case 'takeItems':
      return applyTakeItems(content, state, seat, move);
    case 'inviteBids':
      return applyInviteBids(state);
    case 'mineAlone':
      return applyMineAlone(state);
    case 'bid':
      return applyBid(state, seat, move.amount);
    case 'passBid':
      return applyBid(state, seat, null);
    case 'acceptBid':
      return applyAcceptBid(state, move.player);
    case 'partnerDone':
      return applyPartnerEnd(state, true);
    case 'abandon':
      return applyPartnerEnd(state, false);
    case 'abandonClaim':
      return applyAbandonClaim(content, state);
    case 'mine':
      return applyMine(state);
    case 'takeYield':
      return applyTakeYield(content, state, seat, move);
    case 'payFee':
      return afterFeeChoice(applyPayFee(content, state, seat));
    case 'fight':
      return afterFeeChoice(applyJoinHazardFight(content, state, seat, move.weapon));
    case 'attack':
      return applyAttack(content, state, seat, move);
    case 'defend':
      return applyDefend(content, state, seat, move.weapon);
    case 'bible':
      return applyBible(content, state, seat, move.dice);
    case 'noBible':
      return applyBible(content, state, seat, null);
    case 'leaf':
      return applyLeaf(content, state, seat, move.use);
    case 'takeSpoil':
      return applyTakeSpoil(state, seat, move.item);
    case 'useItem':
      return applyUseItem(content, state, seat, move);
    case 'discardItems':
      return applyDiscard(state, seat, move.items);
    case 'done':
      return applyDone(content, state, seat);
    case 'endTurn':
      return finishTurn(content, state);
    default: {
      const never: never = move;
      return never;
    }
  }
}
