import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { directRest } from '../../src/adapter/node/direct-rest.js';
import { createApp } from '../../src/api/app.js';
import type { RateLimiter } from '../../src/service/quotas/quota.js';
import { MemoryRateLimitStore } from '../../src/service/quotas/store.js';
import { openTestApp } from '../support/database.js';
import {
  listenRaw as listen,
  sendRaw as send,
  type RawAnswer as Answer,
  type RawRequest as Sent,
} from '../support/raw-http.js';
import { checkedAgainstOpenapi } from '../support/openapi-answers.js';

/**
 * Node's direct path for a move and a read of a game (src/adapter/node/direct-rest.ts) against the
 * hono route it stands in for: the same request to a server of each kind, over one app and one
 * database, gets the same status, headers and bytes. Counters tell which requests the direct path
 * answered itself, so a case that silently fell through to hono cannot pass as the direct path's.
 */

/** Both servers over one app: `hono` as `serve` runs it, `direct` with the direct path in front. */
async function servers(limiter?: () => RateLimiter) {
  const opened = await openTestApp();
  const counted = { app: 0, handedBack: 0 };
  const make = async (rateLimiter: RateLimiter | undefined) => {
    const app = createApp(() => opened.services, { rateLimiter: () => rateLimiter });
    const honoListener = getRequestListener(app.fetch);
    const [hono, honoPort] = await listen(honoListener);
    const [direct, directPort] = await listen(
      directRest(
        {
          services: opened.services,
          limiter: rateLimiter,
          fetch: (request, env) => (counted.handedBack++, app.fetch(request, env)),
        },
        (incoming, outgoing) => (counted.app++, honoListener(incoming, outgoing)),
      ),
    );
    return { app, hono, honoPort, direct, directPort };
  };
  // With limits, each server counts its own (same policies, same clock), so the nth request to each sees the same count.
  const a = await make(limiter?.());
  const b = limiter === undefined ? a : await make(limiter());
  return {
    app: checkedAgainstOpenapi(a.app),
    counted,
    viaHono: (sent: Sent) => send(a.honoPort, sent),
    viaDirect: (sent: Sent) => send(b.directPort, sent),
    close: async () => {
      for (const s of [a.hono, a.direct, b.hono, b.direct]) await new Promise((closed) => s.close(closed));
      await opened.database.destroy();
    },
  };
}

type Servers = Awaited<ReturnType<typeof servers>>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sandbox = { sandbox: { rolls: { 'circuit1.turn1.roll': [6, 5, 4, 3, 2, 1] } } };

async function createRacer(s: Servers) {
  const created = await s.viaHono({
    method: 'POST',
    path: '/v1/games',
    body: JSON.stringify({ rules: 'circuit-racer', players: [{ name: 'Ada' }], ...sandbox }),
  });
  expect(created.status).toBe(201);
  const body = JSON.parse(created.body);
  return { id: body.game.id as string, token: body.seats[0].token as string, game: body.game };
}

/** The same request to both; their answers must be equal, and `expected` says who answered on the direct server. */
async function same(s: Servers, sent: Sent, expected: 'direct' | 'handed back' | 'app'): Promise<Answer> {
  const before = { ...s.counted };
  const fromHono = await s.viaHono(sent);
  const fromDirect = await s.viaDirect(sent);
  expect(fromDirect).toEqual(fromHono);
  expect({ app: s.counted.app - before.app, handedBack: s.counted.handedBack - before.handedBack }).toEqual({
    app: expected === 'app' ? 1 : 0,
    handedBack: expected === 'handed back' ? 1 : 0,
  });
  return fromDirect;
}

