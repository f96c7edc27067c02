/**
 * AirCargo's map at any width (the SVG only scales): no two names on it touch, no name sits on a
 * marker, and no airport, beacon or the start hides another; its frame is as tall as what is drawn
 * (it left a quarter of its height empty under Los Angeles) and every name and leg number stays in it. At 1,280 px "M16 +3" met "M17 +3",
 * beacon PUB sat between airports 64 and 65 and BOI under airport 52. Checked on the real map, as a
 * game starts and along played games (the plane and the legs' numbers are markers too). Label boxes
 * are measured in DejaVu Sans, the face chromium draws them with here (glyph-widths.ts); the widths
 * below are chromium's own measure of it, so a measure too narrow fails here first.
 */
import { describe, expect, test } from 'vitest';
import { textWidth } from '../../../src/board/glyph-widths.js';
import type { Box, PlacedLabel } from '../../../src/board/place-labels.js';
import {
  airportBoxes,
  airportGlyph,
  beaconGlyph,
  mapLayout,
  peakGlyph,
  planeGlyph,
  starGlyph,
  TEXT,
  type MapLayout,
} from '../../../src/games/aircargo/map-layout.js';
import type { AircargoView } from '../../../src/games/aircargo/view-types.js';
import { botGameToEnd, stoppedAtOnce } from '../../support/aircargo-bot-game.js';

const meets = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

interface Named {
  readonly name: string;
  readonly box: Box;
}

/** Every name on the map with the box place-labels gave it. */
function labels(view: AircargoView, layout: MapLayout): Named[] {
  const named = (names: readonly string[], placed: readonly PlacedLabel[]) =>
    placed.map((p, i) => ({ name: names[i]!, box: p.box }));
  return [
    { name: view.start.key, box: layout.startLabel.box },
    ...named(
      view.airports.map((a) => a.name),
      layout.airportLabels,
    ),
    ...named(
      view.mountains.map((m) => `${m.id} +${m.hazard}`),
      layout.mountainLabels,
    ),
    ...named(
      view.beacons.map((b) => b.id),
      layout.beaconLabels,
    ),
  ];
}

/** The airports' numbered boxes, the beacons' triangles and the start's star, where they are drawn. */
function markers(view: AircargoView, { at }: MapLayout): Named[] {
  const start = at(view.start);
  return [
    { name: `start ${view.start.key}`, box: starGlyph(start.x, start.y) },
    ...view.airports.map((a) => ({ name: `airport ${a.id}`, box: airportGlyph(at(a).x, at(a).y) })),
    ...view.beacons.map((b) => ({ name: `beacon ${b.id}`, box: beaconGlyph(at(b).x, at(b).y) })),
  ];
}

/** What touches what on the map of `view`: names on names or on markers (legs' numbers too), markers on markers. */
function collisions(view: AircargoView, layout = mapLayout(view)): string[] {
  const found: string[] = [];
  const placed = labels(view, layout);
  for (const [i, a] of placed.entries())
    for (const b of placed.slice(i + 1)) if (meets(a.box, b.box)) found.push(`${a.name} meets ${b.name}`);
  for (const label of placed)
    for (const m of layout.markers) if (meets(label.box, m)) found.push(`${label.name} on a marker`);
  const drawn = markers(view, layout);
  for (const [i, a] of drawn.entries())
    for (const b of drawn.slice(i + 1)) if (meets(a.box, b.box)) found.push(`${a.name} meets ${b.name}`);
  const numbers = layout.legs.map((l) => ({ x: l.x - 9, y: l.y - 9, w: 18, h: 18 }));
  for (const [i, a] of numbers.entries())
    for (const b of numbers.slice(i + 1)) if (meets(a, b)) found.push(`leg ${i + 1}'s number meets another`);
  // Drawn under the places' marks and the plane: a number there is hidden (leg 5 under Denver's box).
  const over = [...drawn, ...peaksAndPlane(view, layout)];
  for (const [i, a] of numbers.entries())
    for (const m of over) if (meets(a, m.box)) found.push(`leg ${i + 1}'s number under ${m.name}`);
  return found;
}

