import { and, asc, eq, sql } from 'drizzle-orm';
import type { StoredEvent } from '../core/tape.js';
import { SavedFoldStore } from './saved-fold-store.js';
import { appendStatements, eventInserts, MAX_EVENTS_PER_STATEMENT, type AppendRequest } from './append-sql.js';
import { sqlDriverOf, statementOf, type Db, type SqlDriver, type SqlStatement } from './db.js';
import { challengeEntries, events, games, playerGames, seats } from './schema.js';

export type GameRow = typeof games.$inferSelect;
/** A seat's row; `playerId` is absent or `null` for a guest's seat (bound to no player). */
export type SeatRow = Omit<typeof seats.$inferSelect, 'playerId'> & { readonly playerId?: string | null };
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
  /** Saved folds of long games (`options.foldBuild`); without them a cold read replays the whole tape. */
  readonly savedFolds: SavedFoldStore | undefined;

  /**
   * `driver`: how every write is made; by default the one for `db`'s client (libsql or D1). Reads go through `db`.
   * `foldBuild`: a hash of the rules code, when the runtime can tell it (node: src/adapter/node/rules-build.ts).
   * `readTape`: runs `TAPE_TEXT_SQL` for `events` instead of drizzle (see `TapeTextReader`).
   */
  constructor(
    private readonly db: Db,
    readonly driver: SqlDriver = sqlDriverOf(db),
    options: { readonly foldBuild?: string; readonly readTape?: TapeTextReader } = {},
  ) {
    this.savedFolds = options.foldBuild === undefined ? undefined : new SavedFoldStore(db, driver, options.foldBuild);
    this.readTape = options.readTape;
  }

  /** The runtime's own way to run `TAPE_TEXT_SQL` (node: a statement kept prepared), if it has one. */
  private readonly readTape: TapeTextReader | undefined;

  /**
   * Writes a new game: its projection row, seats and first events, its challenge entry if it is one,
   * the use of its commitment if it has one (`claim`: `CommitmentStore.useStatement`) and the
   * webhook messages it causes (`outbox`), in one batch. A second entry under the same handle, or a second game on one commitment, fails on that
   * table's key and writes nothing. `kept`: the statements that keep a keyed create's answer
   * (`IdempotencyStore.keepStatements`), first in the batch: a key another request committed first
   * refuses the whole create (thrown, as `keyTaken` tells), and nothing is written.
   */
  async create(
    game: typeof games.$inferInsert,
    seatRows: readonly SeatRow[],
    tape: readonly StoredEvent[],
    entry?: ChallengeEntryRow,
    claim?: SqlStatement,
    outbox: readonly SqlStatement[] = [],
    kept: readonly SqlStatement[] = [],
  ): Promise<'duplicate-entry' | 'commitment-used' | null> {
    // A game of bots only has no seat rows (tokens) to write. Seats bound to players are indexed
    // for their players' "my games" in the same batch.
    const bound = seatRows.flatMap((s) =>
      s.playerId ? [{ playerId: s.playerId, gameId: s.gameId, seat: s.seat }] : [],
    );
    const writes = [
      statementOf(this.db.insert(games).values(game)),
      ...(seatRows.length > 0 ? [statementOf(this.db.insert(seats).values([...seatRows]))] : []),
      ...(bound.length > 0 ? [statementOf(this.db.insert(playerGames).values(bound))] : []),
      ...eventInserts([{ gameId: game.id, tape }], this.driver.maxParams),
      ...outbox,
    ];
    const keyed = [
      ...kept,
      ...(entry === undefined ? [] : [statementOf(this.db.insert(challengeEntries).values(entry))]),
      ...(claim === undefined ? [] : [claim]),
    ];
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
   * `outbox`: the webhook messages the append causes, committed with it or not at all.
   *
   * Appends that arrive together (in the same turn of the event loop) are committed in one
   * transaction, so many games share one commit. If that group fails, each append is retried alone,
   * so one append's conflict never fails another's.
   */
  append(
    gameId: string,
    expectedVersion: number,
    tape: readonly StoredEvent[],
    projection: Projection,
    outbox?: readonly SqlStatement[],
  ): Promise<AppendFailure | null> {
    if (tape[0]?.seq !== expectedVersion + 1) return Promise.reject(new Error('append must continue the tape'));
    const request: AppendRequest = { gameId, expectedVersion, tape, projection, ...(outbox?.length && { outbox }) };
    if (!this.driver.groupAppends) return this.appendAlone(request);
    return new Promise((resolve, reject) => {
      this.queue.push({ ...request, resolve, reject });
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

  /**
   * Events with `after < seq <= upTo`, in order. SQLite writes them as one JSON document, parsed
   * once: a long tape read row by row (driver row objects, drizzle's mapping, a parse per event) cost
   * several times the fold it feeds (`npm run bench cold`).
   */
  async events(gameId: string, after = 0, upTo = Number.MAX_SAFE_INTEGER): Promise<StoredEvent[]> {
    const text =
      this.readTape !== undefined
        ? this.readTape(gameId, after, upTo)
        : (
            await this.db.get<{ tape: string | null }>(
              sql`${TAPE_SQL[0]}${gameId}${TAPE_SQL[1]}${after}${TAPE_SQL[2]}${upTo}${TAPE_SQL[3]}`,
            )
          )?.tape;
    if (text == null) return [];
    const tape = JSON.parse(text) as StoredEvent[];
    // group_concat keeps the subquery's order in practice, but SQLite does not promise it.
    for (let i = 1; i < tape.length; i++)
      if (tape[i]!.seq < tape[i - 1]!.seq) return tape.sort((a, b) => a.seq - b.seq);
    return tape;
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

/**
 * A game's events with `after < seq <= upTo` (its three parameters, in that order) as one JSON array,
 * in `seq` order, each with the keys in `StoredEvent`'s order (exports are written from it): `data` is
 * the event without its `type`, as a JSON object, so the event is `{"type":…` and its rest. `NULL` when
 * there are none.
 */
export const TAPE_TEXT_SQL = `SELECT '[' || group_concat(
  '{"seq":' || seq ||
  ',"event":{"type":' || json_quote(type) || iif(data = '{}', '}', ',' || substr(data, 2)) ||
  ',"actor":' || coalesce(actor, 'null') ||
  ',"at":' || at ||
  ',"moveId":' || coalesce(json_quote(move_id), 'null') || '}', ',') || ']' AS tape FROM (
  SELECT seq, type, data, actor, at, move_id FROM events WHERE game_id = ? AND seq > ? AND seq <= ? ORDER BY seq)`;

/**
 * Runs `TAPE_TEXT_SQL` with a game id, `after` and `upTo`, answering its one value. A read after every
 * cached game's catch-up (each `GET` of a game) runs it, so a runtime that can keep it prepared passes
 * one: through drizzle and the libsql client, which prepare it again each time, it cost about nine
 * times as much CPU (docs/development.md, "Issue 33, 2026-11-28 (19:").
 */
/** `TAPE_TEXT_SQL` around its three parameters, for drizzle's `sql` template. */
const TAPE_SQL = TAPE_TEXT_SQL.split('?').map((text) => sql.raw(text));

export type TapeTextReader = (gameId: string, after: number, upTo: number) => string | null | undefined;

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
