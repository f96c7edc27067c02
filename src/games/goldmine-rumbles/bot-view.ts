/**
 * What the bot knows: only its own seat's view (never the state), the content and its legal moves.
 * This wraps the view with the derived facts the bot's heuristics read.
 */
import type { Seat } from '../../core/types.js';
import type { Layout, PointId } from './board.js';
import { rotationPlan, type RotationPlan } from './bot-travel.js';
import { routeTree, type RouteTree } from './routes.js';
import type { ColumnId, ItemId } from './content-ids.js';
import type { GoldmineContent } from './content-types.js';
import type { GoldmineMove } from './move-types.js';
import type { GoldminePlayerView, GoldmineView } from './view-types.js';

export class BotView {
  readonly layout: Layout;
  readonly me: GoldminePlayerView;
  /** Route trees and Dynamite plans asked for in this decision (one decision asks for the same ones many times). */
  private readonly trees = new Map<string, RouteTree>();
  private readonly plans = new Map<string, RotationPlan | undefined>();

  constructor(
    readonly content: GoldmineContent,
    readonly view: GoldmineView,
    readonly seat: Seat,
    readonly legal: readonly GoldmineMove[],
    /** Whether it plans Dynamite rotations (the rollout bot does not: a plan costs dozens of route trees). */
    readonly plansDynamite = true,
  ) {
    this.layout = view.tiles.map((t) => ({ tile: t.tile, dark: t.dark, rotation: t.rotation }));
    this.me = view.players[seat - 1]!;
  }

  /** The cheapest routes from `from` on this view's layout with Tunnel Plans at `plans`. */
  tree(from: PointId, plans: number): RouteTree {
    const key = `${from}/${plans}`;
    let tree = this.trees.get(key);
    if (tree === undefined) this.trees.set(key, (tree = routeTree(this.content, this.layout, from, plans)));
    return tree;
  }

  /** `rotationPlan` on this view's layout, worked out once per decision. */
  rotationPlan(from: PointId, lastPos: number, target: PointId, plans: number): RotationPlan | undefined {
    if (!this.plansDynamite) return undefined;
    const key = `${from}/${lastPos}/${target}/${plans}`;
    if (!this.plans.has(key))
      this.plans.set(key, rotationPlan(this.content, this.layout, from, lastPos, target, plans));
    return this.plans.get(key);
  }

  player(seat: Seat): GoldminePlayerView {
    return this.view.players[seat - 1]!;
  }

  held(item: ItemId, seat: Seat = this.seat): number {
    return this.player(seat).items.find((i) => i.item === item)?.count ?? 0;
  }

  cubes(column: ColumnId, seat: Seat = this.seat): number {
    return this.player(seat).cubes.find((c) => c.column === column)?.cubes ?? 0;
  }

  level(column: ColumnId, seat: Seat = this.seat): number {
    return this.player(seat).cubes.find((c) => c.column === column)?.level ?? 0;
  }

  penalty(seat: Seat = this.seat): number {
    const p = this.player(seat);
    return Math.min(this.content.tokenPenaltyCap, p.bandages + p.poisons);
  }

  supply(item: ItemId): number {
    return this.view.supply.find((s) => s.item === item)?.count ?? 0;
  }

  /** Phases left after this one (0 in the last phase). */
  get phasesLeft(): number {
    return Math.max(0, this.view.phases - this.view.phase);
  }

  find<T extends GoldmineMove['type']>(
    type: T,
    test: (m: Extract<GoldmineMove, { type: T }>) => boolean = () => true,
  ): Extract<GoldmineMove, { type: T }> | undefined {
    return this.legal.find(
      (m): m is Extract<GoldmineMove, { type: T }> => m.type === type && test(m as Extract<GoldmineMove, { type: T }>),
    );
  }

  all<T extends GoldmineMove['type']>(type: T): Extract<GoldmineMove, { type: T }>[] {
    return this.legal.filter((m): m is Extract<GoldmineMove, { type: T }> => m.type === type);
  }
}
