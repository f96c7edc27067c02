/**
 * Where the phone's track (phone-track.ts) draws its section labels. Inside the track by the
 * section's middle circle, as on the laptop, where that is clear; but where the track turns a corner
 * what stands inside it draws together: the car at a short section's only circle, two one-circle
 * sections side by side, a label and the next circle. So each label has places to go, best first, and
 * the labels take the first places clear of the circles, the arrows, the car, what else the board
 * draws inside the track and each other (searched back when a label finds none left).
 */
import { textWidth } from '../../board/glyph-widths.js';
import {
  AIR,
  arrowAt,
  CAR_BOX,
  inside,
  onTrack,
  type OnTrack,
  PHONE_TRACK_BOTTOM,
  PHONE_WIDTH,
  PIN,
  reach,
  round,
} from './phone-track-shape.js';
import {
  CAR,
  LABEL,
  sectionLabel,
  SPOT_RADIUS,
  type Box,
  type CarAt,
  type Point,
  type SectionSpan,
} from './track-layout.js';

/** A label's box: its text's height (drawnBox's: a size above the baseline, a quarter under), halved. */
const LABEL_HALF_HEIGHT = 7;
/** How many places the search may try before it settles for each label's best place. */
const SEARCH_BUDGET = 20_000;

const boxAround = ([x, y]: Point, halfWidth: number, halfHeight: number): Box => ({
  left: x - halfWidth,
  right: x + halfWidth,
  top: y - halfHeight,
  bottom: y + halfHeight,
});
/** The air two parts keep, less the hundredth coordinates are rounded to (a label placed AIR off a circle is clear of it). */
const CLEAR = AIR - 0.02;
/** Whether two boxes come nearer each other than the air they keep. */
const near = (a: Box, b: Box): boolean =>
  a.left < b.right + CLEAR && b.left < a.right + CLEAR && a.top < b.bottom + CLEAR && b.top < a.bottom + CLEAR;
/** Whether a circle of the track comes nearer `box` than the air they keep. */
const circleNear = ([x, y]: Point, box: Box): boolean =>
  Math.hypot(x - Math.max(box.left, Math.min(x, box.right)), y - Math.max(box.top, Math.min(y, box.bottom))) <
  SPOT_RADIUS + CLEAR;
/** Whether an arrow comes nearer `box` than the air they keep: whether it crosses the box grown by that air. */
function arrowNear([[x1, y1], [x2, y2]]: readonly [Point, Point], box: Box): boolean {
  // The part of the arrow inside each of the grown box's four sides (Liang–Barsky), kept while some is left.
  let [enter, leave] = [0, 1];
  const sides: [number, number][] = [
    [x1 - x2, x1 - (box.left - CLEAR)],
    [x2 - x1, box.right + CLEAR - x1],
    [y1 - y2, y1 - (box.top - CLEAR)],
    [y2 - y1, box.bottom + CLEAR - y1],
  ];
  for (const [toward, room] of sides) {
    if (toward === 0) {
      if (room < 0) return false;
    } else if (toward < 0) enter = Math.max(enter, room / toward);
    else leave = Math.min(leave, room / toward);
  }
  return enter < leave;
}

/** Whether `box` is inside `frame`. */
const within = (box: Box, frame: Box): boolean =>
  box.left >= frame.left && box.right <= frame.right && box.top >= frame.top && box.bottom <= frame.bottom;

/** A label's places, best first, each as the box it covers. */
interface Placing {
  readonly section: SectionSpan;
  readonly places: readonly { readonly at: Point; readonly box: Box }[];
}

/**
 * How far into the track (out of it, `side` −1) a label's middle stands so that its box keeps AIR
 * from the circle at `on`: its reach the way in, and more where the track turns and a corner of the
 * box comes nearer the circle than its side.
 */
function clearDepth(on: OnTrack, halfWidth: number, side: 1 | -1): number {
  for (let depth = SPOT_RADIUS + AIR + reach(on.inward, halfWidth, LABEL_HALF_HEIGHT); ; depth += 0.5) {
    const box = boxAround(inside(on, side * depth), halfWidth, LABEL_HALF_HEIGHT);
    if (!circleNear(on.at, box)) return depth;
  }
}

