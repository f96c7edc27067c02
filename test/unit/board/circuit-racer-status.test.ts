/**
 * Circuit Racer's circuit, turn and race status were centred in the oval, half a 390 px phone's screen
 * to the right of where the board opens: the phone showed "Ci…". They are drawn above the track at its
 * left, each in at most two lines a phone shows whole (test/browser/board-zoom.test.ts looks at them
 * there), and read as one line they say the same.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { fitsAPhone, PHONE_LINE } from '../../../src/board/phone-lines.js';
import { CircuitRacerBoard } from '../../../src/games/circuit-racer/board-svg.js';
import type { CircuitRacerView } from '../../../src/games/circuit-racer/view.js';
import { rulebook } from '../../../src/games/index.js';
import { drawnBox, drawnLines, svgTitle } from '../../support/drawn-lines.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('circuit-racer')!;

const boardOf = (view: CircuitRacerView): string =>
  renderToString(h(CircuitRacerBoard, { view, legalMoves: [], names: [], you: 1 }));

test('every title and status line of played games fits a phone, above the track, and reads as the status', () => {
  let wrapped = 0;
  let last: CircuitRacerView | undefined;
  for (const seed of [1, 2, 3])
    mixedPlayout(game, seed, 1, 400, (state, seat) => {
      const view = (last = game.view(state, seat) as CircuitRacerView);
      const svg = boardOf(view);
      const title = drawnLines(svg, 'title');
      const status = drawnLines(svg, 'status');
      expect(title, 'the title is one line').toHaveLength(1);
      expect(fitsAPhone(title, { size: 16, bold: true }), title.join(' / ')).toBe(true);
      expect(fitsAPhone(status, { size: 12 }), status.join(' / ')).toBe(true);
      expect(`Circuit Racer, ${title[0]!.replace('Circuit', 'circuit')}`).toBe(svgTitle(svg));
      expect(status.join(' ')).toBe(
        `${view.toFlag} spaces to the flag · phase ${view.phase} · places ${view.places.join(', ') || '—'} · total ${view.total}`,
      );
      if (status.length === 2) wrapped++;
    });
  expect(wrapped, 'the status needs two lines on a phone').toBeGreaterThan(0);
  // Four circuits' places and the game's end, as a played game's last view would show them.
  const end = { ...last!, phase: 'over', places: [20, 20, 20, 20], total: 80 } as CircuitRacerView;
  expect(fitsAPhone(drawnLines(boardOf(end), 'status'), { size: 12 })).toBe(true);
});

test('the title and status lines end above the track: its highest circle and the car over it', () => {
  let first: CircuitRacerView | undefined;
  mixedPlayout(game, 1, 1, 1, (state, seat) => (first ??= game.view(state, seat) as CircuitRacerView));
  // The status at its longest: two lines.
  const svg = boardOf({ ...first!, places: [20, 20, 20, 20], total: 80 });
  const baselines = [...svg.matchAll(/<g class="(?:title|status)">(.*?)<\/g>/g)].flatMap((g) =>
    [...g[1]!.matchAll(/<text x="[\d.]+" y="([\d.]+)"/g)].map((m) => Number(m[1])),
  );
  expect(baselines).toHaveLength(3);
  // The track is drawn in a group moved down under them: its highest circle, less the car drawn up
  // to 36 above a circle's centre, stays under the last baseline and its descent.
  const shift = Number(/<g transform="translate\(0 ([\d.]+)\)">/.exec(svg)![1]);
  const circles = [...svg.matchAll(/<circle cx="[\d.]+" cy="([\d.]+)" r="13"/g)].map((m) => Number(m[1]));
  expect(circles.length).toBeGreaterThan(20);
  expect(shift + Math.min(...circles) - 36).toBeGreaterThan(Math.max(...baselines) + 3);
});

/**
 * The dice just rolled were drawn beside the gears at x 300, and the special actions at x 400: off a
 * 390 px phone's screen, which shows the board's left from x 20 to about PHONE_LINE further. They are
 * drawn under the gears, in that width (test/browser/board-zoom.test.ts looks at them there).
 */
test('the gears, the dice under them and the special actions under those are drawn in a phone’s width', () => {
  let rolled = 0;
  for (const seed of [1, 2, 3])
    mixedPlayout(game, seed, 1, 400, (state, seat) => {
      const view = game.view(state, seat) as CircuitRacerView;
      const svg = boardOf(view);
      const [gears, dice, actions] = ['gears', 'dice', 'actions'].map((name) => drawnBox(svg, name));
      for (const [name, box] of Object.entries({ gears, dice, actions })) {
        expect(box!.left, name).toBeGreaterThanOrEqual(20);
        expect(box!.right, name).toBeLessThanOrEqual(20 + PHONE_LINE);
      }
      expect(dice!.top, 'the dice under the gears').toBeGreaterThan(gears!.bottom);
      expect(actions!.top, 'the special actions under the dice').toBeGreaterThan(dice!.bottom);
      const drawn = [...svg.matchAll(/aria-label="die \d showing \d"/g)].length;
      expect(drawn).toBe(view.dice.length);
      if (drawn > 0) rolled++;
      // Before the roll, the dice's place says what will come there.
      expect(svg.includes('six dice are rolled once a gear is chosen')).toBe(view.phase === 'gear');
    });
  expect(rolled, 'turns with the dice rolled').toBeGreaterThan(20);
});
