/**
 * A phone's board is drawn at its own size, scaled down to a 360 px phone's frame but never under
 * READABLE_SCALE (0.9, src/web/board-overflow.ts), so a text of 10 units is never under 9 px there.
 * That holds only if no phone board ever draws a text under 10 units. The browser tests look at the
 * states they open; this one draws the phone layout of every game along played games, with the
 * longest names, and reads every text size off it.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { BOARDS } from '../../../src/boards/registry.js';
import { rulebook } from '../../../src/games/index.js';
import { READABLE_SCALE } from '../../../src/web/board-overflow.js';
import { MAX_NAME_LENGTH } from '../../../src/service/names.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

/** The smallest text a phone board may draw: 9 px at READABLE_SCALE. */
const LEAST_TEXT = Math.ceil(9 / READABLE_SCALE);
/**
 * Every this many decisions of a playout is drawn (drawing each would take minutes). AirCargo's random
 * moves soon take its `stop`, which ends the game: more of its games are played.
 */
const EVERY = 5;
/** Games are played (two seeds at least) until this many states are drawn for each player count. */
const STATES = 40;

const longNames = (players: number) =>
  Array.from({ length: players }, (_, i) => `${'Wide Name Of A Player'.padEnd(MAX_NAME_LENGTH - 2, 'W')} ${i + 1}`);

/** The text sizes an SVG sets, as attributes or in styles. */
const textSizes = (svg: string): number[] =>
  [...svg.matchAll(/font-size(?:="|:\s*)([\d.]+)/g)].map((m) => Number(m[1]));

describe.each(Object.keys(BOARDS))('%s on a phone', (rules) => {
  const game = rulebook.current(rules)!;
  test(`draws no text under ${LEAST_TEXT} units along played games`, { timeout: 120_000 }, () => {
    const Board = BOARDS[rules]!;
    const small = new Set<number>();
    let drawn = 0;
    for (const players of new Set([game.minPlayers, Math.min(game.maxPlayers, 4)]))
      for (let seed = 1, before = drawn; seed <= 2 || (drawn - before < STATES && seed <= 40); seed++) {
        const names = longNames(players);
        let decision = 0;
        mixedPlayout(game, seed, players, 400, (state, seat, legal) => {
          if (decision++ % EVERY !== 0) return;
          const svg = renderToString(
            h(Board, { view: game.view(state, seat), legalMoves: legal, names, you: seat, narrow: true }),
          );
          drawn++;
          for (const size of textSizes(svg)) if (size < LEAST_TEXT) small.add(size);
        });
      }
    expect(drawn, 'states drawn').toBeGreaterThanOrEqual(STATES);
    expect([...small], 'text sizes under the least').toEqual([]);
  });
});
