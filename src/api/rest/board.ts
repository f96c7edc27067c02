import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { openSeatsOf } from '../../board/seat-names.js';
import { renderBoardSvg, SVG_CONTENT_TYPE } from '../../boards/render-svg.js';
import { problem } from '../../service/errors.js';
import type { AppEnv } from '../context.js';
import { AtQuery, bearer, GameParams } from './games.js';
import { bearerToken, etagOf, ProblemException, unwrap } from './respond.js';
import { problems } from './problem-schemas.js';

/** `at`, and which of the web client's two layouts to draw. */
const BoardQuery = AtQuery.extend({
  layout: z
    .enum(['wide', 'phone'])
    .default('wide')
    .openapi({
      param: { name: 'layout', in: 'query' },
      description:
        "`wide` (default): the laptop's layout. `phone`: the layout the web client draws on a phone, at most 368 units wide, with what stands beside the main picture drawn under it (for a chat read on a phone).",
    }),
});

const boardSvg = createRoute({
  method: 'get',
  path: '/games/{id}/board.svg',
  operationId: 'getBoardSvg',
  tags: ['games'],
  summary: "The board as an SVG image, drawn from the caller's view (redacted like it) at version `at` (default: now)",
  description: 'The same drawing the web client shows, for chat bots and pages that can only embed an image.',
  security: bearer,
  request: {
    params: GameParams,
    query: BoardQuery,
  },
  responses: {
    200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
    ...problems(400, 401, 404),
  },
});

/** `GET /v1/games/{id}/board.svg`: the service's redacted snapshot, drawn with the web client's board. */
export const boardRoutes = new OpenAPIHono<AppEnv>().openapi(boardSvg, async (c) => {
  const { id } = c.req.valid('param');
  const { at, layout } = c.req.valid('query');
  const token = bearerToken(c);
  const games = c.var.services.games;
  const game = unwrap(at === undefined ? await games.getGame(id, token) : await games.stateAt(id, token, at));
  const svg = renderBoardSvg(
    game.rules,
    game.view,
    game.players.map((p) => p.name),
    openSeatsOf(game.players),
    layout === 'phone',
  );
  if (svg === undefined)
    throw new ProblemException(problem('not-found', 'no-board', `no board is drawn for ${game.rules}`));
  c.header('ETag', etagOf(game.version));
  c.header('Vary', 'Authorization');
  return c.body(svg, 200, { 'content-type': SVG_CONTENT_TYPE });
});
