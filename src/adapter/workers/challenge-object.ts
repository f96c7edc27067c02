import { DurableObject } from 'cloudflare:workers';
import { watchLimitsFromEnv } from '../../api/limits-env.js';
import { err, ok, type Result } from '../../core/result.js';
import { rulebook } from '../../games/index.js';
import { problem, type ServiceError } from '../../service/errors.js';
import { makeLeaderboardLive, type LeaderboardLive } from '../../service/leaderboard-live.js';
import { makeServices } from '../../service/services.js';
import { EventStore } from '../../store/event-store.js';
import { databaseFor, type Env } from './bindings.js';
import { toNdjson, type LiveLines } from './ndjson-stream.js';
import type { ObjectState } from './runtime-types.js';

/**
 * One daily challenge's live leaderboard: a Durable Object named by the challenge's id, holding
 * the followers of its board. Entries are played in their own game objects, in any isolate; each
 * tells this object when it starts or finishes (after its index row is written), and the board is
 * read from the index (D1) once per change and sent to every follower. It keeps nothing in storage.
 */
export class ChallengeObject extends DurableObject<Env> {
  private live: LeaderboardLive | undefined;

  constructor(state: ObjectState, env: Env) {
    super(state as never, env);
  }

  /** A follower's boards (its top `limit`), as NDJSON; `after`: the stamp of the board it has. */
  async follow(
    challengeId: string,
    limit: number,
    after: string | undefined,
    client: string | undefined,
  ): Promise<Result<LiveLines, ServiceError>> {
    const live = this.liveBoards();
    if (live === undefined) return unavailable();
    const boards = await live.watchLeaderboard(challengeId, limit, after, client);
    if (!boards.ok) return boards;
    return ok(toNdjson(boards.value, (message) => message.json));
  }

  /** An entry of the challenge started or finished (its game object says so once its index row is written). */
  async entryChanged(challengeId: string): Promise<void> {
    // The entry's move is not held up by the board's read; the open streams keep this object alive meanwhile.
    void this.liveBoards()?.leaderboardChanged(challengeId);
  }

  private liveBoards(): LeaderboardLive | undefined {
    if (this.live !== undefined) return this.live;
    const secret = this.env.ROLLTAPE_SECRET;
    if (!secret) return undefined;
    const { db, driver } = databaseFor(this.env);
    const limits = watchLimitsFromEnv(this.env as unknown as Record<string, unknown>);
    const { challenges } = makeServices({
      db,
      store: new EventStore(db, driver),
      rulebook,
      secret,
      watchLimits: limits,
    });
    return (this.live = makeLeaderboardLive(challenges!, limits));
  }
}

const unavailable = (): Result<never, ServiceError> =>
  err(problem('unavailable', 'challenges-unavailable', 'daily challenges need a server secret: set ROLLTAPE_SECRET'));
