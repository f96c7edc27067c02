/** Coal n' Write through GraphQL: the typed view, typed legal moves, and `@oneOf` move inputs. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { graphqlData, openTestApp, type Json, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const ok = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  graphqlData(t.app, query, variables, token);

const FIELDS = /* GraphQL */ `
  id version you
  pending { __typename ... on ChoicePending { players } }
  view {
    __typename
    ... on CoalNWriteView {
      phase mode round turn diceInPlay bunkhouse dice waiting deckCount bonusLetters
      tableau { id name }
      sheets { seat cash stashSize stash { ore scratched } inStash { S T C B } veins { ore openCavern caverns { num bub dug claimed open } }
        burros { burro slots bandits activeBandits delivered ore stolen value total } usedDice sub { kind total } pending soloRank bonuses }
    }
  }
  legalMoves {
    __typename
    ... on CoalNWriteClaimMove { vein dice tonics }
    ... on CoalNWriteDigMove { vein die }
    ... on CoalNWriteVisitTownMove { die card count mails opponent }
    ... on CoalNWriteEndTurnMove { endTurn }
    ... on CoalNWriteShootMove { burro }
  }
`;

describe("GraphQL: Coal n' Write", () => {
  test('a 2-player game: typed view, typed legal moves, moves by input', async () => {
    const created = await ok(
      `mutation($input: CreateGameInput!) { createGame(input: $input) { game { id } seats { seat token } } }`,
      { input: { rules: 'coal-n-write', players: [{ name: 'Ada' }, { name: 'Bo' }] } },
    );
    const id = created.createGame.game.id;
    const [t1, t2] = created.createGame.seats.map((s: Json) => s.token);
    const game = (await ok(`query($id: ID!) { game(id: $id) { ${FIELDS} } }`, { id }, t1)).game;
    expect(game.pending).toEqual({ __typename: 'ChoicePending', players: [1, 2] });
    const v = game.view;
    expect(v).toMatchObject({
      __typename: 'CoalNWriteView',
      phase: 'turn',
      mode: 'multi',
      round: 1,
      turn: 1,
      diceInPlay: 3,
      bunkhouse: 0,
      deckCount: 7,
    });
    expect(v.bonusLetters).toEqual(['C', 'D', 'P', 'T', 'G', '$']); // '$' is no GraphQL enum name: bonus letters are strings
    expect(v.tableau).toHaveLength(7);
    expect(v.sheets[0].veins.map((x: Json) => x.ore)).toEqual(['B', 'C', 'T', 'S']);
    expect(v.sheets[0].veins[0].caverns[0]).toEqual({ num: 4, bub: 1, dug: 0, claimed: false, open: true });
    expect(v.sheets[0].burros).toHaveLength(6);
    const dig = game.legalMoves.find((m: Json) => m.__typename === 'CoalNWriteDigMove');
    expect(dig).toBeDefined();
    const MOVE = `mutation($id: ID!, $move: MoveInput!) { makeMove(gameId: $id, move: $move) { version game { ${FIELDS} } } }`;
    let after = (await ok(MOVE, { id, move: { coalNWrite: { dig: { vein: dig.vein, die: dig.die } } } }, t1)).makeMove
      .game;
    expect(after.view.sheets[0].usedDice[dig.die]).toBe(true);
    after = (await ok(MOVE, { id, move: { coalNWrite: { endTurn: true } } }, t1)).makeMove.game;
    expect(after.pending.players).toEqual([2]);
    after = (await ok(MOVE, { id, move: { coalNWrite: { endTurn: true } } }, t2)).makeMove.game;
    expect(after.view.turn).toBe(2);
    expect(after.pending.players).toEqual([1, 2]);
  });
});
