/**
 * A game object's webhook deliveries (Workers: src/adapter/workers/object-webhooks.ts), run over a
 * real SQLite database that stands for both the object's storage and D1 (they share the schema):
 * what a crash between the alarm's steps leaves, and that the next alarm then sends the same
 * messages under the same ids, never new ones. The whole path in workerd is test/workerd/webhooks.test.ts.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { ObjectWebhooks } from '../../src/adapter/workers/object-webhooks.js';
import { DEFAULT_DELIVERY, type PostOutcome, type WebhookTransport } from '../../src/service/webhooks/delivery.js';
import { sqlDriverOf, type SqlDriver } from '../../src/store/db.js';
import { notificationInsert } from '../../src/store/outbox-sql.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';

let database: TestDatabase;
let driver: SqlDriver;
afterEach(() => database?.destroy());

const T0 = Date.parse('2026-11-26T09:00:00Z');

async function setUp(answer: () => PostOutcome = () => ({ status: 204 })) {
  database = await openTestDatabase();
  driver = sqlDriverOf(database.db);
  let now = T0;
  const sent: { url: string; id: string }[] = [];
  const transport: WebhookTransport = {
    post: async (url, headers) => {
      sent.push({ url: url.href, id: headers['webhook-id']! });
      return answer();
    },
  };
  let d1Down = false;
  const d1 = () => {
    if (d1Down) throw new Error('D1 unreachable');
    return { db: database.db, driver: driver };
  };
  let rescheduled = 0;
  const hooks = new ObjectWebhooks(
    database.db,
    driver,
    d1,
    { allowPrivate: false, delivery: { ...DEFAULT_DELIVERY, retryBaseMs: 1000 } },
    transport,
    async () => void rescheduled++,
    () => now,
  );
  const endpoint = async (id: string, playerId: string, events = '["turn"]') =>
    database.client.execute({
      sql: 'INSERT INTO webhooks (id, player_id, url, events, secret, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      args: [id, playerId, `https://hooks.example.com/${id}`, events, 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', T0],
    });
  const notify = async (key: string, playerId: string, dueAt = now) => {
    const s = notificationInsert({ key, playerId, type: 'turn', payload: '{"type":"turn"}', createdAt: now, dueAt });
    await driver.runBatch([s]);
  };
  const rows = async (sql: string) => (await database.client.execute(sql)).rows.map((r) => ({ ...r }));
  return {
    hooks,
    sent,
    endpoint,
    notify,
    rows,
    at: (t: number) => (now = t),
    d1Down: (down: boolean) => (d1Down = down),
    rescheduled: () => rescheduled,
  };
}

describe("a game object's webhook outbox", () => {
  test('a notification goes to each endpoint of its player that wants it, then leaves the outbox', async () => {
    const t = await setUp();
    await t.endpoint('wh_aaaaaaaaaaaaaaaaaaaa', 'ada');
    await t.endpoint('wh_bbbbbbbbbbbbbbbbbbbb', 'ada', '["game-over"]');
    await t.endpoint('wh_cccccccccccccccccccc', 'bo');
    await t.notify('k1', 'ada');
    expect(await t.hooks.nextWake()).toBe(T0);
    await t.hooks.deliver();
    expect(t.sent).toEqual([
      { url: 'https://hooks.example.com/wh_aaaaaaaaaaaaaaaaaaaa', id: 'msg_k1_aaaaaaaaaaaaaaaaaaaa' },
    ]);
    expect(await t.rows('SELECT id, state, attempts FROM webhook_messages')).toEqual([
      { id: 'msg_k1_aaaaaaaaaaaaaaaaaaaa', state: 'delivered', attempts: 1 },
    ]);
    expect(await t.rows('SELECT key FROM webhook_notifications')).toEqual([]);
    expect(await t.hooks.nextWake()).toBeNull();
    expect(t.rescheduled()).toBe(1); // the lease, before the attempt
  });

  test('a notification nobody wants is dropped without a message; one not yet due waits', async () => {
    const t = await setUp();
    await t.notify('k1', 'nobody');
    await t.notify('k2', 'ada', T0 + 60_000);
    await t.hooks.deliver();
    expect(t.sent).toEqual([]);
    expect(await t.rows('SELECT key FROM webhook_notifications')).toEqual([{ key: 'k2' }]);
    expect(await t.hooks.nextWake()).toBe(T0 + 60_000);
    expect(t.rescheduled()).toBe(0);
  });

  test('expanded again after a crash (before it was marked): no new message, the same id', async () => {
    const t = await setUp();
    await t.endpoint('wh_aaaaaaaaaaaaaaaaaaaa', 'ada');
    await t.notify('k1', 'ada');
    await t.hooks.deliver();
    // As if the object had ended after writing to D1 and before marking its row, and the attempt
    // had never been recorded: the row is back as it was, the message pending.
    await t.notify('k2', 'ada'); // keeps the store busy with another row too
    await database.client.execute("UPDATE webhook_messages SET state = 'pending', attempts = 0");
    await database.client.execute('DELETE FROM webhook_attempts');
    await database.client.execute(
      `INSERT INTO webhook_notifications (key, player_id, type, payload, created_at, wake_at) VALUES ('k1', 'ada', 'turn', '{"type":"turn"}', ${T0}, ${T0})`,
    );
    await t.hooks.deliver();
    expect(t.sent.map((s) => s.id).sort()).toEqual([
      'msg_k1_aaaaaaaaaaaaaaaaaaaa',
      'msg_k1_aaaaaaaaaaaaaaaaaaaa',
      'msg_k2_aaaaaaaaaaaaaaaaaaaa',
    ]);
    expect((await t.rows('SELECT id FROM webhook_messages ORDER BY id')).map((r) => r.id)).toEqual([
      'msg_k1_aaaaaaaaaaaaaaaaaaaa',
      'msg_k2_aaaaaaaaaaaaaaaaaaaa',
    ]);
    expect(await t.rows("SELECT id FROM webhook_messages WHERE state != 'delivered'")).toEqual([]);
    expect(await t.rows('SELECT key FROM webhook_notifications')).toEqual([]);
  });

  test('an endpoint registered after the expansion is not told of it', async () => {
    const t = await setUp(() => ({ status: 500 }));
    await t.endpoint('wh_aaaaaaaaaaaaaaaaaaaa', 'ada');
    await t.notify('k1', 'ada');
    await t.hooks.deliver();
    await t.endpoint('wh_dddddddddddddddddddd', 'ada');
    t.at(T0 + 1000);
    await t.hooks.deliver();
    expect(t.sent.map((s) => s.id)).toEqual(['msg_k1_aaaaaaaaaaaaaaaaaaaa', 'msg_k1_aaaaaaaaaaaaaaaaaaaa']);
  });

  test('a failed attempt waits for its backoff; the row wakes then; success ends it', async () => {
    let status = 500;
    const t = await setUp(() => ({ status }));
    await t.endpoint('wh_aaaaaaaaaaaaaaaaaaaa', 'ada');
    await t.notify('k1', 'ada');
    await t.hooks.deliver();
    expect(await t.hooks.nextWake()).toBe(T0 + 1000);
    t.at(T0 + 999);
    await t.hooks.deliver();
    expect(t.sent).toHaveLength(1);
    status = 204;
    t.at(T0 + 1000);
    await t.hooks.deliver();
    expect(t.sent).toHaveLength(2);
    expect(await t.rows('SELECT attempt, status FROM webhook_attempts ORDER BY attempt')).toEqual([
      { attempt: 1, status: 500 },
      { attempt: 2, status: 204 },
    ]);
    expect(await t.hooks.nextWake()).toBeNull();
  });

  test('with D1 unreachable nothing is lost: the row waits the retry base and is sent then', async () => {
    const t = await setUp();
    await t.endpoint('wh_aaaaaaaaaaaaaaaaaaaa', 'ada');
    await t.notify('k1', 'ada');
    t.d1Down(true);
    await t.hooks.deliver();
    expect(t.sent).toEqual([]);
    expect(await t.hooks.nextWake()).toBe(T0 + 1000);
    t.d1Down(false);
    t.at(T0 + 1000);
    await t.hooks.deliver();
    expect(t.sent.map((s) => s.id)).toEqual(['msg_k1_aaaaaaaaaaaaaaaaaaaa']);
  });
});
