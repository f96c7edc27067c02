import { Channel } from '../../service/channel.js';
import { DEFAULT_WATCH_LIMITS, type GameUpdate, type LiveMessage } from '../../service/watch.js';

/**
 * Live messages between an object and the Worker that serves them: NDJSON bytes over RPC (a
 * ReadableStream), each message's JSON already serialized once for every viewer of it, and `stop`,
 * which the Worker calls when its client goes away. Cancelling the stream is not enough: workerd
 * does not pass a cancel over RPC back to the object's side (its pump only fails at the next write,
 * and leaves the source waiting), so the object would hold the stream, and its slot, for ever.
 */
export interface LiveLines {
  readonly lines: ReadableStream<Uint8Array>;
  /** Ends the object's side of the stream now (an RPC stub on the Worker: it answers a promise). */
  stop(): void | Promise<void>;
}

/** The object's side: `messages` as NDJSON lines, until they end or the Worker calls `stop`. */
export function toNdjson<T>(messages: AsyncIterableIterator<T>, jsonOf: (message: T) => string): LiveLines {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  void (async () => {
    try {
      for await (const message of messages) await writer.write(encoder.encode(`${jsonOf(message)}\n`));
      await writer.close();
    } catch {
      // The Worker's side went away: stop listening.
      void messages.return?.();
    }
  })();
  return { lines: readable, stop: () => void messages.return?.() };
}

/**
 * The object's NDJSON stream as a live stream on the Worker's side, bounded by bytes like node's
 * streams: a reader that falls behind is dropped (`dropped` settles) and resumes by version or stamp.
 * However the channel ends, the object's side is stopped too.
 */
export function fromNdjson<T>(live: LiveLines, parse: (line: string) => T, sizeOf: (message: T) => number): Channel<T> {
  const reader = live.lines.getReader();
  const decoder = new TextDecoder();
  const channel = new Channel<T>(DEFAULT_WATCH_LIMITS.maxBacklogBytes, sizeOf, () => {
    void reader.cancel().catch(() => {});
    // The object may be gone already (evicted, redeployed): nothing is left to stop then.
    void Promise.resolve()
      .then(() => live.stop())
      .catch(() => {});
  });
  void (async () => {
    let buffered = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffered += decoder.decode(value, { stream: true });
        let newline: number;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          channel.push(parse(buffered.slice(0, newline)));
          buffered = buffered.slice(newline + 1);
        }
      }
    } catch {
      // The object went away (evicted, or the stream was cancelled): the client resumes.
    }
    channel.end();
  })();
  return channel;
}

/**
 * A game's live message as one line of the object's stream: its version, a space, then its JSON as
 * the object serialized it once per seat. The Worker sends that JSON on as it came (SSE) and parses
 * it only where a resolver needs the object (GraphQL subscriptions).
 */
export const liveLine = (message: Pick<LiveMessage, 'version' | 'json'>): string =>
  `${message.version} ${message.json}`;

const encoder = new TextEncoder();

/** The message of a `liveLine`, its JSON passed through untouched. */
export const fromLiveLine = (line: string): LiveMessage => new LineMessage(line);

/**
 * A class rather than an object literal with `get update()`: V8 gives each such literal (its getter
 * a new closure) a hidden class of its own in the old generation, which keeps what it holds alive
 * past young collections (measured on node for the same shape: service/live-message.ts).
 */
class LineMessage implements LiveMessage {
  readonly version: number;
  readonly json: string;
  readonly bytes: number;
  private parsed: GameUpdate | undefined;

  constructor(line: string) {
    const space = line.indexOf(' ');
    this.version = Number(line.slice(0, space));
    this.json = line.slice(space + 1);
    this.bytes = encoder.encode(this.json).byteLength;
  }

  get update(): GameUpdate {
    return (this.parsed ??= JSON.parse(this.json) as GameUpdate);
  }
}
