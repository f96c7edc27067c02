import { z } from 'zod';

/** Request shapes shared by REST and GraphQL, so both edges accept exactly the same input. */

export const PlayerInput = z.object({ name: z.string().trim().min(1).max(40) });

export const SandboxInput = z
  .object({
    rolls: z.record(z.string().min(1).max(200), z.array(z.number().int().min(1).max(1000)).max(100)).default({}),
    shuffles: z.record(z.string().min(1).max(200), z.array(z.number().int().min(0).max(10_000)).max(10_000)).optional(),
  })
  .strict();

export const CreateGameInput = z
  .object({
    rules: z.string().min(1).max(64),
    players: z.array(PlayerInput).min(1).max(8),
    options: z.unknown().optional(),
    clientSeed: z.string().min(1).max(256).optional(),
    sandbox: SandboxInput.optional(),
  })
  .strict();
export type CreateGameInput = z.infer<typeof CreateGameInput>;

export const MoveInput = z
  .object({
    move: z.unknown(),
    expectedVersion: z.number().int().min(0).optional(),
    /** Client-chosen idempotency key: a retry with the same id returns the first result. */
    moveId: z.string().min(1).max(128).optional(),
    /** The seat the client means to move for; refused (403) when it is not the token's seat. */
    seat: z.number().int().min(1).optional(),
  })
  .strict();
export type MoveInput = z.infer<typeof MoveInput>;
