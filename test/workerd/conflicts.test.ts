import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import type { StoredEvent } from '../../src/core/tape.js';
import { openD1 } from '../../src/store/d1.js';
import { EventStore } from '../../src/store/event-store.js';
import { databaseFor } from '../../src/worker.js';
import { bearer, createRacer, get, json, objectAll, post, simplePolicy, type CrMove } from './helpers.js';
import { awkwardEvents, created, move, projection } from '../support/store-fixtures.js';

const roll = (seq: number): StoredEvent => ({
  seq,
  event: { type: 'DiceRolled', label: `l${seq}`, values: [seq % 6 || 6] },
  actor: null,
  at: seq,
  moveId: null,
});

const gameRow = (id: string) => ({
  id,
  rules: 'circuit-racer',
  rulesVersion: 1,
  status: 'active' as const,
  version: 1,
  players: [{ name: 'A' }],
  sandbox: false,
  seedCommitment: 'c',
  seed: 's',
  standings: null,
  createdAt: 1,
  updatedAt: 1,
});

/** The store straight over the D1 binding, as the Worker builds it. */
async function storeWithGame(id: string, tape: readonly StoredEvent[] = [created]): Promise<EventStore> {
  const { db, driver } = openD1(env.DB);
  const store = new EventStore(db, driver);
  await store.create(
    { ...gameRow(id), version: tape.length },
    [{ gameId: id, seat: 1, name: 'A', tokenHash: `h-${id}` }],
    tape,
  );
  return store;
}

describe('event store on D1: the keys refuse conflicting appends', () => {
  test('a second append at the same version is a version conflict and writes nothing', async () => {
    const store = await storeWithGame('v1');
    expect(await store.append('v1', 1, [move(2, 3)], projection(2))).toBeNull();
    expect(await store.append('v1', 1, [move(2, 4), move(3, 5)], projection(3))).toBe('version-conflict');
    expect(await store.events('v1')).toEqual([created, move(2, 3)]);
    expect((await store.game('v1'))?.version).toBe(2);
  });

  test('two stores (two isolates) appending at once: exactly one wins', async () => {
    const store = await storeWithGame('v2');
    const rival = new EventStore(openD1(env.DB).db);
    const results = await Promise.all([
      store.append('v2', 1, [move(2, 3)], projection(2)),
      rival.append('v2', 1, [move(2, 5), move(3, 4)], projection(3)),
    ]);
    expect(results.filter((r) => r === null)).toHaveLength(1);
    expect(results.filter((r) => r === 'version-conflict')).toHaveLength(1);
    const tape = await store.events('v2');
    expect((await store.game('v2'))?.version).toBe(tape.length);
  });

  test('every event reads back exactly as appended: strings that need escaping, nulls, no data, key order', async () => {
    const store = await storeWithGame('v-awkward');
    const tape = awkwardEvents(2);
    expect(await store.append('v-awkward', 1, tape, projection(5))).toBeNull();
    const read = await store.events('v-awkward');
    expect(JSON.stringify(read)).toBe(JSON.stringify([created, ...tape]));
    expect(await store.events('v-awkward', 5)).toEqual([]);
  });

  test('a reused move id is refused by its unique index', async () => {
    const store = await storeWithGame('v3');
    expect(await store.append('v3', 1, [move(2, 3, 'm1')], projection(2))).toBeNull();
    expect(await store.append('v3', 2, [move(3, 4, 'm1')], projection(3))).toBe('duplicate-move-id');
    expect(await store.moveSeq('v3', 'm1')).toBe(2);
    expect(await store.events('v3')).toHaveLength(2);
  });

  test('tapes longer than one statement can bind (D1: 100 values) are split, and still land together or not at all', async () => {
    const opening = [created, ...Array.from({ length: 39 }, (_, i) => roll(i + 2))];
    const store = await storeWithGame('v4', opening);
    expect(await store.events('v4')).toEqual(opening);
    const long = [move(41, 3, 'long'), ...Array.from({ length: 29 }, (_, i) => roll(i + 42))];
    expect(await store.append('v4', 40, long, projection(70))).toBeNull();
    expect(await store.events('v4')).toHaveLength(70);
    // A conflicting long append fails on its first slice's key: none of its slices is written.
    const clash = [move(70, 4), ...Array.from({ length: 29 }, (_, i) => roll(i + 71))];
    expect(await store.append('v4', 69, clash, projection(99))).toBe('version-conflict');
    expect(await store.events('v4')).toHaveLength(70);
    expect((await store.game('v4'))?.version).toBe(70);
  });
});

