/**
 * A game's WebSocket (`GET /v1/games/{id}/ws`): its live updates as an async iterator, and the
 * seat's moves sent on it, each answered by the frame that carries its `moveId` (the REST answer, or
 * the REST problem as a `RolltapeError`). A move's answer comes once the move is in the tape, as
 * over REST. Browser-safe: the runtime's `WebSocket`, or one given (node 20 has none).
 */
import { RolltapeError, type Problem } from './errors.js';
import type { MoveOf, RulesId } from './game-types.js';
import { AsyncQueue } from './queue.js';
import { newMoveId, type Transport } from './transport.js';
import type { GameUpdate, MoveResult } from './wire-types.js';

/** The standard WebSocket API, as much of it as this module uses. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  /** The close event: its `code` says why (1009: a message too big for the server). */
  addEventListener(type: 'close', listener: (event: { readonly code?: number }) => void): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface SocketOptions {
  /** The seat's token (sent as `access_token`: browsers' WebSockets cannot send headers); none: a spectator. */
  readonly token?: string | null;
  /** Resume after this version (the first update then holds every event after it). */
  readonly after?: number;
  /** The WebSocket class to use; default: the runtime's. */
  readonly WebSocket?: WebSocketConstructor;
}

/** An open socket: iterate its updates with `for await`, make moves with `move`, stop it with `close()`. */
export interface GameSocket<R extends RulesId = RulesId> extends AsyncIterableIterator<GameUpdate<R>> {
  /**
   * The version of the last update or answer given: every event up to it came in order (an answer that
   * came before an older update counts once that update is in). Resume a new socket `after` it.
   */
  readonly version: number | undefined;
  /** Whether moves can be sent on it now. */
  readonly open: boolean;
  /** Makes a move for the socket's seat; rejects with the server's problem as a `RolltapeError`. */
  move(
    move: MoveOf<R>,
    options?: { readonly expectedVersion?: number; readonly moveId?: string },
  ): Promise<MoveResult<R>>;
  close(): void;
}

const OPEN = 1;
/** RFC 6455 §7.4.1: the server closed the socket on a message too big for it (over 16 KiB: docs/live-play.md). */
const MESSAGE_TOO_BIG = 1009;
const encoder = new TextEncoder();

/** A frame the server sends: an update, or the answer to a move. */
type Frame =
  | { readonly event: 'update'; readonly data: GameUpdate<RulesId> }
  | { readonly event: 'moved'; readonly moveId: string | null; readonly data: MoveResult<RulesId> }
  | { readonly event: 'problem'; readonly moveId: string | null; readonly data: Problem };

