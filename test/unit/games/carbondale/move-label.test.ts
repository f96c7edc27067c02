/**
 * Carbondale's move labels. Each player has a face-up pile and draws only from the other's (R3), so a
 * face-up draw says whose pile, in the board's words ("player 2's face-up pile"), not "the face-up pile".
 */
import { describe, expect, test } from 'vitest';
import { labelledMoves } from '../../../../src/core/labelled-move.js';
import { moveLabel } from '../../../../src/games/carbondale/move-label.js';
import { eventLine } from '../../../../src/web/events.js';
import { after, area, finishTurn, game, opened } from './fixtures.js';

describe('each move in words', () => {
  test.each([
    [
      { type: 'add', card: '7H1', cell: [1, 2], sources: [[1, 1]], pay: ['AC2', '2H1'] },
      'Add 7♡ at (1, 2) from (1, 1), paying A♣, 2♡',
    ],
    [
      {
        type: 'add',
        card: '4H1',
        cell: [1, 2],
        sources: [
          [1, 1],
          [2, 2],
        ],
        pay: [],
      },
      'Add 4♡ at (1, 2) from (1, 1) and (2, 2), paying nothing',
    ],
    [{ type: 'clean', cards: [] }, 'Clean nothing'],
    [{ type: 'clean', cards: ['AC2', '10D1'] }, 'Clean A♣, 10♢'],
    [{ type: 'challenge', card: '9H1', fee: '2C2' }, 'Challenge with 9♡, fee 2♣'],
    [{ type: 'pass' }, 'Pass'],
    [{ type: 'draw', from: 'pile' }, 'Draw from the pile'],
  ] as const)('%j: "%s"', (move, words) => {
    expect(moveLabel(move as never, 1)).toBe(words);
  });

  test("a face-up draw names the other player's pile: seat 1 takes from player 2's, seat 2 from player 1's", () => {
    expect(moveLabel({ type: 'draw', from: 'faceUp', card: '3C1' }, 1)).toBe("Take 3♣ from player 2's face-up pile");
    expect(moveLabel({ type: 'draw', from: 'faceUp', card: '3C1' }, 2)).toBe("Take 3♣ from player 1's face-up pile");
    expect(moveLabel({ type: 'draw', from: 'faceUp' }, 2)).toBe("Take a card from player 1's face-up pile");
  });

  test("with no mover known (a move read back without its seat) the pile is still the opponent's", () => {
    expect(moveLabel({ type: 'draw', from: 'faceUp', card: '3C1' }, null)).toBe(
      "Take 3♣ from the opponent's face-up pile",
    );
  });
});

describe('the labels the rules serve, and the log', () => {
  /** Seat 1 drawing, with 9♡ on player 2's face-up pile. */
  const seatOneDrawing = () =>
    after(area(opened(), 2, { faceUp: ['9H1'] }), { type: 'clean', cards: ['AC2'] }, { seat: 1 });
  /** Seat 2 drawing, with 9♡ on player 1's face-up pile. */
  const seatTwoDrawing = () => {
    const s = finishTurn(after(area(opened(), 1, { faceUp: ['9H2'] }), { type: 'clean', cards: [] }, { seat: 1 }), 1);
    return after(s, { type: 'clean', cards: ['AS2'] }, { seat: 2 });
  };
  const labels = (state: ReturnType<typeof opened>, seat: number) =>
    labelledMoves(game, state, game.legalMoves(state, seat)).map((m) => m.label);

  test("the legal draws are labelled with the drawing player's opponent's pile", () => {
    expect(labels(seatOneDrawing(), 1)).toEqual(['Draw from the pile', "Take 9♡ from player 2's face-up pile"]);
    expect(labels(seatTwoDrawing(), 2)).toEqual(['Draw from the pile', "Take 9♡ from player 1's face-up pile"]);
  });

  test("the event log names the pile by who drew: Bo (seat 2) takes from player 1's", () => {
    const data = { player: 2, move: { type: 'draw', from: 'faceUp', card: '9H2' } };
    const line = eventLine(
      { seq: 9, type: 'MoveMade', actor: 2, at: '', moveId: null, redacted: false, data },
      'carbondale',
      ['Ada', 'Bo'],
    );
    expect(line).toBe("Bo: Take 9♡ from player 1's face-up pile");
  });
});
