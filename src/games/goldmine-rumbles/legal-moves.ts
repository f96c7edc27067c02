/**
 * Legal moves: candidates for the seat's current choice, each kept only if `validate` accepts it,
 * so the list can never offer an illegal move. Movement is listed as concrete steps (position and
 * exit, with the hazard options), so clients need no graph code. Combinatorial moves are offered in
 * small canonical forms to keep a step's set small (spec: under ~100): single cubes (`placeCube`),
 * Essentials bundles of up to 3, single-item discards, Pipe shifts of one cube (or up to three onto
 * one column), Flask refreshes of one slot or all. Larger bundles stay valid when sent.
 */
import type { Seat } from '../../core/types.js';
import { contactsOf } from './board.js';
import { availableInRow } from './claims.js';
import { COLUMN_IDS, ITEM_IDS, type ColumnId, type ItemId } from './content-ids.js';
import type { GoldmineContent, Row } from './content-types.js';
import { claimOf } from './content-lookup.js';
import { edgesFrom } from './routes.js';
import type { GoldmineMove, PipeShift, UseItemMove } from './move-types.js';
import { pendingOf } from './pending.js';
import type { GoldmineState, PlayerState } from './state.js';
import { validateMove } from './validate.js';
import { level } from './health.js';

/** Every weapon choice is listed; `validate` keeps the ones the player holds (no weapon is always possible). */
const WEAPONS = ['colt', 'blunderbuss', 'none'] as const;

export function legalMovesOf(content: GoldmineContent, state: GoldmineState, seat: Seat): GoldmineMove[] {
  const pending = pendingOf(content, state);
  if (pending.kind !== 'choice' || !pending.players.includes(seat)) return [];
  return candidates(content, state, seat).filter((m) => validateMove(content, state, seat, m).ok);
}

function candidates(content: GoldmineContent, state: GoldmineState, seat: Seat): GoldmineMove[] {
  const p = state.players[seat - 1]!;
  if (state.stage === 'start') return content.startSites.map((site) => ({ type: 'chooseStart', site }));
  if (state.stage === 'cubes') return COLUMN_IDS.map((column) => ({ type: 'placeCube', column }));
  const turn = state.turn;
  if (state.stage !== 'turn' || turn === null) return [];
  // Item moves are offered in every step: validate keeps those the timing allows (and an over-limit player's).
  return [...stepMoves(content, state, seat, p), ...itemMoves(content, state, seat, p)];
}

function stepMoves(content: GoldmineContent, state: GoldmineState, seat: Seat, p: PlayerState): GoldmineMove[] {
  const turn = state.turn!;
  switch (turn.step) {
    case 'free':
    case 'travel':
    case 'atClaim':
    case 'ready':
    case 'partner':
      return [...turnMoves(content, state, seat, p), ...movementMoves(content, state, p), ...essentials()];
    case 'bidding':
      return [...content.bidSquares.map((amount): GoldmineMove => ({ type: 'bid', amount })), { type: 'passBid' }];
    case 'accepting':
      return [...turn.bids.map((b): GoldmineMove => ({ type: 'acceptBid', player: b.seat })), { type: 'mineAlone' }];
    case 'yield':
      return turn.dice.flatMap((_, die): GoldmineMove[] => [
        { type: 'takeYield', die },
        { type: 'takeYield', die, bible: true },
      ]);
    case 'fee':
      return [
        { type: 'payFee' },
        { type: 'fight' },
        ...WEAPONS.map((weapon): GoldmineMove => ({ type: 'fight', weapon })),
      ];
    case 'fight':
      return [...fightMoves(turn.fight?.stage), ...ITEM_IDS.map((item): GoldmineMove => ({ type: 'takeSpoil', item }))];
    case 'windDown':
      return [{ type: 'done' }];
    case 'yieldRoll':
    case 'hazardRoll':
      return [];
    default: {
      const never: never = turn.step;
      return never;
    }
  }
}

