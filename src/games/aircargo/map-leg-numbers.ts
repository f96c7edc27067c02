/**
 * Where AirCargo's legs' numbers go on the map (mapLayout, map-layout.ts): along each leg clear of the
 * marks, names and numbers before it, and, in a crowded corner where a name stood far from its mark,
 * tried elsewhere so the name finds room by its mark.
 */
import {
  leaderBetween,
  lineBoxes,
  placeLabels,
  touches,
  type Box,
  type LabelWish,
  type PlacedLabel,
} from '../../board/place-labels.js';
import { leaderFrom, LEADER_MAX } from './map-leaders.js';
import { legBox, spotBoxes, spotsAlong, type Leg, type Spot } from './map-leg-spots.js';
import type { Point } from './map-mark-boxes.js';
import type { AircargoView } from './view-types.js';

/** A leg's number where it is drawn, and what joins it to its leg (map-leg-spots.ts). */
export type LegNumber = Spot & { readonly leg: Leg };

/**
 * Where each leg's number goes: its first place clear of every mark, name and number flown before
 * (the same way back, a crossing) that reads as its own leg's (Spot.astray); where none is, one clear
 * of the marks and numbers that reads as its own over the fewest names (the names are placed again
 * around it, mapLayout), then one that reads as another's, and only with none of those, where it
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
    const spots = spotsAlong(leg, route, at, bounds);
    // Only what lies about the leg can meet its number.
    const reach = spanOf(spots.flatMap(spotBoxes));
    const [nearTaken, nearNames] = [taken, names].map((list) => list.filter((b) => touches(b, reach)));
    const covered = (s: Spot, boxes: readonly Box[]) =>
      boxes.filter((b) => spotBoxes(s).some((m) => touches(m, b))).length;
    // Marks and numbers count before another leg's line, and that before any name.
    const costs = spots.map((s) => covered(s, nearTaken!) * 1e6 + (s.astray ? 1e3 : 0) + covered(s, nearNames!));
    const spot = spots[costs.indexOf(Math.min(...costs))]!;
    placed.push({ leg, ...spot });
    taken.push(...spotBoxes(spot));
  }
  return placed;
}

/** The box around all of `boxes`. */
function spanOf(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return {
    x,
    y,
    w: Math.max(...boxes.map((b) => b.x + b.w)) - x,
    h: Math.max(...boxes.map((b) => b.y + b.h)) - y,
  };
}

/** Whether any of `boxes` touches any of `list`. */
const meets = (boxes: readonly Box[], list: readonly Box[]): boolean =>
  boxes.some((box) => list.some((b) => touches(box, b)));

/** The names placed around the numbers at `legs` (`kept` where no number covers them), if no name stands far from its mark. */
type Fits = (
  legs: LegNumber[],
  kept?: readonly PlacedLabel[],
) => { placed: PlacedLabel[]; legs: LegNumber[] } | undefined;

/** How many other places of the legs' numbers a crowded corner may try, together or one at a time (each places every name again). */
const TRIES = 12;
/** How near a name's mark a leg's number must stand to be moved for it. */
const NEAR_MARK = 40;

/**
 * Where a name found room by its mark only far from it, joined by a line longer than LEADER_MAX (a
 * crowded corner, where the legs' numbers took the places around it: Fremont's name stood 26 units
 * off its box, between Denver, airport 53 and the legs from Christman and to La Junta), the numbers
 * standing near its mark move: first all at once, off the places the names would take without them
 * (`cleared`), then one at a time to each of their other places, the names placed again around them;
 * the first that leaves no such line is kept.
 */
export function roomForNames(
  layout: { placed: PlacedLabel[]; legs: LegNumber[] },
  wishes: readonly LabelWish[],
  at: (p: Point) => Point,
  obstacles: { names: readonly Box[]; numbers: readonly Box[] },
  bounds: Box,
): { placed: PlacedLabel[]; legs: LegNumber[] } {
  const long = (placed: readonly PlacedLabel[]) =>
    placed.flatMap((p, i) => (p.astray && leaderFrom(wishes[i]!.mark!, p.box) > LEADER_MAX ? [i] : []));
  const strays = long(layout.placed);
  if (strays.length === 0) return layout;
  const distance = (b: Box) => Math.min(...strays.map((i) => leaderFrom(wishes[i]!.mark!, b)));
  const near = layout.legs
    .map((l, i) => ({ i, d: distance(legBox(l.x, l.y)) }))
    .filter(({ d }) => d <= NEAR_MARK)
    .sort((a, b) => a.d - b.d)
    .map(({ i }) => i);
  // With those numbers gone, where the names go: far from their marks even so, the numbers are not
  // what stands in their way, and moving them is not tried (each try places every name again).
  const staying = layout.legs.flatMap((l, k) => (near.includes(k) ? [] : spotBoxes(l)));
  const without = placeLabels(wishes, [...obstacles.names, ...staying], bounds);
  if (long(without).some((i) => strays.includes(i))) return layout;
  const fits = (legs: LegNumber[], kept: readonly PlacedLabel[] = []) => {
    const numbers = legs.flatMap(spotBoxes);
    const stay = kept.map((p) => (meets([p.drawn], numbers) ? undefined : p));
    const placed = placeLabels(wishes, [...obstacles.names, ...numbers], bounds, stay);
    return placed.some((p) => meets([p.drawn], numbers)) || long(placed).length > 0 ? undefined : { placed, legs };
  };
  const budget = { tries: TRIES };
  return (
    cleared(layout, { near, strays, staying, without }, fits, budget, wishes, at, obstacles, bounds) ??
    oneByOne(layout, near, distance, fits, budget, at, obstacles, bounds) ??
    layout
  );
}

