/**
 * `useItem` (spec §2.5, §4.6): every single-use item with both of its uses. Bread, Dynamite, Bible,
 * Blunderbuss and Chippawa Leaf are used through `step`, `dynamite`, `takeYield`, `bible`, `fight`
 * and `leaf`; the rest through here. The item is discarded to the supply, then its effect applies.
 */
import type { Seat } from '../../core/types.js';
import { ruleError, type RuleError } from '../../core/errors.js';
import { activeSeat } from './activity.js';
import { contactsOf, rowOf } from './board.js';
import { refillStore } from './claims.js';
import type { ColumnId } from './content-ids.js';
import type { GoldmineContent } from './content-types.js';
import { claimOf, isColumnId } from './content-lookup.js';
import { discard, holds, overLimit, takeFromSupply, transfer } from './inventory.js';
import type { PipeShift, UseItemMove } from './move-types.js';
import { update, updatePlayer, withPlayer, type GoldmineState, type PlayerState } from './state.js';

/** Whether `seat` may use `item` at this moment at all (spec §4.6 timing). */
function timingError(content: GoldmineContent, state: GoldmineState, seat: Seat, move: UseItemMove): RuleError | null {
  const p = state.players[seat - 1]!;
  const spec = content.items[move.item];
  if (overLimit(content, p))
    return spec.lightning
      ? null
      : ruleError('over-carry-limit', 'carrying more than 6: use a lightning item, trade or discard');
  const turn = state.turn;
  if (turn?.step === 'fight')
    return ruleError('in-fight', 'no items during a fight except Bible and Chippawa Leaf in their windows');
  if (turn?.step === 'windDown' && turn.waiting.includes(seat))
    return spec.medicinal ? null : ruleError('not-active', 'after mining or a fight only medicinal items');
  return activeSeat(state) === seat ? null : ruleError('not-active', 'items are used by the active player');
}

export function checkUseItem(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  move: UseItemMove,
): RuleError | null {
  const timing = timingError(content, state, seat, move);
  if (timing !== null) return timing;
  const p = state.players[seat - 1]!;
  if (!holds(p, move.item)) return ruleError('not-held', `no ${move.item}`);
  switch (move.item) {
    case 'whiskey':
      return p.injuries > 0 ? null : ruleError('nothing-to-remove', 'no injuries to heal');
    case 'applePie':
      return p.blackMarks > 0 ? null : ruleError('nothing-to-remove', 'no Black Mark');
    case 'fungus':
      return p.poisons > 0 ? null : ruleError('nothing-to-remove', 'no Poison token');
    case 'medicalSupplies':
      return p.bandages > 0 ? null : ruleError('nothing-to-remove', 'no Bandage token');
    case 'bacon':
      return checkBacon(state, seat, move);
    case 'pipe':
      return checkPipe(content, p, move.moves ?? []);
    case 'detonator':
      return checkDetonator(state, p, move);
    case 'matchstick':
      return checkMatchstickPick(content, state, seat, move);
    case 'flask':
    case 'harmonica':
      return checkCallOrSwap(content, state, p, move);
    case 'bread':
    case 'dynamite':
    case 'bible':
    case 'blunderbuss':
    case 'chippawaLeaf':
      return ruleError(
        'bad-move',
        `${move.item} is used through its own move (step, dynamite, takeYield, fight, bible, leaf)`,
      );
    default: {
      const never: never = move.item;
      return ruleError('bad-move', `unknown item ${String(never)}`);
    }
  }
}

function checkBacon(state: GoldmineState, seat: Seat, move: UseItemMove): RuleError | null {
  const p = state.players[seat - 1]!;
  if (move.target === undefined || move.take === undefined) return ruleError('bad-move', 'Bacon needs target and take');
  if (move.target === 'papa') {
    if (p.point !== state.papa) return ruleError('not-at-papa', 'Papa Clayton is not here');
    return state.supply[move.take] > 0 ? null : ruleError('item-not-available', `the supply has no ${move.take}`);
  }
  if (move.target === seat) return ruleError('target-is-self', 'rob someone else');
  const victim = state.players[move.target - 1];
  if (victim === undefined) return ruleError('bad-move', 'target is a seat or papa');
  if (victim.point !== p.point) return ruleError('not-same-point', `seat ${move.target} is not at your point`);
  if (move.take === 'bacon') return ruleError('cannot-steal-bacon', 'Bacon cannot steal Bacon from a player');
  return victim.items[move.take] > 0
    ? null
    : ruleError('item-not-available', `seat ${move.target} has no ${move.take}`);
}

function checkPipe(content: GoldmineContent, p: PlayerState, shifts: readonly PipeShift[]): RuleError | null {
  if (shifts.length < 1 || shifts.length > 3) return ruleError('bad-move', 'a Pipe moves 1–3 cubes');
  const cubes: Record<ColumnId, number> = { ...p.cubes };
  let gold = p.gold;
  for (const { from, to } of shifts) {
    if (!isColumnId(from) || !isColumnId(to) || from === to)
      return ruleError('bad-move', 'move a cube between two different columns');
    if (from === 'notebooks') return ruleError('notebooks-locked', 'Notebooks cubes stay (R21)');
    if (cubes[from] <= 0) return ruleError('nothing-to-remove', `no cube on ${from}`);
    if (cubes[to] >= content.columns[to].capacity) return ruleError('column-full', `${to} is full`);
    if (to === 'notebooks') {
      if (gold < content.notebookGold)
        return ruleError('not-enough-gold', `a Notebooks cube hides ${content.notebookGold} gn`);
      gold -= content.notebookGold;
    }
    cubes[from] -= 1;
    cubes[to] += 1;
  }
  return null;
}

