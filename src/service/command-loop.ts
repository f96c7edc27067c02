import type { Play } from '../core/bots.js';
import { err, ok, type Result } from '../core/result.js';
import type { StoredEvent } from '../core/tape.js';
import type { SqlStatement } from '../store/db.js';
import type { SeatWrite } from '../store/lobby-store.js';
import { gameNotFound, problem, type ServiceError } from './errors.js';
import { rememberMoveIds, advanceLoaded, loadGame, type LoadedGame } from './loaded-game.js';
import type { GameContext } from './game-context.js';

/** What a command decided to write: plays after the loaded version, the rule state after them, and the answer once they are committed. */
export interface Write<T> {
  readonly plays: readonly Play[];
  /** The rule state after `plays` (the decision computed it; the projection does not fold it again). */
  readonly state: unknown;
  /** The client's `moveId`, recorded on the first event. */
  readonly moveId?: string | null;
  /** The seat row a join or leave writes with its events. */
  readonly seat?: SeatWrite;
  answer(next: LoadedGame, appended: readonly StoredEvent[]): T;
}

/** A decision: write, or answer at once with nothing to write (a retried `moveId`). A refusal is an error `Result`. */
export type Decision<T> = { readonly write: Write<T> } | { readonly answer: T };

/** How an append that lost its race is answered: `retry` decides again on a fresh read of the game. */
export type LostRace = 'retry' | ServiceError;

export interface Command<T> {
  readonly gameId: string;
  /** Decide on the game as the store has it rather than on the cached game (for an answer that writes nothing but must be current). */
  readonly current?: boolean;
  /**
   * Decides on the loaded game: pure but for the bots, which may think on another thread. Called
   * again only on a different game (one that moved on), never twice on the same one.
   */
  decide(loaded: LoadedGame): Result<Decision<T>, ServiceError> | Promise<Result<Decision<T>, ServiceError>>;
  /** How to answer a lost race, given the game as the store now has it (default: retry, then `version-conflict`). */
  lost?(failure: 'version-conflict' | 'duplicate-move-id', fresh: LoadedGame, attempt: number): LostRace;
}

/** A lost race is retried this often (each time on a fresh read) before answering a conflict. */
export const ATTEMPTS = 3;

const keptChanging = (): ServiceError => problem('conflict', 'version-conflict', 'the game kept changing; try again');

/**
 * The one loop every write to an existing game goes through: load, decide, append at the loaded
 * version, then commit (cache, publish) or retry on a lost race.
 *
 * The first load trusts the cached game without a query: a stale cache cannot do harm, since the
 * append at its version then fails on the `(game_id, seq)` key. A refusal decided on that unchecked
 * cache is confirmed by one catch-up read: if the game has not moved, the same refusal is the answer
 * (no second decision); if it has, the command decides on the game as it now is.
 */
export async function runCommand<T>(ctx: GameContext, command: Command<T>): Promise<Result<T, ServiceError>> {
  const load = loadFor(ctx, command.gameId);
  let trusted = command.current !== true && ctx.cache.get(command.gameId) !== undefined;
  let loaded = await load(!trusted);
  for (let attempt = 1; ; attempt++) {
    if (loaded === undefined) return err(gameNotFound(command.gameId));
    let decided = await command.decide(loaded);
    if (!decided.ok && trusted) {
      const current = await load(true);
      if (current === undefined) return err(gameNotFound(command.gameId));
      if (current !== loaded) {
        loaded = current;
        decided = await command.decide(current);
      }
    }
    trusted = false;
    if (!decided.ok) return decided;
    if ('answer' in decided.value) return ok(decided.value.answer);
    const written = await writeDecided(ctx, loaded, decided.value.write);
    if (written.ok) return written;
    // The append lost a race: another writer moved the game on. Read it as it is now and ask the command.
    const fresh = await load(true);
    if (fresh === undefined) return err(gameNotFound(command.gameId));
    const next = command.lost?.(written.error, fresh, attempt) ?? (attempt >= ATTEMPTS ? keptChanging() : 'retry');
    if (next !== 'retry') return err(next);
    loaded = fresh;
  }
}

