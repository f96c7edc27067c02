/**
 * What AirCargo's board says over its map, in plain words: who flies and where things stand, then
 * what the pilot can do now (the raw phase, "Phase: planRoll", told a newcomer nothing). Two lines,
 * each a 390 px phone shows whole (phone-lines.tsx); read one after the other they make a sentence.
 */
import { PHONE_LINE } from '../../board/phone-lines.js';
import { textWidth } from '../../board/glyph-widths.js';
import type { AircargoView } from './view-types.js';

/** How the status is drawn: its lines' size and weight (board-svg.tsx draws them over the map). */
export const STATUS_FONT = { size: 14, bold: true } as const;

/** The pilot's name while the first line fits a phone with it (names run to 40 letters), else "The pilot". */
export function statusLines(view: AircargoView, names?: readonly string[]): string[] {
  if (view.phase === 'over') return [`Game over: ${ENDS[view.end]}`];
  const [where, what] = situation(view);
  const named = `${names?.[0] || 'The pilot'}, ${where}:`;
  const fits = textWidth(named, STATUS_FONT.size, STATUS_FONT.bold) <= PHONE_LINE;
  return [fits ? named : `The pilot, ${where}:`, what];
}

/** How a game ended, said as a player would. */
const ENDS: Readonly<Record<AircargoView['end'], string>> = {
  none: 'the game is over',
  crash: 'the plane crashed',
  'no-valid-plan': 'no planning roll can be used',
  stop: 'the pilot stopped flying',
  weather: 'the weather closed in',
};

/** Where the game stands (after the pilot's name) and what can be done now, for a game not over. */
function situation(view: AircargoView): [string, string] {
  const check = view.check;
  const checkAt = check.kind === 'landing' ? `landing check at ${check.ref}` : `check over ${check.ref}`;
  switch (view.phase) {
    case 'planRoll':
      return [`at ${view.position.name}`, 'the planning dice are rolled'];
    case 'planning': {
      const [a, b] = view.planDice;
      return [
        `planning dice ${a} and ${b}`,
        view.planRerolls.left > 0 ? 'plan a cargo or an airport, or re-roll' : 'plan a cargo or an airport with them',
      ];
    }
    case 'flight':
      return [
        `flying ${view.flight.cargo} to ${view.flight.destination}`,
        `fly a leg to a beacon or to ${view.flight.destination}`,
      ];
    case 'weatherRoll':
      return [checkAt, 'the weather die is rolled'];
    case 'stamina':
      return [checkAt, 'spend stamina before the roll?'];
    case 'checkRoll':
      return [checkAt, 'the hazard dice are rolled'];
    case 'failing':
      return [`${checkAt} fails`, `total ${check.total}: ${rescues(view)} to pass`];
    default:
      return [
        `at ${view.position.name}`,
        canFly(view) ? 'roll to plan, fly a planned cargo or stop' : 'roll the planning dice or stop',
      ];
  }
}

/** What can save a failing check: a prayer while any are left, a panic while the stamina pays for it. */
function rescues(view: AircargoView): string {
  const pray = view.prayers.left > 0;
  const panic = view.check.panicCost <= view.stamina.left;
  return pray && panic ? 'pray or panic' : pray ? 'pray' : 'panic';
}

/** A flight can start: a cargo and an airport are both planned. */
const canFly = (view: AircargoView): boolean =>
  view.cargo.some((c) => c.status === 'planned') && view.airports.some((a) => a.status === 'planned');

/** The pilot ranks as the rules name them. */
const RANKS: Readonly<Record<AircargoView['score']['rank'], string>> = {
  crashed: 'crashed',
  lost: 'lost',
  win: 'won',
  'silver-wing': 'the Silver Wing',
  'gold-wing': 'the Gold Wing',
};

/**
 * The score box's three lines, each a phone's width: the sheet's sum, the score and rank, and what
 * each rank takes (on one line with the score it ran past a phone's edge).
 */
export const scoreLines = (score: AircargoView['score']): string[] => [
  `delivered ${score.delivered} − open cargo ${score.openCargo} − open airports ${score.openAirports} = ${score.points}`,
  `Score ${score.score} · ${RANKS[score.rank]}`,
  `win at ${score.winAt}, Silver Wing at ${score.silverAt}, Gold Wing at ${score.goldAt}`,
];
