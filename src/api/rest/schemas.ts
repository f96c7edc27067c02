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
      code: z.string().openapi({
        description: 'Stable machine-readable reason, e.g. `version-conflict` or a rule code such as `same-gear`.',
      }),
      detail: z.string(),
      currentVersion: z.number().int().optional(),
      errors: z
        .array(
          z.object({
            field: z
              .string()
              .openapi({ description: 'The field, as the request writes it, e.g. `players[0].name` or `move.gear`.' }),
            message: z.string().openapi({ description: 'What was expected there, in words.' }),
          }),
        )
        .optional()
        .openapi({ description: 'For a request that failed validation: each field at fault and what it should be.' }),
    }),
  )
  .openapi('Problem');

export const RuleSummary = z
  .object({
    id: z
      .string()
      .openapi({ example: 'circuit-racer', description: "The rules id, e.g. `circuit-racer`: createGame's `rules`." }),
    title: z.string().openapi({ description: "The game's name." }),
    version: z.number().int().openapi({ description: 'Current rules version; new games are created under it.' }),
    minPlayers: z.number().int().openapi({ description: 'Fewest seats a game may have.' }),
    maxPlayers: z.number().int().openapi({ description: 'Most seats a game may have.' }),
    summary: z.string().openapi({ description: 'What the game is about, in a few sentences.' }),
    bots: z
      .array(
        z.object({
          id: z.string().openapi({ example: 'default', description: "The bot's id: pass it as a player's `bot`." }),
          title: z.string().openapi({ description: "The bot's name." }),
        }),
      )
      .openapi({
        description:
          'Bots that can take a seat (`players: [{ name, bot }]`); `default` is the best, and plays late seats after a turn deadline.',
      }),
  })
  .openapi('RuleSummary');

export const RuleDetail = RuleSummary.extend({
  options: z.record(z.string(), z.unknown()).openapi({ description: 'JSON Schema of `options` at creation.' }),
  moves: z
    .record(z.string(), z.unknown())
    .openapi({ description: 'JSON Schema of a move (the same as `<Game>Move` in this document).' }),
  view: z.record(z.string(), z.unknown()).openapi({
    description:
      "JSON Schema of the game's view, for a seat and a spectator alike (the same as `<Game>View` in this document).",
  }),
  content: z.unknown().openapi({
    description:
      "What a client needs to show the rules, read from this version's content: card texts and prices, the map, tiles, tracks, rank tables. Its shape is the game's own (e.g. Coal n' Write: `cards`, `veins`, `burros`, `soloRanks`; Circuit Racer: `circuits`, `actions`).",
  }),
  howToPlay: z
    .array(
      z
        .object({
          title: z.string().openapi({ description: 'A short heading, e.g. "Setup", "A turn", "Scoring".' }),
          text: z.string().openapi({ description: 'One paragraph of plain text.' }),
        })
        .openapi('HowToPlaySection'),
    )
    .openapi({
      description:
        'The rules told briefly for players, in order: setup, a turn, scoring. The web client shows it as "How to play".',
    }),
}).openapi('RuleDetail');

export const Standings = z
  .lazy(() =>
    z.object({
      lowerIsBetter: z
        .boolean()
        .openapi({ description: 'True when a lower score is better (Circuit Racer); false in most games.' }),
      players: z
        .array(
          z.object({
            seat: z.number().int().openapi({ description: 'The seat.' }),
            rank: z.number().int().openapi({ description: '1 is best; tied players share a rank.' }),
            score: z.number().openapi({ description: "The seat's final score, in the game's own units." }),
            title: z
              .string()
              .optional()
              .openapi({ description: 'A title the rules give this result, e.g. a solo rank.' }),
          }),
        )
        .readonly()
        .openapi({ description: 'One standing per seat.' }),
    }),
  )
  .openapi('Standings');

/**
 * A named component, or null. Not `.nullable()`: on a named component the generator writes
 * `allOf: [{ $ref }, { type: [object, null] }]`, which no value satisfies when null (the `$ref` still
 * applies), so typed clients read the field as never null. A union is written `anyOf: [{ $ref }, { type: null }]`.
 */
