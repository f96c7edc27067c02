/** A short human label for each Coal n' Write move ("Claim Silver with 6+5"), so a client can offer choices without the rules. */
import type { Bonus, CoalNWriteContent, Ore } from './content.js';
import type { CoalNWriteMove } from './moves.js';
import type { CoalNWriteState } from './state.js';

const ORE_NAMES: Readonly<Record<Ore, string>> = { S: 'Silver', T: 'Tin', C: 'Coal', B: 'Borax' };
/** The letter written in the bonus box, with what it gives (spec §4.4). */
const BONUS_WORDS: Readonly<Record<Bonus, string>> = {
  C: 'C: 2 Coal',
  D: 'D: 3 free digs',
  P: 'P: a pistol',
  T: 'T: a Town visit',
  G: "G: Gamblin' Credit",
  $: '$: $10 at delivery',
};

/**
 * `state` gives the dice their values; without it (a move read back from the tape, whose dice are in
 * the roll before it) dice are named by position.
 */
export function moveLabel(content: CoalNWriteContent, state: CoalNWriteState | null, move: CoalNWriteMove): string {
  // With a value thrown twice, the die's position tells the two choices apart.
  const die = (i: number): string => {
    const dice = state?.dice ?? [];
    const value = dice[i];
    if (value === undefined) return `die ${i + 1}`;
    return dice.filter((d) => d === value).length > 1 ? `${value} (die ${i + 1})` : String(value);
  };
  // "with a 3" names a value; a die known only by its position is "with die 2", never "with a die 2",
  // which reads as a die showing 2 (the game page's log names dice so).
  const withDie = (i: number): string => {
    const named = die(i);
    return named.startsWith('die ') ? `with ${named}` : `with a ${named}`;
  };
  switch (move.type) {
    case 'visitTown': {
      const what = [
        move.count !== undefined && `×${move.count}`,
        move.mails !== undefined && `${move.mails} mail`,
        move.opponent !== undefined && `against seat ${move.opponent}`,
      ]
        .filter(Boolean)
        .join(' ');
      return `Visit ${content.cards[move.card].name}${what === '' ? '' : ` (${what})`}${move.die === undefined ? '' : ` ${withDie(move.die)}`}`;
    }
    case 'gambleHit':
      return 'Gamble: throw again';
    case 'gambleStay':
      return 'Gamble: stay';
    case 'placeBandit':
      return `Place a bandit on burro ${move.burro}`;
    case 'aim':
      return `Aim at target ${move.target}`;
    case 'drink':
      return `Drink: ${move.throws} throw${move.throws === 1 ? '' : 's'}`;
    case 'joinRodeo':
      return move.join ? 'Join the rodeo' : 'Sit the rodeo out';
    case 'claim':
      return `Claim ${ORE_NAMES[move.vein]} with ${move.dice.map(die).join('+')}${move.tonics ? ` and ${move.tonics} tonic${move.tonics === 1 ? '' : 's'}` : ''}`;
    case 'dig':
      return `Dig ${ORE_NAMES[move.vein]} ${withDie(move.die)}`;
    case 'shoot':
      return `Shoot a bandit on burro ${move.burro}`;
    case 'endTurn':
      return 'End the turn';
    case 'chooseBonus':
      return `Take bonus ${BONUS_WORDS[move.bonus]}`;
    case 'freeDig':
      return `Free dig in ${ORE_NAMES[move.vein]}`;
    case 'bonusDone':
      return 'Done with the bonus';
    case 'load': {
      const ore = (Object.keys(ORE_NAMES) as Ore[])
        .filter((o) => move.ore[o] > 0)
        .map((o) => `${move.ore[o]} ${ORE_NAMES[o]}`);
      return ore.length === 0 ? 'Send the burro empty' : `Load ${ore.join(', ')}`;
    }
    default: {
      const never: never = move;
      return never;
    }
  }
}
