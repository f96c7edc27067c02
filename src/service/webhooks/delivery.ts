import { Webhook } from 'standardwebhooks';
import type { AttemptRecord, DueMessage, WebhookStore } from '../../store/webhook-store.js';
import { checkWebhookUrl, type UrlPolicy } from './url-guard.js';

/** What one POST came to: the status answered, or why none came (timeout, refused address, connection error). */
export type PostOutcome = { readonly status: number } | { readonly error: string };

/** How a runtime sends a delivery. It must not follow redirects: a 3xx is a failed attempt, never a hop to another host. */
export interface WebhookTransport {
  post(url: URL, headers: Readonly<Record<string, string>>, body: string, timeoutMs: number): Promise<PostOutcome>;
}

export interface DeliverySettings {
  /** `ROLLTAPE_WEBHOOK_RETRY_BASE_MS`: the first retry's wait; each next one doubles it, up to `maxRetryMs`. */
  readonly retryBaseMs: number;
  readonly maxRetryMs: number;
  /** An attempt that has no answer by then failed. */
  readonly timeoutMs: number;
  /** An endpoint failing this long (no 2xx since its first failure) is disabled; a message this old is given up. */
  readonly giveUpAfterMs: number;
  /** Deliveries in flight at once. */
  readonly concurrency: number;
  /** How often the outbox is looked at when nothing woke the worker (messages written by another process, retries). */
  readonly pollMs: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_DELIVERY: DeliverySettings = {
  retryBaseMs: 5000,
  maxRetryMs: 60 * 60 * 1000,
  timeoutMs: 10_000,
  giveUpAfterMs: DAY_MS,
  concurrency: 32,
  pollMs: 1000,
};

/** The wait before attempt `attempt + 1` after `attempt` failed: exponential from the base, capped. */
export const backoffMs = (settings: Pick<DeliverySettings, 'retryBaseMs' | 'maxRetryMs'>, attempt: number): number =>
  Math.min(settings.maxRetryMs, settings.retryBaseMs * 2 ** Math.min(attempt - 1, 30));

/**
 * What an attempt's result means for its message and endpoint: 2xx delivers; anything else is
 * retried after the backoff, until the message is a day old (then given up), and an endpoint that
 * has been failing for a day is disabled, saying since when and why.
 */
export function attemptRecord(
  due: DueMessage,
  outcome: PostOutcome,
  started: number,
  at: number,
  settings: DeliverySettings,
): AttemptRecord {
  const { message } = due;
  const attempt = message.attempts + 1;
  const status = 'status' in outcome ? outcome.status : null;
  const error =
    'error' in outcome
      ? outcome.error
      : status !== null && (status < 200 || status > 299)
        ? `answered ${status}`
        : null;
  const base = {
    messageId: message.id,
    webhookId: message.webhookId,
    attempt,
    at,
    status,
    error,
    durationMs: Math.max(0, at - started),
  };
  if (status !== null && status >= 200 && status <= 299) return { ...base, outcome: 'delivered' };
  const failingSince = due.failingSince ?? at;
  const disable =
    at - failingSince >= settings.giveUpAfterMs
      ? `disabled ${new Date(at).toISOString()}: every delivery has failed since ${new Date(failingSince).toISOString()} (last: ${error})`
      : undefined;
  const outcomeOf =
    at - message.createdAt >= settings.giveUpAfterMs ? 'failed' : { retryAt: at + backoffMs(settings, attempt) };
  return { ...base, outcome: disable === undefined ? outcomeOf : 'failed', ...(disable !== undefined && { disable }) };
}

/** The Standard Webhooks headers of one attempt: the message's id (the same on every retry), this attempt's time, and its signature. */
export function signedHeaders(secret: string, messageId: string, at: number, payload: string): Record<string, string> {
  const timestamp = new Date(Math.floor(at / 1000) * 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Rolltape-Webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': new Webhook(secret).sign(messageId, timestamp, payload),
  };
}

/**
 * One attempt of a due message, as node's worker and a game object's alarm (Workers) make it: the
 * URL checked again, the signed POST, and what its answer means. Never throws: a failure is an attempt.
 */
export async function attempt(
  due: DueMessage,
  transport: WebhookTransport,
  policy: UrlPolicy,
  settings: DeliverySettings,
  clock: () => number,
): Promise<AttemptRecord> {
  const started = clock();
  let outcome: PostOutcome;
  try {
    // Again at each attempt: the name may resolve elsewhere now than when it was registered.
    const url = await checkWebhookUrl(due.url, policy);
    outcome = !url.ok
      ? { error: url.error.message }
      : await transport.post(
          url.value,
          signedHeaders(due.secret, due.message.id, started, due.message.payload),
          due.message.payload,
          settings.timeoutMs,
        );
  } catch (error) {
    outcome = { error: error instanceof Error ? error.message : String(error) };
  }
  return attemptRecord(due, outcome, started, clock(), settings);
}

/**
 * The delivery worker: sends what is due in the outbox, off the request path (a timer on node, woken
 * by each commit that wrote outbox rows), records every attempt and schedules retries. Messages
 * survive in the database until delivered or given up, so a restart resumes them; a message whose
 * answer was lost in a crash is sent again with the same `webhook-id` (at least once).
 */
export class DeliveryWorker {
  private readonly busy = new Set<string>();
  private readonly finished: AttemptRecord[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timerAt = Infinity;
  private ticking = false;
  private again = false;
  private stopped = false;
  private flushing: Promise<void> | undefined;
  private idle: (() => void)[] = [];

  constructor(
    private readonly store: WebhookStore,
    private readonly transport: WebhookTransport,
    private readonly policy: UrlPolicy,
    private readonly settings: DeliverySettings = DEFAULT_DELIVERY,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Looks at the outbox now (a commit just wrote to it, or the server started). */
  wake(): void {
    this.schedule(0);
  }

  /** Stops taking messages and waits for those in flight to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    while (this.busy.size > 0 || this.flushing !== undefined) await new Promise<void>((done) => this.idle.push(done));
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    const at = this.clock() + Math.max(0, delayMs);
    if (this.timer !== undefined && this.timerAt <= at) return;
    clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.timerAt = Infinity;
        void this.tick();
      },
      Math.max(0, delayMs),
    );
    (this.timer as { unref?: () => void }).unref?.();
  }

  private async tick(): Promise<void> {
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = true;
    try {
      do {
        this.again = false;
        const room = this.settings.concurrency - this.busy.size;
        if (room <= 0 || this.stopped) return; // a finishing delivery ticks again
        const due = await this.store.due(this.clock(), room, [...this.busy]);
        for (const d of due) void this.send(d);
        if (due.length === room) return;
      } while (this.again);
      const next = await this.store.nextDue([...this.busy]);
      this.schedule(Math.min(this.settings.pollMs, next === undefined ? Infinity : next - this.clock()));
    } catch (error) {
      console.error('rolltape: webhook deliveries:', error);
      this.schedule(this.settings.pollMs);
    } finally {
      this.ticking = false;
    }
  }

  private async send(due: DueMessage): Promise<void> {
    this.busy.add(due.message.id);
    this.finished.push(await attempt(due, this.transport, this.policy, this.settings, this.clock));
    this.flushing ??= this.flush();
  }

  /** Records every finished attempt in one batch, then frees their messages and looks for more. */
  private async flush(): Promise<void> {
    await new Promise((done) => setTimeout(done, 0));
    const records = this.finished.splice(0);
    try {
      await this.store.record(records);
    } catch (error) {
      // Unrecorded, the messages stay pending as they were and are sent again later (same webhook-id).
      console.error('rolltape: recording webhook deliveries failed:', error);
    }
    for (const r of records) this.busy.delete(r.messageId);
    this.flushing = undefined;
    if (this.finished.length > 0) this.flushing = this.flush();
    else if (this.busy.size === 0) this.idle.splice(0).forEach((done) => done());
    this.wake();
  }
}
