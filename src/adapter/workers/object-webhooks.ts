import { asc, eq, lte, min } from 'drizzle-orm';
import { attempt, type WebhookTransport } from '../../service/webhooks/delivery.js';
import type { WebhookSettings } from '../../service/webhooks/settings-env.js';
import { statementOf, type Db, type SqlDriver, type SqlStatement } from '../../store/db.js';
import { messagePrefix, outboxExpand, type WebhookEventType } from '../../store/outbox-sql.js';
import { webhookNotifications } from '../../store/schema.js';
import { WebhookStore, type AttemptRecord } from '../../store/webhook-store.js';

/** Notifications looked at per alarm: each is one range of the D1 query (D1 binds 100 values a statement). */
const NOTIFICATIONS_PER_ROUND = 40;

type NotificationRow = typeof webhookNotifications.$inferSelect;

/**
 * A game object's webhook deliveries (Workers), from its own outbox (`webhook_notifications`,
 * written by `notificationInsert` in the storage transaction of the events they tell of, so a
 * refused append writes none and a committed one cannot lose them).
 *
 * Which endpoints a seat's player has is looked up in D1 at delivery time, not at append time: the
 * append is one synchronous storage transaction that cannot read D1, and a lookup before it would
 * be a separate step a crash could split from the commit. At delivery the alarm expands each
 * notification into D1's `webhook_messages`, one per endpoint, with ids made of the notification's
 * key (fixed when it was committed) and the endpoint's id, by `INSERT OR IGNORE`: a crash before the
 * object notes the expansion only makes the next alarm expand it again, inserting nothing new and
 * changing no `webhook-id`. The row stays in the object until every message of it is delivered or
 * given up, so the object knows when to wake for retries; a crash between a POST and its record
 * sends it again with the same `webhook-id` (at least once, as on node).
 */
export class ObjectWebhooks {
  #delivering = false;

  constructor(
    private readonly db: Db,
    private readonly driver: SqlDriver,
    private readonly d1: () => { readonly db: Db; readonly driver: SqlDriver },
    private readonly settings: WebhookSettings,
    private readonly transport: WebhookTransport,
    /** Sets the object's alarm from `nextWake` (which the lease just moved). */
    private readonly rescheduled: () => Promise<void>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** When the alarm should look at the outbox next; `null` when it holds nothing. */
  async nextWake(): Promise<number | null> {
    const [row] = await this.db.select({ at: min(webhookNotifications.wakeAt) }).from(webhookNotifications);
    return row?.at ?? null;
  }

  /** Sends what is due, records each attempt in D1's delivery log, and notes when to look again. Never throws. */
  async deliver(): Promise<void> {
    if (this.#delivering) return;
    this.#delivering = true;
    const now = this.clock();
    let rows: NotificationRow[] = [];
    try {
      rows = await this.db
        .select()
        .from(webhookNotifications)
        .where(lte(webhookNotifications.wakeAt, now))
        .orderBy(asc(webhookNotifications.wakeAt))
        .limit(NOTIFICATIONS_PER_ROUND);
      if (rows.length > 0) await this.deliverRows(rows, now);
    } catch (error) {
      // D1 unreachable or a record refused: every row stays, looked at again after the retry base.
      console.error('rolltape: webhook deliveries:', error);
      const later = this.clock() + this.settings.delivery.retryBaseMs;
      await this.driver
        .runBatch(rows.map((r) => this.setWake(r.key, later)))
        .catch((e: unknown) => console.error('rolltape: webhook outbox:', e));
    } finally {
      this.#delivering = false;
    }
  }

  private async deliverRows(rows: readonly NotificationRow[], now: number): Promise<void> {
    const d1 = this.d1();
    const store = new WebhookStore(d1.db, d1.driver);
    const fresh = rows.filter((r) => r.expandedAt === null);
    if (fresh.length > 0) {
      await d1.driver.runBatch(fresh.map((r) => outboxExpand(notificationOf(r), now)));
      await this.driver.runBatch(
        fresh.map((r) =>
          statementOf(
            this.db.update(webhookNotifications).set({ expandedAt: now }).where(eq(webhookNotifications.key, r.key)),
          ),
        ),
      );
    }
    const pending = await store.pendingOf(rows.map((r) => messagePrefix(r.key)));
    const due = pending.filter((p) => p.message.nextAttemptAt <= now).slice(0, this.settings.delivery.concurrency);
    if (due.length > 0) {
      // A lease: should the object end mid-round (evicted, reset, crashed), its alarm still wakes it
      // once the attempts would have timed out, and sends them again (same ids).
      const lease = now + this.settings.delivery.timeoutMs;
      await this.driver.runBatch(rows.map((r) => this.setWake(r.key, lease)));
      await this.rescheduled();
    }
    const policy = { allowPrivate: this.settings.allowPrivate };
    const records = await Promise.all(
      due.map((d) => attempt(d, this.transport, policy, this.settings.delivery, this.clock)),
    );
    await store.record(records);
    await this.driver.runBatch(this.afterRound(rows, pending, records));
  }

  /** Each row's next look: its earliest message still pending, or gone when none is. */
  private afterRound(
    rows: readonly NotificationRow[],
    pending: readonly {
      readonly message: { readonly id: string; readonly webhookId: string; readonly nextAttemptAt: number };
    }[],
    records: readonly AttemptRecord[],
  ): SqlStatement[] {
    const disabled = new Set(records.filter((r) => r.disable !== undefined).map((r) => r.webhookId));
    const next = new Map<string, number>();
    for (const { message } of pending)
      if (!disabled.has(message.webhookId)) next.set(message.id, message.nextAttemptAt);
    for (const r of records) {
      if (typeof r.outcome === 'object' && !disabled.has(r.webhookId)) next.set(r.messageId, r.outcome.retryAt);
      else next.delete(r.messageId);
    }
    return rows.map((row) => {
      const prefix = messagePrefix(row.key);
      const times = [...next].filter(([id]) => id.startsWith(prefix)).map(([, at]) => at);
      return times.length === 0
        ? statementOf(this.db.delete(webhookNotifications).where(eq(webhookNotifications.key, row.key)))
        : this.setWake(row.key, Math.min(...times));
    });
  }

  private setWake(key: string, at: number): SqlStatement {
    return statementOf(
      this.db.update(webhookNotifications).set({ wakeAt: at }).where(eq(webhookNotifications.key, key)),
    );
  }
}

const notificationOf = (row: NotificationRow) => ({
  playerId: row.playerId,
  type: row.type as WebhookEventType,
  payload: row.payload,
  createdAt: row.createdAt,
  dueAt: row.wakeAt,
  key: row.key,
});
