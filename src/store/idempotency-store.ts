import { eq } from 'drizzle-orm';
import { sqlDriverOf, type Db, type SqlDriver, type SqlStatement } from './db.js';
import { causeChain } from './event-store.js';
import { idempotentAnswers } from './schema.js';

export type IdempotentAnswerRow = typeof idempotentAnswers.$inferSelect;

/** Whether a write failed because another request holds the key already (the table's primary key). */
export const keyTaken = (error: unknown): boolean =>
  /(UNIQUE|PRIMARY KEY) constraint failed: idempotent_answers\./.test(causeChain(error));

/** Where first answers to keyed creates are kept (schema: `idempotent_answers`). */
export class IdempotencyStore {
  constructor(
    private readonly db: Db,
    private readonly driver: SqlDriver = sqlDriverOf(db),
  ) {}

  async find(keyHash: string): Promise<IdempotentAnswerRow | undefined> {
    const [row] = await this.db.select().from(idempotentAnswers).where(eq(idempotentAnswers.keyHash, keyHash)).limit(1);
    return row;
  }

  /**
   * The statements that keep a first answer, for the create to run in its own commit: the row of
   * `keyHash` with its answer, after sweeping rows made before `sweepBefore`. Placed first in that
   * batch, so that a key another request committed first refuses the whole create on this table's
   * key (`keyTaken`), and nothing of it is written.
   */
  keepStatements(
    keyHash: string,
    requestHash: string,
    sealed: string,
    now: number,
    sweepBefore: number,
  ): readonly SqlStatement[] {
    return [
      { sql: 'DELETE FROM idempotent_answers WHERE created_at < ?', args: [sweepBefore] },
      {
        sql: 'INSERT INTO idempotent_answers (key_hash, request_hash, answer, created_at) VALUES (?, ?, ?, ?)',
        args: [keyHash, requestHash, sealed, now],
      },
    ];
  }

  /** Keeps an answer on its own, after the create that made it (a create that could not keep it in its commit). */
  async keep(keyHash: string, requestHash: string, sealed: string, now: number): Promise<void> {
    await this.driver.runBatch([
      {
        sql: `INSERT INTO idempotent_answers (key_hash, request_hash, answer, created_at) VALUES (?, ?, ?, ?)
              ON CONFLICT (key_hash) DO UPDATE SET answer = excluded.answer WHERE request_hash = excluded.request_hash`,
        args: [keyHash, requestHash, sealed, now],
      },
    ]);
  }

  /**
   * Claims `keyHash` for a request about to run (its answer still null), sweeping rows made before
   * `sweepBefore`; `gameId`: the game its create will make (Workers), where a retry creates again. `false` when another request holds the key already (the primary key decides,
   * across processes and isolates).
   */
  async claim(
    keyHash: string,
    requestHash: string,
    now: number,
    sweepBefore: number,
    gameId: string | null = null,
  ): Promise<boolean> {
    try {
      await this.driver.runBatch([
        { sql: 'DELETE FROM idempotent_answers WHERE created_at < ?', args: [sweepBefore] },
        {
          sql: 'INSERT INTO idempotent_answers (key_hash, request_hash, answer, game_id, created_at) VALUES (?, ?, NULL, ?, ?)',
          args: [keyHash, requestHash, gameId, now],
        },
      ]);
      return true;
    } catch (error) {
      if (keyTaken(error)) return false;
      throw error;
    }
  }

  /** Keeps the first answer of the claimed key. */
  async answer(keyHash: string, sealed: string): Promise<void> {
    await this.driver.runBatch([
      { sql: 'UPDATE idempotent_answers SET answer = ? WHERE key_hash = ?', args: [sealed, keyHash] },
    ]);
  }

  /** Gives a key back: its request failed (a failure is not kept, so a retry runs again) or was abandoned. */
  async release(keyHash: string): Promise<void> {
    await this.driver.runBatch([{ sql: 'DELETE FROM idempotent_answers WHERE key_hash = ?', args: [keyHash] }]);
  }
}
