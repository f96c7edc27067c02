/** Goldmine Rumbles' options at creation: the game's length and an optional check of the seat count. */
import { z } from 'zod';

export interface GoldmineOptions {
  readonly length: 'short' | 'long';
  /** Optional check of the seat count: only 3 or 4 players are supported (R31). */
  readonly players?: number;
}

export const optionsSchema = z
  .object({
    length: z.enum(['short', 'long']).default('short'),
    players: z
      .number()
      .int()
      .refine((n) => n === 3 || n === 4, {
        message: 'unsupported-player-count: Goldmine Rumbles takes 3 or 4 players (R31)',
      })
      .optional(),
  })
  .strict()
  .default({ length: 'short' });
