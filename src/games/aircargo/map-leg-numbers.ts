/**
 * Where AirCargo's legs' numbers go on the map (mapLayout, map-layout.ts): along each leg clear of the
 * marks, names and numbers before it, and, in a crowded corner where a name stood far from its mark,
 * tried elsewhere so the name finds room by its mark.
 */
import { inside, placeLabels, touches, type Box, type LabelWish, type PlacedLabel } from '../../board/place-labels.js';
import { leaderFrom, LEADER_MAX } from './map-leaders.js';
import type { AircargoView } from './view-types.js';

export type Point = { readonly x: number; readonly y: number };
export type Leg = AircargoView['route'][number];
export type LegNumber = { leg: Leg; x: number; y: number };

/** The box of a leg's number drawn at (x, y), its ring's stroke included. */
export const legBox = (x: number, y: number): Box => ({ x: x - 9.5, y: y - 9.5, w: 19, h: 19 });

/** How far beside its leg a number may go when the line itself has no room: it still touches the line. */
const BESIDE = 8;
/** How far beside its leg a number may go, on the line first: past BESIDE it no longer touches the line. */
const OFF = [0, BESIDE, -BESIDE, 2 * BESIDE, -2 * BESIDE, 3 * BESIDE, -3 * BESIDE, 4 * BESIDE, -4 * BESIDE];
/** Where along its leg a number may go, the middle first. */
const ALONG = [0.5, 0.45, 0.55, 0.4, 0.6, 0.35, 0.65, 0.3, 0.7, 0.25, 0.75, 0.2, 0.8, 0.15, 0.85, 0.1, 0.9];

/**
 * The places a leg's number may take, best first: on the leg, the middle first, then just beside the
 * line (touching it), then further off; inside the map where there is room (a number beside a leg
 * along its edge could stand past it).
 */
function spotsAlong(leg: Leg, at: (p: Point) => Point, bounds: Box): Point[] {
  const from = at(leg.from);
  const to = at(leg.to);
  const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const [nx, ny] = [(from.y - to.y) / length, (to.x - from.x) / length];
  const around = OFF.flatMap((off) =>
    ALONG.map((t) => ({
      x: from.x + (to.x - from.x) * t + nx * off,
      y: from.y + (to.y - from.y) * t + ny * off,
    })),
  );
  const inBounds = around.filter((p) => inside(legBox(p.x, p.y), bounds));
  return inBounds.length > 0 ? inBounds : around;
}

/**
 * Where each leg's number goes: its first place clear of every mark, name and number flown before
 * (the same way back, a crossing); where none is, one clear of the marks and numbers over the fewest
 * names (the names are placed again around it, mapLayout), and only with none of those, where it
 * covers fewest marks. It went where it covered fewest things, names and marks alike, and so under
 * Denver's box (leg 5, from Christman to Fremont) rather than on "M16 +3", which could move.
 */
export function legNumbers(
  route: AircargoView['route'],
  at: (p: Point) => Point,
  markers: readonly Box[],
  names: readonly Box[],
  bounds: Box,
): LegNumber[] {
  const taken = [...markers];
  const placed: LegNumber[] = [];
  for (const leg of route) {
    const spots = spotsAlong(leg, at, bounds);
    const covered = (p: Point, boxes: readonly Box[]) => boxes.filter((b) => touches(legBox(p.x, p.y), b)).length;
    // Marks and numbers count before any name.
    const costs = spots.map((p) => covered(p, taken) * (names.length + 1) + covered(p, names));
    const spot = spots[costs.indexOf(Math.min(...costs))]!;
    placed.push({ leg, ...spot });
    taken.push(legBox(spot.x, spot.y));
  }
  return placed;
}

/** How many other places of the legs' numbers a crowded corner may try (each places every name again). */
const TRIES = 12;
/** How near a name's mark a leg's number must stand to be moved for it. */
const NEAR_MARK = 40;

/**
 * Where a name found room by its mark only far from it, joined by a line longer than LEADER_MAX (a
 * crowded corner, where the legs' numbers took the places around it: Fremont's name stood 26 units
 * off its box, between Denver, airport 53 and the legs from Christman and to La Junta), the numbers
 * standing near its mark try their other places clear of the marks and numbers, one at a time, and
 * the names are placed again around them; the first that leaves no such line is kept.
 */
export function roomForNames(
  layout: { placed: PlacedLabel[]; legs: LegNumber[] },
  wishes: readonly LabelWish[],
  at: (p: Point) => Point,
  obstacles: { names: readonly Box[]; numbers: readonly Box[] },
  bounds: Box,
): { placed: PlacedLabel[]; legs: LegNumber[] } {
  const longLines = (placed: readonly PlacedLabel[]) =>
    placed.filter((p, i) => p.astray && leaderFrom(wishes[i]!.mark!, p.box) > LEADER_MAX).length;
  if (longLines(layout.placed) === 0) return layout;
  const strays = layout.placed.flatMap((p, i) =>
    p.astray && leaderFrom(wishes[i]!.mark!, p.box) > LEADER_MAX ? [wishes[i]!.mark!] : [],
  );
  const distance = (b: Box) => Math.min(...strays.map((m) => leaderFrom(m, b)));
  const near = layout.legs
    .map((l, i) => ({ i, d: distance(legBox(l.x, l.y)) }))
    .filter(({ d }) => d <= NEAR_MARK)
    .sort((a, b) => a.d - b.d);
  // The names that stand where they should: a number moved onto one of them pushes it off in turn.
  const settled = layout.placed.flatMap((p, i) =>
    p.astray && leaderFrom(wishes[i]!.mark!, p.box) > LEADER_MAX ? [] : [p.drawn],
  );
  let tries = TRIES;
  for (const { i } of near)
    // Its places furthest from the marks first: those leave the most room by them.
    for (const spot of spotsAlong(layout.legs[i]!.leg, at, bounds)
      .map((p) => ({ p, d: distance(legBox(p.x, p.y)) }))
      .sort((a, b) => b.d - a.d)
      .map(({ p }) => p)) {
      const others = layout.legs.flatMap((l, k) => (k === i ? [] : [legBox(l.x, l.y)]));
      const box = legBox(spot.x, spot.y);
      if ([...obstacles.numbers, ...others].some((b) => touches(box, b))) continue;
      // Over another name it would only push that one off in turn.
      if (settled.some((n) => touches(box, n))) continue;
      if (tries-- <= 0) return layout;
      const numbers = [...others, box];
      const placed = placeLabels(wishes, [...obstacles.names, ...numbers], bounds);
      if (placed.some((p) => numbers.some((b) => touches(p.drawn, b))) || longLines(placed) > 0) continue;
      return { placed, legs: layout.legs.map((l, k) => (k === i ? { leg: l.leg, ...spot } : l)) };
    }
  return layout;
}
