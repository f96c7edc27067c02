/**
 * The API over the writer thread, as `npm start` runs it on an embedded file: the refusals that the
 * database's keys decide (a stale move, a lost race for a seat, a second entry under one handle)
 * must come back through the thread as the same answers the libsql client gives.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/api/app.js';
import { rulebook } from '../../src/games/index.js';
import { startSqliteWriter, type SqliteWriter } from '../../src/adapter/node/sqlite-writer.js';
import { makeServices } from '../../src/service/services.js';
import { EventStore } from '../../src/store/event-store.js';
import { openTestDatabase, TEST_SECRET, type TestDatabase } from '../support/database.js';
import { bearer, checkedAgainstOpenapi, createRacer, get, json, post, type HttpApp, type Json } from './helpers.js';

const DAY = '2026-11-22';
let database: TestDatabase;
let writer: SqliteWriter;
let app: HttpApp;

beforeAll(async () => {
  database = await openTestDatabase();
  writer = await startSqliteWriter({ path: database.path, synchronous: 'normal', busyTimeoutMs: 5000 });
  const services = makeServices({
    db: database.db,
    store: new EventStore(database.db, writer),
    rulebook,
    secret: TEST_SECRET,
    clock: () => Date.parse(`${DAY}T10:00:00Z`),
  });
  app = checkedAgainstOpenapi(createApp(() => services));
});
afterAll(async () => {
  await writer?.close();
  database?.destroy();
});

describe('the API written through the writer thread', () => {
  test('two moves at one version: one lands, the other is a 409; a retried moveId answers the first result', async () => {
    const { id, token } = await createRacer(app);
    const game = await json(await get(app, `/v1/games/${id}`, bearer(token)));
    const [a, b] = game.legalMoves;
    const answers = await Promise.all([
      post(app, `/v1/games/${id}/moves`, { move: a, expectedVersion: game.version, moveId: 'first' }, bearer(token)),
      post(app, `/v1/games/${id}/moves`, { move: b, expectedVersion: game.version, moveId: 'second' }, bearer(token)),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = await json(answers.find((r) => r.status === 200)!);
    const winnerId = answers[0]!.status === 200 ? 'first' : 'second';
    const retried = await post(
      app,
      `/v1/games/${id}/moves`,
      { move: winnerId === 'first' ? a : b, expectedVersion: game.version, moveId: winnerId },
      bearer(token),
    );
    expect(retried.status).toBe(200);
    expect((await json(retried)).version).toBe(winner.version);
    const tape = (await json(await get(app, `/v1/games/${id}/events`, bearer(token)))).events;
    expect(tape.filter((e: Json) => e.type === 'MoveMade')).toHaveLength(1);
    expect(await json(await get(app, `/v1/games/${id}/audit`))).toMatchObject({ ok: true });
  });

  test('two players racing for the last seat: exactly one gets it', async () => {
    const created = await json(
      await post(app, '/v1/games', { rules: 'coal-n-write', players: [{ name: 'Ada' }, { open: true }] }),
    );
    const id = created.game.id;
    const answers = await Promise.all([
      post(app, `/v1/games/${id}/join`, { name: 'Bo' }),
      post(app, `/v1/games/${id}/join`, { name: 'Cy' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const tape = (await json(await get(app, `/v1/games/${id}/events`))).events;
    expect(tape.filter((e: Json) => e.type === 'PlayerJoined')).toHaveLength(1);
  });

  test('a second entry under the same handle is refused and writes nothing', async () => {
    const challenge = `circuit-racer-${DAY}`;
    expect((await post(app, `/v1/challenges/${challenge}/entries`, { name: 'Ada' })).status).toBe(201);
    const again = await post(app, `/v1/challenges/${challenge}/entries`, { name: ' ada ' });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ code: 'already-entered' });
    expect((await json(await get(app, `/v1/challenges/${challenge}`))).entries).toBe(1);
  });
});
