/**
 * Circuit Racer's oval, on a laptop's page and in board.svg: the car stood over its circle wherever it
 * was, and at the oval's ends, where the track runs up and down and the circles stand close one above
 * another, it covered its neighbours' numbers (car on 12 hid 11's, on 37 hid 36's). There it now
 * stands inside the oval beside its circle, a pin across to it: on every circuit, wherever the car is,
 * it covers no other circle (so no number beside it), no section label (a label the car would cover
 * moves further into the oval), no section's start arrow or the circuits' places, and stays on the board.
 * The circles stood at even angles round the oval, so at its ends, where it turns tightest, those of
 * neighbouring spaces overlapped (35–39 on circuit 4); now they stand evenly along it, none touching
 * another, and the arrows reach as far into the track everywhere (at the ends they ran 37 units in,
 * under the car beside its circle).
 */
import { expect, test } from 'vitest';
import { drawnBox, type DrawnBox } from '../../support/drawn-lines.js';
import {
  arrowOn,
  circleOn,
  circlesMeet,
  circuitRacerBoard,
  overlap,
  svgWidthOf,
  trackOf,
  viewOnEachCircuit,
} from '../../support/circuit-racer-boards.js';

const CIRCUITS = viewOnEachCircuit();

const show = (box: DrawnBox): string =>
  `${box.left.toFixed(1)}–${box.right.toFixed(1)} × ${box.top.toFixed(1)}–${box.bottom.toFixed(1)}`;

test('played games reach every circuit', () => {
  expect(CIRCUITS.map((view) => view.circuit)).toEqual([1, 2, 3, 4]);
});

test.each(CIRCUITS.map((view) => [view.circuit, view] as const))(
  "on a laptop's oval, circuit %i: no circle on another; wherever the car is, it covers no other circle or its number, no arrow, section label or the circuits",
  (_circuit, played) => {
    const length = played.length;
    const problems: string[] = [];
    for (let position = 0; position <= length + 1; position++) {
      const svg = circuitRacerBoard({ ...played, position });
      const { circles, numbers, labels, arrows, car } = trackOf(svg);
      expect(circles).toHaveLength(length);
      expect(arrows).toHaveLength(played.sections.length);
      const own = position >= 1 && position <= length ? position : 0;
      for (const [i, c] of circles.entries()) {
        if (i + 1 !== own && circleOn(c, car)) problems.push(`car at ${position} on circle ${i + 1}`);
        for (const [k, d] of circles.entries())
          if (k > i && circlesMeet(c, d)) problems.push(`circles ${i + 1} and ${k + 1}`);
      }
      for (const number of numbers)
        if (Number(number.text) !== own && overlap(number, car))
          problems.push(`car at ${position} on number ${number.text}`);
      for (const label of labels) if (overlap(label, car)) problems.push(`car at ${position} on ${label.text}`);
      for (const [i, arrow] of arrows.entries())
        if (arrowOn(arrow, car))
          problems.push(`car at ${position} (${show(car)}) on S${played.sections[i]!.index}'s arrow`);
      if (overlap(car, drawnBox(svg, 'circuits'))) problems.push(`car at ${position} on the circuits`);
      if (car.left < 0 || car.right > svgWidthOf(svg)) problems.push(`car at ${position} off the board`);
    }
    expect([...new Set(problems)]).toEqual([]);
  },
);