/**
 * What else is drawn over a leg's number: the mountains' peaks, the plane, and each airport's P or ✓
 * and the destination's frame.
 */
function peaksAndPlane(view: AircargoView, { at, sx, sy, plane }: MapLayout): Named[] {
  return [
    ...view.mountains.map((m) => ({ name: `peak ${m.id}`, box: peakGlyph(sx(m.x), sy(m.y)) })),
    { name: 'the plane', box: planeGlyph(plane.x, plane.y) },
    ...view.airports.flatMap((a) => {
      const [ring, letter] = airportBoxes(at(a).x, at(a).y);
      return [
        ...(a.destination ? [{ name: `airport ${a.id}'s frame`, box: ring! }] : []),
        ...(a.status !== 'open' ? [{ name: `airport ${a.id}'s ${a.status} mark`, box: letter! }] : []),
      ];
    }),
  ];
}

/**
 * Six games the bot plays, each to its end (seed 5's when no planning roll can be used, seed 9's in a
 * crash at beacon LOL), and one stopped at once.
 */
/** Every place the plane may stand at: the start, each airport, each beacon, as the view names a point. */
const placesOf = (view: AircargoView): AircargoView['position'][] => [
  view.start,
  ...view.airports.map((a) => ({ key: String(a.id), kind: 'airport' as const, name: a.name, x: a.x, y: a.y })),
  ...view.beacons.map((b) => ({ key: b.id, kind: 'beacon' as const, name: b.name, x: b.x, y: b.y })),
];

/**
 * What is wrong with the plane where the map of `view` draws it: over a mark (its own place's airport
 * box, beacon triangle or star among them: the plane is drawn over every mark, and hid the beacon it
 * stood at), away from its place's mark (a few units off its edge at most), nearer another place's
 * mark than its own (a reader takes the plane to be at the nearest place), or out of the map's frame.
 * Where its place's mark leaves it no room, it may stand beside its place's name instead.
 */
function planeAstray(view: AircargoView, layout: MapLayout): string[] {
  // Over its airport's box in a crowded corner only: counted apart.
  if (layout.planeOver) {
    overBox.add(view.position.name);
    return view.position.kind === 'airport' ? [] : [`the plane over ${view.position.name}`];
  }
  const plane = planeGlyph(layout.plane.x, layout.plane.y);
  const marks = markers(view, layout);
  const { key, kind, name: where } = view.position;
  const own = marks.find((m) => m.name === `${kind === 'start' ? 'start' : kind} ${key}`)!;
  const found: string[] = [];
  for (const m of [...marks, ...peaksAndPlane(view, layout)])
    if (m.name !== 'the plane' && meets(plane, m.box)) found.push(`the plane at ${where} on ${m.name}`);
  const gap = away(plane, own.box);
  // Where a crowded corner leaves no room by the mark (La Junta, at the map's edge): beside its name, by the mark.
  const name = labels(view, layout).find((l) => l.name === (kind === 'airport' ? where : key))!;
  const byName = away(plane, name.box) <= BESIDE && away(name.box, own.box) <= 13.2 && !meets(plane, name.box);
  if (gap > BESIDE && !byName) found.push(`the plane ${gap.toFixed(1)} from ${own.name}, its place`);
  for (const m of marks)
    if (m !== own && away(plane, m.box) <= gap) found.push(`the plane at ${where} nearer ${m.name}`);
  if (!within(plane, layout.bounds)) found.push(`the plane at ${where} out of the map`);
  return found;
}

/**
 * Where the plane still stands over its airport's box: beside it, it sent a name far from its mark
 * (Denver: Fremont's 26 units; with legs flown, in some views, Seattle, Portland and La Junta; at
 * Crawford and Fremont, with a leg's number on its line by Fremont's box, over the box Fremont's name
 * stands nearer it than beside).
 */
const KNOWN_OVER = ['Crawford', 'Denver', 'Fremont', 'La Junta', 'Portland', 'Seattle'];

