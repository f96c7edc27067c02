/**
 * Passkeys (issue 31): signing up, adding a passkey for another device and signing in, against a
 * software authenticator (test/support/soft-authenticator.ts), and each ceremony's refusals: a
 * challenge unknown, used, of another ceremony or expired; another origin or relying party; a passkey
 * no player holds; a counter that does not move on. Each refusal changes nothing it should not.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../src/api/app.js';
import { policiesFromEnv } from '../../src/service/quotas/policies.js';
import { MemoryRateLimitStore } from '../../src/service/quotas/store.js';
import { makeServices } from '../../src/service/services.js';
import { serverOptionsFromEnv } from '../../src/server.js';
import { rulebook } from '../../src/games/index.js';
import { EventStore } from '../../src/store/event-store.js';
import { MAX_SIGN_IN_TOKENS } from '../../src/service/passkeys.js';
import { SoftAuthenticator } from '../support/soft-authenticator.js';
import { bearer, checkedAgainstOpenapi, get, json, openTestApp, post, type HttpApp, type TestApp } from './helpers.js';

const ORIGIN = 'http://localhost';
let now = Date.parse('2026-11-26T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ clock: () => now });
});
afterAll(() => t?.database.destroy());

let handles = 0;
const newHandle = () => `Passkey${++handles}`;

async function signUp(app: HttpApp = t.app, handle = newHandle()) {
  const authenticator = await SoftAuthenticator.create();
  const options = await json(await post(app, '/v1/passkeys/registration/options', { handle }));
  const created = await post(app, '/v1/passkeys/registration', {
    response: await authenticator.register(options, ORIGIN),
  });
  expect(created.status).toBe(201);
  return { authenticator, handle, ...(await json(created)) };
}

async function signIn(authenticator: SoftAuthenticator, origin = ORIGIN, app: HttpApp = t.app) {
  const options = await json(await post(app, '/v1/passkeys/authentication/options', {}));
  return post(app, '/v1/passkeys/authentication', { response: await authenticator.assert(options, origin) });
}

const tokenCount = async (): Promise<number> =>
  Number((await t.database.client.execute('select count(*) as n from player_tokens')).rows[0]!.n);

describe('signing up with a passkey', () => {
  test('options name the relying party and a discoverable credential; the answer makes the player, its token and passkey', async () => {
    const handle = newHandle();
    const response = await post(t.app, '/v1/passkeys/registration/options', { handle });
    expect(response.status).toBe(200);
    const options = await json(response);
    expect(options.rp).toMatchObject({ id: 'localhost', name: 'Rolltape' });
    expect(options.user.name).toBe(handle);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    const authenticator = await SoftAuthenticator.create();
    const created = await post(t.app, '/v1/passkeys/registration', {
      response: await authenticator.register(options, ORIGIN),
    });
    expect(created.status).toBe(201);
    const body = await json(created);
    expect(body.player.handle).toBe(handle);
    expect(body.token).toMatch(/^rtp_/);
    const me = await json(await get(t.app, '/v1/me', bearer(body.token)));
    expect(me.player).toEqual(body.player);
    expect(me.token.scopes).toEqual(['play', 'read', 'webhooks']);
    const keys = await json(await get(t.app, '/v1/me/passkeys', bearer(body.token)));
    expect(keys.passkeys.map((p: { id: string }) => p.id)).toEqual([authenticator.credentialId]);
  });

  test('a handle taken (or one that looks like it) is refused at the options, as POST /v1/players refuses it', async () => {
    const { handle } = await signUp();
    const taken = await post(t.app, '/v1/passkeys/registration/options', { handle: handle.toUpperCase() });
    expect(taken.status).toBe(409);
    expect((await json(taken)).code).toBe('handle-taken');
    const blank = await post(t.app, '/v1/passkeys/registration/options', { handle: '\u200b' });
    expect(blank.status).toBe(400);
  });

  test('a handle taken between the options and the answer is refused then, and no player is made', async () => {
    const handle = newHandle();
    const options = await json(await post(t.app, '/v1/passkeys/registration/options', { handle }));
    expect((await post(t.app, '/v1/players', { handle })).status).toBe(201);
    const authenticator = await SoftAuthenticator.create();
    const late = await post(t.app, '/v1/passkeys/registration', {
      response: await authenticator.register(options, ORIGIN),
    });
    expect(late.status).toBe(409);
    expect((await json(late)).code).toBe('handle-taken');
    expect((await signIn(authenticator)).status).toBe(401);
  });

  test('an answer from another origin is not verified, and its challenge is spent', async () => {
    const options = await json(await post(t.app, '/v1/passkeys/registration/options', { handle: newHandle() }));
    const authenticator = await SoftAuthenticator.create();
    const response = await authenticator.register(options, 'https://evil.example');
    const refused = await post(t.app, '/v1/passkeys/registration', { response });
    expect(refused.status).toBe(400);
    expect((await json(refused)).code).toBe('passkey-not-verified');
    const again = await post(t.app, '/v1/passkeys/registration', {
      response: await authenticator.register(options, ORIGIN),
    });
    expect((await json(again)).code).toBe('passkey-challenge-unknown');
  });

  test('a challenge the server never issued, or unreadable client data, is refused', async () => {
    const authenticator = await SoftAuthenticator.create();
    const made = await authenticator.register({ challenge: 'bm90LWlzc3VlZA' }, ORIGIN);
    const unknown = await post(t.app, '/v1/passkeys/registration', { response: made });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).code).toBe('passkey-challenge-unknown');
    const garbled = await post(t.app, '/v1/passkeys/registration', {
      response: { ...made, response: { ...made.response, clientDataJSON: 'bm90IGpzb24' } },
    });
    expect(garbled.status).toBe(400);
    expect((await json(garbled)).code).toBe('passkey-malformed');
  });
});

describe('signing in with a passkey', () => {
  test('an assertion signs in: a new play+read token named for the sign-in, and the games are the same player’s', async () => {
    const { authenticator, player, token } = await signUp();
    const game = await post(t.app, '/v1/games', { rules: 'circuit-racer', players: [{ me: true }] }, bearer(token));
    expect(game.status).toBe(201);
    const signedIn = await signIn(authenticator);
    expect(signedIn.status).toBe(200);
    const body = await json(signedIn);
    expect(body.player).toEqual(player);
    expect(body.token).not.toBe(token);
    const me = await json(await get(t.app, '/v1/me', bearer(body.token)));
    expect(me.token.scopes).toEqual(['play', 'read']);
    expect(me.token.name).toBe('passkey sign-in 2026-11-26 10:00');
    const games = await json(await get(t.app, '/v1/me/games', bearer(body.token)));
    expect(games.games.map((g: { id: string; yourTurn: boolean }) => [g.id, g.yourTurn])).toEqual([
      [(await json(game)).game.id, true],
    ]);
    const keys = await json(await get(t.app, '/v1/me/passkeys', bearer(body.token)));
    expect(keys.passkeys[0].lastUsedAt).toBe('2026-11-26T10:00:00.000Z');
  });

  test('a sign-in is a session: it makes a webhooks token, which a read token made from it cannot', async () => {
    const { authenticator } = await signUp();
    const session = (await json(await signIn(authenticator))).token;
    const mint = (token: string, scopes: string[]) =>
      post(t.app, '/v1/me/tokens', { name: 'hooks', scopes }, bearer(token));
    // The session itself plays and reads; it holds no `webhooks` scope of its own.
    expect((await json(await get(t.app, '/v1/me', bearer(session)))).token.scopes).toEqual(['play', 'read']);
    const hooks = await mint(session, ['webhooks']);
    expect(hooks.status).toBe(201);
    const made = await json(hooks);
    expect(made.token.scopes).toEqual(['webhooks']);
    expect((await json(await get(t.app, '/v1/me', bearer(made.secret)))).token.scopes).toEqual(['webhooks']);

    // A token the session made is a personal token: it makes nothing beyond its own scopes.
    const reader = (await json(await mint(session, ['read']))).secret;
    for (const scopes of [['webhooks'], ['play'], ['read', 'webhooks']]) {
      const refused = await mint(reader, scopes);
      expect(refused.status).toBe(403);
      expect((await json(refused)).code).toBe('insufficient-scope');
    }
    // Renaming a token to look like a sign-in gives it nothing.
    const readerId = (await json(await get(t.app, '/v1/me', bearer(reader)))).token.id;
    const renamed = await t.app.request(`/v1/me/tokens/${readerId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...bearer(reader) },
      body: JSON.stringify({ name: 'passkey sign-in 2026-11-26 10:00' }),
    });
    expect(renamed.status).toBe(200);
    expect((await mint(reader, ['webhooks'])).status).toBe(403);
  });

  test('options carry no credentials to choose from: the browser offers its discoverable ones', async () => {
    const options = await json(await post(t.app, '/v1/passkeys/authentication/options', {}));
    expect(options.rpId).toBe('localhost');
    expect(options.allowCredentials ?? []).toEqual([]);
  });

  test('a challenge is used once: the same assertion sent twice signs in once', async () => {
    const { authenticator } = await signUp();
    const options = await json(await post(t.app, '/v1/passkeys/authentication/options', {}));
    const response = await authenticator.assert(options, ORIGIN);
    const first = await post(t.app, '/v1/passkeys/authentication', { response });
    expect(first.status).toBe(200);
    const before = await tokenCount();
    const replayed = await post(t.app, '/v1/passkeys/authentication', { response });
    expect(replayed.status).toBe(400);
    expect((await json(replayed)).code).toBe('passkey-challenge-unknown');
    expect(await tokenCount()).toBe(before);
  });

  test('two requests racing with one challenge: one signs in', async () => {
    const { authenticator } = await signUp();
    const options = await json(await post(t.app, '/v1/passkeys/authentication/options', {}));
    const response = await authenticator.assert(options, ORIGIN);
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(t.app, '/v1/passkeys/authentication', { response }).then((r) => r.status)),
    );
    expect(answers.sort()).toEqual([200, 400, 400]);
  });

  test('a challenge answered after 5 minutes has expired', async () => {
    const { authenticator } = await signUp();
    const options = await json(await post(t.app, '/v1/passkeys/authentication/options', {}));
    now += 5 * 60_000 + 1;
    const late = await post(t.app, '/v1/passkeys/authentication', {
      response: await authenticator.assert(options, ORIGIN),
    });
    expect(late.status).toBe(400);
    expect((await json(late)).code).toBe('passkey-challenge-expired');
  });

  test('a registration challenge does not sign in, nor a sign-in challenge register', async () => {
    const { authenticator } = await signUp();
    const registration = await json(await post(t.app, '/v1/passkeys/registration/options', { handle: newHandle() }));
    const crossed = await post(t.app, '/v1/passkeys/authentication', {
      response: await authenticator.assert(registration, ORIGIN),
    });
    expect((await json(crossed)).code).toBe('passkey-challenge-unknown');
    const signInOptions = await json(await post(t.app, '/v1/passkeys/authentication/options', {}));
    const other = await SoftAuthenticator.create();
    const crossedBack = await post(t.app, '/v1/passkeys/registration', {
      response: await other.register(signInOptions, ORIGIN),
    });
    expect((await json(crossedBack)).code).toBe('passkey-challenge-unknown');
  });

  test('an assertion made for another origin is not verified and makes no token', async () => {
    const { authenticator } = await signUp();
    const before = await tokenCount();
    const refused = await signIn(authenticator, 'https://evil.example');
    expect(refused.status).toBe(401);
    expect((await json(refused)).code).toBe('passkey-not-verified');
    expect(await tokenCount()).toBe(before);
  });

  test('a passkey no player holds is refused', async () => {
    const stranger = await SoftAuthenticator.create();
    const refused = await signIn(stranger);
    expect(refused.status).toBe(401);
    expect((await json(refused)).code).toBe('passkey-unknown');
  });

  test('a counter that does not move on (a cloned authenticator) is refused; the stored counter stays', async () => {
    const { authenticator } = await signUp();
    expect((await signIn(authenticator)).status).toBe(200);
    authenticator.counter -= 1; // the next assertion repeats the counter already seen
    const cloned = await signIn(authenticator);
    expect(cloned.status).toBe(401);
    expect((await json(cloned)).code).toBe('passkey-not-verified');
    expect((await signIn(authenticator)).status).toBe(200);
  });
  test(`past ${MAX_SIGN_IN_TOKENS} sign-in tokens, a sign-in revokes the oldest; the first token stays`, async () => {
    const { authenticator, token: first } = await signUp();
    // A token named like a sign-in is not one: the cap leaves it be.
    const lookalike = (
      await json(
        await post(t.app, '/v1/me/tokens', { name: 'passkey sign-in (mine)', scopes: ['read'] }, bearer(first)),
      )
    ).secret;
    const tokens: string[] = [];
    for (let i = 0; i <= MAX_SIGN_IN_TOKENS; i++) {
      now += 1_000; // each a second after the last: "oldest" is by the time a token was made
      tokens.push((await json(await signIn(authenticator))).token);
      // Used once signed in, so each is remembered (store/remembered-tokens.ts) when a later sign-in revokes it.
      expect((await get(t.app, '/v1/me/games', bearer(tokens.at(-1)!))).status).toBe(200);
    }
    const held = await json(await get(t.app, '/v1/me/tokens', bearer(first)));
    const signIns = held.tokens.filter((k: { name: string }) => k.name.startsWith('passkey sign-in'));
    expect(signIns).toHaveLength(MAX_SIGN_IN_TOKENS + 1);
    expect((await get(t.app, '/v1/me', bearer(lookalike))).status).toBe(200);
    expect((await get(t.app, '/v1/me/games', bearer(tokens[0]!))).status).toBe(401);
    expect((await get(t.app, '/v1/me', bearer(tokens[1]!))).status).toBe(200);
    expect((await get(t.app, '/v1/me', bearer(first))).status).toBe(200);
  });
});

describe('adding a passkey for another device', () => {
  test('a signed-in player adds one; it then signs in as the same player', async () => {
    const { token, player } = await signUp();
    const phone = await SoftAuthenticator.create();
    const options = await post(t.app, '/v1/me/passkeys/options', {}, bearer(token));
    expect(options.status).toBe(200);
    const body = await json(options);
    expect(body.excludeCredentials).toHaveLength(1);
    const added = await post(t.app, '/v1/me/passkeys', { response: await phone.register(body, ORIGIN) }, bearer(token));
    expect(added.status).toBe(201);
    expect((await json(added)).id).toBe(phone.credentialId);
    const signedIn = await signIn(phone);
    expect((await json(signedIn)).player).toEqual(player);
    expect((await json(await get(t.app, '/v1/me/passkeys', bearer(token)))).passkeys).toHaveLength(2);
  });

  test("options made for one player do not add a passkey to another's; without a token, nothing", async () => {
    const ada = await signUp();
    const bob = await signUp();
    const options = await json(await post(t.app, '/v1/me/passkeys/options', {}, bearer(ada.token)));
    const key = await SoftAuthenticator.create();
    const crossed = await post(
      t.app,
      '/v1/me/passkeys',
      { response: await key.register(options, ORIGIN) },
      bearer(bob.token),
    );
    expect((await json(crossed)).code).toBe('passkey-challenge-unknown');
    expect((await signIn(key)).status).toBe(401);
    const anonymous = await post(t.app, '/v1/me/passkeys/options', {});
    expect(anonymous.status).toBe(401);
    expect((await json(anonymous)).code).toBe('token-required');
  });

  test('a passkey already registered is refused (409 passkey-exists)', async () => {
    const { token, authenticator } = await signUp();
    const options = await json(await post(t.app, '/v1/me/passkeys/options', {}, bearer(token)));
    const again = await post(
      t.app,
      '/v1/me/passkeys',
      { response: await authenticator.register(options, ORIGIN) },
      bearer(token),
    );
    expect(again.status).toBe(409);
    expect((await json(again)).code).toBe('passkey-exists');
  });
});

describe('the relying party', () => {
  test('ROLLTAPE_ORIGIN sets it: a passkey made at the request’s own origin is refused there', async () => {
    const services = makeServices({
      db: t.database.db,
      store: new EventStore(t.database.db),
      rulebook,
      clock: () => now,
      origin: 'https://play.example.com',
    });
    const app = checkedAgainstOpenapi(createApp(() => services));
    const options = await json(await post(app, '/v1/passkeys/registration/options', { handle: newHandle() }));
    expect(options.rp.id).toBe('play.example.com');
    const authenticator = await SoftAuthenticator.create();
    const local = await post(app, '/v1/passkeys/registration', {
      response: await authenticator.register(options, ORIGIN),
    });
    expect((await json(local)).code).toBe('passkey-not-verified');
    const configured = await json(await post(app, '/v1/passkeys/registration/options', { handle: newHandle() }));
    const made = await post(app, '/v1/passkeys/registration', {
      response: await authenticator.register(configured, 'https://play.example.com'),
    });
    expect(made.status).toBe(201);
  });

  test('ROLLTAPE_ORIGIN is read as an origin at start, and a bad one stops the server naming it', () => {
    expect(serverOptionsFromEnv({ ROLLTAPE_ORIGIN: ' https://play.example.com/ ' }).origin).toBe(
      'https://play.example.com',
    );
    expect(serverOptionsFromEnv({}).origin).toBeUndefined();
    expect(() => serverOptionsFromEnv({ ROLLTAPE_ORIGIN: 'play.example.com' })).toThrow(/ROLLTAPE_ORIGIN must be/);
  });

  test('the registration path takes the create quota, as POST /v1/players does', async () => {
    const policies = policiesFromEnv({ ROLLTAPE_RATE_LIMIT_CREATE: '2/60' });
    const limiter = { policies, store: new MemoryRateLimitStore(() => now) };
    const app = checkedAgainstOpenapi(createApp(() => t.services, { rateLimiter: () => limiter }));
    const from = { 'cf-connecting-ip': '10.31.0.1' };
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await post(app, '/v1/passkeys/registration/options', { handle: newHandle() }, from)).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await post(app, '/v1/passkeys/authentication/options', {}, from)).status).toBe(429);
    expect((await post(app, '/v1/players', { handle: newHandle() }, from)).status).toBe(429);
  });
});
