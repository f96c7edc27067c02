/**
 * The JSON of webhooks (docs/webhooks.md), as plain types: a player's endpoints, their delivery logs,
 * and the bodies delivered. Checked against the REST schemas as wire-types.ts is.
 */
import type { Standings } from './wire-types.js';

/** What a webhook is told: `turn` (it is now your turn), `game-over`, `challenge-closed`. */
export type WebhookEventType = 'turn' | 'game-over' | 'challenge-closed';

/** One of a player's webhook endpoints (never its secret, which is shown once). */
export interface Webhook {
  readonly id: string;
  readonly url: string;
  readonly events: readonly WebhookEventType[];
  readonly createdAt: string;
  /** `disabled` once every delivery failed for a day: nothing more is sent. Delete it and register again. */
  readonly status: 'enabled' | 'disabled';
  /** When its deliveries began failing with no success since; `null` while it answers 2xx. */
  readonly failingSince: string | null;
  readonly disabledAt: string | null;
  readonly disabledReason: string | null;
}

/** `POST /v1/me/webhooks`: the endpoint and its signing secret (`whsec_…`), shown only here. */
export interface RegisteredWebhook extends Webhook {
  /** Verify each delivery with it: `verifyWebhook(secret, body, headers)`. */
  readonly secret: string;
}

/** What `POST /v1/me/webhooks` takes. */
export interface RegisterWebhookInput {
  /** http or https; private, loopback, link-local and metadata addresses are refused (`webhook-url-not-allowed`). */
  readonly url: string;
  /** Each at most once. */
  readonly events: readonly WebhookEventType[];
}

/** One message of a webhook's log (`GET /v1/me/webhooks/{id}/deliveries`), with every attempt. */
export interface WebhookDelivery {
  /** The `webhook-id` header of every attempt of this message (the same on each retry). */
  readonly id: string;
  readonly type: WebhookEventType;
  readonly state: 'pending' | 'delivered' | 'failed';
  readonly createdAt: string;
  /** When it is tried next, while `pending`. */
  readonly nextAttemptAt: string | null;
  /** The body delivered, as signed. */
  readonly payload: {
    readonly type: WebhookEventType;
    readonly timestamp: string;
    readonly data: Readonly<Record<string, unknown>>;
  };
  readonly attempts: readonly {
    readonly attempt: number;
    readonly at: string;
    /** The HTTP status answered; `null` when none came. */
    readonly status: number | null;
    readonly error: string | null;
    readonly durationMs: number;
  }[];
}

/**
 * A delivery's body, by its `type` (docs/webhooks.md): what `verifyWebhook` answers once the
 * signature holds. `turn`'s `deadline` is `null` in a game without turn deadlines.
 */
export type WebhookEvent =
  | {
      readonly type: 'turn';
      readonly timestamp: string;
      readonly data: {
        readonly gameId: string;
        readonly rules: string;
        readonly version: number;
        readonly seat: number;
        readonly deadline: string | null;
      };
    }
  | {
      readonly type: 'game-over';
      readonly timestamp: string;
      readonly data: {
        readonly gameId: string;
        readonly rules: string;
        readonly version: number;
        readonly seat: number;
        readonly standings: Standings;
      };
    }
  | {
      readonly type: 'challenge-closed';
      readonly timestamp: string;
      readonly data: {
        readonly challengeId: string;
        readonly gameId: string;
        readonly seat: number;
        readonly closedAt: string;
        /** The leaderboard's path, e.g. `/v1/challenges/{id}/leaderboard`. */
        readonly leaderboard: string;
      };
    };