/** The airports the plane stood over, their box hidden (a crowded corner leaves no room beside it). */
const overBox = new Set<string>();

/** How far off its place's mark the plane may stand: less than a line of the map's names (13.2). */
const BESIDE = 10;

const views = [...[1, 2, 3, 4, 5, 6, 9].flatMap(botGameToEnd), ...stoppedAtOnce()];
const laid = views.map((view) => ({ view, layout: mapLayout(view) }));
const legBoxes = ({ legs }: MapLayout): Box[] => legs.map((l) => ({ x: l.x - 9, y: l.y - 9, w: 18, h: 18 }));
/** The gap between two boxes: 0 where they meet. */
const away = (a: Box, b: Box): number =>
  Math.hypot(Math.max(b.x - a.x - a.w, 0, a.x - b.x - b.w), Math.max(b.y - a.y - a.h, 0, a.y - b.y - b.h));
const within = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;

describe('AirCargo map labels', () => {
  test('as a game starts', () => expect(collisions(laid[0]!.view, laid[0]!.layout)).toEqual([]));

  test('the plane stands beside the mark of the place it is at, on no mark, at every place of the map and every status', () => {
    // The game as it starts, in flight, stopped at once and crashed: the plane at each place of the map.
    const over = laid.filter(({ view }) => view.phase === 'over');
    expect(new Set(over.map(({ view }) => view.end))).toEqual(new Set(['stop', 'crash', 'no-valid-plan']));
    const inFlight = laid.find(({ view }) => view.phase === 'flight' && view.route.length > 2)!;
    const atOnce = over.find(({ view }) => view.route.length === 0)!;
    const crashed = over.find(({ view }) => view.end === 'crash')!;
    const found = new Set<string>();
    for (const { view } of [laid[0]!, inFlight, atOnce, crashed])
      // Not at the destination: the plane never stands there (landing makes it a visited airport).
      for (const place of placesOf(view).filter(
        (p) => !view.airports.some((a) => a.destination && a.name === p.name),
      )) {
        const moved = { ...view, position: place };
        for (const wrong of planeAstray(moved, mapLayout(moved))) found.add(`${wrong} (${view.phase} ${view.end})`);
      }
    for (const { view, layout } of laid) for (const wrong of planeAstray(view, layout)) found.add(wrong);
    expect([...found]).toEqual([]);
    // Beside every beacon and the start, and beside all the airports but a crowded corner's.
    expect([...overBox].sort()).toEqual(KNOWN_OVER);
  });

  test('along played games, legs flown and the plane moving', () => {
    const flown = laid.filter(({ view }) => view.route.length > 0);
    expect(flown.length).toBeGreaterThan(10);
    const found = flown.flatMap(({ view, layout }) =>
      collisions(view, layout).map((c) => `${c} after leg ${view.route.length}`),
    );
    expect(found).toEqual([]);
  });

  test("a label's measure is no narrower than chromium draws it in DejaVu Sans", () => {
    // chromium's getComputedTextLength of each glyph at 100 px, divided by 100 (DejaVu Sans Book).
    const drawn: Record<string, number> = {
      M: 0.8628,
      '1': 0.6362,
      '3': 0.6362,
      '6': 0.6362,
      '+': 0.8379,
      ' ': 0.318,
      P: 0.603,
      U: 0.7319,
      B: 0.686,
      O: 0.7871,
      I: 0.2949,
    };
    const em = (text: string) => [...text].reduce((sum, g) => sum + drawn[g]!, 0);
    for (const text of ['M16 +3', 'M11 +1', 'PUB'])
      expect(textWidth(text, TEXT)).toBeGreaterThanOrEqual(em(text) * TEXT);
  });
});

/** Whether the segment passes inside box `b`, looked at every half unit along it (its ends aside). */
const crosses = (l: { x1: number; y1: number; x2: number; y2: number }, b: Box): boolean => {
  const steps = Math.ceil(Math.hypot(l.x2 - l.x1, l.y2 - l.y1) * 2);
  return Array.from({ length: Math.max(0, steps - 1) }, (_, k) => (k + 1) / steps).some((t) => {
    const [x, y] = [l.x1 + (l.x2 - l.x1) * t, l.y1 + (l.y2 - l.y1) * t];
    return x > b.x && x < b.x + b.w && y > b.y && y < b.y + b.h;
  });
};

