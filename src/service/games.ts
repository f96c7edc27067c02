import { auditTape, type AuditReport } from '../core/audit.js';
import { commitSeed } from '../core/dice.js';
import { decideMove } from '../core/engine.js';
import { withoutLabel } from '../core/labelled-move.js';
import { gameRandom } from '../core/random.js';
import { replay } from '../core/replay.js';
import type { Rulebook } from '../core/rulebook.js';
import { botOf, seatsAfter } from '../core/seats.js';
import type { GameCreated, StoredEvent } from '../core/tape.js';
import type { PlayerInfo, Seat, Standings } from '../core/types.js';
import { err, ok, type Result } from '../core/result.js';
import type { CommitmentStore } from '../store/commitment-store.js';
import type { EventStore, GameRow } from '../store/event-store.js';
import type { LobbyStore } from '../store/lobby-store.js';
import { makeCommitments, redeemCommitment, usedError } from './commitments.js';
import { closesAtOf } from './daily.js';
import { fromRuleError, problem, type ServiceError } from './errors.js';
import { LruCache } from './game-cache.js';
import { appendTo, botPlays, committed, headSnapshot, load as loadIn, loadFor, notStarted, stamp, tapeIsPublic, viewerOf, type GameContext } from './game-context.js';
import { GameFeed } from './game-feed.js';
import type { CreateGameInput, MoveInput, PlayerInput } from './inputs.js';
import { makeLobby } from './lobby.js';
import { normalizeName } from './names.js';
import { advanceLoaded, newLoadedGame, type LoadedGame } from './loaded-game.js';
import { playerSeats, presentEvents, snapshot, type GameSnapshot, type PlayerSeat, type PublicEvent } from './present.js';
import { hashToken, webCryptoSecrets, type Secrets } from './secrets.js';
import { startingPlays } from './start.js';
import { inlineBots, type BotRunner } from './bot-runner.js';
import { makeTimeouts } from './timeouts.js';
import { makeViewers } from './viewers.js';
import { makeWatch, type WatchLimits } from './watch.js';

export interface ServiceDeps {
  readonly store: EventStore;
  readonly rulebook: Rulebook;
  readonly clock?: () => number;
  readonly secrets?: Secrets;
  readonly cacheSize?: number;
  /** Joins and leaves (built by `makeServices` from the database); without it the lobby answers 503. */
  readonly lobby?: LobbyStore;
  /** Where committed appends are published to live streams (default: one for this service). */
  readonly feed?: GameFeed;
  /** Seeds committed to ahead of games (built by `makeServices`); without it commitments answer 503. */
  readonly commitments?: CommitmentStore;
  /** Where bots think (default: inline, on the calling thread). */
  readonly bots?: BotRunner;
  /** Caps on live streams and how far behind a subscriber may fall (default: DEFAULT_WATCH_LIMITS). */
  readonly watchLimits?: WatchLimits;
}

/** A seat token handed out at creation or at a join. Shown once; only its hash is stored. */
export interface SeatToken {
  readonly seat: Seat;
  readonly name: string;
  readonly token: string;
}

export interface CreatedGame {
  readonly game: GameSnapshot;
  /** One token per seat given a person's name; bot and open seats have none. */
  readonly seats: SeatToken[];
}

export interface MoveResult {
  readonly version: number;
  /** The events this request appended: its `MoveMade`, the rolls and shuffles that followed, and the moves of any bots that were due next. */
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
  /** The daily challenge this game is an entry of, if any (its seed is revealed when the day closes). */
  readonly challenge: string | null;
  readonly status: GameRow['status'];
  readonly version: number;
  readonly players: PlayerSeat[];
  readonly options: unknown;
  readonly standings: Standings | null;
  readonly seedCommitment: string;
  /** Revealed once the game is over; `null` before. */
  readonly seed: string | null;
  readonly events: PublicEvent[];
}

/** A challenge entry being created: the day's seed instead of a fresh one, and the entrant's handle. */
export interface ChallengeEntrySpec {
  readonly challengeId: string;
  readonly seed: string;
  readonly handleKey: string;
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
  const ctx: GameContext = { store, lobby: deps.lobby, rulebook, clock, secrets, cache, feed: deps.feed ?? new GameFeed(), bots: deps.bots ?? inlineBots(rulebook) };

