/**
 * Webhooks on Workers: endpoints and their delivery log in D1, the outbox in each game's object
 * (written with its events), delivered by the object's alarm. The receiver is a stub of the
 * runtime's outbound `fetch` for `hooks.example.com` (the objects share this isolate); D1 and the
 * objects' storage are real.
 */
import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { decide } from '../../src/games/carbondale/bot.js';
import { workerHandler, type Env } from '../../src/worker.js';
import { carbondale } from '../../src/games/carbondale/index.js';
import {
  clearOfWindowEdge,
  bearer,
  createRacer,
  d1All,
  get,
  json,
  objectAll,
  post,
  request,
  type Json,
} from './helpers.js';

const HOOKS = 'https://hooks.example.com';

interface Received {
  readonly path: string;
  readonly id: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** How the stub answers the next request: a status, or never. */
type Answer = number | 'hang';

let received: Received[] = [];
let answers: Answer[] = [];

beforeEach(() => {
  received = [];
  answers = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input as RequestInfo, init);
    const url = new URL(req.url);
    if (url.origin !== HOOKS) return real(input as RequestInfo, init);
    received.push({
      path: url.pathname,
      id: req.headers.get('webhook-id')!,
      headers: Object.fromEntries(req.headers),
      body: await req.text(),
    });
    const answer = answers.shift() ?? 204;
    // Never answered: only the object's end (or the attempt's timeout) ends it.
    if (answer === 'hang') return new Promise<Response>(() => undefined);
    return new Response(null, { status: answer });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function until<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  what: string,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

let handles = 0;
async function newPlayer(): Promise<{ id: string; token: string }> {
  const response = await post('/v1/players', { handle: `Hook W${++handles}` });
  expect(response.status).toBe(201);
  const body = await json(response);
  return { id: body.player.id, token: body.token };
}

async function register(token: string, path: string, events = ['turn', 'game-over']): Promise<Json> {
  const response = await post('/v1/me/webhooks', { url: `${HOOKS}${path}`, events }, bearer(token));
  expect(response.status).toBe(201);
  return json(response);
}

/** Ada and Bo, each with an endpoint, in a Carbondale game Bo's join starts. */
async function twoPlayers() {
  const [ada, bo] = [await newPlayer(), await newPlayer()];
  const hooks = { ada: await register(ada.token, '/ada'), bo: await register(bo.token, '/bo') };
  const created = await json(
    await post('/v1/games', { rules: 'carbondale', players: [{ me: true }, { open: true }] }, bearer(ada.token)),
  );
  const id: string = created.game.id;
  expect((await post(`/v1/games/${id}/join`, {}, bearer(bo.token))).status).toBe(200);
  return { ada, bo, hooks, id, tokens: [ada.token, bo.token] };
}

/** Moves the due seat once with Carbondale's bot; answers the game after it. */
async function moveOnce(id: string, tokens: readonly string[]): Promise<Json> {
  const seen = await json(await get(`/v1/games/${id}`));
  const seat: number = seen.pending.players[0];
  const game = await json(await get(`/v1/games/${id}`, bearer(tokens[seat - 1]!)));
  const move = decide(carbondale.content, game.view, seat, game.legalMoves);
  const made = await post(`/v1/games/${id}/moves`, { move, expectedVersion: game.version }, bearer(tokens[seat - 1]!));
  expect(made.status).toBe(200);
  return (await json(made)).game;
}

const verify = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, {
    'webhook-id': r.headers['webhook-id']!,
    'webhook-timestamp': r.headers['webhook-timestamp']!,
    'webhook-signature': r.headers['webhook-signature']!,
  }) as Json;

describe('workerd: webhooks', () => {
  test('register, list, show, the empty log, delete', async () => {
    const ada = await newPlayer();
    const made = await register(ada.token, '/crud');
    expect(made).toMatchObject({
      id: expect.stringMatching(/^wh_[0-9a-z]{20}$/),
      secret: expect.stringMatching(/^whsec_/),
      url: `${HOOKS}/crud`,
      status: 'enabled',
    });
    const listed = await json(await get('/v1/me/webhooks', bearer(ada.token)));
    expect(listed.webhooks.map((w: Json) => w.id)).toEqual([made.id]);
    expect(listed.webhooks[0].secret).toBeUndefined();
    expect((await json(await get(`/v1/me/webhooks/${made.id}`, bearer(ada.token)))).id).toBe(made.id);
    expect((await json(await get(`/v1/me/webhooks/${made.id}/deliveries`, bearer(ada.token)))).deliveries).toEqual([]);
    expect((await d1All('SELECT id FROM webhooks WHERE player_id = ?', ada.id)).length).toBe(1);
    expect((await request('DELETE', `/v1/me/webhooks/${made.id}`, undefined, bearer(ada.token))).status).toBe(204);
    const gone = await get(`/v1/me/webhooks/${made.id}`, bearer(ada.token));
    expect(gone.status).toBe(404);
    expect((await json(gone)).code).toBe('webhook-not-found');
  });

  test('401 without a personal token, 403 without the webhooks scope', async () => {
    const body = { url: `${HOOKS}/x`, events: ['turn'] };
    const none = await post('/v1/me/webhooks', body);
    expect(none.status).toBe(401);
    expect((await json(none)).code).toBe('token-required');
    const seat = await createRacer();
    const bySeat = await get('/v1/me/webhooks', bearer(seat.token));
    expect(bySeat.status).toBe(401);
    expect((await json(bySeat)).code).toBe('not-a-personal-token');
    const ada = await newPlayer();
    const reader = (await json(await post('/v1/me/tokens', { scopes: ['read', 'play'] }, bearer(ada.token)))).secret;
    const refused = await post('/v1/me/webhooks', body, bearer(reader));
    expect(refused.status).toBe(403);
    expect((await json(refused)).code).toBe('insufficient-scope');
    expect((await json(await get('/v1/me/webhooks', bearer(ada.token)))).webhooks).toEqual([]);
  });

  test.each([
    'http://127.0.0.1:8080/hook',
    'http://10.0.0.1/hook',
    'http://192.168.1.20/hook',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/hook',
    'http://[fd00::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://0x7f.1/hook',
    'http://localhost/hook',
    'https://db.internal/hook',
    'http://intranet/hook',
  ])('%s is refused: 400 webhook-url-not-allowed, nothing registered', async (url) => {
    const ada = await newPlayer();
    const response = await post('/v1/me/webhooks', { url, events: ['turn'] }, bearer(ada.token));
    expect(response.status).toBe(400);
    expect((await json(response)).code).toBe('webhook-url-not-allowed');
    expect(await d1All('SELECT id FROM webhooks WHERE player_id = ?', ada.id)).toEqual([]);
  });

  test("a move that makes it the other player's turn reaches their endpoint, signed; a failed first attempt is retried with the same webhook-id; the log shows both", async () => {
    const { ada, bo, hooks, id, tokens } = await twoPlayers();
    const players = [
      { ...ada, hook: hooks.ada, path: '/ada' },
      { ...bo, hook: hooks.bo, path: '/bo' },
    ];
    // The first turn began with Bo's join: delivered by the object's alarm.
    const firstSeat: number = (await json(await get(`/v1/games/${id}`))).pending.players[0];
    const [starter, other] = firstSeat === 1 ? players : [players[1]!, players[0]!];
    const first = await until(() => received.find((r) => r.path === starter!.path), 'the first turn');
    expect(verify(starter!.hook.secret, first)).toMatchObject({ type: 'turn', data: { gameId: id, seat: firstSeat } });
    const otherSeat = 3 - firstSeat;
    answers = [500];
    let game: Json;
    do game = await moveOnce(id, tokens);
    while (game.status === 'active' && !game.pending.players.includes(otherSeat));
    const attempts = await until(() => {
      const bos = received.filter((r) => r.path === other!.path);
      return bos.length >= 2 && bos;
    }, 'the other turn, twice');
    expect(attempts[0]!.id).toBe(attempts[1]!.id);
    expect(attempts[0]!.id).toMatch(/^msg_[0-9a-f]{20}_[0-9a-z]{20}$/);
    expect(attempts[1]!.headers['webhook-signature']).toMatch(/^v1,/);
    const payload = verify(other!.hook.secret, attempts[1]!);
    expect(payload).toMatchObject({
      type: 'turn',
      data: { gameId: id, rules: 'carbondale', seat: otherSeat, version: game.version, deadline: null },
    });
    const log = await until(async () => {
      const body = await json(await get(`/v1/me/webhooks/${other!.hook.id}/deliveries`, bearer(other!.token)));
      return body.deliveries[0]?.state === 'delivered' && body;
    }, 'the log to say delivered');
    expect(log.deliveries).toHaveLength(1);
    expect(log.deliveries[0]).toMatchObject({ id: attempts[0]!.id, type: 'turn', payload });
    expect(log.deliveries[0].attempts.map((a: Json) => [a.attempt, a.status, a.error])).toEqual([
      [1, 500, 'answered 500'],
      [2, 204, null],
    ]);
    // Delivered: the object's outbox holds nothing more for it.
    await until(
      async () => (await objectAll(id, 'SELECT key FROM webhook_notifications')).length === 0,
      'an empty outbox',
    );
    expect((await json(await get('/v1/me/webhooks', bearer(other!.token)))).webhooks[0].failingSince).toBeNull();
  });

  test('the object reset while the first attempt is on the wire loses nothing: the alarm sends it again, same webhook-id', async () => {
    answers = ['hang'];
    const { ada, bo, hooks, id } = await twoPlayers();
    const firstSeat: number = (await json(await get(`/v1/games/${id}`))).pending.players[0];
    const [who, hook, path] = firstSeat === 1 ? [ada, hooks.ada, '/ada'] : [bo, hooks.bo, '/bo'];
    const wire = await until(() => received.find((r) => r.path === path), 'the first attempt');
    // Committed, expanded into D1, unanswered and unrecorded when the object goes.
    expect(await d1All('SELECT attempts, state FROM webhook_messages WHERE id = ?', wire.id)).toEqual([
      { attempts: 0, state: 'pending' },
    ]);
    await abortAllDurableObjects();
    // The round's lease stands in the new object's storage: its alarm wakes it once the lost attempt
    // would have timed out. (Miniflare does not fire an alarm of an object aborted mid-alarm; the
    // platform retries it: here the test runs it when it is due.)
    const stub = env.GAMES.get(env.GAMES.idFromName(id));
    const alarmAt = await runInDurableObject(stub, (_i, state) => state.storage.getAlarm());
    const [held] = await objectAll(id, 'SELECT wake_at FROM webhook_notifications');
    expect(alarmAt).toBe(held.wake_at);
    expect(alarmAt).toBeGreaterThan(Date.now());
    await new Promise((done) => setTimeout(done, alarmAt! - Date.now() + 50));
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const again = await until(
      () => received.filter((r) => r.path === path).length >= 2 && received.filter((r) => r.path === path),
      'the attempt after the reset',
      30_000,
    );
    expect(again.map((r) => r.id)).toEqual([wire.id, wire.id]);
    expect(verify(hook.secret, again[1]!)).toMatchObject({ type: 'turn', data: { gameId: id, seat: firstSeat } });
    const log = await until(async () => {
      const body = await json(await get(`/v1/me/webhooks/${hook.id}/deliveries`, bearer(who.token)));
      return body.deliveries[0]?.state === 'delivered' && body;
    }, 'the log to say delivered');
    expect(log.deliveries.map((d: Json) => d.id)).toEqual([wire.id]);
  });

  test("a player's challenge entry: challenge-closed waits in the entry's object until the day closes, then is delivered", async () => {
    const cy = await newPlayer();
    const hook = await register(cy.token, '/cy', ['challenge-closed']);
    const daily = await json(await get('/v1/challenges/daily'));
    const challenge = daily.challenges.find((c: Json) => c.rules === 'circuit-racer');
    const entered = await post(`/v1/challenges/${challenge.id}/entries`, {}, bearer(cy.token));
    expect(entered.status).toBe(201);
    const gameId: string = (await json(entered)).game.id;
    const closesAt = Date.parse(`${challenge.date}T00:00:00Z`) + 24 * 60 * 60 * 1000;
    // The entry's start told its turn too (which Cy's endpoint does not want: expanded to nothing, dropped).
    const held = await until(async () => {
      const rows = await objectAll(gameId, 'SELECT type, wake_at FROM webhook_notifications');
      return rows.length === 1 && rows;
    }, 'only the close to be held');
    expect(held).toEqual([{ type: 'challenge-closed', wake_at: closesAt }]);
    const stub = env.GAMES.get(env.GAMES.idFromName(gameId));
    expect(await runInDurableObject(stub, (_i, state) => state.storage.getAlarm())).toBe(closesAt);
    // Nothing before the close: the day is hours away, so the test brings the close to now.
    expect(received.filter((r) => r.path === '/cy')).toEqual([]);
    await runInDurableObject(stub, (_i, state) => {
      state.storage.sql.exec('UPDATE webhook_notifications SET wake_at = ?', Date.now());
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const got = await until(() => received.find((r) => r.path === '/cy'), 'challenge-closed');
    expect(verify(hook.secret, got)).toMatchObject({
      type: 'challenge-closed',
      data: {
        challengeId: challenge.id,
        gameId,
        seat: 1,
        closedAt: new Date(closesAt).toISOString(),
        leaderboard: `/v1/challenges/${challenge.id}/leaderboard`,
      },
    });
    expect(await objectAll(gameId, 'SELECT key FROM webhook_notifications')).toEqual([]);
  });

  test('registering takes the create quota, as on node: with 3 a minute, a player and two endpoints, then 429', async () => {
    const handler = workerHandler();
    const limited = { ...(env as unknown as Env), ROLLTAPE_RATE_LIMIT_CREATE: '3/60' } as Env;
    await clearOfWindowEdge(60);
    const send = (path: string, body: unknown, token?: string) =>
      handler.fetch(
        new Request(`https://rolltape.test${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'cf-connecting-ip': '203.0.113.31',
            ...(token && bearer(token)),
          },
          body: JSON.stringify(body),
        }),
        limited,
        {},
      );
    const made = await send('/v1/players', { handle: 'Hook Quota' });
    expect(made.status).toBe(201);
    const { token } = await json(made);
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await send('/v1/me/webhooks', { url: `${HOOKS}/q${i}`, events: ['turn'] }, token)).status);
    expect(statuses).toEqual([201, 201, 429]);
    expect((await json(await get('/v1/me/webhooks', bearer(token)))).webhooks).toHaveLength(2);
  });

  test('an endpoint failing for a day is disabled and says so; its pending messages are given up', async () => {
    const dee = await newPlayer();
    const hook = await register(dee.token, '/dee');
    const dayAndMore = Date.now() - 24 * 60 * 60 * 1000 - 1000;
    await env.DB.prepare('UPDATE webhooks SET failing_since = ? WHERE id = ?').bind(dayAndMore, hook.id).run();
    answers = [503];
    // A solo game of Dee's: its start is Dee's turn.
    const created = await post('/v1/games', { rules: 'circuit-racer', players: [{ me: true }] }, bearer(dee.token));
    expect(created.status).toBe(201);
    const gameId: string = (await json(created)).game.id;
    const shown = await until(async () => {
      const body = await json(await get(`/v1/me/webhooks/${hook.id}`, bearer(dee.token)));
      return body.status === 'disabled' && body;
    }, 'the endpoint disabled');
    expect(shown.disabledReason).toMatch(/^disabled .*: every delivery has failed since .* \(last: answered 503\)$/);
    const log = await json(await get(`/v1/me/webhooks/${hook.id}/deliveries`, bearer(dee.token)));
    expect(log.deliveries.map((d: Json) => [d.state, d.attempts.length])).toEqual([['failed', 1]]);
    await until(
      async () => (await objectAll(gameId, 'SELECT key FROM webhook_notifications')).length === 0,
      'an empty outbox',
    );
    expect(received.filter((r) => r.path === '/dee')).toHaveLength(1);
  });
});
