/**
 * Keyed creates on a real libsql file, at the service.
 *
 * Where the answer cannot be written in the create's own commit (the Workers' edge: its games are
 * written in their objects, the answers in the index), the key is claimed first, and the writes that
 * settle the claim (giving it back after a failure, keeping the answer after a success) are tried
 * again when the database refuses them. Here a game service with `once` built as the Workers build
 * theirs; a trigger refuses the writes a busy database would, with its own words (`database is
 * locked`), for as long as a test says.
 *
 * Where it is (node, the last test): two processes' requests with one key both run, and the one that
 * commits second writes nothing and answers the first's game.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { rulebook } from '../../src/games/index.js';
import { makeGameService, type GameService } from '../../src/service/games.js';
import { makeIdempotency } from '../../src/service/idempotency.js';
import { EventStore } from '../../src/store/event-store.js';
import { IdempotencyStore } from '../../src/store/idempotency-store.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';

/** Short waits between tries, as the defaults are (250 ms … 2 s) scaled down. */
const RETRY_MS = [20, 40, 80, 160];

let database: TestDatabase;
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(() => database.destroy());

/** A service as one Workers isolate has it: its own `once`, claiming in the shared index. */
const isolate = (): GameService =>
  makeGameService({
    store: new EventStore(database.db),
    rulebook,
    once: makeIdempotency({ store: new IdempotencyStore(database.db), clock: Date.now, retryMs: RETRY_MS }),
  });

const refuse = (name: string, event: string, table: string, when = '1') =>
  database.client.execute(
    `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, 'database is locked'); END`,
  );
const allow = (name: string) => database.client.execute(`DROP TRIGGER ${name}`);
const allowAfter = (name: string, ms: number) =>
  new Promise<void>((done) => setTimeout(() => void allow(name).then(() => done()), ms));
const count = async (sql: string): Promise<number> => Number((await database.client.execute(sql)).rows[0]![0]);

const INPUT = { rules: 'circuit-racer', players: [{ name: 'Ada' }] };

test('a create refused, its claim refused back at first: given back before the failure is answered, so the retry runs', async () => {
  const games = isolate();
  await refuse('refuse_game', 'INSERT', 'games');
  await refuse('refuse_release', 'DELETE', 'idempotent_answers');
  const released = allowAfter('refuse_release', 50);
  await expect(games.createGame(INPUT, undefined, 'refused')).rejects.toThrow(/database is locked/);
  await released;
  await allow('refuse_game');
  expect(await count('SELECT count(*) FROM idempotent_answers')).toBe(0);
  // Another isolate's retry, as the client's next request may land anywhere: it runs, once.
  const retry = await isolate().createGame(INPUT, undefined, 'refused');
  expect(retry.ok).toBe(true);
  expect(await count('SELECT count(*) FROM games')).toBe(1);
});

test('created, its answer refused at first: the client is answered its game, the answer is kept, and retries get it', async () => {
  const games = isolate();
  await refuse('refuse_answer', 'UPDATE', 'idempotent_answers');
  const allowed = allowAfter('refuse_answer', 50);
  const first = await games.createGame(INPUT, undefined, 'kept');
  expect(first.ok).toBe(true);
  // A retry in this isolate waits for the answer to be kept, and answers it.
  const retry = await games.createGame(INPUT, undefined, 'kept');
  expect(retry).toEqual(first);
  await allowed;
  // And so does one in another isolate.
  expect(await isolate().createGame(INPUT, undefined, 'kept')).toEqual(first);
  expect(await count('SELECT count(*) FROM games')).toBe(1);
});

test('created, its answer refused for good: retries are told to wait (409), never given a second game', async () => {
  const games = isolate();
  await refuse('refuse_answer', 'UPDATE', 'idempotent_answers');
  try {
    const first = await games.createGame(INPUT, undefined, 'lost');
    expect(first.ok).toBe(true);
    for (const retry of [
      await games.createGame(INPUT, undefined, 'lost'),
      await isolate().createGame(INPUT, undefined, 'lost'),
    ])
      expect(retry).toMatchObject({ ok: false, error: { code: 'idempotency-key-in-flight' } });
    expect(await count('SELECT count(*) FROM games')).toBe(1);
  } finally {
    await allow('refuse_answer');
  }
});

test('in the commit: two processes create with one key at once; one game, and both are answered it', async () => {
  /** A node process's service: its own `once`, keeping answers in its creates' commits. */
  const process = (): GameService =>
    makeGameService({
      store: new EventStore(database.db),
      rulebook,
      once: makeIdempotency({ store: new IdempotencyStore(database.db), clock: Date.now, inCommit: true }),
    });
  // Started together, both look the key up and find nothing before either commits (the same
  // turns of the event loop): one commits, the other meets the key at its commit.
  const both = Promise.all([
    process().createGame(INPUT, undefined, 'race'),
    process().createGame(INPUT, undefined, 'race'),
  ]);
  const [a, b] = await both;
  expect(a.ok).toBe(true);
  expect(b).toEqual(a);
  expect(await count('SELECT count(*) FROM games')).toBe(1);
  expect(await count('SELECT count(*) FROM idempotent_answers WHERE answer IS NOT NULL')).toBe(1);
});
