/**
 * Circuit Racer's oval, on a laptop's page and in board.svg: the car stood over its circle wherever it
 * was, and at the oval's ends, where the track runs up and down and the circles stand close one above
 * another, it covered its neighbours' numbers (car on 12 hid 11's, on 37 hid 36's). There it now
 * stands inside the oval beside its circle, a pin across to it: on every circuit, wherever the car is,
 * it covers no other circle (so no number beside it), no section label (a label the car would cover
 * moves further into the oval) or the circuits' places, and stays on the board.
 */
import { expect, test } from 'vitest';
import { textWidth } from '../../../src/board/glyph-widths.js';
import { drawnBox, type DrawnBox } from '../../support/drawn-lines.js';
import { circuitRacerBoard, svgWidthOf, viewOnEachCircuit } from '../../support/circuit-racer-boards.js';

const RADIUS = 13;

const CIRCUITS = viewOnEachCircuit();

const n = (m: RegExpMatchArray, i: number) => Number(m[i]);
const overlap = (a: DrawnBox, b: DrawnBox): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The track as drawn: circles and their numbers' boxes, section labels and the car (body and wheels). */
function trackOf(svg: string) {
  const track = svg.slice(svg.indexOf('aria-label="track of circuit'), svg.indexOf('<g class="gears"'));
  const circles = [...track.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)" r="13"/g)].map((m) => ({
    x: n(m, 1),
    y: n(m, 2),
  }));
  const numbers = [
    ...track.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)" text-anchor="middle" font-size="(\d+)"[^>]*>(\d+)<\/text>/g),
  ].map((m): DrawnBox & { text: string } => {
    const half = textWidth(m[4]!, n(m, 3)) / 2;
    return { text: m[4]!, left: n(m, 1) - half, right: n(m, 1) + half, top: n(m, 2) - n(m, 3), bottom: n(m, 2) + 3 };
  });
  const labels = [
    ...track.matchAll(
      /<text x="([-\d.]+)" y="([-\d.]+)" text-anchor="middle" font-size="(\d+)" font-weight="bold"[^>]*>(S\d+)<\/text>/g,
    ),
  ].map((m): DrawnBox & { text: string } => {
    const half = textWidth(m[4]!, n(m, 3), true) / 2;
    return { text: m[4]!, left: n(m, 1) - half, right: n(m, 1) + half, top: n(m, 2) - n(m, 3), bottom: n(m, 2) + 3 };
  });
  const body = /<rect x="([-\d.]+)" y="([-\d.]+)" width="22" height="14"/.exec(track)!;
  const car = { left: n(body, 1), right: n(body, 1) + 22, top: n(body, 2), bottom: n(body, 2) + 14 + 3 };
  return { circles, numbers, labels, car };
}

/** Whether a circle reaches into `box`. */
const circleOn = (c: { x: number; y: number }, box: DrawnBox): boolean =>
  Math.hypot(c.x - Math.max(box.left, Math.min(c.x, box.right)), c.y - Math.max(box.top, Math.min(c.y, box.bottom))) <
  RADIUS;
test('played games reach every circuit', () => {
  expect(CIRCUITS.map((view) => view.circuit)).toEqual([1, 2, 3, 4]);
});

test.each(CIRCUITS.map((view) => [view.circuit, view] as const))(
  "on a laptop's oval, circuit %i: wherever the car is, it covers no other circle or its number, no section label or the circuits",
  (_circuit, played) => {
    const length = played.length;
    const problems: string[] = [];
    for (let position = 0; position <= length + 1; position++) {
      const svg = circuitRacerBoard({ ...played, position });
      const { circles, numbers, labels, car } = trackOf(svg);
      const own = position >= 1 && position <= length ? position : 0;
      for (const [i, c] of circles.entries())
        if (i + 1 !== own && circleOn(c, car)) problems.push(`car at ${position} on circle ${i + 1}`);
      for (const number of numbers)
        if (Number(number.text) !== own && overlap(number, car))
          problems.push(`car at ${position} on number ${number.text}`);
      for (const label of labels) if (overlap(label, car)) problems.push(`car at ${position} on ${label.text}`);
      if (overlap(car, drawnBox(svg, 'circuits'))) problems.push(`car at ${position} on the circuits`);
      if (car.left < 0 || car.right > svgWidthOf(svg)) problems.push(`car at ${position} off the board`);
    }
    expect(problems).toEqual([]);
  },
);
