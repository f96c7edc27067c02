/**
 * Which legal move a click on Coal n' Write's board makes, and how its label says so. A click takes
 * the simplest variant (the lowest die, the first set of dice); the labelled list offers every one.
 */
import type { CardId, Ore } from './content.js';
import type { CoalNWriteMove } from './moves.js';

export interface Picked {
  readonly move: CoalNWriteMove;
  /** What the click does, for the element's accessible name. */
  readonly label: string;
}

const ORE_NAME: Readonly<Record<Ore, string>> = { S: 'Silver', T: 'Tin', C: 'Coal', B: 'Borax' };
const dieText = (dice: readonly number[], i: number) => `die ${i + 1} (${dice[i] ?? '?'})`;

/** A Boom Town card: its first legal visit. */
export const cardMove = (moves: readonly CoalNWriteMove[], card: CardId): CoalNWriteMove | undefined =>
  moves.find((m) => m.type === 'visitTown' && m.card === card);

/** The open cavern of a vein on your sheet: dig with the lowest free die, else claim, else a free dig. */
export function veinMove(moves: readonly CoalNWriteMove[], vein: Ore, dice: readonly number[]): Picked | undefined {
  const name = ORE_NAME[vein];
  for (const m of moves)
    if (m.type === 'dig' && m.vein === vein)
      return { move: m, label: `dig the ${name} vein with ${dieText(dice, m.die)}` };
  for (const m of moves) {
    if (m.type === 'claim' && m.vein === vein) {
      const tonics = m.tonics ? ` and ${m.tonics} tonic${m.tonics > 1 ? 's' : ''}` : '';
      return {
        move: m,
        label: `claim the ${name} cavern with ${m.dice.map((d) => dieText(dice, d)).join(', ')}${tonics}`,
      };
    }
  }
  for (const m of moves)
    if (m.type === 'freeDig' && m.vein === vein) return { move: m, label: `free dig in the ${name} vein` };
  return undefined;
}

/** A burro on your sheet: place the bandit a bust owes, else shoot one of its bandits. */
export function burroMove(moves: readonly CoalNWriteMove[], burro: number): Picked | undefined {
  for (const m of moves)
    if (m.type === 'placeBandit' && m.burro === burro) return { move: m, label: `place a bandit on burro ${burro}` };
  for (const m of moves)
    if (m.type === 'shoot' && m.burro === burro)
      return { move: m, label: `shoot a bandit on burro ${burro} (one pistol)` };
  return undefined;
}
