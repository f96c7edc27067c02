import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  bearer,
  createRacer,
  eventCount,
  get,
  json,
  openTestApp,
  post,
  versionOf,
  type HttpApp,
  type Json,
  type TestApp,
} from './helpers.js';

let t: TestApp;
let app: HttpApp;
beforeAll(async () => {
  t = await openTestApp();
  app = t.app;
});
afterAll(() => t?.database.destroy());

/** Asserts an RFC 9457 problem answer and returns its body. */
async function expectProblem(response: Response, status: number, code: string): Promise<Json> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body = JSON.parse(text);
  expect(body).toMatchObject({
    status,
    code,
    type: expect.stringContaining(code),
    title: expect.any(String),
    detail: expect.any(String),
  });
  return body;
}

/** How many games the store holds, read straight from the database (creation failures must add none). */
async function gameRows(): Promise<number> {
  const result = await t.database.client.execute('select count(*) as n from games');
  return Number(result.rows[0]!.n);
}

/** Plays `gear` then `accept`: the game is back at a gear step with a previous gear. */
async function playTurn(id: string, token: string, gear: number): Promise<Json> {
  const g = await post(app, `/v1/games/${id}/moves`, { move: { type: 'gear', gear } }, bearer(token));
  expect(g.status).toBe(200);
  const a = await post(app, `/v1/games/${id}/moves`, { move: { type: 'accept' } }, bearer(token));
  expect(a.status).toBe(200);
  return json(a);
}

const move = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  post(app, `/v1/games/${id}/moves`, body, headers);

describe('400 malformed requests', () => {
  test('malformed JSON → malformed-json', async () => {
    const { id, token } = await createRacer(app);
    const before = await versionOf(app, id);
    const body = await expectProblem(await move(id, '{"move":', bearer(token)), 400, 'malformed-json');
    // What to do about it, not only what went wrong (Hono's own words were "Malformed JSON in request body").
    expect(body.detail).toBe('the body is not valid JSON: send one JSON object, as /docs shows for this route');
    expect(await versionOf(app, id)).toBe(before);
  });

  test('schema-invalid create body → invalid-request, and no game is created', async () => {
    const before = await gameRows();
    await expectProblem(await post(app, '/v1/games', { rules: 'circuit-racer' }), 400, 'invalid-request');
    await expectProblem(
      await post(app, '/v1/games', { rules: 'circuit-racer', players: [{ name: '' }] }),
      400,
      'invalid-request',
    );
    await expectProblem(
      await post(app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'A' }], surprise: 1 }),
      400,
      'invalid-request',
    );
    expect(await gameRows()).toBe(before);
  });

  test('unknown field in a move request (strict MoveInput) → invalid-request', async () => {
    const { id, token } = await createRacer(app);
    const before = await eventCount(app, id);
    await expectProblem(
      await move(id, { move: { type: 'gear', gear: 2 }, extra: true }, bearer(token)),
      400,
      'invalid-request',
    );
    await expectProblem(
      await move(id, { move: { type: 'gear', gear: 2 }, expectedVersion: 'one' }, bearer(token)),
      400,
      'invalid-request',
    );
    await expectProblem(await move(id, {}, bearer(token)), 400, 'invalid-request');
    expect(await eventCount(app, id)).toBe(before);
  });

  test('bad If-Match → bad-if-match', async () => {
    const { id, token } = await createRacer(app);
    const before = await versionOf(app, id);
    await expectProblem(
      await move(id, { move: { type: 'gear', gear: 2 } }, { ...bearer(token), 'if-match': 'W/"abc"' }),
      400,
      'bad-if-match',
    );
    expect(await versionOf(app, id)).toBe(before);
  });

  test('If-Match and expectedVersion that disagree → version-mismatch', async () => {
    const { id, token } = await createRacer(app);
    const before = await versionOf(app, id);
    await expectProblem(
      await move(
        id,
        { move: { type: 'gear', gear: 2 }, expectedVersion: before },
        { ...bearer(token), 'if-match': `"${before + 5}"` },
      ),
      400,
      'version-mismatch',
    );
    expect(await versionOf(app, id)).toBe(before);
  });
});

