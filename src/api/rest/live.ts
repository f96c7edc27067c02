import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { problem } from '../../service/errors.js';
import type { AppEnv } from '../context.js';
import { sseResponse } from './sse-response.js';
import { bearer, GameParams, json } from './games.js';
import { LastEventId } from './headers.js';
import { resumeAfter } from '../resume-after.js';
import { afterParam } from './after-param.js';
import { webSocketRequestOf } from '../websocket-request.js';
import { bearerToken, etagOf, ProblemException, unwrap } from './respond.js';
import { GameUpdate, MoveResult } from './event-schemas.js';
import { problems } from './problem-schemas.js';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How long a browser's EventSource waits before reconnecting (it then sends Last-Event-ID). */
const RETRY_MS = 2_000;

const stream = createRoute({
  method: 'get',
  path: '/games/{id}/stream',
  operationId: 'streamGame',
  tags: ['live'],
  summary: 'Live updates (Server-Sent Events): your own view and redacted events after every change',
  description: [
    'Each `update` message carries a `GameUpdate` (the events since the previous message, redacted for your seat, and your view after them); its `id` is the version.',
    'The first message is the game now (no events), or, with `Last-Event-ID` (or `after`), every event after that version: a reconnecting client misses nothing.',
    'A `: heartbeat` comment comes every 15 s. The stream closes when the game ends; resuming a finished game answers 204 (EventSource then stops).',
    "EventSource cannot send headers: pass the seat's token as `access_token` (RFC 6750) there.",
  ].join(' '),
  security: bearer,
  request: {
    params: GameParams,
    headers: z.object({ 'Last-Event-ID': LastEventId }),
    query: z.object({
      after: afterParam(
        'The last version you have, a whole number such as 12 (else 400 `bad-after`); Last-Event-ID wins when both are sent.',
      ),
      access_token: z
        .string()
        .min(1)
        .max(200)
        .optional()
        .openapi({
          param: { name: 'access_token', in: 'query' },
          description: 'A seat token, for clients that cannot set Authorization.',
        }),
    }),
  },
  responses: {
    200: {
      description: 'An event stream of `update` messages (data: GameUpdate)',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    204: { description: 'The game is over and you have all of it' },
    ...problems(400, 401, 403, 404, 429, 503),
  },
});

const websocket = createRoute({
  method: 'get',
  path: '/games/{id}/ws',
  operationId: 'openGameSocket',
  tags: ['live'],
  summary: 'Live updates over a WebSocket: the same `update` messages as the stream',
  description: [
    'Open it with `Upgrade: websocket` (a browser\'s `new WebSocket(url)`). Each text message is `{"event":"update","id":"<version>","data":GameUpdate}`, redacted for your seat, as the stream sends it.',
    'Resume with `after` (the last version you have); without it the first message is the game now. Token: `Authorization` or `access_token`.',
    'The server closes with 1000 when the game ends (at once when you resume a finished game you have all of), and with 4000 when you fell more than the backlog behind (reconnect with `after`). Send `ping` to get `pong`.',
    "A refusal (malformed or wrong token, unknown game, too many streams, the `stream` rate limit) is the same problem answer as the stream's, before the upgrade. Served by the node server, and on Workers by the game's Durable Object (the `GAMES` binding).",
  ].join(' '),
  security: bearer,
  request: { params: GameParams, query: stream.request!.query! },
  responses: {
    101: { description: 'Switching protocols: the socket sends `update` messages' },
    ...problems(400, 401, 403, 404, 429, 503),
  },
});

const timeout = createRoute({
  method: 'post',
  path: '/games/{id}/timeout',
  operationId: 'claimTimeout',
  tags: ['live'],
  summary: 'Claim the timeout of a turn past its deadline (any seat)',
  description:
    "In a game created with `turnSeconds`, once the game's `deadline` has passed, any seat may claim it: the server plays each late seat's turn with the game's `default` bot. The moves are `MoveMade` events marked `timeout: true` (actor: the claimant), so replay and audit treat them like any other. Before the deadline: `409 deadline-not-reached`.",
  security: [{ Bearer: [] }],
  request: { params: GameParams },
  responses: {
    200: { description: 'Timeout applied', content: json(MoveResult) },
    ...problems(401, 404, 409, 413, 422, 429, 503),
  },
});

function lastEventId(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  if (!/^\d{1,15}$/.test(header.trim()))
    throw new ProblemException(problem('malformed', 'bad-last-event-id', 'Last-Event-ID must be a version such as 12'));
  return Number(header.trim());
}

export const liveRoutes = new OpenAPIHono<AppEnv>();
// The stream's messages are not a response body OpenAPI can describe; their data is this component.
liveRoutes.openAPIRegistry.register('GameUpdate', GameUpdate);

liveRoutes
  .openapi(stream, async (c) => {
    const query = c.req.valid('query');
    // `after` before the credential, as the WebSocket reads them (api/websocket-request.ts).
    const after = unwrap(resumeAfter(query.after));
    const token = bearerToken(c, query.access_token);
    const resumed = lastEventId(c.req.header('last-event-id')) ?? after;
    // The stream's slot is counted by the caller's address (service/admission.ts).
    const updates = unwrap(await c.var.services.games.watch(c.req.valid('param').id, token, resumed));
    if (updates === 'ended') return c.body(null, 204);
    return sseResponse(c, updates, { heartbeatMs: HEARTBEAT_MS, retryMs: RETRY_MS });
  })
  .openapi(websocket, async (c) => {
    if (c.req.header('upgrade')?.toLowerCase() !== 'websocket')
      throw new ProblemException(
        problem('malformed', 'websocket-required', 'this endpoint speaks WebSocket (send Upgrade: websocket)'),
      );
    // Node upgrades its sockets before this app; a Worker opens them here, in the game's object.
    const { openSocket } = c.var.services.games;
    if (openSocket === undefined)
      throw new ProblemException(
        problem(
          'unavailable',
          'websockets-unavailable',
          'this deployment has no game objects (GAMES); follow the game with GET /v1/games/{id}/stream',
        ),
      );
    // Read as node's upgrade handler reads it (api/websocket-request.ts): the same credential as the
    // stream's, refused before the game is asked; the quota and slots are the stream's too (service/admission.ts).
    const read = unwrap(webSocketRequestOf(new URL(c.req.url), c.req.header('authorization'))!);
    return unwrap(await openSocket(read.gameId, read.token, read.after));
  })
  .openapi(timeout, async (c) => {
    const result = unwrap(await c.var.services.games.claimTimeout(c.req.valid('param').id, bearerToken(c)));
    c.header('ETag', etagOf(result.game.version));
    return c.json(result, 200);
  });
