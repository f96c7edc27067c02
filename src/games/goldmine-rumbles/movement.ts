/**
 * Moving pawns and changing the tunnels (spec §4.4): `step`, `burrow`, `dynamite`, `rotate`.
 * Each move has a check (a rule error or null) and an apply; `evolve` applies only checked moves.
 */
import type { Seat } from '../../core/types.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import { activeSeat, lockedAtClaim } from './activity.js';
import { contactPort, contactsOf, mouthTunnel, plansAllow, pointAt, siteNumber, tunnelBetween } from './board.js';
import type { GoldmineContent } from './content-types.js';
import { addPoison, level } from './health.js';
import { discard, holds } from './inventory.js';
import type { BurrowMove, RotateMove, StepMove } from './move-types.js';
import { update, updatePlayer, updateTurn, withPlayer, withTurn, type GoldmineState } from './state.js';

const validPos = (pos: number): boolean => Number.isInteger(pos) && pos >= 1 && pos <= 9;

/** Common to every move that moves the pawn: active and not locked at a claim. */
function checkMover(state: GoldmineState, seat: Seat): RuleError | null {
  if (activeSeat(state) !== seat) return ruleError('not-active', 'only the active player may move');
  return lockedAtClaim(state.turn!, seat)
    ? ruleError('locked-at-claim', 'claim items taken: the pawn stays at the claim this turn')
    : null;
}

export function checkStep(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  move: StepMove,
): RuleError | null {
  const mover = checkMover(state, seat);
  if (mover !== null) return mover;
  if (!validPos(move.pos)) return ruleError('bad-move', 'pos is 1..9');
  const p = state.players[seat - 1]!;
  const entry = contactPort(p.point, move.pos);
  if (entry === undefined) return ruleError('not-touching-tile', `${p.point} does not touch position ${move.pos}`);
  const tunnel = entry === move.exit ? undefined : tunnelBetween(content, state.tiles, move.pos, entry, move.exit);
  if (tunnel === undefined)
    return ruleError('no-tunnel', `no tunnel joins ${entry} and ${move.exit} at position ${move.pos}`);
  if (pointAt(move.pos, move.exit) === '')
    return ruleError('dead-end', `${move.exit} of position ${move.pos} runs into rock (R3)`);
  if (move.bread === true && move.blunderbuss === true)
    return ruleError('bad-move', 'one hazard per tunnel: Bread or Blunderbuss');
  if (move.bread === true) {
    if (tunnel.hazard !== 'rat') return ruleError('no-rat-here', 'this tunnel has no rat');
    if (!holds(p, 'bread')) return ruleError('no-bread', 'no Bread to throw to the rat');
  }
  if (move.blunderbuss === true) {
    if (tunnel.hazard !== 'snake') return ruleError('no-snake-here', 'this tunnel has no snake');
    if (!holds(p, 'blunderbuss')) return ruleError('no-blunderbuss', 'no Blunderbuss to shoot the snake');
  }
  return null;
}

export function applyStep(content: GoldmineContent, state: GoldmineState, seat: Seat, move: StepMove): GoldmineState {
  const p = state.players[seat - 1]!;
  const entry = contactPort(p.point, move.pos)!;
  const tunnel = tunnelBetween(content, state.tiles, move.pos, entry, move.exit)!;
  let s = arrive(state, seat, pointAt(move.pos, move.exit), move.pos);
  if (tunnel.hazard === 'rat') s = move.bread === true ? discard(s, seat, 'bread') : withPlayer(s, seat, addPoison);
  if (tunnel.hazard === 'snake') {
    if (move.blunderbuss !== true) return withPlayer(s, seat, addPoison);
    s = discard(s, seat, 'blunderbuss');
    return withTurn(s, (t) => updateTurn(t, { shots: t.shots + 1, shooter: seat }));
  }
  return s;
}

