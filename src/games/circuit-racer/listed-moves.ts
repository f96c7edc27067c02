/**
 * The moves Circuit Racer's states list, made once per content and deep-frozen, so every state lists
 * the same objects: each gear and re-roll move with every payment a listing can carry, the accept,
 * and a select for every subset of the dice. A state's list is these objects chosen, not new ones,
 * and the server's answer keeps each one's JSON with its label (labelled-moves-json.ts): a move's
 * answer lists about 24 of them after a gear step and 63 or 126 selects after a roll.
 */
import type { CircuitRacerContent } from './content.js';
import type { AcceptMove, CircuitRacerMove, GearMove, RerollMove, SelectMove } from './moves.js';

export interface ListedMoves {
  /** `{type: 'gear', gear, shift?, include?, payCurrent?}`, with the members that are set only. */
  gear(gear: number, shift: boolean, include: boolean, payCurrent: number | undefined): GearMove;
  /** `{type: 'reroll', include?, payCurrent?}`. */
  reroll(include: boolean, payCurrent: number | undefined): RerollMove;
  readonly accept: AcceptMove;
  /** Every non-empty subset of the dice, in mask order, each one's dice in ascending order. */
  readonly selects: { readonly plain: readonly SelectMove[]; readonly included: readonly SelectMove[] };
  /** Every move above, once. */
  readonly all: readonly CircuitRacerMove[];
}

export function listedMovesOf(content: CircuitRacerContent): ListedMoves {
  const all: CircuitRacerMove[] = [];
  const kept = <M extends CircuitRacerMove>(move: M): M => {
    Object.freeze(move);
    all.push(move);
    return move;
  };
  const paid = payable(content);
  // By gear, Shift and Include: the move paying nothing from this circuit, then by `payCurrent`.
  const gears = new Map<number, Map<number, GearMove>>();
  for (let gear = content.minGear; gear <= content.maxGear; gear++)
    for (const shift of [false, true])
      for (const include of [false, true])
        for (const payCurrent of [undefined, ...paid])
          keyed(gears, gearKey(gear, shift, include), payCurrent, kept(gearMove(gear, shift, include, payCurrent)));
  const rerolls = new Map<number, Map<number, RerollMove>>();
  for (const include of [false, true])
    for (const payCurrent of [undefined, ...paid])
      keyed(rerolls, include ? 1 : 0, payCurrent, kept(rerollMove(include, payCurrent)));
  const accept = kept<AcceptMove>({ type: 'accept' });
  const selects = { plain: selectMoves(content, false), included: selectMoves(content, true) };
  all.push(...selects.plain, ...selects.included);
  const listed: ListedMoves = {
    // A payment outside the table (none today) is a new move: listed all the same, its JSON written anew.
    gear: (gear, shift, include, payCurrent) =>
      gears.get(gearKey(gear, shift, include))?.get(payCurrent ?? -1) ?? gearMove(gear, shift, include, payCurrent),
    reroll: (include, payCurrent) =>
      rerolls.get(include ? 1 : 0)?.get(payCurrent ?? -1) ?? rerollMove(include, payCurrent),
    accept,
    selects,
    all: Object.freeze(all),
  };
  return Object.freeze(listed);
}

const gearKey = (gear: number, shift: boolean, include: boolean): number =>
  gear * 4 + (shift ? 2 : 0) + (include ? 1 : 0);

function keyed<M>(table: Map<number, Map<number, M>>, key: number, payCurrent: number | undefined, move: M): void {
  const row = table.get(key) ?? new Map<number, M>();
  table.set(key, row);
  row.set(payCurrent ?? -1, move);
}

const gearMove = (gear: number, shift: boolean, include: boolean, payCurrent: number | undefined): GearMove => ({
  type: 'gear',
  gear,
  ...(shift ? { shift: true } : {}),
  ...(include ? { include: true } : {}),
  ...(payCurrent === undefined ? {} : { payCurrent }),
});

const rerollMove = (include: boolean, payCurrent: number | undefined): RerollMove => ({
  type: 'reroll',
  ...(include ? { include: true } : {}),
  ...(payCurrent === undefined ? {} : { payCurrent }),
});

/**
 * What a listed move may pay from this circuit's track: the whole cost of its special actions beyond
 * the free ones (legal-moves.ts lists only that alternative), so one action's cost or two's.
 */
function payable(content: CircuitRacerContent): number[] {
  const costs = Object.values(content.actions).map((action) => action.cost);
  const sums = new Set<number>();
  for (const a of costs) {
    sums.add(a);
    for (const b of costs) sums.add(a + b);
  }
  return [...sums].filter((cost) => cost > 0).sort((a, b) => a - b);
}

function selectMoves(content: CircuitRacerContent, include: boolean): readonly SelectMove[] {
  const moves: SelectMove[] = [];
  for (let mask = 1; mask < 1 << content.dice; mask++) {
    const dice: number[] = [];
    for (let i = 0; i < content.dice; i++) if (mask & (1 << i)) dice.push(i);
    Object.freeze(dice);
    moves.push(Object.freeze(include ? { type: 'select', dice, include: true } : { type: 'select', dice }));
  }
  return Object.freeze(moves);
}
