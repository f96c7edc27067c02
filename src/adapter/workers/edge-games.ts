import { err, ok, type Result } from '../../core/result.js';
import { problem, type ServiceError } from '../../service/errors.js';
import type { GameService } from '../../service/games.js';
import { redeemCommitment, usedError } from '../../service/commitments.js';
import type { Once } from '../../service/idempotency.js';
import type { Secrets } from '../../service/secrets.js';
import type { CommitmentStore } from '../../store/commitment-store.js';
import type { SqlDriver } from '../../store/db.js';
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
  indexDriver: SqlDriver,
  commitments: CommitmentStore,
  secrets: Secrets,
  clock: () => number,
  once: Once,
): GameService {
  const objectOf = (gameId: string): GameObjectRpc => objects.get(objects.idFromName(gameId));

  /** Creates the game in a new object (the index keeps what spans objects: commitments, entries). */
  async function createOnObject(
    input: Parameters<GameService['createGame']>[0],
    entry: Parameters<GameService['createGame']>[1],
    as: Parameters<GameService['createGame']>[3],
  ): ReturnType<GameService['createGame']> {
    const gameId = secrets.gameId();
    const created = (input: Parameters<GameService['createGame']>[0]) =>
      objectOf(gameId).create(gameId, input, entry, undefined, as);
    if (entry === undefined && input.commitment !== undefined) {
      // Commit first: the commitment is spent in the index (once across every object), then
      // handed to the game's object, which creates the game with it as node does.
      const commitmentId = input.commitment;
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
        const answer = await objectOf(gameId).create(gameId, input, entry, row, as);
        if (!answer.ok) await release();
        return answer;
      } catch (error) {
        await release();
        throw error;
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
    if (!(await reserveEntry(indexDriver, reservation))) {
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
      await releaseEntry(indexDriver, reservation);
      throw error;
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

    createGame(input, entry, idempotencyKey, as) {
      return once('game', idempotencyKey, as === undefined ? input : { input, as: as.id }, () =>
        createOnObject(input, entry, as),
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
