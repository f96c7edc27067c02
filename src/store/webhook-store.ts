import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { sqlDriverOf, statementOf, type Db, type SqlDriver, type SqlStatement } from './db.js';
import { webhookAttempts, webhookMessages, webhooks } from './schema.js';

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookMessageRow = typeof webhookMessages.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;

/** A message due for an attempt, with what sending it needs from its endpoint. */
export interface DueMessage {
  readonly message: WebhookMessageRow;
  readonly url: string;
  readonly secret: string;
  readonly failingSince: number | null;
}

/** How one attempt went, and what follows from it for its message and endpoint. */
export interface AttemptRecord {
  readonly messageId: string;
  readonly webhookId: string;
  readonly attempt: number;
  readonly at: number;
  readonly status: number | null;
  readonly error: string | null;
  readonly durationMs: number;
  /** `delivered`, `failed` (given up), or the time of the next attempt. */
  readonly outcome: 'delivered' | 'failed' | { readonly retryAt: number };
  /** Set when this failure disables the endpoint: why, as the player will read it. */
  readonly disable?: string;
}

/** A message still to send, to an endpoint that has not been disabled. */
const PENDING_AT_ENABLED_ENDPOINT = and(eq(webhookMessages.state, 'pending'), isNull(webhooks.disabledAt));

/**
 * Players' webhook endpoints, the outbox of messages to them, and the log of every attempt. The
 * outbox is filled by the event store's batches (`outboxInsert`); this store registers endpoints,
 * hands the delivery worker what is due and records what each attempt did.
 */
export class WebhookStore {
  constructor(
    private readonly db: Db,
    private readonly driver: SqlDriver = sqlDriverOf(db),
  ) {}

  async register(row: WebhookRow): Promise<void> {
    await this.driver.runBatch([statementOf(this.db.insert(webhooks).values(row))]);
  }

  /** How many endpoints the player has (enabled or not): registration stops at a cap. */
  async countOf(playerId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(webhooks).where(eq(webhooks.playerId, playerId));
    return row?.n ?? 0;
  }

  async list(playerId: string): Promise<WebhookRow[]> {
    return this.db.select().from(webhooks).where(eq(webhooks.playerId, playerId)).orderBy(asc(webhooks.createdAt));
  }

  async find(playerId: string, id: string): Promise<WebhookRow | undefined> {
    const [row] = await this.db
      .select()
      .from(webhooks)
      .where(and(eq(webhooks.id, id), eq(webhooks.playerId, playerId)))
      .limit(1);
    return row;
  }

  /** Removes the endpoint, its messages and their log. */
  async remove(id: string): Promise<void> {
    const messages = this.db.select({ id: webhookMessages.id }).from(webhookMessages);
    await this.driver.runBatch([
      statementOf(
        this.db
          .delete(webhookAttempts)
          .where(inArray(webhookAttempts.messageId, messages.where(eq(webhookMessages.webhookId, id)))),
      ),
      statementOf(this.db.delete(webhookMessages).where(eq(webhookMessages.webhookId, id))),
      statementOf(this.db.delete(webhooks).where(eq(webhooks.id, id))),
    ]);
  }

  /** The endpoint's newest messages, each with its attempts in order. */
  async deliveries(
    webhookId: string,
    limit: number,
  ): Promise<{ message: WebhookMessageRow; attempts: WebhookAttemptRow[] }[]> {
    const messages = await this.db
      .select()
      .from(webhookMessages)
      .where(eq(webhookMessages.webhookId, webhookId))
      .orderBy(desc(webhookMessages.createdAt), desc(webhookMessages.id))
      .limit(limit);
    if (messages.length === 0) return [];
    const attempts = await this.db
      .select()
      .from(webhookAttempts)
      .where(
        inArray(
          webhookAttempts.messageId,
          messages.map((m) => m.id),
        ),
      )
      .orderBy(asc(webhookAttempts.attempt));
    return messages.map((message) => ({ message, attempts: attempts.filter((a) => a.messageId === message.id) }));
  }

