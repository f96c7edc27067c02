import { z } from '@hono/zod-openapi';
import { Game, Seat } from './game-schemas.js';

/** Response shapes of the daily challenges (rest/challenges.ts), named components in openapi.yaml (lazy, like `Game`). */

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
