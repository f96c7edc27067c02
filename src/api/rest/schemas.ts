import { z } from '@hono/zod-openapi';

/** Response shapes of the REST API; `.openapi(name)` makes each a named component in openapi.yaml. */

export const Problem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    code: z.string().openapi({ description: 'Stable machine-readable reason, e.g. `version-conflict` or a rule code such as `same-gear`.' }),
    detail: z.string(),
    currentVersion: z.number().int().optional(),
  })
  .openapi('Problem');

export const RuleSummary = z
  .object({
    id: z.string().openapi({ example: 'circuit-racer' }),
    title: z.string(),
    version: z.number().int().openapi({ description: 'Current rules version; new games are created under it.' }),
    minPlayers: z.number().int(),
    maxPlayers: z.number().int(),
    summary: z.string(),
  })
  .openapi('RuleSummary');

export const RuleDetail = RuleSummary.extend({
  options: z.record(z.string(), z.unknown()).openapi({ description: 'JSON Schema of `options` at creation.' }),
  moves: z.record(z.string(), z.unknown()).openapi({ description: 'JSON Schema of a move.' }),
}).openapi('RuleDetail');

export const Standings = z
  .object({
    lowerIsBetter: z.boolean(),
    players: z.array(z.object({ seat: z.number().int(), rank: z.number().int(), score: z.number(), title: z.string().optional() })).readonly(),
  })
  .openapi('Standings');

export const Pending = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('choice'), players: z.array(z.number().int()).readonly() }),
    z.object({ kind: z.literal('over'), standings: Standings }),
    z.object({ kind: z.literal('roll'), label: z.string(), count: z.number().int(), sides: z.number().int() }),
    z.object({ kind: z.literal('shuffle'), label: z.string(), size: z.number().int() }),
  ])
  .openapi('Pending', { description: 'What the game waits for. The engine performs rolls and shuffles itself, so clients see `choice` or `over`.' });

export const Game = z
  .object({
    id: z.string(),
    rules: z.string(),
    rulesVersion: z.number().int(),
    version: z.number().int().openapi({ description: 'Number of events on the tape; also the ETag.' }),
    status: z.enum(['active', 'over']),
    sandbox: z.boolean(),
    seedCommitment: z.string().openapi({ description: 'sha256(seed), hex; the seed is revealed when the game ends.' }),
    players: z.array(z.object({ seat: z.number().int(), name: z.string() })),
    you: z.number().int().nullable().openapi({ description: 'Your seat, or null for a spectator.' }),
    pending: Pending,
    view: z.unknown().openapi({ description: "The game's view for the caller (hidden information removed); its shape is per game, typed in GraphQL." }),
    legalMoves: z.array(z.unknown()).openapi({ description: "Every move the caller's seat may make now (empty for spectators)." }),
    standings: Standings.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Game');

export const Event = z
  .object({
    seq: z.number().int(),
    type: z.enum(['GameCreated', 'PlayerJoined', 'DiceRolled', 'DeckShuffled', 'MoveMade', 'GameEnded']),
    actor: z.number().int().nullable(),
    at: z.string(),
    moveId: z.string().nullable(),
    redacted: z.boolean().openapi({ description: 'True when hidden parts of `data` were removed for this caller.' }),
    data: z.record(z.string(), z.unknown()),
  })
  .openapi('Event');

export const Seat = z.object({ seat: z.number().int(), name: z.string(), token: z.string() }).openapi('SeatToken');

export const CreatedGame = z.object({ game: Game, seats: z.array(Seat) }).openapi('CreatedGame');

export const MoveResult = z
  .object({ version: z.number().int(), events: z.array(Event), game: Game, replayed: z.boolean() })
  .openapi('MoveResult');

export const EventList = z.object({ version: z.number().int(), events: z.array(Event) }).openapi('EventList');

export const GameExport = z
  .object({
    format: z.literal('rolltape.export/1'),
    id: z.string(),
    rules: z.string(),
    rulesVersion: z.number().int(),
    sandbox: z.boolean(),
    status: z.enum(['active', 'over']),
    seedCommitment: z.string(),
    seed: z.string().nullable(),
    events: z.array(Event),
  })
  .openapi('GameExport');

export const AuditReport = z
  .object({
    gameId: z.string(),
    version: z.number().int(),
    ok: z.boolean(),
    sandbox: z.boolean(),
    events: z.number().int(),
    checks: z.array(
      z.object({
        name: z.enum(['tape', 'rules', 'commitment', 'moves', 'dice', 'shuffles', 'ending', 'sandbox']),
        status: z.enum(['pass', 'fail', 'skip']),
        detail: z.string(),
        seq: z.number().int().optional(),
      }),
    ).readonly(),
  })
  .openapi('AuditReport');

const problemContent = { 'application/problem+json': { schema: Problem } };

/** The error responses a route can give, for its OpenAPI entry. */
export function problems(...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422)[]) {
  const descriptions = {
    400: 'Malformed request',
    401: 'Missing or invalid token',
    403: 'Not allowed for this seat',
    404: 'Unknown game or rules',
    409: 'Version conflict',
    413: 'Body too large',
    415: 'Body is not JSON',
    422: 'Illegal move (rule code)',
  } as const;
  return Object.fromEntries(statuses.map((s) => [s, { description: descriptions[s], content: problemContent }]));
}