  /** A game's seed once it may be public: at its end, or for a challenge entry when the challenge's day closes. */
  const revealedSeed = (row: GameRow, status: GameRow['status']): string | null => {
    if (row.challengeId !== null) return clock() >= closesAtOf(row.challengeId) ? row.seed : null;
    return status === 'over' ? row.seed : null;
  };

  const load = (gameId: string, catchUp = true) => loadIn(ctx, gameId, catchUp);

  /** The first answer to a move, rebuilt from the tape: its events up to the next move, and the game after them. */
  const replayedMove = async (loaded: LoadedGame, seat: Seat, input: MoveInput, moveSeq: number): Promise<Result<MoveResult, ServiceError>> => {
    const tape = await store.events(loaded.row.id);
    const made = tape[moveSeq - 1]!;
    if (made.event.type !== 'MoveMade' || made.actor !== seat || (input.move !== undefined && !sameMove(loaded, made.event.move, input.move))) {
      return err(problem('rule', 'move-id-reused', `moveId ${made.moveId} was already used for a different move`));
    }
    // The answer ran to the next person's move: through the rolls and any bot moves that followed.
    let end = moveSeq;
    while (end < tape.length && (tape[end]!.event.type !== 'MoveMade' || botOf(loaded.created.players, tape[end]!.actor) !== undefined)) end++;
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
    return ok({ version: end, events: presentEvents(loaded.game, tape.slice(moveSeq - 1, end), seat, tapeIsPublic(ctx, { row: loaded.row, status: over ? 'over' : 'active' })), game, replayed: true });
  };

  const commitmentDeps = { store: deps.commitments, secrets, clock };