/**
 * A name the crowded corners push away from its place is joined to it by a line. Those lines ran long
 * and across other places: Denver's 51 units up through Christman's box, La Junta's 51 down through
 * Fremont's name. Now each is at most a line and a half (20 units) and crosses no other place's mark
 * nor any name, along played games.
 */
/**
 * The one name that stands further off, in the crowded corner of Christman, Denver, Fremont and La
 * Junta: with a leg flown from Christman to Fremont (or past Fremont's box to Crawford), its number
 * takes the only room on that leg clear of Denver's box and the peaks M16 and M17, between Denver's box
 * and Fremont's, where Fremont's name stood; the name then stands by M19's circle. The number stood
 * 24 units off its leg, joined to nothing, to leave that room to the name.
 */
const LONGER: Readonly<Record<string, number>> = { Fremont: 26.5 };

describe('AirCargo map joining lines', () => {
  test('along played games: short, and across no other mark or name', () => {
    const found = new Set<string>();
    for (const { view, layout } of laid) {
      const names = labels(view, layout);
      const marks = markers(view, layout);
      for (const l of layout.leaders) {
        const length = Math.hypot(l.x2 - l.x1, l.y2 - l.y1);
        const own = marks.find((m) => meets(m.box, { x: l.x1 - 0.5, y: l.y1 - 0.5, w: 1, h: 1 }));
        const name = names.find((n) => meets(n.box, { x: l.x2 - 0.5, y: l.y2 - 0.5, w: 1, h: 1 }));
        const what = `${name?.name ?? '?'}'s line from ${own?.name ?? '?'}`;
        if (length > (LONGER[name?.name ?? ''] ?? 20)) found.add(`${what} is ${length.toFixed(1)} long`);
        for (const m of marks) if (m !== own && crosses(l, m.box)) found.add(`${what} crosses ${m.name}`);
        for (const n of names) if (n !== name && crosses(l, n.box)) found.add(`${what} crosses ${n.name}`);
      }
    }
    expect([...found]).toEqual([]);
  });
});

describe('AirCargo map frame', () => {
  test('as tall as what is drawn: the lowest name or marker ends a few units above the legend', () => {
    const { view, layout } = laid[0]!;
    const drawn = [...labels(view, layout).map((l) => l.box), ...layout.markers];
    const lowest = Math.max(...drawn.map((b) => b.y + b.h));
    const foot = layout.bounds.y + layout.bounds.h;
    expect(foot - lowest).toBeGreaterThanOrEqual(0);
    expect(foot - lowest).toBeLessThanOrEqual(8);
    // The hazard circles are drawn inside it too.
    for (const m of view.mountains) expect(layout.sy(m.y) + m.radius * layout.scale).toBeLessThanOrEqual(foot);
  });

  test('along played games every name and leg number stays inside it, and it keeps its size', () => {
    const outside = laid.flatMap(({ view, layout }) =>
      [...labels(view, layout), ...legBoxes(layout).map((box, i) => ({ name: `leg ${i + 1}'s number`, box }))]
        .filter(({ box }) => !within(box, layout.bounds))
        .map(({ name }) => `${name} after leg ${view.route.length}`),
    );
    expect(outside).toEqual([]);
    expect(new Set(laid.map(({ layout }) => JSON.stringify(layout.bounds))).size).toBe(1);
  });
});

