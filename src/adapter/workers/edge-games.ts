import { err, ok, type Result } from '../../core/result.js';
import { problem, type ServiceError } from '../../service/errors.js';
import type { GameService } from '../../service/games.js';
import { redeemCommitment, usedError } from '../../service/commitments.js';
import type { Claimed, Once } from '../../service/idempotency.js';
import type { Secrets } from '../../service/secrets.js';
import type { CommitmentStore } from '../../store/commitment-store.js';
import { ChallengeStore } from '../../store/challenge-store.js';
import type { Db, SqlDriver } from '../../store/db.js';
import type { GameObjectRpc } from './game-object-rpc.js';
import { claimCommitment, releaseCommitment, releaseEntry, reserveEntry } from './game-index.js';
import { fromLiveLine, fromNdjson } from './ndjson-stream.js';
import type { GameObjects } from './runtime-types.js';
import { endedSocket, relayed } from './socket-relay.js';
import { openedSocket, socketRequest } from './websockets.js';

/**
 * The game service as a Worker serves it: everything about game G runs in G's object (`GameObject`),
 * called over RPC with the same arguments and answers as the service itself, so REST and GraphQL
 * do not know the difference. A viewer's WebSocket is opened there too (`openSocket`), after the
 * app has read its credential and admission has taken its `stream` quota, and relayed by the Worker. What spans games (the lobby's list) reads the index through `index`.
 */
export function edgeGameService(
  index: GameService,
  objects: GameObjects,
  indexDb: Db,
  indexDriver: SqlDriver,
  commitments: CommitmentStore,
  secrets: Secrets,
  clock: () => number,
  once: Once,
): GameService {
  const objectOf = (gameId: string): GameObjectRpc => objects.get(objects.idFromName(gameId));

  /**
   * Creates the game in a new object (the index keeps what spans objects: commitments, entries).
   * `claimed` (a keyed create, idempotency.ts): the game its key's claim names, and the key, under
   * which the object keeps the answer in the game's own commit. A retry of it runs here again, on the
   * same object: what the first run reserved in the index for that game is its own (not a conflict),
   * and the object answers the game it made, or makes it once. A keyed run that failed without an
   * answer (an RPC or the index refused mid-way) gives nothing back: its game may exist.
   */
  async function createOnObject(
    input: Parameters<GameService['createGame']>[0],
    entry: Parameters<GameService['createGame']>[1],
    as: Parameters<GameService['createGame']>[3],
    claimed?: Claimed,
  ): ReturnType<GameService['createGame']> {
    const gameId = claimed?.gameId ?? secrets.gameId();
    const created = (
      input: Parameters<GameService['createGame']>[0],
      commitment?: Parameters<GameObjectRpc['create']>[3],
    ) => objectOf(gameId).create(gameId, input, entry, commitment, as, claimed?.key);
    /** Gives back what was reserved for the game after a thrown failure, unless the create was keyed (see above). */
    const afterThrow = async (release: () => Promise<void>, error: unknown): Promise<never> => {
      if (claimed === undefined) await release();
      throw error;
    };
    if (entry === undefined && input.commitment !== undefined) {
      // Commit first: the commitment is spent in the index (once across every object), then
      // handed to the game's object, which creates the game with it as node does.
      const commitmentId = input.commitment;
      if (claimed !== undefined) {
        // A keyed retry whose first run spent the commitment on this game: straight to the object.
        const found = await commitments.find(commitmentId);
        if (found?.usedBy === gameId) return created(input, found.row);
      }
      const redeemed = await redeemCommitment(
        { store: commitments, secrets, clock },
        commitmentId,
        input.clientSeed,
        gameId,
        clock(),
      );
      if (!redeemed.ok) return redeemed;
      if (!(await claimCommitment(indexDriver, redeemed.value.claim))) return err(usedError(commitmentId));
      const release = () => releaseCommitment(indexDriver, commitmentId, gameId);
      try {
        const row = (await commitments.find(commitmentId))!.row;
        const answer = await created(input, row);
        if (!answer.ok) await release();
        return answer;
      } catch (error) {
        return afterThrow(release, error);
      }
    }
    if (entry === undefined) return created(input);
    // One entry per handle across every object: the index's key decides, before the game exists.
    const name =
      as?.handle ??
      input.players.find((p): p is { name: string } => 'name' in p && !('bot' in p && p.bot !== undefined))?.name ??
      '';
    const reservation = {
      challengeId: entry.challengeId,
      handleKey: entry.handleKey,
      name,
      gameId,
      enteredAt: clock(),
      playerId: as?.id ?? null,
    };
    const reserved =
      (await reserveEntry(indexDriver, reservation)) ||
      (claimed !== undefined &&
        (await new ChallengeStore(indexDb).entryGameId(entry.challengeId, entry.handleKey)) === gameId);
    if (!reserved) {
      return err(
        problem(
          'conflict',
          'already-entered',
          `"${name}" has already entered ${entry.challengeId}; one entry per player handle`,
        ),
      );
    }
    try {
      const answer = await created(input);
      if (!answer.ok) await releaseEntry(indexDriver, reservation);
      return answer;
    } catch (error) {
      return afterThrow(() => releaseEntry(indexDriver, reservation), error);
    }
  }

  return {
    ...index,
    getGame: (gameId, token) => objectOf(gameId).getGame(gameId, token),
    makeMove: (gameId, token, input, forRules) => objectOf(gameId).makeMove(gameId, token, input, forRules),
    makeMoveMinimal: (gameId, token, input, forRules) =>
      objectOf(gameId).makeMoveMinimal(gameId, token, input, forRules),
    listEvents: (gameId, token, after) => objectOf(gameId).listEvents(gameId, token, after),
    stateAt: (gameId, token, at) => objectOf(gameId).stateAt(gameId, token, at),
    exportGame: (gameId, token) => objectOf(gameId).exportGame(gameId, token),
    auditGame: (gameId, token) => objectOf(gameId).auditGame(gameId, token),
    claimTimeout: (gameId, token) => objectOf(gameId).claimTimeout(gameId, token),
    joinGame: (gameId, input, as) => objectOf(gameId).joinGame(gameId, input, as),
    leaveGame: (gameId, token) => objectOf(gameId).leaveGame(gameId, token),
    applyDeadline: (gameId) => objectOf(gameId).applyDeadline(gameId),

    createGame(input, entry, idempotencyKey, as, _keep, claimed) {
      // A challenge entry comes keyed by its own claim (challenges.ts); a game by its `idempotencyKey`.
      if (claimed !== undefined) return createOnObject(input, entry, as, claimed);
      return once('game', idempotencyKey, as === undefined ? input : { input, as: as.id }, (_, claimed) =>
        createOnObject(input, entry, as, claimed),
      );
    },

    async watch(gameId, token, after, client) {
      const answer = await objectOf(gameId).watchStream(gameId, token, after, client);
      if (!answer.ok || answer.value === 'ended') return answer as Result<'ended', ServiceError>;
      return ok(fromNdjson(answer.value, fromLiveLine, (m) => m.bytes));
    },

    async openSocket(gameId, token, after, client, move) {
      const opened = await openedSocket(await objectOf(gameId).fetch(socketRequest({ gameId, token, after, client })));
      if (!opened.ok) return opened;
      // The socket's moves are made in the game's object, as a REST move is (by the caller's `move`: its quota).
      const makeMove = move ?? ((input) => objectOf(gameId).makeMove(gameId, token, input));
      return ok(opened.value === 'ended' ? endedSocket() : relayed(opened.value, makeMove, after));
    },
  };
}
