import { beforeAll, describe, expect, test } from 'vitest';
import {
  bearer,
  createRacer,
  d1All,
  get,
  json,
  objectAll,
  post,
  request,
  simplePolicy,
  type CrMove,
  type Json,
} from './helpers.js';

const MAX_REQUESTS = 2000;

describe('workerd + D1, REST: a whole Circuit Racer game', () => {
  let id = '';
  let token = '';
  let final: Json;
  let moves = 0;

  beforeAll(async () => {
    ({ id, token } = await createRacer());
    for (let requests = 0; ; requests++) {
      if (requests > MAX_REQUESTS) throw new Error('the game did not end within the request budget');
      const game = await json(await get(`/v1/games/${id}`, bearer(token)));
      if (game.status === 'over') {
        final = game;
        break;
      }
      const move = simplePolicy(game.legalMoves as CrMove[]);
      const made = await post(
        `/v1/games/${id}/moves`,
        { move, expectedVersion: game.version, moveId: `m-${moves}` },
        bearer(token),
      );
      if (made.status !== 200)
        throw new Error(`move ${JSON.stringify(move)} failed: ${made.status} ${await made.text()}`);
      const result = await json(made);
      expect(result.version).toBe(game.version + result.events.length);
      expect(made.headers.get('etag')).toBe(`"${result.version}"`);
      moves++;
    }
  });

  test('the game ends with standings', () => {
    expect(moves).toBeGreaterThan(4);
    expect(final.pending.kind).toBe('over');
    expect(final.legalMoves).toEqual([]);
    expect(final.standings).toMatchObject({ lowerIsBetter: true, players: [{ seat: 1, rank: 1 }] });
  });

  test("the game's object holds the whole tape; D1 holds its index row", async () => {
    const [row] = await d1All('SELECT status, version FROM games WHERE id = ?', id);
    expect(row).toEqual({ status: 'over', version: final.version });
    const seqs = await objectAll<{ seq: number }>(id, 'SELECT seq FROM events WHERE game_id = ? ORDER BY seq', id);
    expect(seqs.map((r) => r.seq)).toEqual(Array.from({ length: final.version }, (_, i) => i + 1));
    const [moveIds] = await objectAll(id, 'SELECT count(move_id) AS n FROM events WHERE game_id = ?', id);
    expect(moveIds.n).toBe(moves);
  });

  test('export reveals the seed and the audit replays the tape from D1', async () => {
    const exported = await json(await get(`/v1/games/${id}/export`));
    expect(exported.events).toHaveLength(final.version);
    expect(exported.seed).toMatch(/^[0-9a-f]{64}$/);
    const audit = await json(await get(`/v1/games/${id}/audit`));
    expect(audit.ok).toBe(true);
  });

  test('time travel: the state at version 1 is the fresh game', async () => {
    const first = await json(await get(`/v1/games/${id}/state?at=1`));
    expect(first.version).toBe(1);
    expect(first.view).toMatchObject({ circuit: 1, turn: 1, position: 0 });
  });

  test('docs, OpenAPI and health answer on Workers too', async () => {
    expect((await get('/healthz')).status).toBe(200);
    expect((await json(await get('/openapi.json'))).openapi).toMatch(/^3\.1/);
    expect(await (await get('/docs')).text()).toContain('/openapi.json');
  });

  test('GraphiQL at /graphql comes from the built files (the ASSETS binding), with its starter query', async () => {
    const page = await get('/graphql', { accept: 'text/html' });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('query Start');
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/);
  });

  test('a web page on another origin may call it: preflight, answers, errors and GraphQL carry the grant', async () => {
    const origin = { origin: 'https://client.example' };
    const preflight = await request('OPTIONS', `/v1/games/${id}/moves`, undefined, {
      ...origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    });
    expect(preflight.status).toBe(204);
    const answers = [
      preflight,
      await get(`/v1/games/${id}`, origin),
      await post(`/v1/games/${id}/moves`, { move: { type: 'accept' } }, { ...origin, ...bearer(token) }),
      await post('/graphql', { query: '{ rules { id } }' }, origin),
    ];
    expect(answers.map((a) => a.status)).toEqual([204, 200, 422, 200]);
    for (const answer of answers) expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe("workerd + D1: a Coal n' Write game for six", () => {
  test("creation writes every seat and the first events, each insert within the object storage's 100 parameters", async () => {
    const players = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'].map((name) => ({ name }));
    const response = await post('/v1/games', { rules: 'coal-n-write', players });
    expect(response.status).toBe(201);
    const created = await json(response);
    expect(created.seats).toHaveLength(6);
    const [seats] = await objectAll(
      created.game.id,
      'SELECT count(*) AS n FROM seats WHERE game_id = ?',
      created.game.id,
    );
    expect(seats.n).toBe(6);
    const events = await objectAll(created.game.id, 'SELECT seq FROM events WHERE game_id = ?', created.game.id);
    expect(events).toHaveLength(created.game.version);
  });
});

describe('workerd + D1, REST: Prefer: return=minimal', () => {
  test("the game's object answers the move without the game; the next read sees it", async () => {
    const { id, token, body } = await createRacer();
    const made = await post(
      `/v1/games/${id}/moves`,
      { move: body.game.legalMoves[0], expectedVersion: body.game.version, moveId: 'w-min' },
      { ...bearer(token), prefer: 'return=minimal' },
    );
    expect(made.status).toBe(200);
    expect(made.headers.get('preference-applied')).toBe('return=minimal');
    const minimal = await json(made);
    expect(Object.keys(minimal)).toEqual(['version', 'events', 'replayed']);
    expect(made.headers.get('etag')).toBe(`"${minimal.version}"`);
    const read = await get(`/v1/games/${id}`, bearer(token));
    expect((await json(read)).version).toBe(minimal.version);
    // The same moveId without the preference: the first answer in full.
    const again = await json(
      await post(
        `/v1/games/${id}/moves`,
        { move: body.game.legalMoves[0], expectedVersion: body.game.version, moveId: 'w-min' },
        bearer(token),
      ),
    );
    expect(again).toMatchObject({ version: minimal.version, events: minimal.events, replayed: true });
    expect(again.game.version).toBe(minimal.version);
  });
});

describe('workerd: a refused move says what to do next, as on node', () => {
  test('malformed JSON, a stale version and a reused moveId each name the next step', async () => {
    const { id, token, body } = await createRacer();
    const detail = async (sent: unknown) =>
      (await json(await post(`/v1/games/${id}/moves`, sent, bearer(token)))).detail;
    expect(await detail('{"move":')).toBe(
      'the body is not valid JSON: send one JSON object, as /docs shows for this route',
    );
    const move = simplePolicy(body.game.legalMoves as CrMove[]);
    const moved = await json(await post(`/v1/games/${id}/moves`, { move, moveId: 'w' }, bearer(token)));
    expect(await detail({ move: simplePolicy(moved.game.legalMoves), expectedVersion: 1 })).toBe(
      `the game is at version ${moved.version}, not 1: read the game again and choose a move from its legalMoves`,
    );
    expect(await detail({ move: { type: 'accept' }, moveId: 'w' })).toMatch(/: give each new move a new moveId/);
  });
});