  /** Pending messages due by `now` (oldest first) of enabled endpoints, but those in `busy` (already being sent). */
  async due(now: number, limit: number, busy: readonly string[]): Promise<DueMessage[]> {
    return this.withEndpoint()
      .where(
        and(
          PENDING_AT_ENABLED_ENDPOINT,
          lte(webhookMessages.nextAttemptAt, now),
          ...(busy.length > 0 ? [notInArray(webhookMessages.id, [...busy])] : []),
        ),
      )
      .orderBy(asc(webhookMessages.nextAttemptAt))
      .limit(limit);
  }

  /**
   * Every pending message of an enabled endpoint whose id starts with one of `prefixes` (a game
   * object's notifications on Workers, `messagePrefix`), due or not: the object sends those due and
   * wakes again for the rest. At most 40 prefixes (D1 binds 100 values a statement).
   */
  async pendingOf(prefixes: readonly string[]): Promise<DueMessage[]> {
    if (prefixes.length === 0) return [];
    // A range on the primary key per prefix: ids are `msg_<hex>_<endpoint in [0-9a-z]>`, all below `~`.
    const ranges = prefixes.map((p) => and(gte(webhookMessages.id, p), lt(webhookMessages.id, `${p}~`)));
    return this.withEndpoint()
      .where(and(or(...ranges), PENDING_AT_ENABLED_ENDPOINT))
      .orderBy(asc(webhookMessages.nextAttemptAt));
  }

  /** Messages with what sending one needs from its endpoint: URL, secret and since when it fails. */
  private withEndpoint() {
    return this.db
      .select({
        message: webhookMessages,
        url: webhooks.url,
        secret: webhooks.secret,
        failingSince: webhooks.failingSince,
      })
      .from(webhookMessages)
      .innerJoin(webhooks, eq(webhooks.id, webhookMessages.webhookId));
  }

  /** When the next pending message of an enabled endpoint falls due, but those in `busy`; `undefined` when none is pending. */
  async nextDue(busy: readonly string[]): Promise<number | undefined> {
    const [row] = await this.db
      .select({ at: sql<number | null>`min(${webhookMessages.nextAttemptAt})` })
      .from(webhookMessages)
      .innerJoin(webhooks, eq(webhooks.id, webhookMessages.webhookId))
      .where(
        and(
          eq(webhookMessages.state, 'pending'),
          isNull(webhooks.disabledAt),
          ...(busy.length > 0 ? [notInArray(webhookMessages.id, [...busy])] : []),
        ),
      );
    return row?.at ?? undefined;
  }

  /** Records attempts and their consequences in one batch: the log, each message's state, each endpoint's health. */
  async record(attempts: readonly AttemptRecord[]): Promise<void> {
    if (attempts.length === 0) return;
    const statements: SqlStatement[] = [];
    for (const a of attempts) {
      statements.push(
        statementOf(
          this.db.insert(webhookAttempts).values({
            messageId: a.messageId,
            attempt: a.attempt,
            at: a.at,
            status: a.status,
            error: a.error,
            durationMs: a.durationMs,
          }),
        ),
        statementOf(
          this.db
            .update(webhookMessages)
            .set(
              typeof a.outcome === 'string'
                ? { state: a.outcome, attempts: a.attempt }
                : { attempts: a.attempt, nextAttemptAt: a.outcome.retryAt },
            )
            .where(eq(webhookMessages.id, a.messageId)),
        ),
      );
      if (a.outcome === 'delivered')
        statements.push(
          statementOf(this.db.update(webhooks).set({ failingSince: null }).where(eq(webhooks.id, a.webhookId))),
        );
      else
        statements.push(
          statementOf(
            this.db
              .update(webhooks)
              .set({ failingSince: sql`coalesce(${webhooks.failingSince}, ${a.at})` })
              .where(eq(webhooks.id, a.webhookId)),
          ),
        );
      if (a.disable !== undefined)
        statements.push(
          statementOf(
            this.db
              .update(webhooks)
              .set({ disabledAt: a.at, disabledReason: a.disable })
              .where(and(eq(webhooks.id, a.webhookId), isNull(webhooks.disabledAt))),
          ),
          statementOf(
            this.db
              .update(webhookMessages)
              .set({ state: 'failed' })
              .where(and(eq(webhookMessages.webhookId, a.webhookId), eq(webhookMessages.state, 'pending'))),
          ),
        );
    }
    await this.driver.runBatch(statements);
  }
}
