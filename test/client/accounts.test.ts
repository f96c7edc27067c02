/**
 * The typed client's accounts against a real server on a port (a real libsql file): a player made,
 * personal tokens minted, listed, renamed and revoked (a revoked token then fails with its code), the
 * player's games, challenge entries and profile; a webhook registered, listed, read and deleted, its
 * deliveries reaching a receiver here and listed, each checked with `verifyWebhook` (and a tampered
 * one refused); a turn's timeout refused before its deadline and claimed after it. Every answer the
 * client reads is checked against openapi.yaml on the way (`openapiBreach`).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, expectTypeOf, test } from 'vitest';
import {
  RolltapeClient,
  RolltapeError,
  verifyWebhook,
  type MoveOf,
  type PlayerGame,
  type RegisteredWebhook,
  type WebhookEvent,
} from 'rolltape/client';
import { DEFAULT_DELIVERY } from '../../src/service/webhooks/delivery.js';
import { simplePolicy, type CrMove } from '../support/circuit-racer-policy.js';
import { openapiBreach } from '../support/openapi-answers.js';
import { SoftAuthenticator } from '../support/soft-authenticator.js';
import { clientServer } from './harness.js';

// The server's clock runs `skew` ms ahead of the machine's: a turn's deadline passes when the test says.
let skew = 0;
const harness = clientServer({
  clock: () => Date.now() + skew,
  webhooks: { allowPrivate: true, delivery: { ...DEFAULT_DELIVERY, retryBaseMs: 50, pollMs: 50 } },
});

/** Every answer that broke openapi.yaml, with its route and why. */
const breaches: string[] = [];
let client: RolltapeClient;
beforeAll(() => {
  client = new RolltapeClient({
    baseUrl: harness.url,
    retryDelayMs: 10,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      const breach = await openapiBreach(init?.method ?? 'GET', new URL(input), response);
      if (breach !== undefined) breaches.push(breach);
      return response;
    },
  });
});
afterAll(() => expect(breaches).toEqual([]));

interface Received {
  readonly body: string;
  readonly headers: IncomingHttpHeaders;
}

