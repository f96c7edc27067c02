/**
 * Checks a move against the rules without changing anything (spec §5). Codes are the spec's stable
 * strings plus the common `game-over`, `roll-pending`, `shuffle-pending`, `not-your-choice` and
 * `bad-move`. Each move's own check lives beside its apply in the module of its concept.
 */
import type { RuleError } from '../../core/errors.js';
import { reject, ruleError } from '../../core/errors.js';
import { OK, err, type Result } from '../../core/result.js';
import type { Seat } from '../../core/types.js';
import { checkBuyClaim, checkTakeItems, cubeError } from './claims.js';
import { COLUMN_IDS, type ColumnId } from './content-ids.js';
import type { GoldmineContent } from './content-types.js';
import { checkAttack, checkBible, checkDefend, checkLeaf, checkTakeSpoil, weaponError } from './fight.js';
import { cubesThisPhase, nextStarter } from './flow.js';
import { overLimit } from './inventory.js';
import {
  checkAbandonClaim,
  checkAcceptBid,
  checkBid,
  checkDone,
  checkFeeChoice,
  checkInviteBids,
  checkMine,
  checkMineAlone,
  checkPartnerEnd,
  checkTakeYield,
} from './mining.js';
import { checkBurrow, checkDynamite, checkRotate, checkStep } from './movement.js';
import type { GoldmineMove } from './move-types.js';
import { updatePlayer, type GoldmineState, type PlayerState } from './state.js';
import { checkBuyEssentials, checkDiscard, checkTrade } from './supplies.js';
import { checkUseItem } from './use-item.js';

/** Moves an over-limit player may make (spec §4.6). */
const WHILE_OVER_LIMIT = new Set<GoldmineMove['type']>(['useItem', 'trade', 'discardItems']);

export function validateMove(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  move: GoldmineMove,
): Result<void, RuleError> {
  const p = state.players[seat - 1]!;
  if (state.stage === 'turn' && overLimit(content, p) && !WHILE_OVER_LIMIT.has(move.type)) {
    return reject('over-carry-limit', 'carrying more than 6: use a lightning item, trade or discard first');
  }
  const error = checkMove(content, state, seat, p, move);
  return error === null ? OK : err(error);
}

/** A move the current stage does not take. Module level: a closure made on every validation cost a replay. */
function wrongStage(move: GoldmineMove, state: GoldmineState): RuleError {
  return ruleError('bad-move', `${move.type} is not possible in the ${state.stage} stage`);
}

function checkMove(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  p: PlayerState,
  move: GoldmineMove,
): RuleError | null {
  if (move.type === 'chooseStart')
    return state.stage === 'start' ? checkStart(content, state, seat, move.site) : wrongStage(move, state);
  if (move.type === 'placeCubes' || move.type === 'placeCube') {
    if (state.stage !== 'cubes') return wrongStage(move, state);
    return checkCubes(
      content,
      state,
      p,
      move.type === 'placeCube' ? [move.column] : move.columns,
      move.type === 'placeCubes',
    );
  }
  if (state.stage !== 'turn') return wrongStage(move, state);
  switch (move.type) {
    case 'buyEssentials':
      return checkBuyEssentials(content, state, seat, move);
    case 'trade':
      return checkTrade(content, state, seat, move.item);
    case 'step':
      return checkStep(content, state, seat, move);
    case 'burrow':
      return checkBurrow(content, state, seat, move);
    case 'dynamite':
      return checkDynamite(state, seat);
    case 'rotate':
      return checkRotate(state, seat, move);
    case 'buyClaim':
      return checkBuyClaim(content, state, seat, move.slot);
    case 'takeItems':
      return checkTakeItems(content, state, seat, move);
    case 'inviteBids':
      return checkInviteBids(state, seat);
    case 'mineAlone':
      return checkMineAlone(state, seat);
    case 'bid':
      return checkBid(content, state, seat, move.amount);
    case 'passBid':
      return checkBid(content, state, seat, null);
    case 'acceptBid':
      return checkAcceptBid(state, seat, move.player);
    case 'partnerDone':
      return checkPartnerEnd(state, seat, true);
    case 'abandon':
      return checkPartnerEnd(state, seat, false);
    case 'abandonClaim':
      return checkAbandonClaim(state, seat);
    case 'mine':
      return checkMine(state, seat);
    case 'takeYield':
      return checkTakeYield(state, seat, move);
    case 'payFee':
      return checkFeeChoice(state, seat);
    case 'fight':
      return checkFeeChoice(state, seat) ?? weaponError(p, move.weapon);
    case 'attack':
      return checkAttack(state, seat, move);
    case 'defend':
      return checkDefend(state, seat, move.weapon);
    case 'bible':
      return checkBible(state, seat, move.dice);
    case 'noBible':
      return checkBible(state, seat, null);
    case 'leaf':
      return checkLeaf(state, seat, move.use);
    case 'takeSpoil':
      return checkTakeSpoil(state, seat, move.item);
    case 'useItem':
      return checkUseItem(content, state, seat, move);
    case 'discardItems':
      return checkDiscard(content, state, seat, move.items);
    case 'done':
      return checkDone(state, seat);
    case 'endTurn':
      return checkEndTurn(state, seat);
    default: {
      const never: never = move;
      return ruleError('bad-move', `unknown move ${JSON.stringify(never)}`);
    }
  }
}

function checkStart(content: GoldmineContent, state: GoldmineState, seat: Seat, site: number): RuleError | null {
  if (nextStarter(state) !== seat) return ruleError('not-your-choice', 'start sites are chosen in seat order');
  if (!content.startSites.includes(site))
    return ruleError('not-a-start-site', `start on site ${content.startSites.join(', ')}`);
  return state.players.some((q) => q.point === `s${site}`)
    ? ruleError('site-taken', `a pawn already stands on site ${site}`)
    : null;
}

/** Cubes go bottom-up in list order; a full placement names exactly the cubes still to place. */
function checkCubes(
  content: GoldmineContent,
  state: GoldmineState,
  p: PlayerState,
  columns: readonly ColumnId[],
  all: boolean,
): RuleError | null {
  const left = cubesThisPhase(content, state) - p.placing.length;
  if (all ? columns.length !== left : left < 1)
    return ruleError('wrong-cube-count', `${left} cube(s) to place this phase`);
  // Each step builds a new player (and cubes), so `p` is never written to: no copy needed to start.
  let q = p;
  for (const c of [...p.placing, ...columns]) {
    if (!COLUMN_IDS.includes(c)) return ruleError('bad-move', `unknown column ${c}`);
    const e = cubeError(content, q, c);
    if (e !== null) return e;
    q = updatePlayer(q, {
      cubes: { ...q.cubes, [c]: q.cubes[c] + 1 },
      gold: c === 'notebooks' ? q.gold - content.notebookGold : q.gold,
    });
  }
  return null;
}

function checkEndTurn(state: GoldmineState, seat: Seat): RuleError | null {
  const turn = state.turn;
  if (turn === null || turn.seat !== seat) return ruleError('not-active', 'not your turn');
  if (turn.step === 'fight') return ruleError('fight-open', 'the fight is not over');
  return turn.step === 'free' ? null : ruleError('mining-open', 'finish or abandon the claim first');
}
