import { and, eq, sql } from 'drizzle-orm';
import { statementOf, type Db, type SqlDriver } from './db.js';
import { savedFolds } from './schema.js';

/** A saved fold as stored: the version it was taken at and its JSON body. */
export interface StoredFold {
  readonly seq: number;
  readonly body: string;
}

/**
 * The `saved_folds` table for one build of the rules: it reads only folds saved by that
 * build (`build`, a hash of the code that folded them), so a change to the rules or to how a game
 * folds never serves a state the current code would not compute. One row per game, the latest.
 */
export class SavedFoldStore {
  constructor(
    private readonly db: Db,
    private readonly driver: SqlDriver,
    readonly build: string,
  ) {}

  async read(gameId: string): Promise<StoredFold | undefined> {
    const [row] = await this.db
      .select({ seq: savedFolds.seq, body: savedFolds.body })
      .from(savedFolds)
      .where(and(eq(savedFolds.gameId, gameId), eq(savedFolds.build, this.build)))
      .limit(1);
    return row;
  }

  /** Keeps the later saved fold of a game (or this build's over another build's): a slow save never replaces a newer one. */
  async save(gameId: string, seq: number, body: string): Promise<void> {
    const query = this.db
      .insert(savedFolds)
      .values({ gameId, seq, build: this.build, body })
      .onConflictDoUpdate({
        target: savedFolds.gameId,
        set: { seq, build: this.build, body },
        setWhere: sql`${savedFolds.seq} < excluded.seq OR ${savedFolds.build} <> excluded.build`,
      });
    await this.driver.runBatch([statementOf(query)]);
  }
}