  return {
    ...makeLobby(ctx),
    ...makeCommitments(commitmentDeps),
    ...makeTimeouts(ctx),
    ...makeWatch(ctx, deps.watchLimits),
    ...makeViewers(ctx),

    /** `entry` (from the challenge service only) makes the game an entry of a daily challenge, on the day's seed. */
    async createGame(input: CreateGameInput, entry?: ChallengeEntrySpec): Promise<Result<CreatedGame, ServiceError>> {
      const game = rulebook.current(input.rules);
      if (game === undefined) return err(problem('not-found', 'unknown-rules', `no game called "${input.rules}"; see GET /v1/rules`));
      if (input.players.length < game.minPlayers || input.players.length > game.maxPlayers) {
        return err(problem('rule', 'bad-player-count', `${game.title} takes ${game.minPlayers}–${game.maxPlayers} players, not ${input.players.length}`));
      }
      const options = game.optionsSchema.safeParse(input.options ?? {});
      if (!options.success) return err(problem('malformed', 'invalid-options', options.error.issues.map((i) => `${i.path.join('.') || 'options'}: ${i.message}`).join('; ')));

      const named = normalizedPlayers(input.players);
      if (!named.ok) return named;
      const players = createdPlayers(named.value);
      const unknownBot = players.find((p) => p.bot !== undefined && !game.bots?.some((b) => b.id === p.bot));
      if (unknownBot !== undefined) {
        const known = game.bots?.map((b) => b.id).join(', ') || 'none';
        return err(problem('malformed', 'unknown-bot', `${game.title} has no bot "${unknownBot.bot}" (bots: ${known}; see GET /v1/rules/${game.id})`));
      }

      const id = secrets.gameId();
      const now = clock();
      const commitment = input.commitment === undefined || entry !== undefined ? undefined : await redeemCommitment(commitmentDeps, input.commitment, input.clientSeed, id, now);
      if (commitment?.ok === false) return commitment;
      const seed = entry?.seed ?? commitment?.value.seed ?? secrets.seed();
      const created: GameCreated = {
        type: 'GameCreated',
        rules: game.id,
        rulesVersion: game.version,
        players,
        options: options.data,
        seedCommitment: commitSeed(seed),
        clientSeed: input.clientSeed ?? null,
        sandbox: input.sandbox === undefined ? null : { rolls: input.sandbox.rolls, ...(input.sandbox.shuffles ? { shuffles: input.sandbox.shuffles } : {}) },
        ...(entry && { challenge: entry.challengeId }),
        ...(input.turnSeconds !== undefined && { turnSeconds: input.turnSeconds }),
        ...(commitment !== undefined && { commitment: commitment.value.record }),
      };
      const people = players.flatMap((p, i) => (p.open || p.bot !== undefined ? [] : [{ seat: i + 1, name: p.name, token: secrets.token() }]));
      const seatRows = people.map((p) => ({ gameId: id, seat: p.seat, name: p.name, tokenHash: hashToken(p.token) }));
      const row: GameRow = {
        id,
        rules: game.id,
        rulesVersion: game.version,
        status: 'active',
        version: 1,
        players: players.map((p) => ({ ...p })),
        sandbox: created.sandbox !== null,
        seedCommitment: created.seedCommitment,
        seed,
        standings: null,
        challengeId: entry?.challengeId ?? null,
        createdAt: now,
        updatedAt: now,
      };
      // `setup` sees only the seats, so a game with open seats waits at `GameCreated`; the join that
      // fills the last seat appends what would otherwise follow here.
      const initial = newLoadedGame(row, seatRows, game, created);
      const started = initial.status === 'open' ? ok({ plays: [], state: initial.state }) : await startingPlays(ctx, initial, players, initial.state, 1);
      if (!started.ok) return err(fromRuleError(started.error));
      const rest = stamp(started.value.plays, 1, now);
      const tape: StoredEvent[] = [{ seq: 1, event: created, actor: null, at: now, moveId: null }, ...rest];
      const loaded = advanceLoaded(initial, rest, started.value.state);
      const stored = { ...row, status: loaded.status, version: loaded.version, standings: loaded.standings };

      const entryRow = entry && { challengeId: entry.challengeId, handleKey: entry.handleKey, name: people[0]!.name, gameId: id, enteredAt: now };
      const refused = await store.create(stored, seatRows, tape, entryRow, commitment?.value.claim);
      if (refused === 'duplicate-entry') return err(problem('conflict', 'already-entered', `"${people[0]!.name}" has already entered ${entry!.challengeId}; one entry per player handle`));
      if (refused === 'commitment-used') return err(usedError(input.commitment!));
      const head = { ...loaded, row: stored };
      cache.set(id, head);
      ctx.feed.publish(id, { loaded: head, appended: tape });
      return ok({ game: headSnapshot(head, null), seats: people });
    },

    async getGame(gameId: string, token: Token): Promise<Result<GameSnapshot, ServiceError>> {
      const read = await loadFor(ctx, gameId, token);
      if (!read.ok) return read;
      return ok(headSnapshot(read.value.loaded, read.value.viewer));
    },

    /**
     * `forRules`, when given, is the game the client wrote the move for (GraphQL moves are typed per
     * game); a move meant for another game is refused instead of being misread.
     */
    async makeMove(gameId: string, token: Token, sent: MoveInput, forRules?: string): Promise<Result<MoveResult, ServiceError>> {
      const input = { ...sent, move: withoutLabel(sent.move) };
      if (token === null) return err(problem('unauthenticated', 'token-required', 'moves need the bearer token of a seat (Authorization: Bearer <token>)'));
      for (let attempt = 1; ; attempt++) {
        // A retry after a failed append re-reads the store; the first attempt trusts the cache.
        const found = await load(gameId, attempt > 1);
        if (!found.ok) return found;
        const loaded = found.value;
        const seat = viewerOf(ctx, loaded, token);
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
        if (loaded.status === 'open') {
          if (attempt === 1) continue;
          return err(notStarted(loaded));
        }
        const decided = decideMove(loaded.game, loaded.state, seat.value, input.move, loaded.random, loaded.row.challengeId === null ? loaded.row.seed : null);
        if (!decided.ok) {
          if (attempt === 1) continue; // judged on a cache we did not check: confirm against the store
          return err(fromRuleError(decided.error));
        }

        // The bots this move makes due answer in the same append: the move lands with their replies or not at all.
        const bots = await botPlays(ctx, loaded, loaded.players, decided.value.state, loaded.version + decided.value.events.length);
        if (!bots.ok) return err(fromRuleError(bots.error));
        const appended = stamp([{ actor: seat.value, events: decided.value.events }, ...bots.value.plays], loaded.version, clock(), input.moveId ?? null);
        const version = loaded.version + appended.length;
        const failure = await appendTo(ctx, loaded, appended);
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
        const next = committed(ctx, loaded, appended, bots.value.state);
        return ok({
          version,
          events: presentEvents(loaded.game, appended, seat.value, tapeIsPublic(ctx, next)),
          game: headSnapshot(next, seat.value),
          replayed: false,
        });
      }
    },

    async listEvents(gameId: string, token: Token, after = 0): Promise<Result<{ version: number; events: PublicEvent[] }, ServiceError>> {
      const read = await loadFor(ctx, gameId, token);
      if (!read.ok) return read;
      const { loaded, viewer } = read.value;
      const events = await store.events(gameId, after, loaded.version);
      return ok({ version: loaded.version, events: presentEvents(loaded.game, events, viewer, tapeIsPublic(ctx, loaded)) });
    },

    /** Time travel: the caller's view of the game as it was at version `at`. */
    async stateAt(gameId: string, token: Token, at: number): Promise<Result<GameSnapshot, ServiceError>> {
      const read = await loadFor(ctx, gameId, token);
      if (!read.ok) return read;
      const { loaded: head, viewer } = read.value;
      if (at < 1 || at > head.version) return err(problem('not-found', 'version-out-of-range', `versions of this game run from 1 to ${head.version}`, { currentVersion: head.version }));
      if (at === head.version) return ok(headSnapshot(head, viewer));
      const tape = await store.events(gameId, 0, at);
      const rebuilt = replay(rulebook, tape.map((e) => e.event));
      if (!rebuilt.ok) throw new Error(rebuilt.error.message);
      const players = seatsAfter(head.created.players, tape.map((e) => e.event));
      const status = players.some((p) => p.open) ? 'open' : 'active';
      return ok(snapshot({ ...head, state: rebuilt.value.state, version: at, status, standings: null, updatedAt: tape[tape.length - 1]!.at, players, viewer, atHead: false }));
    },

    async exportGame(gameId: string, token: Token): Promise<Result<GameExport, ServiceError>> {
      const read = await loadFor(ctx, gameId, token);
      if (!read.ok) return read;
      const { loaded, viewer } = read.value;
      const { row, game, status } = loaded;
      const events = await store.events(gameId, 0, loaded.version);
      return ok({
        format: 'rolltape.export/1',
        id: row.id,
        rules: row.rules,
        rulesVersion: row.rulesVersion,
        sandbox: row.sandbox,
        challenge: row.challengeId,
        status,
        version: loaded.version,
        players: playerSeats(loaded.players),
        options: loaded.created.options,
        standings: loaded.standings,
        seedCommitment: row.seedCommitment,
        seed: revealedSeed(row, status),
        events: presentEvents(game, events, viewer, tapeIsPublic(ctx, loaded)),
      });
    },

    /** The audit names no hidden value, but its verdict on a private challenge entry is still its player's alone. */
    async auditGame(gameId: string, token: Token = null): Promise<Result<AuditReport & { readonly gameId: string; readonly version: number }, ServiceError>> {
      const read = await loadFor(ctx, gameId, token);
      if (!read.ok) return read;
      const { loaded } = read.value;
      const tape = await store.events(gameId, 0, loaded.version);
      const { row, status } = loaded;
      return ok({ gameId, version: loaded.version, ...auditTape(rulebook, tape.map((e) => e.event), revealedSeed(row, status)) });
    },
  };
}

export type GameService = ReturnType<typeof makeGameService>;

/** Every seat's name through `normalizeName`, or the first refusal. */
function normalizedPlayers(players: readonly PlayerInput[]): Result<PlayerInput[], ServiceError> {
  const out: PlayerInput[] = [];
  for (const p of players) {
    if ('open' in p) {
      out.push(p);
      continue;
    }
    const name = normalizeName(p.name);
    if (!name.ok) return name;
    out.push({ ...p, name: name.value });
  }
  return ok(out);
}

/** The seats as `GameCreated` records them: open seats have no name until someone joins. */
const createdPlayers = (players: readonly PlayerInput[]): PlayerInfo[] =>
  players.map((p) => ('open' in p ? { name: '', open: true } : p.bot === undefined ? { name: p.name } : { name: p.name, bot: p.bot }));

function sameMove(loaded: LoadedGame, recorded: unknown, sent: unknown): boolean {
  const parsed = loaded.game.moveSchema.safeParse(sent);
  return parsed.success && JSON.stringify(parsed.data) === JSON.stringify(recorded);
}
