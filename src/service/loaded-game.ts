import { gameRandom, type RandomSource } from '../core/random.js';
import { fold, rulesOf } from '../core/replay.js';
import { openSeats, seatEvent } from '../core/seats.js';
import { isGameEvent, type GameCreated, type StoredEvent } from '../core/tape.js';
import { dueSeats, startsNewTurn } from '../core/turns.js';
import type { AnyGame, PlayerInfo, Seat, Standings } from '../core/types.js';
import type { SavedFoldStore, StoredFold } from '../store/saved-fold-store.js';
import type { EventStore, GameRow, SeatRow } from '../store/event-store.js';
import { isExactJson } from './exact-json.js';
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
  const { savedFolds } = store;
  // Without saved folds the whole tape is needed: read it with the seats.
  const [seats, saved, wholeTape] = await Promise.all([store.seats(gameId), savedFolds?.read(gameId), savedFolds === undefined ? store.events(gameId) : undefined]);
  const restored = saved && fromSavedFold(rulebook, row, seats, saved);
  if (restored) {
    const caughtUp = advanceLoaded(restored, await store.events(gameId, restored.version));
    cache.set(gameId, caughtUp);
    return caughtUp;
  }
  const tape = wholeTape ?? (await store.events(gameId));
  const rules = rulesOf(rulebook, tape.map((e) => e.event));
  if (!rules.ok) throw new Error(`game ${gameId}: ${rules.error.message}`);
  const { game, created } = rules.value;
  const initial = newLoadedGame(row, seats, game, created);
  const loaded = advanceLoaded(initial, tape.slice(1));
  cache.set(gameId, loaded);
  // A long tape with no saved fold this build can use (written before it, or by other rules code).
  if (savedFolds !== undefined && tape.length >= SAVE_FOLD_EVERY) saveFold(savedFolds, loaded);
  return loaded;
}

/** A game's fold is saved when its tape crosses a multiple of this many events, and when it ends. */
export const SAVE_FOLD_EVERY = 256;

/** What a saved fold keeps of a `LoadedGame`: everything its tape decides (the row and seats are read from their tables). */
interface SavedFoldBody {
  readonly created: GameCreated;
  readonly state: unknown;
  readonly status: GameRow['status'];
  readonly standings: Standings | null;
  readonly updatedAt: number;
  readonly players: readonly PlayerInfo[];
  readonly turnStartedAt: number | null;
  readonly moveIds: readonly (readonly [string, number])[];
}

/** The saved fold of `loaded` as JSON, or `undefined` when its state would not survive JSON exactly (then the game is never saved). */
export function savedFoldOf(loaded: LoadedGame): string | undefined {
  const { created, state, status, standings, updatedAt, players, turnStartedAt } = loaded;
  const body: SavedFoldBody = { created, state, status, standings, updatedAt, players, turnStartedAt, moveIds: [...loaded.moveIds] };
  return isExactJson(body) ? JSON.stringify(body) : undefined;
}

/** The game as its saved fold left it, or `undefined` when the saved fold is not for this game's rules. */
function fromSavedFold(rulebook: Parameters<typeof rulesOf>[0], row: GameRow, seats: readonly SeatRow[], saved: StoredFold): LoadedGame | undefined {
  const body = JSON.parse(saved.body) as SavedFoldBody;
  const rules = rulesOf(rulebook, [body.created]);
  if (!rules.ok || body.created.rules !== row.rules || body.created.rulesVersion !== row.rulesVersion) return undefined;
  const { game, created } = rules.value;
  const { state, status, standings, updatedAt, players, turnStartedAt } = body;
  return { row, seats, game, created, random: gameRandom(created, row.seed), state, version: saved.seq, status, standings, updatedAt, players, turnStartedAt, moveIds: new Map(body.moveIds) };
}

/**
 * Saves the fold of `loaded` after the I/O already waiting (a request's answer first).
 * A saved fold is a cache: one that fails to save (the database closing, say) only leaves the next
 * cold read of this game to replay its tape.
 */
export function saveFold(savedFolds: SavedFoldStore, loaded: LoadedGame): void {
  later(() => {
    const body = savedFoldOf(loaded);
    if (body !== undefined) savedFolds.save(loaded.row.id, loaded.version, body).catch(() => undefined);
  });
}

const later: (task: () => void) => void = globalThis.setImmediate ?? ((task) => setTimeout(task, 0));

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