const orNull = <T extends z.ZodType>(schema: T) => z.union([schema, z.null()]);

export const Pending = z
  .lazy(() =>
    z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('choice'),
        players: z.array(z.number().int()).readonly().openapi({ description: 'The seats that may move now.' }),
      }),
      z.object({ kind: z.literal('over'), standings: Standings }),
      z.object({
        kind: z.literal('roll'),
        label: z.string().openapi({ description: 'The label the dice are rolled for, e.g. `circuit1.turn3.roll`.' }),
        count: z.number().int().openapi({ description: 'How many dice.' }),
        sides: z.number().int().openapi({ description: 'Sides of each die.' }),
      }),
      z.object({
        kind: z.literal('shuffle'),
        label: z.string().openapi({ description: "The shuffle's label, e.g. `setup.tiles`." }),
        size: z.number().int().openapi({ description: 'How many cards (or tiles) are shuffled.' }),
      }),
    ]),
  )
  .openapi('Pending', {
    description:
      'What the game waits for. The engine performs rolls and shuffles itself, so clients see `choice` or `over` (in a game still `open`: what the rules will do first once every seat is taken).',
  });

export const PlayerSeat = z
  .lazy(() =>
    z.object({
      seat: z.number().int().openapi({ description: 'The seat number, 1 first.' }),
      name: z.string().openapi({ description: "'' for an open seat." }),
      bot: z.string().nullable().openapi({ description: 'The bot that plays this seat, or null for a person.' }),
      open: z.boolean().openapi({ description: 'Still open: anyone may join it.' }),
    }),
  )
  .openapi('PlayerSeat');

/** The fields every game has; built with `Game`, when the document is. */
const gameFields = once(() =>
  z.object({
    id: z.string().openapi({ description: "The game's id." }),
    rules: z.string().openapi({ description: 'Which game: a rules id such as `circuit-racer` (see `rules`).' }),
    rulesVersion: z
      .number()
      .int()
      .openapi({ description: 'The rules version the game plays under, fixed when it was created.' }),
    version: z.number().int().openapi({ description: 'Number of events on the tape; also the ETag.' }),
    status: z.enum(['open', 'active', 'over']).openapi({
      description:
        '`open`: waiting for players to take its open seats; nothing is rolled or played until they are all taken.',
    }),
    sandbox: z.boolean().openapi({ description: 'Dice were supplied by the creator; never ranked.' }),
    challenge: z.string().nullable().openapi({ description: 'The daily challenge this game is an entry of, or null.' }),
    seedCommitment: z.string().openapi({
      description:
        'sha256(seed), hex; the seed is revealed when the game ends (a challenge entry: when its day closes).',
    }),
    players: z.array(PlayerSeat).openapi({ description: 'Every seat, in seat order (seat 1 first).' }),
    you: z.number().int().nullable().openapi({ description: 'Your seat, or null for a spectator.' }),
    pending: Pending,
    standings: orNull(Standings).openapi({ description: 'The final standings; null until the game is over.' }),
    turnSeconds: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Seconds each turn may take; null: no deadlines.' }),
    deadline: z.string().nullable().openapi({
      description:
        'When the current turn times out; after it any seat may `POST /v1/games/{id}/timeout`. Null without deadlines, in the lobby and once over.',
    }),
    createdAt: z.string().openapi({ description: 'When the game was created (ISO 8601, UTC).' }),
    updatedAt: z.string().openapi({ description: 'When its last event was appended (ISO 8601, UTC).' }),
  }),
);

/** One game's `Game`: its own view and legal moves, told apart from the others by `rules`. */
const gameOf = (contract: GameContract) =>
  gameFields()
    .extend({
      rules: z
        .literal(contract.rules)
        .openapi({ description: 'Which game: a rules id such as `circuit-racer` (see `rules`).' }),
      view: contract.view,
      legalMoves: z.array(contract.legalMove).openapi({
        description:
          "Every move the caller's seat may make now (empty for spectators), each with a human `label`. Post any entry back as it is.",
      }),
    })
    .openapi(`${contract.prefix}Game`, {
      description: `A ${contract.rules} game at one version, as the caller may see it.`,
    });

