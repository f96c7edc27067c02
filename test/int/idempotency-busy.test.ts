/**
 * Keyed creates (`Idempotency-Key`, GraphQL `idempotencyKey`) on the node server when the database
 * refuses a write: a retry with the same key gets the first answer if the create happened, or runs
 * the create once if it did not. Never a second game, never a minute of 409 `idempotency-key-in-flight`
 * for a request that is no longer running.
 *
 * A busy database is another connection holding `BEGIN IMMEDIATE` past the writer's wait. Where the
 * refusal must land on one write of a request and not another (the create's commit, the write that
 * keeps its answer), a trigger made by another connection refuses that write with SQLite's own words,
 * `database is locked`, which the server answers as it answers a busy database (503 `database-busy`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'libsql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer } from '../../src/server.js';
import { otherConnection } from '../support/other-connection.js';

type Json = any;

/** How long the server's writer waits for a busy database before it answers `database-busy` (ms). */
const WRITER_WAIT_MS = 500;

let dir: string;
let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-idem-busy-'));
  server = await startServer({
    port: 0,
    dataDir: dir,
    secret: 'idempotency-busy-test-secret-0123',
    writer: { busyTimeoutMs: WRITER_WAIT_MS },
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `sql` on its own connection (a trigger made or dropped, a count read). */
const onOther = <T>(use: (db: InstanceType<typeof Database>) => T): T => {
  const db = otherConnection(dir);
  try {
    return use(db);
  } finally {
    db.close();
  }
};

/** A trigger refusing `when` on `table` as a busy database refuses a write (or, `words`, a full disk). */
const refuse = (name: string, event: string, table: string, when: string, words = 'database is locked') =>
  onOther((db) =>
    db.exec(
      `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, '${words}'); END`,
    ),
  );
const allow = (name: string) => onOther((db) => db.exec(`DROP TRIGGER ${name}`));

const gamesNamed = (name: string): number =>
  onOther(
    (db) => (db.prepare('SELECT count(*) AS n FROM games WHERE players LIKE ?').get(`%"${name}"%`) as { n: number }).n,
  );

const post = (path: string, body: unknown, key: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });

const body = (name: string) => ({ rules: 'circuit-racer', players: [{ name }] });
const restCreate = async (name: string, key: string) => {
  const response = await post('/v1/games', body(name), key);
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json: await response.json() };
};
/** The same create over GraphQL, answered as REST's is: a status (from the error's extensions) and the game. */
const graphqlCreate = async (name: string, key: string) => {
  const response = await post(
    '/graphql',
    {
      query:
        'mutation ($input: CreateGameInput!, $key: String) { createGame(input: $input, idempotencyKey: $key) { game { id } seats { seat token } } }',
      variables: { input: body(name), key },
    },
    key,
  );
  const json: Json = await response.json();
  const error = json.errors?.[0]?.extensions;
  return error === undefined
    ? { status: 201, json: json.data.createGame }
    : { status: error.status as number, json: { code: error.code } };
};

describe.each([
  ['REST', restCreate],
  ['GraphQL', graphqlCreate],
] as const)('a keyed create over %s', (protocol, create) => {
  test('refused by a busy database: 503 database-busy; the retry once it is free creates the game, once', async () => {
    const name = `Held-${protocol}`;
    const holder = otherConnection(dir);
    let held = true;
    try {
      holder.exec('BEGIN IMMEDIATE');
      const refused = await create(name, `held-${protocol}`);
      expect(refused).toMatchObject({ status: 503, json: { code: 'database-busy' } });
      holder.exec('ROLLBACK');
      held = false;
      const retry = await create(name, `held-${protocol}`);
      expect(retry.status).toBe(201);
      const again = await create(name, `held-${protocol}`);
      expect(again.json).toEqual(retry.json);
      expect(gamesNamed(name)).toBe(1);
    } finally {
      if (held) holder.exec('ROLLBACK');
      holder.close();
    }
  });

  test("its commit refused, and the key's claim could not be given back either: the retry runs, not 409 for a minute", async () => {
    const name = `Refused-${protocol}`;
    // The create's commit is refused, and so is any write that would give a key back.
    refuse('refuse_game', 'INSERT', 'games', `NEW.players LIKE '%"${name}"%'`);
    refuse('refuse_release', 'DELETE', 'idempotent_answers', '1');
    try {
      const refused = await create(name, `refused-${protocol}`);
      expect(refused).toMatchObject({ status: 503, json: { code: 'database-busy' } });
    } finally {
      allow('refuse_game');
      allow('refuse_release');
    }
    expect(gamesNamed(name)).toBe(0);
    // The database is free again: the client's retry, a second later as Retry-After says, creates the game.
    const retry = await create(name, `refused-${protocol}`);
    expect(retry).toMatchObject({ status: 201 });
    expect(gamesNamed(name)).toBe(1);
  });

  test('created, and the write that keeps its answer refused: the client is answered its game; the retry gets it again, no second game', async () => {
    const name = `Kept-${protocol}`;
    // Whatever write of the answer comes after the create is refused.
    refuse('refuse_answer', 'UPDATE', 'idempotent_answers', '1');
    let first;
    try {
      first = await create(name, `kept-${protocol}`);
    } finally {
      allow('refuse_answer');
    }
    expect(gamesNamed(name)).toBe(1);
    expect(first.status).toBe(201);
    const retry = await create(name, `kept-${protocol}`);
    expect(retry).toEqual(first);
    expect(gamesNamed(name)).toBe(1);
  });
});

