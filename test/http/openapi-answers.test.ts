/**
 * The check every HTTP test's answers go through (test/support/openapi-answers.ts) has teeth: real
 * answers pass it, and the same answers drifted from openapi.yaml (a field of the wrong type or
 * missing, a status the route does not declare, a problem document without its code) do not.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openapiBreach } from '../support/openapi-answers.js';
import {
  bearer,
  checkedAgainstOpenapi,
  createRacer,
  get,
  json,
  openTestApp,
  type Json,
  type TestApp,
} from './helpers.js';

let t: TestApp;
let running: { id: string; token: string; game: Json };
beforeAll(async () => {
  t = await openTestApp();
  const { id, token } = await createRacer(t.app);
  running = { id, token, game: await json(await get(t.app, `/v1/games/${id}`, bearer(token))) };
});
afterAll(() => t?.database.destroy());

const url = (path: string) => new URL(path, 'http://localhost');
const answer = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
const gamePath = () => `/v1/games/${running.id}`;

describe('a served answer against openapi.yaml', () => {
  test('a running game (standings null, the seat’s legal moves) keeps the document', async () => {
    expect(running.game.standings).toBeNull();
    expect(await openapiBreach('GET', url(gamePath()), answer(running.game))).toBeUndefined();
  });

  test('the same game with standings of the wrong shape, or without its version, breaks it', async () => {
    const wrongStandings = await openapiBreach('GET', url(gamePath()), answer({ ...running.game, standings: 'none' }));
    expect(wrongStandings).toMatch(/GET \/v1\/games\/\S+ → 200 does not match/);
    const { version: _version, ...unversioned } = running.game;
    expect(await openapiBreach('GET', url(gamePath()), answer(unversioned))).toMatch(/version/);
  });

  test('a status the route does not declare breaks it, naming what it declares', async () => {
    const breach = await openapiBreach('GET', url(gamePath()), answer({}, 418, 'application/problem+json'));
    expect(breach).toMatch(/declares no 418 answer for this route \(it declares 200, 304, 400, 401, 403, 404\)/);
  });

  test('a problem document without its code breaks it, on a declared route or any other path', async () => {
    const problem = { type: 'about:blank', title: 'Not found', status: 404, detail: 'no such game' };
    const declared = await openapiBreach(
      'GET',
      url('/v1/games/nope'),
      answer(problem, 404, 'application/problem+json'),
    );
    expect(declared).toMatch(/code/);
    const elsewhere = await openapiBreach('GET', url('/nowhere'), answer(problem, 404, 'application/problem+json'));
    expect(elsewhere).toMatch(/Problem/);
    const whole = await openapiBreach(
      'GET',
      url('/nowhere'),
      answer({ ...problem, code: 'route-not-found' }, 404, 'application/problem+json'),
    );
    expect(whole).toBeUndefined();
  });

  test('answers that are not JSON, or of paths the document does not describe, are not read', async () => {
    expect(await openapiBreach('GET', url('/graphql'), answer({ data: null }))).toBeUndefined();
    const svg = new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } });
    expect(await openapiBreach('GET', url(`${gamePath()}/board.svg`), svg)).toBeUndefined();
  });

  test('the wrapped app throws on a drifted answer and passes a kept one through unread', async () => {
    const drifted = checkedAgainstOpenapi({ request: (_path: string) => answer({ ...running.game, you: 'me' }) });
    await expect(drifted.request(gamePath())).rejects.toThrow(
      /answer breaks openapi.yaml: .*\/you must be integer,null/s,
    );
    const kept = checkedAgainstOpenapi({ request: (_path: string) => answer(running.game) });
    expect(await json(await kept.request(gamePath()))).toEqual(running.game);
  });
});
