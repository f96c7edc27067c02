/**
 * The live stream of a game (`GET /v1/games/{id}/stream`) as an async iterator of updates. Browsers
 * use EventSource (it reconnects by itself, sending the last version as `Last-Event-ID`); node 20 and
 * other runtimes without it read the stream with fetch and reconnect the same way. Either way an
 * update is never skipped: a reconnection resumes after the last version received.
 */
import { isProblem, RolltapeError } from './errors.js';
import type { RulesId } from './game-types.js';
import { AsyncQueue } from './queue.js';
import { readSse } from './sse.js';
import { sleep, type Transport } from './transport.js';
import type { GameUpdate } from './wire-types.js';

export interface StreamOptions {
  /** The seat's token; without it the stream carries the spectator's view. */
  readonly token?: string | null;
  /** Resume after this version (the first update then holds every event after it). */
  readonly after?: number;
  /** `auto` (default): EventSource where the runtime has one, else fetch. */
  readonly transport?: 'auto' | 'eventsource' | 'fetch';
  /** Stops the stream (the iteration then ends). */
  readonly signal?: AbortSignal;
}

/** A running stream: iterate it with `for await`, stop it with `close()` or by breaking out of the loop. */
export interface GameStream<R extends RulesId = RulesId> extends AsyncIterableIterator<GameUpdate<R>> {
  /** The version of the last update received (where a reconnection resumes). */
  readonly version: number | undefined;
  close(): void;
}

/** How long to wait before reconnecting when the server has not said (its `retry` field). */
const DEFAULT_RETRY_MS = 2000;

export function openStream<R extends RulesId>(
  transport: Transport,
  gameId: string,
  options: StreamOptions = {},
): GameStream<R> {
  const stop = new AbortController();
  options.signal?.addEventListener('abort', () => stop.abort(options.signal?.reason), { once: true });
  const queue = new AsyncQueue<GameUpdate<R>>(() => stop.abort());
  const state = { version: options.after };
  const deliver = (update: GameUpdate<R>): boolean => {
    state.version = update.version;
    queue.push(update);
    // The server ends the stream with the game; resuming would only answer 204.
    if (update.game.status === 'over') {
      queue.end();
      stop.abort();
      return true;
    }
    return false;
  };
  const path = `/v1/games/${encodeURIComponent(gameId)}/stream`;
  const EventSourceCtor = (globalThis as { EventSource?: typeof EventSource }).EventSource;
  const useEventSource =
    options.transport === 'eventsource' || (options.transport !== 'fetch' && EventSourceCtor !== undefined);
  if (useEventSource) {
    if (EventSourceCtor === undefined) throw new TypeError('this runtime has no EventSource');
    viaEventSource(
      EventSourceCtor,
      transport.url(path, { access_token: options.token ?? undefined, after: options.after }),
      deliver,
      queue,
      stop.signal,
    );
  } else {
    void viaFetch(transport, path, options.token ?? null, state, deliver, queue, stop.signal);
  }
  const stream = Object.assign(queue, {
    close: () => {
      stop.abort();
      queue.end();
    },
  });
  Object.defineProperty(stream, 'version', { get: () => state.version });
  return stream as unknown as GameStream<R>;
}

function viaEventSource<R extends RulesId>(
  Ctor: typeof EventSource,
  url: string,
  deliver: (u: GameUpdate<R>) => boolean,
  queue: AsyncQueue<GameUpdate<R>>,
  signal: AbortSignal,
): void {
  const source = new Ctor(url);
  signal.addEventListener('abort', () => source.close(), { once: true });
  source.addEventListener('update', (message) => {
    try {
      if (deliver(JSON.parse((message as MessageEvent<string>).data) as GameUpdate<R>)) source.close();
    } catch (cause) {
      source.close();
      queue.end(RolltapeError.local('bad-response', 'a stream message was not JSON', cause));
    }
  });
  source.addEventListener('error', () => {
    // EventSource retries by itself while CONNECTING; CLOSED means it gave up (an HTTP error, or
    // 204 for a game that is over and fully delivered). It cannot tell us which, so say so.
    if (source.readyState === Ctor.CLOSED && !signal.aborted)
      queue.end(
        RolltapeError.local(
          'stream-failed',
          `the stream ${url.split('?')[0]} closed (game over, unknown, or a bad token)`,
        ),
      );
  });
}

async function viaFetch<R extends RulesId>(
  transport: Transport,
  path: string,
  token: string | null,
  state: { version: number | undefined },
  deliver: (u: GameUpdate<R>) => boolean,
  queue: AsyncQueue<GameUpdate<R>>,
  signal: AbortSignal,
): Promise<void> {
  let retryMs = DEFAULT_RETRY_MS;
  while (!signal.aborted) {
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (state.version !== undefined) headers['last-event-id'] = String(state.version);
      const response = await transport.send({ method: 'GET', path, token, headers, idempotent: true, signal });
      if (response.status === 204) return queue.end();
      if (!response.ok || response.body === null) {
        const body: unknown = await response.json().catch(() => null);
        return queue.end(
          isProblem(body)
            ? new RolltapeError(body)
            : RolltapeError.local('bad-response', `the stream answered ${response.status}`),
        );
      }
      for await (const message of readSse(response.body)) {
        if (message.retry !== undefined) retryMs = message.retry;
        if (message.event !== 'update') continue;
        if (deliver(JSON.parse(message.data) as GameUpdate<R>)) return;
      }
    } catch (error) {
      if (signal.aborted) return;
      // A network error after the retries, or the connection dropped mid-stream: wait and resume.
      if (error instanceof RolltapeError && error.code !== 'network-error') return queue.end(error);
    }
    await sleep(retryMs, signal).catch(() => {});
  }
}
