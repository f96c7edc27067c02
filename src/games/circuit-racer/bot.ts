/**
 * The default Circuit Racer bot, deciding from the view alone (the game hides nothing, but the view
 * is all a bot needs). It weighs each plain gear by the spaces six dice are expected to move
 * against the damage of the sections they would jump (and the risk of a DNF), shifting only while
 * Shift is free; after the roll it accepts unless a free re-roll is worth clearly more. It never
 * pays for a special action and never declares Include.
 */
import type { CircuitRacerMove } from './moves.js';
import type { CircuitRacerView } from './view.js';

/** Damage boxes are worth this many spaces each: they pay for special actions and stand between a car and a DNF. */
const DAMAGE_WEIGHT = 0.6;
/** A DNF scores 20; losing the circuit costs about this much against an ordinary finish. */
const DNF_COST = 25;
/** A free re-roll spent now is one less later. */
const REROLL_COST = 1.5;
const DICE = 6;

/** The damage of moving `spaces` from where the car is: the gear for each non-exempt section jumped whole. */
function damageOf(view: CircuitRacerView, gear: number, spaces: number): number {
  const from = view.position;
  const to = Math.min(from + spaces, view.length + 1);
  return gear * view.sections.filter((s) => !s.exempt && s.from > from && s.to < to).length;
}

/** The value of moving `spaces` in `gear`: the spaces gained (up to the flag) less what the damage costs. */
function valueOf(view: CircuitRacerView, gear: number, spaces: number): number {
  const damage = damageOf(view, gear, spaces);
  if (damage > view.damage.free) return -DNF_COST;
  return Math.min(spaces, view.toFlag) - DAMAGE_WEIGHT * damage;
}

const binomial = (n: number, k: number, p: number): number => {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c * p ** k * (1 - p) ** (n - k);
};

/** The expected value of a fresh throw in `gear`: each die moves one space below the gear (or at it, with Include). */
function expectedValue(view: CircuitRacerView, gear: number, include: boolean): number {
  const p = (include ? gear : gear - 1) / 6;
  let sum = 0;
  for (let k = 0; k <= DICE; k++) sum += binomial(DICE, k, p) * valueOf(view, gear, k);
  return sum;
}

const freeLeft = (view: CircuitRacerView, id: string): number => view.actions.find((a) => a.id === id)?.freeLeft ?? 0;

function chooseGear(view: CircuitRacerView, legal: readonly CircuitRacerMove[]): CircuitRacerMove | undefined {
  let best: CircuitRacerMove | undefined;
  let bestValue = -Infinity;
  for (const m of legal) {
    if (m.type !== 'gear' || m.include || m.payCurrent !== undefined || (m.shift && freeLeft(view, 'shift') === 0))
      continue;
    // A Shift is kept for when it matters: it must beat the best neighbouring gear by a clear margin.
    const value = expectedValue(view, m.gear, false) - (m.shift ? 1 : 0);
    if (value > bestValue) {
      best = m;
      bestValue = value;
    }
  }
  return best;
}

function chooseAfterRoll(view: CircuitRacerView, legal: readonly CircuitRacerMove[]): CircuitRacerMove | undefined {
  const accept = valueOf(view, view.gear, view.wouldMove);
  const reroll = legal.find((m) => m.type === 'reroll' && !m.include && m.payCurrent === undefined);
  if (
    reroll !== undefined &&
    freeLeft(view, 'reroll') > 0 &&
    expectedValue(view, view.gear, view.includeDeclared) - REROLL_COST > accept
  )
    return reroll;
  return legal.find((m) => m.type === 'accept');
}

/** The bot's move: one of `legal`, or the first of them when none of its preferences is offered. */
export function decide(view: CircuitRacerView, legal: readonly CircuitRacerMove[]): CircuitRacerMove {
  const pick =
    view.phase === 'gear' ? chooseGear(view, legal) : view.phase === 'dice' ? chooseAfterRoll(view, legal) : undefined;
  return pick ?? legal[0]!;
}
