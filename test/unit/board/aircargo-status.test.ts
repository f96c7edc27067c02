/**
 * AirCargo's status ("Phase: planning · flying c3 to 52") sat in the Pilot Log, half a 390 px phone's
 * screen to the right of where the board opens, and the map's second legend line ran past the phone's
 * edge. The status is drawn over the map at its left, the legend in lines a phone shows whole inside
 * the map's frame (test/browser/board-zoom.test.ts looks at them there). The status said the raw
 * phase ("Phase: planRoll"): it says in plain words who flies and what can be done now, in two lines
 * a phone shows whole. The score box, as wide as the map, ran past the phone's edge: it is as wide
 * as a phone shows.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { fitsAPhone, PHONE_LINE } from '../../../src/board/phone-lines.js';
import { STATUS_FONT } from '../../../src/games/aircargo/board-status.js';
import { AircargoBoard } from '../../../src/games/aircargo/board-svg.js';
import { MAP, mapLayout } from '../../../src/games/aircargo/map-layout.js';
import type { AircargoView } from '../../../src/games/aircargo/view-types.js';
import { drawnBox, drawnLines, svgTitle } from '../../support/drawn-lines.js';
import { botGame } from '../../support/aircargo-bot-game.js';

const boardOf = (view: AircargoView, names: readonly string[] = []): string =>
  renderToString(h(AircargoBoard, { view, legalMoves: [], names, you: 1 }));
/** The baselines of a group of lines, as drawn. */
const baselines = (svg: string, name: string): number[] => {
  const group = new RegExp(`<g class="${name}">(.*?)</g>`).exec(svg)![1]!;
  return [...group.matchAll(/<text x="[\d.]+" y="([\d.]+)"/g)].map((m) => Number(m[1]));
};

/** A 40-letter name, the longest a player may take. */
const LONG_NAME = 'Maximilian Alexander von Hohenberg-Sachs';
/** The step's words, as the phase names read to no one but the code. */
const RAW_PHASES = /\b(idle|planRoll|planning|flight|weatherRoll|stamina|checkRoll|failing)\b(?! dice)/;

// Three bots' games, each view drawn twice: placing a view's names, leg numbers and plane takes ~20 ms
// (2026-11-29), so the whole is 5 to 10 s on a quiet machine, more beside the rest of the suite.
test(
  'every status of played games says in plain words who flies and what can be done, in two lines a phone shows whole over the map',
  { timeout: 90_000 },
  () => {
    const phases = new Set<string>();
    let last: AircargoView | undefined;
    for (const view of [1, 2, 3].flatMap(botGame)) {
      last = view;
      for (const names of [['Ada Lovelace'], [LONG_NAME]]) {
        const svg = boardOf(view, names);
        const status = drawnLines(svg, 'status');
        expect(status, 'two lines: the map is drawn under them').toHaveLength(2);
        expect(fitsAPhone(status, STATUS_FONT), status.join(' / ')).toBe(true);
        expect(Math.max(...baselines(svg, 'status')) + 4).toBeLessThan(mapLayout(view).frame.y);
        expect(status[0]).toMatch(names[0] === LONG_NAME ? /^The pilot, .*:$/ : /^Ada Lovelace, .*:$/);
        expect(status.join(' ')).not.toMatch(/^Phase|Phase:/);
        expect(svgTitle(svg)).toBe(`AirCargo: ${status.join(' ')}`);
        const said = status.join(' ');
        if (view.phase === 'idle')
          expect(said).toMatch(/: roll (the planning dice|to plan, fly a planned cargo) or stop$/);
        if (view.phase === 'planning')
          expect(said).toContain(
            `planning dice ${view.planDice[0]} and ${view.planDice[1]}: plan a cargo or an airport`,
          );
        if (view.phase === 'flight')
          expect(said).toContain(
            `flying ${view.flight.cargo} to ${view.flight.destination}: fly a leg to a beacon or to ${view.flight.destination}`,
          );
        if (view.phase === 'stamina') expect(said).toMatch(/(check over M\d+|landing check at \d+): spend stamina/);
        if (view.phase === 'failing') expect(said).toMatch(/ fails: total \d+: (pray or panic|pray|panic) to pass$/);
      }
      phases.add(view.phase);
    }
    expect([...phases].sort(), 'games go through planning, flight and checks').toEqual(
      expect.arrayContaining(['flight', 'idle', 'planning', 'stamina']),
    );
    // The steps the bots' games pass through only between moves (dice being rolled) and the ends.
    for (const phase of ['planRoll', 'weatherRoll', 'checkRoll', 'failing'] as const) {
      const status = drawnLines(boardOf({ ...last!, phase }, ['Ada Lovelace']), 'status');
      expect(fitsAPhone(status, STATUS_FONT), status.join(' / ')).toBe(true);
      expect(status.join(' '), phase).not.toMatch(RAW_PHASES);
    }
    const ends = {
      crash: 'the plane crashed',
      'no-valid-plan': 'no planning roll can be used',
      stop: 'the pilot stopped flying',
      weather: 'the weather closed in',
    };
    for (const [end, words] of Object.entries(ends)) {
      const over = { ...last!, phase: 'over', end, crashed: end === 'crash' } as AircargoView;
      const status = drawnLines(boardOf(over, ['Ada Lovelace']), 'status');
      expect(status).toEqual([`Game over: ${words}`]);
      expect(fitsAPhone(status, STATUS_FONT)).toBe(true);
    }
  },
);

