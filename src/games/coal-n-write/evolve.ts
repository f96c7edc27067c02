/**
 * Folds one event into the state. A move is applied as recorded: the core checked it before it
 * reached here (the engine before appending it, the audit before folding it). A roll or shuffle that
 * does not fit the step leaves the state unchanged instead of throwing.
 */
import type { GameEvent } from '../../core/types.js';
import type { CoalNWriteContent } from './content.js';
import { afterRoll, finish, startLoneUse, startTurn } from './flow.js';
import { visitPrefix } from './labels.js';
import { applyFreeDig, claimCavern, digBubble, useDice } from './mine.js';
import { aim, applyPersonalRoll, drink, gambleHit, settleGamble } from './mini-games.js';
import type { CoalNWriteMove } from './moves.js';
import { NO_ROLLS, update, updatePlayer, withPlayer, type CoalNWriteState } from './state.js';
import { applyVisit } from './town.js';

export function evolveState(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  event: GameEvent<CoalNWriteMove>,
): CoalNWriteState {
  switch (event.type) {
    case 'DeckShuffled': {
      if (state.phase !== 'shuffle') return state;
      // order[0] is the top card; the top card joins the 6 starters at once (spec §3, R4).
      const deck = event.order.map((i) => state.deck[i]).filter((c) => c !== undefined);
      if (deck.length !== state.deck.length) return state;
      return update(state, { phase: 'throw', tableau: [...state.tableau, deck[0]!], deck: deck.slice(1) });
    }
    case 'DiceRolled':
      return applyDice(content, state, event.values);
    case 'MoveMade':
      return applyMove(content, state, event.player, event.move);
    default: {
      const never: never = event;
      return never;
    }
  }
}

function applyDice(content: CoalNWriteContent, state: CoalNWriteState, values: readonly number[]): CoalNWriteState {
  const req = state.rolls[0];
  if (req !== undefined) {
    const rest = state.rolls.length === 1 ? NO_ROLLS : state.rolls.slice(1);
    return afterRoll(content, applyPersonalRoll(content, update(state, { rolls: rest }), req, values));
  }
  if (state.phase === 'throw') return startTurn(state, values);
  if (state.phase === 'loneThrow') return startLoneUse(state, values);
  return state;
}

function applyMove(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  seat: number,
  move: CoalNWriteMove,
): CoalNWriteState {
  const p = state.players[seat - 1]!;
  const prefix = visitPrefix(state);
  switch (move.type) {
    case 'visitTown':
      return applyVisit(content, state, seat, move);
    case 'gambleHit':
      return gambleHit(state, seat, prefix);
    case 'gambleStay':
      return withPlayer(state, seat, settleGamble);
    case 'placeBandit': {
      const added = p.banditsAdded.slice();
      added[move.burro - 1] = (added[move.burro - 1] ?? 0) + 1;
      return withPlayer(state, seat, (q) => updatePlayer(q, { banditsAdded: added, sub: null }));
    }
    case 'aim':
      return aim(state, seat, move.target, prefix);
    case 'drink':
      return drink(state, seat, move.throws, prefix);
    case 'joinRodeo': {
      const joined = move.join
        ? withPlayer(state, seat, (q) => updatePlayer(q, { rodeo: true, cash: q.cash - content.rodeo.entry }))
        : state;
      return finish(content, joined, seat);
    }
    case 'claim':
      return withPlayer(state, seat, (q) => claimCavern(content, useDice(q, move.dice, move.tonics ?? 0), move.vein));
    case 'dig':
      return withPlayer(state, seat, (q) => digBubble(useDice(q, [move.die]), move.vein));
    case 'shoot': {
      const shot = p.banditsShot.slice();
      shot[move.burro - 1] = (shot[move.burro - 1] ?? 0) + 1;
      return withPlayer(state, seat, (q) => updatePlayer(q, { banditsShot: shot, pistols: q.pistols - 1 }));
    }
    case 'endTurn':
    case 'bonusDone':
      return finish(content, state, seat);
    case 'chooseBonus':
      return finish(
        content,
        withPlayer(state, seat, (q) => updatePlayer(q, { bonuses: [...q.bonuses, move.bonus] })),
        seat,
      );
    case 'freeDig':
      return withPlayer(state, seat, (q) => applyFreeDig(content, q, move.vein));
    case 'load':
      return finish(
        content,
        withPlayer(state, seat, (q) =>
          updatePlayer(q, { load: { S: move.ore.S, T: move.ore.T, C: move.ore.C, B: move.ore.B } }),
        ),
        seat,
      );
    default: {
      const never: never = move;
      return never;
    }
  }
}