/**
 * A game at one version as the caller may see it; narrow on `rules` to get that game's view and moves.
 * Lazy: its members (every game's view) are built when the API document is, not when a Worker starts.
 * Only the document reads it (no response is parsed with it); it is the same document either way.
 */
export const Game = z
  .lazy(() =>
    z.discriminatedUnion(
      'rules',
      gameContracts().map(gameOf) as unknown as [ReturnType<typeof gameOf>, ...ReturnType<typeof gameOf>[]],
    ),
  )
  .openapi('Game', {
    description:
      'A game at one version, as the caller may see it. `rules` tells which game it is, and so the shape of `view` and `legalMoves`.',
  });

export const Event = z
  .lazy(() =>
    z.object({
      seq: z
        .number()
        .int()
        .openapi({ description: "Position on the tape, 1 first; the game's version is the last event's seq." }),
      type: z
        .enum(['GameCreated', 'PlayerJoined', 'PlayerLeft', 'DiceRolled', 'DeckShuffled', 'MoveMade', 'GameEnded'])
        .openapi({ description: 'What happened; it fixes the shape of `data`.' }),
      actor: z
        .number()
        .int()
        .nullable()
        .openapi({ description: 'The seat whose move caused this event; null for the engine.' }),
      at: z.string().openapi({ description: 'When the event was appended (ISO 8601, UTC).' }),
      moveId: z.string().nullable().openapi({
        description:
          'The `moveId` the client sent with the move that appended this event (on the first event it appended only); otherwise null.',
      }),
      redacted: z.boolean().openapi({ description: 'True when hidden parts of `data` were removed for this caller.' }),
      data: z
        .record(z.string(), z.unknown())
        .openapi({ description: "The event's payload, e.g. `{ label, values }` for DiceRolled." }),
    }),
  )
  .openapi('Event');

export const Seat = z
  .lazy(() =>
    z.object({
      seat: z.number().int().openapi({ description: 'The seat number, 1 first.' }),
      name: z.string().openapi({ description: "The seat's player name." }),
      token: z.string().openapi({ description: "The seat's bearer token." }),
    }),
  )
  .openapi('SeatToken');

export const CreatedGame = z
  .lazy(() =>
    z.object({
      game: Game,
      seats: z
        .array(Seat)
        .openapi({ description: "One token per seat given a person's name; bot and open seats have none." }),
    }),
  )
  .openapi('CreatedGame');

export const JoinedGame = z.lazy(() => z.object({ seat: Seat, game: Game })).openapi('JoinedGame');

export const OpenGames = z
  .lazy(() =>
    z.object({
      games: z.array(
        z
          .object({
            id: z.string().openapi({ description: "The game's id." }),
            rules: z.string().openapi({ description: 'Which game: a rules id such as `circuit-racer` (see `rules`).' }),
            rulesVersion: z
              .number()
              .int()
              .openapi({ description: 'The rules version the game plays under, fixed when it was created.' }),
            sandbox: z.boolean().openapi({ description: 'Dice were supplied by the creator; never ranked.' }),
            players: z.array(PlayerSeat).openapi({ description: 'Every seat, in seat order (seat 1 first).' }),
            openSeats: z.array(z.number().int()).openapi({ description: 'The seats still open, lowest first.' }),
            createdAt: z.string().openapi({ description: 'When the game was created (ISO 8601, UTC).' }),
          })
          .openapi('OpenGame'),
      ),
    }),
  )
  .openapi('OpenGames');

const version = () =>
  z.number().int().openapi({ description: "The game's version after this move and the rolls after it." });
const appended = () =>
  z.array(Event).openapi({ description: 'What this move appended: the move, then the rolls after it.' });
