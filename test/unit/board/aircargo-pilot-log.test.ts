/**
 * AirCargo's Pilot Log (weather, cargo, the Stamina, Prayer and Plan Reroll tracks, the dice and the
 * checks) stood beside the map at x 590: off a 390 px phone's screen, which shows the board's left
 * 370 units. On a phone's page (narrow) it is drawn under the score at the map's left, in that width
 * (test/browser/board-zoom.test.ts looks at it there); on a laptop and in board.svg it stays beside
 * the map, and in either place it is as wide as a phone shows.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { PHONE_LINE } from '../../../src/board/phone-lines.js';
import { AircargoBoard } from '../../../src/games/aircargo/board-svg.js';
import { MAP, mapLayout } from '../../../src/games/aircargo/map-layout.js';
import type { AircargoView } from '../../../src/games/aircargo/view-types.js';
import { drawnBox } from '../../support/drawn-lines.js';
import { botGame } from '../../support/aircargo-bot-game.js';

const boardOf = (view: AircargoView, narrow: boolean): string =>
  renderToString(h(AircargoBoard, { view, legalMoves: [], names: ['Ada Lovelace'], you: 1, narrow }));
const size = (svg: string) => {
  const [, width, height] = /<svg [^>]*width="([\d.]+)" height="([\d.]+)"/.exec(svg)!.map(Number);
  return { width: width!, height: height! };
};
/** What a phone shows of the board from its left edge: the score box's width, from the map's left. */
const PHONE_RIGHT = MAP.x + PHONE_LINE + 20;

test("on a phone's page the Pilot Log is drawn under the score, in a phone's width, and the board as wide as the phone's frame", () => {
  let checks = 0;
  for (const view of [1, 2, 3].flatMap(botGame)) {
    const svg = boardOf(view, true);
    const log = drawnBox(svg, 'pilot-log');
    const score = drawnBox(svg, 'score');
    expect(log.left).toBeGreaterThanOrEqual(MAP.x);
    expect(log.right, 'in a phone’s width').toBeLessThanOrEqual(PHONE_RIGHT);
    expect(log.top, 'under the score').toBeGreaterThan(score.bottom);
    expect(log.bottom).toBeLessThanOrEqual(size(svg).height);
    // The map is seen through a window there (aircargo-phone.test.ts): 368 fills a 390 px phone's 370 px frame.
    expect(size(svg).width).toBe(368);
    if (view.log.length > 0) checks++;
  }
  expect(checks, 'games with checks in the log').toBeGreaterThan(3);
});

test('on a laptop and in board.svg the Pilot Log stays beside the map, as wide as a phone shows', () => {
  for (const view of [1, 2].flatMap(botGame)) {
    const svg = boardOf(view, false);
    const log = drawnBox(svg, 'pilot-log');
    const { frame } = mapLayout(view);
    expect(log.left).toBeGreaterThan(frame.x + frame.w);
    expect(log.right - log.left).toBeLessThanOrEqual(PHONE_LINE + 20);
    expect(log.right).toBeLessThanOrEqual(size(svg).width);
    expect(log.top).toBeLessThan(frame.y);
  }
});
