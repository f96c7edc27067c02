import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Standings } from '../core/types.js';
import type { Db } from './db.js';
import { challengeEntries, games } from './schema.js';

/** A finished entry, as the leaderboard ranks it. */
export interface FinishedEntry {
  readonly name: string;
  /** Entered with a player's personal token (under the player's handle), not as a guest. */
  readonly account: boolean;
  readonly gameId: string;
  readonly standings: Standings;
  readonly finishedAt: number;
}

/** What changes whenever the ranking can: how many ranked entries there are and the latest finish. */
export interface LeaderboardStamp {
  readonly entries: number;
  readonly finished: number;
  readonly lastFinishedAt: number | null;
}

/**
 * Reads of the challenge projection. Entries are written by `EventStore.create` together with their
 * game; whether an entry is finished, and when, is its game's row (`status`, `updated_at`), so a
 * move never has to touch this table.
 */
export class ChallengeStore {
  constructor(private readonly db: Db) {}

  /** Entries per challenge, for the ids given. */
  async entryCounts(challengeIds: readonly string[]): Promise<Map<string, number>> {
    if (challengeIds.length === 0) return new Map();
    const rows = await this.db
      .select({ challengeId: challengeEntries.challengeId, entries: count() })
      .from(challengeEntries)
      .where(inArray(challengeEntries.challengeId, [...challengeIds]))
      .groupBy(challengeEntries.challengeId);
    return new Map(rows.map((r) => [r.challengeId, r.entries]));
  }

  /** The game of a handle's entry of a challenge, if it has one. */
  async entryGameId(challengeId: string, handleKey: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ gameId: challengeEntries.gameId })
      .from(challengeEntries)
      .where(and(eq(challengeEntries.challengeId, challengeId), eq(challengeEntries.handleKey, handleKey)))
      .limit(1);
    return row?.gameId;
  }

  /** One cheap aggregate: enough to answer a poll with 304 without reading the entries. */
  async stamp(challengeId: string, rankedBefore: number): Promise<LeaderboardStamp> {
    const finished = and(eq(games.status, 'over'), lt(games.updatedAt, rankedBefore));
    const [row] = await this.db
      .select({
        entries: count(),
        finished: sql<number>`coalesce(sum(case when ${finished} then 1 else 0 end), 0)`,
        lastFinishedAt: sql<number | null>`max(case when ${finished} then ${games.updatedAt} end)`,
      })
      .from(challengeEntries)
      .innerJoin(games, eq(games.id, challengeEntries.gameId))
      .where(eq(challengeEntries.challengeId, challengeId));
    return {
      entries: row?.entries ?? 0,
      finished: Number(row?.finished ?? 0),
      lastFinishedAt: row?.lastFinishedAt ?? null,
    };
  }

  /** Entries whose game ended before `rankedBefore` (the close of the day). */
  async finishedEntries(challengeId: string, rankedBefore: number): Promise<FinishedEntry[]> {
    const rows = await this.db
      .select({
        name: challengeEntries.name,
        playerId: challengeEntries.playerId,
        gameId: challengeEntries.gameId,
        standings: games.standings,
        finishedAt: games.updatedAt,
      })
      .from(challengeEntries)
      .innerJoin(games, eq(games.id, challengeEntries.gameId))
      .where(
        and(eq(challengeEntries.challengeId, challengeId), eq(games.status, 'over'), lt(games.updatedAt, rankedBefore)),
      );
    return rows.flatMap((r) =>
      r.standings === null
        ? []
        : [
            {
              name: r.name,
              account: r.playerId !== null,
              gameId: r.gameId,
              standings: r.standings,
              finishedAt: r.finishedAt,
            },
          ],
    );
  }

  /** A player's entries with how their games stand, newest day first. */
  async entriesOf(playerId: string, limit: number): Promise<PlayerEntry[]> {
    return this.db
      .select({
        challengeId: challengeEntries.challengeId,
        gameId: challengeEntries.gameId,
        enteredAt: challengeEntries.enteredAt,
        status: games.status,
        standings: games.standings,
        updatedAt: games.updatedAt,
      })
      .from(challengeEntries)
      .innerJoin(games, eq(games.id, challengeEntries.gameId))
      .where(eq(challengeEntries.playerId, playerId))
      .orderBy(desc(challengeEntries.enteredAt))
      .limit(limit);
  }
}

/** One of a player's challenge entries, with its game's status. */
export interface PlayerEntry {
  readonly challengeId: string;
  readonly gameId: string;
  readonly enteredAt: number;
  readonly status: 'open' | 'active' | 'over';
  readonly standings: Standings | null;
  readonly updatedAt: number;
}