/**
 * The numbers near the strays' marks moved all at once, clear of the marks, of the other numbers, and
 * of the places the strays take with none of those numbers on the map: two numbers may each stand in
 * a name's way (Fremont's, between legs 6 and 7). Their places are tried together, those over fewest
 * names first (a name covered is placed again around them, and may find no room), TRIES at most.
 */
function cleared(
  layout: { placed: PlacedLabel[]; legs: LegNumber[] },
  {
    near,
    strays,
    staying,
    without,
  }: {
    near: readonly number[];
    strays: readonly number[];
    /** The other numbers' boxes. */
    staying: readonly Box[];
    /** The names placed with the numbers near the strays gone. */
    without: readonly PlacedLabel[];
  },
  fits: Fits,
  budget: { tries: number },
  wishes: readonly LabelWish[],
  at: (p: Point) => Point,
  obstacles: { names: readonly Box[]; numbers: readonly Box[] },
  bounds: Box,
): { placed: PlacedLabel[]; legs: LegNumber[] } | undefined {
  const route = layout.legs.map((l) => l.leg);
  // Where the strays go with those numbers gone, and their joining lines: what the numbers keep off.
  const wanted = strays.flatMap((i) => {
    const p = without[i]!;
    return [p.drawn, ...(p.astray ? lineBoxes(leaderBetween(wishes[i]!.mark!, p.box)) : [])];
  });
  const names = without.map((p) => p.drawn);
  const order = [...near].sort((a, b) => a - b);
  // Each number's places clear of the marks, the numbers staying and the strays, fewest names covered first.
  const choices = order.map((i) =>
    spotsAlong(layout.legs[i]!.leg, route, at, bounds)
      .filter((s) => !s.astray && !meets(spotBoxes(s), [...obstacles.numbers, ...staying, ...wanted]))
      .map((s) => ({ s, covers: names.filter((n) => meets(spotBoxes(s), [n])).length }))
      .sort((a, b) => a.covers - b.covers)
      .map(({ s }) => s),
  );
  const legs = [...layout.legs];
  // Depth first: the first number's best place with the next one's best clear of it, and so on.
  const next = (k: number, taken: readonly Box[]): { placed: PlacedLabel[]; legs: LegNumber[] } | undefined => {
    if (k === order.length) return budget.tries-- > 0 ? fits([...legs], without) : undefined;
    for (const s of choices[k]!) {
      if (budget.tries <= 0) return undefined;
      if (meets(spotBoxes(s), taken)) continue;
      legs[order[k]!] = { leg: legs[order[k]!]!.leg, ...s };
      const found = next(k + 1, [...taken, ...spotBoxes(s)]);
      if (found) return found;
    }
    return undefined;
  };
  return next(0, []);
}

/** Each number near the strays' marks tried at its other places one at a time, TRIES at most. */
function oneByOne(
  layout: { placed: PlacedLabel[]; legs: LegNumber[] },
  near: readonly number[],
  distance: (b: Box) => number,
  fits: Fits,
  budget: { tries: number },
  at: (p: Point) => Point,
  obstacles: { names: readonly Box[]; numbers: readonly Box[] },
  bounds: Box,
): { placed: PlacedLabel[]; legs: LegNumber[] } | undefined {
  const route = layout.legs.map((l) => l.leg);
  // The names that stand where they should: a number moved onto one of them pushes it off in turn.
  const settled = layout.placed.filter((p) => !p.astray).map((p) => p.drawn);
  for (const i of near) {
    const others = layout.legs.flatMap((l, k) => (k === i ? [] : spotBoxes(l)));
    // Its places clear of the marks and the other numbers, those over no settled name first, and of
    // each, the furthest from the strays' marks first: those leave the most room by them.
    const spots = spotsAlong(layout.legs[i]!.leg, route, at, bounds)
      .filter((s) => !s.astray && !meets(spotBoxes(s), [...obstacles.numbers, ...others]))
      .map((s) => ({ s, pushes: meets(spotBoxes(s), settled), d: distance(legBox(s.x, s.y)) }))
      .sort((a, b) => Number(a.pushes) - Number(b.pushes) || b.d - a.d);
    for (const { s } of spots) {
      if (budget.tries-- <= 0) return undefined;
      const found = fits(layout.legs.map((l, k) => (k === i ? { leg: l.leg, ...s } : l)));
      if (found) return found;
    }
  }
  return undefined;
}