describe('401 tokens', () => {
  test('a move without a token → token-required', async () => {
    const { id } = await createRacer(app);
    const before = await versionOf(app, id);
    await expectProblem(await move(id, { move: { type: 'gear', gear: 2 } }), 401, 'token-required');
    expect(await versionOf(app, id)).toBe(before);
  });

  test('a token of another game, or a random one → invalid-token', async () => {
    const { id } = await createRacer(app);
    const other = await createRacer(app);
    const before = await versionOf(app, id);
    await expectProblem(await move(id, { move: { type: 'gear', gear: 2 } }, bearer(other.token)), 401, 'invalid-token');
    await expectProblem(
      await move(id, { move: { type: 'gear', gear: 2 } }, bearer('not-a-real-token-0123456789')),
      401,
      'invalid-token',
    );
    expect(await versionOf(app, id)).toBe(before);
    expect(await versionOf(app, other.id)).toBe(before);
  });

  test('GET with a garbage token → invalid-token', async () => {
    const { id } = await createRacer(app);
    await expectProblem(await get(app, `/v1/games/${id}`, bearer('garbage')), 401, 'invalid-token');
    await expectProblem(
      await get(app, `/v1/games/${id}`, { authorization: 'Basic Zm9vOmJhcg==' }),
      401,
      'invalid-token',
    );
    await expectProblem(await get(app, `/v1/games/${id}/events`, bearer('garbage')), 401, 'invalid-token');
    await expectProblem(await get(app, `/v1/games/${id}/export`, bearer('garbage')), 401, 'invalid-token');
    await expectProblem(await get(app, `/v1/games/${id}/state?at=1`, bearer('garbage')), 401, 'invalid-token');
  });
});

describe('403 seat', () => {
  test("a move that names a seat other than the token's → seat-mismatch", async () => {
    const { id, token } = await createRacer(app);
    const before = await versionOf(app, id);
    await expectProblem(
      await move(id, { move: { type: 'gear', gear: 2 }, seat: 2 }, bearer(token)),
      403,
      'seat-mismatch',
    );
    expect(await versionOf(app, id)).toBe(before);
    expect((await move(id, { move: { type: 'gear', gear: 2 }, seat: 1 }, bearer(token))).status).toBe(200);
  });
});

describe('404 not found', () => {
  test('unknown game id → game-not-found', async () => {
    const { token } = await createRacer(app);
    await expectProblem(await get(app, '/v1/games/nosuchgame'), 404, 'game-not-found');
    await expectProblem(
      await move('nosuchgame', { move: { type: 'gear', gear: 2 } }, bearer(token)),
      404,
      'game-not-found',
    );
    await expectProblem(await get(app, '/v1/games/nosuchgame/events'), 404, 'game-not-found');
    await expectProblem(await get(app, '/v1/games/nosuchgame/audit'), 404, 'game-not-found');
    await expectProblem(await get(app, '/v1/games/nosuchgame/export'), 404, 'game-not-found');
  });

  test('unknown rules at creation → unknown-rules, and no game is created', async () => {
    const before = await gameRows();
    await expectProblem(
      await post(app, '/v1/games', { rules: 'nope', players: [{ name: 'A' }] }),
      404,
      'unknown-rules',
    );
    expect(await gameRows()).toBe(before);
  });

  test('GET /v1/rules/nope → unknown-rules', async () => {
    await expectProblem(await get(app, '/v1/rules/nope'), 404, 'unknown-rules');
  });

  test('state?at beyond the tape → version-out-of-range', async () => {
    const { id, token } = await createRacer(app);
    const version = await versionOf(app, id);
    const body = await expectProblem(
      await get(app, `/v1/games/${id}/state?at=9999`, bearer(token)),
      404,
      'version-out-of-range',
    );
    expect(body.currentVersion).toBe(version);
  });

  test('state?at=0 is refused as invalid', async () => {
    const { id } = await createRacer(app);
    await expectProblem(await get(app, `/v1/games/${id}/state?at=0`), 400, 'invalid-request');
  });

  test('an unknown route → route-not-found', async () => {
    await expectProblem(await get(app, '/v1/nothing-here'), 404, 'route-not-found');
    // A known path asked with a method it does not answer is a 405 (test/http/hardening.test.ts).
    await expectProblem(await app.request('/v1/games', { method: 'DELETE' }), 405, 'method-not-allowed');
  });
});

