import type { Context } from 'hono';
import type { LiveMessage } from '../../service/watch.js';
import { memoSlot } from '../../service/memo-slot.js';

const encoder = new TextEncoder();

/**
 * Each message's SSE frame, encoded once: every subscriber of the same seat gets the same message
 * object, so they share one byte array too (a socket that cannot take it yet holds a reference, not a copy).
 */
const frames = memoSlot<LiveMessage, Uint8Array>('SSE frame');

function frameOf(message: LiveMessage): Uint8Array {
  return (
    frames.get(message) ??
    frames.set(message, encoder.encode(`event: update\nid: ${message.version}\ndata: ${message.json}\n\n`))
  );
}

/**
 * A Server-Sent Events answer over a live stream (a game's `update`s unless `frame` says otherwise). It pulls a message only when the connection has
 * taken the last one, so messages wait in the stream's byte-bounded queue (where a laggard is
 * dropped), never in an unbounded socket buffer. A dropped subscriber is hung up on: its client
 * reconnects with `Last-Event-ID` and gets everything it missed in one message.
 */
export function sseResponse<T extends object = LiveMessage>(
  c: Context,
  updates: AsyncIterableIterator<T> & { readonly dropped: Promise<void> },
  options: { readonly heartbeatMs: number; readonly retryMs: number; readonly frame?: (message: T) => Uint8Array },
): Response {
  const frame = options.frame ?? (frameOf as unknown as (message: T) => Uint8Array);
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  // The first message also tells EventSource how long to wait before it reconnects.
  let retry: Uint8Array | undefined = encoder.encode(`retry: ${options.retryMs}\n`);
  let closed = false;
  const stop = () => {
    clearInterval(heartbeat);
    void updates.return?.();
  };
  // Both the end of the updates and a drop may close the body; closing twice would throw.
  const close = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    if (closed) return;
    closed = true;
    controller.close();
  };
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        // A comment keeps proxies from closing a quiet stream; none is queued for a client that reads nothing.
        heartbeat = setInterval(() => {
          if (!closed && (controller.desiredSize ?? 0) >= 0) controller.enqueue(encoder.encode(': heartbeat\n\n'));
        }, options.heartbeatMs);
        void updates.dropped.then(() => {
          stop();
          // Ended, not errored: an error would be logged once per laggard, and the client reconnects either way.
          close(controller);
          hangUp(c);
        });
      },
      async pull(controller) {
        const next = await updates.next();
        if (next.done) {
          stop();
          close(controller);
        } else if (!closed) {
          const bytes = frame(next.value);
          controller.enqueue(retry === undefined ? bytes : concat(retry, bytes));
          retry = undefined;
        }
      },
      cancel: () => {
        closed = true;
        stop();
      },
    },
    { highWaterMark: 0 },
  );
  return c.body(body, 200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', vary: 'Authorization' });
}

/** Closes the connection under a response that is stuck writing to a client that does not read (node); elsewhere closing the body is enough. */
export function hangUp(c: Context): void {
  (c.env as { outgoing?: { destroy?(): void } } | undefined)?.outgoing?.destroy?.();
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.byteLength + b.byteLength);
  out.set(a);
  out.set(b, a.byteLength);
  return out;
}