function fightMoves(stage: string | undefined): GoldmineMove[] {
  switch (stage) {
    case 'defend':
      return [{ type: 'defend' }, ...WEAPONS.map((weapon): GoldmineMove => ({ type: 'defend', weapon }))];
    case 'bible':
      return [
        { type: 'noBible' },
        { type: 'bible', dice: [0] },
        { type: 'bible', dice: [1] },
        { type: 'bible', dice: [0, 1] },
      ];
    case 'leaf':
      return [
        { type: 'leaf', use: false },
        { type: 'leaf', use: true },
      ];
    default:
      return [];
  }
}

function turnMoves(content: GoldmineContent, state: GoldmineState, seat: Seat, p: PlayerState): GoldmineMove[] {
  const turn = state.turn!;
  const moves: GoldmineMove[] = [
    { type: 'endTurn' },
    { type: 'abandonClaim' },
    { type: 'inviteBids' },
    { type: 'mineAlone' },
    { type: 'mine' },
    { type: 'partnerDone' },
    { type: 'abandon' },
    ...content.storePrices.map((_, i): GoldmineMove => ({ type: 'buyClaim', slot: i + 1 })),
  ];
  const targets = [...state.players.map((_, i) => i + 1).filter((s) => s !== seat), 'papa' as const];
  for (const target of targets)
    moves.push(
      { type: 'attack', target },
      ...WEAPONS.map((weapon): GoldmineMove => ({ type: 'attack', target, weapon })),
    );
  if (turn.claim !== 0) moves.push(...takeItemsMoves(content, state, p, turn.claim));
  return moves;
}

function takeItemsMoves(
  content: GoldmineContent,
  state: GoldmineState,
  p: PlayerState,
  claimId: number,
): GoldmineMove[] {
  const claim = claimOf(content, claimId);
  const moves: GoldmineMove[] = [];
  for (const row of ['top', 'bottom'] as const satisfies readonly Row[]) {
    for (const matchstick of [false, true]) {
      const available = availableInRow(state, claim[row], matchstick);
      const picks = matchstick ? [available] : pairs(available);
      const columns: (ColumnId | undefined)[] =
        claim.cube === row ? COLUMN_IDS.filter((c) => p.cubes[c] < content.columns[c].capacity) : [undefined];
      for (const items of picks) {
        for (const cubeColumn of columns.length > 0 ? columns : [undefined]) {
          moves.push({
            type: 'takeItems',
            row,
            items,
            ...(matchstick ? { matchstick } : {}),
            ...(cubeColumn ? { cubeColumn } : {}),
          });
        }
      }
    }
  }
  return moves;
}

const pairs = (items: readonly ItemId[]): ItemId[][] =>
  items.length <= 2 ? [[...items]] : items.flatMap((a, i) => items.slice(i + 1).map((b) => [a, b]));

function movementMoves(content: GoldmineContent, state: GoldmineState, p: PlayerState): GoldmineMove[] {
  const moves: GoldmineMove[] = [{ type: 'dynamite' }];
  for (const edge of edgesFrom(content, state.tiles, p.point, level(content, p, 'tunnelPlans'))) {
    if (edge.kind === 'burrow') {
      moves.push({ type: 'burrow', from: edge.from, to: edge.pos, exit: edge.exit });
      continue;
    }
    moves.push({ type: 'step', pos: edge.pos, exit: edge.exit });
    if (edge.hazard === 'rat') moves.push({ type: 'step', pos: edge.pos, exit: edge.exit, bread: true });
    if (edge.hazard === 'snake') moves.push({ type: 'step', pos: edge.pos, exit: edge.exit, blunderbuss: true });
  }
  if ((state.turn?.charges ?? 0) > 0) {
    for (const c of contactsOf(p.point))
      for (let rotation = 0; rotation < 4; rotation++) moves.push({ type: 'rotate', pos: c.pos, rotation });
  }
  return moves;
}

function essentials(): GoldmineMove[] {
  const moves: GoldmineMove[] = [];
  for (let bread = 0; bread <= 3; bread++) {
    for (let dynamite = 0; dynamite + bread <= 3; dynamite++) {
      for (let whiskey = 0; whiskey + dynamite + bread <= 3; whiskey++) {
        if (bread + dynamite + whiskey === 0) continue;
        moves.push({
          type: 'buyEssentials',
          ...(bread ? { bread } : {}),
          ...(dynamite ? { dynamite } : {}),
          ...(whiskey ? { whiskey } : {}),
        });
      }
    }
  }
  return moves;
}

