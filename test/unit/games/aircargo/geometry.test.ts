/**
 * Geometry with hand-computed cases, then the real map: leg lengths, crossings and reach.
 */
import { describe, expect, test } from 'vitest';
import {
  closestApproach,
  crossedCircles,
  crosses,
  distance,
  EPSILON,
  withinReach,
} from '../../../../src/games/aircargo/geometry.js';
import { CONTENT_V1, aircargo, defineAircargo } from '../../../../src/games/aircargo/index.js';
import { compileMap, fewestLegs, legOf, pointOf } from '../../../../src/games/aircargo/map.js';
import { codeOf, given, plans } from './fixtures.js';

const circle = (id: string, x: number, y: number, radius = 35) => ({ id, x, y, radius });

describe('hand-computed cases', () => {
  test('3-4-5 triangle: (0,0) → (180,240) is 300', () => {
    expect(distance({ x: 0, y: 0 }, { x: 180, y: 240 })).toBe(300);
  });

  test('a leg exactly at maximum length is in reach, even through decimal coordinates', () => {
    // 180.1 − 0.1 and 240.2 − 0.2 are not exact in binary: the length is 300 ± 1e-13.
    const length = distance({ x: 0.1, y: 0.2 }, { x: 180.2, y: 240.2 }); // 0.1 mile further east: ~300.06
    expect(length).toBeGreaterThan(300.05);
    const exact = distance({ x: 0.1, y: 0.2 }, { x: 180.1, y: 240.2 });
    expect(Math.abs(exact - 300)).toBeLessThan(1e-9);
    expect(withinReach(exact, 300)).toBe(true);
    expect(withinReach(300 + EPSILON / 2, 300)).toBe(true);
    expect(withinReach(300.001, 300)).toBe(false);
    expect(withinReach(length, 300)).toBe(false);
  });

  test('closest approach: interior point, and clamped to the ends', () => {
    expect(closestApproach({ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 30, y: 20 })).toEqual({ t: 0.3, distance: 20 });
    expect(closestApproach({ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 130, y: 40 })).toEqual({ t: 1, distance: 50 });
    expect(closestApproach({ x: 0, y: 0 }, { x: 100, y: 0 }, { x: -30, y: -40 })).toEqual({ t: 0, distance: 50 });
    expect(closestApproach({ x: 5, y: 5 }, { x: 5, y: 5 }, { x: 8, y: 9 })).toEqual({ t: 0, distance: 5 });
  });

  test('a leg that grazes a circle (tangent, distance = radius) does not cross it', () => {
    expect(crosses({ x: 0, y: 0 }, { x: 100, y: 0 }, circle('G', 50, 35))).toBe(false);
    // Tangent through decimals: distance 35 ± 1e-14 still counts as a graze.
    expect(crosses({ x: 0.1, y: 0.3 }, { x: 100.1, y: 0.3 }, circle('G', 50.1, 35.3))).toBe(false);
  });

  test('a leg just inside the radius crosses it', () => {
    expect(crosses({ x: 0, y: 0 }, { x: 100, y: 0 }, circle('C', 50, 34.9))).toBe(true);
    expect(crosses({ x: 0, y: 0 }, { x: 100, y: 0 }, circle('C', 50, -34.99))).toBe(true);
  });

  test('a leg that misses: the circle lies beyond the end of the segment', () => {
    // The infinite line passes through the centre, but the segment stops 40 miles short: 40 > 35.
    expect(crosses({ x: 0, y: 0 }, { x: 100, y: 0 }, circle('M', 140, 0))).toBe(false);
    expect(crosses({ x: 0, y: 0 }, { x: 100, y: 0 }, circle('M', 50, 60))).toBe(false);
  });

  test('crossings come in order along the leg, ties by id (M2 before M10)', () => {
    const list = crossedCircles({ x: 0, y: 0 }, { x: 300, y: 0 }, [
      circle('M3', 200, 10),
      circle('M10', 100, -10),
      circle('M2', 100, 10),
      circle('M9', 50, 100),
    ]);
    expect(list.map((c) => [c.circle.id, c.t, c.distance])).toEqual([
      ['M2', 1 / 3, 10],
      ['M10', 1 / 3, 10],
      ['M3', 2 / 3, 10],
    ]);
  });
});