describe('workerd + D1, REST: conflicts answer 409 and retries answer the first result', () => {
  const moveOf = async (id: string, token: string) => {
    const game = await json(await get(`/v1/games/${id}`, bearer(token)));
    return { version: game.version as number, move: simplePolicy(game.legalMoves as CrMove[]) };
  };

  test('a stale expectedVersion → 409 version-conflict with the current version, and nothing is appended', async () => {
    const { id, token } = await createRacer();
    const { version, move } = await moveOf(id, token);
    expect((await post(`/v1/games/${id}/moves`, { move, expectedVersion: version }, bearer(token))).status).toBe(200);
    const after = await json(await get(`/v1/games/${id}`));
    const stale = await post(`/v1/games/${id}/moves`, { move, expectedVersion: version }, bearer(token));
    expect(stale.status).toBe(409);
    expect(stale.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await json(stale)).toMatchObject({ status: 409, code: 'version-conflict', currentVersion: after.version });
    const [count] = await objectAll(id, 'SELECT count(*) AS n FROM events WHERE game_id = ?', id);
    expect(count.n).toBe(after.version);
  });

  test('If-Match with a stale version → 409 too', async () => {
    const { id, token } = await createRacer();
    const { move } = await moveOf(id, token);
    const response = await post(`/v1/games/${id}/moves`, { move }, { ...bearer(token), 'if-match': '"7"' });
    expect(response.status).toBe(409);
  });

  test('two moves raced at the same version: one lands, the other gets 409 (its object applies them one at a time)', async () => {
    const { id, token } = await createRacer();
    const { version, move } = await moveOf(id, token);
    const answers = await Promise.all(
      ['race-a', 'race-b'].map((moveId) =>
        post(`/v1/games/${id}/moves`, { move, expectedVersion: version, moveId }, bearer(token)),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = await json(answers.find((r) => r.status === 200)!);
    const lost = await json(answers.find((r) => r.status === 409)!);
    expect(lost).toMatchObject({ code: 'version-conflict', currentVersion: won.version });
    const rows = await objectAll<{ move_id: string | null }>(
      id,
      'SELECT move_id FROM events WHERE game_id = ? AND move_id IS NOT NULL',
      id,
    );
    expect(rows).toHaveLength(1);
  });

  test('a retried moveId answers the original result (sequentially and raced), and appends once', async () => {
    const { id, token } = await createRacer();
    const { version, move } = await moveOf(id, token);
    const body = { move, expectedVersion: version, moveId: 'retry-1' };
    const first = await json(await post(`/v1/games/${id}/moves`, body, bearer(token)));
    expect(first.replayed).toBe(false);
    const retry = await post(`/v1/games/${id}/moves`, body, bearer(token));
    expect(retry.status).toBe(200);
    expect(await json(retry)).toMatchObject({ replayed: true, version: first.version, events: first.events });

    // The same move sent twice at once (a client retrying before the first answer): both answer it, once.
    const next = await moveOf(id, token);
    const raced = { move: next.move, expectedVersion: next.version, moveId: 'retry-2' };
    const both = await Promise.all([
      post(`/v1/games/${id}/moves`, raced, bearer(token)),
      post(`/v1/games/${id}/moves`, raced, bearer(token)),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = await Promise.all(both.map(json));
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(a.version).toBe(b.version);
    const rows = await objectAll(id, 'SELECT seq FROM events WHERE game_id = ? AND move_id = ?', id, 'retry-2');
    expect(rows).toHaveLength(1);
  });

  test('a moveId reused for a different move → 422 move-id-reused', async () => {
    const { id, token } = await createRacer();
    const { version, move } = await moveOf(id, token);
    expect(
      (await post(`/v1/games/${id}/moves`, { move, expectedVersion: version, moveId: 'same' }, bearer(token))).status,
    ).toBe(200);
    const other = { ...move, gear: move.gear === 1 ? 2 : 1 };
    const reused = await post(`/v1/games/${id}/moves`, { move: other, moveId: 'same' }, bearer(token));
    expect(reused.status).toBe(422);
    expect(await json(reused)).toMatchObject({ code: 'move-id-reused' });
  });
});

describe('which database a Worker uses', () => {
  test('the D1 binding by default, appended without cross-request grouping and within 100 values a statement', () => {
    const { kind, driver } = databaseFor({ DB: env.DB });
    expect(kind).toBe('d1');
    expect(driver).toMatchObject({ maxParams: 100, groupAppends: false });
  });

  test('a libsql URL (Turso) when DATABASE_URL is set, even with a D1 binding', () => {
    // The client connects on its first query only, so no network is needed to see the choice.
    const { kind, driver } = databaseFor({
      DB: env.DB,
      DATABASE_URL: 'libsql://rolltape-example.turso.io',
      DATABASE_AUTH_TOKEN: 'token',
    });
    expect(kind).toBe('libsql');
    expect(driver.groupAppends).toBe(false);
  });

  test('a WebSocket libsql URL is refused by name: the Worker reaches libsql over HTTP only', () => {
    expect(() => databaseFor({ DATABASE_URL: 'wss://rolltape-example.turso.io' })).toThrow(
      /supports only "libsql:", "https:" and "http:" URLs/,
    );
  });

  test('neither: a clear error', () => {
    expect(() => databaseFor({})).toThrow(/bind a D1 database as DB .* or set DATABASE_URL/);
  });
});
