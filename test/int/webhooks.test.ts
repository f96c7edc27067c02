/**
 * Webhooks end to end on the node server: players register endpoints, play, and a receiver in the
 * test is told of every turn and game end, signed (Standard Webhooks, verified with the library),
 * retried under the same `webhook-id` after the receiver fails the first attempt, and logged. A
 * server killed with SIGKILL between the moves and their deliveries loses none of them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, test } from 'vitest';
import { decide } from '../../src/games/carbondale/bot.js';
import { carbondale } from '../../src/games/carbondale/index.js';
import { startServer } from '../../src/server.js';
import { DEFAULT_DELIVERY } from '../../src/service/webhooks/delivery.js';
import { simplePolicy, type CrMove } from '../support/circuit-racer-policy.js';
import { spawnServer } from '../support/server-process.js';

type Json = any;

interface Delivery {
  readonly path: string;
  readonly id: string;
  readonly body: Json;
}

/**
 * A receiver: `mode()` says how it answers now (`fail-first`: 500 to the first attempt of each
 * message, then 204; `ok`; `hang`: no answer). It verifies every signature with the secret of the
 * path's endpoint (`secrets`) and keeps each message that verified.
 */
async function receiver(mode: () => 'fail-first' | 'ok' | 'hang') {
  const secrets = new Map<string, string>();
  const attempts = new Map<string, number>();
  const delivered: Delivery[] = [];
  const badSignatures: string[] = [];
  const hanging: (() => void)[] = [];
  let requests = 0;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      requests++;
      const id = String(req.headers['webhook-id']);
      try {
        new Webhook(secrets.get(req.url!)!).verify(text, {
          'webhook-id': id,
          'webhook-timestamp': String(req.headers['webhook-timestamp']),
          'webhook-signature': String(req.headers['webhook-signature']),
        });
      } catch (error) {
        badSignatures.push(`${id}: ${String(error)}`);
      }
      const how = mode();
      if (how === 'hang') {
        hanging.push(() => res.destroy());
        return;
      }
      const n = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, n);
      if (how === 'fail-first' && n === 1) return void res.writeHead(500).end();
      if (!delivered.some((d) => d.id === id)) delivered.push({ path: req.url!, id, body: JSON.parse(text) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    secrets,
    attempts,
    delivered,
    badSignatures,
    requests: () => requests,
    close: () => {
      hanging.splice(0).forEach((h) => h());
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    },
  };
}

const call = async (url: string, method: string, path: string, token?: string, body?: unknown): Promise<Json> => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text === '' ? null : JSON.parse(text);
};

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

/** Two players with an endpoint each on `rx`, in a Carbondale game they both sit in. */
async function twoPlayers(url: string, rx: Awaited<ReturnType<typeof receiver>>) {
  const [ada, bo] = await Promise.all(
    ['Ada', 'Bo'].map((handle) => call(url, 'POST', '/v1/players', undefined, { handle })),
  );
  const hooks = [];
  for (const [who, name] of [
    [ada, 'ada'],
    [bo, 'bo'],
  ] as const) {
    const hook = await call(url, 'POST', '/v1/me/webhooks', who.token, {
      url: `${rx.base}/${name}`,
      events: ['turn', 'game-over'],
    });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    rx.secrets.set(`/${name}`, hook.secret);
    hooks.push(hook);
  }
  const created = await call(url, 'POST', '/v1/games', ada.token, {
    rules: 'carbondale',
    players: [{ me: true }, { open: true }],
  });
  const id: string = created.game.id;
  await call(url, 'POST', `/v1/games/${id}/join`, bo.token, {});
  return { ada, bo, hooks, id, tokens: [ada.token as string, bo.token as string] };
}

/**
 * Plays `moves` moves of the game with Carbondale's bot (fewer once `turns` turns are owed), and answers the turns the webhooks owe:
 * each time a seat becomes due that was not due at the version before (the join that started the
 * game included), one `turn` to that seat's player, at that version.
 */
async function playCarbondale(url: string, id: string, tokens: readonly string[], moves: number, turns = Infinity) {
  const owed: { seat: number; version: number }[] = [];
  let before: number[] = [];
  for (let i = 0; ; i++) {
    const seen = await call(url, 'GET', `/v1/games/${id}`);
    const due: number[] = seen.status === 'active' ? seen.pending.players : [];
    for (const seat of due) if (!before.includes(seat)) owed.push({ seat, version: seen.version });
    before = due;
    if (i === moves || due.length === 0 || owed.length >= turns) return owed;
    const seat = due[0]!;
    const game = await call(url, 'GET', `/v1/games/${id}`, tokens[seat - 1]);
    const move = decide(carbondale.content, game.view, seat, game.legalMoves);
    await call(url, 'POST', `/v1/games/${id}/moves`, tokens[seat - 1], { move, expectedVersion: game.version });
  }
}

