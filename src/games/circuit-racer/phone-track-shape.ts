/**
 * The shape of the phone's track (phone-track.ts): a rectangle with rounded corners, taller than
 * wide, inside the board's 368 units, its circles evenly spaced along its middle line clockwise from
 * the flag at the bottom middle (30 units apart on the longest circuit, so none touch, their rings
 * included: at 28 two section starts' heavy rings met on circuit 4; the corners' radius of 100 keeps
 * what stands inside a corner apart). Each place on it knows the way into the track, where the car
 * and the section labels stand.
 */
import { CAR, SPOT_RADIUS, type CarAt, type Point } from './track-layout.js';

/** The board's width on a phone's page: with its border, a 390 px phone's 370 px frame. */
export const PHONE_WIDTH = 368;

/** The track's middle line: its left and right, top and bottom, and its corners' radius. */
const LEFT = 20;
const RIGHT = PHONE_WIDTH - LEFT;
const TOP = 18;
const BOTTOM = TOP + 508;
const CORNER = 100;
/** The arrow marking a section's start runs this far into the track and out of it. */
export const ARROW = { in: 17, out: 15 } as const;
/** The car's pin, from its space's circle to the car. */
export const PIN = 6;
/** Air between a circle, the car and a label. */
export const AIR = 3;

/** Where the phone's track ends under it (the flag's arrow): the board's parts are drawn under this. */
export const PHONE_TRACK_BOTTOM = BOTTOM + ARROW.out;

/** A place on the track's middle line and the way into the track from it (a unit vector). */
export interface OnTrack {
  readonly at: Point;
  readonly inward: Point;
}

/** One stretch of the middle line, straight or a quarter circle, as long as `length`. */
interface Stretch {
  readonly length: number;
  along(s: number): OnTrack;
}

const straight = (from: Point, to: Point, inward: Point): Stretch => {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const along = (s: number): OnTrack => ({
    at: [from[0] + ((to[0] - from[0]) * s) / length, from[1] + ((to[1] - from[1]) * s) / length],
    inward,
  });
  return { length, along };
};

/** A corner: a quarter circle round `centre`, from angle `start` on (clockwise, as the board's y runs down). */
const corner = (centre: Point, start: number): Stretch => ({
  length: (Math.PI / 2) * CORNER,
  along(s) {
    const angle = start + s / CORNER;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    return { at: [centre[0] + CORNER * cos, centre[1] + CORNER * sin], inward: [-cos, -sin] };
  },
});

const MIDDLE = PHONE_WIDTH / 2;
/** The middle line clockwise from the flag at the bottom middle: left, up, right, down and back. */
const STRETCHES: readonly Stretch[] = [
  straight([MIDDLE, BOTTOM], [LEFT + CORNER, BOTTOM], [0, -1]),
  corner([LEFT + CORNER, BOTTOM - CORNER], Math.PI / 2),
  straight([LEFT, BOTTOM - CORNER], [LEFT, TOP + CORNER], [1, 0]),
  corner([LEFT + CORNER, TOP + CORNER], Math.PI),
  straight([LEFT + CORNER, TOP], [RIGHT - CORNER, TOP], [0, 1]),
  corner([RIGHT - CORNER, TOP + CORNER], (3 * Math.PI) / 2),
  straight([RIGHT, TOP + CORNER], [RIGHT, BOTTOM - CORNER], [-1, 0]),
  corner([RIGHT - CORNER, BOTTOM - CORNER], 0),
  straight([RIGHT - CORNER, BOTTOM], [MIDDLE, BOTTOM], [0, -1]),
];
const LAP = STRETCHES.reduce((sum, stretch) => sum + stretch.length, 0);

/** Space `i` of a track of `n` circles and the flag: `i` spaces' share of the lap from the flag. */
export function onTrack(i: number, n: number): OnTrack {
  const spaces = n + 1;
  let s = ((((i % spaces) + spaces) % spaces) / spaces) * LAP;
  for (const stretch of STRETCHES) {
    if (s <= stretch.length) return stretch.along(s);
    s -= stretch.length;
  }
  // Past the last stretch by a rounding error: back at the flag.
  return STRETCHES[0]!.along(0);
}

/** How far from its middle a box (half `width` by half `height`) reaches the way `inward` points. */
export const reach = (inward: Point, width: number, height: number): number =>
  Math.min(width / Math.abs(inward[0]), height / Math.abs(inward[1]));

/** Coordinates to a hundredth of a unit: the drawing's numbers stay short. */
export const round = (v: number): number => Math.round(v * 100) / 100;
/** `depth` units into the track from `on`. */
export const inside = (on: OnTrack, depth: number): Point => [
  round(on.at[0] + on.inward[0] * depth),
  round(on.at[1] + on.inward[1] * depth),
];

/** The car's box, wheels included: half its width, half its height. */
export const CAR_BOX = { width: CAR.halfWidth, height: (CAR.height + CAR.wheel) / 2 } as const;
/** The car on space `i`: just inside the track, a pin from its space's circle to it. */
export function carAt(i: number, n: number): CarAt {
  const on = onTrack(i, n);
  const middle = inside(on, SPOT_RADIUS + PIN + reach(on.inward, CAR_BOX.width, CAR_BOX.height));
  // The body is drawn from its wheels' axle: the box's middle less the wheels under it.
  return {
    body: [middle[0], round(middle[1] + CAR_BOX.height - CAR.wheel)],
    pin: [inside(on, SPOT_RADIUS), inside(on, SPOT_RADIUS + PIN)],
  };
}

/** The arrow at space `at` (between two circles), across the track from inside it to just outside. */
export const arrowAt = (at: number, n: number): readonly [Point, Point] => {
  const on = onTrack(at, n);
  return [inside(on, ARROW.in), inside(on, -ARROW.out)];
};
