/**
 * The laptop's track (and board.svg's): an oval across the board's 820 units, its spaces at even
 * angles clockwise from the flag at the bottom middle, the section labels inside it and the car
 * over its space.
 */
import type { TrackLayout } from './track-layout.js';

const CX = 410;
const CY = 200;
const RX = 370;
const RY = 165;

/** Circle i of n+1 spaces (0 = flag) around an oval, clockwise from the bottom centre. */
function spot(i: number, n: number): [number, number] {
  const a = Math.PI / 2 + (2 * Math.PI * i) / (n + 1);
  return [CX + RX * Math.cos(a), CY + RY * Math.sin(a)];
}

export const OVAL_TRACK: TrackLayout = {
  spot,
  // Inside the oval, next to the section's middle circle.
  labels: (sections, n) =>
    sections.map((s) => {
      const [mx, my] = spot((s.from + s.to) / 2, n);
      return [CX + (mx - CX) * 0.85, CY + (my - CY) * 0.83 + 4];
    }),
  // Across the track, from inside the oval to just outside it.
  arrow(at, n) {
    const [fx, fy] = spot(at, n);
    return [
      [CX + (fx - CX) * 0.9, CY + (fy - CY) * 0.9],
      [CX + (fx - CX) * 1.07, CY + (fy - CY) * 1.07],
    ];
  },
  // Over its circle, a pin down to it.
  car(i, n) {
    const [x, y] = spot(i, n);
    return {
      body: [x, y - 22],
      pin: [
        [x, y - 20],
        [x, y - 13],
      ],
    };
  },
};
