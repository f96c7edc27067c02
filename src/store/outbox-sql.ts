import type { SqlStatement } from './db.js';

/** What a player's endpoints can subscribe to. */
export type WebhookEventType = 'turn' | 'game-over' | 'challenge-closed';

export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = ['turn', 'game-over', 'challenge-closed'];

/** One thing to tell one player: a message for each of their endpoints that wants its type. */
export interface OutboxNotification {
  readonly playerId: string;
  readonly type: WebhookEventType;
  /** The JSON body every endpoint receives (Standard Webhooks' `{type, timestamp, data}`). */
  readonly payload: string;
  /** When what it tells happened (for a challenge's close: the close); a message is given up a day after. */
  readonly createdAt: number;
  /** When it may be sent: at once for a turn, when the day closes for a challenge. */
  readonly dueAt: number;
  /** Unique per notification; each message's `webhook-id` is `msg_<key>_<endpoint>`. */
  readonly key: string;
}

/**
 * The statement that puts a notification in the outbox: one `pending` message per endpoint of the
 * player that is enabled and subscribed to its type. It is run in the batch that writes the events
 * it tells of, so the messages commit with them or not at all; a player without endpoints costs one
 * indexed lookup that inserts nothing.
 */
export function outboxInsert(n: OutboxNotification): SqlStatement {
  return messagesInsert('INSERT', n, n.dueAt);
}

/**
 * The same messages for a notification a game object kept (Workers: `notificationInsert`), written
 * into D1 by its alarm. Their ids derive from the notification's key and each endpoint's id, so a
 * second expansion (the alarm ran again after a crash) inserts nothing and changes no id.
 */
export function outboxExpand(n: OutboxNotification, now: number): SqlStatement {
  return messagesInsert('INSERT OR IGNORE', n, Math.max(n.dueAt, now));
}

function messagesInsert(verb: string, n: OutboxNotification, nextAttemptAt: number): SqlStatement {
  return {
    sql:
      `${verb} INTO webhook_messages (id, webhook_id, type, payload, created_at, next_attempt_at, attempts, state) ` +
      "SELECT ? || substr(w.id, 4), w.id, ?, ?, ?, ?, 0, 'pending' FROM webhooks w " +
      'WHERE w.player_id = ? AND w.disabled_at IS NULL AND EXISTS (SELECT 1 FROM json_each(w.events) e WHERE e.value = ?)',
    args: [messagePrefix(n.key), n.type, n.payload, n.createdAt, nextAttemptAt, n.playerId, n.type],
  };
}

/** What every message of a notification's id starts with (`msg_<key>_`); the endpoint's id follows. */
export const messagePrefix = (key: string): string => `msg_${key}_`;

/**
 * A game object's outbox row (Workers): the notification itself, not yet per endpoint, since the
 * player's endpoints are in D1 and the object's storage transaction cannot read them. Run in the
 * batch that writes the events it tells of.
 */
export function notificationInsert(n: OutboxNotification): SqlStatement {
  return {
    sql: 'INSERT INTO webhook_notifications (key, player_id, type, payload, created_at, wake_at, expanded_at) VALUES (?, ?, ?, ?, ?, ?, NULL)',
    args: [n.key, n.playerId, n.type, n.payload, n.createdAt, n.dueAt],
  };
}
