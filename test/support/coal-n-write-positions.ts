/**
 * What the Coal n' Write board tests share (test/unit/board/coal-n-write-*.test.ts): positions of a
 * seeded four-player game, the table drawn from one as the page draws it, and a sheet's markup.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect } from 'vitest';
import { CoalNWriteTable } from '../../src/games/coal-n-write/board-svg.js';
import type { CoalNWriteMove } from '../../src/games/coal-n-write/moves.js';
import type { CoalNWriteView } from '../../src/games/coal-n-write/view.js';
import { rulebook } from '../../src/games/index.js';
import { mixedPlayout } from './mixed-playout.js';

export const game = rulebook.current('coal-n-write')!;
/** The four players' names, the first long enough to press on a phone's line. */
export const NAMES = ['Ada Lovelace', 'Bot 2', 'Bot 3', 'Bot 4'];
/** A phone page's board width: a 390 px phone's frame. */
export const PHONE_W = 368;

/** A decision of the game: the view of the seat that moves, and its legal moves. */
export interface Position {
  readonly view: CoalNWriteView;
  readonly seat: number;
  readonly legal: readonly CoalNWriteMove[];
}

/**
 * The first `limit` positions `keep` takes, in order, of a seeded four-player game of at most
 * `maxMoves` moves (mixedPlayout's seed 2).
 */
export function positionsWhere(maxMoves: number, limit: number, keep: (at: Position) => boolean): Position[] {
  const found: Position[] = [];
  mixedPlayout(game, 2, 4, maxMoves, (state, seat, legal) => {
    if (found.length >= limit) return;
    const at = { view: game.view(state, seat) as CoalNWriteView, seat, legal: legal as CoalNWriteMove[] };
    if (keep(at)) found.push(at);
  });
  return found;
}

/** The table as the page draws it for the seat to move: `narrow` on a phone, the seats in `opened` shown in full. */
export const tableOf = ({ view, seat, legal }: Position, narrow: boolean, opened: readonly number[]): string =>
  renderToString(
    h(CoalNWriteTable, {
      view,
      legalMoves: legal,
      onMove: () => {},
      names: NAMES,
      you: seat,
      narrow,
      opened,
      onToggle: () => {},
    }),
  );

/** The markup of seat `seat`'s sheet group, to the next sheet's. */
export function sheetOf(svg: string, seat: number): string {
  const from = svg.indexOf(`<g class="sheet seat-${seat}`);
  expect(from, `sheet ${seat}`).toBeGreaterThan(0);
  const end = svg.indexOf('<g class="sheet seat-', from + 1);
  return svg.slice(from, end < 0 ? undefined : end);
}
