import { eq } from 'drizzle-orm';
import type { Db } from './db.js';
import type { ChallengeEntryRow } from './event-store.js';
import { challengeEntries, games } from './schema.js';

/**
 * What a game's own storage (a Workers game object: one game per database) is read for beside its
 * tape: which game it holds, and that game's challenge entry, which the object copies to the index.
 */
export class ObjectRows {
  constructor(private readonly db: Db) {}

  /** The id of the one game this storage holds, if it holds one. */
  async heldGameId(): Promise<string | undefined> {
    const [row] = await this.db.select({ id: games.id }).from(games).limit(1);
    return row?.id;
  }

  /** The game's entry of a daily challenge, if it is one. */
  async challengeEntry(gameId: string): Promise<ChallengeEntryRow | undefined> {
    const [row] = await this.db.select().from(challengeEntries).where(eq(challengeEntries.gameId, gameId)).limit(1);
    return row;
  }
}
