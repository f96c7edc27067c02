/**
 * The laptop's track (and board.svg's): an oval across the board's 820 units, its spaces evenly along
 * it clockwise from the flag at the bottom middle, the section labels inside it and the car over its
 * space, or at the oval's ends beside it inside the oval, clear of its neighbours' numbers and of the
 * section-start arrows.
 */
import { textWidth } from '../../board/glyph-widths.js';
import {
  CAR,
  LABEL,
  sectionLabel,
  SPOT_RADIUS,
  type Box,
  type CarAt,
  type Point,
  type TrackLayout,
} from './track-layout.js';

const CX = 410;
const CY = 200;
const RX = 370;
const RY = 165;

/**
 * The oval's length from the flag (the bottom middle, clockwise) to each of SAMPLES + 1 even steps of
 * its angle: the spaces stand at even lengths along it. At even angles they stood 46 units apart
 * across the board but 21 at its ends, where the oval turns tightest, so there the circles of
 * neighbouring spaces overlapped (35–39 on circuit 4); evenly along it they stand 35 apart on the
 * longest circuit, 34.6 across the ends' bend.
 */
const SAMPLES = 2048;
const LENGTHS = (() => {
  const point = (k: number): [number, number] => {
    const a = (2 * Math.PI * k) / SAMPLES;
    return [RX * Math.sin(a), RY * Math.cos(a)];
  };
  const lengths = [0];
  for (let k = 1; k <= SAMPLES; k++) {
    const [[x0, y0], [x1, y1]] = [point(k - 1), point(k)];
    lengths.push(lengths[k - 1]! + Math.hypot(x1 - x0, y1 - y0));
  }
  return lengths;
})();
const LAP = LENGTHS[SAMPLES]!;

/** The oval's angle (0 = the flag, clockwise) `i` spaces of n+1 along it, even lengths apart. */
function angleOf(i: number, n: number): number {
  const spaces = n + 1;
  const want = ((((i % spaces) + spaces) % spaces) / spaces) * LAP;
  // The last sampled length not past it (a binary search), then between it and the next.
  let [lo, hi] = [0, SAMPLES];
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (LENGTHS[mid]! <= want) lo = mid;
    else hi = mid;
  }
  const share = (want - LENGTHS[lo]!) / (LENGTHS[lo + 1]! - LENGTHS[lo]! || 1);
  return Math.PI / 2 + (2 * Math.PI * (lo + share)) / SAMPLES;
}

/** Coordinates to a hundredth of a unit: the drawing's numbers stay short. */
const round = (v: number): number => Math.round(v * 100) / 100;

/** Circle i of n+1 spaces (0 = flag) around an oval, clockwise from the bottom centre. */
function spot(i: number, n: number): [number, number] {
  const a = angleOf(i, n);
  return [round(CX + RX * Math.cos(a)), round(CY + RY * Math.sin(a))];
}

/** The oval's outward normal at space `i` (a unit vector). */
function outward(i: number, n: number): [number, number] {
  const a = angleOf(i, n);
  const [nx, ny] = [Math.cos(a) / RX, Math.sin(a) / RY];
  const length = Math.hypot(nx, ny);
  return [nx / length, ny / length];
}

/** Where the track runs across the board: its normal's vertical part at least this (the car over its circle there). */
const ACROSS = 0.85;
/** How far a section's start arrow runs into the oval and out of it. */
const ARROW = { in: 15, out: 13 } as const;
/** The car's pin, from its circle to its body, where it stands inside the oval. */
const PIN = 4;
/** The car's pin where it stands over its circle. */
const PIN_ABOVE = 6;
/** Half the car's height, wheels included: its body and the wheels drawn 3 under it. */
const BODY_HALF_H = (CAR.height + CAR.wheel) / 2;

/** How far from the middle a section's label stands, as a share of its middle circle's: the first clear of the car. */
const LABEL_REACH = [0.85, 0.75, 0.65];
/** What the car covers: its body and its wheels under it. */
const carBox = (car: CarAt): Box => ({
  left: car.body[0] - CAR.halfWidth,
  right: car.body[0] + CAR.halfWidth,
  top: car.body[1] - CAR.height,
  bottom: car.body[1] + CAR.wheel,
});
/** A section label's box at its middle and baseline, a unit of air round it. */
const labelBox = (text: string, [x, y]: Point): Box => {
  const half = textWidth(text, LABEL.size, true) / 2 + 1;
  return { left: x - half, right: x + half, top: y - LABEL.size - 1, bottom: y + 4 };
};
const meets = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export const OVAL_TRACK: TrackLayout = {
  spot,
  // Inside the oval, next to the section's middle circle; where the car stands there, further in.
  labels: (sections, n, car) => {
    const body = carBox(OVAL_TRACK.car(car, n));
    return sections.map((s) => {
      const [mx, my] = spot((s.from + s.to) / 2, n);
      const at = (k: number): Point => [CX + (mx - CX) * k, CY + (my - CY) * (k - 0.02) + LABEL.baseline];
      return LABEL_REACH.map(at).find((p) => !meets(labelBox(sectionLabel(s), p), body)) ?? at(LABEL_REACH[0]!);
    });
  },
  // Across the track, from inside the oval to just outside it, as far everywhere (a share of the way
  // from the middle ran 37 units in at the oval's ends, under the car standing beside its circle).
  arrow(at, n) {
    const [x, y] = spot(at, n);
    const [nx, ny] = outward(at, n);
    return [
      [round(x - nx * ARROW.in), round(y - ny * ARROW.in)],
      [round(x + nx * ARROW.out), round(y + ny * ARROW.out)],
    ];
  },
  // Over its circle, a pin down to it, where the track runs across the board (its neighbours beside it):
  // above it along the oval's normal (straight up at the top and bottom, leaning where the track bends,
  // so it stands as far from the arrows half a space either side; straight up it met them there). Where
  // it runs up and down, at the oval's ends, its neighbours are above and below it, so the car stands
  // inside the oval beside its circle, a pin across to it, clear of the neighbours' numbers.
  car(i, n) {
    const [x, y] = spot(i, n);
    const [nx, ny] = outward(i, n);
    const across = Math.abs(ny) >= ACROSS;
    // Up, or inward, along the oval's normal: the car's box just clears its circle and the pin.
    const [ux, uy] = across && ny < 0 ? [nx, ny] : [-nx, -ny];
    const pin = across ? PIN_ABOVE : PIN;
    const reach = SPOT_RADIUS + pin + CAR.halfWidth * Math.abs(ux) + BODY_HALF_H * Math.abs(uy);
    const [cx, cy] = [x + ux * reach, y + uy * reach];
    return {
      body: [round(cx), round(cy + BODY_HALF_H - CAR.wheel)],
      pin: [
        [round(x + ux * SPOT_RADIUS), round(y + uy * SPOT_RADIUS)],
        [round(x + ux * (SPOT_RADIUS + pin + 1)), round(y + uy * (SPOT_RADIUS + pin + 1))],
      ],
    };
  },
};
