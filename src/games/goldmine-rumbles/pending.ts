/** What the game waits for (spec §3, §4): setup shuffles and rolls, the players of a choice, the turn's rolls, or the end. */
import type { Pending, Seat } from '../../core/types.js';
import type { GoldmineContent } from './content-types.js';
import { nextStarter, stillPlacing } from './flow.js';
import { overLimitSeat } from './inventory.js';
import { DIE_SIDES, fightLabel, hazardLabel, SETUP_EVENTS, shotLabel, yieldLabel } from './labels.js';
import { standingsOf } from './scoring.js';
import type { GoldmineState, TurnState } from './state.js';

const NOBODY: Pending = Object.freeze({ kind: 'choice', players: Object.freeze([]) });
const choice = (players: readonly Seat[]): Pending => ({ kind: 'choice', players });

export function pendingOf(content: GoldmineContent, state: GoldmineState): Pending {
  switch (state.stage) {
    case 'setup': {
      const next = SETUP_EVENTS[state.setupStep];
      if (next === undefined) return NOBODY;
      return next.kind === 'shuffle'
        ? { kind: 'shuffle', label: next.label, size: next.size }
        : { kind: 'roll', label: next.label, count: next.count, sides: next.sides };
    }
    case 'start':
      return choice([nextStarter(state)]);
    case 'cubes':
      return choice(stillPlacing(content, state));
    case 'turn':
      return state.turn === null ? NOBODY : turnPending(content, state, state.turn);
    case 'over':
      return { kind: 'over', standings: standingsOf(content, state) };
    default: {
      const never: never = state.stage;
      throw new Error(`unknown stage ${String(never)}`);
    }
  }
}

function turnPending(content: GoldmineContent, state: GoldmineState, turn: TurnState): Pending {
  const { phase } = state;
  if (turn.shooter !== 0)
    return { kind: 'roll', label: shotLabel(phase, turn.number, turn.shots), count: 1, sides: DIE_SIDES };
  const over = overLimitSeat(content, state);
  if (over !== 0) return choice([over]);
  switch (turn.step) {
    case 'free':
    case 'travel':
    case 'atClaim':
    case 'accepting':
    case 'ready':
      return choice([turn.seat]);
    case 'partner':
      return choice([turn.partner]);
    case 'bidding':
      return choice(turn.bidders.slice(0, 1));
    case 'yieldRoll':
      return { kind: 'roll', label: yieldLabel(phase, turn.number), count: turn.miners.length, sides: DIE_SIDES };
    case 'hazardRoll':
      return { kind: 'roll', label: hazardLabel(phase, turn.number), count: 1, sides: DIE_SIDES };
    case 'yield':
    case 'fee':
    case 'windDown':
      return choice(turn.waiting);
    case 'fight': {
      const fight = turn.fight!;
      switch (fight.stage) {
        case 'defend':
          return choice([fight.fighters[1]!]);
        case 'roll':
          return {
            kind: 'roll',
            label: fightLabel(phase, turn.number, fight.round, fight.bibles),
            count: fight.rerolling.length || 2,
            sides: DIE_SIDES,
          };
        case 'bible':
          return choice(fight.askBible.slice(0, 1));
        case 'leaf':
          return choice(fight.leafWaiting);
        case 'spoils':
          return choice(fight.spoilers);
        default: {
          const never: never = fight.stage;
          throw new Error(`unknown fight stage ${String(never)}`);
        }
      }
    }
    default: {
      const never: never = turn.step;
      throw new Error(`unknown turn step ${String(never)}`);
    }
  }
}