describe('the v1 map', () => {
  const { map } = aircargo.board;
  const leg = (a: string | number, b: string | number) => legOf(map, pointOf(map, a), pointOf(map, b));

  test.each([
    ['PDT', 41, 215.1, ['M1']],
    ['PDT', 46, 811.7, ['M8']],
    ['PDT', 'BNO', 145.7, []],
    ['BNO', 52, 119.1, []],
    ['PDT', 52, 181.4, ['M9']],
  ] as const)('%s → %s: %f miles, crosses %j', (a, b, miles, crossed) => {
    const l = leg(a, b);
    expect(Math.round(l.length * 10) / 10).toBe(miles);
    expect(l.crossings.map((c) => c.mountain.id)).toEqual(crossed);
    expect(l.inReach).toBe(miles <= 300);
  });

  test('E5: Pendleton → Seattle passes 18.4 miles from Rainier', () => {
    expect(leg('PDT', 41).crossings[0]!.distance).toBeCloseTo(18.4, 1);
  });

  test('legs are symmetric in length and crossings', () => {
    for (const a of map.points) {
      for (const b of map.points) {
        const ab = legOf(map, a.index, b.index);
        const ba = legOf(map, b.index, a.index);
        expect(ab.length).toBe(ba.length);
        expect(ab.crossings.map((c) => c.mountain.id).sort()).toEqual(ba.crossings.map((c) => c.mountain.id).sort());
      }
    }
  });

  test('no airport or beacon lies within 40 miles of a mountain centre (spec §2.7)', () => {
    for (const p of map.points) for (const m of CONTENT_V1.mountains) expect(distance(p, m)).toBeGreaterThan(40);
  });

  test('every airport reaches every other through beacons (at most 6 legs in v1)', () => {
    let worst = 0;
    for (const a of map.points.filter((p) => p.kind !== 'beacon')) {
      for (const b of map.points.filter((p) => p.kind === 'airport' && p !== a))
        worst = Math.max(worst, fewestLegs(map, a.index, b.index));
    }
    expect(worst).toBe(6);
    expect(fewestLegs(map, pointOf(map, 42), pointOf(map, 66))).toBe(6);
  });

  test('leg exactly at the maximum through the rules: a 300-mile beacon is flown, 300.2 refused', () => {
    // v1 has no pair at exactly 300 miles, so a content variant puts a beacon 300 miles from Pendleton (a 3-4-5 leg).
    const start = CONTENT_V1.start;
    const variant = defineAircargo(99, {
      ...CONTENT_V1,
      beacons: [
        ...CONTENT_V1.beacons,
        { id: 'AT3', name: 'At 300', x: start.x + 180, y: start.y - 240 },
        { id: 'FAR', name: 'Beyond', x: start.x + 180.2, y: start.y - 240 },
      ],
    });
    const variantMap = compileMap(variant.board.content);
    expect(legOf(variantMap, 0, pointOf(variantMap, 'AT3')).inReach).toBe(true);
    const state = given(...plans('c11', 8, 52), { type: 'prepareFlight', dest: 52, cargo: 'c11' }).state;
    expect(variant.validate(state, 1, { type: 'flyLeg', to: 'AT3' })).toEqual({ ok: true, value: undefined });
    expect(variant.validate(state, 1, { type: 'flyLeg', to: 'FAR' })).toMatchObject({
      ok: false,
      error: { code: 'leg-too-long' },
    });
    expect(variant.legalMoves(state, 1)).toContainEqual({ type: 'flyLeg', to: 'AT3' });
    expect(variant.legalMoves(state, 1)).not.toContainEqual({ type: 'flyLeg', to: 'FAR' });
    expect(codeOf(state, { type: 'flyLeg', to: 'AT3' })).toBe('not-a-waypoint'); // not on the v1 map
  });
});
