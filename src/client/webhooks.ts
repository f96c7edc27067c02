/**
 * `RolltapeClient`'s calls about webhooks (docs/webhooks.md): each needs a personal token with the
 * `webhooks` scope (`insufficient-scope`, 403; `token-required`, `not-a-personal-token` or
 * `invalid-token`, 401). A deployment that delivers none answers `webhooks-unavailable` (503).
 * Check each delivery with `verifyWebhook` (webhook-signature.ts).
 */
import { PlayerMethods } from './players.js';
import type { RegisteredWebhook, RegisterWebhookInput, Webhook, WebhookDelivery } from './webhook-types.js';

const webhookPath = (id: string, tail = ''): string => `/v1/me/webhooks/${encodeURIComponent(id)}${tail}`;

/** Part of `RolltapeClient` (client.ts), which inherits these methods: use that class. */
export abstract class WebhookMethods extends PlayerMethods {
  /**
   * Registers an endpoint the server POSTs `events` to; answers it with its signing `secret`
   * (`whsec_…`), shown only here: check each delivery with `verifyWebhook(secret, body, headers)`.
   * Errors: `webhook-url-not-allowed` (400: a private, loopback, link-local or metadata address),
   * `webhook-url-unresolvable`/`invalid-webhook-url`/`invalid-request` (400), `too-many-webhooks`
   * (409: ten already), `rate-limited` (429). Not retried: a retry could register it twice.
   */
  registerWebhook(token: string, input: RegisterWebhookInput): Promise<RegisteredWebhook> {
    return this.http.json({ method: 'POST', path: '/v1/me/webhooks', body: input, token, idempotent: false });
  }

  /** The player's endpoints, each with whether it is enabled (never their secrets). */
  async webhooks(token: string): Promise<readonly Webhook[]> {
    return (
      await this.http.json<{ webhooks: Webhook[] }>({ method: 'GET', path: '/v1/me/webhooks', token, idempotent: true })
    ).webhooks;
  }

  /** One of the player's endpoints. Errors: `webhook-not-found` (404). */
  webhook(token: string, id: string): Promise<Webhook> {
    return this.http.json({ method: 'GET', path: webhookPath(id), token, idempotent: true });
  }

  /**
   * Deletes an endpoint, with its pending deliveries and their log. Errors: `webhook-not-found` (404).
   * Not retried: a retry after a lost answer would be told 404.
   */
  async deleteWebhook(token: string, id: string): Promise<void> {
    await this.http.json<null>({ method: 'DELETE', path: webhookPath(id), token, idempotent: false });
  }

  /**
   * The endpoint's newest 100 messages, newest first, each with its body (as signed) and every
   * attempt: when, the status answered (`null` when none came), the error. Errors: `webhook-not-found` (404).
   */
  async webhookDeliveries(token: string, id: string): Promise<readonly WebhookDelivery[]> {
    return (
      await this.http.json<{ deliveries: WebhookDelivery[] }>({
        method: 'GET',
        path: webhookPath(id, '/deliveries'),
        token,
        idempotent: true,
      })
    ).deliveries;
  }
}
