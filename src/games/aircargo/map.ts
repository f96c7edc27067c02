/**
 * The map compiled once per content: every point a leg can start or end at, and for every ordered
 * pair its length and the hazard circles it crosses. The rules then answer "how long is this leg, what
 * does it cross" with two array reads, and the geometry runs only when a definition is built.
 *
 * Point index 0 is the start (Pendleton), then the airports in content order, then the beacons.
 */
import type { AircargoContent, Airport, Beacon, Mountain } from './content.js';
import { crossedCircles, distance, withinReach } from './geometry.js';

export type PointKind = 'start' | 'airport' | 'beacon';

export interface MapPoint {
  readonly index: number;
  /** `PDT` for the start, the airport id as a string (`41`), or the beacon id (`BNO`). */
  readonly key: string;
  readonly kind: PointKind;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  /** The airport, for kind `airport`. */
  readonly airport: Airport | null;
  readonly beacon: Beacon | null;
}

export interface MountainCrossing {
  readonly mountain: Mountain;
  /** Position along the leg of the closest approach (0 = start, 1 = end). */
  readonly t: number;
  /** Closest approach to the centre, miles. */
  readonly distance: number;
}

export interface Leg {
  readonly length: number;
  /** Within the maximum leg length (tolerant at the limit: geometry.ts). */
  readonly inReach: boolean;
  /** Circles crossed, in the order they are met (R3). */
  readonly crossings: readonly MountainCrossing[];
}

export interface AircargoMap {
  readonly points: readonly MapPoint[];
  /** Point index by key; airports also answer to their numeric id written as a string. */
  readonly byKey: ReadonlyMap<string, number>;
  /** Point index by airport id. */
  readonly byAirport: ReadonlyMap<number, number>;
  /** Index of airport `airports[i]` is `i + 1`; beacons follow. */
  readonly firstBeacon: number;
  /** Leg from i to j at `legs[i * points.length + j]`. */
  readonly legs: readonly Leg[];
}

export const START_INDEX = 0;

/** Point index of `content.airports[i]` (they follow the start in content order); -1 stays -1. */
export const airportPoint = (i: number): number => (i < 0 ? -1 : i + 1);

/** Builds the tables; throws on inconsistent content (duplicate keys), which is caught at load, never at play. */
export function compileMap(content: AircargoContent): AircargoMap {
  const points: MapPoint[] = [];
  const add = (p: Omit<MapPoint, 'index'>) => points.push(Object.freeze({ index: points.length, ...p }));
  add({
    key: content.start.id,
    kind: 'start',
    name: content.start.name,
    x: content.start.x,
    y: content.start.y,
    airport: null,
    beacon: null,
  });
  for (const a of content.airports)
    add({ key: String(a.id), kind: 'airport', name: a.name, x: a.x, y: a.y, airport: a, beacon: null });
  const firstBeacon = points.length;
  for (const b of content.beacons)
    add({ key: b.id, kind: 'beacon', name: b.name, x: b.x, y: b.y, airport: null, beacon: b });

  const byKey = new Map<string, number>();
  const byAirport = new Map<number, number>();
  for (const p of points) {
    if (byKey.has(p.key)) throw new Error(`aircargo map: duplicate point ${p.key}`);
    byKey.set(p.key, p.index);
    if (p.airport !== null) byAirport.set(p.airport.id, p.index);
  }

  const legs: Leg[] = [];
  for (const from of points) {
    for (const to of points) {
      const length = distance(from, to);
      const crossings =
        from === to
          ? []
          : crossedCircles(from, to, content.mountains).map((c) =>
              Object.freeze({ mountain: c.circle, t: c.t, distance: c.distance }),
            );
      legs.push(
        Object.freeze({ length, inReach: withinReach(length, content.maxLeg), crossings: Object.freeze(crossings) }),
      );
    }
  }
  return Object.freeze({ points: Object.freeze(points), byKey, byAirport, firstBeacon, legs: Object.freeze(legs) });
}

export function legOf(map: AircargoMap, from: number, to: number): Leg {
  return map.legs[from * map.points.length + to]!;
}

/**
 * The point a `flyLeg.to` names, or -1: a number or numeric string is an airport id, any other
 * string a beacon or the start key.
 */
export function pointOf(map: AircargoMap, to: string | number): number {
  if (typeof to === 'number') return map.byAirport.get(to) ?? -1;
  return map.byKey.get(to) ?? -1;
}

/** Waypoints of a flight (R4): every beacon, and the destination airport. */
export function isWaypoint(map: AircargoMap, point: number, destination: number): boolean {
  return point === destination || point >= map.firstBeacon;
}

/**
 * Fewest legs from `from` to `to` flying only through beacons (breadth-first). `Infinity` when
 * unreachable. Used by content checks and the bot; the rules never need it.
 */
export function fewestLegs(map: AircargoMap, from: number, to: number): number {
  if (from === to) return 0;
  const n = map.points.length;
  const seen = new Uint8Array(n);
  seen[from] = 1;
  let frontier = [from];
  for (let legs = 1; frontier.length > 0; legs++) {
    const next: number[] = [];
    for (const p of frontier) {
      for (let q = 0; q < n; q++) {
        if (seen[q] || !legOf(map, p, q).inReach) continue;
        if (q === to) return legs;
        if (q >= map.firstBeacon) {
          seen[q] = 1;
          next.push(q);
        }
      }
    }
    frontier = next;
  }
  return Infinity;
}

/** What the rules read: the content and its compiled map (built once per definition). */
export interface Board {
  readonly content: AircargoContent;
  readonly map: AircargoMap;
}

/**
 * The board of `content`, its map compiled on first use rather than when the definition is made:
 * every process (and every Worker isolate) loads every game, and most never fly AirCargo.
 */
export function lazyBoard(content: AircargoContent): Board {
  let map: AircargoMap | undefined;
  return Object.freeze({
    content,
    get map() {
      return (map ??= compileMap(content));
    },
  });
}