function itemMoves(content: GoldmineContent, state: GoldmineState, seat: Seat, p: PlayerState): GoldmineMove[] {
  const moves: GoldmineMove[] = [];
  for (const item of ITEM_IDS) {
    if (p.items[item] <= 0) continue;
    moves.push({ type: 'discardItems', items: [item] }, { type: 'trade', item });
    moves.push(
      ...useItemVariants(content, state, seat, p, item).map((m): GoldmineMove => ({ type: 'useItem', item, ...m })),
    );
  }
  return moves;
}

type Use = Omit<UseItemMove, 'type' | 'item'>;

function useItemVariants(
  content: GoldmineContent,
  state: GoldmineState,
  seat: Seat,
  p: PlayerState,
  item: ItemId,
): Use[] {
  switch (item) {
    case 'bacon': {
      const others = state.players
        .map((_, i) => i + 1)
        .filter((s) => s !== seat && state.players[s - 1]!.point === p.point);
      const fromPlayers = others.flatMap((target) =>
        ITEM_IDS.filter((take) => state.players[target - 1]!.items[take] > 0).map((take) => ({ target, take })),
      );
      const fromPapa =
        p.point === state.papa
          ? ITEM_IDS.filter((take) => state.supply[take] > 0).map((take) => ({ target: 'papa' as const, take }))
          : [];
      return [...fromPlayers, ...fromPapa];
    }
    case 'pipe':
      return pipeVariants(content, p);
    case 'detonator': {
      const peeks = Array.from({ length: state.phases - state.phase }, (_, i) => state.phase + i + 1).filter(
        (ph) => !p.peeks.includes(ph),
      );
      const rows = [...new Set(contactsOf(p.point).map((c) => Math.floor((c.pos - 1) / 3)))];
      const orders = [
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
      ];
      return [
        ...peeks.map((phase) => ({ mode: 'peek' as const, phase })),
        ...rows.flatMap((row) => orders.map((order) => ({ mode: 'rearrange' as const, row, order }))),
      ];
    }
    case 'matchstick':
      return state.store.flatMap((claim, i) => {
        if (claim === 0) return [];
        const c = claimOf(content, claim);
        return [...new Set([...c.top, ...c.bottom])].map((take) => ({ mode: 'pick' as const, claimSlot: i + 1, take }));
      });
    case 'flask':
    case 'harmonica': {
      const swaps = ITEM_IDS.filter((take) => content.items[take].group === item).map((take) => ({
        mode: 'swap' as const,
        take,
      }));
      if (item === 'harmonica') return [{ mode: 'call' }, ...swaps];
      const filled = state.store.flatMap((c, i) => (c === 0 ? [] : [i + 1]));
      return [
        ...filled.map((slot) => ({ mode: 'refresh' as const, slots: [slot] })),
        ...(filled.length > 1 ? [{ mode: 'refresh' as const, slots: filled }] : []),
        ...swaps,
      ];
    }
    default:
      return [{}];
  }
}

/** One cube from any column to any other, and for each target up to three cubes from the fullest columns. */
function pipeVariants(content: GoldmineContent, p: PlayerState): Use[] {
  const sources = COLUMN_IDS.filter((c) => c !== 'notebooks' && p.cubes[c] > 0);
  const uses: Use[] = [];
  for (const to of COLUMN_IDS) {
    for (const from of sources) if (from !== to) uses.push({ moves: [{ from, to }] });
    const room = content.columns[to].capacity - p.cubes[to];
    const pool = sources.filter((c) => c !== to).flatMap((c) => Array<ColumnId>(p.cubes[c]).fill(c));
    pool.sort((a, b) => p.cubes[b] - p.cubes[a]);
    const shifts: PipeShift[] = pool.slice(0, Math.min(3, room)).map((from) => ({ from, to }));
    if (shifts.length > 1) uses.push({ moves: shifts });
  }
  return uses;
}
