import { auditTape, type AuditReport } from '../core/audit.js';
import { commitSeed } from '../core/dice.js';
import { decideMove, startGame } from '../core/engine.js';
import { gameRandom } from '../core/random.js';
import { replay } from '../core/replay.js';
import type { Rulebook } from '../core/rulebook.js';
import type { GameCreated, StoredEvent } from '../core/tape.js';
import type { Seat } from '../core/types.js';
import { err, ok, type Result } from '../core/result.js';
import type { EventStore } from '../store/event-store.js';
import { fromRuleError, gameNotFound, problem, type ServiceError } from './errors.js';
import { LruCache } from './game-cache.js';
import type { CreateGameInput, MoveInput } from './inputs.js';
import { advanceLoaded, loadGame, newLoadedGame, seatOfToken, type LoadedGame } from './loaded-game.js';
import { presentEvents, snapshot, type GameSnapshot, type PublicEvent } from './present.js';
import { hashToken, webCryptoSecrets, type Secrets } from './secrets.js';

export interface ServiceDeps {
  readonly store: EventStore;
  readonly rulebook: Rulebook;
  readonly clock?: () => number;
  readonly secrets?: Secrets;
  readonly cacheSize?: number;
}

export interface CreatedGame {
  readonly game: GameSnapshot;
  readonly seats: { seat: Seat; name: string; token: string }[];
}

export interface MoveResult {
  readonly version: number;
  /** The events this move appended: its `MoveMade`, then the rolls and shuffles that followed. */
  readonly events: PublicEvent[];
  readonly game: GameSnapshot;
  /** True when this answers a retried `moveId` rather than a new move. */
  readonly replayed: boolean;
}

export interface GameExport {
  readonly format: 'rolltape.export/1';
  readonly id: string;
  readonly rules: string;
  readonly rulesVersion: number;
  readonly sandbox: boolean;
  readonly status: 'active' | 'over';
  readonly seedCommitment: string;
  /** Revealed once the game is over; `null` before. */
  readonly seed: string | null;
  readonly events: PublicEvent[];
}

/** A bearer token as sent, or `null` when the caller sent none (a spectator). */
export type Token = string | null;

/** Conflicts caused by another writer (not the client's stale version) are retried this often. */
const APPEND_ATTEMPTS = 3;

/**
 * The service functions both REST and GraphQL call. Every function returns a `Result`: bad input,
 * a wrong token or an illegal move is an error value, and none of them writes anything.
 */
