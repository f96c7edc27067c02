/**
 * The laptop's track (and board.svg's): an oval across the board's 820 units, its spaces at even
 * angles clockwise from the flag at the bottom middle, the section labels inside it and the car
 * over its space, or at the oval's ends beside it inside the oval, clear of its neighbours' numbers.
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

/** Circle i of n+1 spaces (0 = flag) around an oval, clockwise from the bottom centre. */
function spot(i: number, n: number): [number, number] {
  const a = Math.PI / 2 + (2 * Math.PI * i) / (n + 1);
  return [CX + RX * Math.cos(a), CY + RY * Math.sin(a)];
}

/** The oval's outward normal at space `i` (a unit vector). */
function outward(i: number, n: number): [number, number] {
  const a = Math.PI / 2 + (2 * Math.PI * i) / (n + 1);
  const [nx, ny] = [Math.cos(a) / RX, Math.sin(a) / RY];
  const length = Math.hypot(nx, ny);
  return [nx / length, ny / length];
}

/** Where the track runs across the board: its normal's vertical part at least this (the car over its circle there). */
const ACROSS = 0.85;
/** The car's pin, from its circle to its body, where it stands inside the oval. */
const PIN = 4;
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
  // Across the track, from inside the oval to just outside it.
  arrow(at, n) {
    const [fx, fy] = spot(at, n);
    return [
      [CX + (fx - CX) * 0.9, CY + (fy - CY) * 0.9],
      [CX + (fx - CX) * 1.07, CY + (fy - CY) * 1.07],
    ];
  },
  // Over its circle, a pin down to it, where the track runs across the board (its neighbours beside it);
  // where it runs up and down, at the oval's ends, its neighbours are above and below it, so the car
  // stands inside the oval beside its circle, a pin across to it, clear of the neighbours' numbers.
  car(i, n) {
    const [x, y] = spot(i, n);
    const [nx, ny] = outward(i, n);
    if (Math.abs(ny) >= ACROSS)
      return {
        body: [x, y - 22],
        pin: [
          [x, y - 20],
          [x, y - 13],
        ],
      };
    // Inward, along the oval's normal: the car's box just clears its circle and the pin.
    const [ux, uy] = [-nx, -ny];
    const reach = SPOT_RADIUS + PIN + CAR.halfWidth * Math.abs(ux) + BODY_HALF_H * Math.abs(uy);
    const [cx, cy] = [x + ux * reach, y + uy * reach];
    return {
      body: [cx, cy + BODY_HALF_H - CAR.wheel],
      pin: [
        [x + ux * SPOT_RADIUS, y + uy * SPOT_RADIUS],
        [x + ux * (SPOT_RADIUS + PIN + 1), y + uy * (SPOT_RADIUS + PIN + 1)],
      ],
    };
  },
};
