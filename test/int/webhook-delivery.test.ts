import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, test } from 'vitest';
import { nodeWebhookTransport } from '../../src/adapter/node/webhook-transport.js';
import { DEFAULT_DELIVERY, DeliveryWorker, type DeliverySettings } from '../../src/service/webhooks/delivery.js';
import { sqlDriverOf } from '../../src/store/db.js';
import { outboxInsert } from '../../src/store/outbox-sql.js';
import { WebhookStore, type WebhookRow } from '../../src/store/webhook-store.js';
import { openTestDatabase, type TestDatabase } from '../support/database.js';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

interface Received {
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** A receiver on a random port: `answer` decides each request's status from what came before. */
async function receiver(answer: (received: Received, all: readonly Received[], res: ServerResponse) => number | null) {
  const all: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const received = { headers: req.headers, body };
      all.push(received);
      const status = answer(received, all, res);
      if (status !== null) res.writeHead(status).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, all, close: () => new Promise((done) => server.close(done)) };
}

describe('webhook deliveries from the outbox', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  async function setUp(
    url: string,
    options: { allowPrivate?: boolean; settings?: Partial<DeliverySettings>; clock?: () => number } = {},
  ) {
    const database: TestDatabase = await openTestDatabase();
    cleanups.push(() => database.destroy());
    const store = new WebhookStore(database.db);
    const hook: WebhookRow = {
      id: 'wh_test00000000000000001',
      playerId: 'player-1',
      url,
      events: JSON.stringify(['turn', 'game-over']),
      secret: SECRET,
      createdAt: 0,
      failingSince: null,
      disabledAt: null,
      disabledReason: null,
    };
    await store.register(hook);
    const transport = nodeWebhookTransport({ allowPrivate: options.allowPrivate ?? true });
    const settings = { ...DEFAULT_DELIVERY, retryBaseMs: 20, pollMs: 50, ...options.settings };
    const worker = new DeliveryWorker(
      store,
      transport,
      { allowPrivate: options.allowPrivate ?? true },
      settings,
      options.clock,
    );
    cleanups.push(async () => {
      await worker.stop();
      transport.close();
    });
    const enqueue = async (key: string, type: 'turn' | 'game-over' | 'challenge-closed', now: number) => {
      const payload = JSON.stringify({ type, timestamp: new Date(now).toISOString(), data: { gameId: key } });
      await sqlDriverOf(database.db).runBatch([
        outboxInsert({ playerId: 'player-1', type, payload, createdAt: now, dueAt: now, key }),
      ]);
    };
    return { database, store, hook, worker, enqueue };
  }

  async function until(check: () => Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((done) => setTimeout(done, 20));
    }
  }

  test('a failed first attempt is retried with the same webhook-id; every signature verifies; the log shows both', async () => {
    const seen = new Map<string, number>();
    const rx = await receiver((r) => {
      const id = String(r.headers['webhook-id']);
      seen.set(id, (seen.get(id) ?? 0) + 1);
      return seen.get(id) === 1 ? 500 : 204;
    });
    cleanups.push(rx.close);
    const { store, hook, worker, enqueue } = await setUp(rx.url);
    await enqueue('k1', 'turn', Date.now());
    await enqueue('k2', 'game-over', Date.now());
    // Not subscribed to challenge-closed: no message is written for it.
    await enqueue('k3', 'challenge-closed', Date.now());
    worker.wake();
    await until(
      async () => (await store.deliveries(hook.id, 10)).every((d) => d.message.state === 'delivered'),
      'deliveries',
    );

    const verifier = new Webhook(SECRET);
    for (const r of rx.all) {
      const headers = {
        'webhook-id': String(r.headers['webhook-id']),
        'webhook-timestamp': String(r.headers['webhook-timestamp']),
        'webhook-signature': String(r.headers['webhook-signature']),
      };
      expect(() => verifier.verify(r.body, headers)).not.toThrow();
      expect(r.headers['content-type']).toBe('application/json');
    }
    expect(() =>
      verifier.verify(rx.all[0]!.body.replace('turn', 'game-over'), {
        'webhook-id': String(rx.all[0]!.headers['webhook-id']),
        'webhook-timestamp': String(rx.all[0]!.headers['webhook-timestamp']),
        'webhook-signature': String(rx.all[0]!.headers['webhook-signature']),
      }),
    ).toThrow();
    expect(rx.all).toHaveLength(4);
    expect([...seen.values()]).toEqual([2, 2]);
    expect([...seen.keys()].sort()).toEqual(['msg_k1_test00000000000000001', 'msg_k2_test00000000000000001']);

    const log = await store.deliveries(hook.id, 10);
    expect(log).toHaveLength(2);
    for (const { message, attempts } of log) {
      expect(message.attempts).toBe(2);
      expect(attempts.map((a) => [a.attempt, a.status, a.error])).toEqual([
        [1, 500, 'answered 500'],
        [2, 204, null],
      ]);
    }
    expect((await store.find('player-1', hook.id))?.failingSince).toBeNull();
  });

  test('a timeout and a redirect are failed attempts; a redirect is never followed', async () => {
    let redirected = 0;
    const target = await receiver(() => {
      redirected++;
      return 204;
    });
    cleanups.push(target.close);
    const rx = await receiver((r, all, res) => {
      if (all.length === 1) return null; // never answers: the attempt times out
      if (all.length === 2) {
        res.writeHead(307, { location: target.url }).end();
        return null;
      }
      return 204;
    });
    cleanups.push(rx.close);
    const { store, hook, worker, enqueue } = await setUp(rx.url, { settings: { timeoutMs: 200 } });
    await enqueue('slow', 'turn', Date.now());
    worker.wake();
    await until(
      async () => (await store.deliveries(hook.id, 10))[0]?.message.state === 'delivered',
      'the third attempt',
    );
    const { attempts } = (await store.deliveries(hook.id, 10))[0]!;
    expect(attempts[0]!.status).toBeNull();
    expect(attempts[0]!.error).toMatch(/200 ms|timeout|socket hang up/);
    expect(attempts[1]!.status).toBe(307);
    expect(attempts[2]!.status).toBe(204);
    expect(redirected).toBe(0);
  });

  test('an endpoint failing for a day is disabled, says why, and its pending messages are given up', async () => {
    let now = Date.parse('2026-11-26T00:00:00Z');
    const rx = await receiver(() => 503);
    cleanups.push(rx.close);
    const { store, hook, worker, enqueue } = await setUp(rx.url, { clock: () => now, settings: { retryBaseMs: 1 } });
    await enqueue('a', 'turn', now);
    worker.wake();
    await until(async () => (await store.find('player-1', hook.id))?.failingSince === now, 'the first failure');
    now += 23 * 60 * 60 * 1000;
    await enqueue('b', 'turn', now);
    worker.wake();
    await until(
      async () =>
        (await store.deliveries(hook.id, 10)).some((d) => d.attempts.length > 0 && d.message.id.startsWith('msg_b_')),
      'b tried',
    );
    expect((await store.find('player-1', hook.id))?.disabledAt).toBeNull();
    now += 60 * 60 * 1000;
    worker.wake();
    await until(async () => (await store.find('player-1', hook.id))?.disabledAt != null, 'the endpoint disabled');
    const disabled = (await store.find('player-1', hook.id))!;
    expect(disabled.disabledReason).toMatch(
      /every delivery has failed since 2026-11-26T00:00:00.000Z \(last: answered 503\)/,
    );
    expect((await store.deliveries(hook.id, 10)).map((d) => d.message.state)).toEqual(['failed', 'failed']);
    // Nothing more is written for a disabled endpoint.
    await enqueue('c', 'turn', now);
    expect(await store.deliveries(hook.id, 10)).toHaveLength(2);
  });

  test('at delivery, a URL that now reaches a refused address is not contacted (checked again each attempt)', async () => {
    const rx = await receiver(() => 204);
    cleanups.push(rx.close);
    // Registered as if it had passed the check then (its name resolved elsewhere): the row holds a loopback URL.
    const { store, hook, worker, enqueue } = await setUp(rx.url, { allowPrivate: false });
    await enqueue('r', 'turn', Date.now());
    worker.wake();
    await until(async () => ((await store.deliveries(hook.id, 10))[0]?.attempts.length ?? 0) > 0, 'an attempt');
    const { attempts, message } = (await store.deliveries(hook.id, 10))[0]!;
    expect(attempts[0]!.status).toBeNull();
    expect(attempts[0]!.error).toMatch(/not allowed as a webhook: 127\.0\.0\.1 is a loopback address/);
    expect(message.state).toBe('pending');
    expect(rx.all).toHaveLength(0);
  });
});
