import type { SeatPlayContext } from '../core/bots.js';
import { diceKey } from '../core/dice.js';
import type { Rulebook } from '../core/rulebook.js';
import { err, ok, type Result } from '../core/result.js';
import { openSeats, openSeatsPhrase } from '../core/seats.js';
import { botDue, type BotOutcome, type BotRunner } from './bot-runner.js';
import type { PlayerInfo, Seat } from '../core/types.js';
import type { EventStore } from '../store/event-store.js';
import type { LobbyStore } from '../store/lobby-store.js';
import { gameNotFound, inGraphqlWords, problem, type ServiceError } from './errors.js';
import type { LruCache } from './game-cache.js';
import type { GameFeed } from './game-feed.js';
import { entryPrivacy } from './entry-privacy.js';
import { loadGame, seatOfToken, type LoadedGame } from './loaded-game.js';
import { snapshot, type GameSnapshot } from './present.js';
import { hashToken, type Secrets } from './secrets.js';
import { playerOfSeatKey } from './player-auth.js';
import type { Outbox } from './webhooks/outbox.js';
import { memoSlot } from './memo-slot.js';

/** What the service's modules share: the stores, the cache of rebuilt games, the live feed and the clock. */
export interface GameContext {
  readonly store: EventStore;
  /** Joins and leaves; absent on a service built without a database handle (then the lobby is unavailable). */
  readonly lobby: LobbyStore | undefined;
  readonly rulebook: Rulebook;
  readonly clock: () => number;
  readonly secrets: Secrets;
  readonly cache: LruCache<string, LoadedGame>;
  readonly feed: GameFeed;
  /** Where the heuristic bots due in a request play: inline, or on a thread of their own on the node server. */
  readonly bots: BotRunner;
  /**
   * Where a search bot's job thinks, after the request that made it due was answered
   * (use-cases/play-search-bot.ts): on the node server a thread of its own, so a search of a second
   * never delays another game's inline bots; elsewhere the same runner as `bots`.
   */
  readonly searchBots: BotRunner;
  /** Players' webhooks: the messages each commit puts in the outbox, in its batch; none without it. */
  readonly outbox?: Outbox;
}

export const load = async (
  ctx: GameContext,
  gameId: string,
  catchUp = true,
): Promise<Result<LoadedGame, ServiceError>> => {
  const loaded = await loadGame(ctx.store, ctx.cache, ctx.rulebook, gameId, catchUp);
  return loaded === undefined ? err(gameNotFound(gameId)) : ok(loaded);
};

/**
 * The seat a token acts for (`null`: a spectator), or `invalid-token`. Every read and write of a
 * game resolves its caller here, so this is also where a private challenge entry refuses everyone
 * but its own seat (see `entryPrivacy`). A player's credential (`seatKeyOf`, from a personal token)
 * acts for the seat bound to that player; in a game where the player has none, it is a spectator.
 */
export const viewerOf = (
  ctx: Pick<GameContext, 'clock'>,
  loaded: LoadedGame,
  token: string | null,
): Result<Seat | null, ServiceError> => {
  const player = token === null ? undefined : playerOfSeatKey(token);
  const seat =
    player === undefined
      ? seatOfToken(loaded, token === null ? null : hashToken(token))
      : (loaded.seats.find((s) => s.playerId === player)?.seat ?? null);
  if (seat === undefined || seat === null) {
    const refused = entryPrivacy(loaded.row, ctx.clock());
    if (refused !== null) return err(refused);
  }
  return seat === undefined
    ? err(problem('unauthenticated', 'invalid-token', 'this token belongs to no seat of this game'))
    : ok(seat);
};

/** Loads a game for a reader: the game and the caller's seat (`null`: a spectator), refusing what the caller may not read. */
export async function loadFor(
  ctx: GameContext,
  gameId: string,
  token: string | null,
): Promise<Result<{ loaded: LoadedGame; viewer: Seat | null }, ServiceError>> {
  const loaded = await load(ctx, gameId);
  if (!loaded.ok) return loaded;
  const viewer = viewerOf(ctx, loaded.value, token);
  return viewer.ok ? ok({ loaded: loaded.value, viewer: viewer.value }) : viewer;
}

