import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { actingPlayer } from '../../service/player-seats.js';
import { CreateGameInput } from '../../service/inputs.js';
import { rulebook } from '../../games/index.js';
import { namedMove, typeNamePrefix } from '../game-contract.js';
import { CreateIdempotencyKey, documentedAs, IdempotencyKey, IfMatch, IfNoneMatch, Prefer } from './headers.js';
import { moveAnswer, readAnswer } from './game-answers.js';
import { MoveRequest } from './move-request.js';
import type { AppEnv } from '../context.js';
import { bearerToken, etagOf, jsonText, unwrap } from './respond.js';
import { EventList, MinimalMoveResult, MoveResult } from './event-schemas.js';
import { AuditReport, GameExport } from './export-schemas.js';
import { CreatedGame, Game } from './game-schemas.js';
import { problems } from './problem-schemas.js';
import { resumeAfter } from '../resume-after.js';
import { afterParam } from './after-param.js';

export const GameParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'k3v9q2m8x1c4ta' }),
});

/** `?at=`: the version to show (1 = the first event); absent, the game now. */
export const AtQuery = z.object({
  at: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .openapi({ param: { name: 'at', in: 'query' } }),
});
/** Optional auth: a seat's token, or none for the spectator view. */
export const bearer: { Bearer?: string[] }[] = [{ Bearer: [] }, {}];
export const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

const create = createRoute({
  method: 'post',
  path: '/games',
  operationId: 'createGame',
  security: bearer,
  tags: ['games'],
  summary: 'Create a game; answers one bearer token per seat',
  description:
    'The answer\'s `game` is the view of the first seat given a token (yours), with its `legalMoves`: post one of them straight away. A game with no person seated answers the spectator\'s view. With a personal token (`rtp_…`, scope `play`), a seat `{ "me": true }` sits under your handle and is bound to your player: your personal token then acts for it too.',
  request: {
    headers: z.object({ 'Idempotency-Key': CreateIdempotencyKey }),
    body: { required: true, content: json(CreateGameInput.openapi('CreateGame')) },
  },
  responses: {
    201: { description: 'Created', content: json(CreatedGame) },
    ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
  },
});

const readDocumented = createRoute({
  method: 'get',
  path: '/games/{id}',
  operationId: 'getGame',
  tags: ['games'],
  summary: "The game now: the caller's view, pending and legal moves (ETag = version)",
  security: bearer,
  request: { params: GameParams, headers: z.object({ 'If-None-Match': IfNoneMatch }) },
  responses: {
    200: { description: 'Game', content: json(Game) },
    304: { description: 'Not modified (If-None-Match)' },
    ...problems(401, 403, 404),
  },
});

/** `read` as the router runs it: `If-None-Match` is read by the handler (see `documentedAs`). */
const read = createRoute({ ...readDocumented, request: { params: GameParams }, hide: true });

const moveDocumented = createRoute({
  method: 'post',
  path: '/games/{id}/moves',
  operationId: 'makeMove',
  tags: ['games'],
  summary: 'Make a move for your seat',
  description:
    "The move is one of the shapes in `GET /v1/rules/{id}` (`moves`). Give `expectedVersion` (or `If-Match`) to fail with 409 if the game moved on; give `moveId` (or `Idempotency-Key`) to make retries safe. Any entry of `legalMoves` may be posted as it is, `label` included. The engine then performs any rolls or shuffles the game waits for, so the answer shows the state after them. With `Prefer: return=minimal` the answer leaves the game out (`MinimalMoveResult`). A move whose `type` is none of this game's moves but another game's is refused 400 `wrong-game` (as GraphQL refuses a `MoveInput` of another game), not 422 `bad-move`.",
  security: [{ Bearer: [] }],
  request: {
    params: GameParams,
    headers: z.object({ 'If-Match': IfMatch, 'Idempotency-Key': IdempotencyKey, Prefer }),
    body: { required: true, content: json(MoveRequest) },
  },
  responses: {
    200: {
      description: 'Move recorded (without the game under `Prefer: return=minimal`, then with `Preference-Applied`)',
      headers: {
        ETag: { description: "The game's version after the move.", schema: { type: 'string' } },
        'Preference-Applied': {
          description: '`return=minimal` when the answer left the game out, as asked.',
          schema: { type: 'string', enum: ['return=minimal'] },
        },
      },
      content: json(z.union([MoveResult, MinimalMoveResult])),
    },
    ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
  },
});

/** `move` as the router runs it: `If-Match`, `Idempotency-Key` and `Prefer` are read by the handler (see `documentedAs`). */
const move = createRoute({
  ...moveDocumented,
  request: { params: GameParams, body: moveDocumented.request.body },
  hide: true,
});

