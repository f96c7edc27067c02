import fc from 'fast-check';
import {
  getOperationAST,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type ExecutionResult,
  type GraphQLInputType,
} from 'graphql';
import { describe, expect, test } from 'vitest';
import { compiledGraphql } from '../../../src/adapter/node/compiled-graphql.js';
import { inputObjectsHold } from '../../../src/adapter/node/input-object-variables.js';
import { schema } from '../../../src/api/graphql/schema.js';

/**
 * The direct path's executor lets graphql-jit coerce the variables and asks graphql-js only when an
 * input object is not plainly given or graphql-jit refuses (adapter/node/input-object-variables.ts). Held here
 * to what checking every request with graphql-js first answered: the same variables are refused,
 * with graphql-js's errors, and nothing graphql-js refuses reaches a resolver.
 */

const OPERATIONS = [
  `mutation Move($id: ID!, $move: MoveInput!, $v: Int, $moveId: String, $seat: Int) {
    makeMove(gameId: $id, move: $move, expectedVersion: $v, moveId: $moveId, seat: $seat) { version }
  }`,
  `mutation Create($input: CreateGameInput!, $key: String) { createGame(input: $input, idempotencyKey: $key) { seats { seat } } }`,
  `query Game($id: ID!, $at: Int) { game(id: $id, at: $at) { version } }`,
];

/** Services that refuse every call: a resolver that runs answers an error in `data`, never a refusal of variables. */
const refusing = new Proxy(
  {},
  {
    get: () =>
      new Proxy(() => undefined, {
        get: () => () => {
          throw new Error('ran');
        },
        apply: () => {
          throw new Error('ran');
        },
      }),
  },
);

/** Values of a GraphQL input type, mostly right, sometimes not (wrong types, nulls, extra or missing fields). */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const junk = fc.oneof(
    fc.constant(null),
    fc.integer(),
    fc.string({ maxLength: 3 }),
    fc.boolean(),
    fc.constant([]),
    fc.constant({}),
    fc.double(),
  );
  if (isNonNullType(type)) return fc.oneof({ weight: 8, arbitrary: valueOf(type.ofType, depth) }, junk);
  if (isListType(type)) {
    const item = valueOf(type.ofType as GraphQLInputType, depth + 1);
    return fc.oneof({ weight: 6, arbitrary: fc.array(item, { maxLength: 3 }) }, item, junk);
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return junk;
    const fields = Object.values(type.getFields());
    const entry = (name: string, t: GraphQLInputType) => valueOf(t, depth + 1).map((v) => [name, v] as const);
    const anyField = fc.oneof(...fields.map((f) => entry(f.name, f.type)), entry('unknown', type));
    const one = anyField.map((e) => Object.fromEntries([e]));
    const some = fc.array(anyField, { maxLength: 3 }).map((es) => Object.fromEntries(es));
    const all = fc
      .tuple(...fields.map((f) => fc.option(entry(f.name, f.type), { nil: undefined })))
      .map((es) => Object.fromEntries(es.filter((e) => e !== undefined)));
    return fc.oneof({ weight: type.isOneOf ? 6 : 1, arbitrary: one }, some, { weight: 4, arbitrary: all }, junk);
  }
  if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.value as unknown)), junk);
  switch (type.name) {
    case 'Int':
      return fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -5, max: 200 }) }, fc.constant(2 ** 31), junk);
    case 'Boolean':
      return fc.oneof({ weight: 6, arbitrary: fc.boolean() }, junk);
    case 'String':
    case 'ID':
      return fc.oneof({ weight: 6, arbitrary: fc.string({ maxLength: 4 }) }, junk);
    default:
      return fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), junk);
  }
}

describe('variables: refused exactly as graphql-js refuses them', () => {
  const execute = compiledGraphql().graphqlExecutor;
  test.each(OPERATIONS)(
    '%s',
    async (query) => {
      const document = parse(query);
      const operation = getOperationAST(document)!;
      const variables = fc.record(
        Object.fromEntries(
          operation.variableDefinitions!.map((d) => [
            d.variable.name.value,
            valueOf(typeFromAST(schema, d.type) as GraphQLInputType),
          ]),
        ),
        { requiredKeys: [] },
      );
      let refusedSeen = 0;
      let ranSeen = 0;
      await fc.assert(
        fc.asyncProperty(variables, async (variableValues) => {
          const expected = getVariableValues(schema, operation.variableDefinitions!, variableValues, { maxErrors: 25 });
          const result = (await execute({
            schema,
            document,
            variableValues,
            contextValue: { services: refusing, token: null },
          })) as ExecutionResult;
          if (expected.errors !== undefined) {
            refusedSeen++;
            expect('data' in result).toBe(false);
            expect(JSON.stringify(result.errors)).toBe(JSON.stringify(expected.errors));
          } else {
            ranSeen++;
            expect('data' in result).toBe(true);
          }
        }),
        // createGame's input is valid in about 1.5% of random draws: 2,000 runs reach about 30 that run, so
        // the check below cannot fail by chance (600 runs reached 6 to 11, and once 5, failing CI).
        { numRuns: 2000 },
      );
      // Both sides of the rule were reached.
      expect(refusedSeen).toBeGreaterThan(50);
      expect(ranSeen).toBeGreaterThan(5);
      // 2,000 executions: about 10 s alone, over 30 s beside other work on this 2-core machine.
    },
    120_000,
  );
});

describe('inputObjectsHold', () => {
  const move = getOperationAST(parse(OPERATIONS[0]!))!;
  const game = getOperationAST(parse(OPERATIONS[2]!))!;
  test.each([
    [{ move: { circuitRacer: { gear: { gear: 2 } } } }, true],
    [{ move: { circuitRacer: { accept: true } } }, true],
    [{ move: { circuitRacer: { gear: { gear: 2 }, accept: true } } }, false],
    [{ move: { circuitRacer: { gear: null } } }, false],
    [{ move: { circuitRacer: {} } }, false],
    [{ move: { circuitRacer: { gear: { gear: 2 } }, coalNWrite: { pass: true } } }, false],
    [{ move: {} }, false],
    [{ move: { circuitRacer: { gear: { gear: 2 } }, aircargo: undefined } }, true],
    [{ move: [{ circuitRacer: { accept: true } }] }, false],
    [{ move: 'not an object' }, false],
    [{ move: { circuitRacer: { accept: true, nothing: 1 } } }, false],
    [{}, true],
  ])('%j: %s', (variables, holds) => {
    expect(inputObjectsHold(schema, move, variables)).toBe(holds);
  });

  test('an operation with no input object in reach of its variables holds, whatever it is given', () => {
    expect(inputObjectsHold(schema, game, { id: { circuitRacer: {} } })).toBe(true);
  });
});
