import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { problem } from '../../service/errors.js';
import { RegisterWebhookInput } from '../../service/webhooks/inputs.js';
import type { WebhookService } from '../../service/webhooks/service.js';
import { WEBHOOK_EVENT_TYPES } from '../../store/outbox-sql.js';
import type { AppEnv } from '../context.js';
import { json } from './games.js';
import { bearerToken, ProblemException, unwrap } from './respond.js';
import { problems } from './problem-schemas.js';

const EventType = z.enum(WEBHOOK_EVENT_TYPES as ['turn', 'game-over', 'challenge-closed']).openapi('WebhookEventType');

const Webhook = z
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

const RegisteredWebhook = Webhook.extend({
  secret: z.string().openapi({
    description:
      "The signing secret (`whsec_…`), shown only here: verify each delivery's `webhook-signature` with it (any Standard Webhooks library).",
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  }),
}).openapi('RegisteredWebhook');

const WebhookList = z.object({ webhooks: z.array(Webhook) }).openapi('WebhookList');

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

const DeliveryList = z.object({ deliveries: z.array(Delivery) }).openapi('WebhookDeliveryList');

const WebhookParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' }, example: 'wh_3k9v2m8x1c4tq7n5p0ra' }),
});

/**
 * The one 503 these routes give: a deployment that delivers no webhooks (a Worker without game
 * objects, docs/webhooks.md: Where it runs). Node and Workers with `GAMES` always deliver them.
 */
const unavailable = (write = false) => ({
  503: {
    ...problems(503)[503],
    description: `\`webhooks-unavailable\`: this deployment delivers no webhooks (a Worker without game objects)${write ? '; or `storage-full` or `database-busy` (nothing recorded: send it again after `Retry-After` seconds)' : ''}`,
  },
});

/** A personal token with the `webhooks` scope. */
const personal: { Bearer: string[] }[] = [{ Bearer: [] }];

const register = createRoute({
  method: 'post',
  path: '/me/webhooks',
  operationId: 'registerWebhook',
  tags: ['webhooks'],
  security: personal,
  summary: 'Register a webhook: the server POSTs your turns, game ends and closed challenges to it',
  description:
    "Deliveries follow Standard Webhooks: headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (HMAC-SHA256 with the secret answered here, shown once), body `{type, timestamp, data}`. Any non-2xx answer or timeout is retried with exponential backoff under the same `webhook-id`; an endpoint failing for a day is disabled. URLs that are or resolve to private, loopback, link-local or metadata addresses are refused (`webhook-url-not-allowed`); on Workers, which cannot resolve names, literal addresses and local names are, and the platform's fetch reaches no private network.",
  request: { body: { required: true, content: json(RegisterWebhookInput.openapi('RegisterWebhook')) } },
  responses: {
    201: { description: 'Registered', content: json(RegisteredWebhook) },
    ...problems(400, 401, 403, 409, 413, 415, 429),
    ...unavailable(true),
  },
});

const list = createRoute({
  method: 'get',
  path: '/me/webhooks',
  operationId: 'listWebhooks',
  tags: ['webhooks'],
  security: personal,
  summary: 'Your webhooks, each with whether it is enabled',
  responses: { 200: { description: 'Webhooks', content: json(WebhookList) }, ...problems(401, 403), ...unavailable() },
});

const show = createRoute({
  method: 'get',
  path: '/me/webhooks/{id}',
  operationId: 'getWebhook',
  tags: ['webhooks'],
  security: personal,
  summary: 'One of your webhooks',
  request: { params: WebhookParams },
  responses: { 200: { description: 'Webhook', content: json(Webhook) }, ...problems(401, 403, 404), ...unavailable() },
});

const remove = createRoute({
  method: 'delete',
  path: '/me/webhooks/{id}',
  operationId: 'deleteWebhook',
  tags: ['webhooks'],
  security: personal,
  summary: 'Delete a webhook, with its pending deliveries and their log',
  request: { params: WebhookParams },
  responses: { 204: { description: 'Deleted' }, ...problems(401, 403, 404), ...unavailable(true) },
});

const deliveries = createRoute({
  method: 'get',
  path: '/me/webhooks/{id}/deliveries',
  operationId: 'listWebhookDeliveries',
  tags: ['webhooks'],
  security: personal,
  summary: "The webhook's newest 100 messages, each with every attempt: when, the status answered, the error",
  request: { params: WebhookParams },
  responses: {
    200: { description: 'Deliveries', content: json(DeliveryList) },
    ...problems(401, 403, 404),
    ...unavailable(),
  },
});

const service = (services: { webhooks?: WebhookService }): WebhookService => {
  if (services.webhooks === undefined)
    throw new ProblemException(problem('unavailable', 'webhooks-unavailable', 'this server does not deliver webhooks'));
  return services.webhooks;
};

export const webhookRoutes = new OpenAPIHono<AppEnv>()
  .openapi(register, async (c) =>
    c.json(unwrap(await service(c.var.services).register(bearerToken(c), c.req.valid('json'))), 201),
  )
  .openapi(list, async (c) => c.json(unwrap(await service(c.var.services).list(bearerToken(c))), 200))
  .openapi(show, async (c) =>
    c.json(unwrap(await service(c.var.services).get(bearerToken(c), c.req.valid('param').id)), 200),
  )
  .openapi(remove, async (c) => {
    unwrap(await service(c.var.services).remove(bearerToken(c), c.req.valid('param').id));
    return c.body(null, 204);
  })
  .openapi(deliveries, async (c) =>
    c.json(unwrap(await service(c.var.services).deliveries(bearerToken(c), c.req.valid('param').id)), 200),
  );
