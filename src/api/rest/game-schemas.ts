import { z } from '@hono/zod-openapi';
import { once } from '../../core/once.js';
import { gameContracts, type GameContract } from '../game-contract.js';
import { orNull } from './or-null.js';

/**
 * Response shapes of a game, its seats and the lobby; `.openapi(name)` makes each a named component in
 * openapi.yaml. Only the API document reads them (no response is parsed with them), so most are
 * `z.lazy`: built when the document is, not when a Worker starts. The document is the same either way
 * (the drift test).
 */

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

export const Pending = z
  .lazy(() =>
    z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('choice'),
        players: z.array(z.number().int()).readonly().openapi({ description: 'The seats that may move now.' }),
      }),
      z.object({
        kind: z.literal('join'),
        openSeats: z
          .array(z.number().int())
          .readonly()
          .openapi({ description: 'The seats still open, lowest first (`POST /v1/games/{id}/join` takes one).' }),
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
      'What the game waits for: `join` while the game is `open` (players to take its open seats; nothing is rolled or played before), then `choice` (these seats move) until `over`. The engine performs rolls and shuffles itself, so a client sees `roll` or `shuffle` only in a past version (`GET /v1/games/{id}/state?at=N`), the moment before the engine answered it.',
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
