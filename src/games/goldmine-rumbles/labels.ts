/** Roll and shuffle labels (spec §3, §4.3): distinct and meaningful, so keyed dice are shared by label. */
export const SETUP_EVENTS = [
  { kind: 'shuffle', label: 'setup.tiles', size: 9 },
  { kind: 'roll', label: 'setup.orient', count: 9, sides: 4 },
  { kind: 'shuffle', label: 'setup.characters', size: 4 },
  { kind: 'shuffle', label: 'setup.claims', size: 16 },
  { kind: 'shuffle', label: 'setup.missions', size: 8 },
  { kind: 'shuffle', label: 'setup.rumbles', size: 9 },
] as const;

/** The turn's dice (yield, hazard, shots, fights) are six-sided; only the setup's orientation roll is not. */
export const DIE_SIDES = 6;

/** The faces of the die rolled under `label`: the setup roll's own, else the turn's six. */
export function dieSidesOf(label: string): number {
  const setup = SETUP_EVENTS.find((e) => e.kind === 'roll' && e.label === label);
  return setup?.kind === 'roll' ? setup.sides : DIE_SIDES;
}

export const turnPrefix = (phase: number, turn: number): string => `phase${phase}.turn${turn}`;
export const yieldLabel = (phase: number, turn: number): string => `${turnPrefix(phase, turn)}.yield`;
export const hazardLabel = (phase: number, turn: number): string => `${turnPrefix(phase, turn)}.hazard`;
export const shotLabel = (phase: number, turn: number, k: number): string => `${turnPrefix(phase, turn)}.shot${k}`;
export const fightLabel = (phase: number, turn: number, round: number, bible: number): string =>
  bible === 0
    ? `${turnPrefix(phase, turn)}.fight.round${round}`
    : `${turnPrefix(phase, turn)}.fight.round${round}.bible${bible}`;
