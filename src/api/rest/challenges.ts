import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { problem } from '../../service/errors.js';
import { ChainQuery, EnterChallengeInput, LeaderboardQuery } from '../../service/inputs.js';
import type { BoardMessage } from '../../service/leaderboard-live.js';
import { clientAddress } from '../client-address.js';
import type { AppEnv } from '../context.js';
import { HEARTBEAT_MS } from './live.js';
import { sseResponse } from './sse-response.js';
import { CreateIdempotencyKey, IfNoneMatch } from './headers.js';
import { bearerToken, noneMatch, ProblemException, unwrap } from './respond.js';
import { actingPlayer } from '../../service/player-seats.js';
import { bearer } from './games.js';
import { SeedChain } from './chain-schemas.js';
import { Challenge, ChallengeEntry, DailyChallenges, Leaderboard } from './challenge-schemas.js';
import { problems } from './problem-schemas.js';

const ChallengeParams = z.object({
  id: z
    .string()
    .min(1)
    .max(96)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'coal-n-write-2026-11-22' }),
});
const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

const daily = createRoute({
  method: 'get',
  path: '/challenges/daily',
  operationId: 'getDailyChallenges',
  security: [],
  tags: ['challenges'],
  summary: "A UTC day's challenges (default: today): one per game a single player can play",
  request: {
    query: z.object({
      date: z
        .string()
        .optional()
        .openapi({ param: { name: 'date', in: 'query' }, example: '2026-11-22' }),
    }),
  },
  responses: { 200: { description: 'Challenges', content: json(DailyChallenges) }, ...problems(400, 404, 503) },
});

const chain = createRoute({
  method: 'get',
  path: '/challenges/chain',
  operationId: 'getSeedChain',
  security: [],
  tags: ['challenges'],
  summary: "The seed chain: each year's head, published ahead, and the links of the days that have closed",
  description: [
    "Every daily seed from the chain's `start` on follows from its day's link, and every link hashes forward to its year's head, published before the year begins: save this answer, and `rolltape audit --chain` checks an entry against the head you saved.",
    "Default: this year's chain and the next; `year` asks for one year (from the chain's first year to the next).",
  ].join(' '),
  request: { query: ChainQuery },
  responses: { 200: { description: 'Seed chain', content: json(SeedChain) }, ...problems(400, 404, 503) },
});

const show = createRoute({
  method: 'get',
  path: '/challenges/{id}',
  operationId: 'getChallenge',
  security: [],
  tags: ['challenges'],
  summary: 'One challenge: its seed commitment, and its seed once the day has closed',
  request: { params: ChallengeParams },
  responses: { 200: { description: 'Challenge', content: json(Challenge) }, ...problems(404, 503) },
});

