import { err, type Result } from '../../core/result.js';
import { problem, type ServiceError } from '../../service/errors.js';
import type { GameService } from '../../service/games.js';
import { redeemCommitment, usedError } from '../../service/commitments.js';
import type { Once } from '../../service/idempotency.js';
import type { Secrets } from '../../service/secrets.js';
import type { CommitmentStore } from '../../store/commitment-store.js';
import { liveMessage, type GameUpdate } from '../../service/live-message.js';
import type { SqlDriver } from '../../store/db.js';
import { PER_GAME_METHODS, type PerGameMethod } from './game-object.js';
import { claimCommitment, releaseCommitment, releaseEntry, reserveEntry } from './game-index.js';
import { fromNdjson } from './ndjson-stream.js';
import type { GameObjects, GameObjectStub } from './runtime-types.js';

/**
 * The game service as a Worker serves it: everything about game G runs in G's object (`GameObject`),
 * called over RPC with the same arguments and answers as the service itself, so REST and GraphQL
 * do not know the difference. What spans games (the lobby's list) reads the index through `index`.
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
  const objectOf = (gameId: string): GameObjectStub => objects.get(objects.idFromName(gameId));
  const forward = <K extends PerGameMethod>(method: K) =>
    ((gameId: string, ...rest: unknown[]) =>
      objectOf(gameId).call(method, [gameId, ...rest])) as unknown as GameService[K];
  const forwarded = Object.fromEntries(PER_GAME_METHODS.map((m) => [m, forward(m)])) as {
    [K in PerGameMethod]: GameService[K];
  };

  /** Creates the game in a new object (the index keeps what spans objects: commitments, entries). */
  async function createOnObject(
    input: Parameters<GameService['createGame']>[0],
    entry: Parameters<GameService['createGame']>[1],
  ): ReturnType<GameService['createGame']> {
    const gameId = secrets.gameId();
    const created = (input: Parameters<GameService['createGame']>[0]) =>
      objectOf(gameId).create(gameId, input, entry) as ReturnType<GameService['createGame']>;
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
        const answer = (await objectOf(gameId).create(gameId, input, entry, row)) as Awaited<
          ReturnType<GameService['createGame']>
        >;
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
      input.players.find((p): p is { name: string } => 'name' in p && !('bot' in p && p.bot !== undefined))?.name ?? '';
    const reservation = {
      challengeId: entry.challengeId,
      handleKey: entry.handleKey,
      name,
      gameId,
      enteredAt: clock(),
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
    ...forwarded,

    createGame(input, entry, idempotencyKey) {
      return once('game', idempotencyKey, input, () => createOnObject(input, entry));
    },

    async watch(gameId, token, after) {
      const answer = (await objectOf(gameId).watchStream(gameId, token, after)) as Result<
        ReadableStream<Uint8Array> | 'ended',
        ServiceError
      >;
      if (!answer.ok || answer.value === 'ended') return answer as Result<'ended', ServiceError>;
      return {
        ok: true,
        value: fromNdjson(
          answer.value,
          (line) => liveMessage(JSON.parse(line) as GameUpdate),
          (m) => m.bytes,
        ),
      };
    },
  };
}