describe('409 version conflicts', () => {
  test('stale expectedVersion → version-conflict with currentVersion', async () => {
    const { id, token } = await createRacer(app);
    const first = await json(await move(id, { move: { type: 'gear', gear: 2 } }, bearer(token)));
    const before = await eventCount(app, id);
    const body = await expectProblem(
      await move(id, { move: { type: 'accept' }, expectedVersion: 1 }, bearer(token)),
      409,
      'version-conflict',
    );
    expect(body.currentVersion).toBe(first.version);
    expect(body.detail).toBe(
      `the game is at version ${first.version}, not 1: read the game again and choose a move from its legalMoves`,
    );
    expect(await eventCount(app, id)).toBe(before);
    expect(await versionOf(app, id)).toBe(first.version);
  });

  test('stale If-Match → version-conflict with currentVersion', async () => {
    const { id, token } = await createRacer(app);
    const first = await json(await move(id, { move: { type: 'gear', gear: 2 } }, bearer(token)));
    const body = await expectProblem(
      await move(id, { move: { type: 'accept' } }, { ...bearer(token), 'if-match': '"1"' }),
      409,
      'version-conflict',
    );
    expect(body.currentVersion).toBe(first.version);
    expect(await versionOf(app, id)).toBe(first.version);
    // The current ETag is accepted.
    const ok = await move(id, { move: { type: 'accept' } }, { ...bearer(token), 'if-match': `"${first.version}"` });
    expect(ok.status).toBe(200);
  });
});

describe('413 and 415', () => {
  test('a body over 64 KiB → body-too-large', async () => {
    const { id, token } = await createRacer(app);
    const before = await versionOf(app, id);
    const big = JSON.stringify({ move: { type: 'gear', gear: 2 }, moveId: 'x'.repeat(70 * 1024) });
    await expectProblem(await move(id, big, bearer(token)), 413, 'body-too-large');
    const bigCreate = JSON.stringify({
      rules: 'circuit-racer',
      players: [{ name: 'A' }],
      clientSeed: 'y'.repeat(70 * 1024),
    });
    const rows = await gameRows();
    await expectProblem(await post(app, '/v1/games', bigCreate), 413, 'body-too-large');
    expect(await gameRows()).toBe(rows);
    expect(await versionOf(app, id)).toBe(before);
  });

  test('a move sent as text/plain → unsupported-media-type', async () => {
    const { id, token } = await createRacer(app);
    const before = await versionOf(app, id);
    const response = await app.request(`/v1/games/${id}/moves`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...bearer(token) },
      body: JSON.stringify({ move: { type: 'gear', gear: 2 } }),
    });
    await expectProblem(response, 415, 'unsupported-media-type');
    expect(await versionOf(app, id)).toBe(before);
  });
});

describe('GraphQL sent as another media type', () => {
  test.each([
    ['text/plain', '{ rules { id } }'],
    [undefined, undefined],
  ])(
    'POST /graphql with content-type %s → 415 unsupported-media-type, with a body that says what to send',
    async (type, body) => {
      const response = await app.request('/graphql', {
        method: 'POST',
        headers: type === undefined ? {} : { 'content-type': type },
        ...(body !== undefined && { body }),
      });
      const problem = await expectProblem(response, 415, 'unsupported-media-type');
      expect(problem.detail).toMatch(/application\/json/);
    },
  );
});

describe('GraphQL sent a body that is not JSON', () => {
  test.each([undefined, 'application/graphql-response+json'])(
    'POST /graphql of invalid JSON (Accept %s) → 400 malformed-json, as REST answers, with no internal error in it',
    async (accept) => {
      const response = await app.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(accept !== undefined && { accept }) },
        body: '{"query": "{ __typename }"',
      });
      const text = await response.text();
      expect(response.status, text).toBe(400);
      expect(response.headers.get('content-type')).toMatch(accept ?? 'application/json');
      expect(JSON.parse(text)).toEqual({
        errors: [
          {
            message: expect.stringContaining('not valid JSON'),
            extensions: { code: 'malformed-json', kind: 'malformed', status: 400 },
          },
        ],
      });
      expect(text).not.toMatch(/SyntaxError|originalError/);
    },
  );
});