test("a create and its kept answer cannot part: the answer's write refused, no game is made either", async () => {
  const name = 'Parted';
  refuse('refuse_kept', 'INSERT', 'idempotent_answers', '1');
  try {
    expect(await restCreate(name, 'parted')).toMatchObject({ status: 503, retryAfter: '1' });
  } finally {
    allow('refuse_kept');
  }
  expect(gamesNamed(name)).toBe(0);
  const retry = await restCreate(name, 'parted');
  expect(retry.status).toBe(201);
  expect(await restCreate(name, 'parted')).toEqual(retry);
  expect(gamesNamed(name)).toBe(1);
});

test('a keyed challenge entry refused by the database: the retry enters once, and its retry gets the same token', async () => {
  const challenge = `circuit-racer-${new Date().toISOString().slice(0, 10)}`;
  const enter = async () => {
    const response = await post(`/v1/challenges/${challenge}/entries`, { name: 'Entrant' }, 'entry-busy');
    return { status: response.status, json: await response.json() };
  };
  // Its answer is written in the entry's commit: refused, no entry is made either.
  refuse('refuse_kept', 'INSERT', 'idempotent_answers', '1');
  try {
    expect(await enter()).toMatchObject({ status: 503, json: { code: 'database-busy' } });
  } finally {
    allow('refuse_kept');
  }
  expect(gamesNamed('Entrant')).toBe(0);
  refuse('refuse_entry', 'INSERT', 'challenge_entries', "NEW.name = 'Entrant'");
  refuse('refuse_release', 'DELETE', 'idempotent_answers', '1');
  try {
    expect(await enter()).toMatchObject({ status: 503, json: { code: 'database-busy' } });
  } finally {
    allow('refuse_entry');
    allow('refuse_release');
  }
  const first = await enter();
  expect(first.status).toBe(201);
  const retry = await enter();
  expect(retry).toEqual(first);
  expect(first.json.challenge.entries).toBe(1);
  expect(gamesNamed('Entrant')).toBe(1);
});

test('a keyed create refused by a full disk (GraphQL): storage-full; the retry once there is room creates the game, once', async () => {
  const name = 'Full';
  refuse('refuse_full', 'INSERT', 'games', `NEW.players LIKE '%"${name}"%'`, 'database or disk is full');
  try {
    expect(await graphqlCreate(name, 'full')).toMatchObject({ status: 503, json: { code: 'storage-full' } });
  } finally {
    allow('refuse_full');
  }
  expect(gamesNamed(name)).toBe(0);
  const retry = await graphqlCreate(name, 'full');
  expect(retry.status).toBe(201);
  expect(await graphqlCreate(name, 'full')).toEqual(retry);
  expect(gamesNamed(name)).toBe(1);
});

test('two server processes on one file, one key at once: one game, both answered it (the second commit meets the key)', async () => {
  const second = await startServer({
    port: 0,
    dataDir: dir,
    secret: 'idempotency-busy-test-secret-0123',
    writer: { busyTimeoutMs: WRITER_WAIT_MS },
  });
  try {
    const name = 'Twice';
    const create = (url: string) =>
      fetch(`${url}/v1/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'two-servers' },
        body: JSON.stringify(body(name)),
      }).then(async (r) => ({ status: r.status, json: await r.json() }));
    const [a, b] = await Promise.all([create(server.url), create(second.url)]);
    expect(a.status).toBe(201);
    expect(b).toEqual(a);
    expect(gamesNamed(name)).toBe(1);
  } finally {
    await second.close();
  }
});
