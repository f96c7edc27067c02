import { buildSchema, getOperationAST, getVariableValues, parse } from 'graphql';
import { describe, expect, test } from 'vitest';
import { mayBreakOneOf } from '../../../src/node/one-of-variables.js';

const schema = buildSchema(/* GraphQL */ `
  input Gear @oneOf { gear: Int, accept: Boolean }
  input Move @oneOf { racer: Gear, pass: Boolean }
  input Plain { note: String, moves: [Move!] }
  type Query { ok: Boolean }
  type Mutation { play(move: Move!, plain: Plain, text: String): Boolean }
`);
const operation = getOperationAST(parse('mutation($move: Move!, $plain: Plain, $text: String) { play(move: $move, plain: $plain, text: $text) }'))!;
const check = (variables: Record<string, unknown>) => mayBreakOneOf(schema, operation, variables);
/** What graphql-js's full coercion says: the reference the quick walk must never miss. */
const refused = (variables: Record<string, unknown>) => getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors !== undefined;

describe('mayBreakOneOf: the quick walk that decides whether variables need the full coercion', () => {
  test.each([
    ['one move', { move: { pass: true } }],
    ['one nested move', { move: { racer: { gear: 3 } } }],
    ['one move and plain inputs holding one-move lists', { move: { pass: false }, plain: { note: 'x', moves: [{ pass: true }, { racer: { accept: true } }] }, text: 'hi' }],
    ['a single move where a list is expected', { move: { pass: true }, plain: { moves: { pass: true } } }],
  ])('%s: keeps @oneOf, so no full coercion', (_, variables) => {
    expect(check(variables)).toBe(false);
    expect(refused(variables)).toBe(false);
  });

  test.each([
    ['two moves', { move: { pass: true, racer: { gear: 1 } } }],
    ['no move', { move: {} }],
    ['a null move', { move: { pass: null } }],
    ['two nested moves', { move: { racer: { gear: 1, accept: true } } }],
    ['two moves inside a list of a plain input', { move: { pass: true }, plain: { moves: [{ pass: true }, { pass: true, racer: { gear: 2 } }] } }],
    ['a field the type does not have', { move: { jump: true } }],
    ['a move that is not an object', { move: 'pass' }],
  ])('%s: sent to the full coercion, which refuses it', (_, variables) => {
    expect(check(variables)).toBe(true);
    expect(refused(variables)).toBe(true);
  });

  test('an operation with no @oneOf input anywhere in its variables is never walked', () => {
    const plain = getOperationAST(parse('query($text: String) { ok }'))!;
    expect(mayBreakOneOf(schema, plain, { text: { any: 'thing', at: 'all' } })).toBe(false);
  });
});
