import type { PostOutcome, WebhookTransport } from '../../service/webhooks/delivery.js';

/**
 * Deliveries over the Workers runtime's `fetch`. Redirects are not followed (`redirect: 'manual'`),
 * so a 3xx is a failed attempt like any other non-2xx, never a hop to another host. There is no DNS
 * here to check what a name resolves to: Cloudflare's outbound `fetch` leaves from its edge to the
 * public Internet and does not reach private, loopback or link-local networks (docs/webhooks.md:
 * On Workers); literal addresses are refused before this (url-guard.ts), as on node.
 */
export const fetchWebhookTransport: WebhookTransport = {
  async post(url, headers, body, timeoutMs): Promise<PostOutcome> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is not read for anything.
      await response.body?.cancel();
      return { status: response.status };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        error: timedOut ? `no answer within ${timeoutMs} ms` : error instanceof Error ? error.message : String(error),
      };
    }
  },
};
