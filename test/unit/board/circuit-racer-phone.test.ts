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
import { circuitRacerBoard, svgWidthOf, viewOnEachCircuit } from '../../support/circuit-racer-boards.js';

const PHONE_W = 368;
const RADIUS = 13;

/** In the middle of each circuit: its own sections and places. */
const CIRCUITS = viewOnEachCircuit((view) => view.position > 10);

interface Circle {
  readonly x: number;
  readonly y: number;
}
type Segment = readonly [number, number, number, number];

/** What the track draws, read off the board: circles, their numbers, section labels, arrows, the flag and the car. */
function trackOf(svg: string) {
  const track = svg.slice(svg.indexOf('aria-label="track of circuit'), svg.indexOf('<g class="gears"'));
  const n = (m: RegExpMatchArray, i: number) => Number(m[i]);
  const circles: Circle[] = [...track.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)" r="13"/g)].map((m) => ({
    x: n(m, 1),
    y: n(m, 2),
  }));
  const numbers = [
    ...track.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)" text-anchor="middle" font-size="(\d+)"[^>]*>(\d+)<\/text>/g),
  ].map((m) => ({ x: n(m, 1), y: n(m, 2), size: n(m, 3), text: m[4]! }));
  const labels = [
    ...track.matchAll(
      /<text x="([-\d.]+)" y="([-\d.]+)" text-anchor="middle" font-size="(\d+)" font-weight="bold"[^>]*>(S\d+)<\/text>/g,
    ),
  ].map((m): DrawnBox & { text: string; size: number } => {
    const [x, y, size, text] = [n(m, 1), n(m, 2), n(m, 3), m[4]!];
    const half = textWidth(text, size, true) / 2;
    return { text, size, left: x - half, right: x + half, top: y - size, bottom: y + size / 4 };
  });
  const arrows: Segment[] = [
    ...track.matchAll(/<line x1="([-\d.]+)" y1="([-\d.]+)" x2="([-\d.]+)" y2="([-\d.]+)"/g),
  ].map((m) => [n(m, 1), n(m, 2), n(m, 3), n(m, 4)]);
  const flag = /<rect x="([-\d.]+)" y="([-\d.]+)" width="24" height="18"/.exec(track)!;
  const car = /<rect x="([-\d.]+)" y="([-\d.]+)" width="22" height="14"/.exec(track)!;
  return {
    circles,
    numbers,
    labels,
    arrows,
    flag: { left: n(flag, 1), right: n(flag, 1) + 24, top: n(flag, 2), bottom: n(flag, 2) + 18 },
    // The body and the wheels drawn 3 under it.
    car: { left: n(car, 1), right: n(car, 1) + 22, top: n(car, 2), bottom: n(car, 2) + 14 + 3 },
  };
}

const overlap = (a: DrawnBox, b: DrawnBox): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
/** Whether a circle of the track reaches into `box` (the nearest point of the box to its middle is under its radius). */
const circleOn = (c: Circle, box: DrawnBox): boolean =>
  Math.hypot(c.x - Math.max(box.left, Math.min(c.x, box.right)), c.y - Math.max(box.top, Math.min(c.y, box.bottom))) <
  RADIUS;
/** Whether an arrow (2.5 wide) crosses `box`, looked at every half unit along it. */
const arrowOn = ([x1, y1, x2, y2]: Segment, box: DrawnBox): boolean => {
  const steps = Math.ceil(Math.hypot(x2 - x1, y2 - y1) * 2);
  const wide = { left: box.left - 1.25, right: box.right + 1.25, top: box.top - 1.25, bottom: box.bottom + 1.25 };
  return Array.from({ length: steps + 1 }, (_, i) => [x1 + ((x2 - x1) * i) / steps, y1 + ((y2 - y1) * i) / steps]).some(
    ([x, y]) => x! > wide.left && x! < wide.right && y! > wide.top && y! < wide.bottom,
  );
};
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
          if (k > i && Math.hypot(a.x - b.x, a.y - b.y) <= 2 * RADIUS) problems.push(`circles ${i + 1} and ${k + 1}`);
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
