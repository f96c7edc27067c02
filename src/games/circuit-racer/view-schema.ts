/**
 * The Circuit Racer view as a zod schema: the one source of its TypeScript type, its JSON Schema
 * (OpenAPI, `GET /v1/rules/circuit-racer`) and its GraphQL type. Nothing is hidden in this game, so
 * a seat and a spectator get the same shape (and the same values).
 */
import { z } from 'zod';
import { SPECIAL_ACTION_IDS } from './content.js';
import { once } from '../../core/once.js';

/**
 * Every schema of the view, built on first use (the API documents, GraphQL, `GET /v1/rules/{id}`) and
 * kept: playing never reads them, and building them at import was a share of a Worker's start.
 */
function build() {
  const int = z.number().int();

  const circuitRacerSectionView = z
    .object({
      index: int.describe('1-based, in racing order from the flag.'),
      from: int.describe('First circle of the section.'),
      to: int.describe('Last circle of the section.'),
      length: int.describe('Circles in the section.'),
      exempt: z.boolean().describe('Next to the flag: skipping it costs no damage.'),
    })
    .strict()
    .meta({ id: 'CircuitRacerSection', description: 'A section of the circuit between two corners.' });

  const circuitRacerDamageView = z
    .object({
      marked: int.describe("Boxes marked on this circuit's track (skipped sections and payments)."),
      free: int.describe("Boxes still free on this circuit's track."),
      boxes: int.describe('Boxes on the damage track; marking past the last one is a DNF.'),
    })
    .strict()
    .meta({ id: 'CircuitRacerDamage', description: 'The damage track of the circuit being raced.' });

  const circuitRacerActionView = z
    .object({
      id: z.enum(SPECIAL_ACTION_IDS).meta({ id: 'CircuitRacerActionId', description: 'Which special action.' }),
      name: z.string().describe('Its name on the sheet.'),
      freeLeft: int.describe('Free uses left for the rest of the game.'),
      cost: int.describe('Damage boxes per use once the free ones are gone.'),
    })
    .strict()
    .meta({
      id: 'CircuitRacerAction',
      description: 'A special action: free a few times per game, then paid with damage boxes.',
    });

  const circuitRacerCircuitView = z
    .object({
      circuit: int.describe('1-based number of the circuit.'),
      length: int.describe('Circles N; the flag is at N + 1.'),
      complete: z.boolean().describe('Raced to the end (finished, out of time or DNF).'),
      place: int.describe('The Place scored; 0 until complete.'),
      finished: z.boolean().describe('Reached the flag before the time ran out.'),
      dnf: z.boolean().describe('Did Not Finish: the damage track overflowed.'),
    })
    .strict()
    .meta({ id: 'CircuitRacerCircuit', description: 'One of the four circuits and its result so far.' });

  const circuitRacerView = z
    .object({
      phase: z.enum(['gear', 'roll', 'dice', 'over']).meta({
        id: 'CircuitRacerPhase',
        description:
          '`gear`: choose a gear · `roll`: dice are being rolled · `dice`: reroll, select or accept · `over`.',
      }),
      circuit: int.describe('The circuit being raced, 1-based; stays on the last one when the game is over.'),
      circuitCount: int.describe('Circuits in the race.'),
      turn: int.describe('The turn being played, or about to start at the gear step (1-based).'),
      timeUsed: int.describe('Time boxes used on this circuit (turns played).'),
      timeLeft: int.describe('Time boxes left on this circuit.'),
      timeBoxes: int.describe('Time boxes per circuit.'),
      position: int.describe('Circle the car is on (0 = on the flag at the start).'),
      length: int.describe('Circles N of this circuit; the flag is at N + 1.'),
      toFlag: int.describe('Spaces still needed to reach the flag: the Place if the time ran out now.'),
      sections: z.array(circuitRacerSectionView).describe("This circuit's sections in racing order."),
      section: int.describe('1-based index of the section the car is in; 0 on the starting flag.'),
      damage: circuitRacerDamageView,
      bank: int.describe('Unmarked damage boxes of earlier circuits, available to pay for special actions.'),
      actions: z.array(circuitRacerActionView).describe('The special actions and what each costs now.'),
      previousGear: int.describe('Gear of the previous turn on this circuit; 0 = none (first turn).'),
      gear: int.describe('Gear chosen this turn; 0 = not chosen yet.'),
      includeDeclared: z.boolean().describe('Include is declared this turn: dice equal to the gear count too.'),
      dice: z.array(int).describe('Dice on the table this turn; empty before the roll.'),
      wouldMove: int.describe('Spaces the dice on the table would move if accepted now.'),
      wouldDamage: int.describe(
        'Damage that move would cause: the gear for each non-exempt section it jumps whole (0 before the roll).',
      ),
      wouldDnf: z
        .boolean()
        .describe("That damage would overflow this circuit's track: accepting now is a DNF (place 20)."),
      rerolls: int.describe('Re-rolls and selects made this turn.'),
      places: z.array(int).describe('Places of the circuits raced so far, in order.'),
      total: int.describe('Sum of the places so far (lower is better).'),
      circuits: z.array(circuitRacerCircuitView).describe('Every circuit of the race, raced or not.'),
    })
    .strict()
    .meta({
      id: 'CircuitRacerView',
      description: 'A Circuit Racer sheet. Nothing is hidden in this game: every viewer gets the same view.',
    });
  return {
    circuitRacerSectionView,
    circuitRacerDamageView,
    circuitRacerActionView,
    circuitRacerCircuitView,
    circuitRacerView,
  };
}

/** The view's parts by name: `z.infer<CircuitRacerViewSchemas['circuitRacerSectionView']>` is the type of one. */
export type CircuitRacerViewSchemas = ReturnType<typeof build>;
export const circuitRacerViewSchemas: () => CircuitRacerViewSchemas = once(build);
/** The schema of the whole view: the game's `viewSchema`. */
export const circuitRacerView = (): CircuitRacerViewSchemas['circuitRacerView'] =>
  circuitRacerViewSchemas().circuitRacerView;
