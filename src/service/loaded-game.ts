import { gameRandom, type RandomSource } from '../core/random.js';
import { fold, rulesOf } from '../core/replay.js';
import { openSeats, seatEvent } from '../core/seats.js';
import { isGameEvent, type GameCreated, type StoredEvent } from '../core/tape.js';
import { dueSeats, startsNewTurn } from '../core/turns.js';
import type { AnyGame, PlayerInfo, Seat, Standings } from '../core/types.js';
import type { EventStore, GameRow, SeatRow } from '../store/event-store.js';
import type { LruCache } from './game-cache.js';

/** A game rebuilt from its tape at `version`, with what the service needs to act on it. */
export interface LoadedGame {
  readonly row: GameRow;
  readonly seats: readonly SeatRow[];
  readonly game: AnyGame;
  readonly created: GameCreated;
  readonly random: RandomSource;
  readonly state: unknown;
  readonly version: number;
  readonly status: GameRow['status'];
  readonly standings: Standings | null;
  readonly updatedAt: number;
  /** The seats now: `GameCreated`'s, with the lobby's joins and leaves. */
  readonly players: readonly PlayerInfo[];
  /** When the current turn began (for the turn deadline); `null` in the lobby and in a game without deadlines. */
  readonly turnStartedAt: number | null;
  /** Committed move ids and the seq of their `MoveMade`; only ever grows, so sharing it across versions is safe. */
  readonly moveIds: Map<string, number>;
}

/**
 * Rebuilds a game from the store, or catches a cached one up with the events appended since.
 * `catchUp: false` trusts the cache without a query: right for a write, whose append at the cached
 * version fails on the `(game_id, seq)` key if another server moved the game on (and is then retried).
 */
export async function loadGame(store: EventStore, cache: LruCache<string, LoadedGame>, rulebook: Parameters<typeof rulesOf>[0], gameId: string, catchUp = true): Promise<LoadedGame | undefined> {
  const cached = cache.get(gameId);
  if (cached !== undefined) {
    if (!catchUp) return cached;
    const newer = await store.events(gameId, cached.version);
    if (newer.length === 0) return cached;
    // Tokens are not on the tape: a join or leave recorded elsewhere changed the seat rows.
    const reseated = newer.some((e) => e.event.type === 'PlayerJoined' || e.event.type === 'PlayerLeft');
    const caughtUp = advanceLoaded(reseated ? { ...cached, seats: await store.seats(gameId) } : cached, newer);
    cache.set(gameId, caughtUp);
    return caughtUp;
  }
  const row = await store.game(gameId);
  if (row === undefined) return undefined;
  const [seats, tape] = await Promise.all([store.seats(gameId), store.events(gameId)]);
  const rules = rulesOf(rulebook, tape.map((e) => e.event));
  if (!rules.ok) throw new Error(`game ${gameId}: ${rules.error.message}`);
  const { game, created } = rules.value;
  const initial = newLoadedGame(row, seats, game, created);
  const loaded = advanceLoaded(initial, tape.slice(1));
  cache.set(gameId, loaded);
  return loaded;
}

/** A game as it stands right after `GameCreated` (version 1), ready to fold the rest of its tape. */
export function newLoadedGame(row: GameRow, seats: readonly SeatRow[], game: AnyGame, created: GameCreated): LoadedGame {
  const open = openSeats(created.players).length > 0;
  return {
    row,
    seats,
    game,
    created,
    random: gameRandom(created, row.seed),
    state: game.setup({ players: created.players, options: created.options }),
    version: 1,
    status: open ? 'open' : 'active',
    standings: null,
    updatedAt: row.createdAt,
    players: created.players,
    turnStartedAt: !open && created.turnSeconds !== undefined ? row.createdAt : null,
    moveIds: new Map(),
  };
}

/** The loaded game after `appended` (which must continue its tape). */
/** `state`, when the caller already computed it (a move just decided), saves folding the events again. */
export function advanceLoaded(loaded: LoadedGame, appended: readonly StoredEvent[], state?: unknown): LoadedGame {
  if (appended.length === 0) return loaded;
  const { game } = loaded;
  let { status, standings, updatedAt, players, turnStartedAt } = loaded;
  // Only a game with deadlines needs the state after every event, to see when a turn begins.
  const timed = loaded.created.turnSeconds !== undefined;
  let folded = loaded.state;
  let due = timed ? dueSeats(game, folded, status === 'active') : [];
  for (const stored of appended) {
    const { event } = stored;
    if (stored.moveId !== null) loaded.moveIds.set(stored.moveId, stored.seq);
    players = seatEvent(players, event);
    if (event.type === 'GameEnded') {
      status = 'over';
      standings = event.standings;
    } else if (status !== 'over') {
      status = openSeats(players).length > 0 ? 'open' : 'active';
    }
    if (timed) {
      if (isGameEvent(event)) folded = game.evolve(folded, event);
      const now = dueSeats(game, folded, status === 'active');
      if (startsNewTurn(due, now, [event])) turnStartedAt = stored.at;
      due = now;
    }
    updatedAt = stored.at;
  }
  const next = state ?? (timed ? folded : fold(game, loaded.state, appended.map((e) => e.event)));
  return { ...loaded, state: next, version: appended[appended.length - 1]!.seq, status, standings, updatedAt, players, turnStartedAt };
}

/** The seat a bearer token acts for: a seat, `null` (no token: spectator), or `undefined` (a token that fits no seat). */
export function seatOfToken(loaded: LoadedGame, tokenHash: string | null): Seat | null | undefined {
  if (tokenHash === null) return null;
  return loaded.seats.find((s) => s.tokenHash === tokenHash)?.seat;
}
