/**
 * Routes with each layout's tunnels worked out once per tree give exactly what the reference gave
 * (the same edges in the same order, the same costs and the same routes, insertion order included)
 * from every point, at every Tunnel Plans level, over the layouts of random games and random turns
 * of their tiles.
 */
import { expect, test } from 'vitest';
import { mulberry32 } from '../../../../src/core/playout.js';
import { POINTS, type Layout } from '../../../../src/games/goldmine-rumbles/board.js';
import { goldmineRumbles, type GoldmineState } from '../../../../src/games/goldmine-rumbles/index.js';
import { edgesFrom, routeTree } from '../../../../src/games/goldmine-rumbles/routes.js';
import { mixedPlayout } from '../../../support/mixed-playout.js';
import { referenceEdgesFrom, referenceRouteTree } from './routes-reference.js';

const content = goldmineRumbles.content;
const levels = content.tunnelPlans.length;

/** The layouts of a few random games, and each with random quarter turns and sides. */
function layouts(): Layout[] {
  const seen = new Map<string, Layout>();
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    mixedPlayout(goldmineRumbles, seed, 4, 400, (s) => {
      const tiles = (s as GoldmineState).tiles;
      seen.set(JSON.stringify(tiles), tiles);
    });
  }
  const random = mulberry32(9);
  const turned = [...seen.values()].flatMap((layout) =>
    Array.from({ length: 4 }, () =>
      layout.map((slot) => ({ ...slot, rotation: Math.floor(random() * 4), dark: random() < 0.5 })),
    ),
  );
  return [...seen.values(), ...turned];
}

test('the fast routes equal the reference routes', () => {
  const all = layouts();
  expect(all.length).toBeGreaterThan(40);
  let burrows = 0;
  for (const layout of all) {
    for (const point of POINTS) {
      for (let plans = 0; plans < levels; plans++) {
        const edges = edgesFrom(content, layout, point, plans);
        expect(edges).toEqual(referenceEdgesFrom(content, layout, point, plans));
        burrows += edges.filter((e) => e.kind === 'burrow').length;
        const tree = routeTree(content, layout, point, plans);
        const reference = referenceRouteTree(content, layout, point, plans);
        expect([...tree.cost]).toEqual([...reference.cost]);
        expect([...tree.via]).toEqual([...reference.via]);
      }
    }
  }
  // Tunnel Plans were in play: burrows were compared too.
  expect(burrows).toBeGreaterThan(100);
}, 120_000);