describe('webhooks on the node server', () => {
  const cleanups: (() => unknown)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  test('every turn and the game end reach the receiver, signed; the first attempt fails and is retried with the same webhook-id; the log shows it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rolltape-webhooks-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const rx = await receiver(() => 'fail-first');
    cleanups.push(rx.close);
    const server = await startServer({
      port: 0,
      dataDir: dir,
      secret: 'webhook-test-secret-0123456',
      webhooks: { allowPrivate: true, delivery: { ...DEFAULT_DELIVERY, retryBaseMs: 50 } },
    });
    cleanups.push(() => server.close());

    const { ada, bo, hooks, id, tokens } = await twoPlayers(server.url, rx);
    const owed = await playCarbondale(server.url, id, tokens, 40);
    expect(new Set(owed.map((o) => o.seat))).toEqual(new Set([1, 2]));

    // A solo game of Ada's, played to its end: a turn when it starts, then game-over.
    const solo = await call(server.url, 'POST', '/v1/games', ada.token, {
      rules: 'circuit-racer',
      players: [{ me: true }],
    });
    for (let game = solo.game; game.status !== 'over';) {
      const move = simplePolicy(game.legalMoves as CrMove[]);
      game = (await call(server.url, 'POST', `/v1/games/${solo.game.id}/moves`, ada.token, { move })).game;
    }
    const final = await call(server.url, 'GET', `/v1/games/${solo.game.id}`);

    const want = owed.length + 2;
    await until(() => rx.delivered.length >= want, `${want} deliveries`);
    await new Promise((done) => setTimeout(done, 300)); // nothing more should come
    expect(rx.badSignatures).toEqual([]);
    expect(rx.delivered).toHaveLength(want);

    const turns = rx.delivered.filter((d) => d.body.data.gameId === id);
    expect(turns.map((d) => [d.path, d.body.type, d.body.data.seat, d.body.data.version]).sort()).toEqual(
      owed.map((o) => [o.seat === 1 ? '/ada' : '/bo', 'turn', o.seat, o.version]).sort(),
    );
    for (const d of turns) expect(d.body.data).toMatchObject({ rules: 'carbondale', deadline: null });
    const soloMessages = rx.delivered.filter((d) => d.body.data.gameId === solo.game.id);
    expect(soloMessages.map((d) => [d.path, d.body.type])).toEqual([
      ['/ada', 'turn'],
      ['/ada', 'game-over'],
    ]);
    expect(soloMessages[1]!.body.data).toMatchObject({ seat: 1, version: final.version, standings: final.standings });
    // Every message was tried twice (500, then 2xx) under one webhook-id.
    for (const d of rx.delivered) expect(rx.attempts.get(d.id)).toBe(2);

    const log = await call(server.url, 'GET', `/v1/me/webhooks/${hooks[1].id}/deliveries`, bo.token);
    expect(log.deliveries).toHaveLength(turns.filter((d) => d.path === '/bo').length);
    for (const entry of log.deliveries) {
      expect(entry.state).toBe('delivered');
      expect(entry.attempts.map((a: Json) => a.status)).toEqual([500, 204]);
      expect(entry.attempts[0].error).toBe('answered 500');
      expect(rx.delivered.find((d) => d.id === entry.id)?.body).toEqual(entry.payload);
    }
    const listed = await call(server.url, 'GET', '/v1/me/webhooks', ada.token);
    expect(listed.webhooks).toEqual([
      expect.objectContaining({ id: hooks[0].id, status: 'enabled', failingSince: null }),
    ]);
    expect(listed.webhooks[0].secret).toBeUndefined();
  }, 120_000);

  test('SIGKILL after the moves and before their deliveries loses none: the restarted server delivers them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rolltape-webhooks-crash-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    let mode: 'hang' | 'ok' = 'hang';
    const rx = await receiver(() => mode);
    cleanups.push(rx.close);

    const first = await spawnWebhookServer(dir);
    cleanups.push(() => first.child.kill('SIGKILL'));
    const { id, tokens } = await twoPlayers(first.url, rx);
    // Until three turns are owed: how many moves a turn takes depends on the game's cards (12 moves once gave two).
    const owed = await playCarbondale(first.url, id, tokens, 60, 3);
    expect(owed.length).toBeGreaterThanOrEqual(3);
    // The first deliveries are on the wire, unanswered, when the server dies.
    await until(() => rx.requests() > 0, 'a first attempt');
    expect(rx.delivered).toHaveLength(0);
    first.child.kill('SIGKILL');
    await new Promise((done) => first.child.once('exit', done));

    mode = 'ok';
    const second = await spawnWebhookServer(dir);
    cleanups.push(() => second.child.kill('SIGKILL'));
    await until(() => rx.delivered.length >= owed.length, `${owed.length} deliveries after the restart`);
    await new Promise((done) => setTimeout(done, 300));
    expect(rx.badSignatures).toEqual([]);
    expect(rx.delivered.map((d) => [d.body.data.seat, d.body.data.version]).sort()).toEqual(
      owed.map((o) => [o.seat, o.version]).sort(),
    );
  }, 120_000);
});

/** `src/server.ts` as its own process (so it can be killed), webhooks to private addresses allowed, retries fast. */
const spawnWebhookServer = (dir: string) =>
  spawnServer({
    ROLLTAPE_DATA_DIR: dir,
    ROLLTAPE_SECRET: 'webhook-crash-secret-012345',
    ROLLTAPE_WEBHOOKS_ALLOW_PRIVATE: 'on',
    ROLLTAPE_WEBHOOK_RETRY_BASE_MS: '50',
  });
