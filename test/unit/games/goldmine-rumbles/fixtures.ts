/**
 * Fixtures for Goldmine Rumbles rule tests: the test kit (test/support/game-kit.ts) bound to this
 * game, plus fixtures of its own. Pinned to rules v1, whose Rumbles orders are the spec's (§2.8, E17);
 * v2, calibrated, changed only those.
 *
 * `opened(players, deal)` folds a whole setup from chosen shuffle orders (canonical by default:
 * mine tile n at P n with rotation 0, claims 1–5 on display, Rumbles tiles in `deal.rumbles` order)
 * and the start sites, then places `cubes` for everyone so phase 1 begins. `edit` changes one player
 * directly: a fixture shortcut for "RED has 31 gn and two Water Pumps" that would take a game to reach.
 */
import {
  goldmineRumblesV1,
  type ColumnId,
  type GoldmineMove,
  type GoldmineOptions,
  type GoldmineState,
  type PlayerState,
} from '../../../../src/games/goldmine-rumbles/index.js';
import { update, updatePlayer, withPlayer, type Items } from '../../../../src/games/goldmine-rumbles/state.js';
import { gameKit } from '../../../support/game-kit.js';

const kit = gameKit<GoldmineState, GoldmineMove, GoldmineOptions, typeof goldmineRumblesV1>(goldmineRumblesV1, {
  players: 4,
  options: { length: 'short' },
});
export const { game, made, rolled, play, given, from, when, decided, after, codeOf, refusalOf } = kit;
export const content = game.content;
export const BLUE = 1;
export const RED = 2;
export const GREEN = 3;
export const YELLOW = 4;

export const identity = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

export interface Deal {
  readonly tiles?: number[];
  readonly orient?: number[];
  readonly characters?: number[];
  readonly claims?: number[];
  readonly missions?: number[];
  readonly rumbles?: number[];
  readonly starts?: number[];
  /** Cubes each seat places in phase 1 (default: Explosives Manuals, then Tunnel Plans). */
  readonly cubes?: ColumnId[];
  readonly length?: 'short' | 'long';
}

export const start = (players = 4, length: 'short' | 'long' = 'short'): GoldmineState => kit.start(players, { length });

/** Setup done and start sites chosen: waiting for phase 1's cubes. */
export function dealt(players = 4, deal: Deal = {}): GoldmineState {
  let s = play(
    start(players, deal.length),
    deal.tiles ?? identity(9),
    deal.orient ?? Array(9).fill(1),
    deal.characters ?? identity(4),
    deal.claims ?? identity(16),
    deal.missions ?? identity(8),
    deal.rumbles ?? identity(9),
  );
  const starts = deal.starts ?? [3, 7, 11, 15];
  for (let seat = 1; seat <= players; seat++) s = play(s, made({ type: 'chooseStart', site: starts[seat - 1]! }, seat));
  return s;
}

/** Phase 1 under way: everyone placed `deal.cubes`; the first turn of the Rumbles order is waiting. */
export function opened(players = 4, deal: Deal = {}): GoldmineState {
  const s = dealt(players, deal);
  const count = players === 4 && (deal.length ?? 'short') === 'short' ? 4 : 3;
  const cubes =
    deal.cubes ??
    (['explosivesManuals', 'explosivesManuals', 'explosivesManuals', 'tunnelPlans'] as ColumnId[]).slice(0, count);
  return play(s, ...Array.from({ length: players }, (_, i) => made({ type: 'placeCubes', columns: cubes }, i + 1)));
}

/** Fixture shortcut: edit one player. */
export const edit = (state: GoldmineState, seat: number, changes: Partial<PlayerState>): GoldmineState =>
  withPlayer(state, seat, (p) => updatePlayer(p, changes));
export const items = (p: PlayerState, changes: Partial<Record<keyof Items, number>>): Items => ({
  ...p.items,
  ...changes,
});
export const cubes = (p: PlayerState, changes: Partial<Record<ColumnId, number>>): PlayerState['cubes'] => ({
  ...p.cubes,
  ...changes,
});
export const withItems = (
  state: GoldmineState,
  seat: number,
  changes: Partial<Record<keyof Items, number>>,
): GoldmineState => edit(state, seat, { items: items(p(state, seat), changes) });
export const withCubes = (
  state: GoldmineState,
  seat: number,
  changes: Partial<Record<ColumnId, number>>,
): GoldmineState => edit(state, seat, { cubes: cubes(p(state, seat), changes) });
export const table = update;

export const p = (state: GoldmineState, seat: number): PlayerState => state.players[seat - 1]!;
