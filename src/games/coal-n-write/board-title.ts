/**
 * Coal n' Write's title in plain words: the round and turn, then what the table does now. It said
 * the rules engine's phase ("round 1 of 6, turn 3 (turn)", "(bonusPick)"), which told a newcomer
 * nothing; the words are the rulebook's (Boom Town, Lone Miner, the Rodeo Contest, the burros).
 */
import type { CoalNWriteView } from './view.js';

export function titleOf(view: CoalNWriteView): string {
  if (view.phase === 'over') return "Coal n' Write: game over";
  return `Coal n' Write: round ${view.round} of ${view.lastRound}${now(view)}`;
}

/** The turn or the Lone Miner's throw, and what is done in it (after the round). */
function now(view: CoalNWriteView): string {
  const turn = `, turn ${view.turn}:`;
  switch (view.phase) {
    case 'shuffle':
      return ': the Boom Town deck is shuffled';
    case 'throw':
      return `${turn} the mine dice are thrown`;
    case 'turn':
      return `${turn} dig, claim or visit Boom Town`;
    case 'rodeo':
      return `${turn} join the Rodeo Contest?`;
    case 'bonusPick':
      return ', Lone Miner: choose a bonus';
    case 'loneThrow':
      return `, Lone Miner: die ${view.loneThrow} of 3 is thrown`;
    case 'lone':
      return `, Lone Miner throw ${view.loneThrow}: dig or claim`;
    case 'bonus':
      return ': use the Lone Miner bonus';
    default:
      return ': load the burros for delivery';
  }
}
