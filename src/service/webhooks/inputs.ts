import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '../../store/outbox-sql.js';

/** What `POST /v1/me/webhooks` takes (REST and GraphQL alike). */
export const RegisterWebhookInput = z
  .object({
    url: z
      .string()
      .min(1)
      .max(2048)
      .describe(
        'where deliveries are POSTed: http or https; private, loopback, link-local and metadata addresses are refused',
      ),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES as ['turn', 'game-over', 'challenge-closed']))
      .min(1)
      .max(WEBHOOK_EVENT_TYPES.length)
      .refine((list) => new Set(list).size === list.length, 'each event type at most once')
      .describe('what to be told: `turn` (it is now your turn), `game-over`, `challenge-closed`'),
  })
  .strict();
export type RegisterWebhookInput = z.infer<typeof RegisterWebhookInput>;