describe('direct path of moves and reads: the same answers as the hono routes', () => {
  let s: Servers;
  beforeAll(async () => {
    s = await servers();
  });
  afterAll(() => s?.close());

  test('reads: seat, spectator, 304, stale ETag, bad and unknown tokens, missing game', async () => {
    const { id, token, game } = await createRacer(s);
    const path = `/v1/games/${id}`;
    const seat = await same(s, { method: 'GET', path, headers: bearer(token) }, 'direct');
    expect(seat.status).toBe(200);
    expect(JSON.parse(seat.body).legalMoves.length).toBeGreaterThan(0);
    await same(s, { method: 'GET', path }, 'direct');
    const etag = `"${game.version}"`;
    expect((await same(s, { method: 'GET', path, headers: { 'if-none-match': etag } }, 'direct')).status).toBe(304);
    await same(s, { method: 'GET', path, headers: { 'if-none-match': `W/${etag}, "x"` } }, 'direct');
    await same(s, { method: 'GET', path, headers: { 'if-none-match': '"999"' } }, 'direct');
    expect((await same(s, { method: 'GET', path, headers: { authorization: 'Basic abc' } }, 'direct')).status).toBe(
      401,
    );
    await same(s, { method: 'GET', path, headers: bearer('rt_not-a-seat') }, 'direct');
    expect((await same(s, { method: 'GET', path: '/v1/games/nope' }, 'direct')).status).toBe(404);
    // Read another way by hono: left to it.
    await same(s, { method: 'GET', path: `${path}?at=1` }, 'app');
    await same(s, { method: 'GET', path: `${path}/` }, 'app');
    await same(s, { method: 'GET', path: `/v1/games/${'x'.repeat(65)}` }, 'app');
    await same(s, { method: 'GET', path, headers: { authorization: [`Bearer ${token}`, 'Bearer other'] } }, 'app');
  });

  test('moves: the same answer for the same move of two games with the same dice, full and minimal', async () => {
    for (const prefer of [{}, { prefer: 'return=minimal' }] as Record<string, string>[]) {
      const a = await createRacer(s);
      const b = await createRacer(s);
      const move = JSON.stringify({ move: { type: 'gear', gear: 2 }, moveId: 'm-1' });
      const viaHono = await s.viaHono({
        method: 'POST',
        path: `/v1/games/${a.id}/moves`,
        headers: { ...bearer(a.token), ...prefer },
        body: move,
      });
      const viaDirect = await s.viaDirect({
        method: 'POST',
        path: `/v1/games/${b.id}/moves`,
        headers: { ...bearer(b.token), ...prefer },
        body: move,
      });
      expect(viaHono.status).toBe(200);
      // Only the game's id, its seed's commitment and the times differ.
      const plain = (answer: Answer, id: string) => ({
        ...answer,
        headers: { ...answer.headers, 'content-length': undefined },
        body: answer.body.replaceAll(id, 'ID').replace(/"(at|createdAt|updatedAt|seedCommitment)":"[^"]*"/g, '"$1":""'),
      });
      expect(plain(viaDirect, b.id)).toEqual(plain(viaHono, a.id));
      // Replayed by its moveId, on either path, from either: the same first answer.
      await same(
        s,
        { method: 'POST', path: `/v1/games/${a.id}/moves`, headers: { ...bearer(a.token), ...prefer }, body: move },
        'direct',
      );
      await same(
        s,
        { method: 'POST', path: `/v1/games/${b.id}/moves`, headers: { ...bearer(b.token), ...prefer }, body: move },
        'direct',
      );
    }
  });

  test('refused moves: bad JSON, not a move, huge bodies, tokens, versions, keys, rules', async () => {
    const { id, token, game } = await createRacer(s);
    const path = `/v1/games/${id}/moves`;
    const post = (body: string, headers: Record<string, string | string[]> = {}): Sent => ({
      method: 'POST',
      path,
      headers: { ...bearer(token), ...headers },
      body,
    });
    const move = { type: 'gear', gear: 2 };
    // Refused by the route's validator, which the direct path hands them back to.
    for (const body of ['{', '', '[]', '{"moveId":"x"}', '{"move":{},"expectedVersion":-1}'])
      expect((await same(s, post(body), 'handed back')).status).toBeGreaterThanOrEqual(400);
    // A byte order mark is dropped as \`Request.text()\` drops it: a move like any other.
    expect((await same(s, post('\uFEFF{"move":{}}'), 'direct')).status).toBe(422);
    // Refused before the body is read, by hono: too large, not JSON, no length.
    const huge = JSON.stringify({ move, pad: 'x'.repeat(70_000) });
    expect((await same(s, post(huge), 'app')).status).toBe(413);
    const illegal = JSON.stringify({ move: { type: 'gear', gear: 9 } });
    await same(s, post(illegal, { 'content-type': 'text/plain' }), 'app');
    await same(s, post(illegal, { 'content-type': 'application/json; charset=latin1' }), 'app');
    // Refused by the handler or the service: on the direct path itself.
    const cases: [string, Record<string, string>][] = [
      [JSON.stringify({ move }), { authorization: 'Bearer rt_wrong' }],
      [JSON.stringify({ move }), { authorization: 'Token x' }],
      [JSON.stringify({ move, expectedVersion: game.version + 5 }), {}],
      [JSON.stringify({ move }), { 'if-match': `"${game.version + 5}"` }],
      [JSON.stringify({ move, expectedVersion: game.version }), { 'if-match': `"${game.version + 1}"` }],
      [JSON.stringify({ move }), { 'if-match': 'soon' }],
      [JSON.stringify({ move, moveId: 'a' }), { 'idempotency-key': 'b' }],
      [JSON.stringify({ move: { type: 'gear', gear: 9 } }), {}],
      [JSON.stringify({ move: { type: 'no-such-move' } }), {}],
    ];
    for (const [body, headers] of cases)
      expect((await same(s, post(body, headers), 'direct')).status).toBeGreaterThanOrEqual(400);
    const noToken = { method: 'POST', path, body: JSON.stringify({ move }) } as const;
    expect((await same(s, noToken, 'direct')).status).toBe(401);
    await same(s, { ...noToken, path: '/v1/games/nope/moves' }, 'direct');
    // Nothing of all that was recorded.
    expect(JSON.parse((await s.viaHono({ method: 'GET', path: `/v1/games/${id}` })).body).version).toBe(game.version);
  });
});

describe('direct path with rate limits: the same counts, headers and refusals', () => {
  let s: Servers;
  const clock = () => 1_800_000_000_000;
  beforeAll(async () => {
    s = await servers(() => ({
      policies: { move: { action: 'move', quota: 2, windowSeconds: 60 } },
      store: new MemoryRateLimitStore(clock),
    }));
  });
  afterAll(() => s?.close());

  test('each move is counted, then refused with 429, on both paths alike', async () => {
    const { id, token, game } = await createRacer(s);
    const stale = JSON.stringify({ move: { type: 'gear', gear: 2 }, expectedVersion: game.version + 5 });
    const sent: Sent = { method: 'POST', path: `/v1/games/${id}/moves`, headers: bearer(token), body: stale };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await same(s, sent, 'direct'));
    expect(answers.map((a) => a.status)).toEqual([409, 409, 429]);
    expect(answers[0]!.headers['ratelimit']).toBe(
      '"move";r=1;t=' + answers[0]!.headers['ratelimit']!.toString().split('t=')[1],
    );
    expect(answers[2]!.headers['retry-after']).toBeDefined();
    await same(s, { method: 'GET', path: `/v1/games/${id}` }, 'direct');
  });
});
