import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { CreatePlayerInput, CreateTokenInput, MyGamesQuery, RenameTokenInput } from '../../service/inputs.js';
import type { AppEnv } from '../context.js';
import { json } from './games.js';
import { bearerToken, unwrap } from './respond.js';
import {
  CreatedPersonalToken,
  CreatedPlayer,
  Me,
  MyChallenges,
  PersonalToken,
  PersonalTokens,
  PlayerGames,
  PlayerProfile,
  RevokedToken,
} from './player-schemas.js';
import { problems } from './problem-schemas.js';

const personal: { Bearer?: string[] }[] = [{ Bearer: [] }];

const HandleParams = z.object({
  handle: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'handle', in: 'path' }, example: 'Ada' }),
});
const TokenParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'p4x8q2m8x1c4ta' }),
});

const create = createRoute({
  method: 'post',
  path: '/players',
  operationId: 'createPlayer',
  security: [],
  tags: ['players'],
  summary: 'Make a player; answers its first personal token (shown once)',
  description:
    'The handle follows the rules of names (NFKC, no invisible or control characters, 1–40 characters) and is unique by its look-alike skeleton: "Ada", "ada" and "Аda" (Cyrillic А) are one handle (`409 handle-taken`). The token (`rtp_…`) has every scope; only its hash is stored.',
  request: { body: { required: true, content: json(CreatePlayerInput.openapi('CreatePlayer')) } },
  responses: {
    201: { description: 'Created', content: json(CreatedPlayer) },
    ...problems(400, 409, 413, 415, 429, 503),
  },
});

const me = createRoute({
  method: 'get',
  path: '/me',
  operationId: 'getMe',
  security: personal,
  tags: ['players'],
  summary: 'The player of the personal token sent, and that token',
  responses: { 200: { description: 'You', content: json(Me) }, ...problems(401) },
});

const tokens = createRoute({
  method: 'get',
  path: '/me/tokens',
  operationId: 'listTokens',
  security: personal,
  tags: ['players'],
  summary: 'Your personal tokens (names, scopes; never the tokens themselves)',
  responses: { 200: { description: 'Tokens', content: json(PersonalTokens) }, ...problems(401) },
});

const createToken = createRoute({
  method: 'post',
  path: '/me/tokens',
  operationId: 'createToken',
  security: personal,
  tags: ['players'],
  summary: 'Make a personal token with some scopes (no more than the token you send has); shown once',
  description:
    "A personal token makes tokens only within its own scopes (a `read` token cannot make a `play` or `webhooks` one: `403 insufficient-scope`). A passkey sign-in's token is a session: it makes tokens of any scope, so a player who only signs in on a device can make a `webhooks` token there.",
  request: { body: { required: true, content: json(CreateTokenInput.openapi('CreateToken')) } },
  responses: {
    201: { description: 'Created', content: json(CreatedPersonalToken) },
    ...problems(400, 401, 403, 409, 413, 415, 429, 503),
  },
});

const renameToken = createRoute({
  method: 'patch',
  path: '/me/tokens/{id}',
  operationId: 'renameToken',
  security: personal,
  tags: ['players'],
  summary: 'Rename one of your personal tokens',
  request: { params: TokenParams, body: { required: true, content: json(RenameTokenInput.openapi('RenameToken')) } },
  responses: {
    200: { description: 'Renamed', content: json(PersonalToken) },
    ...problems(400, 401, 404, 413, 415, 503),
  },
});

const revokeToken = createRoute({
  method: 'delete',
  path: '/me/tokens/{id}',
  operationId: 'revokeToken',
  security: personal,
  tags: ['players'],
  summary: 'Revoke one of your personal tokens (the one you send included); it stops working at once',
  request: { params: TokenParams },
  responses: { 200: { description: 'Revoked', content: json(RevokedToken) }, ...problems(401, 404, 503) },
});

const myGames = createRoute({
  method: 'get',
  path: '/me/games',
  operationId: 'listMyGames',
  security: personal,
  tags: ['players'],
  summary: 'Your games: your seat, their status and whether it is your turn',
  description:
    '`status=active` lists games being played or still waiting for players; `status=over` finished ones. Most recently changed first, at most 100. Needs a token with `read` or `play`.',
  request: { query: MyGamesQuery },
  responses: { 200: { description: 'Games', content: json(PlayerGames) }, ...problems(400, 401, 403) },
});

const myChallenges = createRoute({
  method: 'get',
  path: '/me/challenges',
  operationId: 'listMyChallenges',
  security: personal,
  tags: ['players', 'challenges'],
  summary: 'Your daily challenge entries (made with a personal token) and your streak',
  description:
    'Newest first. `streak.current`: days in a row, up to today or yesterday, with an entry finished before its day closed; `streak.longest`: the longest such run.',
  responses: { 200: { description: 'Entries', content: json(MyChallenges) }, ...problems(401, 403) },
});

const profile = createRoute({
  method: 'get',
  path: '/players/{handle}',
  operationId: 'getPlayer',
  security: [],
  tags: ['players'],
  summary: "A player's public profile: handle, ratings per game, latest finished games",
  request: { params: HandleParams },
  responses: { 200: { description: 'Profile', content: json(PlayerProfile) }, ...problems(404) },
});

export const playerRoutes = new OpenAPIHono<AppEnv>()
  .openapi(create, async (c) =>
    c.json(unwrap(await c.var.services.players.createPlayer(c.req.valid('json').handle)), 201),
  )
  .openapi(me, async (c) => c.json(unwrap(await c.var.services.players.me(bearerToken(c))), 200))
  .openapi(tokens, async (c) => c.json({ tokens: unwrap(await c.var.services.players.tokens(bearerToken(c))) }, 200))
  .openapi(createToken, async (c) =>
    c.json(unwrap(await c.var.services.players.createToken(bearerToken(c), c.req.valid('json'))), 201),
  )
  .openapi(renameToken, async (c) =>
    c.json(
      unwrap(
        await c.var.services.players.renameToken(bearerToken(c), c.req.valid('param').id, c.req.valid('json').name),
      ),
      200,
    ),
  )
  .openapi(revokeToken, async (c) =>
    c.json(unwrap(await c.var.services.players.revokeToken(bearerToken(c), c.req.valid('param').id)), 200),
  )
  .openapi(myGames, async (c) =>
    c.json({ games: unwrap(await c.var.services.players.myGames(bearerToken(c), c.req.valid('query').status)) }, 200),
  )
  .openapi(myChallenges, async (c) => c.json(unwrap(await c.var.services.players.myChallenges(bearerToken(c))), 200))
  .openapi(profile, async (c) =>
    c.json(unwrap(await c.var.services.players.profile(c.req.valid('param').handle)), 200),
  );