export function makeGameService(deps: ServiceDeps) {
  const { store, rulebook } = deps;
  const clock = deps.clock ?? Date.now;
  const secrets = deps.secrets ?? webCryptoSecrets;
  const cache = new LruCache<string, LoadedGame>(deps.cacheSize ?? 1000);

  const load = async (gameId: string, catchUp = true): Promise<Result<LoadedGame, ServiceError>> => {
    const loaded = await loadGame(store, cache, rulebook, gameId, catchUp);
    return loaded === undefined ? err(gameNotFound(gameId)) : ok(loaded);
  };

  const viewerOf = (loaded: LoadedGame, token: Token): Result<Seat | null, ServiceError> => {
    const seat = seatOfToken(loaded, token === null ? null : hashToken(token));
    return seat === undefined ? err(problem('unauthenticated', 'invalid-token', 'this token belongs to no seat of this game')) : ok(seat);
  };

  const headSnapshot = (loaded: LoadedGame, viewer: Seat | null): GameSnapshot =>
    snapshot({ ...loaded, viewer, atHead: true });

  /** The first answer to a move, rebuilt from the tape: its events up to the next move, and the game after them. */
  const replayedMove = async (loaded: LoadedGame, seat: Seat, input: MoveInput, moveSeq: number): Promise<Result<MoveResult, ServiceError>> => {
    const tape = await store.events(loaded.row.id);
    const made = tape[moveSeq - 1]!;
    if (made.event.type !== 'MoveMade' || made.actor !== seat || (input.move !== undefined && !sameMove(loaded, made.event.move, input.move))) {
      return err(problem('rule', 'move-id-reused', `moveId ${made.moveId} was already used for a different move`));
    }
    let end = moveSeq;
    while (end < tape.length && tape[end]!.event.type !== 'MoveMade') end++;
    const rebuilt = replay(rulebook, tape.map((e) => e.event), end);
    if (!rebuilt.ok) throw new Error(rebuilt.error.message);
    const over = tape.slice(0, end).some((e) => e.event.type === 'GameEnded');
    const ended = tape[end - 1]!;
    const game = snapshot({
      ...loaded,
      state: rebuilt.value.state,
      version: end,
      status: over ? 'over' : 'active',
      standings: ended.event.type === 'GameEnded' ? ended.event.standings : null,
      updatedAt: ended.at,
      viewer: seat,
      atHead: end === loaded.version,
    });
    return ok({ version: end, events: presentEvents(loaded.game, tape.slice(moveSeq - 1, end), seat, over), game, replayed: true });
  };

  return {
    async createGame(input: CreateGameInput): Promise<Result<CreatedGame, ServiceError>> {
      const game = rulebook.current(input.rules);
      if (game === undefined) return err(problem('not-found', 'unknown-rules', `no game called "${input.rules}"; see GET /v1/rules`));
      const { players } = input;
      if (players.length < game.minPlayers || players.length > game.maxPlayers) {
        return err(problem('rule', 'bad-player-count', `${game.title} takes ${game.minPlayers}–${game.maxPlayers} players, not ${players.length}`));
      }
      const options = game.optionsSchema.safeParse(input.options ?? {});
      if (!options.success) return err(problem('malformed', 'invalid-options', options.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ')));

      const id = secrets.gameId();
      const seed = secrets.seed();
      const now = clock();
      const created: GameCreated = {
        type: 'GameCreated',
        rules: game.id,
        rulesVersion: game.version,
        players: players.map((p) => ({ name: p.name })),
        options: options.data,
        seedCommitment: commitSeed(seed),
        clientSeed: input.clientSeed ?? null,
        sandbox: input.sandbox === undefined ? null : { rolls: input.sandbox.rolls, ...(input.sandbox.shuffles ? { shuffles: input.sandbox.shuffles } : {}) },
      };
      const started = startGame(game, created, gameRandom(created, seed), seed);
      if (!started.ok) return err(fromRuleError(started.error));

      const tape = started.value.events.map((event, i): StoredEvent => ({ seq: i + 1, event, actor: null, at: now, moveId: null }));
      const over = tape.some((e) => e.event.type === 'GameEnded');
      const tokens = players.map(() => secrets.token());
      const row = {
        id,
        rules: game.id,
        rulesVersion: game.version,
        status: over ? ('over' as const) : ('active' as const),
        version: tape.length,
        players: created.players.map((p) => ({ ...p })),
        sandbox: created.sandbox !== null,
        seedCommitment: created.seedCommitment,
        seed,
        standings: null,
        createdAt: now,
        updatedAt: now,
      };
      const seatRows = players.map((p, i) => ({ gameId: id, seat: i + 1, name: p.name, tokenHash: hashToken(tokens[i]!) }));
      await store.create(row, seatRows, tape);

      const loaded = advanceLoaded(newLoadedGame(row, seatRows, game, created), tape.slice(1), started.value.state);
      cache.set(id, loaded);
      return ok({ game: headSnapshot(loaded, null), seats: seatRows.map((s, i) => ({ seat: s.seat, name: s.name, token: tokens[i]! })) });
    },

    async getGame(gameId: string, token: Token): Promise<Result<GameSnapshot, ServiceError>> {
      const loaded = await load(gameId);
      if (!loaded.ok) return loaded;
      const viewer = viewerOf(loaded.value, token);
      if (!viewer.ok) return viewer;
      return ok(headSnapshot(loaded.value, viewer.value));
    },

    /**
     * `forRules`, when given, is the game the client wrote the move for (GraphQL moves are typed per
     * game); a move meant for another game is refused instead of being misread.
     */
    async makeMove(gameId: string, token: Token, input: MoveInput, forRules?: string): Promise<Result<MoveResult, ServiceError>> {
      if (token === null) return err(problem('unauthenticated', 'token-required', 'moves need the bearer token of a seat (Authorization: Bearer <token>)'));
      for (let attempt = 1; ; attempt++) {
        // A retry after a failed append re-reads the store; the first attempt trusts the cache.
        const found = await load(gameId, attempt > 1);
        if (!found.ok) return found;
        const loaded = found.value;
        const seat = viewerOf(loaded, token);
        if (!seat.ok) return seat;
        if (seat.value === null) throw new Error('a token always resolves to a seat or an error');
        if (input.seat !== undefined && input.seat !== seat.value) {
          return err(problem('forbidden', 'seat-mismatch', `this token acts for seat ${seat.value}, not seat ${input.seat}`));
        }
        if (forRules !== undefined && forRules !== loaded.row.rules) {
          return err(problem('malformed', 'wrong-game', `this game plays ${loaded.row.rules}, not ${forRules}`));
        }

        if (input.moveId !== undefined) {
          const seq = loaded.moveIds.get(input.moveId);
          if (seq !== undefined) return replayedMove(loaded, seat.value, input, seq);
        }
        if (input.expectedVersion !== undefined && input.expectedVersion !== loaded.version) {
          if (attempt === 1) continue; // our cache may be the stale one: check against the store first
          return err(problem('conflict', 'version-conflict', `the game is at version ${loaded.version}, not ${input.expectedVersion}`, { currentVersion: loaded.version }));
        }
        const decided = decideMove(loaded.game, loaded.state, seat.value, input.move, loaded.random, loaded.row.seed);
        if (!decided.ok) {
          if (attempt === 1) continue; // judged on a cache we did not check: confirm against the store
          return err(fromRuleError(decided.error));
        }

        const now = clock();
        const appended = decided.value.events.map((event, i): StoredEvent => ({
          seq: loaded.version + 1 + i,
          event,
          actor: seat.value,
          at: now,
          moveId: i === 0 ? (input.moveId ?? null) : null,
        }));
        const ended = appended.find((e) => e.event.type === 'GameEnded')?.event;
        const version = loaded.version + appended.length;
        const failure = await store.append(gameId, loaded.version, appended, {
          status: ended ? 'over' : 'active',
          version,
          standings: ended?.type === 'GameEnded' ? ended.standings : null,
          updatedAt: now,
        });
        if (failure !== null) {
          // Someone else appended first: our cached state is stale (never wrong: events are immutable).
          // Catch up and decide again, unless the client pinned a version: that conflict is theirs.
          if ((failure === 'version-conflict' && input.expectedVersion !== undefined) || attempt >= APPEND_ATTEMPTS) {
            const fresh = await load(gameId);
            const currentVersion = fresh.ok ? fresh.value.version : undefined;
            return err(problem('conflict', 'version-conflict', `another move was recorded first; the game is now at version ${currentVersion}`, { currentVersion }));
          }
          continue;
        }
        const next = advanceLoaded(loaded, appended, decided.value.state);
        cache.set(gameId, next);
        return ok({
          version,
          events: presentEvents(loaded.game, appended, seat.value, next.status === 'over'),
          game: headSnapshot(next, seat.value),
          replayed: false,
        });
      }
    },

    async listEvents(gameId: string, token: Token, after = 0): Promise<Result<{ version: number; events: PublicEvent[] }, ServiceError>> {
      const loaded = await load(gameId);
      if (!loaded.ok) return loaded;
      const viewer = viewerOf(loaded.value, token);
      if (!viewer.ok) return viewer;
      const events = await store.events(gameId, after, loaded.value.version);
      return ok({ version: loaded.value.version, events: presentEvents(loaded.value.game, events, viewer.value, loaded.value.status === 'over') });
    },

    /** Time travel: the caller's view of the game as it was at version `at`. */
    async stateAt(gameId: string, token: Token, at: number): Promise<Result<GameSnapshot, ServiceError>> {
      const loaded = await load(gameId);
      if (!loaded.ok) return loaded;
      const viewer = viewerOf(loaded.value, token);
      if (!viewer.ok) return viewer;
      const head = loaded.value;
      if (at < 1 || at > head.version) return err(problem('not-found', 'version-out-of-range', `versions of this game run from 1 to ${head.version}`, { currentVersion: head.version }));
      if (at === head.version) return ok(headSnapshot(head, viewer.value));
      const tape = await store.events(gameId, 0, at);
      const rebuilt = replay(rulebook, tape.map((e) => e.event));
      if (!rebuilt.ok) throw new Error(rebuilt.error.message);
      return ok(snapshot({ ...head, state: rebuilt.value.state, version: at, status: 'active', standings: null, updatedAt: tape[tape.length - 1]!.at, viewer: viewer.value, atHead: false }));
    },

    async exportGame(gameId: string, token: Token): Promise<Result<GameExport, ServiceError>> {
      const loaded = await load(gameId);
      if (!loaded.ok) return loaded;
      const viewer = viewerOf(loaded.value, token);
      if (!viewer.ok) return viewer;
      const { row, game, status } = loaded.value;
      const events = await store.events(gameId, 0, loaded.value.version);
      return ok({
        format: 'rolltape.export/1',
        id: row.id,
        rules: row.rules,
        rulesVersion: row.rulesVersion,
        sandbox: row.sandbox,
        status,
        seedCommitment: row.seedCommitment,
        seed: status === 'over' ? row.seed : null,
        events: presentEvents(game, events, viewer.value, status === 'over'),
      });
    },

    async auditGame(gameId: string): Promise<Result<AuditReport & { readonly gameId: string; readonly version: number }, ServiceError>> {
      const loaded = await load(gameId);
      if (!loaded.ok) return loaded;
      const tape = await store.events(gameId, 0, loaded.value.version);
      return ok({ gameId, version: loaded.value.version, ...auditTape(rulebook, tape.map((e) => e.event)) });
    },
  };
}

export type GameService = ReturnType<typeof makeGameService>;

function sameMove(loaded: LoadedGame, recorded: unknown, sent: unknown): boolean {
  const parsed = loaded.game.moveSchema.safeParse(sent);
  return parsed.success && JSON.stringify(parsed.data) === JSON.stringify(recorded);
}
