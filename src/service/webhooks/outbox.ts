import type { Seat } from '../../core/types.js';
import type { SqlStatement } from '../../store/db.js';
import { outboxInsert, type OutboxNotification } from '../../store/outbox-sql.js';
import type { LoadedGame } from '../loaded-game.js';
import { challengeClosedNotification, commitNotifications } from './notifications.js';
import { seatPlayers } from './seat-players.js';

/**
 * The write side of webhooks, as the command loop and creation use it: the outbox statements a
 * commit adds to its batch, and a wake-up for the delivery worker once such a batch committed (so
 * a turn is sent at once rather than at the worker's next poll).
 */
export interface Outbox {
  /** The statements that put what this commit tells players in the outbox; none for a game without players' seats. */
  statementsFor(before: LoadedGame | undefined, after: LoadedGame, now: number): SqlStatement[];
  /** A player's challenge entry: its `challenge-closed`, due when the day closes. */
  entryStatements(after: LoadedGame, seat: Seat, closesAt: number, now: number): SqlStatement[];
  /** Called after a batch with outbox statements committed. */
  committed(): void;
}

/** 80 random bits in hex: a message key (the endpoint's id follows it in the `webhook-id`). */
const randomKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * `insert`: how a notification is written: node's one message per endpoint (`outboxInsert`), or a
 * game object's one row per notification that its alarm expands later (`notificationInsert`).
 */
export function makeOutbox(
  wake: () => void = () => undefined,
  key: () => string = randomKey,
  insert: (n: OutboxNotification) => SqlStatement = outboxInsert,
): Outbox {
  return {
    statementsFor: (before, after, now) => commitNotifications(before, after, { now, key }).map(insert),
    entryStatements(after, seat, closesAt, now) {
      const playerId = seatPlayers(after.seats).get(seat);
      if (playerId === undefined || after.row.challengeId === null) return [];
      const entry = { challengeId: after.row.challengeId, gameId: after.row.id, seat, closesAt };
      return [insert(challengeClosedNotification(entry, playerId, { now, key }))];
    },
    committed: wake,
  };
}
