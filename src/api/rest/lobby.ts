import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { JoinInput } from '../../service/inputs.js';
import type { AppEnv } from '../context.js';
import { bearerToken, unwrap } from './respond.js';
import { actingPlayer } from '../../service/player-seats.js';
import { bearer, GameParams, json } from './games.js';
import { Game, JoinedGame, OpenGames } from './game-schemas.js';
import { problems } from './problem-schemas.js';

const list = createRoute({
  method: 'get',
  path: '/lobby',
  operationId: 'listOpenGames',
  security: [],
  tags: ['lobby'],
  summary: 'Games waiting for players (of one rules id, or of every game), newest first',
  request: {
    query: z.object({
      rules: z
        .string()
        .min(1)
        .max(64)
        .optional()
        .openapi({
          param: { name: 'rules', in: 'query' },
          example: 'coal-n-write',
          description: 'Only games of these rules; without it, open games of every game.',
        }),
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .max(500)
        .default(100)
        .openapi({ param: { name: 'limit', in: 'query' } }),
    }),
  },
  responses: { 200: { description: 'Open games', content: json(OpenGames) }, ...problems(400, 404) },
});

const join = createRoute({
  method: 'post',
  path: '/games/{id}/join',
  operationId: 'joinGame',
  security: bearer,
  tags: ['lobby'],
  summary: "Take an open seat; answers the seat's bearer token",
  description:
    "Creates no account: the token is the seat. With a personal token (`rtp_…`, scope `play`) you sit under your player's handle and the seat is bound to your player, so your personal token acts for it too. The join that takes the last open seat starts the game (the engine rolls and shuffles, and bots due first play) before it answers. Of two players racing for the last seat, one gets it and the other `409 game-started`.",
  request: { params: GameParams, body: { required: true, content: json(JoinInput.openapi('JoinRequest')) } },
  responses: {
    200: { description: 'Seat taken', content: json(JoinedGame) },
    ...problems(400, 401, 403, 404, 409, 413, 415, 429, 503),
  },
});

const leave = createRoute({
  method: 'post',
  path: '/games/{id}/leave',
  operationId: 'leaveGame',
  tags: ['lobby'],
  summary: 'Give up your seat before the game starts; the seat is open again and your token stops working',
  security: [{ Bearer: [] }],
  request: { params: GameParams },
  responses: {
    200: { description: 'The game as a spectator sees it', content: json(Game) },
    ...problems(401, 404, 409, 413, 429, 503),
  },
});

export const lobbyRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => {
    const { rules, limit } = c.req.valid('query');
    return c.json({ games: unwrap(await c.var.services.games.openGames(rules, limit)) }, 200);
  })
  .openapi(join, async (c) => {
    const { games, players } = c.var.services;
    const as = unwrap(await actingPlayer(players.authenticate, bearerToken(c)));
    return c.json(unwrap(await games.joinGame(c.req.valid('param').id, c.req.valid('json'), as)), 200);
  })
  .openapi(leave, async (c) =>
    c.json(unwrap(await c.var.services.games.leaveGame(c.req.valid('param').id, bearerToken(c))), 200),
  );
