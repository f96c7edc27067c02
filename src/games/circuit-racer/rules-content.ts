/**
 * What a client needs to show Circuit Racer's rules (served by `GET /v1/rules/circuit-racer` as
 * `content`): the dice, gears, tracks, the special actions with their free uses and costs, and every
 * circuit's sections, all read from a version's content so a client never copies them from the spec.
 */
import type { CircuitRacerContent, SpecialActionId } from './content.js';

export interface CircuitRacerRulesContent {
  readonly dice: number;
  readonly sides: number;
  readonly gears: { readonly min: number; readonly max: number };
  readonly timeBoxes: number;
  readonly damageBoxes: number;
  readonly dnfPlace: number;
  readonly finishPlace: number;
  readonly actions: readonly {
    readonly id: SpecialActionId;
    readonly name: string;
    readonly effect: string;
    readonly freeUses: number;
    readonly cost: number;
  }[];
  readonly circuits: readonly {
    readonly circuit: number;
    /** Circles N; the flag is one space beyond circle N. */
    readonly length: number;
    readonly sections: readonly {
      readonly index: number;
      readonly from: number;
      readonly to: number;
      readonly length: number;
      readonly exempt: boolean;
    }[];
  }[];
}

const EFFECTS: Readonly<Record<SpecialActionId, string>> = {
  reroll: 'Re-roll all six dice.',
  include: 'This turn, dice equal to the gear move too (≤ gear instead of < gear).',
  select: 'Re-roll any chosen dice at once.',
  shift: 'Choose any gear other than the previous one (not only ±1).',
};

export function rulesContent(c: CircuitRacerContent): CircuitRacerRulesContent {
  return {
    dice: c.dice,
    sides: c.sides,
    gears: { min: c.minGear, max: c.maxGear },
    timeBoxes: c.timeBoxes,
    damageBoxes: c.damageBoxes,
    dnfPlace: c.dnfPlace,
    finishPlace: c.finishPlace,
    actions: Object.values(c.actions).map((a) => ({
      id: a.id,
      name: a.name,
      effect: EFFECTS[a.id],
      freeUses: a.freeUses,
      cost: a.cost,
    })),
    circuits: c.circuits.map((circuit, i) => ({
      circuit: i + 1,
      length: circuit.length,
      sections: circuit.sections.map((s) => ({
        index: s.index,
        from: s.from,
        to: s.to,
        length: s.length,
        exempt: s.exempt,
      })),
    })),
  };
}