const events = createRoute({
  method: 'get',
  path: '/games/{id}/events',
  operationId: 'listEvents',
  tags: ['games'],
  summary: 'The tape after `after`, redacted for the caller while the game runs',
  security: bearer,
  request: {
    params: GameParams,
    query: z.object({
      after: afterParam(
        'Only events with a higher seq: a whole number such as 12 (else 400 `bad-after`); absent, the whole tape.',
      ),
    }),
  },
  responses: { 200: { description: 'Events', content: json(EventList) }, ...problems(400, 401, 403, 404) },
});

const stateAt = createRoute({
  method: 'get',
  path: '/games/{id}/state',
  operationId: 'getGameAt',
  tags: ['games'],
  summary: "Time travel: the caller's view at version `at` (default: now)",
  security: bearer,
  request: {
    params: GameParams,
    query: AtQuery,
  },
  responses: { 200: { description: 'Game at that version', content: json(Game) }, ...problems(400, 401, 403, 404) },
});

const exportTape = createRoute({
  method: 'get',
  path: '/games/{id}/export',
  operationId: 'exportGame',
  tags: ['games'],
  summary: 'The whole tape, with the seed once the game is over; feed it to `rolltape audit` offline',
  security: bearer,
  request: { params: GameParams },
  responses: { 200: { description: 'Export', content: json(GameExport) }, ...problems(401, 403, 404) },
});

const audit = createRoute({
  method: 'get',
  path: '/games/{id}/audit',
  operationId: 'auditGame',
  tags: ['games'],
  summary: 'Replay the tape, re-validate every move, re-derive every roll and check the seed commitment',
  description:
    'The server\'s audit of the tape it stores: it has no `export` or `signature` check (there is no file, and a server cannot vouch for itself). For proof that does not trust the server, audit the export offline with the server\'s keys (`rolltape audit game.json --keys keys.json`; docs/audit.md, "Which audit to run"). A daily challenge entry answers only to its own seat token until the day closes (403 `challenge-entry-private`).',
  security: bearer,
  request: { params: GameParams },
  responses: { 200: { description: 'Audit report', content: json(AuditReport) }, ...problems(401, 403, 404) },
});

export const gameRoutes = new OpenAPIHono<AppEnv>();
// Each game's move, referenced by `MoveRequest.move`.
for (const game of rulebook.games)
  gameRoutes.openAPIRegistry.register(`${typeNamePrefix(game.id)}Move`, namedMove(game));
gameRoutes
  .openapi(create, async (c) => {
    const { games, players } = c.var.services;
    const as = unwrap(await actingPlayer(players.authenticate, bearerToken(c)));
    return c.json(
      unwrap(await games.createGame(c.req.valid('json'), undefined, c.req.header('idempotency-key'), as)),
      201,
    );
  })
  .openapi(documentedAs(gameRoutes.openAPIRegistry, readDocumented, read), async (c) => {
    const { text, etag } = await readAnswer(c.var.services.games, c.req.valid('param').id, {
      authorization: c.req.header('authorization'),
      'if-none-match': c.req.header('if-none-match'),
    });
    if (text !== null) return jsonText(text, { etag, vary: 'Authorization' });
    c.header('ETag', etag);
    c.header('Vary', 'Authorization');
    return c.body(null, 304);
  })
  .openapi(documentedAs(gameRoutes.openAPIRegistry, moveDocumented, move), async (c) => {
    const { text, headers } = await moveAnswer(c.var.services.games, c.req.valid('param').id, c.req.valid('json'), {
      authorization: c.req.header('authorization'),
      'if-match': c.req.header('if-match'),
      'idempotency-key': c.req.header('idempotency-key'),
      prefer: c.req.header('prefer'),
    });
    return jsonText(text, headers);
  })
  .openapi(events, async (c) => {
    const after = unwrap(resumeAfter(c.req.valid('query').after)) ?? 0;
    return c.json(unwrap(await c.var.services.games.listEvents(c.req.valid('param').id, bearerToken(c), after)), 200);
  })
  .openapi(stateAt, async (c) => {
    const { id } = c.req.valid('param');
    const { at } = c.req.valid('query');
    const token = bearerToken(c);
    const games = c.var.services.games;
    const game = unwrap(at === undefined ? await games.getGame(id, token) : await games.stateAt(id, token, at));
    c.header('ETag', etagOf(game.version));
    return c.json(game, 200);
  })
  .openapi(exportTape, async (c) =>
    c.json(unwrap(await c.var.services.games.exportGame(c.req.valid('param').id, bearerToken(c))), 200),
  )
  .openapi(audit, async (c) =>
    c.json(unwrap(await c.var.services.games.auditGame(c.req.valid('param').id, bearerToken(c))), 200),
  );
