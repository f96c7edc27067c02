import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { problem } from '../../service/errors.js';
import { RegisterWebhookInput } from '../../service/webhooks/inputs.js';
import type { WebhookService } from '../../service/webhooks/service.js';
import type { AppEnv } from '../context.js';
import { json } from './games.js';
import { bearerToken, ProblemException, unwrap } from './respond.js';
import { problems } from './problem-schemas.js';
import { DeliveryList, RegisteredWebhook, Webhook, WebhookList } from './webhook-schemas.js';

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