const replayed = () => z.boolean().openapi({ description: 'True when this answers a retried moveId.' });

export const MoveResult = z
  .lazy(() => z.object({ version: version(), events: appended(), game: Game, replayed: replayed() }))
  .openapi('MoveResult');

/** A move's answer under `Prefer: return=minimal`: the full answer without its `game`. */
export const MinimalMoveResult = z
  .lazy(() => z.object({ version: version(), events: appended(), replayed: replayed() }))
  .openapi('MinimalMoveResult', {
    description: 'A move answered under `Prefer: return=minimal`: what it appended, without the game.',
  });

export const EventList = z
  .lazy(() =>
    z.object({
      version: z.number().int().openapi({ description: "The game's version: its number of events." }),
      events: z.array(Event).openapi({ description: 'The events on the tape after `after`.' }),
    }),
  )
  .openapi('EventList');

export const GameUpdate = z
  .lazy(() =>
    z.object({
      version: z
        .number()
        .int()
        .openapi({ description: 'The version after these events; also the SSE event id to resume from.' }),
      events: z
        .array(Event)
        .openapi({ description: 'The events since the previous update, redacted for the subscriber.' }),
      game: Game,
    }),
  )
  .openapi('GameUpdate', { description: 'The data of one `update` message of `GET /v1/games/{id}/stream`.' });

const hash32 = (description: string) =>
  z.string().openapi({ description, example: '9f2c0a6e5d1b4c3a8f7e6d5c4b3a2918f7e6d5c4b3a291807f6e5d4c3b2a1908' });

export const ExportedChain = z
  .object({
    date: z.string().openapi({ description: "The entry's UTC day, YYYY-MM-DD." }),
    head: hash32("The head of the day's year, as `GET /v1/challenges/chain` publishes it (hex)."),
    link: hash32("The day's link (hex), revealed when the day closes; hashed forward it gives the head.")
      .nullable()
      .openapi({ description: "The day's link (hex), revealed when the day closes; `null` before." }),
  })
  .openapi('ExportedChain', {
    description: "A challenge entry's day in the seed chain: what the audit's `chain` check needs.",
  });

export const SeedChain = z
  .object({
    algorithm: z.literal('rolltape.chain/1').openapi({
      description:
        "The construction: a day's link is sha256 of the next day's, the year's head is sha256 of 1 January's link, and a game's seed on day d is HMAC-SHA256(link_d, `rolltape.daily/2:<rules>:<date>`).",
    }),
    start: z.string().openapi({
      description:
        'The first day whose seeds follow from the chain (fixed once, as the day after the server first needed it); earlier days keep `rolltape.daily/1`.',
    }),
    periods: z
      .array(
        z.object({
          year: z.number().int().openapi({ description: 'The UTC year this chain covers.' }),
          firstDay: z.string().openapi({ description: '1 January of the year.' }),
          lastDay: z.string().openapi({ description: '31 December of the year.' }),
          head: hash32("sha256 of the first day's link: published before the year starts (hex)."),
          links: z
            .array(
              z.object({
                date: z.string().openapi({ description: 'A UTC day that has closed, YYYY-MM-DD.' }),
                link: hash32("The day's link (hex)."),
              }),
            )
            .readonly()
            .openapi({
              description:
                "The links of the days that have closed since the chain began, oldest first: never today's or a later one.",
            }),
        }),
      )
      .readonly()
      .openapi({ description: "This year's chain and the next year's (or the one year asked for)." }),
  })
  .openapi('SeedChain');

const ExportSignature = z
  .object({
    alg: z.literal('EdDSA'),
    kid: z.string().openapi({ description: 'The signing key, one of `GET /.well-known/rolltape-keys.json`.' }),
    value: z.string().openapi({ description: 'The Ed25519 signature, base64url (64 bytes).' }),
  })
  .openapi('ExportSignature');