const enter = createRoute({
  method: 'post',
  path: '/challenges/{id}/entries',
  operationId: 'enterChallenge',
  security: bearer,
  tags: ['challenges'],
  summary: "Enter a challenge: starts your game on the day's seed and answers its seat token",
  description:
    "One ranked entry per player handle (compared case-insensitively). With a personal token (`rtp_…`, scope `play`) you enter under your player's handle, the entry's seat is bound to your player and the leaderboard marks it (`account`); a guest may not enter under a player's handle (409 `handle-owned`). The answer's `game` is your seat's view with its `legalMoves`; play on with the usual game routes. Send an `Idempotency-Key` so that a retry after a lost answer gets the entry and its token again instead of 409 `already-entered`.",
  request: {
    params: ChallengeParams,
    headers: z.object({ 'Idempotency-Key': CreateIdempotencyKey }),
    body: { required: true, content: json(EnterChallengeInput.openapi('EnterChallenge')) },
  },
  responses: {
    201: { description: 'Entered', content: json(ChallengeEntry) },
    ...problems(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
  },
});

const leaderboard = createRoute({
  method: 'get',
  path: '/challenges/{id}/leaderboard',
  operationId: 'getLeaderboard',
  security: [],
  tags: ['challenges'],
  summary: 'Finished entries ranked by score, ties by who finished first; poll with If-None-Match',
  description:
    'Only games that ended before the day closed are ranked. The ETag changes whenever the ranking can, so a poll with `If-None-Match` costs one small query and answers 304 when nothing changed.',
  request: { params: ChallengeParams, query: LeaderboardQuery, headers: z.object({ 'If-None-Match': IfNoneMatch }) },
  responses: {
    200: { description: 'Leaderboard', content: json(Leaderboard) },
    304: { description: 'Not modified (If-None-Match)' },
    ...problems(400, 404, 503),
  },
});

const leaderboardStream = createRoute({
  method: 'get',
  path: '/challenges/{id}/leaderboard/stream',
  operationId: 'followLeaderboard',
  security: [],
  tags: ['challenges'],
  summary: 'Follow a leaderboard live (Server-Sent Events): the board again whenever an entry starts or finishes',
  description: [
    "Each `leaderboard` message carries the `Leaderboard` as `GET /challenges/{id}/leaderboard` answers it (its top `limit`); its `id` is the board's stamp.",
    'The first message is the board now; reconnect with `Last-Event-ID` (EventSource does) and it is skipped if nothing changed meanwhile.',
    "A `: heartbeat` comment comes every 15 s. The stream ends once the day has closed, after the final board. Same stream caps as a game's stream.",
  ].join(' '),
  request: { params: ChallengeParams, query: LeaderboardQuery },
  responses: {
    200: {
      description: 'An event stream of `leaderboard` messages (data: Leaderboard)',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    ...problems(400, 404, 429, 503),
  },
});

function challengesOf(c: Context<AppEnv>) {
  const service = c.var.services.challenges;
  if (service === undefined)
    throw new ProblemException(
      problem('unavailable', 'challenges-unavailable', 'daily challenges need a server secret: set ROLLTAPE_SECRET'),
    );
  return service;
}

/** Leaderboard stamps travel as weak ETags: equal boards, not byte-equal bodies (`limit` may differ). */
const quoted = (stamp: string): string => `"${stamp}"`;

const encoder = new TextEncoder();
const boardFrame = (m: BoardMessage): Uint8Array =>
  encoder.encode(`event: leaderboard\nid: ${m.board.stamp}\ndata: ${m.json}\n\n`);

export const challengeRoutes = new OpenAPIHono<AppEnv>()
  .openapi(daily, async (c) => c.json(unwrap(await challengesOf(c).daily(c.req.valid('query').date)), 200))
  // Before `/challenges/{id}`, which would read `chain` as a challenge id.
  .openapi(chain, async (c) => c.json(unwrap(await challengesOf(c).chain(c.req.valid('query').year)), 200))
  .openapi(show, async (c) => c.json(unwrap(await challengesOf(c).challenge(c.req.valid('param').id)), 200))
  .openapi(enter, async (c) => {
    const as = unwrap(await actingPlayer(c.var.services.players.authenticate, bearerToken(c)));
    const { id } = c.req.valid('param');
    return c.json(
      unwrap(await challengesOf(c).enter(id, c.req.valid('json').name, c.req.header('idempotency-key'), as)),
      201,
    );
  })
  .openapi(leaderboard, async (c) => {
    const { id } = c.req.valid('param');
    const service = challengesOf(c);
    c.header('Cache-Control', 'no-cache');
    const stamp = unwrap(await service.leaderboardStamp(id));
    if (noneMatch(c, quoted(stamp))) {
      c.header('ETag', `W/${quoted(stamp)}`);
      return c.body(null, 304);
    }
    const board = unwrap(await service.leaderboard(id, c.req.valid('query').limit));
    c.header('ETag', `W/${quoted(board.stamp)}`);
    return c.json(board, 200);
  })
  .openapi(leaderboardStream, async (c) => {
    challengesOf(c);
    const live = c.var.services.leaderboards;
    if (live === undefined)
      throw new ProblemException(
        problem('unavailable', 'challenges-unavailable', 'daily challenges need a server secret: set ROLLTAPE_SECRET'),
      );
    const after = c.req.header('last-event-id')?.trim() || undefined;
    const boards = unwrap(
      await live.watchLeaderboard(c.req.valid('param').id, c.req.valid('query').limit, after, clientAddress(c)),
    );
    return sseResponse(c, boards, { heartbeatMs: HEARTBEAT_MS, retryMs: 2_000, frame: boardFrame });
  });
