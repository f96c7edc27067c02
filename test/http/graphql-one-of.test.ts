import { afterAll, beforeAll, expect, test } from 'vitest';
import { createRacer, eventCount, graphql, openTestApp, type TestApp } from './helpers.js';

// The executor that runs operations (compiled where the runtime allows it) must keep @oneOf: a move
// input naming two moves, or none, is refused before any resolver runs, and nothing is appended.
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const MOVE = /* GraphQL */ `
  mutation Move($gameId: ID!, $move: MoveInput!) {
    makeMove(gameId: $gameId, move: $move) {
      version
    }
  }
`;

test.each([
  ['two moves of one game', { circuitRacer: { gear: { gear: 2 }, accept: true } }],
  ['moves of two games', { circuitRacer: { accept: true }, carbondale: { pass: true } }],
  ['no move', {}],
  ['a null move', { circuitRacer: null }],
])('a MoveInput with %s is refused, in variables and inline', async (_, move) => {
  const { id, token } = await createRacer(t.app);
  const before = await eventCount(t.app, id);
  const viaVariables = await graphql(t.app, MOVE, { gameId: id, move }, token);
  expect(viaVariables.errors?.[0]?.message).toMatch(/exactly one|oneOf|must be non-null|one key/i);
  expect(viaVariables.data ?? null).toBeNull();

  const inline = /* GraphQL */ `mutation { makeMove(gameId: "${id}", move: ${literal(move)}) { version } }`;
  const viaLiteral = await graphql(t.app, inline, {}, token);
  expect(viaLiteral.errors?.length).toBeGreaterThan(0);
  expect(await eventCount(t.app, id)).toBe(before);
});

/** A JSON value as a GraphQL input literal. */
function literal(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  return `{ ${Object.entries(value)
    .map(([k, v]) => `${k}: ${literal(v)}`)
    .join(', ')} }`;
}
