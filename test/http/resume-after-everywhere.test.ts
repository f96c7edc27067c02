/**
 * A game's `after` that is not a version is `400 bad-after` with the same words on every path that
 * takes it: the tape (`GET /v1/games/{id}/events`), the stream, the WebSocket, and GraphQL's
 * `events` and `gameUpdated`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { webSocketRequestOf } from '../../src/api/websocket-request.js';
import { bearer, createRacer, get, graphql, json, openTestApp, type TestApp } from './helpers.js';
import { SseReader } from './sse.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

/** What the WebSocket answers for `?after=<text>`: the words every other path must repeat. */
function socketWords(id: string, after: string): string {
  const socket = webSocketRequestOf(new URL(`http://x/v1/games/${id}/ws?after=${after}`), null);
  if (socket?.ok !== false) throw new Error(`the WebSocket took ?after=${after}`);
  expect(socket.error.code).toBe('bad-after');
  return socket.error.message;
}

describe('GET /v1/games/{id}/events', () => {
  test.each(['abc', '-1', '1.5', '', '1e3'])(
    '?after=%j is 400 bad-after, as the stream and WebSocket answer',
    async (after) => {
      const { id, token } = await createRacer(t.app);
      const detail = socketWords(id, after);
      for (const headers of [{}, bearer(token)]) {
        const tape = await get(t.app, `/v1/games/${id}/events?after=${after}`, headers);
        expect(tape.status).toBe(400);
        expect(tape.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(await json(tape)).toMatchObject({ code: 'bad-after', detail });
      }
      const stream = await get(t.app, `/v1/games/${id}/stream?after=${after}&access_token=${token}`);
      expect(await json(stream)).toMatchObject({ code: 'bad-after', detail });
    },
  );

  test('a version, or none, still reads the tape', async () => {
    const { id } = await createRacer(t.app);
    const whole = await json(await get(t.app, `/v1/games/${id}/events`));
    expect(whole.events.length).toBe(whole.version);
    const later = await json(await get(t.app, `/v1/games/${id}/events?after=1`));
    expect(later.events.map((e: { seq: number }) => e.seq)).toEqual(
      whole.events.slice(1).map((e: { seq: number }) => e.seq),
    );
  });
});

describe('GraphQL', () => {
  test('events(after: -1) answers the code and words of REST', async () => {
    const { id } = await createRacer(t.app);
    const rest = await json(await get(t.app, `/v1/games/${id}/events?after=-1`));
    const answer = await graphql(t.app, 'query ($id: ID!) { events(gameId: $id, after: -1) { version } }', { id });
    expect(answer.errors?.[0]?.message).toBe(rest.detail);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'bad-after', status: 400 });
  });

  test('gameUpdated(after: -1) answers the code and words of the stream', async () => {
    const { id, token } = await createRacer(t.app);
    const rest = await json(await get(t.app, `/v1/games/${id}/stream?after=-1&access_token=${token}`));
    const response = await t.app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        query: 'subscription ($id: ID!) { gameUpdated(id: $id, after: -1) { version } }',
        variables: { id },
      }),
    });
    const reader = new SseReader(response);
    let error: { message: string; extensions: unknown } | undefined;
    for (let m = await reader.next(); m !== undefined && error === undefined; m = await reader.next())
      if (m.event === 'next') error = JSON.parse(m.data).errors?.[0];
    await reader.close();
    expect(error?.message).toBe(rest.detail);
    expect(error?.extensions).toMatchObject({ code: 'bad-after', status: 400 });
  });
});
