/**
 * Passkeys on Workers (issue 31): the same ceremonies through the Worker's fetch handler over D1, the
 * relying party being the origin the request reached. A software authenticator stands in for the
 * browser (test/support/soft-authenticator.ts).
 */
import { describe, expect, test } from 'vitest';
import { SoftAuthenticator } from '../support/soft-authenticator.js';
import { bearer, get, json, post } from './helpers.js';

const ORIGIN = 'https://rolltape.test';

describe('workerd + D1: passkeys', () => {
  test('sign up, create a game as the player, sign in again: the same player and games, a play+read session that makes a webhooks token; a challenge is used once', async () => {
    const authenticator = await SoftAuthenticator.create();
    const options = await json(await post('/v1/passkeys/registration/options', { handle: 'EdgeKey' }));
    expect(options.rp.id).toBe('rolltape.test');
    const created = await post('/v1/passkeys/registration', {
      response: await authenticator.register(options, ORIGIN),
    });
    expect(created.status).toBe(201);
    const { player, token } = await json(created);
    const game = await post('/v1/games', { rules: 'circuit-racer', players: [{ me: true }] }, bearer(token));
    expect(game.status).toBe(201);

    const signInOptions = await json(await post('/v1/passkeys/authentication/options', {}));
    const response = await authenticator.assert(signInOptions, ORIGIN);
    const signedIn = await post('/v1/passkeys/authentication', { response });
    expect(signedIn.status).toBe(200);
    const body = await json(signedIn);
    expect(body.player).toEqual(player);
    const again = await json(await get('/v1/me', bearer(body.token)));
    expect(again.token.scopes).toEqual(['play', 'read']);
    // A sign-in is a session: it makes a webhooks token; a read token it made cannot.
    const hooks = await post('/v1/me/tokens', { scopes: ['webhooks'] }, bearer(body.token));
    expect(hooks.status).toBe(201);
    expect((await json(hooks)).token.scopes).toEqual(['webhooks']);
    const reader = (await json(await post('/v1/me/tokens', { scopes: ['read'] }, bearer(body.token)))).secret;
    const escalated = await post('/v1/me/tokens', { scopes: ['webhooks'] }, bearer(reader));
    expect(escalated.status).toBe(403);
    expect((await json(escalated)).code).toBe('insufficient-scope');
    const games = await json(await get('/v1/me/games', bearer(body.token)));
    expect(games.games.map((g: { id: string; yourTurn: boolean }) => [g.id, g.yourTurn])).toEqual([
      [(await json(game)).game.id, true],
    ]);

    const replayed = await post('/v1/passkeys/authentication', { response });
    expect(replayed.status).toBe(400);
    expect((await json(replayed)).code).toBe('passkey-challenge-unknown');
  });

  test('an assertion made for another origin is not verified; a passkey nobody holds is unknown', async () => {
    const stranger = await SoftAuthenticator.create();
    const options = await json(await post('/v1/passkeys/authentication/options', {}));
    const unknown = await post('/v1/passkeys/authentication', { response: await stranger.assert(options, ORIGIN) });
    expect((await json(unknown)).code).toBe('passkey-unknown');

    const key = await SoftAuthenticator.create();
    const registration = await json(await post('/v1/passkeys/registration/options', { handle: 'EdgeKey2' }));
    const refused = await post('/v1/passkeys/registration', {
      response: await key.register(registration, 'https://evil.example'),
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).code).toBe('passkey-not-verified');
  });

  test('a packed self-attestation registers; an attestation with a certificate chain is refused (test/worker-build.test.ts checks why, in the bundle as deployed)', async () => {
    const self = await SoftAuthenticator.create();
    const options = await json(await post('/v1/passkeys/registration/options', { handle: 'SelfAttested' }));
    const created = await post('/v1/passkeys/registration', { response: await self.register(options, ORIGIN, 'self') });
    expect(created.status).toBe(201);
    const signIn = await json(await post('/v1/passkeys/authentication/options', {}));
    const signedIn = await post('/v1/passkeys/authentication', { response: await self.assert(signIn, ORIGIN) });
    expect(signedIn.status).toBe(200);

    const chained = await SoftAuthenticator.create();
    const more = await json(await post('/v1/passkeys/registration/options', { handle: 'Chained' }));
    const refused = await post('/v1/passkeys/registration', {
      response: await chained.register(more, ORIGIN, 'certificate'),
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).code).toBe('passkey-not-verified');
    expect((await post('/v1/passkeys/registration/options', { handle: 'Chained' })).status).toBe(200);
  });
});
