/**
 * Circuit Racer content: every number the rules read, as frozen data. The rules are a function of
 * a `CircuitRacerContent`, so retuning a value means a new content object and a new rules version,
 * while `CONTENT_V1` stays here so old games keep replaying under it.
 *
 * (S) = stated by the rulebook; (R) = reconstruction (the circuit sheet is missing). See
 * shared/games/circuit-racer.md §2.
 */
import { defineCircuit, type Circuit } from './track.js';

export const SPECIAL_ACTION_IDS = ['reroll', 'include', 'select', 'shift'] as const;
export type SpecialActionId = (typeof SPECIAL_ACTION_IDS)[number];

export interface SpecialAction {
  readonly id: SpecialActionId;
  readonly name: string;
  /** Free uses for the whole game, one pool across circuits (R11). */
  readonly freeUses: number;
  /** Damage boxes paid per use once the free ones are gone. */
  readonly cost: number;
}

export interface CircuitRacerContent {
  /** Dice per roll. */
  readonly dice: number;
  readonly sides: number;
  readonly minGear: number;
  readonly maxGear: number;
  /** Turns per circuit: one Time box is marked at the start of each. */
  readonly timeBoxes: number;
  readonly damageBoxes: number;
  /** Place of a circuit that did not finish (damage track overflowed). */
  readonly dnfPlace: number;
  /** Place of a circuit finished before the time ran out. */
  readonly finishPlace: number;
  readonly actions: Readonly<Record<SpecialActionId, SpecialAction>>;
  /** Raced in this order. */
  readonly circuits: readonly Circuit[];
}

const action = (id: SpecialActionId, name: string, freeUses: number, cost: number): SpecialAction =>
  Object.freeze({ id, name, freeUses, cost });

/**
 * Version 1: the reconstruction of spec §2 as first released.
 * Calibration (spec §9, `npm run calibrate -- circuit-racer 1000`, the default bot of `bot.ts`, which uses
 * free Re-rolls and Shifts but never pays for an action): total mean 23.6 (target roughly 10–25: met),
 * median 23, quartiles 17 / 29; per circuit mean place / finished / DNF: 1: 0.1 / 93.7% / 0.0%,
 * 2: 2.1 / 60.7% / 0.1%, 3: 5.7 / 26.9% / 2.4%, 4: 15.7 / 0.2% / 26.4% (DNF target < 25%: missed on
 * circuit 4 only); circuits harder from 1 to 4: yes; 5.9 of 14 free special actions used a game.
 */
export const CONTENT_V1: CircuitRacerContent = Object.freeze({
  dice: 6, // (S) six six-sided dice
  sides: 6, // (S)
  minGear: 1, // (R) gears 1–6
  maxGear: 6, // (R)
  timeBoxes: 12, // (R)
  damageBoxes: 15, // (R)
  dnfPlace: 20, // (S) "mark 20th"
  finishPlace: 0, // (S) "place a 0"
  actions: Object.freeze({
    // Effects are (S); free-use counts and costs are all (R).
    reroll: action('reroll', 'Re-Roll', 4, 2), // (R) 4 free, then 2 damage
    include: action('include', 'Include dice equal to gear', 4, 2), // (R) 4 free, then 2 damage
    select: action('select', 'Select dice to re-roll', 3, 3), // (R) 3 free, then 3 damage
    shift: action('shift', 'Shift to any other gear', 3, 2), // (R) 3 free, then 2 damage
  }),
  // (R) layouts: section lengths in racing order from the flag; the first and last sections are
  // exempt by the (S) rule "either side of the chequered flag". "1 1" runs are the dangerous corners.
  circuits: Object.freeze([
    defineCircuit({ id: 1, length: 48, sections: [6, 6, 5, 4, 3, 5, 2, 4, 6, 7], exempt: [1, 10] }), // (R)
    defineCircuit({ id: 2, length: 47, sections: [5, 5, 3, 1, 1, 6, 4, 2, 5, 3, 4, 8], exempt: [1, 12] }), // (R)
    defineCircuit({ id: 3, length: 47, sections: [5, 4, 2, 2, 5, 1, 1, 4, 3, 6, 2, 3, 9], exempt: [1, 13] }), // (R)
    defineCircuit({ id: 4, length: 49, sections: [4, 3, 1, 1, 4, 2, 5, 1, 1, 3, 6, 2, 2, 4, 10], exempt: [1, 15] }), // (R)
  ]),
});

/**
 * Version 2: calibrated (spec §9, issue 32). The one knob turned is Damage boxes, 15 → 17: with 15 the
 * default bot ended circuit 4 DNF in 26–27% of games (target under 25%). `npm run calibrate --
 * circuit-racer 1000` on v2: total mean 19.1, median 19, quartiles 13 / 24 (target 10–25: met); per
 * circuit mean place / finished / DNF: 1: 0.1 / 93.7% / 0.0%, 2: 1.8 / 64.3% / 0.0%, 3: 4.1 / 36.9% /
 * 0.9%, 4: 13.0 / 2.6% / 19.7% (every DNF under 25%: met); circuits harder from 1 to 4: yes. Time boxes,
 * layouts and special actions are as in v1.
 */
export const CONTENT_V2: CircuitRacerContent = Object.freeze({ ...CONTENT_V1, damageBoxes: 17 }); // (R)
