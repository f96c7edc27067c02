/**
 * Two games between the same two players ending at once, each rated by its own rating pass (two
 * Workers isolates, or two node servers on one database), forced to interleave at the worst point:
 * both passes read the players' ratings before either writes. Run over a real database (libsql on
 * node, D1 in workerd); the writes are the store's own.
 */
import { makeRatings } from '../../src/service/ratings/rate-games.js';
import { pairwiseResults, ratedAfter, type Rating } from '../../src/service/ratings/glicko.js';
import type { Db, SqlDriver } from '../../src/store/db.js';
import { PlayerStore, type RatingRow } from '../../src/store/player-store.js';
import type { GameRow } from '../../src/store/event-store.js';

const STANDINGS = {
  lowerIsBetter: false,
  players: [
    { seat: 1, rank: 1, score: 1 },
    { seat: 2, rank: 2, score: 0 },
  ],
};

/** A promise each of `n` callers awaits, kept until all `n` have arrived. */
function barrier(n: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  return () => {
    if (++arrived === n) release();
    return all;
  };
}

/** A rating pass that sees only `gameId` owed (the game that just ended where it runs), and waits at `gate` after its first read of ratings. */
class OnePassStore extends PlayerStore {
  private gated = false;
  constructor(
    db: Db,
    driver: SqlDriver,
    private readonly gameId: string,
    private readonly gate: () => Promise<void>,
  ) {
    super(db, driver);
  }

  override async unratedFinishedGames(limit: number): Promise<GameRow[]> {
    return (await super.unratedFinishedGames(limit)).filter((g) => g.id === this.gameId);
  }

  override async ratingsOf(playerIds: readonly string[], rules?: string): Promise<RatingRow[]> {
    const read = await super.ratingsOf(playerIds, rules);
    if (!this.gated) {
      this.gated = true;
      await this.gate();
    }
    return read;
  }
}

export interface RaceOutcome {
  /** The two players' ratings after both passes, winner first. */
  readonly ratings: readonly RatingRow[];
  /** What rating the two games one after the other gives: winner, loser. */
  readonly expected: readonly Rating[];
  readonly ratedGames: number;
}

/**
 * Writes two finished games (`<prefix>1`, `<prefix>2`) won by the same player in the index, rates
 * them in two passes racing as above, and answers what the ratings became.
 */
export async function raceTwoGames(
  db: Db,
  driver: SqlDriver,
  prefix: string,
  run: (sql: string, ...args: (string | number)[]) => Promise<unknown>,
): Promise<RaceOutcome> {
  const [winner, loser] = [`${prefix}-winner`, `${prefix}-loser`];
  const games = [`${prefix}1`, `${prefix}2`];
  const players = JSON.stringify([{ name: 'Winner' }, { name: 'Loser' }]);
  for (const id of games) {
    await run(
      "INSERT INTO games (id, rules, rules_version, status, version, players, sandbox, seed_commitment, seed, standings, challenge_id, created_at, updated_at) VALUES (?, 'carbondale', 2, 'over', 90, ?, 0, 'c', '', ?, NULL, 1, 2)",
      id,
      players,
      JSON.stringify(STANDINGS),
    );
    await run('INSERT INTO player_games (player_id, game_id, seat) VALUES (?, ?, 1), (?, ?, 2)', winner, id, loser, id);
  }
  const gate = barrier(2);
  const passes = games.map((id) =>
    makeRatings({ store: new OnePassStore(db, driver, id, gate), clock: () => 1_000 }).catchUp(),
  );
  await Promise.all(passes);

  const store = new PlayerStore(db, driver);
  const rows = await store.ratingsOf([winner, loser], 'carbondale');
  const results = pairwiseResults(
    STANDINGS,
    new Map([
      [1, winner],
      [2, loser],
    ]),
  );
  const once = ratedAfter(new Map(), results);
  const twice = ratedAfter(once, results);
  const ratedGames = (await store.unratedFinishedGames(10)).filter((g) => games.includes(g.id)).length;
  return {
    ratings: [winner, loser].map((id) => rows.find((r) => r.playerId === id)!),
    expected: [twice.get(winner)!, twice.get(loser)!],
    ratedGames: games.length - ratedGames,
  };
}
