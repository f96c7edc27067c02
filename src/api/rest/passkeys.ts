import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Context } from 'hono';
import type { AppEnv } from '../context.js';
import { json } from './games.js';
import {
  AuthenticationAnswer,
  AuthenticationOptions,
  Passkey,
  Passkeys,
  RegistrationAnswer,
  RegistrationOptions,
  RegistrationOptionsInput,
  SignedIn,
} from './passkey-schemas.js';
import { CreatedPlayer } from './player-schemas.js';
import { bearerToken, unwrap } from './respond.js';
import { problems } from './problem-schemas.js';

const personal: { Bearer?: string[] }[] = [{ Bearer: [] }];

/** The origin the request reached: the relying party when `ROLLTAPE_ORIGIN` is not set (service/relying-party.ts). */
const originOf = (c: Context): string => new URL(c.req.url).origin;

const ceremony =
  'Challenges last 5 minutes and are used once: an answer to one unknown or used is refused (`400 passkey-challenge-unknown`), to one expired `400 passkey-challenge-expired`; an answer that does not verify (signature, origin, relying party) `passkey-not-verified`.';

const registrationOptions = createRoute({
  method: 'post',
  path: '/passkeys/registration/options',
  operationId: 'passkeyRegistrationOptions',
  security: [],
  tags: ['passkeys'],
  summary: 'Sign up with a passkey, step 1: options for a new player under a handle',
  description: `The handle is checked as \`POST /v1/players\` checks it (\`409 handle-taken\`). The passkey is discoverable, so signing in later needs no handle. Takes the \`create\` quota. ${ceremony}`,
  request: { body: { required: true, content: json(RegistrationOptionsInput) } },
  responses: {
    200: { description: 'Options for navigator.credentials.create', content: json(RegistrationOptions) },
    ...problems(400, 409, 413, 415, 429, 503),
  },
});

const register = createRoute({
  method: 'post',
  path: '/passkeys/registration',
  operationId: 'passkeyRegister',
  security: [],
  tags: ['passkeys'],
  summary: 'Sign up with a passkey, step 2: the new player and its first personal token',
  description: `The player is made with the handle of step 1, its passkey and its first personal token (every scope, as \`POST /v1/players\` gives). Takes the \`create\` quota. ${ceremony}`,
  request: { body: { required: true, content: json(RegistrationAnswer) } },
  responses: {
    201: { description: 'Created', content: json(CreatedPlayer) },
    ...problems(400, 409, 413, 415, 429, 503),
  },
});

const authenticationOptions = createRoute({
  method: 'post',
  path: '/passkeys/authentication/options',
  operationId: 'passkeyAuthenticationOptions',
  security: [],
  tags: ['passkeys'],
  summary: 'Sign in with a passkey, step 1: options (no handle: the browser offers the passkeys it holds)',
  description: `Takes the \`create\` quota. ${ceremony}`,
  responses: {
    200: { description: 'Options for navigator.credentials.get', content: json(AuthenticationOptions) },
    ...problems(429, 503),
  },
});

const authenticate = createRoute({
  method: 'post',
  path: '/passkeys/authentication',
  operationId: 'passkeyAuthenticate',
  security: [],
  tags: ['passkeys'],
  summary: 'Sign in with a passkey, step 2: the player and a new personal token for this sign-in',
  description: `The token has the scopes \`play\` and \`read\` and is named \`passkey sign-in <date>\` (revoke it to sign out: \`DELETE /v1/me/tokens/{id}\`). It is a session: with it, \`POST /v1/me/tokens\` makes tokens of any scope (\`webhooks\` too), which a personal token cannot. The passkey's signature counter must move on (unless the authenticator keeps none). A passkey no player holds is refused with \`401 passkey-unknown\`. ${ceremony}`,
  request: { body: { required: true, content: json(AuthenticationAnswer) } },
  responses: {
    200: { description: 'Signed in', content: json(SignedIn) },
    ...problems(400, 401, 413, 415, 503),
  },
});

const listPasskeys = createRoute({
  method: 'get',
  path: '/me/passkeys',
  operationId: 'listPasskeys',
  security: personal,
  tags: ['passkeys'],
  summary: 'Your passkeys',
  responses: { 200: { description: 'Passkeys', content: json(Passkeys) }, ...problems(401, 403) },
});

const addOptions = createRoute({
  method: 'post',
  path: '/me/passkeys/options',
  operationId: 'passkeyAddOptions',
  security: personal,
  tags: ['passkeys'],
  summary: 'Add a passkey (e.g. for a device that does not share your passkeys), step 1: options',
  description: `Needs a token with \`play\`. Your passkeys are excluded, so an authenticator that holds one says so. Takes the \`create\` quota. ${ceremony}`,
  responses: {
    200: { description: 'Options for navigator.credentials.create', content: json(RegistrationOptions) },
    ...problems(401, 403, 429, 503),
  },
});

const addPasskey = createRoute({
  method: 'post',
  path: '/me/passkeys',
  operationId: 'passkeyAdd',
  security: personal,
  tags: ['passkeys'],
  summary: 'Add a passkey, step 2: the passkey, now one you can sign in with',
  description: `Needs a token with \`play\`, of the player the options were made for. ${ceremony}`,
  request: { body: { required: true, content: json(RegistrationAnswer) } },
  responses: {
    201: { description: 'Added', content: json(Passkey) },
    ...problems(400, 401, 403, 409, 413, 415, 503),
  },
});

export const passkeyRoutes = new OpenAPIHono<AppEnv>()
  .openapi(registrationOptions, async (c) =>
    c.json(unwrap(await c.var.services.passkeys.registrationOptions(c.req.valid('json').handle, originOf(c))), 200),
  )
  .openapi(register, async (c) =>
    c.json(
      unwrap(
        await c.var.services.passkeys.register(
          c.req.valid('json').response as unknown as RegistrationResponseJSON,
          originOf(c),
        ),
      ),
      201,
    ),
  )
  .openapi(authenticationOptions, async (c) =>
    c.json(unwrap(await c.var.services.passkeys.authenticationOptions(originOf(c))), 200),
  )
  .openapi(authenticate, async (c) =>
    c.json(
      unwrap(
        await c.var.services.passkeys.authenticate(
          c.req.valid('json').response as unknown as AuthenticationResponseJSON,
          originOf(c),
        ),
      ),
      200,
    ),
  )
  .openapi(listPasskeys, async (c) =>
    c.json({ passkeys: unwrap(await c.var.services.passkeys.list(bearerToken(c))) }, 200),
  )
  .openapi(addOptions, async (c) =>
    c.json(unwrap(await c.var.services.passkeys.addOptions(bearerToken(c), originOf(c))), 200),
  )
  .openapi(addPasskey, async (c) =>
    c.json(
      unwrap(
        await c.var.services.passkeys.add(
          bearerToken(c),
          c.req.valid('json').response as unknown as RegistrationResponseJSON,
          originOf(c),
        ),
      ),
      201,
    ),
  );
