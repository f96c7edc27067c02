/**
 * Goldmine Rumbles' title and fight heading in plain words: what the table does now. They said the
 * rules engine's stage and step ids ("Phase 1 of 4 · turn · Ada's turn (atClaim)", "Fight · round 1 ·
 * leaf"), which told a newcomer nothing; the words are the rulebook's (claims, bids, partner, yield,
 * hazard, Papa Clayton, Bible, Chippawa Leaf, pickings).
 */
import type { GoldmineView } from './view-types.js';

type Step = GoldmineView['turn']['step'];
type FightStage = GoldmineView['turn']['fight']['stage'];

/** What a turn's step is about, after "Ada's turn ·" (no step: between turns). */
const STEPS: Readonly<Record<Step, string>> = {
  '': 'a turn',
  free: 'move, buy a claim or fight',
  travel: 'on the way to the claim',
  atClaim: 'mine alone or invite bids',
  bidding: 'bid to be the partner',
  accepting: 'take a bid or mine alone',
  partner: 'join as partner',
  ready: 'ready to mine',
  yieldRoll: 'the gold dice are rolled',
  yield: 'take a gold die',
  hazardRoll: 'the hazard die is rolled',
  fee: 'pay Papa or fight him',
  fight: 'a fight',
  windDown: 'medicine, then done',
};

/** A fight's round at each stage, after "Fight · round 2 ·". */
export const FIGHT_STAGES: Readonly<Record<FightStage, string>> = {
  defend: 'the defender picks a weapon',
  roll: 'the dice are rolled',
  bible: 'a Bible to re-roll?',
  leaf: 'a Chippawa Leaf for +3?',
  spoils: 'the winner takes pickings',
};

/**
 * The title line names who must act now (`view.deciding`) before what they do, beside whose turn it
 * is: in the partner step the partner decides on the owner's turn, and "player 2's turn (partner)"
 * read as if the owner were to move.
 */
export function statusLine(view: GoldmineView, names?: readonly string[]): string {
  if (view.stage === 'over') return 'Game over';
  const nameOf = (seat: number) => names?.[seat - 1] || `player ${seat}`;
  const owner = view.turn.seat;
  const deciding = view.deciding;
  // Several at once (cubes, a hazard's choices) go by seat number: their names would not fit the line.
  const who =
    deciding.length === 0 || (deciding.length === 1 && deciding[0] === owner)
      ? ''
      : deciding.length === 1
        ? `${nameOf(deciding[0]!)}: `
        : `players ${deciding.join(', ')}: `;
  const whose = owner === 0 ? '' : `${nameOf(owner)}'s turn · `;
  const what = owner === 0 ? stageWords(view) : STEPS[view.turn.step];
  // Start sites are chosen before the first phase: "Phase 0 of 4" counted from the code's zero.
  const phase = view.phase === 0 ? `Before phase 1 of ${view.phases}` : `Phase ${view.phase} of ${view.phases}`;
  return `${phase} · ${whose}${who}${what}`;
}

/** Between turns: setting up, choosing where to start, placing the phase's cubes. */
const stageWords = (view: GoldmineView): string =>
  view.stage === 'start' ? 'choose a start site' : view.stage === 'cubes' ? 'place cubes' : 'setup';
