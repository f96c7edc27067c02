import { boardMovedBy } from '../../service/leaderboard-live.js';
import type { EventStore } from '../../store/event-store.js';
import type { ObjectRows } from '../../store/object-rows.js';
import type { SqlDriver } from '../../store/db.js';
import { writeIndex } from './game-index.js';
import type { ChallengeObjects, ObjectStorage } from './runtime-types.js';

/** A failed index write is tried again after this, doubling up to a minute. */
const RETRY_MS = 1_000;
const RETRY_MAX_MS = 60_000;
const INDEXED_VERSION = 'indexedVersion';

/**
 * Brings the index (D1) up to a game object's tape: after a commit, the game's row and its challenge
 * entry are written there (game-index.ts), and the challenge's live board is told when an entry
 * starts or finishes. A write that fails is tried again later (the object's alarm); reads, which
 * change nothing, cost nothing here.
 */
export class ObjectIndex {
  /** Whether the tape may be ahead of the index: after a commit, a failure, or since the object started. */
  private due = true;
  private failures = 0;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly store: EventStore,
    private readonly rows: ObjectRows,
    private readonly index: () => SqlDriver,
    private readonly challenges: ChallengeObjects | undefined,
  ) {}

  /** A commit was made: the index is behind until the next `bringUp`. */
  changed(): void {
    this.due = true;
  }

  /** Writes what the index lacks; answers when to try again if that failed, else `null`. */
  async bringUp(gameId: string): Promise<number | null> {
    if (!this.due) return null;
    const row = await this.store.game(gameId);
    const indexed = (await this.storage.get<number>(INDEXED_VERSION)) ?? 0;
    if (row === undefined || row.version <= indexed) {
      this.due = false;
      return null;
    }
    try {
      const bound = (await this.store.seats(gameId)).flatMap((s) =>
        s.playerId ? [{ playerId: s.playerId, seat: s.seat }] : [],
      );
      await writeIndex(this.index(), row, await this.rows.challengeEntry(gameId), bound);
      // A challenge's board moves when an entry starts or finishes: its followers hear it now.
      const { challenges } = this;
      const moved = boardMovedBy(row.challengeId, row.status, indexed);
      if (moved !== null && challenges !== undefined)
        await challenges.get(challenges.idFromName(moved)).entryChanged(moved);
      await this.storage.put(INDEXED_VERSION, row.version);
      this.due = false;
      this.failures = 0;
      return null;
    } catch (error) {
      console.error(`index of game ${gameId} at version ${row.version}:`, error);
      this.failures++;
      return Date.now() + Math.min(RETRY_MAX_MS, RETRY_MS * 2 ** (this.failures - 1));
    }
  }
}
