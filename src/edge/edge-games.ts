import { err, type Result } from '../core/result.js';
import { Channel } from '../service/channel.js';
import { problem, type ServiceError } from '../service/errors.js';
import type { GameService } from '../service/games.js';
import type { Secrets } from '../service/secrets.js';
import { liveMessage, type GameUpdate, type LiveMessage } from '../service/live-message.js';
import { DEFAULT_WATCH_LIMITS, type LiveStream } from '../service/watch.js';
import type { SqlDriver } from '../store/db.js';
import { PER_GAME_METHODS, type PerGameMethod } from './game-object.js';
import { releaseEntry, reserveEntry } from './game-index.js';
import type { GameObjects, GameObjectStub } from './runtime-types.js';

/** Updates a Worker's stream may hold before a slow client is dropped (it resumes by version). */

/**
 * The game service as a Worker serves it: everything about game G runs in G's object (`GameObject`),
 * called over RPC with the same arguments and answers as the service itself, so REST and GraphQL
 * do not know the difference. What spans games (the lobby's list) reads the index through `index`.
 */
export function edgeGameService(index: GameService, objects: GameObjects, indexDriver: SqlDriver, secrets: Pick<Secrets, 'gameId'>, clock: () => number): GameService {
  const objectOf = (gameId: string): GameObjectStub => objects.get(objects.idFromName(gameId));
  const forward = <K extends PerGameMethod>(method: K) => ((gameId: string, ...rest: unknown[]) => objectOf(gameId).call(method, [gameId, ...rest])) as unknown as GameService[K];
  const forwarded = Object.fromEntries(PER_GAME_METHODS.map((m) => [m, forward(m)])) as { [K in PerGameMethod]: GameService[K] };

  return {
    ...index,
    ...forwarded,

    async createGame(input, entry) {
      const gameId = secrets.gameId();
      const created = (input: Parameters<GameService['createGame']>[0]) => objectOf(gameId).create(gameId, input, entry) as ReturnType<GameService['createGame']>;
      if (entry === undefined) return created(input);
      // One entry per handle across every object: the index's key decides, before the game exists.
      const name = input.players.find((p): p is { name: string } => 'name' in p && !('bot' in p && p.bot !== undefined))?.name ?? '';
      const reservation = { challengeId: entry.challengeId, handleKey: entry.handleKey, name, gameId, enteredAt: clock() };
      if (!(await reserveEntry(indexDriver, reservation))) {
        return err(problem('conflict', 'already-entered', `"${name}" has already entered ${entry.challengeId}; one entry per player handle`));
      }
      try {
        const answer = await created(input);
        if (!answer.ok) await releaseEntry(indexDriver, reservation);
        return answer;
      } catch (error) {
        await releaseEntry(indexDriver, reservation);
        throw error;
      }
    },

    async watch(gameId, token, after) {
      const answer = (await objectOf(gameId).watchStream(gameId, token, after)) as Result<ReadableStream<Uint8Array> | 'ended', ServiceError>;
      if (!answer.ok || answer.value === 'ended') return answer as Result<'ended', ServiceError>;
      return { ok: true, value: updatesOf(answer.value) };
    },
  };
}

/** The object's NDJSON stream as the updates the service's `watch` answers. */
function updatesOf(stream: ReadableStream<Uint8Array>): LiveStream {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  // Bounded by bytes like node's streams: a reader that falls behind is dropped and resumes by version.
  const channel = new Channel<LiveMessage>(DEFAULT_WATCH_LIMITS.maxBacklogBytes, (m) => m.bytes, () => void reader.cancel().catch(() => {}));
  void (async () => {
    let buffered = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += decoder.decode(value, { stream: true });
        let newline: number;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          channel.push(liveMessage(JSON.parse(buffered.slice(0, newline)) as GameUpdate));
          buffered = buffered.slice(newline + 1);
        }
      }
    } catch {
      // The object went away (evicted, or the stream was cancelled): the client resumes by version.
    }
    channel.end();
  })();
  return channel;
}
