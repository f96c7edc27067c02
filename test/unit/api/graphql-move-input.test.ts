/**
 * Every move type of every game survives the GraphQL round trip: the `input` a legal move serves is a
 * valid `MoveInput` of the real schema (coerced as a `move` variable would be, `@oneOf` checked), and it
 * turns back into exactly that move. Moves come from random playouts helped by the default bot, so long
 * games get far enough for their rare move types.
 */
import {
  buildClientSchema,
  coerceInputValue,
  getIntrospectionQuery,
  graphqlSync,
  isInputType,
  printSchema,
  type IntrospectionQuery,
} from 'graphql';
import { describe, expect, test } from 'vitest';
import { gameContracts } from '../../../src/api/game-contract.js';
import { moveFromInput, moveInputValue } from '../../../src/api/graphql/game-types.js';
import { schema } from '../../../src/api/graphql/schema.js';
import { rulebook } from '../../../src/games/index.js';
import { mixedPlayout } from '../../support/mixed-playout.js';

/** Move types the rules accept but `legalMoves` never offers in practice, with why. */
const NOT_OFFERED: Record<string, Record<string, string>> = {
  'goldmine-rumbles': {
    placeCubes: 'legalMoves offers cubes one at a time (placeCube); placeCubes is the batch form of the same choice',
    trade: 'offered only to a player over the item limit, which random playouts almost never reach',
  },
  'coal-n-write': {
    drink: "offered only after Drinkin' is drawn from Boom Town and visited, too rare in random playouts",
  },
};

const moveInput = schema.getType('MoveInput');

describe.each(rulebook.games.map((g) => [g.id, g] as const))('%s', (rules, game) => {
  test('every legal move → its input → coerced by the schema → the same move', () => {
    if (moveInput === undefined || !isInputType(moveInput)) throw new Error('no MoveInput in the schema');
    const types = gameContracts()
      .find((c) => c.rules === rules)!
      .variants.map((v) => v.type);
    const expected = types.filter((ty) => NOT_OFFERED[rules]?.[ty] === undefined);
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40 && expected.some((ty) => !seen.has(ty)); seed++) {
      mixedPlayout(game, seed, game.maxPlayers, 3000, (_state, _seat, legal) => {
        for (const move of legal as Record<string, unknown>[]) {
          if (seen.has(String(move.type)) && seed > 2) continue;
          const coerced = coerceInputValue(moveInputValue(rules, move), moveInput) as Record<string, unknown>;
          expect(moveFromInput(coerced)).toEqual({ rules, move });
          seen.add(String(move.type));
        }
      });
    }
    expect(expected.filter((ty) => !seen.has(ty))).toEqual([]);
  }, 120_000);
});

test('a MoveInput with two fields set is refused (@oneOf)', () => {
  if (moveInput === undefined || !isInputType(moveInput)) throw new Error('no MoveInput in the schema');
  expect(() => coerceInputValue({ circuitRacer: { accept: true, reroll: {} } }, moveInput)).toThrow();
});

test('introspection keeps @oneOf: a client built from /graphql sees MoveInput and every game input as one-of', () => {
  const answer = graphqlSync({ schema, source: getIntrospectionQuery({ oneOf: true }) });
  const printed = printSchema(buildClientSchema(answer.data as unknown as IntrospectionQuery));
  expect(printed).toMatch(/input MoveInput @oneOf/);
  for (const c of gameContracts()) expect(printed).toMatch(new RegExp(`input ${c.prefix}MoveInput @oneOf`));
});