test('a failing check says which rescues are left: a prayer while any are, a panic while the stamina pays', () => {
  // A check under way (its stamina step), made to fail.
  const failing = botGame(1).find((v) => v.phase === 'stamina')!;
  const at = (prayers: number, stamina: number, panicCost: number): string =>
    drawnLines(
      boardOf({
        ...failing,
        phase: 'failing',
        prayers: { ...failing.prayers, left: prayers },
        stamina: { ...failing.stamina, left: stamina },
        check: { ...failing.check, panicCost, total: 14 },
      }),
      'status',
    )[1]!;
  expect(at(1, 5, 3)).toBe('total 14: pray or panic to pass');
  expect(at(1, 2, 3)).toBe('total 14: pray to pass');
  expect(at(0, 3, 3)).toBe('total 14: panic to pass');
});

test('the score box is as wide as a phone shows, its lines whole inside it', () => {
  const scores = new Set<string>();
  for (const view of [1, 2, 3].flatMap(botGame)) {
    const svg = boardOf(view);
    const key = JSON.stringify(view.score);
    if (scores.has(key)) continue;
    scores.add(key);
    const box = drawnBox(svg, 'score', 'text');
    const [rect] = [...svg.matchAll(/<g class="score"[^>]*><rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"/g)];
    const right = Number(rect![1]) + Number(rect![2]);
    // The box's right edge where the status lines' margin ends: about 370 units are in a 390 px phone's view.
    expect(right).toBeLessThanOrEqual(MAP.x + PHONE_LINE + 20);
    expect(box.right, 'the lines end inside the box').toBeLessThanOrEqual(right - 4);
    expect(svg.slice(svg.indexOf('<g class="score"')).split('</g>')[0], 'no line condensed').not.toContain(
      'textLength',
    );
  }
  expect(scores.size, 'scores of games under way and ended').toBeGreaterThan(3);
  const best = {
    delivered: 64,
    openCargo: 17,
    openAirports: 18,
    points: 29,
    score: 29,
    rank: 'silver-wing',
    winAt: 40,
    silverAt: 43,
    goldAt: 45,
  } as const;
  const svg = boardOf({ ...botGame(1)[0]!, score: best });
  expect(drawnBox(svg, 'score', 'text').right).toBeLessThanOrEqual(MAP.x + PHONE_LINE + 20 - 4);
});

test('the legend is in rows a phone shows whole, inside the map frame under what the map draws', () => {
  const view = botGame(1)[0];
  const svg = boardOf(view!);
  const legend = drawnBox(svg, 'legend');
  const { frame, bounds } = mapLayout(view!);
  const words = svg.slice(svg.indexOf('<g class="legend"'), svg.indexOf('<g class="score"'));
  expect([...words.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((m) => m[1]).join(' · ')).toMatch(
    /^airport, open · P · planned · ✓ · visited · P · destination · .* · leg flown, its number$/,
  );
  // As wide as a phone shows from the frame's left, under where the map's names and legs' numbers may go.
  expect(legend.left).toBeGreaterThanOrEqual(frame.x);
  expect(legend.right).toBeLessThanOrEqual(frame.x + 8 + PHONE_LINE);
  expect(legend.top).toBeGreaterThanOrEqual(bounds.y + bounds.h);
  expect(legend.bottom).toBeLessThanOrEqual(frame.y + frame.h);
});

/** The Pilot Log's heading sat at 28 when the status over the map moved up to 22: the row looked ragged. */
test("the Pilot Log's heading stands on the status's first baseline", () => {
  const svg = boardOf(botGame(1)[0]!, ['Ada Lovelace']);
  const heading = /<text x="[\d.]+" y="([\d.]+)"[^>]*>Pilot Log<\/text>/.exec(svg);
  expect(heading, 'the heading is drawn').not.toBeNull();
  expect(Number(heading![1])).toBe(baselines(svg, 'status')[0]);
});
