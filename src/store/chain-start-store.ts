import { eq } from 'drizzle-orm';
import { sqlDriverOf, statementOf, type Db, type SqlDriver } from './db.js';
import { seedChainStart } from './schema.js';

/** The seed chain's first day, fixed once per database: every process (node, each Worker isolate) reads the same. */
export class ChainStartStore {
  constructor(
    private readonly db: Db,
    private readonly driver: SqlDriver = sqlDriverOf(db),
  ) {}

  async read(): Promise<string | undefined> {
    const [row] = await this.db
      .select({ startDate: seedChainStart.startDate })
      .from(seedChainStart)
      .where(eq(seedChainStart.id, 1))
      .limit(1);
    return row?.startDate;
  }

  /** The stored start, or `proposed` stored now if none was: the first writer wins, and everyone reads its date. */
  async fix(proposed: string, now: number): Promise<string> {
    const stored = await this.read();
    if (stored !== undefined) return stored;
    await this.driver.runBatch([
      statementOf(
        this.db
          .insert(seedChainStart)
          .values({ id: 1, startDate: proposed, fixedAt: now })
          .onConflictDoNothing({ target: seedChainStart.id }),
      ),
    ]);
    return (await this.read()) ?? proposed;
  }
}
