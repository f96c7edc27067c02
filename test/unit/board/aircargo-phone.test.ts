/**
 * AirCargo on a phone's page (narrow): the map is 560 units wide, so at its own size its right third
 * (Denver, Fremont, La Junta) was off a 390 px phone's screen and the board scrolled sideways; scaled
 * to the screen its names were 7 px. A leg is decided around the plane, so the phone draws the map at
 * its own size through a window a phone shows whole, across every place a leg can reach, and points to
 * the destination at the window's edge when it lies beyond. A laptop and board.svg draw the whole map.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { AircargoBoard } from '../../../src/games/aircargo/board-svg.js';
import { mapLayout } from '../../../src/games/aircargo/map-layout.js';
import type { AircargoView } from '../../../src/games/aircargo/view-types.js';
import { botGame } from '../../support/aircargo-bot-game.js';

/** How much of the board a 390 px phone's frame shows. */
const PHONE_FRAME = 370;

const boardOf = (view: AircargoView, narrow: boolean): string => renderToString(h(AircargoBoard, { view, narrow }));
const widthOf = (svg: string): number => Number(/<svg [^>]*width="([\d.]+)"/.exec(svg)![1]);

/** The window the board cuts the map at, and where it moves it to (from the drawn clip and transform). */
function windowOf(svg: string): { left: number; right: number; shift: number } {
  const clip = /<clipPath id="map-window"><rect x="([-\d.]+)" y="[-\d.]+" width="([\d.]+)"/.exec(svg)!;
  const shift = Number(/<g class="map" transform="translate\(([-\d.]+) 0\)"/.exec(svg)![1]);
  return { left: Number(clip[1]), right: Number(clip[1]) + Number(clip[2]), shift };
}

/** The places a leg may end at now: beacons and the destination within a leg of the plane. */
const reachable = (view: AircargoView) =>
  [...view.beacons, ...view.airports.filter((a) => a.destination)].filter(
    (p) => Math.hypot(p.x - view.position.x, p.y - view.position.y) <= view.maxLeg,
  );

/** Views of played games, less the planning steps (a roll moves nothing on the map). */
const views = [1, 2].flatMap(botGame).filter((view) => view.phase !== 'planRoll' && view.phase !== 'planning');

test("on a phone's page the board is as wide as the phone's frame, and every place a leg can fly to is in its window", () => {
  const flights = views.filter((view) => view.phase === 'flight');
  expect(flights.length).toBeGreaterThan(5);
  const lefts = new Set<number>();
  for (const view of views) {
    const svg = boardOf(view, true);
    expect(widthOf(svg)).toBeLessThanOrEqual(PHONE_FRAME - 2);
    const { left, right, shift } = windowOf(svg);
    lefts.add(Math.round(left));
    // The window stands in the board's width once moved.
    expect(left + shift).toBeGreaterThanOrEqual(0);
    expect(right + shift).toBeLessThanOrEqual(widthOf(svg));
    const { at } = mapLayout(view);
    const inWindow = (p: { x: number; y: number }) => at(p).x - 13 >= left && at(p).x + 13 <= right;
    expect(inWindow(view.position), `the plane at ${view.position.name}`).toBe(true);
    if (view.phase === 'flight')
      expect(
        reachable(view)
          .filter((p) => !inWindow(p))
          .map((p) => p.name),
      ).toEqual([]);
  }
  // The window follows the plane across the map.
  expect(lefts.size).toBeGreaterThan(1);
});

test("on a phone's page a destination beyond the window's edge is pointed to there, by its number", () => {
  let beyond = 0;
  for (const view of views.filter((v) => v.phase === 'flight')) {
    const destination = view.airports.find((a) => a.destination)!;
    const svg = boardOf(view, true);
    const { left, right } = windowOf(svg);
    const x = mapLayout(view).sx(destination.x);
    const pointer = /<text class="beyond"[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];
    if (x >= left && x <= right) expect(pointer).toBeUndefined();
    else {
      beyond++;
      expect(pointer).toBe(x > right ? `${destination.id} →` : `← ${destination.id}`);
    }
  }
  expect(beyond).toBeGreaterThan(0);
});

test('a laptop and board.svg draw the whole map beside the Pilot Log, as before', () => {
  const svg = boardOf(views[0]!, false);
  expect(widthOf(svg)).toBe(980);
  expect(svg.includes('map-window'), 'no window').toBe(false);
  expect(svg.includes('<g class="map">'), 'the whole map').toBe(true);
});
