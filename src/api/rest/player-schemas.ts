import { z } from '@hono/zod-openapi';
import { PlayerSeat, Standings } from './game-schemas.js';

/** Response shapes of the players' routes (rest/players.ts), named components in openapi.yaml. */

const Player = z
  .object({
    id: z.string().openapi({ description: "The player's id." }),
    handle: z.string().openapi({ description: 'The handle, as normalized (NFKC).' }),
  })
  .openapi('Player');

const scopes = z
  .array(z.enum(['play', 'read', 'webhooks']))
  .openapi({ description: '`play` (move, join, create; also reads), `read`, `webhooks`.' });

export const PersonalToken = z
  .object({
    id: z.string().openapi({ description: "The token's id (for renaming or revoking it); not the token." }),
    name: z.string(),
    scopes,
    createdAt: z.string().openapi({ description: 'ISO 8601, UTC.' }),
  })
  .openapi('PersonalToken');

export const CreatedPlayer = z
  .object({
    player: Player,
    token: z
      .string()
      .openapi({ description: 'Your first personal token (`rtp_…`, every scope). Shown once: keep it.' }),
  })
  .openapi('CreatedPlayer');

export const Me = z.object({ player: Player, token: PersonalToken }).openapi('Me');

export const PersonalTokens = z.object({ tokens: z.array(PersonalToken) }).openapi('PersonalTokens');

export const CreatedPersonalToken = z
  .object({
    token: PersonalToken,
    secret: z.string().openapi({ description: 'The token itself (`rtp_…`). Shown once: keep it.' }),
  })
  .openapi('CreatedPersonalToken');

export const RevokedToken = z.object({ revoked: z.string() }).openapi('RevokedToken');

const PlayerGame = z
  .object({
    id: z.string().openapi({ description: "The game's id." }),
    rules: z.string(),
    status: z.enum(['open', 'active', 'over']),
    seat: z.number().int().openapi({ description: 'Your seat.' }),
    yourTurn: z.boolean().openapi({ description: 'Whether the game waits for a move from your seat now.' }),
    version: z.number().int(),
    players: z.array(PlayerSeat),
    standings: z.union([Standings, z.null()]),
    updatedAt: z.string().openapi({ description: 'ISO 8601, UTC.' }),
  })
  .openapi('PlayerGame');

export const PlayerGames = z.object({ games: z.array(PlayerGame) }).openapi('PlayerGames');

export const PlayerProfile = z
  .object({
    handle: z.string(),
    createdAt: z.string().openapi({ description: 'ISO 8601, UTC.' }),
    ratings: z
      .array(
        z
          .object({
            rules: z.string(),
            rating: z.number().openapi({ description: 'Glicko-2 rating (starts at 1500).' }),
            rd: z
              .number()
              .openapi({ description: 'Rating deviation: how unsure the rating still is (starts at 350).' }),
            games: z.number().int().openapi({ description: 'Rated games played.' }),
          })
          .openapi('Rating'),
      )
      .openapi({ description: 'One per game played in a rated game: finished, every seat a player, no sandbox.' }),
    recentGames: z.array(PlayerGame).openapi({ description: 'The latest finished games, newest first.' }),
  })
  .openapi('PlayerProfile');

export const MyChallenges = z
  .object({
    entries: z.array(
      z
        .object({
          challengeId: z.string(),
          rules: z.string(),
          date: z.string().openapi({ description: 'The UTC day, YYYY-MM-DD.' }),
          gameId: z.string(),
          status: z.enum(['open', 'active', 'over']),
          finished: z
            .boolean()
            .openapi({ description: 'Ended before its day closed: ranked, and counted in a streak.' }),
          score: z.number().nullable().openapi({ description: 'The final score, once over.' }),
        })
        .openapi('MyChallengeEntry'),
    ),
    streak: z
      .object({
        current: z
          .number()
          .int()
          .openapi({ description: 'Days in a row, up to today or yesterday, with a finished entry.' }),
        longest: z.number().int().openapi({ description: 'The longest such run.' }),
      })
      .openapi('Streak'),
  })
  .openapi('MyChallenges');