/** Whether everything about the game may be shown to every caller: it is over and, for a challenge entry, its day has closed. */
export const tapeIsPublic = (ctx: Pick<GameContext, 'clock'>, loaded: Pick<LoadedGame, 'row' | 'status'>): boolean =>
  loaded.status === 'over' && entryPrivacy(loaded.row, ctx.clock()) === null;

/** The seat of a token that must be a seat's (moves, timeouts, leaving). */
export const seatOf = (
  ctx: Pick<GameContext, 'clock'>,
  loaded: LoadedGame,
  token: string | null,
  what: string,
): Result<Seat, ServiceError> => {
  if (token === null)
    return err(
      problem(
        'unauthenticated',
        'token-required',
        `${what} need the bearer token of a seat (Authorization: Bearer <token>)`,
      ),
    );
  const seat = viewerOf(ctx, loaded, token);
  if (!seat.ok) return seat;
  if (seat.value === null)
    return err(problem('forbidden', 'not-seated', `${what} need a seat: your player holds no seat in this game`));
  return ok(seat.value);
};

/**
 * Snapshots already built, per game version and seat. A `LoadedGame` is one version of a game and is
 * never changed (a move makes a new one), so a snapshot kept under it cannot go stale: a new version
 * is a new key. The answer to a move and the live update its seat's viewers get are one build.
 */
const headSnapshots = memoSlot<LoadedGame, Map<Seat | null, GameSnapshot>>('head snapshots');

/** The game at its head as `viewer` sees it; built once per version and seat (treat it as read-only). */
export function headSnapshot(loaded: LoadedGame, viewer: Seat | null): GameSnapshot {
  const bySeat = headSnapshots.get(loaded) ?? headSnapshots.set(loaded, new Map());
  let built = bySeat.get(viewer);
  if (built === undefined) {
    // Only what a snapshot reads: a copy of the whole LoadedGame was a visible share of a move's answer.
    const { row, game, state, version, status, standings, updatedAt, created, players, turnStartedAt } = loaded;
    built = snapshot({
      row,
      game,
      state,
      version,
      status,
      standings,
      updatedAt,
      created,
      players,
      turnStartedAt,
      viewer,
      atHead: true,
    });
    bySeat.set(viewer, built);
  }
  return built;
}

/** How the engine plays seats of this game on the server: its dice, and the tape's version before the first play. */
export const seatPlayContext = (loaded: LoadedGame, version: number): SeatPlayContext => ({
  key: diceKey(loaded.row.seed, loaded.created.clientSeed),
  random: loaded.random,
  seed: loaded.endSeed,
  version,
});

/**
 * The heuristic bot moves due once the tape reaches `version` with `state`, played in the request
 * (nothing when only people are due). A search bot due is left for its own job, after the answer:
 * the answer shows the game waiting for it (play-search-bot.ts).
 */
export const botPlays = async (
  ctx: GameContext,
  loaded: LoadedGame,
  players: readonly PlayerInfo[],
  state: unknown,
  version: number,
): Promise<BotOutcome> =>
  botDue(loaded.game, state, players)
    ? ctx.bots.play({
        created: loaded.created,
        seed: loaded.row.seed,
        revealSeed: loaded.endSeed,
        players,
        state,
        version,
        searching: 0,
      })
    : ok({ plays: [], state });

export const notStarted = (loaded: LoadedGame): ServiceError => {
  const which = openSeatsPhrase(openSeats(loaded.players));
  const waiting = `the game starts when every seat is taken; ${which}`;
  return inGraphqlWords(
    problem('conflict', 'game-not-started', `${waiting} (POST /v1/games/${loaded.row.id}/join)`),
    `${waiting} (the joinGame mutation)`,
  );
};
