/**
 * Checks a move against the rules without changing anything (spec §5). Codes are the spec's stable
 * strings plus the common `game-over`, `roll-pending`, `not-your-choice` and `bad-move`. A move of
 * the wrong kind for the step is a `bad-move` whose message names the step (visible as `phase`).
 */
import type { RuleError } from '../../core/errors.js';
import { reject } from '../../core/errors.js';
import { OK, type Result } from '../../core/result.js';
import type { Seat } from '../../core/types.js';
import { ORES, type CoalNWriteContent } from './content.js';
import { activeBandits, burroOpen, capacity } from './delivery.js';
import { checkClaim, checkDig, checkFreeDig, inStash } from './mine.js';
import type { CoalNWriteMove } from './moves.js';
import type { CoalNWriteState, PlayerState } from './state.js';
import { checkCard, checkVisitor } from './town.js';
import { counted } from '../../core/plural.js';

/** A move the current step does not take. Module level: a closure made on every validation cost a replay. */
function wrongStep(move: CoalNWriteMove, state: CoalNWriteState): Result<never, RuleError> {
  return reject('bad-move', `${move.type} is not possible in the ${state.phase} step`);
}

export function validateMove(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  seat: Seat,
  move: CoalNWriteMove,
): Result<void, RuleError> {
  const p = state.players[seat - 1]!;
  const sub = p.sub;
  const inSub = checkSubStepMove(content, state, p, move);
  if (inSub !== null) return inSub;
  if (sub !== null) return reject('sub-step-open', `finish the open ${sub.kind} first`);
  switch (move.type) {
    case 'shoot': {
      if (p.pistols <= 0) return reject('no-pistols', 'no pistols');
      const open = burroOpen(state, move.burro);
      if (open !== 'ok') return reject(open, `burro ${move.burro} cannot be defended`);
      return activeBandits(content, p, move.burro) > 0
        ? OK
        : reject('no-active-bandit', `burro ${move.burro} has no active bandit`);
    }
    case 'joinRodeo':
      if (state.phase !== 'rodeo') return wrongStep(move, state);
      return !move.join || p.cash >= content.rodeo.entry
        ? OK
        : reject('not-enough-cash', `the entry is $${content.rodeo.entry}`);
    case 'claim':
      if (state.phase !== 'turn' && state.phase !== 'lone') return wrongStep(move, state);
      return checkClaim(content, p, state.dice, move.vein, move.dice, move.tonics ?? 0) ?? OK;
    case 'dig':
      if (state.phase !== 'turn' && state.phase !== 'lone') return wrongStep(move, state);
      return checkDig(content, p, state.dice, move.vein, move.die) ?? OK;
    case 'visitTown': {
      const who = checkVisitor(state, p, move);
      return who.ok ? checkCard(content, state, seat, move) : who;
    }
    case 'endTurn':
      return state.phase === 'turn' || state.phase === 'lone' ? OK : wrongStep(move, state);
    case 'chooseBonus':
      if (state.phase !== 'bonusPick') return wrongStep(move, state);
      return move.bonus !== 'G' || state.tableau.includes('backroomGamblin')
        ? OK
        : reject('gamblin-not-available', "G needs Backroom Gamblin' face-up (R10)");
    case 'freeDig':
      if (state.phase !== 'bonus') return wrongStep(move, state);
      return checkFreeDig(content, p, move.vein) ?? OK;
    case 'bonusDone':
      return state.phase === 'bonus' ? OK : wrongStep(move, state);
    case 'load':
      return state.phase === 'load' ? checkLoad(content, state, p, move.ore) : wrongStep(move, state);
    case 'gambleHit':
    case 'gambleStay':
    case 'placeBandit':
    case 'aim':
    case 'drink':
      return OK; // answered by checkSubStepMove above
    default: {
      const never: never = move;
      return reject('bad-move', `unknown move ${JSON.stringify(never)}`);
    }
  }
}

/** Moves that belong to a mini-game sub-step (spec §5); null for every other move. */
function checkSubStepMove(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  p: PlayerState,
  move: CoalNWriteMove,
): Result<void, RuleError> | null {
  const sub = p.sub;
  if (move.type === 'gambleHit') {
    if (sub?.kind !== 'gamble') return reject('not-gambling', "no Backroom Gamblin' game is open");
    return sub.total < 21 ? OK : reject('not-gambling', 'the gamble is settled');
  }
  if (move.type === 'gambleStay')
    return sub?.kind === 'gamble' ? OK : reject('not-gambling', "no Backroom Gamblin' game is open");
  if (move.type === 'placeBandit') {
    if (sub?.kind !== 'bandit') return reject('bad-move', 'a bandit is placed only after a bust');
    const open = burroOpen(state, move.burro);
    return open === 'ok' ? OK : reject(open, `burro ${move.burro} cannot take a bandit`);
  }
  if (move.type === 'aim') {
    if (sub?.kind !== 'trick') return reject('bad-move', "no Trick Shootin' game is open");
    if (sub.shots >= content.trickShootin.shots) return reject('no-shots-left', 'all shots are taken');
    if (!content.trickShootin.targets.includes(move.target))
      return reject('bad-move', `targets: ${content.trickShootin.targets.join(', ')}`);
    return sub.blasted.includes(move.target)
      ? reject('target-blasted', `target ${move.target} is already blasted`)
      : OK;
  }
  if (move.type === 'drink') {
    if (sub?.kind !== 'drink') return reject('bad-move', "no Drankin' Contest is open");
    const ok = Number.isInteger(move.throws) && move.throws >= 1 && move.throws <= content.drankin.maxThrows;
    return ok ? OK : reject('bad-throws', `declare 1–${content.drankin.maxThrows} throws`);
  }
  return null;
}

function checkLoad(
  content: CoalNWriteContent,
  state: CoalNWriteState,
  p: PlayerState,
  ore: Record<(typeof ORES)[number], number>,
): Result<void, RuleError> {
  let total = 0;
  for (const t of ORES) {
    const n = ore[t];
    if (!Number.isInteger(n) || n < 0) return reject('bad-move', `ore.${t} must be a count`);
    if (n > inStash(p, t)) return reject('not-in-stash', `${n} ${t} asked, ${inStash(p, t)} unscratched in the stash`);
    total += n;
  }
  const cap = capacity(content, p, state.round);
  return total <= cap ? OK : reject('over-capacity', `${total} ore on a burro with ${counted(cap, 'slot')}`);
}
