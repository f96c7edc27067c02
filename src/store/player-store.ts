import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { sqlDriverOf, statementOf, type Db, type SqlDriver, type SqlStatement } from './db.js';
import { causeChain, type GameRow } from './event-store.js';
import { rememberedTokensOf, type RememberedTokens, type TokenOwner } from './remembered-tokens.js';
import { games, playerGames, players, playerTokens, ratedGames, ratings } from './schema.js';

export type PlayerRow = typeof players.$inferSelect;
export type PlayerTokenRow = typeof playerTokens.$inferSelect;
export type RatingRow = typeof ratings.$inferSelect;
export type { TokenOwner } from './remembered-tokens.js';

/** A game a player holds a seat in, as "my games" lists it. */
export interface PlayerGameRow {
  readonly seat: number;
  readonly game: GameRow;
}

/**
 * Players, their personal tokens, the games they are seated in and their ratings. Seats are bound
 * where they are written (`EventStore.create`, `LobbyStore.changeSeat`); this store reads that index.
 */
export class PlayerStore {
  constructor(
    private readonly db: Db,
    private readonly driver: SqlDriver = sqlDriverOf(db),
    /** Tokens looked up recently (remembered-tokens.ts): by default those of every store over `db`. */
    readonly remembered: RememberedTokens = rememberedTokensOf(db),
  ) {}

  /** A new player with its first token, in one batch; `handle-taken` when the handle's look-alike key is taken. */
  async create(player: PlayerRow, token: PlayerTokenRow): Promise<'handle-taken' | null> {
    try {
      await this.driver.runBatch([
        statementOf(this.db.insert(players).values(player)),
        statementOf(this.db.insert(playerTokens).values(token)),
      ]);
      return null;
    } catch (error) {
      if (/UNIQUE constraint failed: players\.handle_key/.test(causeChain(error))) return 'handle-taken';
      throw error;
    }
  }

