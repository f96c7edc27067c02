/**
 * One fragment reads any game's legal moves: every move type implements `LegalMove` (`label`,
 * `input`), so the same query, with no type names in it, serves a game of each of the five rules,
 * and each `input` goes back to `makeMove` as it came.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rulebook } from '../../src/games/index.js';
import { graphqlData, openTestApp, type Json, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const LEGAL_MOVES = `query($id: ID!) { game(id: $id) { version you legalMoves { ... on LegalMove { label input } } } }`;
const MAKE_MOVE = `mutation($id: ID!, $move: MoveInput!) { makeMove(gameId: $id, move: $move) { version game { status } } }`;
const MOVES_PER_GAME = 6;

const RULES = rulebook.games.map((g) => g.id);

describe('LegalMove', () => {
  test('every game of the rulebook is one of the five', () => {
    expect(RULES.sort()).toEqual(['aircargo', 'carbondale', 'circuit-racer', 'coal-n-write', 'goldmine-rumbles']);
  });

  test.each(RULES)('%s: one fragment reads the legal moves, and each input is accepted back', async (rules) => {
    const game = rulebook.current(rules)!;
    // Ada, and bots in the seats the game needs besides hers.
    const players = [
      '{ name: "Ada" }',
      ...Array.from({ length: game.minPlayers - 1 }, (_, i) => `{ name: "Robo${i}", bot: "default" }`),
    ];
    const { createGame } = await graphqlData(
      t.app,
      `mutation { createGame(input: { rules: "${rules}", players: [${players.join(', ')}] }) { game { id } seats { token } } }`,
    );
    const id: string = createGame.game.id;
    const token: string = createGame.seats[0].token;
    let posted = 0;
    for (; posted < MOVES_PER_GAME; posted++) {
      const { game: now } = await graphqlData(t.app, LEGAL_MOVES, { id }, token);
      if (now.legalMoves.length === 0) break;
      for (const move of now.legalMoves as Json[]) {
        expect(move.label).toEqual(expect.any(String));
        expect(Object.keys(move.input)).toHaveLength(1); // the game's own field of MoveInput
      }
      // Not always the first: later moves reach other move types.
      const chosen = now.legalMoves[posted % now.legalMoves.length];
      const { makeMove } = await graphqlData(t.app, MAKE_MOVE, { id, move: chosen.input }, token);
      expect(makeMove.version).toBeGreaterThan(now.version);
      if (makeMove.game.status === 'over') break;
    }
    expect(posted).toBeGreaterThan(0);
  });
});