export const GameExport = z
  .lazy(() =>
    z.object({
      format: z.literal('rolltape.export/1').openapi({ description: 'The export format: `rolltape.export/1`.' }),
      id: z.string().openapi({ description: "The game's id." }),
      rules: z.string().openapi({ description: 'Which game: a rules id such as `circuit-racer` (see `rules`).' }),
      rulesVersion: z
        .number()
        .int()
        .openapi({ description: 'The rules version the game plays under, fixed when it was created.' }),
      sandbox: z.boolean().openapi({ description: 'Dice were supplied by the creator; never ranked.' }),
      challenge: z.string().nullable().openapi({
        description: 'The daily challenge this game is an entry of; its seed is revealed when the day closes.',
      }),
      status: z.enum(['open', 'active', 'over']).openapi({
        description:
          '`open`: waiting for players to take its open seats; nothing is rolled or played until they are all taken.',
      }),
      version: z.number().int().openapi({ description: 'Number of events on the tape.' }),
      players: z.array(PlayerSeat).openapi({ description: 'Every seat, in seat order (seat 1 first).' }),
      options: z.unknown().openapi({ description: 'The options the game was created with.' }),
      standings: orNull(Standings).openapi({ description: 'The final standings; null until the game is over.' }),
      seedCommitment: z.string().openapi({
        description:
          'sha256(seed), hex; the seed is revealed when the game ends (a challenge entry: when its day closes).',
      }),
      seed: z
        .string()
        .nullable()
        .openapi({ description: 'Revealed when the game is over (a challenge entry: when its day closes).' }),
      events: z.array(Event).openapi({ description: 'The whole tape, redacted for you while the game runs.' }),
      chain: ExportedChain.nullable().openapi({
        description: 'A challenge entry of a day in the seed chain: its day, head and link. `null` on other games.',
      }),
      signature: orNull(ExportSignature).openapi({
        description:
          'The server signs every export: Ed25519 over the RFC 8785 canonical JSON of this document without `signature`, by a key of `GET /.well-known/rolltape-keys.json`. `null`: this server has no signing key (a Worker without `ROLLTAPE_SIGNING_KEYS`).',
      }),
    }),
  )
  .openapi('GameExport');

/** A JWK of `GET /.well-known/rolltape-keys.json`: public parts only. */
const PublishedKey = z
  .object({
    kty: z.literal('OKP'),
    crv: z.literal('Ed25519'),
    x: z.string().openapi({ description: 'The public key, base64url.' }),
    kid: z.string().openapi({ description: 'The key id an export’s `signature.kid` names.' }),
    alg: z.literal('EdDSA'),
    use: z.literal('sig'),
    notBefore: z.string().openapi({ description: 'When this key started signing exports (ISO 8601).' }),
    retiredAt: z
      .string()
      .optional()
      .openapi({ description: 'When it stopped (ISO 8601); absent for the key that signs now.' }),
  })
  .strict()
  .openapi('PublishedKey');

export const SigningKeySet = z
  .object({
    keys: z.array(PublishedKey).readonly().openapi({
      description:
        'The current key first, then the retired ones: an export signed by any of them is genuine (`rolltape audit --keys`).',
    }),
  })
  .openapi('SigningKeySet');

export const AuditReport = z
  .lazy(() =>
    z.object({
      gameId: z.string().openapi({ description: 'The game audited.' }),
      version: z.number().int().openapi({ description: 'The version audited: the number of events replayed.' }),
      ok: z
        .boolean()
        .openapi({ description: 'True when no check failed (skipped checks do not fail a running game).' }),
      sandbox: z.boolean().openapi({ description: 'The creator supplied the dice (a sandbox game, never ranked).' }),
      events: z.number().int().openapi({ description: 'How many events were replayed.' }),
      checks: z
        .array(
          z.object({
            name: z
              .enum([
                'export',
                'signature',
                'tape',
                'rules',
                'commitment',
                'order',
                'moves',
                'dice',
                'shuffles',
                'ending',
                'sandbox',
                'chain',
              ])
              .openapi({ description: 'What was checked.' }),
            status: z.enum(['pass', 'fail', 'skip']).openapi({
              description: '`skip`: not checkable yet (e.g. the commitment while the seed is still secret).',
            }),
            detail: z.string().openapi({ description: 'What was found, in words.' }),
            seq: z.number().int().optional().openapi({ description: 'The first event that failed this check.' }),
          }),
        )
        .readonly()
        .openapi({ description: 'Each check and how it went.' }),
    }),
  )
  .openapi('AuditReport');

