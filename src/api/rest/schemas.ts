import { z } from '@hono/zod-openapi';
import { once } from '../../core/once.js';
import { gameContracts, type GameContract } from '../game-contract.js';

/**
 * Response shapes of the REST API; `.openapi(name)` makes each a named component in openapi.yaml.
 * Only the API document reads them (no response is parsed with them), so most are `z.lazy`: built when
 * the document is, not when a Worker starts. The document is the same either way (the drift test).
 */

export const Problem = z
  .lazy(() =>
    z.object({
      type: z.string(),
      title: z.string(),
      status: z.number().int(),
      code: z.string().openapi({ description: 'Stable machine-readable reason, e.g. `version-conflict` or a rule code such as `same-gear`.' }),
      detail: z.string(),
      currentVersion: z.number().int().optional(),
      errors: z
        .array(z.object({ field: z.string().openapi({ description: 'The field, as the request writes it, e.g. `players[0].name` or `move.gear`.' }), message: z.string().openapi({ description: 'What was expected there, in words.' }) }))
        .optional()
        .openapi({ description: 'For a request that failed validation: each field at fault and what it should be.' }),
    }),
  )
  .openapi('Problem');

export const RuleSummary = z
  .object({
    id: z.string().openapi({ example: 'circuit-racer' }),
    title: z.string(),
    version: z.number().int().openapi({ description: 'Current rules version; new games are created under it.' }),
    minPlayers: z.number().int(),
    maxPlayers: z.number().int(),
    summary: z.string(),
    bots: z
      .array(z.object({ id: z.string().openapi({ example: 'default' }), title: z.string() }))
      .openapi({ description: 'Bots that can take a seat (`players: [{ name, bot }]`); `default` is the best, and plays late seats after a turn deadline.' }),
  })
  .openapi('RuleSummary');

export const RuleDetail = RuleSummary.extend({
  options: z.record(z.string(), z.unknown()).openapi({ description: 'JSON Schema of `options` at creation.' }),
  moves: z.record(z.string(), z.unknown()).openapi({ description: 'JSON Schema of a move (the same as `<Game>Move` in this document).' }),
  view: z.record(z.string(), z.unknown()).openapi({ description: "JSON Schema of the game's view, for a seat and a spectator alike (the same as `<Game>View` in this document)." }),
  content: z.unknown().openapi({
    description:
      "What a client needs to show the rules, read from this version's content: card texts and prices, the map, tiles, tracks, rank tables. Its shape is the game's own (e.g. Coal n' Write: `cards`, `veins`, `burros`, `soloRanks`; Circuit Racer: `circuits`, `actions`).",
  }),
}).openapi('RuleDetail');

export const Standings = z
  .lazy(() =>
    z.object({
      lowerIsBetter: z.boolean(),
      players: z.array(z.object({ seat: z.number().int(), rank: z.number().int(), score: z.number(), title: z.string().optional() })).readonly(),
    }),
  )
  .openapi('Standings');

export const Pending = z
  .lazy(() =>
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('choice'), players: z.array(z.number().int()).readonly() }),
      z.object({ kind: z.literal('over'), standings: Standings }),
      z.object({ kind: z.literal('roll'), label: z.string(), count: z.number().int(), sides: z.number().int() }),
      z.object({ kind: z.literal('shuffle'), label: z.string(), size: z.number().int() }),
    ]),
  )
  .openapi('Pending', {
    description:
      'What the game waits for. The engine performs rolls and shuffles itself, so clients see `choice` or `over` (in a game still `open`: what the rules will do first once every seat is taken).',
  });

export const PlayerSeat = z
  .lazy(() =>
    z.object({
      seat: z.number().int(),
      name: z.string().openapi({ description: "'' for an open seat." }),
      bot: z.string().nullable().openapi({ description: 'The bot that plays this seat, or null for a person.' }),
      open: z.boolean().openapi({ description: 'Still open: anyone may join it.' }),
    }),
  )
  .openapi('PlayerSeat');

