import { and, desc, eq } from 'drizzle-orm';
import type { StoredEvent } from '../core/tape.js';
import type { PlayerInfo, Seat, Standings } from '../core/types.js';
import { sqlDriverOf, statementOf, type Db, type SqlDriver, type SqlStatement } from './db.js';
import { causeChain, type GameRow, type SeatRow } from './event-store.js';
import { eventInserts } from './append-sql.js';
import { games, playerGames, seats } from './schema.js';

/** A seat taken (with its token's hash) or given up. */
export type SeatWrite = { readonly take: SeatRow } | { readonly free: Seat };

/** A join or a leave: the events it appends and the projection after them. */
export interface SeatChange {
  readonly gameId: string;
  readonly expectedVersion: number;
  readonly tape: readonly StoredEvent[];
  readonly players: readonly PlayerInfo[];
  readonly status: GameRow['status'];
  /** Set when the start the join completed ran to the end (bots playing every seat still due). */
  readonly standings: Standings | null;
  readonly updatedAt: number;
  readonly seat: SeatWrite;
  /** Webhook messages the change causes (a join that starts the game: whose turn it is). */
  readonly outbox?: readonly SqlStatement[];
}

/**
 * Writes of the lobby: a join or a leave changes the tape, the `games` row (its players and status)
 * and a seat's token row together, in one batch. Like every append it states the version it
 * expects: of two players racing for the last seat, the second batch fails on the events'
 * `(game_id, seq)` key (or the seat's key) and writes nothing.
 */
export class LobbyStore {
  constructor(
    private readonly db: Db,
    /** How the writes are made (the event store's); most values one statement may bind (D1: 100) splits a long start. */
    private readonly driver: SqlDriver = sqlDriverOf(db),
  ) {}

  /** `null` once committed; `version-conflict` when someone else changed the game first. */
  async changeSeat(change: SeatChange): Promise<'version-conflict' | null> {
    const { gameId, tape } = change;
    const projection = this.db
      .update(games)
      .set({
        version: tape[tape.length - 1]!.seq,
        status: change.status,
        players: [...change.players],
        standings: change.standings,
        updatedAt: change.updatedAt,
      })
      .where(and(eq(games.id, gameId), eq(games.version, change.expectedVersion)));
    const seat =
      'take' in change.seat
        ? this.db.insert(seats).values(change.seat.take)
        : this.db.delete(seats).where(and(eq(seats.gameId, gameId), eq(seats.seat, change.seat.free)));
    const take = 'take' in change.seat ? change.seat.take : undefined;
    // A seat bound to a player is indexed for the player's "my games" with it, and unindexed when given up.
    const index =
      take === undefined
        ? [
            this.db
              .delete(playerGames)
              .where(and(eq(playerGames.gameId, gameId), eq(playerGames.seat, (change.seat as { free: Seat }).free))),
          ]
        : take.playerId
          ? [this.db.insert(playerGames).values({ playerId: take.playerId, gameId, seat: take.seat })]
          : [];
    try {
      await this.driver.runBatch([
        statementOf(seat),
        ...index.map(statementOf),
        statementOf(projection),
        ...eventInserts([change], this.driver.maxParams),
        ...(change.outbox ?? []),
      ]);
      return null;
    } catch (error) {
      if (
        /(UNIQUE|PRIMARY KEY) constraint failed: (events\.game_id, events\.seq|seats\.game_id, seats\.seat)/.test(
          causeChain(error),
        )
      )
        return 'version-conflict';
      throw error;
    }
  }

  /** Games of `rules` (of every game when `undefined`) waiting for players, newest first. */
  async openGames(rules: string | undefined, limit: number): Promise<GameRow[]> {
    return this.db
      .select()
      .from(games)
      .where(rules === undefined ? eq(games.status, 'open') : and(eq(games.rules, rules), eq(games.status, 'open')))
      .orderBy(desc(games.createdAt))
      .limit(limit);
  }
}
