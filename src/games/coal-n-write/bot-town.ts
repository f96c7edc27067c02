/**
 * The heuristic bot's Town choices: a value per card visit in dollars (expected values of the
 * mini-games computed from the content), against the ~$6 a die is worth in the mine.
 */
import type { Seat } from '../../core/types.js';
import { ORES, type CardId, type CoalNWriteContent } from './content.js';
import { activeBandits } from './delivery.js';
import { coalWritten, inStash } from './mine.js';
import type { CoalNWriteMove, VisitTownMove } from './moves.js';
import type { CoalNWriteState, PlayerState } from './state.js';

/** Rounds still to deliver, this one included. */
export const roundsLeft = (state: CoalNWriteState): number => state.lastRound - state.round + 1;

/** Town card values by a fixed table; 0 = not worth a die. */
export function visitValue(content: CoalNWriteContent, state: CoalNWriteState, p: PlayerState, m: VisitTownMove): number {
  const left = roundsLeft(state);
  const card: CardId = m.card;
  switch (card) {
    case 'tackAndHarness': {
      // Worth it only while the stash holds more than a plain burro carries.
      let held = 0;
      for (const t of ORES) held += inStash(p, t);
      return held > 6 && left >= 3 ? 4 * left : 0;
    }
    case 'washDay':
      return 5 * left - content.washDay.cost;
    case 'strikeGold': {
      let held = 0;
      for (const t of ORES) held += inStash(p, t) * content.oreValue[t];
      return Math.min(held, 60) >= 40 ? 10 : 0;
    }
    case 'gunsmith': {
      let bandits = 0;
      for (let b = state.round; b <= state.lastRound; b++) bandits += Math.max(0, activeBandits(content, p, b));
      return m.count === 1 && bandits > p.pistols ? 10 : 0;
    }
    case 'sheriffsDeputy':
      return p.sheriff + 1 >= content.sheriff.boxes || left >= 3 ? 10 : 0;
    case 'sugarfoot':
      return 40;
    case 'coalBaron':
      return coalWritten(p) >= content.coalBaron.coal ? 60 : 0;
    case 'ponyExpress':
      return p.mail === 0 && m.mails === 1 ? 20 : 0;
    case 'wagonWheelFixin':
      return 3.5 * content.wagonWheel[Math.min(p.wagonVisits, content.wagonWheel.length - 1)]!;
    case 'cowPunchin':
      return ((3 * (7 - content.cowPunchin.minFace)) / 6) * content.cowPunchin.perDie;
    case 'trickShootin':
      // 21.8 = expected sum of blasted targets × 2 for targets 2–6 aimed 4, 3, 5, 2, 6 (exact, by recursion).
      return (21.8 * content.trickShootin.multiplier) / 2 - content.trickShootin.entry;
    case 'drankinContest': {
      const k = content.drankin.maxThrows;
      const safe = (5 / 6) ** k;
      return content.drankin.perThrow * k * safe - content.drankin.loss * (1 - safe);
    }
    case 'muleTeam':
      return state.round <= 5 ? 25 : 0;
    case 'armWrasslin':
      return 0;
    case 'backroomGamblin':
      return 3;
    case 'rodeoContest':
      return 2;
    case 'workhorseTonic':
      return 0;
    default: {
      const never: never = card;
      return never;
    }
  }
}

export function bestVisit(content: CoalNWriteContent, state: CoalNWriteState, _seat: Seat, p: PlayerState, legal: readonly CoalNWriteMove[]): CoalNWriteMove | undefined {
  let best: CoalNWriteMove | undefined;
  let bestValue = state.phase === 'bonus' ? 0 : 6; // a die set aside is worth about one claim
  for (const m of legal) {
    if (m.type !== 'visitTown') continue;
    const v = visitValue(content, state, p, m);
    if (v > bestValue) (best = m), (bestValue = v);
  }
  return best;
}