/** Puts the pawn on `point`, having passed through the tile at `pos`; a site joins the visited list. */
function arrive(state: GoldmineState, seat: Seat, point: string, pos: number): GoldmineState {
  const s = withPlayer(state, seat, (q) => updatePlayer(q, { point, lastPos: pos }));
  const site = siteNumber(point);
  return withTurn(s, (t) => {
    const mine = t.visited[seat - 1] ?? [];
    if (site === 0 || mine.includes(site)) return t;
    const visited = t.visited.slice();
    visited[seat - 1] = [...mine, site];
    return updateTurn(t, { visited });
  });
}

export function checkBurrow(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  move: BurrowMove,
): RuleError | null {
  const mover = checkMover(state, seat);
  if (mover !== null) return mover;
  if (!validPos(move.from) || !validPos(move.to) || move.from === move.to)
    return ruleError('bad-move', 'from and to are two different positions 1..9');
  const p = state.players[seat - 1]!;
  const entry = contactPort(p.point, move.from);
  const here = mouthTunnel(content, state.tiles, move.from);
  if (entry === undefined || here === undefined || !here.ports.includes(entry))
    return ruleError('not-at-mouth', `${p.point} is not on a secret tunnel of position ${move.from}`);
  const there = mouthTunnel(content, state.tiles, move.to);
  if (there === undefined) return ruleError('no-mouth', `position ${move.to} has no secret tunnel`);
  if (!plansAllow(content, level(content, p, 'tunnelPlans'), here.mouth, there.mouth)) {
    return ruleError(
      'plans-too-low',
      `Tunnel Plans ${p.cubes.tunnelPlans} do not join ${here.mouth} and ${there.mouth}`,
    );
  }
  const i = there.ports.indexOf(move.exit);
  if (i < 0 || there.points[i] === '')
    return ruleError('bad-exit', `${move.exit} is not an open port of the secret tunnel at position ${move.to}`);
  return null;
}

export function applyBurrow(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  move: BurrowMove,
): GoldmineState {
  return arrive(state, seat, pointAt(move.to, move.exit), move.to);
}

export function checkDynamite(state: GoldmineState, seat: Seat): RuleError | null {
  if (activeSeat(state) !== seat) return ruleError('not-active', 'only the active player may use Dynamite');
  return holds(state.players[seat - 1]!, 'dynamite') ? null : ruleError('no-dynamite', 'no Dynamite');
}

/** Discards a Dynamite for 1 + Explosives Manuals rotation charges this turn (R6). */
export function applyDynamite(content: GoldmineContent, state: GoldmineState, seat: Seat): GoldmineState {
  const charges = 1 + level(content, state.players[seat - 1]!, 'explosivesManuals');
  return withTurn(discard(state, seat, 'dynamite'), (t) => updateTurn(t, { charges: t.charges + charges }));
}

export function checkRotate(state: GoldmineState, seat: Seat, move: RotateMove): RuleError | null {
  if (activeSeat(state) !== seat) return ruleError('not-active', 'only the active player may rotate tiles');
  if ((state.turn?.charges ?? 0) <= 0) return ruleError('no-charges', 'no rotation charges: use Dynamite first');
  if (!validPos(move.pos) || !Number.isInteger(move.rotation) || move.rotation < 0 || move.rotation > 3)
    return ruleError('bad-move', 'pos 1..9, rotation 0..3');
  const p = state.players[seat - 1]!;
  if (!contactsOf(p.point).some((c) => c.pos === move.pos))
    return ruleError('not-touching-tile', `${p.point} does not touch position ${move.pos}`);
  if (p.lastPos === move.pos) return ruleError('tile-occupied', 'the pawn is in this tile (R5)');
  if (state.tiles[move.pos - 1]!.rotation === move.rotation)
    return ruleError('same-rotation', 'rotate to a new orientation');
  return null;
}

export function applyRotate(state: GoldmineState, move: RotateMove): GoldmineState {
  const tiles = state.tiles.map((slot, i) =>
    i === move.pos - 1 ? { tile: slot.tile, dark: slot.dark, rotation: move.rotation } : slot,
  );
  return withTurn(update(state, { tiles }), (t) => updateTurn(t, { charges: t.charges - 1 }));
}
