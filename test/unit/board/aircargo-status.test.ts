/**
 * AirCargo's status ("Phase: planning · flying c3 to 52") sat in the Pilot Log, half a 390 px phone's
 * screen to the right of where the board opens, and the map's second legend line ran past the phone's
 * edge. The status is drawn over the map at its left in one line a phone shows whole, the legend in
 * lines a phone shows whole inside the map's frame (test/browser/board-zoom.test.ts looks at them there).
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { fitsAPhone } from '../../../src/board/phone-lines.js';
import { AircargoBoard } from '../../../src/games/aircargo/board-svg.js';
import { mapLayout } from '../../../src/games/aircargo/map-layout.js';
import type { AircargoView } from '../../../src/games/aircargo/view-types.js';
import { drawnLines } from '../../support/drawn-lines.js';
import { botGame } from '../../support/aircargo-bot-game.js';

const boardOf = (view: AircargoView): string =>
  renderToString(h(AircargoBoard, { view, legalMoves: [], names: [], you: 1 }));
/** The baselines of a group of lines, as drawn. */
const baselines = (svg: string, name: string): number[] => {
  const group = new RegExp(`<g class="${name}">(.*?)</g>`).exec(svg)![1]!;
  return [...group.matchAll(/<text x="[\d.]+" y="([\d.]+)"/g)].map((m) => Number(m[1]));
};

test('every status line of played games is one line a phone shows whole, over the map, saying the step', () => {
  const phases = new Set<string>();
  let flying = 0;
  let last: AircargoView | undefined;
  for (const view of [1, 2, 3].flatMap(botGame)) {
    last = view;
    const svg = boardOf(view);
    const status = drawnLines(svg, 'status');
    expect(status, 'one line: the map is drawn under it').toHaveLength(1);
    expect(fitsAPhone(status, { size: 14, bold: true }), status[0]).toBe(true);
    expect(status[0]).toMatch(new RegExp(`^Phase: ${view.phase}( · flying c\\d+ to \\d+)?$`));
    expect(Math.max(...baselines(svg, 'status')) + 4).toBeLessThan(mapLayout(view).frame.y);
    phases.add(view.phase);
    if (view.flight.active) flying++;
  }
  expect(phases.size, 'games go through planning and flight').toBeGreaterThan(3);
  expect(flying, 'flights under way are told').toBeGreaterThan(0);
  for (const end of ['crash', 'no-valid-plan', 'stop', 'weather'] as const) {
    const over = { ...last!, phase: 'over', end, crashed: end === 'crash' } as AircargoView;
    const status = drawnLines(boardOf(over), 'status');
    expect(fitsAPhone(status, { size: 14, bold: true }), status.join(' / ')).toBe(true);
    expect(status.join(' ')).toMatch(new RegExp(`^Game over: ${end}`));
  }
});

test('the legend is in lines a phone shows whole, inside the map frame under what the map draws', () => {
  const view = botGame(1)[0];
  const svg = boardOf(view!);
  const legend = drawnLines(svg, 'legend');
  expect(legend.join(' ')).toBe(
    '□ open · P planned · ✓ visited · ◎ destination · ▲ beacon hatched circle = mountain (+hazard) · blue numbers = legs flown',
  );
  expect(legend.length).toBe(3);
  for (const line of legend) expect(fitsAPhone([line], { size: 11 }), line).toBe(true);
  const { frame, bounds } = mapLayout(view!);
  const ys = baselines(svg, 'legend');
  // Under where the map's names and legs' numbers may go, its last line inside the frame.
  expect(Math.min(...ys) - 11).toBeGreaterThanOrEqual(bounds.y + bounds.h);
  expect(Math.max(...ys) + 3).toBeLessThanOrEqual(frame.y + frame.h);
});
