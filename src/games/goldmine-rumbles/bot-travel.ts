/**
 * Getting somewhere, for the bot: the next step along the cheapest route, or a one-rotation
 * Dynamite plan when the target is cut off (spec §4.4, R5). Pure functions of the view's layout.
 */
import { contactsOf, type Layout, type PointId } from './board.js';
import type { GoldmineContent } from './content-types.js';
import { routeTo, routeTree, type Edge, type RouteTree } from './routes.js';

/** A tile to rotate from point `at` so that `target` becomes reachable from there. */
export interface RotationPlan {
  readonly at: PointId;
  readonly pos: number;
  readonly rotation: number;
  /** Cost of walking to `at` and then on to the target. */
  readonly cost: number;
}

export function rotated(layout: Layout, pos: number, rotation: number): Layout {
  return layout.map((s, i) => (i === pos - 1 ? { tile: s.tile, dark: s.dark, rotation } : s));
}

/**
 * The cheapest single rotation that opens a way to `target`, honouring "not the tile the pawn is in" at arrival.
 * Routes cost the same both ways (a tunnel or a burrow joins its two points alike), so the cost on from
 * each rotation's `at` is read from one tree grown from the target per rotated layout, not one per `at`.
 */
export function rotationPlan(
  content: GoldmineContent,
  layout: Layout,
  from: PointId,
  lastPos: number,
  target: PointId,
  plans: number,
): RotationPlan | undefined {
  const tree = routeTree(content, layout, from, plans);
  const toTarget = new Map<number, ReadonlyMap<PointId, number>>();
  const costToTarget = (pos: number, rotation: number, at: PointId): number | undefined => {
    const key = pos * 4 + rotation;
    let costs = toTarget.get(key);
    if (costs === undefined)
      toTarget.set(key, (costs = routeTree(content, rotated(layout, pos, rotation), target, plans).cost));
    return costs.get(at);
  };
  let best: RotationPlan | undefined;
  for (const [at, walk] of tree.cost) {
    const arrivedThrough = at === from ? lastPos : tileOf(tree.via.get(at)?.edge);
    for (const { pos } of contactsOf(at)) {
      if (pos === arrivedThrough) continue;
      for (let rotation = 0; rotation < 4; rotation++) {
        if (rotation === layout[pos - 1]!.rotation) continue;
        const after = costToTarget(pos, rotation, at);
        if (after === undefined) continue;
        const cost = walk + after;
        if (best === undefined || cost < best.cost) best = { at, pos, rotation, cost };
      }
    }
  }
  return best;
}

const tileOf = (edge: Edge | undefined): number => (edge === undefined ? 0 : edge.pos);

/** The first edge of the cheapest route in `tree` to `target` (undefined when there or cut off). */
export function nextEdge(tree: RouteTree, target: PointId): Edge | undefined {
  if (tree.start === target) return undefined;
  return routeTo(tree, target)?.[0];
}

/** Route cost and hazards in `tree` to `target`, or undefined when cut off. */
export function routeFacts(tree: RouteTree, target: PointId): { cost: number; hazards: number } | undefined {
  const edges = routeTo(tree, target);
  return edges === undefined
    ? undefined
    : { cost: edges.length, hazards: edges.filter((e) => e.hazard !== 'none').length };
}