/** The game's loader for one command. Returned from a function, not a `const` arrow: under tsx each of those is named when it is made. */
function loadFor(ctx: GameContext, gameId: string): (catchUp: boolean) => Promise<LoadedGame | undefined> {
  return function (catchUp) {
    return loadGame(ctx.store, ctx.cache, ctx.rulebook, gameId, catchUp);
  };
}

/** Appends a decision at the loaded version; on success answers it, on a lost race answers the failure. */
async function writeDecided<T>(
  ctx: GameContext,
  loaded: LoadedGame,
  write: Write<T>,
): Promise<Result<T, 'version-conflict' | 'duplicate-move-id'>> {
  const appended = stamp(write.plays, loaded.version, ctx.clock(), write.moveId ?? null);
  if (appended.length === 0) return ok(write.answer(loaded, appended));
  const seated = write.seat === undefined ? loaded : { ...loaded, seats: reseat(loaded.seats, write.seat) };
  const next = advanceLoaded(seated, appended, write.state);
  const failure = await appendAt(ctx, loaded, next, appended, write.seat);
  if (failure !== null) return err(failure);
  publish(ctx, next, appended);
  return ok(write.answer(next, appended));
}

/** Writes the events and the `games` row their projection gives, at the loaded version, and what they tell players' webhooks. */
async function appendAt(
  ctx: GameContext,
  loaded: LoadedGame,
  next: LoadedGame,
  appended: readonly StoredEvent[],
  seat: SeatWrite | undefined,
): Promise<'version-conflict' | 'duplicate-move-id' | null> {
  const outbox = ctx.outbox?.statementsFor(loaded, next, next.updatedAt) ?? [];
  const failure = await appendWith(ctx, loaded, next, appended, seat, outbox);
  if (failure === null && outbox.length > 0) ctx.outbox!.committed();
  return failure;
}

/** The append itself, with the outbox statements in its batch. */
function appendWith(
  ctx: GameContext,
  loaded: LoadedGame,
  next: LoadedGame,
  appended: readonly StoredEvent[],
  seat: SeatWrite | undefined,
  outbox: readonly SqlStatement[],
): Promise<'version-conflict' | 'duplicate-move-id' | null> {
  const { status, standings, updatedAt, players, version } = next;
  if (seat !== undefined) {
    if (ctx.lobby === undefined) throw new Error('a seat change needs the lobby store');
    return ctx.lobby.changeSeat({
      gameId: loaded.row.id,
      expectedVersion: loaded.version,
      tape: appended,
      players,
      status,
      standings,
      updatedAt,
      seat,
      ...(outbox.length > 0 && { outbox }),
    });
  }
  // The store writes a game's status only when it ends (append-sql.ts): one leaves the lobby through its seats.
  if (status === 'open' || loaded.status === 'open')
    throw new Error(`game ${loaded.row.id}: only a join or leave appends to a game in the lobby`);
  return ctx.store.append(loaded.row.id, loaded.version, appended, { status, version, standings, updatedAt }, outbox);
}

/** After a commit: the game at its new head, cached and published to live streams. */
export function publish(ctx: GameContext, next: LoadedGame, appended: readonly StoredEvent[]): void {
  rememberMoveIds(next, appended);
  ctx.cache.set(next.row.id, next);
  ctx.feed.publish(next.row.id, { loaded: next, appended });
}

const reseat = (rows: LoadedGame['seats'], seat: SeatWrite): LoadedGame['seats'] =>
  'take' in seat ? [...rows, seat.take].sort((a, b) => a.seat - b.seat) : rows.filter((r) => r.seat !== seat.free);

/** Plays as stored events after `version`, all stamped `at`; `moveId` goes on the first. */
export function stamp(
  plays: readonly Play[],
  version: number,
  at: number,
  moveId: string | null = null,
): StoredEvent[] {
  const out: StoredEvent[] = [];
  for (const play of plays)
    for (const event of play.events)
      out.push({
        seq: version + out.length + 1,
        event,
        actor: play.actor,
        at,
        moveId: out.length === 0 ? moveId : null,
      });
  return out;
}
