/**
 * Verifying a webhook delivery as docs/webhooks.md tells receivers to (Standard Webhooks): the
 * `webhook-signature` header holds `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}`,
 * keyed with the bytes of the endpoint's secret (`whsec_<base64>`), and the timestamp is close to now.
 * WebCrypto only, so it runs in a Worker, Deno, a browser and node alike.
 */
import { RolltapeError } from './errors.js';
import type { WebhookEvent } from './webhook-types.js';

/** A delivery's headers: a fetch `Headers` (Workers, Deno) or node's `req.headers`. */
export type WebhookHeaders =
  { get(name: string): string | null } | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface VerifyWebhookOptions {
  /** How far the `webhook-timestamp` may be from now, either way; default 300 (five minutes, as Standard Webhooks). */
  readonly toleranceSeconds?: number;
  /** Now, in milliseconds since the epoch; default `Date.now()`. */
  readonly now?: number;
}

/** A verified delivery: its `webhook-id` (the same on every retry of one message: skip one seen before), its time and its body. */
export interface VerifiedWebhook {
  readonly id: string;
  /** The `webhook-timestamp`, in seconds since the epoch: when this attempt was signed. */
  readonly timestamp: number;
  readonly event: WebhookEvent;
}

const header = (headers: WebhookHeaders, name: string): string | undefined => {
  if (typeof headers.get === 'function') return (headers as { get(n: string): string | null }).get(name) ?? undefined;
  const value = (headers as Readonly<Record<string, string | readonly string[] | undefined>>)[name];
  return Array.isArray(value) ? value[0] : (value as string | undefined);
};

const refused = (detail: string): RolltapeError => RolltapeError.local('webhook-signature-invalid', detail);

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * Checks a webhook delivery before you trust it, and answers its event. `body` is the request's
 * body exactly as it came (the raw text, not a parsed and re-serialized object); `secret` the
 * `whsec_…` that `registerWebhook` answered. Throws a `RolltapeError`: `webhook-signature-invalid`
 * (a header missing, or no `v1` signature of the body made with this secret) or
 * `webhook-timestamp-out-of-range` (signed more than `toleranceSeconds` from now: a replayed
 * delivery), both with status 0. A retry of one message carries the same `webhook-id`.
 *
 * @example
 * const { id, event } = await verifyWebhook(secret, body, headers);
 * event.type; // 'turn'
 */
export async function verifyWebhook(
  secret: string,
  body: string,
  headers: WebhookHeaders,
  options: VerifyWebhookOptions = {},
): Promise<VerifiedWebhook> {
  const id = header(headers, 'webhook-id');
  const stamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (id === undefined || stamp === undefined || signatures === undefined)
    throw refused('missing webhook-id, webhook-timestamp or webhook-signature');
  const timestamp = /^\d{1,12}$/.test(stamp) ? Number(stamp) : NaN;
  if (!Number.isFinite(timestamp)) throw refused(`webhook-timestamp is not a time in seconds: ${stamp.slice(0, 40)}`);
  const tolerance = options.toleranceSeconds ?? 300;
  const now = (options.now ?? Date.now()) / 1000;
  if (Math.abs(now - timestamp) > tolerance)
    throw RolltapeError.local(
      'webhook-timestamp-out-of-range',
      `signed at ${new Date(timestamp * 1000).toISOString()}, more than ${tolerance} s from now`,
    );
  const keyBytes = base64Bytes(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret);
  if (keyBytes === undefined || keyBytes.length === 0) throw new TypeError('the secret is not a whsec_… secret');
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
  const signed = new TextEncoder().encode(`${id}.${stamp}.${body}`);
  for (const candidate of signatures.split(' ')) {
    const [version, value] = candidate.split(',', 2);
    if (version !== 'v1' || value === undefined) continue;
    const mac = base64Bytes(value);
    // subtle.verify compares in constant time.
    if (mac !== undefined && (await crypto.subtle.verify('HMAC', key, mac, signed))) {
      let event: WebhookEvent;
      try {
        event = JSON.parse(body) as WebhookEvent;
      } catch (cause) {
        throw RolltapeError.local('bad-response', 'the signed body is not JSON', cause);
      }
      return { id, timestamp, event };
    }
  }
  throw refused('no v1 signature of this body was made with this secret');
}
