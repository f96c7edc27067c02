/**
 * The bot's Dynamite plan reads each rotation's remaining cost from one tree grown from the target
 * (routes cost the same both ways): it plans exactly what the plan with a tree from every point did,
 * over the positions and layouts of random games, from and to every point.
 */
import { expect, test } from 'vitest';
import { mulberry32 } from '../../../../src/core/playout.js';
import { contactsOf, POINTS, type Layout, type PointId } from '../../../../src/games/goldmine-rumbles/board.js';
import { rotated, rotationPlan, type RotationPlan } from '../../../../src/games/goldmine-rumbles/bot-travel.js';
import type { GoldmineContent } from '../../../../src/games/goldmine-rumbles/content-types.js';
import { goldmineRumbles, type GoldmineState } from '../../../../src/games/goldmine-rumbles/index.js';
import { routeTree, type Edge } from '../../../../src/games/goldmine-rumbles/routes.js';
import { mixedPlayout } from '../../../support/mixed-playout.js';

/** The plan as it was: a tree from every point it could rotate at. */
function referencePlan(
  content: GoldmineContent,
  layout: Layout,
  from: PointId,
  lastPos: number,
  target: PointId,
  plans: number,
): RotationPlan | undefined {
  const tree = routeTree(content, layout, from, plans);
  const tileOf = (edge: Edge | undefined): number => (edge === undefined ? 0 : edge.pos);
  let best: RotationPlan | undefined;
  for (const [at, walk] of tree.cost) {
    const arrivedThrough = at === from ? lastPos : tileOf(tree.via.get(at)?.edge);
    for (const { pos } of contactsOf(at)) {
      if (pos === arrivedThrough) continue;
      for (let rotation = 0; rotation < 4; rotation++) {
        if (rotation === layout[pos - 1]!.rotation) continue;
        const after = routeTree(content, rotated(layout, pos, rotation), at, plans).cost.get(target);
        if (after === undefined) continue;
        const cost = walk + after;
        if (best === undefined || cost < best.cost) best = { at, pos, rotation, cost };
      }
    }
  }
  return best;
}

test('the Dynamite plan is the one a tree from every point gave', () => {
  const content = goldmineRumbles.content;
  const layouts = new Map<string, Layout>();
  for (const seed of [1, 2, 3]) {
    mixedPlayout(goldmineRumbles, seed, 4, 300, (s) => {
      const tiles = (s as GoldmineState).tiles;
      if (tiles.length === 9) layouts.set(JSON.stringify(tiles), tiles);
    });
  }
  const random = mulberry32(5);
  let planned = 0;
  let compared = 0;
  for (const layout of layouts.values()) {
    for (let n = 0; n < 12; n++) {
      const from = POINTS[Math.floor(random() * POINTS.length)]!;
      const target = POINTS[Math.floor(random() * POINTS.length)]!;
      const lastPos = Math.floor(random() * 10);
      const plans = Math.floor(random() * content.tunnelPlans.length);
      const plan = rotationPlan(content, layout, from, lastPos, target, plans);
      expect(plan).toEqual(referencePlan(content, layout, from, lastPos, target, plans));
      if (plan !== undefined) planned++;
      compared++;
    }
  }
  expect(compared).toBeGreaterThan(200);
  expect(planned).toBeGreaterThan(50);
}, 120_000);