/** A receiver: keeps each POST's raw body and headers and answers 204. */
let receiver: Server;
const received: Received[] = [];
let receiverUrl: string;
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ body, headers: req.headers });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/rolltape`;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((done) => receiver.close(done));
});

async function until<T>(find: () => T | undefined | Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}

const refusal = (promise: Promise<unknown>): Promise<RolltapeError> =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(RolltapeError);
      return error as RolltapeError;
    },
  );

describe('players and their personal tokens', () => {
  test('a player made; a token minted, listed, renamed and revoked: the revoked token is refused with invalid-token', async () => {
    const { player, token } = await client.createPlayer('Ada');
    expect(token).toMatch(/^rtp_/);
    expect(await client.me(token)).toMatchObject({
      player: { id: player.id, handle: 'Ada' },
      token: { scopes: ['play', 'read', 'webhooks'] },
    });
    expect((await refusal(client.createPlayer('ada'))).code).toBe('handle-taken');

    const reader = await client.createToken(token, { name: 'dashboard', scopes: ['read'] });
    expect(reader.secret).toMatch(/^rtp_/);
    expect(reader.token).toMatchObject({ name: 'dashboard', scopes: ['read'] });
    expect((await client.me(reader.secret)).token.id).toBe(reader.token.id);
    // A read token makes no wider one.
    expect((await refusal(client.createToken(reader.secret, { scopes: ['play'] }))).code).toBe('insufficient-scope');
    expect((await client.tokens(token)).map((t) => t.name)).toEqual(expect.arrayContaining(['dashboard']));

    const renamed = await client.renameToken(token, reader.token.id, 'wall screen');
    expect(renamed).toMatchObject({ id: reader.token.id, name: 'wall screen', scopes: ['read'] });

    expect(await client.revokeToken(token, reader.token.id)).toEqual({ revoked: reader.token.id });
    expect((await client.tokens(token)).map((t) => t.id)).not.toContain(reader.token.id);
    const refused = await refusal(client.me(reader.secret));
    expect(refused).toMatchObject({ code: 'invalid-token', status: 401 });
    expect((await refusal(client.myGames(reader.secret))).code).toBe('invalid-token');
    expect((await refusal(client.revokeToken(token, reader.token.id))).code).toBe('token-not-found');
    // A seat token is not a personal token.
    const { seats } = await client.create({ rules: 'circuit-racer', players: [{ name: 'Guest' }] });
    expect((await refusal(client.me(seats[0]!.token))).code).toBe('not-a-personal-token');
  });

  test("the player's games, challenge entries and profile", async () => {
    const { token } = await client.createPlayer('Bo');
    const { game } = await client.create({ rules: 'circuit-racer', players: [{ me: true }] }, token);
    const active = await client.myGames(token, 'active');
    expectTypeOf(active).toEqualTypeOf<readonly PlayerGame[]>();
    expect(active).toEqual([expect.objectContaining({ id: game.id, seat: 1, status: 'active', yourTurn: true })]);
    expect(await client.myGames(token, 'over')).toEqual([]);

    // Played to its end with the player's token: it moves to `over` and to the profile's recent games.
    for (let now = game; now.status !== 'over';) {
      const move = simplePolicy(now.legalMoves as readonly CrMove[]) as MoveOf<'circuit-racer'>;
      now = (await client.move<'circuit-racer'>(game.id, token, move, { expectedVersion: now.version })).game;
    }
    expect((await client.myGames(token)).map((g) => [g.id, g.status, g.yourTurn])).toEqual([[game.id, 'over', false]]);
    const profile = await client.player('Bo');
    expect(profile.handle).toBe('Bo');
    expect(profile.recentGames.map((g) => g.id)).toEqual([game.id]);
    expect(Array.isArray(profile.ratings)).toBe(true);
    expect((await refusal(client.player('Nobody'))).code).toBe('player-not-found');

    // A challenge entered with the personal token is under the handle, and listed as the player's.
    expect(await client.myChallenges(token)).toEqual({ entries: [], streak: { current: 0, longest: 0 } });
    const racer = (await client.daily()).challenges.find((c) => c.rules === 'circuit-racer')!;
    const entry = await client.enterChallenge(racer.id, null, token);
    expect(entry.entry).toMatchObject({ challengeId: racer.id, name: 'Bo' });
    const mine = await client.myChallenges(token);
    expect(mine.entries).toEqual([
      expect.objectContaining({ challengeId: racer.id, gameId: entry.game.id, status: 'active', finished: false }),
    ]);
    expect((await refusal(client.enterChallenge(racer.id, null))).code).toBe('name-required');
  }, 60_000);
});

describe('passkeys', () => {
  test('signed up and in with a passkey, another added; a spent challenge and an unknown passkey refused', async () => {
    // The relying party is the origin the request reached: the server's own, as its page would report it.
    const origin = new URL(harness.url).origin;
    const phone = await SoftAuthenticator.create();
    const signUpOptions = await client.passkeySignUpOptions('Fay');
    expect(signUpOptions.user.name).toBe('Fay');
    const answer = await phone.register(signUpOptions, origin);
    const { player, token } = await client.passkeySignUp(answer);
    expect(player.handle).toBe('Fay');
    expect((await client.me(token)).token.scopes).toEqual(['play', 'read', 'webhooks']);
    // The challenge is spent: the same answer again is refused, and makes no second player.
    expect(await refusal(client.passkeySignUp(answer))).toMatchObject({
      code: 'passkey-challenge-unknown',
      status: 400,
    });

    const signedIn = await client.passkeySignIn(await phone.assert(await client.passkeySignInOptions(), origin));
    expect(signedIn.player).toEqual(player);
    expect((await client.me(signedIn.token)).token.scopes).toEqual(['play', 'read']);

    const key = await SoftAuthenticator.create();
    const added = await client.addPasskey(
      signedIn.token,
      await key.register(await client.addPasskeyOptions(token), origin),
    );
    expect(added.id).toBe(key.credentialId);
    expect((await client.passkeys(token)).map((p) => p.id).sort()).toEqual(
      [phone.credentialId, key.credentialId].sort(),
    );
    expect((await client.passkeySignIn(await key.assert(await client.passkeySignInOptions(), origin))).player).toEqual(
      player,
    );

    const stranger = await SoftAuthenticator.create();
    expect(
      await refusal(client.passkeySignIn(await stranger.assert(await client.passkeySignInOptions(), origin))),
    ).toMatchObject({ code: 'passkey-unknown', status: 401 });
  });
});

describe('webhooks', () => {
  test('registered, listed, read and deleted; a delivery verified by its signature, a tampered one refused', async () => {
    const { token } = await client.createPlayer('Cy');
    const hook: RegisteredWebhook = await client.registerWebhook(token, { url: receiverUrl, events: ['turn'] });
    expect(hook).toMatchObject({ url: receiverUrl, events: ['turn'], status: 'enabled', failingSince: null });
    expect(hook.secret).toMatch(/^whsec_/);
    expect(await client.webhooks(token)).toEqual([expect.objectContaining({ id: hook.id, status: 'enabled' })]);
    expect(await client.webhook(token, hook.id)).not.toHaveProperty('secret');
    const read = await client.createToken(token, { scopes: ['read'] });
    expect((await refusal(client.webhooks(read.secret))).code).toBe('insufficient-scope');
    // Cloud metadata is refused even on a server that allows private addresses.
    const metadata = client.registerWebhook(token, { url: 'http://169.254.169.254/latest', events: ['turn'] });
    expect(await refusal(metadata)).toMatchObject({ code: 'webhook-url-not-allowed', status: 400 });

    // The game starts on the player's turn: the server tells the receiver.
    const { game } = await client.create({ rules: 'circuit-racer', players: [{ me: true }] }, token);
    const delivery = await until(
      () => received.find((r) => (JSON.parse(r.body) as WebhookEvent).data.gameId === game.id),
      'the turn delivery',
    );
    const verified = await verifyWebhook(hook.secret, delivery.body, delivery.headers);
    expect(verified.id).toBe(delivery.headers['webhook-id']);
    expect(verified.event).toMatchObject({ type: 'turn', data: { gameId: game.id, seat: 1, deadline: null } });
    if (verified.event.type === 'turn') expectTypeOf(verified.event.data.version).toEqualTypeOf<number>();
    // A fetch Headers (a Worker's request) verifies the same.
    const headers = new Headers(delivery.headers as Record<string, string>);
    expect((await verifyWebhook(hook.secret, delivery.body, headers)).event).toEqual(verified.event);

    // Tampered: another body, another secret, a signature left out; an old delivery sent again.
    const otherBody = delivery.body.replace(`"seat":1`, `"seat":2`);
    expect(otherBody).not.toBe(delivery.body);
    expect((await refusal(verifyWebhook(hook.secret, otherBody, delivery.headers))).code).toBe(
      'webhook-signature-invalid',
    );
    const otherSecret = `whsec_${btoa('another secret of thirty-two byte')}`;
    expect((await refusal(verifyWebhook(otherSecret, delivery.body, delivery.headers))).code).toBe(
      'webhook-signature-invalid',
    );
    const { ['webhook-signature']: _, ...unsigned } = delivery.headers;
    expect((await refusal(verifyWebhook(hook.secret, delivery.body, unsigned))).code).toBe('webhook-signature-invalid');
    const later = Number(delivery.headers['webhook-timestamp']) * 1000 + 10 * 60_000;
    const replayed = await refusal(verifyWebhook(hook.secret, delivery.body, delivery.headers, { now: later }));
    expect(replayed).toMatchObject({ code: 'webhook-timestamp-out-of-range', status: 0 });

    // The log lists the message with its attempt, under the id the receiver saw.
    const log = await until(async () => {
      const listed = await client.webhookDeliveries(token, hook.id);
      return listed.some((d) => d.state === 'delivered') ? listed : undefined;
    }, 'the delivery in the log');
    expect(log[0]).toMatchObject({ id: verified.id, type: 'turn', state: 'delivered', payload: verified.event });
    expect(log[0]!.attempts.map((a) => a.status)).toEqual([204]);

    await client.deleteWebhook(token, hook.id);
    expect(await client.webhooks(token)).toEqual([]);
    expect((await refusal(client.webhook(token, hook.id))).code).toBe('webhook-not-found');
    expect((await refusal(client.deleteWebhook(token, hook.id))).code).toBe('webhook-not-found');
  }, 60_000);

  test('verifyWebhook agrees with the Standard Webhooks library on what it signs', async () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = JSON.stringify({ type: 'game-over', timestamp: '2026-11-29T00:00:00.000Z', data: { seat: 1 } });
    const at = new Date(Math.floor(Date.now() / 1000) * 1000);
    const signature = new StandardWebhook(secret).sign('msg_1', at, body);
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(at.getTime() / 1000) };
    // Several signatures (a secret being rotated): any one of them that holds is enough.
    const rotated = `v1,${btoa('not this one, not at all, no....')} ${signature}`;
    expect((await verifyWebhook(secret, body, { ...headers, 'webhook-signature': rotated })).event.type).toBe(
      'game-over',
    );
    const forged = new StandardWebhook('whsec_' + btoa('an attacker who guessed a secret')).sign('msg_1', at, body);
    expect((await refusal(verifyWebhook(secret, body, { ...headers, 'webhook-signature': forged }))).code).toBe(
      'webhook-signature-invalid',
    );
  });
});

describe('turn deadlines', () => {
  test('a timeout is refused before the deadline (deadline-not-reached) and claimed after it', async () => {
    const { game, seats } = await client.create({
      rules: 'coal-n-write',
      players: [{ name: 'Ada' }, { name: 'Bo' }],
      turnSeconds: 60,
    });
    const [ada, bo] = seats.map((s) => s.token);
    expect(game.turnSeconds).toBe(60);
    const early = await refusal(client.claimTimeout(game.id, ada!));
    expect(early).toMatchObject({ code: 'deadline-not-reached', status: 409, problem: { deadline: game.deadline } });

    skew += 61_000;
    const claimed = await client.claimTimeout<'coal-n-write'>(game.id, bo!);
    const timedOut = claimed.events.filter((e) => e.type === 'MoveMade');
    expect(timedOut.length).toBeGreaterThan(0);
    for (const e of timedOut) expect(e.data).toMatchObject({ timeout: true });
    expect(claimed.game.version).toBeGreaterThan(game.version);
    expect(Date.parse(claimed.game.deadline!)).toBeGreaterThan(Date.parse(game.deadline!));
    // The state before the claim is still there to see.
    expect((await client.stateAt(game.id, game.version, ada)).version).toBe(game.version);

    const untimed = await client.create({ rules: 'circuit-racer', players: [{ name: 'Cy' }] });
    expect((await refusal(client.claimTimeout(untimed.game.id, untimed.seats[0]!.token))).code).toBe('no-deadline');
  });
});