/** Opens the socket; resolves once it is open, or rejects if it could not be (a refusal closes it at once). */
export function openSocket<R extends RulesId>(
  transport: Transport,
  gameId: string,
  options: SocketOptions = {},
): Promise<GameSocket<R>> {
  const Ctor = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  if (Ctor === undefined)
    return Promise.reject(new TypeError('this runtime has no WebSocket; pass one as `WebSocket`'));
  const url = transport
    .url(`/v1/games/${encodeURIComponent(gameId)}/ws`, {
      access_token: options.token ?? undefined,
      after: options.after,
    })
    .replace(/^http/, 'ws');
  const ws = new Ctor(url);
  const queue = new AsyncQueue<GameUpdate<R>>(() => ws.close(1000, 'done'));
  const waiting = new Map<
    string,
    { resolve(result: MoveResult<R>): void; reject(error: unknown): void; readonly message: string }
  >();
  const state = { version: options.after as number | undefined };
  /** Updates (answers) whose events do not follow on yet from the last one given, by version. */
  const early = new Map<number, GameUpdate<R>>();
  /** Whether `update` follows on from what was given: no event between the two is missing. */
  const follows = (update: GameUpdate<R>) =>
    state.version === undefined || update.events.length === 0 || update.events[0]!.seq <= state.version + 1;
  const give = (update: GameUpdate<R>) => {
    state.version = update.version;
    queue.push(update);
  };
  const seen = (update: GameUpdate<R>) => {
    // The answer to a move is its update too (the server does not send that update again).
    if (state.version !== undefined && update.version <= state.version) return;
    // An answer that came before an older update (a server that let it overtake one) waits for it, so
    // the older update's events are not dropped: every event is given once, in order.
    if (!follows(update)) return void early.set(update.version, update);
    give(update);
    for (const version of [...early.keys()].sort((a, b) => a - b)) {
      const next = early.get(version)!;
      if (version > state.version! && !follows(next)) break;
      early.delete(version);
      if (version > state.version!) give(next);
    }
  };
  ws.addEventListener('message', (event) => {
    if (typeof event.data !== 'string' || event.data === 'pong') return;
    const frame = JSON.parse(event.data) as Frame;
    if (frame.event === 'update') return seen(frame.data as GameUpdate<R>);
    const answer = frame.moveId === null ? undefined : waiting.get(frame.moveId);
    if (frame.moveId !== null) waiting.delete(frame.moveId);
    if (frame.event === 'moved') {
      const result = frame.data as MoveResult<R>;
      seen({ version: result.version, events: result.events, game: result.game });
      answer?.resolve(result);
    } else answer?.reject(new RolltapeError(frame.data));
  });
  ws.addEventListener('close', (event) => {
    queue.end();
    const unanswered = [...waiting.values()].map((w) => ({ ...w, bytes: encoder.encode(w.message).byteLength }));
    waiting.clear();
    // The server stops reading at the first message over its limit, so the longest unanswered one is over
    // it: it was not recorded, and sent again it would be refused again.
    const tooBig = event.code === MESSAGE_TOO_BIG ? Math.max(...unanswered.map((w) => w.bytes)) : Infinity;
    for (const w of unanswered) {
      if (w.bytes === tooBig) w.reject(tooBigError(w.bytes));
      // Unanswered: the move may or may not have landed. Retry it with the same moveId (it lands once).
      else w.reject(RolltapeError.local('network-error', 'the socket closed before the move was answered'));
    }
  });
  // Getters defined as getters (Object.assign would copy their values once).
  Object.defineProperties(queue, {
    version: { get: () => state.version },
    open: { get: () => ws.readyState === OPEN },
  });
  const socket = Object.assign(queue, {
    move(move: MoveOf<R>, moveOptions: { readonly expectedVersion?: number; readonly moveId?: string } = {}) {
      const moveId = moveOptions.moveId ?? newMoveId();
      return new Promise<MoveResult<R>>((resolve, reject) => {
        if (ws.readyState !== OPEN)
          return reject(RolltapeError.local('network-error', 'the socket is not open; nothing was sent'));
        const message = JSON.stringify({ type: 'move', move, expectedVersion: moveOptions.expectedVersion, moveId });
        waiting.set(moveId, { resolve, reject, message });
        ws.send(message);
      });
    },
    close() {
      ws.close(1000, 'done');
      queue.end();
    },
  });
  return new Promise((resolve, reject) => {
    ws.addEventListener('open', () => resolve(socket as unknown as GameSocket<R>));
    ws.addEventListener('error', () => {
      const unopened = RolltapeError.local('network-error', `the socket ${url.split('?')[0]} could not be opened`);
      // A WebSocket hides why the server refused the upgrade (a browser's never shows the answer):
      // the game's REST read, with the same token, makes the same checks and names the problem
      // (invalid-token, game-not-found, challenge-entry-private). If the read passes, the socket's
      // own trouble (the network, too many streams) stays a network-error.
      transport
        .json({
          method: 'GET',
          path: `/v1/games/${encodeURIComponent(gameId)}`,
          token: options.token,
          idempotent: false,
        })
        .then(
          () => reject(unopened),
          (error: unknown) => reject(error instanceof RolltapeError && error.status !== 0 ? error : unopened),
        );
    });
  });
}

/** A move the server's socket refused for its size (close code 1009). */
const tooBigError = (bytes: number): RolltapeError =>
  RolltapeError.local(
    'message-too-big',
    `the server closed the socket (1009, Message Too Big): this move's message is ${bytes} bytes, over its limit ` +
      'for one message (16 KiB); nothing was recorded, and it is refused again if sent again: send a smaller move',
  );
