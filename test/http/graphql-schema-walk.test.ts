/**
 * Every field of the GraphQL schema, asked for on a finished daily challenge entry: a query per
 * root field, generated from the schema itself (every object, interface and union member), so a
 * field added later is walked too. Its player gets no error at all; a spectator gets only the
 * entry's privacy refusal. Before this, `events` and `exportGame` on such an entry failed with
 * "Unexpected error." (`GameEndedEvent.seed` was non-null but is null until the day closes).
 */
import { getNamedType } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// The app first: it loads zod's OpenAPI extension, which the schema's input types use.
import { bearer, get, graphql, json, openTestApp, post, type Json, type TestApp } from './helpers.js';
import { schema } from '../../src/api/graphql/schema.js';
import { argumentsOf, selectEverything, type WalkOptions } from '../support/schema-walk.js';
import { SseReader } from './sse.js';

const DAY = '2026-11-22';
const CHALLENGE = `carbondale-${DAY}`;
const HANDLE = 'Walker Player';
let now = Date.parse(`${DAY}T09:00:00Z`);

let t: TestApp;
let entry: { gameId: string; token: string };
beforeAll(async () => {
  t = await openTestApp({ clock: () => now });
  const body = await json(await post(t.app, `/v1/challenges/${CHALLENGE}/entries`, { name: 'Walker' }));
  entry = { gameId: body.entry.gameId, token: body.seat.token };
  for (let step = 0; step < 4000; step++) {
    const game = await json(await get(t.app, `/v1/games/${entry.gameId}`, bearer(entry.token)));
    if (game.status === 'over') return;
    now += 1000;
    expect(
      (await post(t.app, `/v1/games/${entry.gameId}/moves`, { move: game.legalMoves[0] }, bearer(entry.token))).status,
    ).toBe(200);
  }
  throw new Error('the entry did not end');
});
// A player for `player(handle:)` to find.
beforeAll(async () => {
  expect((await post(t.app, '/v1/players', { handle: HANDLE })).status).toBe(201);
});
afterAll(() => t?.database.destroy());

/** One document per root field (and one for `game` at an earlier version), each selecting everything under it. */
function walkDocuments(): { name: string; query: string }[] {
  const values = {
    id: entry.gameId,
    gameId: entry.gameId,
    challengeId: CHALLENGE,
    rules: 'carbondale',
    date: DAY,
    after: 0,
    limit: 5,
    handle: HANDLE,
  };
  const options = walkOptions(values);
  const documents = Object.values(schema.getQueryType()!.getFields()).flatMap((field) => {
    const select = (extra: Record<string, unknown>) => {
      const args = argumentsOf(field.args, { ...values, ...extra });
      if (args === undefined) throw new Error(`no value for a required argument of Query.${field.name}`);
      return `query { ${field.name}${args} ${selectEverything(schema, getNamedType(field.type), options)} }`;
    };
    const head = {
      name: field.name,
      query: select(field.name === 'challenge' ? { id: CHALLENGE } : field.name === 'rule' ? { id: 'carbondale' } : {}),
    };
    return field.args.some((a) => a.name === 'at')
      ? [head, { name: `${field.name}(at: 2)`, query: select({ at: 2 }) }]
      : [head];
  });
  // Every field was reached: none left out for want of an argument value.
  expect(options.skipped).toEqual([]);
  return documents;
}

/** The game's own views and moves (other games' never resolve on it), and every shared type. */
const OTHER_GAMES = /^(Aircargo|CircuitRacer|CoalNWrite|GoldmineRumbles)/;
const walkOptions = (values: Record<string, unknown>): WalkOptions => ({
  values,
  member: (name) => !OTHER_GAMES.test(name),
  skipped: [],
});

/** The fields that read the entry's game (the rest are about rules and challenges). */
const PER_GAME = new Set(['game', 'game(at: 2)', 'events', 'exportGame', 'audit']);
/** The fields that need a personal token (players.test.ts and players-graphql.test.ts walk them with one). */
const ACCOUNT = new Map([['me', { seat: 'not-a-personal-token', spectator: 'token-required' }]]);

describe('walking every field of the schema on a finished challenge entry', () => {
  test('as its player: every field answers, no error', async () => {
    const documents = walkDocuments();
    expect(documents.map((d) => d.name)).toEqual(expect.arrayContaining([...PER_GAME]));
    for (const { name, query } of documents) {
      const answer = await graphql(t.app, query, {}, entry.token);
      if (ACCOUNT.has(name)) {
        expect(answer.errors?.map((e: Json) => e.extensions.code)).toEqual([ACCOUNT.get(name)!.seat]);
        continue;
      }
      expect(answer.errors, name).toBeUndefined();
      expect(answer.status, name).toBe(200);
    }
  });

  test('as a spectator: only the privacy refusal on the fields that read the game', async () => {
    for (const { name, query } of walkDocuments()) {
      const answer = await graphql(t.app, query, {});
      if (ACCOUNT.has(name)) {
        expect(answer.errors?.map((e: Json) => e.extensions.code)).toEqual([ACCOUNT.get(name)!.spectator]);
        continue;
      }
      if (!PER_GAME.has(name)) {
        expect(answer.errors, name).toBeUndefined();
        continue;
      }
      expect(
        answer.errors?.map((e: Json) => e.extensions.code),
        name,
      ).toEqual(['challenge-entry-private']);
    }
  });

  test('the subscription, walked the same way, replays the whole finished game to its player', async () => {
    const field = schema.getSubscriptionType()!.getFields().gameUpdated!;
    const options = walkOptions({ rules: 'carbondale' });
    // Literal arguments, as a hand-written subscription has them (graphql-jit once lost them).
    const query = `subscription { gameUpdated(id: "${entry.gameId}", after: 0) ${selectEverything(schema, getNamedType(field.type), options)} }`;
    expect(options.skipped).toEqual([]);
    const response = await t.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...bearer(entry.token) },
      body: JSON.stringify({ query }),
    });
    const reader = new SseReader(response);
    const payloads: Json[] = [];
    for (let m = await reader.next(); m !== undefined && m.event !== 'complete'; m = await reader.next())
      if (m.event === 'next') payloads.push(JSON.parse(m.data));
    expect(payloads.length).toBeGreaterThan(0);
    expect(payloads[0].data.gameUpdated.events.at(-1)).toMatchObject({ __typename: 'GameEndedEvent', seed: null });
  });
});