type Point = { readonly x: number; readonly y: number };
/** How far point `p` lies from the segment from `a` to `b`. */
const toSegment = (p: Point, a: Point, b: Point): number => {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy);
};
/** A leg's number's circle, as drawn (map-marks.tsx): a line nearer its middle than this runs through it. */
const RADIUS = 9;
/** The longest line that may join a number to its leg. */
const NUMBER_LINE_MAX = 16;
type Leg = AircargoView['route'][number];
/**
 * Whether the line from `c` to `d` runs with the one from `a` to `b` at `foot` (a point of it): within
 * the lines' width, and parallel within 10°. There the two legs are one line on the map (the same way
 * back, or Fresno to Los Angeles past Bakersfield and back to it), which a number on it names alike.
 */
const together = (a: Point, b: Point, c: Point, d: Point, foot: Point) => {
  const [ux, uy, vx, vy] = [b.x - a.x, b.y - a.y, d.x - c.x, d.y - c.y];
  const sine = Math.abs(ux * vy - uy * vx) / (Math.hypot(ux, uy) * Math.hypot(vx, vy));
  return sine < Math.sin((10 * Math.PI) / 180) && toSegment(foot, c, d) < 3;
};
/** The point of the segment from `a` to `b` nearest `p`. */
const footOn = (p: Point, a: Point, b: Point): Point => {
  const [dx, dy] = [b.x - a.x, b.y - a.y];
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
  return { x: a.x + t * dx, y: a.y + t * dy };
};

/**
 * Which leg a number names is read off the line it stands on, or the nearest. In a crowded corner a
 * number stood up to 32 units off its leg with nothing joining it, some nearer another leg's line than
 * their own (leg 8, Fresno to Los Angeles, 16 off its line and 11 from leg 10's; leg 2, Portland to
 * Seattle, 24 off it). Now each stands on its line or touching it, or is joined to it by a short line
 * of the leg's colour; either way nearer its own leg than any other, along played games.
 */
describe('AirCargo map legs numbers', () => {
  test('along played games: on its leg or joined to it by a short line, and nearer its own leg than any other', () => {
    const found = new Set<string>();
    let joined = 0;
    for (const { view, layout } of laid) {
      const names = labels(view, layout);
      const marks = [...markers(view, layout), ...peaksAndPlane(view, layout)];
      const line = (leg: Leg): [Point, Point] => [layout.at(leg.from), layout.at(leg.to)];
      for (const [i, n] of layout.legs.entries()) {
        const what = `leg ${n.leg.leg}'s number (${n.leg.from.name} to ${n.leg.to.name}, ${view.route.length} legs flown)`;
        const own = toSegment(n, ...line(n.leg));
        if (own > RADIUS) {
          const l = n.leader;
          if (l === undefined) {
            found.add(`${what} ${own.toFixed(1)} off its leg, joined by nothing`);
            continue;
          }
          joined++;
          const ends = [
            { x: l.x1, y: l.y1 },
            { x: l.x2, y: l.y2 },
          ];
          if (!ends.some((e) => toSegment(e, ...line(n.leg)) < 0.5)) found.add(`${what}: its line ends off its leg`);
          if (!ends.some((e) => Math.abs(Math.hypot(e.x - n.x, e.y - n.y) - RADIUS) < 1))
            found.add(`${what}: its line ends off its circle`);
          const length = Math.hypot(l.x2 - l.x1, l.y2 - l.y1);
          if (length > NUMBER_LINE_MAX) found.add(`${what}: its line is ${length.toFixed(1)} long`);
          for (const m of [...marks, ...names]) if (crosses(l, m.box)) found.add(`${what}: its line crosses ${m.name}`);
          for (const [k, b] of legBoxes(layout).entries())
            if (k !== i && crosses(l, b)) found.add(`${what}: its line crosses leg ${k + 1}'s number`);
        }
        const foot = footOn(n, ...line(n.leg));
        for (const m of layout.legs) {
          if (m === n || together(...line(n.leg), ...line(m.leg), foot)) continue;
          const other = toSegment(n, ...line(m.leg));
          if (other <= own)
            found.add(`${what} ${other.toFixed(1)} from leg ${m.leg.leg}'s line, ${own.toFixed(1)} from its own`);
        }
      }
    }
    expect([...found]).toEqual([]);
    // Not every number found room on its line.
    expect(joined).toBeGreaterThan(0);
  });
});
