import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { textWidth } from '../../src/board/glyph-widths.js';
import { CircuitRacerBoard } from '../../src/games/circuit-racer/board-svg.js';
import type { CircuitRacerView } from '../../src/games/circuit-racer/view.js';
import { rulebook } from '../../src/games/index.js';
import type { DrawnBox } from './drawn-lines.js';
import { mixedPlayout } from './mixed-playout.js';

/** Circuit Racer's board for seat 1 of a one-player game, on a phone's page (`narrow`) or a laptop's. */
export const circuitRacerBoard = (view: CircuitRacerView, narrow = false): string =>
  renderToString(h(CircuitRacerBoard, { view, legalMoves: [], names: ['Ada Lovelace'], you: 1, narrow }));

/** An SVG's `width`. */
export const svgWidthOf = (svg: string): number => Number(/<svg [^>]*width="([\d.]+)"/.exec(svg)![1]);

/**
 * A view of played games on each circuit (the race's own sections), in circuit order: the first a
 * dice step of random play reaches that `wanted` accepts.
 */
export function viewOnEachCircuit(wanted: (view: CircuitRacerView) => boolean = () => true): CircuitRacerView[] {
  const game = rulebook.current('circuit-racer')!;
  const found = new Map<number, CircuitRacerView>();
  for (const seed of [1, 2, 3])
    mixedPlayout(game, seed, 1, 600, (state, seat) => {
      const view = game.view(state, seat) as CircuitRacerView;
      if (view.phase === 'dice' && !found.has(view.circuit) && wanted(view)) found.set(view.circuit, view);
    });
  return [...found.keys()].sort().map((circuit) => found.get(circuit)!);
}

/** The spaces' circles' radius, on either track. */
export const RADIUS = 13;

/** A space's circle as drawn: its middle and its stroke's width (a section's first circle is ringed thicker). */
interface Circle {
  readonly x: number;
  readonly y: number;
  readonly stroke: number;
}
/** A section-start arrow: from inside the track to outside it. */
type Segment = readonly [number, number, number, number];

/**
 * What a board's track draws, read off the board: circles, their numbers, section labels (each as the
 * box it covers), arrows, the flag and the car (body and wheels).
 */
export function trackOf(svg: string) {
  const track = svg.slice(svg.indexOf('aria-label="track of circuit'), svg.indexOf('<g class="gears"'));
  const n = (m: RegExpMatchArray, i: number) => Number(m[i]);
  const circles: Circle[] = [
    ...track.matchAll(/<circle cx="([-\d.]+)" cy="([-\d.]+)" r="13"[^>]* stroke-width="([\d.]+)"/g),
  ].map((m) => ({ x: n(m, 1), y: n(m, 2), stroke: n(m, 3) }));
  const numbers = [
    ...track.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)" text-anchor="middle" font-size="(\d+)"[^>]*>(\d+)<\/text>/g),
  ].map((m) => {
    const [x, y, size, text] = [n(m, 1), n(m, 2), n(m, 3), m[4]!];
    const half = textWidth(text, size) / 2;
    return { x, y, size, text, left: x - half, right: x + half, top: y - size, bottom: y + 3 };
  });
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

export const overlap = (a: DrawnBox, b: DrawnBox): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Whether a circle of the track reaches into `box` (the nearest point of the box to its middle is under its radius). */
export const circleOn = (c: { x: number; y: number }, box: DrawnBox): boolean =>
  Math.hypot(c.x - Math.max(box.left, Math.min(c.x, box.right)), c.y - Math.max(box.top, Math.min(c.y, box.bottom))) <
  RADIUS;

/** Whether two circles, drawn with their strokes (half of each outside its radius), overlap or touch. */
export const circlesMeet = (a: Circle, b: Circle): boolean =>
  Math.hypot(a.x - b.x, a.y - b.y) <= 2 * RADIUS + a.stroke / 2 + b.stroke / 2;

/** Whether an arrow (2.5 wide) crosses `box`, looked at every half unit along it. */
export const arrowOn = ([x1, y1, x2, y2]: Segment, box: DrawnBox): boolean => {
  const steps = Math.ceil(Math.hypot(x2 - x1, y2 - y1) * 2);
  const wide = { left: box.left - 1.25, right: box.right + 1.25, top: box.top - 1.25, bottom: box.bottom + 1.25 };
  return Array.from({ length: steps + 1 }, (_, i) => [x1 + ((x2 - x1) * i) / steps, y1 + ((y2 - y1) * i) / steps]).some(
    ([x, y]) => x! > wide.left && x! < wide.right && y! > wide.top && y! < wide.bottom,
  );
};
