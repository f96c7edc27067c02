/** A short human label for each AirCargo move, so a client can offer choices without the rules. */
import type { AircargoMove } from './moves.js';

const dice = (indices: readonly number[]): string =>
  indices.map((i) => (i === 0 ? 'a' : i === 1 ? 'b' : String(i))).join(' and ');

export function moveLabel(move: AircargoMove): string {
  switch (move.type) {
    case 'plan':
      return 'Roll the planning dice';
    case 'reroll':
      return `Re-roll die ${dice(move.dice)}`;
    case 'planCargo':
      return `Plan cargo ${move.box} with ${move.use === 'sum' ? 'the sum' : `die ${move.use}`}`;
    case 'planAirport':
      return `Plan airport ${move.id}`;
    case 'prepareFlight':
      return `Fly cargo ${move.cargo} to airport ${move.dest}`;
    case 'flyLeg':
      return typeof move.to === 'number' ? `Fly a leg to airport ${move.to}` : `Fly a leg to ${move.to}`;
    case 'stamina':
      return move.boxes === 0 ? 'Spend no stamina' : `Spend ${move.boxes} stamina`;
    case 'pray':
      return `Pray: re-roll hazard ${move.dice.length === 1 ? 'die' : 'dice'} ${move.dice.map((i) => i + 1).join(' and ')}`;
    case 'panic':
      return 'Panic: pay stamina to pass';
    case 'stop':
      return 'Stop flying and end the game';
    default: {
      const never: never = move;
      return never;
    }
  }
}