/** The fields every game has; built with `Game`, when the document is. */
const gameFields = once(() =>
  z.object({
    id: z.string(),
    rules: z.string(),
    rulesVersion: z.number().int(),
    version: z.number().int().openapi({ description: 'Number of events on the tape; also the ETag.' }),
    status: z.enum(['open', 'active', 'over']).openapi({ description: '`open`: waiting for players to take its open seats; nothing is rolled or played until they are all taken.' }),
    sandbox: z.boolean(),
    challenge: z.string().nullable().openapi({ description: 'The daily challenge this game is an entry of, or null.' }),
    seedCommitment: z.string().openapi({ description: 'sha256(seed), hex; the seed is revealed when the game ends (a challenge entry: when its day closes).' }),
    players: z.array(PlayerSeat),
    you: z.number().int().nullable().openapi({ description: 'Your seat, or null for a spectator.' }),
    pending: Pending,
    standings: Standings.nullable(),
    turnSeconds: z.number().int().nullable().openapi({ description: 'Seconds each turn may take; null: no deadlines.' }),
    deadline: z.string().nullable().openapi({ description: 'When the current turn times out; after it any seat may `POST /v1/games/{id}/timeout`. Null without deadlines, in the lobby and once over.' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

/** One game's `Game`: its own view and legal moves, told apart from the others by `rules`. */
const gameOf = (contract: GameContract) =>
  gameFields().extend({
    rules: z.literal(contract.rules),
    view: contract.view,
    legalMoves: z.array(contract.legalMove).openapi({
      description: "Every move the caller's seat may make now (empty for spectators), each with a human `label`. Post any entry back as it is.",
    }),
  }).openapi(`${contract.prefix}Game`, { description: `A ${contract.rules} game at one version, as the caller may see it.` });

/**
 * A game at one version as the caller may see it; narrow on `rules` to get that game's view and moves.
 * Lazy: its members (every game's view) are built when the API document is, not when a Worker starts.
 * Only the document reads it (no response is parsed with it); it is the same document either way.
 */
export const Game = z
  .lazy(() => z.discriminatedUnion('rules', gameContracts().map(gameOf) as unknown as [ReturnType<typeof gameOf>, ...ReturnType<typeof gameOf>[]]))
  .openapi('Game', { description: 'A game at one version, as the caller may see it. `rules` tells which game it is, and so the shape of `view` and `legalMoves`.' });

export const Event = z
  .lazy(() =>
    z.object({
      seq: z.number().int(),
      type: z.enum(['GameCreated', 'PlayerJoined', 'PlayerLeft', 'DiceRolled', 'DeckShuffled', 'MoveMade', 'GameEnded']),
      actor: z.number().int().nullable(),
      at: z.string(),
      moveId: z.string().nullable(),
      redacted: z.boolean().openapi({ description: 'True when hidden parts of `data` were removed for this caller.' }),
      data: z.record(z.string(), z.unknown()),
    }),
  )
  .openapi('Event');

export const Seat = z.lazy(() => z.object({ seat: z.number().int(), name: z.string(), token: z.string() })).openapi('SeatToken');

export const CreatedGame = z
  .lazy(() => z.object({ game: Game, seats: z.array(Seat).openapi({ description: "One token per seat given a person's name; bot and open seats have none." }) }))
  .openapi('CreatedGame');

export const JoinedGame = z.lazy(() => z.object({ seat: Seat, game: Game })).openapi('JoinedGame');

export const OpenGames = z
  .lazy(() =>
    z.object({
      games: z.array(
        z
          .object({
            id: z.string(),
            rules: z.string(),
            rulesVersion: z.number().int(),
            sandbox: z.boolean(),
            players: z.array(PlayerSeat),
            openSeats: z.array(z.number().int()),
            createdAt: z.string(),
          })
          .openapi('OpenGame'),
      ),
    }),
  )
  .openapi('OpenGames');

export const MoveResult = z
  .lazy(() => z.object({ version: z.number().int(), events: z.array(Event), game: Game, replayed: z.boolean() }))
  .openapi('MoveResult');

export const EventList = z.lazy(() => z.object({ version: z.number().int(), events: z.array(Event) })).openapi('EventList');

export const GameUpdate = z
  .lazy(() =>
    z.object({
      version: z.number().int().openapi({ description: 'The version after these events; also the SSE event id to resume from.' }),
      events: z.array(Event).openapi({ description: 'The events since the previous update, redacted for the subscriber.' }),
      game: Game,
    }),
  )
  .openapi('GameUpdate', { description: 'The data of one `update` message of `GET /v1/games/{id}/stream`.' });

export const GameExport = z
  .lazy(() =>
    z.object({
      format: z.literal('rolltape.export/1'),
      id: z.string(),
      rules: z.string(),
      rulesVersion: z.number().int(),
      sandbox: z.boolean(),
      challenge: z.string().nullable().openapi({ description: 'The daily challenge this game is an entry of; its seed is revealed when the day closes.' }),
      status: z.enum(['open', 'active', 'over']),
      version: z.number().int(),
      players: z.array(PlayerSeat),
      options: z.unknown(),
      standings: Standings.nullable(),
      seedCommitment: z.string(),
      seed: z.string().nullable().openapi({ description: 'Revealed when the game is over (a challenge entry: when its day closes).' }),
      events: z.array(Event),
    }),
  )
  .openapi('GameExport');

export const AuditReport = z
  .lazy(() =>
    z.object({
      gameId: z.string(),
      version: z.number().int(),
      ok: z.boolean(),
      sandbox: z.boolean(),
      events: z.number().int(),
      checks: z.array(
        z.object({
          name: z.enum(['export', 'tape', 'rules', 'commitment', 'order', 'moves', 'dice', 'shuffles', 'ending', 'sandbox']),
          status: z.enum(['pass', 'fail', 'skip']),
          detail: z.string(),
          seq: z.number().int().optional(),
        }),
      ).readonly(),
    }),
  )
  .openapi('AuditReport');

export const Challenge = z
  .lazy(() =>
    z.object({
      id: z.string().openapi({ example: 'coal-n-write-2026-11-22' }),
      rules: z.string(),
      title: z.string(),
      date: z.string().openapi({ description: 'The UTC day, YYYY-MM-DD.' }),
      status: z.enum(['open', 'closed']),
      opensAt: z.string(),
      closesAt: z.string(),
      seedCommitment: z.string().openapi({ description: "sha256 of the day's seed, public from the start of the day." }),
      seed: z.string().nullable().openapi({ description: 'Revealed when the day closes.' }),
      entries: z.number().int(),
    }),
  )
  .openapi('Challenge');

export const DailyChallenges = z.lazy(() => z.object({ date: z.string(), challenges: z.array(Challenge) })).openapi('DailyChallenges');

export const ChallengeEntry = z
  .lazy(() =>
    z.object({
      challenge: Challenge,
      entry: z.object({ challengeId: z.string(), name: z.string(), gameId: z.string() }),
      game: Game,
      seat: Seat,
    }),
  )
  .openapi('ChallengeEntry');

export const Leaderboard = z
  .lazy(() =>
    z.object({
      challengeId: z.string(),
      status: z.enum(['open', 'closed']),
      stamp: z.string().openapi({ description: 'Changes whenever the ranking can (the ETag).' }),
      entries: z.number().int(),
      finished: z.number().int().openapi({ description: 'Entries that ended before the day closed: the ranked ones.' }),
      lowerIsBetter: z.boolean().nullable(),
      standings: z.array(
        z.object({
          rank: z.number().int(),
          name: z.string(),
          score: z.number(),
          title: z.string().nullable(),
          gameId: z.string().nullable().openapi({ description: "The entry's game, once the day has closed; `null` before (entries stay private until then)." }),
          finishedAt: z.string(),
        }),
      ),
    }),
  )
  .openapi('Leaderboard');

const problemContent = { 'application/problem+json': { schema: Problem } };

/** The error responses a route can give, for its OpenAPI entry. */
export function problems(...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503)[]) {
  const descriptions = {
    400: 'Malformed request',
    401: 'Missing or invalid token',
    403: 'Not allowed for this seat',
    404: 'Unknown game, rules or challenge',
    409: 'Conflict with the current state (see `code`: version-conflict, already-entered, ...)',
    413: 'Body too large',
    415: 'Body is not JSON',
    422: 'Not allowed by the rules: an illegal move, or a game the rules cannot set up (see `code`: the rule code)',
    429: 'Too many requests or streams from this client (see `code`: rate-limited, too-many-streams; wait `Retry-After` seconds)',
    503: 'Not available on this server (e.g. challenges without ROLLTAPE_SECRET, a full disk, a game with all its stream slots taken)',
  } as const;
  return Object.fromEntries(statuses.map((s) => [s, { description: descriptions[s], content: problemContent }]));
}