describe('a token in the URL of a path that does not read it', () => {
  test('GET /v1/games/{id}?access_token= → 400 token-in-query saying to send Authorization, never a spectator view', async () => {
    const { id, token } = await createRacer(app);
    for (const path of [
      `/v1/games/${id}?access_token=${token}`,
      `/v1/games/${id}/events?after=0&access_token=${token}`,
      // Percent-encoded, the name is still `access_token` once the query is read.
      `/v1/games/${id}?access%5Ftoken=${token}`,
      `/v1/games/${id}?%61ccess_token=${token}`,
    ]) {
      const problem = await expectProblem(await get(app, path), 400, 'token-in-query');
      expect(problem.detail).toMatch(/Authorization: Bearer/);
    }
    for (const name of ['access_token', 'access%5Ftoken']) {
      const graphql = await app.request(`/graphql?${name}=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ game(id: "${id}") { version } }` }),
      });
      await expectProblem(graphql, 400, 'token-in-query');
    }
  });

  test("the stream still reads it (EventSource cannot send headers), and a read with the header is its seat's", async () => {
    const { id, token } = await createRacer(app);
    const stream = await get(app, `/v1/games/${id}/stream?access_token=${token}`);
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
    const read = await get(app, `/v1/games/${id}`, bearer(token));
    expect(read.status).toBe(200);
  });
});

describe('422 illegal moves', () => {
  test('gear 1 then gear 3 without Shift → gear-jump', async () => {
    const { id, token } = await createRacer(app);
    await playTurn(id, token, 1);
    const before = await eventCount(app, id);
    await expectProblem(await move(id, { move: { type: 'gear', gear: 3 } }, bearer(token)), 422, 'gear-jump');
    expect(await eventCount(app, id)).toBe(before);
  });

  test('the same gear twice → same-gear; Shift on the first turn → shift-on-first-turn', async () => {
    const fresh = await createRacer(app);
    await expectProblem(
      await move(fresh.id, { move: { type: 'gear', gear: 3, shift: true } }, bearer(fresh.token)),
      422,
      'shift-on-first-turn',
    );
    expect(await versionOf(app, fresh.id)).toBe(1);
    await playTurn(fresh.id, fresh.token, 2);
    const before = await eventCount(app, fresh.id);
    await expectProblem(
      await move(fresh.id, { move: { type: 'gear', gear: 2 } }, bearer(fresh.token)),
      422,
      'same-gear',
    );
    expect(await eventCount(app, fresh.id)).toBe(before);
  });

  test('accept while a gear is expected → bad-move', async () => {
    const { id, token } = await createRacer(app);
    await expectProblem(await move(id, { move: { type: 'accept' } }, bearer(token)), 422, 'bad-move');
    expect(await versionOf(app, id)).toBe(1);
  });

  test('a move of a bad shape → bad-move', async () => {
    const { id, token } = await createRacer(app);
    await expectProblem(await move(id, { move: { type: 'gear', gear: 9 } }, bearer(token)), 422, 'bad-move');
    await expectProblem(await move(id, { move: { type: 'fly' } }, bearer(token)), 422, 'bad-move');
    expect(await versionOf(app, id)).toBe(1);
  });

  test('select with no dice → no-dice-selected', async () => {
    const { id, token } = await createRacer(app);
    const gear = await json(await move(id, { move: { type: 'gear', gear: 2 } }, bearer(token)));
    await expectProblem(await move(id, { move: { type: 'select', dice: [] } }, bearer(token)), 422, 'no-dice-selected');
    await expectProblem(await move(id, { move: { type: 'select', dice: [7] } }, bearer(token)), 422, 'bad-die-index');
    expect(await versionOf(app, id)).toBe(gear.version);
  });

  test('wrong player count at creation → bad-player-count, and no game is created', async () => {
    const before = await gameRows();
    const refused = await expectProblem(
      await post(app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'A' }, { name: 'B' }] }),
      422,
      'bad-player-count',
    );
    expect(refused.detail).toBe('Circuit Racer takes 1 player, not 2');
    expect(await gameRows()).toBe(before);
  });

  test('options the game does not take → 400 invalid-options, and no game is created', async () => {
    const before = await gameRows();
    await expectProblem(
      await post(app, '/v1/games', { rules: 'circuit-racer', players: [{ name: 'A' }], options: { laps: 3 } }),
      400,
      'invalid-options',
    );
    expect(await gameRows()).toBe(before);
  });
});

