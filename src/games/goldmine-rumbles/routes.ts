/**
 * Movement as a graph (spec §4.4): the edges a pawn can take from a point (tunnel steps and secret
 * A/B/C burrows), reachability and cheapest routes. Pure functions of content and layout; used by
 * the rules (validation), the view (routes offered to clients), the bot and calibration.
 */
import { contactsOf, plansAllow, worldTunnels, type Layout, type PointId, type WorldTunnel } from './board.js';
import type { Port } from './content-ids.js';
import type { GoldmineContent, Hazard } from './content-types.js';

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

/** The tunnels of every position under one layout, worked out once (index = position − 1) for the many points a search visits. */
export interface LayoutTunnels {
  readonly tunnels: readonly (readonly WorldTunnel[])[];
  /** Each position's mouth tunnel, if its current side has one. */
  readonly mouths: readonly (WorldTunnel | undefined)[];
}

export function layoutTunnels(content: GoldmineContent, layout: Layout): LayoutTunnels {
  const tunnels: (readonly WorldTunnel[])[] = [];
  const mouths: (WorldTunnel | undefined)[] = [];
  for (let pos = 1; pos <= 9; pos++) {
    const here = worldTunnels(content, layout, pos);
    tunnels.push(here);
    mouths.push(here.find((t) => t.mouth !== ''));
  }
  return { tunnels, mouths };
}

/** Tunnel steps from `point`: through every tunnel of every touched tile, to every other port that opens onto a point. */
export function stepEdges(content: GoldmineContent, layout: Layout, point: PointId): Edge[] {
  return stepEdgesIn(layoutTunnels(content, layout), point);
}

function stepEdgesIn(world: LayoutTunnels, point: PointId): Edge[] {
  const edges: Edge[] = [];
  for (const contact of contactsOf(point)) {
    for (const tunnel of world.tunnels[contact.pos - 1] ?? []) {
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
function burrowEdgesIn(content: GoldmineContent, world: LayoutTunnels, point: PointId, plans: number): Edge[] {
  if (plans <= 0) return [];
  const edges: Edge[] = [];
  for (const contact of contactsOf(point)) {
    const here = world.mouths[contact.pos - 1];
    if (here === undefined || !here.ports.includes(contact.port)) continue;
    for (let to = 1; to <= 9; to++) {
      if (to === contact.pos) continue;
      const there = world.mouths[to - 1];
      if (there === undefined || !plansAllow(content, plans, here.mouth, there.mouth)) continue;
      there.ports.forEach((exit, i) => {
        const target = there.points[i]!;
        if (target !== '') edges.push({ kind: 'burrow', from: contact.pos, pos: to, exit, to: target, hazard: 'none' });
      });
    }
  }
  return edges;
}

export const edgesFrom = (content: GoldmineContent, layout: Layout, point: PointId, plans: number): Edge[] =>
  edgesIn(content, layoutTunnels(content, layout), point, plans);

const edgesIn = (content: GoldmineContent, world: LayoutTunnels, point: PointId, plans: number): Edge[] => [
  ...stepEdgesIn(world, point),
  ...burrowEdgesIn(content, world, point, plans),
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
export function routeTree(
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
  const world = layoutTunnels(content, layout);
  while (frontier.length > 0) {
    // Ids are ASCII: plain code-unit order is localeCompare's order here, without a collator.
    frontier.sort((a, b) => cost.get(a)! - cost.get(b)! || (a < b ? -1 : a > b ? 1 : 0));
    const point = frontier.shift()!;
    if (done.has(point)) continue;
    done.add(point);
    for (const edge of edgesIn(content, world, point, plans)) {
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

/** The edges from the tree's start to `target`, in order; undefined when unreachable. */
export function routeTo(tree: RouteTree, target: PointId): Edge[] | undefined {
  if (!tree.cost.has(target)) return undefined;
  const edges: Edge[] = [];
  for (let at = target; at !== tree.start;) {
    const step = tree.via.get(at)!;
    edges.push(step.edge);
    at = step.from;
  }
  return edges.reverse();
}

/** Every point reachable from `start` (including it). */
export const reachablePoints = (
  content: GoldmineContent,
  layout: Layout,
  start: PointId,
  plans: number,
): ReadonlySet<PointId> => new Set(routeTree(content, layout, start, plans).cost.keys());

/** The number of claim sites other than `start` reachable from it without Dynamite (calibration figure). */
export function reachableSites(content: GoldmineContent, layout: Layout, start: PointId, plans = 0): number {
  let n = 0;
  for (const p of reachablePoints(content, layout, start, plans)) if (p[0] === 's' && p !== start) n++;
  return n;
}
