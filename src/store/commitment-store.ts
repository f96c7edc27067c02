import { eq, lt } from 'drizzle-orm';
import { sqlDriverOf, statementOf, type Db, type SqlDriver, type SqlStatement } from './db.js';
import { commitmentUses, commitments } from './schema.js';

export type CommitmentRow = typeof commitments.$inferSelect;
export type CommitmentUseRow = typeof commitmentUses.$inferSelect;

/** A commitment as read back: its row, and the game that used it if one did. */
export interface StoredCommitment {
  readonly row: CommitmentRow;
  readonly usedBy: string | null;
}

/** Seeds committed to ahead of a game (commit first). Using one is written by `EventStore.create`, with the game. */
export class CommitmentStore {
  constructor(
    private readonly db: Db,
    private readonly driver: SqlDriver = sqlDriverOf(db),
  ) {}

  /** Stores a new commitment and sweeps the ones that expired before `now` unused (or used: their games keep the seed). */
  async issue(row: CommitmentRow, now: number): Promise<void> {
    await this.driver.runBatch([
      statementOf(this.db.delete(commitments).where(lt(commitments.expiresAt, now))),
      statementOf(this.db.insert(commitments).values(row)),
    ]);
  }

  async find(id: string): Promise<StoredCommitment | undefined> {
    const [found] = await this.db
      .select({ row: commitments, usedBy: commitmentUses.gameId })
      .from(commitments)
      .leftJoin(commitmentUses, eq(commitmentUses.commitmentId, commitments.id))
      .where(eq(commitments.id, id))
      .limit(1);
    return found;
  }

  /** The statement that marks a commitment used; its key fails the whole batch if it already was. */
  useStatement(use: CommitmentUseRow): SqlStatement {
    return statementOf(this.db.insert(commitmentUses).values(use));
  }
}
