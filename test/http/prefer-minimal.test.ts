import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, createRacer, get, graphqlData, json, openTestApp, post, type Json, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

const movesOf = (id: string) => `/v1/games/${id}/moves`;
const withoutGame = ({ game: _game, ...rest }: Json) => rest;

describe('REST: Prefer: return=minimal on a move', () => {
  test('answers the full answer without its game, says so, and keeps the ETag', async () => {
    const { id, token, body } = await createRacer(t.app);
    const move = { move: body.game.legalMoves[0], expectedVersion: body.game.version, moveId: 'min-1' };
    const minimal = await post(t.app, movesOf(id), move, { ...bearer(token), prefer: 'return=minimal' });
    expect(minimal.status).toBe(200);
    expect(minimal.headers.get('preference-applied')).toBe('return=minimal');
    const small = await json(minimal);
    expect(Object.keys(small)).toEqual(['version', 'events', 'replayed']);
    expect(minimal.headers.get('etag')).toBe(`"${small.version}"`);
    expect(small.replayed).toBe(false);
    expect(small.events[0]).toMatchObject({ seq: body.game.version + 1, type: 'MoveMade', moveId: 'min-1' });

    // The same moveId again, asking for all of it: the first answer, whose version and events are the minimal one's.
    const full = await json(await post(t.app, movesOf(id), move, bearer(token)));
    expect(full.replayed).toBe(true);
    expect(withoutGame(full)).toEqual({ ...small, replayed: true });
    expect(full.game.version).toBe(small.version);
    // And minimal again: the replayed answer, minimal too.
    const again = await post(t.app, movesOf(id), move, { ...bearer(token), prefer: 'return=minimal' });
    expect(again.headers.get('preference-applied')).toBe('return=minimal');
    expect(await json(again)).toEqual({ ...small, replayed: true });
  });

  test('a full answer and a minimal one of the same move differ only by the game', async () => {
    // Two sandbox games with the same dice take the same move: one answered in full, one minimal.
    const sandbox = { sandbox: { rolls: { 'circuit1.turn1.roll': [6, 5, 4, 3, 2, 1] } } };
    const a = await createRacer(t.app, sandbox);
    const b = await createRacer(t.app, sandbox);
    const move = { type: 'gear', gear: 2 };
    const full = await json(await post(t.app, movesOf(a.id), { move }, bearer(a.token)));
    const minimal = await json(
      await post(t.app, movesOf(b.id), { move }, { ...bearer(b.token), prefer: 'return=minimal' }),
    );
    const strip = (r: Json) => ({ ...r, events: r.events.map(({ at: _at, ...e }: Json) => e) });
    expect(minimal.events.map((e: Json) => e.type)).toEqual(['MoveMade', 'DiceRolled']);
    expect(strip(minimal)).toEqual(strip(withoutGame(full)));
    expect(full.game.view.dice).toEqual([6, 5, 4, 3, 2, 1]);
  });

  test.each([
    ['respond-async, return=minimal', true],
    ['RETURN="minimal"; x=1', true],
    ['return=representation', false],
    ['return=representation, return=minimal', false],
    ['handling=lenient', false],
  ])('Prefer: %s applies minimal: %s', async (prefer, applied) => {
    const { id, token, body } = await createRacer(t.app);
    const made = await post(t.app, movesOf(id), { move: body.game.legalMoves[0] }, { ...bearer(token), prefer });
    expect(made.status).toBe(200);
    expect(made.headers.get('preference-applied')).toBe(applied ? 'return=minimal' : null);
    expect('game' in (await json(made))).toBe(!applied);
  });

  test('a refused move is the same problem either way, and changes nothing', async () => {
    const { id, token, body } = await createRacer(t.app);
    const stale = { move: body.game.legalMoves[0], expectedVersion: body.game.version + 5 };
    const refused = await post(t.app, movesOf(id), stale, { ...bearer(token), prefer: 'return=minimal' });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toMatch(/problem\+json/);
    expect(refused.headers.get('preference-applied')).toBeNull();
    expect((await json(refused)).code).toBe('version-conflict');
    expect((await json(await get(t.app, `/v1/games/${id}`))).version).toBe(body.game.version);
  });

  test('what is cached for a version is not served for the next: reads after minimal moves see each new version', async () => {
    const { id, token } = await createRacer(t.app);
    for (let i = 0; i < 6; i++) {
      const before = await get(t.app, `/v1/games/${id}`, bearer(token));
      const game = await json(before);
      if (game.status === 'over') break;
      // The seat's answer for this version is built (and cached) by this read; the move below does not build the next one.
      const made = await post(
        t.app,
        movesOf(id),
        { move: game.legalMoves[0], expectedVersion: game.version },
        { ...bearer(token), prefer: 'return=minimal' },
      );
      const small = await json(made);
      const after = await get(t.app, `/v1/games/${id}`, {
        ...bearer(token),
        'if-none-match': before.headers.get('etag')!,
      });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).toBe(`"${small.version}"`);
      const next = await json(after);
      expect(next.version).toBe(small.version);
      // As the spectator sees it too, and as a full answer would have shown it.
      expect((await json(await get(t.app, `/v1/games/${id}`))).version).toBe(small.version);
      const notModified = await get(t.app, `/v1/games/${id}`, {
        ...bearer(token),
        'if-none-match': `"${small.version}"`,
      });
      expect(notModified.status).toBe(304);
    }
  });
});

describe('GraphQL: a makeMove that does not select game', () => {
  test('answers version and events as the full one does, and the next read sees the move', async () => {
    const { id, token, body } = await createRacer(t.app);
    const input = { circuitRacer: { gear: { gear: 2 } } };
    const data = await graphqlData(
      t.app,
      `mutation ($id: ID!, $move: MoveInput!) { makeMove(gameId: $id, move: $move, moveId: "g-1") { version replayed events { __typename seq } } }`,
      { id, move: input },
      token,
    );
    expect(data.makeMove.replayed).toBe(false);
    expect(data.makeMove.events[0]).toEqual({ __typename: 'MoveMadeEvent', seq: body.game.version + 1 });
    // The same moveId, selecting the game this time: the same version and events, with the game.
    const full = await graphqlData(
      t.app,
      `mutation ($id: ID!, $move: MoveInput!) { makeMove(gameId: $id, move: $move, moveId: "g-1") { version replayed events { __typename seq } game { version } } }`,
      { id, move: input },
      token,
    );
    expect(full.makeMove).toEqual({ ...data.makeMove, replayed: true, game: { version: data.makeMove.version } });
  });
});
