import { createdProjection, project, type GameProjection } from '../core/projection.js';
import { gameRandom, type RandomSource } from '../core/random.js';
import { rulesOf } from '../core/replay.js';
import type { GameCreated, StoredEvent } from '../core/tape.js';
import type { AnyGame, Seat } from '../core/types.js';
import type { EventStore, GameRow, SeatRow } from '../store/event-store.js';
import type { SavedFoldStore, StoredFold } from '../store/saved-fold-store.js';
import { isExactJson } from './exact-json.js';
import type { LruCache } from './game-cache.js';
import { seedAtEnd } from './seed-reveal.js';

/** A game rebuilt from its tape at `version`, with what the service needs to act on it (its projection: status, standings, seats, turn start). */
export interface LoadedGame extends GameProjection {
  readonly row: GameRow;
  readonly seats: readonly SeatRow[];
  readonly game: AnyGame;
  readonly created: GameCreated;
  readonly random: RandomSource;
  /** What a `GameEnded` appended now reveals (`null` for a challenge entry: its seed waits for the day to close). */
  readonly endSeed: string | null;
  readonly state: unknown;
  /** Committed move ids and the seq of their `MoveMade`; only ever grows (by `rememberMoveIds`, after a commit), so sharing it across versions is safe. */
  readonly moveIds: Map<string, number>;
}

/**
 * Rebuilds a game from the store, or catches a cached one up with the events appended since.
 * `catchUp: false` trusts the cache without a query: right for a write, whose append at the cached
 * version fails on the `(game_id, seq)` key if another server moved the game on (and is then retried).
 */
export async function loadGame(
  store: EventStore,
  cache: LruCache<string, LoadedGame>,
  rulebook: Parameters<typeof rulesOf>[0],
  gameId: string,
  catchUp = true,
): Promise<LoadedGame | undefined> {
  const cached = cache.get(gameId);
  if (cached !== undefined) {
    if (!catchUp) return cached;
    const newer = await store.events(gameId, cached.version);
    if (newer.length === 0) return cached;
    // Tokens are not on the tape: a join or leave recorded elsewhere changed the seat rows.
    const reseated = newer.some((e) => e.event.type === 'PlayerJoined' || e.event.type === 'PlayerLeft');
    const caughtUp = advanceLoaded(reseated ? { ...cached, seats: await store.seats(gameId) } : cached, newer);
    rememberMoveIds(caughtUp, newer);
    cache.set(gameId, caughtUp);
    return caughtUp;
  }
  const row = await store.game(gameId);
  if (row === undefined) return undefined;
  const { savedFolds } = store;
  // Without saved folds the whole tape is needed: read it with the seats.
  const [seats, saved, wholeTape] = await Promise.all([
    store.seats(gameId),
    savedFolds?.read(gameId),
    savedFolds === undefined ? store.events(gameId) : undefined,
  ]);
  const restored = saved && fromSavedFold(rulebook, row, seats, saved);
  if (restored) {
    const newer = await store.events(gameId, restored.version);
    const caughtUp = advanceLoaded(restored, newer);
    rememberMoveIds(caughtUp, newer);
    cache.set(gameId, caughtUp);
    return caughtUp;
  }
  const tape = wholeTape ?? (await store.events(gameId));
  const rules = rulesOf(
    rulebook,
    tape.map((e) => e.event),
  );
  if (!rules.ok) throw new Error(`game ${gameId}: ${rules.error.message}`);
  const { game, created } = rules.value;
  const initial = newLoadedGame(row, seats, game, created);
  const loaded = advanceLoaded(initial, tape.slice(1));
  rememberMoveIds(loaded, tape);
  cache.set(gameId, loaded);
  // A long tape with no saved fold this build can use (written before it, or by other rules code).
  if (savedFolds !== undefined && tape.length >= SAVE_FOLD_EVERY) saveFold(savedFolds, loaded);
  return loaded;
}

/** A game's fold is saved when its tape crosses a multiple of this many events, and when it ends. */
export const SAVE_FOLD_EVERY = 256;

/** What a saved fold keeps of a `LoadedGame`: everything its tape decides (the row and seats are read from their tables). */
interface SavedFoldBody extends Omit<GameProjection, 'version'> {
  readonly created: GameCreated;
  readonly state: unknown;
  readonly moveIds: readonly (readonly [string, number])[];
}

/** The saved fold of `loaded` as JSON, or `undefined` when its state would not survive JSON exactly (then the game is never saved). */
export function savedFoldOf(loaded: LoadedGame): string | undefined {
  const { created, state, status, standings, updatedAt, players, turnStartedAt } = loaded;
  const body: SavedFoldBody = {
    created,
    state,
    status,
    standings,
    updatedAt,
    players,
    turnStartedAt,
    moveIds: [...loaded.moveIds].filter(([, seq]) => seq <= loaded.version),
  };
  return isExactJson(body) ? JSON.stringify(body) : undefined;
}

/** The game as its saved fold left it, or `undefined` when the saved fold is not for this game's rules. */
function fromSavedFold(
  rulebook: Parameters<typeof rulesOf>[0],
  row: GameRow,
  seats: readonly SeatRow[],
  saved: StoredFold,
): LoadedGame | undefined {
  const body = JSON.parse(saved.body) as SavedFoldBody;
  const rules = rulesOf(rulebook, [body.created]);
  if (!rules.ok || body.created.rules !== row.rules || body.created.rulesVersion !== row.rulesVersion) return undefined;
  const { game, created } = rules.value;
  const { state, status, standings, updatedAt, players, turnStartedAt } = body;
  return {
    version: saved.seq,
    status,
    standings,
    players,
    turnStartedAt,
    updatedAt,
    row,
    seats,
    game,
    created,
    random: gameRandom(created, row.seed),
    endSeed: seedAtEnd(row),
    state,
    moveIds: new Map(body.moveIds),
  };
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
export function newLoadedGame(
  row: GameRow,
  seats: readonly SeatRow[],
  game: AnyGame,
  created: GameCreated,
): LoadedGame {
  return {
    ...createdProjection(created, row.createdAt),
    row,
    seats,
    game,
    created,
    random: gameRandom(created, row.seed),
    endSeed: seedAtEnd(row),
    state: game.setup({ players: created.players, options: created.options }),
    moveIds: new Map(),
  };
}

/**
 * The loaded game after `appended` (which must continue its tape), through the core's projection.
 * `state`, when the caller already computed it (a move just decided), saves folding the events again.
 * Pure: a write computes it before its append and keeps it only once the append committed.
 */
export function advanceLoaded(loaded: LoadedGame, appended: readonly StoredEvent[], state?: unknown): LoadedGame {
  if (appended.length === 0) return loaded;
  const next = project(loaded.game, loaded.created, loaded, loaded.state, appended, state);
  return { ...loaded, ...next.projection, state: next.state };
}

/** Records the move ids of committed events (never of events whose append may still fail). */
export function rememberMoveIds(loaded: LoadedGame, committed: readonly StoredEvent[]): void {
  for (const stored of committed) if (stored.moveId !== null) loaded.moveIds.set(stored.moveId, stored.seq);
}

/** The seat a bearer token acts for: a seat, `null` (no token: spectator), or `undefined` (a token that fits no seat). */
export function seatOfToken(loaded: LoadedGame, tokenHash: string | null): Seat | null | undefined {
  if (tokenHash === null) return null;
  return loaded.seats.find((s) => s.tokenHash === tokenHash)?.seat;
}