  /**
   * The player and token a token hash belongs to, if it is one not revoked. Remembered for a few
   * seconds (remembered-tokens.ts): a revocation by another process sharing the database takes
   * effect here within `REMEMBER_TOKEN_MS`; one through this process at once.
   */
  byTokenHash(tokenHash: string): Promise<TokenOwner | undefined> {
    return this.remembered.lookup(tokenHash, async () => {
      const [row] = await this.db
        .select({ player: players, token: playerTokens })
        .from(playerTokens)
        .innerJoin(players, eq(players.id, playerTokens.playerId))
        .where(eq(playerTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    });
  }

  async byHandleKey(handleKey: string): Promise<PlayerRow | undefined> {
    const [row] = await this.db.select().from(players).where(eq(players.handleKey, handleKey)).limit(1);
    return row;
  }

  async byIds(ids: readonly string[]): Promise<PlayerRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(players)
      .where(inArray(players.id, [...ids]));
  }

  async tokens(playerId: string): Promise<PlayerTokenRow[]> {
    return this.db
      .select()
      .from(playerTokens)
      .where(eq(playerTokens.playerId, playerId))
      .orderBy(playerTokens.createdAt, playerTokens.id);
  }

  async addToken(token: PlayerTokenRow): Promise<void> {
    await this.driver.runBatch([statementOf(this.db.insert(playerTokens).values(token))]);
  }

  /** Renames a token; `false` when the player has no such token. */
  async renameToken(playerId: string, tokenId: string, name: string): Promise<boolean> {
    if (!(await this.hasToken(playerId, tokenId))) return false;
    await this.driver.runBatch([
      statementOf(
        this.db
          .update(playerTokens)
          .set({ name })
          .where(and(eq(playerTokens.playerId, playerId), eq(playerTokens.id, tokenId))),
      ),
    ]);
    return true;
  }

  /** Deletes a token (only its hash was ever stored), refused from then on; `false` when the player has no such token. */
  async revokeToken(playerId: string, tokenId: string): Promise<boolean> {
    if (!(await this.hasToken(playerId, tokenId))) return false;
    try {
      await this.driver.runBatch([
        statementOf(
          this.db.delete(playerTokens).where(and(eq(playerTokens.playerId, playerId), eq(playerTokens.id, tokenId))),
        ),
      ]);
    } finally {
      // Even a failed delete may have committed (a lost answer): forgetting costs one read at most.
      this.remembered.forget([tokenId]);
    }
    return true;
  }

  private async hasToken(playerId: string, tokenId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: playerTokens.id })
      .from(playerTokens)
      .where(and(eq(playerTokens.playerId, playerId), eq(playerTokens.id, tokenId)))
      .limit(1);
    return row !== undefined;
  }

  /** The games the player is seated in, most recently changed first; `status` filters (`active` includes games still open). */
  async games(playerId: string, status: 'active' | 'over' | undefined, limit: number): Promise<PlayerGameRow[]> {
    const where =
      status === undefined
        ? eq(playerGames.playerId, playerId)
        : status === 'over'
          ? and(eq(playerGames.playerId, playerId), eq(games.status, 'over'))
          : and(eq(playerGames.playerId, playerId), inArray(games.status, ['open', 'active']));
    const rows = await this.db
      .select({ seat: playerGames.seat, game: games })
      .from(playerGames)
      .innerJoin(games, eq(games.id, playerGames.gameId))
      .where(where)
      .orderBy(desc(games.updatedAt))
      .limit(limit);
    return rows;
  }

  /** Every seat bound to a player in these games. */
  async seatsOf(gameId: string): Promise<{ playerId: string; seat: number }[]> {
    return this.db
      .select({ playerId: playerGames.playerId, seat: playerGames.seat })
      .from(playerGames)
      .where(eq(playerGames.gameId, gameId));
  }

  /** Ids of games over, with a player seated, not yet rated: what a rating pass still owes. */
  async unratedFinishedGames(limit: number): Promise<GameRow[]> {
    return this.db
      .selectDistinct({ game: games })
      .from(playerGames)
      .innerJoin(games, eq(games.id, playerGames.gameId))
      .where(
        and(
          eq(games.status, 'over'),
          sql`NOT EXISTS (SELECT 1 FROM ${ratedGames} WHERE ${ratedGames.gameId} = ${games.id})`,
        ),
      )
      .limit(limit)
      .then((rows) => rows.map((r) => r.game));
  }

  async ratingsOf(playerIds: readonly string[], rules?: string): Promise<RatingRow[]> {
    if (playerIds.length === 0) return [];
    const who = inArray(ratings.playerId, [...playerIds]);
    return this.db
      .select()
      .from(ratings)
      .where(rules === undefined ? who : and(who, eq(ratings.rules, rules)))
      .orderBy(ratings.rules);
  }

  /**
   * Records a game as rated and writes the ratings it moved, in one batch, as a compare-and-set:
   * `prior` holds each rated player's `games` as the ratings were read (`null`: no rating yet), and
   * the batch writes only if every one is still so. A player's `games` grows by one with every rating
   * written, so it is the rating's version: two passes that read the same rating (two games ending at
   * once in two isolates) cannot both write it. The loser writes nothing (`rating-moved`) and reads
   * again. A game already rated fails on `rated_games`' key and writes nothing (`already-rated`).
   */
  async rate(
    gameId: string,
    at: number,
    updated: readonly RatingRow[],
    prior: ReadonlyMap<string, number | null>,
  ): Promise<'already-rated' | 'rating-moved' | null> {
    const upserts = updated.map((r) =>
      statementOf(
        this.db
          .insert(ratings)
          .values(r)
          .onConflictDoUpdate({
            target: [ratings.playerId, ratings.rules],
            set: { rating: r.rating, rd: r.rd, vol: r.vol, games: r.games, updatedAt: r.updatedAt },
          }),
      ),
    );
    try {
      await this.driver.runBatch([
        statementOf(this.db.insert(ratedGames).values({ gameId, ratedAt: at })),
        ...unchangedSince(gameId, updated, prior),
        ...upserts,
      ]);
      return null;
    } catch (error) {
      const cause = causeChain(error);
      if (/NOT NULL constraint failed: rated_games\.rated_at/.test(cause)) return 'rating-moved';
      if (/(UNIQUE|PRIMARY KEY) constraint failed: rated_games\./.test(cause)) return 'already-rated';
      throw error;
    }
  }
}

/**
 * The compare of `rate`'s compare-and-set, as one statement of its batch: it fails, and so rolls the
 * batch back, when a rating it is about to write is no longer at the version it was read at. SQL
 * without triggers has no RAISE, so the failure is a row that breaks `rated_games.rated_at`'s NOT
 * NULL, inserted only when the ratings moved (the error names that column, and `rate` answers
 * `rating-moved`).
 */
function unchangedSince(
  gameId: string,
  updated: readonly RatingRow[],
  prior: ReadonlyMap<string, number | null>,
): SqlStatement[] {
  if (updated.length === 0) return [];
  const checks = updated.map(() => '(SELECT games FROM ratings WHERE player_id = ? AND rules = ?) IS ?');
  return [
    {
      sql: `INSERT INTO rated_games (game_id, rated_at) SELECT ?, NULL WHERE NOT (${checks.join(' AND ')})`,
      args: [`${gameId}:moved`, ...updated.flatMap((r) => [r.playerId, r.rules, prior.get(r.playerId) ?? null])],
    },
  ];
}
