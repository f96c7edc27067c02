/**
 * What the bot knows: only its own seat's view (never the state), the content and its legal moves.
 * This wraps the view with the derived facts the bot's heuristics read.
 */
import type { Seat } from '../../core/types.js';
import type { Layout } from './board.js';
import type { ColumnId, GoldmineContent, ItemId } from './content.js';
import type { GoldmineMove } from './moves.js';
import type { GoldminePlayerView, GoldmineView } from './view-types.js';

export class BotView {
  readonly layout: Layout;
  readonly me: GoldminePlayerView;

  constructor(
    readonly content: GoldmineContent,
    readonly view: GoldmineView,
    readonly seat: Seat,
    readonly legal: readonly GoldmineMove[],
  ) {
    this.layout = view.tiles.map((t) => ({ tile: t.tile, dark: t.dark, rotation: t.rotation }));
    this.me = view.players[seat - 1]!;
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