describe('idempotency (moveId)', () => {
  test('the same move twice with the same moveId answers the first result, replayed, and appends once', async () => {
    const { id, token } = await createRacer(app);
    const body = { move: { type: 'gear', gear: 2 }, moveId: 'move-1' };
    const first = await move(id, body, bearer(token));
    expect(first.status).toBe(200);
    const a = await json(first);
    const afterFirst = await eventCount(app, id);
    const second = await move(id, body, bearer(token));
    expect(second.status).toBe(200);
    const b = await json(second);
    expect(a.replayed).toBe(false);
    expect(b.replayed).toBe(true);
    expect(b.version).toBe(a.version);
    expect(b.events).toEqual(a.events);
    expect(b.events[0].moveId).toBe('move-1');
    expect(b.game.view).toEqual(a.game.view);
    expect(await eventCount(app, id)).toBe(afterFirst);
    expect(afterFirst).toBe(1 + a.events.length);
  });

  test('a retry after the game moved on still answers the original result', async () => {
    const { id, token } = await createRacer(app);
    const a = await json(await move(id, { move: { type: 'gear', gear: 2 }, moveId: 'g' }, bearer(token)));
    await move(id, { move: { type: 'accept' } }, bearer(token));
    const now = await versionOf(app, id);
    const retry = await move(id, { move: { type: 'gear', gear: 2 }, moveId: 'g', expectedVersion: 1 }, bearer(token));
    expect(retry.status).toBe(200);
    const b = await json(retry);
    expect(b).toMatchObject({ replayed: true, version: a.version, events: a.events });
    expect(await versionOf(app, id)).toBe(now);
  });

  test('the same moveId with a different move → move-id-reused', async () => {
    const { id, token } = await createRacer(app);
    const first = await json(await move(id, { move: { type: 'gear', gear: 2 }, moveId: 'dup' }, bearer(token)));
    const before = await eventCount(app, id);
    const reused = await move(id, { move: { type: 'gear', gear: 3 }, moveId: 'dup' }, bearer(token));
    const problem = await expectProblem(reused, 422, 'move-id-reused');
    expect(problem.title).toBe('moveId already used for another move');
    expect(problem.detail).toMatch(/: give each new move a new moveId \(a retry of the same move keeps its id\)$/);
    expect(await eventCount(app, id)).toBe(before);
    expect(await versionOf(app, id)).toBe(first.version);
  });
});

describe('concurrency over HTTP', () => {
  test('the same moveId sent twice at once (no expectedVersion): both 200, one replayed, one append', async () => {
    const { id, token } = await createRacer(app);
    const body = { move: { type: 'gear', gear: 4 }, moveId: 'racing-retry' };
    const [r1, r2] = await Promise.all([move(id, body, bearer(token)), move(id, body, bearer(token))]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    const [a, b] = [await json(r1), await json(r2)];
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(a.version).toBe(b.version);
    expect(a.events).toEqual(b.events);
    expect(await eventCount(app, id)).toBe(1 + a.events.length);
  });

  test('two moves at once with the same expectedVersion: one 200, one 409, one append', async () => {
    const { id, token } = await createRacer(app);
    const version = await versionOf(app, id);
    const before = await eventCount(app, id);
    const [r1, r2] = await Promise.all([
      move(id, { move: { type: 'gear', gear: 2 }, expectedVersion: version }, bearer(token)),
      move(id, { move: { type: 'gear', gear: 3 }, expectedVersion: version }, bearer(token)),
    ]);
    const statuses = [r1.status, r2.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = r1.status === 200 ? r1 : r2;
    const loser = r1.status === 200 ? r2 : r1;
    const won = await json(winner);
    const lost = await expectProblem(loser, 409, 'version-conflict');
    expect(lost.currentVersion).toBe(won.version);
    expect(await eventCount(app, id)).toBe(before + won.events.length);
    const game = await json(await get(app, `/v1/games/${id}`));
    expect(game.version).toBe(won.version);
    expect(game.view.gear).toBe(won.events[0].data.move.gear);
    const audit = await json(await get(app, `/v1/games/${id}/audit`));
    expect(audit.ok).toBe(true);
  });

  test('many racing moves on one game: exactly one wins each version, and the tape stays valid', async () => {
    const { id, token } = await createRacer(app);
    const version = await versionOf(app, id);
    const responses = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((gear) =>
        move(id, { move: { type: 'gear', gear }, expectedVersion: version }, bearer(token)),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(5);
    const audit = await json(await get(app, `/v1/games/${id}/audit`));
    expect(audit.ok).toBe(true);
    expect(audit.version).toBe(version + 2);
  });
});
