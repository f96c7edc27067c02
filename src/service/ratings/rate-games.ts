import type { GameRow } from '../../store/event-store.js';
import type { FeedItem } from '../game-feed.js';
import type { PlayerStore, RatingRow } from '../../store/player-store.js';
import { pairwiseResults, ratedAfter, type Rating } from './glicko.js';

/** How many owed games one pass reads at a time. */
const PASS_SIZE = 100;
/**
 * How often a game's rating is computed again after another pass moved one of its players' ratings
 * first. Each loss means another game was rated, so losing this often takes that many games ending
 * at once for the same players; the game then stays owed for the next pass.
 */
export const RATE_ATTEMPTS = 8;

/**
 * Ratings move when games end. The durable record is the game itself (its row over, its seats bound
 * to players) and `rated_games`: a pass rates every finished game with a player seated that is not
 * listed there yet, each in one batch with its listing. So a process that stops between a game's end
 * and its rating rates it on the next pass, and no game is rated twice. Passes run one at a time in a
 * process; across processes (Workers' isolates, several node servers on one database) each write
 * is a compare-and-set on the ratings it read (`PlayerStore.rate`), retried on a fresh read when
 * another pass moved one first, so two games ending together never overwrite each other's update.
 */
export function makeRatings(deps: { readonly store: PlayerStore; readonly clock: () => number }) {
  const { store, clock } = deps;
  let tail: Promise<void> = Promise.resolve();

  const rate = async (game: GameRow): Promise<void> => {
    const bound = await store.seatsOf(game.id);
    const playerOfSeat = new Map(bound.map((b) => [b.seat, b.playerId]));
    const rated =
      !game.sandbox &&
      game.standings !== null &&
      game.players.every((p, i) => p.bot === undefined && playerOfSeat.has(i + 1)) &&
      new Set(playerOfSeat.values()).size >= 2;
    // A game not rated (a bot or a guest seated, a sandbox) is listed all the same: it is owed nothing.
    if (!rated) {
      await store.rate(game.id, clock(), [], new Map());
      return;
    }
    const results = pairwiseResults(game.standings!, playerOfSeat);
    for (let attempt = 1; ; attempt++) {
      const prior = await store.ratingsOf([...playerOfSeat.values()], game.rules);
      const before = new Map<string, RatingRow>(prior.map((r) => [r.playerId, r]));
      const after = ratedAfter(before as ReadonlyMap<string, Rating>, results);
      const now = clock();
      const rows: RatingRow[] = [...after].map(([playerId, r]) => ({
        playerId,
        rules: game.rules,
        ...r,
        games: (before.get(playerId)?.games ?? 0) + 1,
        updatedAt: now,
      }));
      const versions = new Map(rows.map((r) => [r.playerId, before.get(r.playerId)?.games ?? null]));
      if ((await store.rate(game.id, now, rows, versions)) !== 'rating-moved') return;
      if (attempt >= RATE_ATTEMPTS)
        throw new Error(`game ${game.id}: its players' ratings kept moving; it stays owed to the next pass`);
    }
  };

  const pass = async (): Promise<void> => {
    for (;;) {
      const owed = await store.unratedFinishedGames(PASS_SIZE);
      for (const game of owed) await rate(game);
      if (owed.length < PASS_SIZE) return;
    }
  };

  return {
    /** Rates every finished game still owed (after a game ends, and when a server starts). Resolves when done. */
    catchUp(): Promise<void> {
      const run = tail.then(pass);
      // A failed pass (the database closing) leaves its games owed; the next pass rates them.
      tail = run.catch((error: unknown) => console.error('rating pass:', error));
      return run;
    },
  };
}

export type Ratings = ReturnType<typeof makeRatings>;

/**
 * Whether a commit ended a game that a rating pass could find owed: only a game with a seat bound to
 * a player can be (the pass reads them through `player_games`). A guest's game starts no pass, which
 * matters: the pass's query scans every game row (SQLite plans it from `games`), so one per guest
 * game ending cost each end more the more games the database held (`npm run bench http` ends games
 * all the time: each finished game is replaced by a new one).
 */
export function endOwesRating({ loaded, appended }: FeedItem): boolean {
  return (
    loaded.status === 'over' &&
    loaded.seats.some((s) => s.playerId != null) &&
    appended.some((e) => e.event.type === 'GameEnded')
  );
}
