/**
 * Circuit Racer's track ran round an oval 820 units wide: a 390 px phone, which shows the board's left
 * 370 units, showed half of it (the first section, the spaces before the flag and the car there were
 * off its screen). On a phone's page (narrow) the board is 368 wide and the track runs round a tall
 * rounded rectangle inside it (phone-track.ts): every circle, its number, each section's label and
 * start arrow, the flag and the car inside the board, none on another, at the laptop's text sizes.
 * test/browser/board-zoom.test.ts looks at the board in a phone's browser.
 */
import { expect, test } from 'vitest';
import { textWidth } from '../../../src/board/glyph-widths.js';
import { drawnBox, type DrawnBox } from '../../support/drawn-lines.js';
import {
  arrowOn,
  circleOn,
  circlesMeet,
  circuitRacerBoard,
  overlap,
  RADIUS,
  svgWidthOf,
  trackOf,
  viewOnEachCircuit,
} from '../../support/circuit-racer-boards.js';

const PHONE_W = 368;

/** In the middle of each circuit: its own sections and places. */
const CIRCUITS = viewOnEachCircuit((view) => view.position > 10);

const inBoard = (box: DrawnBox): boolean => box.left >= 0 && box.right <= PHONE_W;
const show = (box: DrawnBox): string =>
  `${box.left.toFixed(1)}–${box.right.toFixed(1)} × ${box.top.toFixed(1)}–${box.bottom.toFixed(1)}`;

test('played games reach every circuit', () => {
  expect(CIRCUITS.map((view) => view.circuit)).toEqual([1, 2, 3, 4]);
});

test.each(CIRCUITS.map((view) => [view.circuit, view] as const))(
  "on a phone's page circuit %i's whole track is inside the board's 368 units, nothing on anything else, wherever the car is",
  (_circuit, played) => {
    const n = played.length;
    // The car on the starting flag, on every circle and past the flag (finished), as well as where play left it.
    for (const position of [played.position, ...Array.from({ length: n + 2 }, (_, p) => p)]) {
      const svg = circuitRacerBoard({ ...played, position }, true);
      const where = `car at ${position}`;
      expect(svgWidthOf(svg), where).toBe(PHONE_W);
      const { circles, numbers, labels, arrows, flag, car } = trackOf(svg);
      const circuits = drawnBox(svg, 'circuits');
      expect(circles, where).toHaveLength(n);
      expect(numbers.map((t) => t.text)).toEqual(circles.map((_, i) => String(i + 1)));
      expect(labels.map((l) => l.text)).toEqual(played.sections.map((s) => `S${s.index}`));
      expect(arrows).toHaveLength(played.sections.length);

      const circleBoxes = circles.map((c) => ({
        left: c.x - RADIUS,
        right: c.x + RADIUS,
        top: c.y - RADIUS,
        bottom: c.y + RADIUS,
      }));
      // What is wrong, said in words (one expect a position: the track has some 2,000 pairs to look at).
      const problems: string[] = [];
      const named = [
        ...circleBoxes.map((box, i) => [`circle ${i + 1}`, box] as const),
        ['the flag', flag] as const,
        ['the car', car] as const,
        ...labels.map((label) => [label.text, label] as const),
      ];
      for (const [name, box] of named) if (!inBoard(box)) problems.push(`${name} at ${show(box)}`);
      for (const [x1, , x2] of arrows)
        if (Math.min(x1, x2) < 0 || Math.max(x1, x2) > PHONE_W) problems.push(`an arrow from x ${x1} to ${x2}`);

      // The circles apart, each number inside its own circle.
      for (const [i, a] of circles.entries()) {
        for (const [k, b] of circles.entries())
          if (k > i && circlesMeet(a, b)) problems.push(`circles ${i + 1} and ${k + 1}`);
        const number = numbers[i]!;
        if (number.x !== a.x || textWidth(number.text, number.size) >= 2 * RADIUS - 4)
          problems.push(`number ${number.text} out of its circle`);
        if (circleOn(a, flag)) problems.push(`circle ${i + 1} on the flag`);
        if (circleOn(a, car)) problems.push(`the car on circle ${i + 1}`);
        if (overlap(circleBoxes[i]!, circuits)) problems.push(`circle ${i + 1} on the circuits`);
      }
      for (const [i, label] of labels.entries()) {
        const on = (what: string) => problems.push(`${label.text} at ${show(label)} on ${what}`);
        for (const [k, c] of circles.entries()) if (circleOn(c, label)) on(`circle ${k + 1}`);
        for (const other of labels.slice(i + 1)) if (overlap(label, other)) on(other.text);
        for (const arrow of arrows) if (arrowOn(arrow, label)) on(`an arrow`);
        for (const [part, box] of Object.entries({ car, flag, circuits })) if (overlap(label, box)) on(`the ${part}`);
      }
      for (const arrow of arrows) if (arrowOn(arrow, car)) problems.push('an arrow on the car');
      if (overlap(car, circuits)) problems.push('the car on the circuits');
      if (overlap(car, flag) && position > 0 && position <= n) problems.push('the car on the flag');
      expect(problems, where).toEqual([]);

      // The gears under the track, its arrows and the car too.
      const under = Math.max(...circleBoxes.map((b) => b.bottom), flag.bottom, car.bottom, ...arrows.map((a) => a[3]));
      expect(drawnBox(svg, 'gears').top).toBeGreaterThan(under);
    }
  },
);

test("on a phone's page the track's numbers and labels are drawn at the laptop's sizes, none condensed", () => {
  const played = CIRCUITS[0]!;
  const sizes = (svg: string) => {
    const { numbers, labels } = trackOf(svg);
    return { numbers: new Set(numbers.map((t) => t.size)), labels: new Set(labels.map((l) => l.size)) };
  };
  const phone = circuitRacerBoard(played, true);
  expect(sizes(phone)).toEqual(sizes(circuitRacerBoard(played, false)));
  expect(Math.min(...sizes(phone).numbers)).toBeGreaterThanOrEqual(10);
  expect(phone).not.toContain('textLength');
});