/**
 * Where a section's label may stand, best first: inside the track by the section's middle, else by
 * its other circles (and between them) nearer the middle first; then the same outside the track
 * (where it turns a corner there is room between it and the board's edge), past the car, and further
 * in still.
 */
function placesOf(section: SectionSpan, n: number, halfWidth: number): Point[] {
  const mid = (section.from + section.to) / 2;
  const along: number[] = [];
  for (let at = section.from; at <= section.to; at += 0.5) along.push(at);
  along.sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid));
  return ['by', 'outside', 'past the car', 'further'].flatMap((step) =>
    along.map((at) => {
      const on = onTrack(at, n);
      if (step === 'outside') return inside(on, -clearDepth(on, halfWidth, -1));
      const depth = clearDepth(on, halfWidth, 1);
      const pastCar = PIN + 2 * reach(on.inward, CAR_BOX.width, CAR_BOX.height) + AIR;
      const own = 2 * reach(on.inward, halfWidth, LABEL_HALF_HEIGHT) + AIR;
      return inside(on, depth + (step === 'by' ? 0 : step === 'past the car' ? pastCar : pastCar + own));
    }),
  );
}

/** Each section's label's middle and baseline, `car` where the car is drawn, clear of `clearOf` too. */
export function sectionLabels(
  sections: readonly SectionSpan[],
  n: number,
  car: CarAt,
  clearOf: readonly Box[],
): Point[] {
  // Inside the board, under the status lines above the track and above what is drawn under it.
  const board = { left: 0, right: PHONE_WIDTH, top: 0, bottom: PHONE_TRACK_BOTTOM };
  const circles = Array.from({ length: n + 1 }, (_, i) => inside(onTrack(i, n), 0));
  const [carX, axle] = car.body;
  const carBox = boxAround([carX, axle - CAR_BOX.height + CAR.wheel], CAR_BOX.width, CAR_BOX.height);
  const arrows = sections.map((s) => arrowAt(s.from - 0.5, n));
  const fixed = [carBox, ...clearOf];
  // The shortest sections first: they have the fewest places, a longer one can move along for them.
  const placings: Placing[] = [...sections]
    .sort((a, b) => a.to - a.from - (b.to - b.from))
    .map((section) => {
      const halfWidth = textWidth(sectionLabel(section), LABEL.size, true) / 2;
      const all = placesOf(section, n, halfWidth).map((at) => ({
        at,
        box: boxAround(at, halfWidth, LABEL_HALF_HEIGHT),
      }));
      const clear = all.filter(
        ({ box }) =>
          within(box, board) &&
          !fixed.some((other) => near(box, other)) &&
          !circles.some((c) => circleNear(c, box)) &&
          !arrows.some((a) => arrowNear(a, box)),
      );
      // With no clear place (never seen on the four circuits), the best one: the drawing tests say so.
      return { section, places: clear.length > 0 ? clear : all.slice(0, 1) };
    });
  const chosen = search(placings) ?? placings.map((p) => p.places[0]!);
  const at = new Map(placings.map((p, i) => [p.section, chosen[i]!.at]));
  return sections.map((section) => {
    const [x, y] = at.get(section)!;
    return [x, round(y + LABEL.baseline)];
  });
}

/** Each label's first place clear of the labels placed before it, going back to the one before when none is; undefined past the budget. */
function search(placings: readonly Placing[]): Placing['places'][number][] | undefined {
  const chosen: Placing['places'][number][] = [];
  let budget = SEARCH_BUDGET;
  const from = (k: number): boolean => {
    if (k === placings.length) return true;
    for (const place of placings[k]!.places) {
      if (--budget < 0) return false;
      if (chosen.some((other) => near(place.box, other.box))) continue;
      chosen.push(place);
      if (from(k + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return from(0) ? chosen : undefined;
}
