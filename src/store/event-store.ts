import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Seat, Standings } from '../core/types.js';
import type { StoredEvent, TapeEvent } from '../core/tape.js';
import { appendStatements, eventInserts, MAX_EVENTS_PER_STATEMENT, type AppendRequest } from './append-sql.js';
import { sqlDriverOf, statementOf, type Db, type SqlDriver, type SqlStatement } from './db.js';
import { challengeEntries, events, games, seats } from './schema.js';

export type GameRow = typeof games.$inferSelect;
export type SeatRow = typeof seats.$inferSelect;
export type ChallengeEntryRow = typeof challengeEntries.$inferSelect;

/** Why an append did not land. Neither changed anything. */
export type AppendFailure = 'version-conflict' | 'duplicate-move-id';

/** What the `games` projection says after an append; written in the same batch as the events. */
export type Projection = AppendRequest['projection'];

/**
 * The append-only event store. All writes go through `create` and `append`, each one atomic batch
 * of events plus projection rows; nothing ever updates or deletes an event.
 */
export class EventStore {
  /** The read every request makes, prepared once: building drizzle queries costs more than running them. */
  private readonly eventsBetween;

  /** `driver`: how every write is made; by default the one for `db`'s client (libsql or D1). Reads go through `db`. */
  constructor(
    private readonly db: Db,
    readonly driver: SqlDriver = sqlDriverOf(db),
  ) {
    this.eventsBetween = db
      .select()
      .from(events)
      .where(and(eq(events.gameId, sql.placeholder('gameId')), gt(events.seq, sql.placeholder('after')), lte(events.seq, sql.placeholder('upTo'))))
      .orderBy(asc(events.seq))
      .prepare();
  }

  /**
   * Writes a new game: its projection row, seats and first events, its challenge entry if it is one,
   * and the use of its commitment if it has one (`claim`: `CommitmentStore.useStatement`), in one
   * batch. A second entry under the same handle, or a second game on one commitment, fails on that
   * table's key and writes nothing.
   */
  async create(game: typeof games.$inferInsert, seatRows: readonly SeatRow[], tape: readonly StoredEvent[], entry?: ChallengeEntryRow, claim?: SqlStatement): Promise<'duplicate-entry' | 'commitment-used' | null> {
    // A game of bots only has no seat rows (tokens) to write.
    const seatInserts = seatRows.length > 0 ? [this.db.insert(seats).values([...seatRows])] : [];
    const writes = [...[this.db.insert(games).values(game), ...seatInserts].map(statementOf), ...eventInserts([{ gameId: game.id, tape }], this.driver.maxParams)];
    const keyed = [...(entry === undefined ? [] : [statementOf(this.db.insert(challengeEntries).values(entry))]), ...(claim === undefined ? [] : [claim])];
    if (keyed.length === 0) {
      await this.driver.runBatch(writes);
      return null;
    }
    try {
      await this.driver.runBatch([...keyed, ...writes]);
      return null;
    } catch (error) {
      const cause = causeChain(error);
      if (/(UNIQUE|PRIMARY KEY) constraint failed: challenge_entries\./.test(cause)) return 'duplicate-entry';
      if (/(UNIQUE|PRIMARY KEY) constraint failed: commitment_uses\./.test(cause)) return 'commitment-used';
      throw error;
    }
  }

  /**
   * Appends events after `expectedVersion`. If another writer got there first, the `(game_id, seq)`
   * key refuses the batch and nothing is written: the caller sees a conflict, never an overwrite.
   *
   * Appends that arrive together (in the same turn of the event loop) are committed in one
   * transaction, so many games share one commit. If that group fails, each append is retried alone,
   * so one append's conflict never fails another's.
   */
  append(gameId: string, expectedVersion: number, tape: readonly StoredEvent[], projection: Projection): Promise<AppendFailure | null> {
    if (tape[0]?.seq !== expectedVersion + 1) return Promise.reject(new Error('append must continue the tape'));
    if (!this.driver.groupAppends) return this.appendAlone({ gameId, expectedVersion, tape, projection });
    return new Promise((resolve, reject) => {
      this.queue.push({ gameId, expectedVersion, tape, projection, resolve, reject });
      if (this.queue.length === 1) defer(() => void this.flush());
    });
  }

  private readonly queue: QueuedAppend[] = [];

  private async flush(): Promise<void> {
    const group = this.queue.splice(0);
    const events = group.reduce((n, a) => n + a.tape.length, 0);
    if (group.length > 1 && events <= MAX_EVENTS_PER_STATEMENT) {
      try {
        await this.driver.runBatch(appendStatements(group, this.driver.maxParams));
        for (const a of group) a.resolve(null);
        return;
      } catch {
        // Some append in the group was refused; settle each one on its own below.
      }
    }
    // Each in its own batch, all sent at once: a driver that commits waiting batches together (the
    // writer thread) settles them in one commit instead of one round trip after another.
    await Promise.all(group.map((a) => this.appendAlone(a).then(a.resolve, a.reject)));
  }

  /** One append in its own batch: `null` once it is committed, or which key refused it. */
  private async appendAlone(request: AppendRequest): Promise<AppendFailure | null> {
    try {
      await this.driver.runBatch(appendStatements([request], this.driver.maxParams));
      return null;
    } catch (error) {
      const failure = appendFailure(error);
      if (failure === null) throw error;
      return failure;
    }
  }

  async game(gameId: string): Promise<GameRow | undefined> {
    const [row] = await this.db.select().from(games).where(eq(games.id, gameId)).limit(1);
    return row;
  }

  async seats(gameId: string): Promise<SeatRow[]> {
    return this.db.select().from(seats).where(eq(seats.gameId, gameId)).orderBy(asc(seats.seat));
  }

  /** Events with `after < seq <= upTo`, in order. */
  async events(gameId: string, after = 0, upTo = Number.MAX_SAFE_INTEGER): Promise<StoredEvent[]> {
    const rows = await this.eventsBetween.all({ gameId, after, upTo });
    return rows.map(fromRow);
  }

  /** The seq of the move recorded under `moveId`, if any. */
  async moveSeq(gameId: string, moveId: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ seq: events.seq })
      .from(events)
      .where(and(eq(events.gameId, gameId), eq(events.moveId, moveId)))
      .limit(1);
    return row?.seq;
  }
}

function fromRow(row: typeof events.$inferSelect): StoredEvent {
  const event = { type: row.type, ...(JSON.parse(row.data) as object) } as TapeEvent;
  return { seq: row.seq, event, actor: row.actor as Seat | null, at: row.at, moveId: row.moveId };
}

/** Runs after the I/O already waiting, so appends from requests read in this turn join the group. */
const defer: (task: () => void) => void = globalThis.setImmediate ?? ((task) => setTimeout(task, 0));

interface QueuedAppend extends AppendRequest {
  resolve(failure: AppendFailure | null): void;
  reject(error: unknown): void;
}

/** Which key refused an append, or `null` when the error is something else (and must propagate). */
function appendFailure(error: unknown): AppendFailure | null {
  const message = causeChain(error);
  if (/UNIQUE constraint failed: events\.game_id, events\.move_id/.test(message)) return 'duplicate-move-id';
  if (/(UNIQUE|PRIMARY KEY) constraint failed: events\.game_id, events\.seq/.test(message)) return 'version-conflict';
  return null;
}

/** Drivers wrap SQLite errors (drizzle in DrizzleQueryError, libsql in LibsqlError); read every layer. */
export function causeChain(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error; e instanceof Error && parts.length < 5; e = e.cause) parts.push(e.message);
  return parts.join(' <- ');
}