function checkDetonator(state: GoldmineState, p: PlayerState, move: UseItemMove): RuleError | null {
  if (move.mode === 'peek') {
    if (move.phase === undefined || !Number.isInteger(move.phase) || move.phase < 1 || move.phase > state.phases)
      return ruleError('bad-move', `phase is 1..${state.phases}`);
    return move.phase <= state.phase ? ruleError('already-revealed', `phase ${move.phase}'s tile is face up`) : null;
  }
  if (move.mode !== 'rearrange') return ruleError('bad-move', 'Detonator mode: rearrange or peek');
  const order = move.order ?? [];
  const isPermutation = order.length === 3 && [0, 1, 2].every((i) => order.includes(i));
  if (move.row === undefined || !Number.isInteger(move.row) || move.row < 0 || move.row > 2 || !isPermutation)
    return ruleError('bad-move', 'row 0..2 and order a permutation of 0, 1, 2');
  if (order[0] === 0 && order[1] === 1) return ruleError('bad-move', 'the order must change the row');
  return contactsOf(p.point).some((c) => rowOf(c.pos) === move.row)
    ? null
    : ruleError('not-touching-row', `your point does not touch row ${move.row}`);
}

function checkMatchstickPick(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  move: UseItemMove,
): RuleError | null {
  if (move.mode !== 'pick' || move.claimSlot === undefined || move.take === undefined)
    return ruleError('bad-move', 'a Matchstick here picks: mode pick, claimSlot, take (the other use is takeItems)');
  const claim = state.store[move.claimSlot - 1] ?? 0;
  if (claim === 0) return ruleError('claim-not-on-display', `no claim in slot ${move.claimSlot}`);
  if (!(state.turn?.visited[seat - 1] ?? []).includes(claim))
    return ruleError('site-not-visited', `site ${claim} was not visited this turn (R33)`);
  const c = claimOf(content, claim);
  if (!c.top.includes(move.take) && !c.bottom.includes(move.take))
    return ruleError('item-not-in-row', `claim ${claim} does not show ${move.take}`);
  const supply = state.supply[move.take] + (move.take === 'matchstick' ? 1 : 0);
  return supply > 0 ? null : ruleError('item-not-available', `the supply has no ${move.take}`);
}

function checkCallOrSwap(
  content: GoldmineContent,
  state: GoldmineState,
  p: PlayerState,
  move: UseItemMove,
): RuleError | null {
  if (move.item === 'flask' && move.mode === 'refresh') {
    const slots = move.slots ?? [];
    if (
      slots.length < 1 ||
      slots.length > 5 ||
      new Set(slots).size !== slots.length ||
      slots.some((s) => !Number.isInteger(s) || s < 1 || s > 5)
    ) {
      return ruleError('bad-move', 'slots: 1–5 distinct store slots (R10)');
    }
    return slots.every((s) => (state.store[s - 1] ?? 0) !== 0)
      ? null
      : ruleError('empty-slot', 'refresh only displayed claims');
  }
  if (move.item === 'harmonica' && move.mode === 'call') return null;
  if (move.mode !== 'swap' || move.take === undefined)
    return ruleError(
      'bad-move',
      `${move.item} mode: ${move.item === 'flask' ? 'refresh' : 'call'} or swap (with take)`,
    );
  if (p.point !== state.papa) return ruleError('not-at-papa', 'swaps happen at Papa Clayton');
  if (content.items[move.take].group !== move.item)
    return ruleError('wrong-icon-group', `${move.take} does not show the ${move.item} icon`);
  return state.supply[move.take] > 0 ? null : ruleError('item-not-available', `the supply has no ${move.take}`);
}

export function applyUseItem(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  move: UseItemMove,
): GoldmineState {
  const s = discard(state, seat, move.item);
  const change = (c: Partial<PlayerState>) => withPlayer(s, seat, (p) => updatePlayer(p, c));
  const p = s.players[seat - 1]!;
  switch (move.item) {
    case 'whiskey':
      return change({ injuries: 0 });
    case 'applePie':
      return change({ blackMarks: p.blackMarks - 1 });
    case 'fungus':
      return change({ poisons: p.poisons - 1 });
    case 'medicalSupplies':
      return change({ bandages: p.bandages - 1 });
    case 'bacon':
      return move.target === 'papa' ? takeFromSupply(s, seat, move.take!) : transfer(s, move.target!, seat, move.take!);
    case 'pipe':
      return change(pipeResult(content, p, move.moves ?? []));
    case 'detonator':
      return move.mode === 'peek' ? change({ peeks: [...p.peeks, move.phase!] }) : rearrange(s, move.row!, move.order!);
    case 'matchstick':
      return takeFromSupply(s, seat, move.take!);
    case 'flask':
      return move.mode === 'refresh' ? refillStore(content, s, move.slots!) : takeFromSupply(s, seat, move.take!);
    case 'harmonica':
      return move.mode === 'call' ? update(s, { papa: p.point }) : takeFromSupply(s, seat, move.take!);
    default:
      return state;
  }
}

function pipeResult(content: GoldmineContent, p: PlayerState, shifts: readonly PipeShift[]): Partial<PlayerState> {
  const cubes: Record<ColumnId, number> = { ...p.cubes };
  let gold = p.gold;
  for (const { from, to } of shifts) {
    cubes[from] -= 1;
    cubes[to] += 1;
    if (to === 'notebooks') gold -= content.notebookGold;
  }
  return { cubes, gold };
}

/** Detonator: the row's tiles in a new left-to-right order, each keeping its side and rotation (R35). */
function rearrange(state: GoldmineState, row: number, order: readonly number[]): GoldmineState {
  const tiles = state.tiles.slice();
  const old = state.tiles.slice(3 * row, 3 * row + 3);
  order.forEach((from, i) => (tiles[3 * row + i] = old[from]!));
  return update(state, { tiles });
}
