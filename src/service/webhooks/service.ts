import { err, ok, type Result } from '../../core/result.js';
import type { WebhookEventType } from '../../store/outbox-sql.js';
import type { WebhookAttemptRow, WebhookMessageRow, WebhookRow, WebhookStore } from '../../store/webhook-store.js';
import { problem, type ServiceError } from '../errors.js';
import type { RegisterWebhookInput } from './inputs.js';
import { checkWebhookUrl, type UrlPolicy } from './url-guard.js';

/** A player may have this many endpoints (enabled or disabled); one more is refused. */
export const MAX_WEBHOOKS_PER_PLAYER = 10;
/** Deliveries listed per request, newest first. */
export const MAX_DELIVERIES_LISTED = 100;

/** An endpoint as its player sees it (never its secret, which is shown once). */
export interface WebhookView {
  readonly id: string;
  readonly url: string;
  readonly events: WebhookEventType[];
  readonly createdAt: string;
  /** `disabled` once its deliveries failed for a day; `disabledReason` says since when and why. */
  readonly status: 'enabled' | 'disabled';
  readonly failingSince: string | null;
  readonly disabledAt: string | null;
  readonly disabledReason: string | null;
}

export interface RegisteredWebhook extends WebhookView {
  /** The signing secret (`whsec_…`): shown only in this answer. Verify deliveries with any Standard Webhooks library. */
  readonly secret: string;
}

export interface DeliveryView {
  /** The `webhook-id` header of every attempt of this message. */
  readonly id: string;
  readonly type: WebhookEventType;
  readonly state: WebhookMessageRow['state'];
  readonly createdAt: string;
  /** When the next attempt is due, while it is `pending`. */
  readonly nextAttemptAt: string | null;
  /** The body delivered, as signed. */
  readonly payload: { type: WebhookEventType; timestamp: string; data: Record<string, unknown> };
  readonly attempts: {
    readonly attempt: number;
    readonly at: string;
    readonly status: number | null;
    readonly error: string | null;
    readonly durationMs: number;
  }[];
}

/** Each takes the caller's personal token, which must carry the `webhooks` scope. */
export interface WebhookService {
  register(token: string | null, input: RegisterWebhookInput): Promise<Result<RegisteredWebhook, ServiceError>>;
  list(token: string | null): Promise<Result<{ webhooks: WebhookView[] }, ServiceError>>;
  get(token: string | null, id: string): Promise<Result<WebhookView, ServiceError>>;
  remove(token: string | null, id: string): Promise<Result<null, ServiceError>>;
  deliveries(token: string | null, id: string): Promise<Result<{ deliveries: DeliveryView[] }, ServiceError>>;
}

/**
 * The one thing webhooks need of players: the player a request's credential speaks for, refused
 * (401/403, the players' own errors) unless it is a personal token carrying `scope`.
 */
export type AuthenticatePlayer = (
  token: string | null,
  scope: 'webhooks',
) => Promise<Result<{ readonly playerId: string }, ServiceError>>;

export interface WebhookServiceDeps {
  readonly store: WebhookStore;
  readonly policy: UrlPolicy;
  readonly authenticate: AuthenticatePlayer;
  readonly clock?: () => number;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** 32 random bytes, base64, as Standard Webhooks spells a secret. */
const newSecret = (): string => `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`;

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const newId = (): string =>
  `wh_${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => ALPHABET[b & 31]).join('')}`;

const notFound = (id: string): ServiceError => problem('not-found', 'webhook-not-found', `you have no webhook ${id}`);

/** A player's webhook endpoints: register (URL checked against SSRF), list, remove, and read each one's delivery log. */
export function makeWebhookService(deps: WebhookServiceDeps): WebhookService {
  const { store, policy, authenticate } = deps;
  const clock = deps.clock ?? Date.now;
  const owned = async (token: string | null, id: string): Promise<Result<WebhookRow, ServiceError>> => {
    const caller = await authenticate(token, 'webhooks');
    if (!caller.ok) return caller;
    const row = await store.find(caller.value.playerId, id);
    return row === undefined ? err(notFound(id)) : ok(row);
  };
  return {
    async register(token, input) {
      const caller = await authenticate(token, 'webhooks');
      if (!caller.ok) return caller;
      const { playerId } = caller.value;
      const url = await checkWebhookUrl(input.url, policy);
      if (!url.ok) return url;
      if ((await store.countOf(playerId)) >= MAX_WEBHOOKS_PER_PLAYER)
        return err(
          problem(
            'conflict',
            'too-many-webhooks',
            `a player may have at most ${MAX_WEBHOOKS_PER_PLAYER} webhooks; delete one first`,
          ),
        );
      const row: WebhookRow = {
        id: newId(),
        playerId,
        url: url.value.href,
        events: JSON.stringify(input.events),
        secret: newSecret(),
        createdAt: clock(),
        failingSince: null,
        disabledAt: null,
        disabledReason: null,
      };
      await store.register(row);
      return ok({ ...viewOf(row), secret: row.secret });
    },
    async list(token) {
      const caller = await authenticate(token, 'webhooks');
      if (!caller.ok) return caller;
      return ok({ webhooks: (await store.list(caller.value.playerId)).map(viewOf) });
    },
    async get(token, id) {
      const row = await owned(token, id);
      return row.ok ? ok(viewOf(row.value)) : row;
    },
    async remove(token, id) {
      const row = await owned(token, id);
      if (!row.ok) return row;
      await store.remove(id);
      return ok(null);
    },
    async deliveries(token, id) {
      const row = await owned(token, id);
      if (!row.ok) return row;
      const list = await store.deliveries(id, MAX_DELIVERIES_LISTED);
      return ok({ deliveries: list.map(({ message, attempts }) => deliveryOf(message, attempts)) });
    },
  };
}

function viewOf(row: WebhookRow): WebhookView {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEventType[],
    createdAt: iso(row.createdAt)!,
    status: row.disabledAt === null ? 'enabled' : 'disabled',
    failingSince: iso(row.failingSince),
    disabledAt: iso(row.disabledAt),
    disabledReason: row.disabledReason,
  };
}

function deliveryOf(message: WebhookMessageRow, attempts: readonly WebhookAttemptRow[]): DeliveryView {
  return {
    id: message.id,
    type: message.type as WebhookEventType,
    state: message.state,
    createdAt: iso(message.createdAt)!,
    nextAttemptAt: message.state === 'pending' ? iso(message.nextAttemptAt) : null,
    payload: JSON.parse(message.payload) as DeliveryView['payload'],
    attempts: attempts.map((a) => ({
      attempt: a.attempt,
      at: iso(a.at)!,
      status: a.status,
      error: a.error,
      durationMs: a.durationMs,
    })),
  };
}
