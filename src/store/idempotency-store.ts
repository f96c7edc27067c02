import { eq } from 'drizzle-orm';
import { sqlDriverOf, type Db, type SqlDriver } from './db.js';
import { causeChain } from './event-store.js';
import { idempotentAnswers } from './schema.js';

export type IdempotentAnswerRow = typeof idempotentAnswers.$inferSelect;

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
   * Claims `keyHash` for a request about to run (its answer still null), sweeping rows made before
   * `sweepBefore`. `false` when another request holds the key already (the primary key decides,
   * across processes and isolates).
   */
  async claim(keyHash: string, requestHash: string, now: number, sweepBefore: number): Promise<boolean> {
    try {
      await this.driver.runBatch([
        { sql: 'DELETE FROM idempotent_answers WHERE created_at < ?', args: [sweepBefore] },
        {
          sql: 'INSERT INTO idempotent_answers (key_hash, request_hash, answer, created_at) VALUES (?, ?, NULL, ?)',
          args: [keyHash, requestHash, now],
        },
      ]);
      return true;
    } catch (error) {
      if (/(UNIQUE|PRIMARY KEY) constraint failed: idempotent_answers\./.test(causeChain(error))) return false;
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
