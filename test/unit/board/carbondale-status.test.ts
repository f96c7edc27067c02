/**
 * Carbondale's status line says who decides now. In the challenge window the opponent of the player
 * who announced an addition chooses (challenge or pass): "player 1 to play (challenge)" read as if
 * the announcer were still to move. The line and the goal under it are each drawn in at most two lines
 * a 390 px phone shows whole (the goal line ran past its right edge; test/browser/board-zoom.test.ts
 * looks at them there).
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { expect, test } from 'vitest';
import { fitsAPhone } from '../../../src/board/phone-lines.js';
import { statusOf as statusLine } from '../../../src/games/carbondale/board-status.js';
import { CarbondaleBoard } from '../../../src/games/carbondale/board-svg.js';
import type { CarbondaleMove } from '../../../src/games/carbondale/moves.js';
import type { CarbondaleView } from '../../../src/games/carbondale/view-types.js';
import { rulebook } from '../../../src/games/index.js';
import { drawnLines, svgTitle } from '../../support/drawn-lines.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

const game = rulebook.current('carbondale')!;

const boardOf = (view: unknown): string =>
  renderToString(h(CarbondaleBoard, { view, legalMoves: [], onMove: () => {}, names: [], you: null } as never));
/** The board's status line (its title's lines, read as one). */
const statusOf = (view: unknown): string => drawnLines(boardOf(view), 'title').join(' ');

test('in the challenge window the line names the announcer and the player who may challenge', () => {
  let windows = 0;
  mixedPlayout(game, 3, 2, 600, (state, seat, legal) => {
    const view = game.view(state, seat) as { phase: string; active: number; turn: number };
    if (view.phase !== 'challenge') return;
    windows++;
    expect(game.pending(state)).toEqual({ kind: 'choice', players: [3 - view.active] });
    expect((legal as CarbondaleMove[]).some((m) => m.type === 'challenge' || m.type === 'pass')).toBe(true);
    expect(statusOf(view)).toMatch(
      new RegExp(
        `^Turn ${view.turn}: player ${view.active} announced [♣♠♡♢]; player ${3 - view.active} may challenge$`,
      ),
    );
  });
  expect(windows, 'the seeded game reaches challenge windows').toBeGreaterThan(0);
});

test('every status and goal line of played games fits a phone in two lines, and reads as the status', () => {
  let wrapped = 0;
  const phases = new Set<string>();
  let last: CarbondaleView | undefined;
  for (const seed of [1, 2, 3])
    mixedPlayout(game, seed, 2, 600, (state, seat) => {
      const view = (last = game.view(state, seat) as CarbondaleView);
      const svg = boardOf(view);
      const status = drawnLines(svg, 'title');
      const goal = drawnLines(svg, 'goal');
      expect(fitsAPhone(status, { size: 16, bold: true }), status.join(' / ')).toBe(true);
      expect(fitsAPhone(goal, { size: 12 }), goal.join(' / ')).toBe(true);
      expect(`Carbondale: ${status.join(' ')}`).toBe(svgTitle(svg));
      expect(status.join(' '), 'no phase id shown').not.toMatch(RAW_PHASE);
      phases.add(view.phase);
      expect(goal.join(' ')).toBe(
        `Goal: one network suit sum ≥ ${view.goalHigh} and the other ≥ ${view.goalLow} · ♣ ♠ build, ♡ ♢ score`,
      );
      if (status.length === 2) wrapped++;
    });
  expect(wrapped, 'challenge windows need two lines').toBeGreaterThan(0);
  expect([...phases].sort(), 'played turns add or clean, challenge and draw').toEqual(['challenge', 'draw', 'turn']);
  // The game's end, as a played game's last view would show it (the playout visits only views with a move to make).
  for (const end of [{ end: 'goal', winner: 2 }, { end: 'stalemate' }]) {
    const status = drawnLines(boardOf({ ...last!, phase: 'over', ...end }), 'title');
    expect(fitsAPhone(status, { size: 16, bold: true }), status.join(' / ')).toBe(true);
  }
});

/** The rules engine's phase ids and end reasons, as the status showed them: "(draw)", "Game over: stalemate". */
const RAW_PHASE = /\((setupRoll|setupDraw|setupSpares|turn|draw|reshuffle)|stalemate|[a-z][A-Z]/;

/** The status said the engine's phase ("player 1 to play (draw)"): it says what the player does now. */
test('the status says in plain words what is done at every phase, in two lines a phone shows whole', () => {
  let first: CarbondaleView | undefined;
  mixedPlayout(game, 1, 2, 1, (state, seat) => (first ??= game.view(state, seat) as CarbondaleView));
  const said = {
    setupRoll: 'Setup: a die decides who plays first',
    setupDraw: 'Setup: the cards are shuffled',
    setupSpares: 'Setup: the cards are shuffled',
    turn: 'Turn 7: player 2 adds a card, or cleans the hand',
    draw: 'Turn 7: player 2 draws back up, from the pile or a face-up card',
    reshuffle: 'Turn 7: a new draw pile is shuffled',
    over: 'Game over: no card added for 8 turns',
  };
  for (const [phase, words] of Object.entries(said)) {
    const view = { ...first!, phase, turn: 7, active: 2, end: 'stalemate', stalemateTurns: 8 };
    const status = drawnLines(boardOf(view), 'title');
    expect(status.join(' '), phase).toBe(words);
    expect(fitsAPhone(status, { size: 16, bold: true }), status.join(' / ')).toBe(true);
  }
  expect(statusLine({ ...first!, phase: 'over', end: 'goal', winner: 1 })).toBe('Game over: player 1 reached the goal');
});
