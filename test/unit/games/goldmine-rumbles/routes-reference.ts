/**
 * Goldmine Rumbles' routes as they were computed before each tree worked out the layout's tunnels
 * once (`src/games/goldmine-rumbles/routes.ts`): the reference the fast path is checked against
 * over many random layouts (routes-fast.test.ts). Only what that test compares is kept.
 */
import {
  contactsOf,
  mouthTunnel,
  plansAllow,
  worldTunnels,
  type Layout,
  type PointId,
} from '../../../../src/games/goldmine-rumbles/board.js';
import type { Port } from '../../../../src/games/goldmine-rumbles/content-ids.js';
import type { GoldmineContent, Hazard } from '../../../../src/games/goldmine-rumbles/content-types.js';

export type Edge =
  | { readonly kind: 'step'; readonly pos: number; readonly exit: Port; readonly to: PointId; readonly hazard: Hazard }
  | {
      readonly kind: 'burrow';
      readonly from: number;
      readonly pos: number;
      readonly exit: Port;
      readonly to: PointId;
      readonly hazard: Hazard;
    };

/** Tunnel steps from `point`: through every tunnel of every touched tile, to every other port that opens onto a point. */
function stepEdges(content: GoldmineContent, layout: Layout, point: PointId): Edge[] {
  const edges: Edge[] = [];
  for (const contact of contactsOf(point)) {
    for (const tunnel of worldTunnels(content, layout, contact.pos)) {
      if (!tunnel.ports.includes(contact.port)) continue;
      tunnel.ports.forEach((exit, i) => {
        const to = tunnel.points[i]!;
        if (exit !== contact.port && to !== '')
          edges.push({ kind: 'step', pos: contact.pos, exit, to, hazard: tunnel.hazard });
      });
    }
  }
  return edges;
}

/** Secret-tunnel burrows from `point` (it must lie on a mouth tunnel) allowed by Tunnel Plans at `plans`. */
function burrowEdges(content: GoldmineContent, layout: Layout, point: PointId, plans: number): Edge[] {
  if (plans <= 0) return [];
  const edges: Edge[] = [];
  for (const contact of contactsOf(point)) {
    const here = mouthTunnel(content, layout, contact.pos);
    if (here === undefined || !here.ports.includes(contact.port)) continue;
    for (let to = 1; to <= 9; to++) {
      if (to === contact.pos) continue;
      const there = mouthTunnel(content, layout, to);
      if (there === undefined || !plansAllow(content, plans, here.mouth, there.mouth)) continue;
      there.ports.forEach((exit, i) => {
        const target = there.points[i]!;
        if (target !== '') edges.push({ kind: 'burrow', from: contact.pos, pos: to, exit, to: target, hazard: 'none' });
      });
    }
  }
  return edges;
}

export const referenceEdgesFrom = (content: GoldmineContent, layout: Layout, point: PointId, plans: number): Edge[] => [
  ...stepEdges(content, layout, point),
  ...burrowEdges(content, layout, point, plans),
];

/** How much a route costs: one per edge, plus `hazardCost` per rat or snake passed. */
export interface RouteCosts {
  readonly hazardCost: number;
}

/** The cheapest known way to each reachable point: its cost and the edge that led there. */
export interface RouteTree {
  readonly start: PointId;
  readonly cost: ReadonlyMap<PointId, number>;
  readonly via: ReadonlyMap<PointId, { readonly from: PointId; readonly edge: Edge }>;
}

/** Uniform-cost search from `start` (the graph has ~28 points, so a sorted frontier is plenty). */
export function referenceRouteTree(
  content: GoldmineContent,
  layout: Layout,
  start: PointId,
  plans: number,
  costs: RouteCosts = { hazardCost: 3 },
): RouteTree {
  const cost = new Map<PointId, number>([[start, 0]]);
  const via = new Map<PointId, { from: PointId; edge: Edge }>();
  const done = new Set<PointId>();
  const frontier: PointId[] = [start];
  while (frontier.length > 0) {
    frontier.sort((a, b) => cost.get(a)! - cost.get(b)! || a.localeCompare(b));
    const point = frontier.shift()!;
    if (done.has(point)) continue;
    done.add(point);
    for (const edge of referenceEdgesFrom(content, layout, point, plans)) {
      const next = cost.get(point)! + 1 + (edge.hazard === 'none' ? 0 : costs.hazardCost);
      const known = cost.get(edge.to);
      if (known === undefined || next < known) {
        cost.set(edge.to, next);
        via.set(edge.to, { from: point, edge });
        frontier.push(edge.to);
      }
    }
  }
  return { start, cost, via };
}