export const Challenge = z
  .lazy(() =>
    z.object({
      id: z
        .string()
        .openapi({ example: 'coal-n-write-2026-11-22', description: 'The challenge id: `<rules>-<YYYY-MM-DD>`.' }),
      rules: z.string().openapi({ description: 'The game played, a rules id.' }),
      title: z.string().openapi({ description: "The game's title." }),
      date: z.string().openapi({ description: 'The UTC day, YYYY-MM-DD.' }),
      status: z.enum(['open', 'closed']).openapi({
        description: '`open` until the day closes (UTC midnight); then `closed` and the seed is revealed.',
      }),
      opensAt: z.string().openapi({ description: 'Start of the UTC day (ISO 8601).' }),
      closesAt: z
        .string()
        .openapi({ description: 'End of the UTC day (ISO 8601): only entries finished before it are ranked.' }),
      seedCommitment: z
        .string()
        .openapi({ description: "sha256 of the day's seed, public from the start of the day." }),
      seed: z.string().nullable().openapi({ description: 'Revealed when the day closes.' }),
      entries: z.number().int().openapi({ description: 'How many players have entered.' }),
    }),
  )
  .openapi('Challenge');

export const DailyChallenges = z
  .lazy(() =>
    z.object({
      date: z.string().openapi({ description: 'The UTC day, YYYY-MM-DD.' }),
      challenges: z
        .array(Challenge)
        .openapi({ description: 'One challenge per game one person can play (alone, or against its house bot).' }),
    }),
  )
  .openapi('DailyChallenges');

export const ChallengeEntry = z
  .lazy(() =>
    z.object({
      challenge: Challenge,
      entry: z
        .object({
          challengeId: z.string().openapi({ description: 'The challenge entered.' }),
          name: z.string().openapi({ description: 'The handle you entered with.' }),
          gameId: z.string().openapi({ description: "Your entry's game." }),
        })
        .openapi({ description: 'Your entry.' }),
      game: Game,
      seat: Seat,
    }),
  )
  .openapi('ChallengeEntry');

export const Leaderboard = z
  .lazy(() =>
    z.object({
      challengeId: z.string().openapi({ description: 'The challenge this board ranks.' }),
      status: z.enum(['open', 'closed']).openapi({
        description: '`open` until the day closes (UTC midnight); then `closed` and the seed is revealed.',
      }),
      stamp: z.string().openapi({ description: 'Changes whenever the ranking can (the ETag).' }),
      entries: z.number().int().openapi({ description: 'How many players have entered.' }),
      finished: z.number().int().openapi({ description: 'Entries that ended before the day closed: the ranked ones.' }),
      lowerIsBetter: z
        .boolean()
        .nullable()
        .openapi({ description: 'True when a lower score ranks higher; null until an entry has finished.' }),
      standings: z
        .array(
          z.object({
            rank: z.number().int().openapi({ description: '1 is best; tied entries share a rank.' }),
            name: z.string().openapi({ description: "The player's handle." }),
            account: z.boolean().openapi({
              description: "Entered by a player with a personal token (the player's handle), not by a guest.",
            }),
            score: z.number().openapi({ description: "The entry's final score." }),
            title: z
              .string()
              .nullable()
              .openapi({ description: 'A title the rules give this result, e.g. a solo rank.' }),
            gameId: z.string().nullable().openapi({
              description:
                "The entry's game, once the day has closed; `null` before (entries stay private until then).",
            }),
            finishedAt: z.string().openapi({ description: 'When the entry ended (ISO 8601, UTC); ties rank by it.' }),
          }),
        )
        .openapi({ description: 'The ranked entries, best first (at most `limit`).' }),
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
