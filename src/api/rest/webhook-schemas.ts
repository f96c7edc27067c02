import { z } from '@hono/zod-openapi';
import { WEBHOOK_EVENT_TYPES } from '../../store/outbox-sql.js';

/** Response shapes of the webhooks' routes (rest/webhooks.ts), named components in openapi.yaml. */

const EventType = z.enum(WEBHOOK_EVENT_TYPES as ['turn', 'game-over', 'challenge-closed']).openapi('WebhookEventType');

export const Webhook = z
  .object({
    id: z.string().openapi({ example: 'wh_3k9v2m8x1c4tq7n5p0ra' }),
    url: z.string(),
    events: z.array(EventType),
    createdAt: z.string(),
    status: z.enum(['enabled', 'disabled']).openapi({
      description:
        '`disabled` once every delivery failed for a day; nothing more is sent to it. Delete it and register again.',
    }),
    failingSince: z.string().nullable().openapi({
      description: 'When its deliveries began failing with no success since; `null` while it answers 2xx.',
    }),
    disabledAt: z.string().nullable(),
    disabledReason: z
      .string()
      .nullable()
      .openapi({ description: 'Why it was disabled: since when, and the last error.' }),
  })
  .openapi('Webhook');

export const RegisteredWebhook = Webhook.extend({
  secret: z.string().openapi({
    description:
      "The signing secret (`whsec_…`), shown only here: verify each delivery's `webhook-signature` with it (any Standard Webhooks library).",
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  }),
}).openapi('RegisteredWebhook');

export const WebhookList = z.object({ webhooks: z.array(Webhook) }).openapi('WebhookList');

const Delivery = z
  .object({
    id: z
      .string()
      .openapi({ description: 'The `webhook-id` header of every attempt of this message (the same on each retry).' }),
    type: EventType,
    state: z.enum(['pending', 'delivered', 'failed']),
    createdAt: z.string(),
    nextAttemptAt: z.string().nullable().openapi({ description: 'When it is tried next, while `pending`.' }),
    payload: z
      .object({ type: EventType, timestamp: z.string(), data: z.record(z.string(), z.unknown()) })
      .openapi({ description: 'The body delivered, as signed.' }),
    attempts: z.array(
      z.object({
        attempt: z.number().int(),
        at: z.string(),
        status: z
          .number()
          .int()
          .nullable()
          .openapi({ description: 'The HTTP status answered; `null` when none came.' }),
        error: z.string().nullable(),
        durationMs: z.number().int(),
      }),
    ),
  })
  .openapi('WebhookDelivery');

export const DeliveryList = z.object({ deliveries: z.array(Delivery) }).openapi('WebhookDeliveryList');
