import { DEFAULT_DELIVERY, type DeliverySettings } from './delivery.js';

/** Webhook settings a deployment chooses (docs/deployment.md: Configuration). */
export interface WebhookSettings {
  /** `ROLLTAPE_WEBHOOKS_ALLOW_PRIVATE=on`: URLs may reach private and loopback addresses (tests, private deployments). */
  readonly allowPrivate: boolean;
  readonly delivery: DeliverySettings;
}

/** The settings an environment asks for; a malformed value throws, naming its variable. */
export function webhookSettingsFromEnv(env: Readonly<Record<string, unknown>>): WebhookSettings {
  const allow = String(env.ROLLTAPE_WEBHOOKS_ALLOW_PRIVATE ?? 'off')
    .trim()
    .toLowerCase();
  if (!['on', 'off', ''].includes(allow))
    throw new Error(`ROLLTAPE_WEBHOOKS_ALLOW_PRIVATE must be on or off, not "${allow}"`);
  const base = env.ROLLTAPE_WEBHOOK_RETRY_BASE_MS;
  let retryBaseMs = DEFAULT_DELIVERY.retryBaseMs;
  if (base !== undefined && base !== '') {
    const text = String(base).trim();
    if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
      throw new Error(`ROLLTAPE_WEBHOOK_RETRY_BASE_MS must be a whole number of milliseconds from 1, not "${text}"`);
    retryBaseMs = Number(text);
  }
  return { allowPrivate: allow === 'on', delivery: { ...DEFAULT_DELIVERY, retryBaseMs } };
}
