/**
 * AirCargo's "Planning dice (roll n)" showed no dice once the roll was spent: a player who had just
 * planned a cargo or an airport with it no longer saw what they had rolled. The view keeps the last
 * roll used (`lastPlan`: its dice, how and what it planned) and the Pilot Log draws it faded, a bar
 * under each die used, with what it planned in words, until the next roll is on the table.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { AircargoBoard } from '../../../src/games/aircargo/board-svg.js';
import type { AircargoView } from '../../../src/games/aircargo/view-types.js';
import { decided, game, given, planned } from '../games/aircargo/fixtures.js';
import { botGame } from '../../support/aircargo-bot-game.js';

const boardOf = (view: AircargoView, narrow = false): string =>
  renderToString(h(AircargoBoard, { view, legalMoves: [], names: ['Ada'], narrow }));

/** The Pilot Log's part from its planning dice heading to its check log. */
const planningPart = (svg: string): string => svg.slice(svg.indexOf('Planning dice (roll'), svg.indexOf('Check log'));

/** The bars drawn under the dice a spent roll used, by their left edge. */
const bars = (svg: string): number[] =>
  [...planningPart(svg).matchAll(/<rect class="die-used" x="([\d.]+)"/g)].map((m) => Number(m[1]));

describe('AirCargo planning dice once spent', () => {
  test('planning c10 with the sum of (1, 6): both dice stay drawn, faded, both marked used, with what they planned', () => {
    const { state } = decided(given(...planned([1, 6])).state, { type: 'planCargo', box: 'c10', use: 'sum' });
    const view = game.view(state, 1) as AircargoView;
    expect(view.planDice).toEqual([]);
    expect(view.lastPlan).toEqual({ dice: [1, 6], use: 'sum', planned: 'c10' });
    for (const narrow of [false, true]) {
      const part = planningPart(boardOf(view, narrow));
      expect(part).toContain('spent planning die 1 showing 1');
      expect(part).toContain('spent planning die 2 showing 6');
      expect(part).toMatch(/opacity="0.45"/);
      expect(part).toContain('c10 planned with the sum 1 + 6 = 7');
      expect(bars(boardOf(view, narrow))).toHaveLength(2);
    }
  });

  test('planning c9 with die b of (1, 6): only the second die is marked used', () => {
    const { state } = decided(given(...planned([1, 6])).state, { type: 'planCargo', box: 'c9', use: 'b' });
    const svg = boardOf(game.view(state, 1) as AircargoView);
    expect(planningPart(svg)).toContain('c9 planned with die 2 (6)');
    const [first, ...rest] = bars(svg);
    expect(rest).toEqual([]);
    // The second die's place: right of the first (28 wide, 6 apart).
    expect(first).toBeGreaterThan(Number(/spent planning die 1 showing 1"[^>]*><rect x="([\d.]+)"/.exec(svg)![1]));
  });

  test('planning airport 64 as (4, 6) read backwards says so', () => {
    const { state } = decided(given(...planned([4, 6])).state, { type: 'planAirport', id: 64, order: 'ba' });
    const view = game.view(state, 1) as AircargoView;
    expect(view.lastPlan).toEqual({ dice: [4, 6], use: 'ba', planned: '64' });
    expect(planningPart(boardOf(view))).toContain('airport 64 planned with die 2 then die 1 (64)');
  });

  test('along played games: after each plan the roll just used is drawn, and a roll on the table replaces it', () => {
    let spent = 0;
    const views = [1, 2].flatMap(botGame);
    for (const [i, view] of views.entries()) {
      const before = views[i - 1];
      const part = planningPart(boardOf(view));
      if (view.planDice.length > 0) {
        expect(part).not.toContain('spent planning die');
        expect(part).toContain(`planning die 1 showing ${view.planDice[0]}`);
      } else if (before?.phase === 'planning' && view.phase === 'idle') {
        spent++;
        const [a, b] = before.planDice;
        expect(part).toContain(`spent planning die 1 showing ${a}`);
        expect(part).toContain(`spent planning die 2 showing ${b}`);
      }
    }
    expect(spent).toBeGreaterThan(5);
  });
});
