import { z } from '@hono/zod-openapi';
import { ExportedChain } from './chain-schemas.js';
import { Event } from './event-schemas.js';
import { PlayerSeat, Standings } from './game-schemas.js';
import { orNull } from './or-null.js';

/** Response shapes of a game's signed export and its audit, named components in openapi.yaml (lazy, like `Game`). */

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
