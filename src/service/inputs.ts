import { z } from 'zod';

/** Request shapes shared by REST and GraphQL, so both edges accept exactly the same input. */

export const PlayerName = z.string().trim().min(1).max(40);

/**
 * A seat at creation: a person (`{ name }`, who gets a token), a bot (`{ name, bot }`), an open seat
 * (`{ open: true }`) or the creator's player (`{ me: true }`, with a personal token: the seat is bound to them).
 */
export const PlayerInput = z.union([
  z
    .object({
      name: PlayerName.describe("the player's name, 1–40 characters"),
      bot: z
        .string()
        .min(1)
        .max(64)
        .optional()
        .describe('a bot id from GET /v1/rules/{id} (`default`: the best); the server plays this seat'),
    })
    .strict(),
  z
    .object({
      open: z
        .literal(true)
        .describe('left open for someone to join (POST /v1/games/{id}/join); the game starts when every seat is taken'),
    })
    .strict(),
  z
    .object({
      me: z
        .literal(true)
        .describe(
          "the creator's own seat, under their player's handle and bound to the player (needs a personal token, rtp_…)",
        ),
    })
    .strict(),
]);
export type PlayerInput = z.infer<typeof PlayerInput>;

export const SandboxInput = z
  .object({
    rolls: z
      .record(z.string().min(1).max(200), z.array(z.number().int().min(1).max(1000)).max(100))
      .default({})
      .describe('dice by roll label, each list in order: `{ "circuit1.turn1.roll": [1, 2, 3, 4, 5, 6] }`'),
    shuffles: z
      .record(z.string().min(1).max(200), z.array(z.number().int().min(0).max(10_000)).max(10_000))
      .optional()
      .describe('shuffle orders by label: each a permutation of 0..size−1, order[0] on top'),
  })
  .strict();

export const CreateGameInput = z
  .object({
    rules: z
      .string()
      .min(1)
      .max(64)
      .describe('the rules id of the game to create, e.g. `circuit-racer` (see GET /v1/rules)'),
    players: z
      .array(PlayerInput)
      .min(1)
      .max(8)
      .describe('the seats in order (seat 1 first), as many as the rules allow'),
    options: z
      .unknown()
      .optional()
      .describe(
        "the game's options, as the JSON Schema `options` of GET /v1/rules/{id} describes them; most games take none",
      ),
    clientSeed: z
      .string()
      .min(1)
      .max(256)
      .optional()
      .describe('mixed into the dice so not even the server picks them alone'),
    commitment: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe(
        'an id from POST /v1/commitments: the game plays on the seed committed to before you chose `clientSeed` (needs `clientSeed`; usable once)',
      ),
    sandbox: SandboxInput.optional().describe('supply the dice yourself; the game is flagged sandbox and never ranked'),
    turnSeconds: z
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 3600)
      .optional()
      .describe('seconds each turn may take; after that any seat may claim the timeout'),
  })
  .strict();
export type CreateGameInput = z.infer<typeof CreateGameInput>;

/** What a move body without its move is told, over REST and the WebSocket alike. */
export const MOVE_REQUIRED = 'expected a move object, e.g. {"type":"accept"}';

export const MoveInput = z
  .object({
    move: z.custom<unknown>((value) => value !== undefined, { message: MOVE_REQUIRED }),
    expectedVersion: z
      .number()
      .int()
      .min(0)
      .optional()
      .describe('fail with version-conflict unless the game is at this version'),
    /** Client-chosen idempotency key: a retry with the same id returns the first result. */
    moveId: z
      .string()
      .min(1)
      .max(128)
      .optional()
      .describe('idempotency key: a retry with the same id returns the first result'),
    /** The seat the client means to move for; refused (403) when it is not the token's seat. */
    seat: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe("the seat you mean to move for; refused (seat-mismatch) unless it is your token's"),
  })
  .strict();
export type MoveInput = z.infer<typeof MoveInput>;

export const JoinInput = z
  .object({
    name: PlayerName.optional().describe(
      "the name to sit under; with a personal token (rtp_…) it is the player's handle and may be left out",
    ),
    seat: z.number().int().min(1).optional().describe('the open seat to take (default: the lowest open one)'),
  })
  .strict();
export type JoinInput = z.infer<typeof JoinInput>;

export const EnterChallengeInput = z
  .object({
    name: PlayerName.optional().describe(
      "your handle, 1–40 characters; one entry per handle. With a personal token (rtp_…) it is your player's handle and may be left out",
    ),
  })
  .strict();
export type EnterChallengeInput = z.infer<typeof EnterChallengeInput>;

export const LeaderboardQuery = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) });

/** `GET /v1/challenges/chain?year=`: one year's chain instead of this year's and the next. */
export const ChainQuery = z.object({ year: z.coerce.number().int().min(1970).max(9999).optional() });

export const CreatePlayerInput = z
  .object({
    handle: z
      .string()
      .min(1)
      .max(200)
      .describe('1–40 characters once normalized (NFKC); unique by how it looks, whatever its case'),
  })
  .strict();

const Scope = z.enum(['play', 'read', 'webhooks']);

export const CreateTokenInput = z
  .object({
    name: z.string().min(1).max(60).optional().describe('a name to tell it by, e.g. "phone" or "my bot"'),
    scopes: z
      .array(Scope)
      .min(1)
      .max(3)
      .describe('`play` (move, join, create; also reads), `read` (read your games), `webhooks` (manage webhooks)'),
  })
  .strict();

export const RenameTokenInput = z.object({ name: z.string().min(1).max(60) }).strict();

export const MyGamesQuery = z.object({
  status: z
    .enum(['active', 'over'])
    .optional()
    .describe('`active`: being played or waiting for players; `over`: finished; absent: both'),
});
