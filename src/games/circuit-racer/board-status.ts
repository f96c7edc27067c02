/**
 * What Circuit Racer's board says above the track, in plain words: where the race stands, then what
 * the player can do now (the raw phase, "phase dice", told a newcomer nothing). Two lines, each a
 * 390 px phone shows whole (phone-lines.tsx), like AirCargo's status (aircargo/board-status.ts).
 */
import type { CircuitRacerView } from './view.js';

/** How the status is drawn: its lines' size (board-svg.tsx draws them above the track). */
export const STATUS_FONT = { size: 12 } as const;

/** The gears the board offers (spec §2.1: 1–6). */
const GEARS = { min: 1, max: 6 } as const;

/** Where the race stands (how far the flag is, the places so far), then what can be done now. */
export function statusLines(view: CircuitRacerView): [string, string] {
  const places = `places ${view.places.join(', ') || '—'} · total ${view.total}`;
  if (view.phase === 'over') return [`all ${view.circuitCount} circuits raced · ${places}`, 'the race is over'];
  return [`${view.toFlag} spaces to the flag · ${places}`, now(view)];
}

/** What the player can do at this step of the turn. */
function now(view: CircuitRacerView): string {
  switch (view.phase) {
    case 'gear':
      return gearChoice(view);
    case 'roll':
      return `in gear ${view.gear}: the dice are rolled`;
    default:
      return diceChoice(view);
  }
}

/** The gears the rules allow now: any on a circuit's first turn, else one up or down (or Shift). */
function gearChoice(view: CircuitRacerView): string {
  const last = view.previousGear;
  if (last === 0) return 'choose any gear to start the circuit';
  const next = [last - 1, last + 1].filter((g) => g >= GEARS.min && g <= GEARS.max);
  const gears = `choose gear ${next.join(' or ')}`;
  return canUse(view, 'shift') ? `${gears}, or shift to another` : gears;
}

/** Keep the dice (what they do to the car) or roll again, while a re-roll can be had. */
function diceChoice(view: CircuitRacerView): string {
  const outcome = view.wouldDnf
    ? `move ${view.wouldMove}: DNF, place 20`
    : view.wouldDamage > 0
      ? `move ${view.wouldMove}, ${view.wouldDamage} damage`
      : `move ${view.wouldMove}`;
  const keep = `keep the dice (${outcome})`;
  return canUse(view, 'reroll') || canUse(view, 'select') ? `${keep} or re-roll` : keep;
}

/** A special action is free while uses are left, else it costs damage this circuit or the bank can take. */
function canUse(view: CircuitRacerView, id: string): boolean {
  const action = view.actions.find((a) => a.id === id);
  if (action === undefined) return false;
  return action.freeLeft > 0 || action.cost <= view.damage.free + view.bank;
}
