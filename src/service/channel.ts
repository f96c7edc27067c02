/**
 * A push-to-pull queue: producers `push`, one consumer iterates with `for await`. Written as an
 * object rather than an async generator so that `return()` (a client going away) ends it at once
 * even while the consumer waits; a generator would only notice at its next value.
 *
 * The queue is bounded by bytes, not by values: a consumer whose unread values add up to more than
 * `maxBytes` is ended instead of buffered further (a live stream's client then resumes from the last
 * version it got). Counting values let a slow reader of a big game hold hundreds of megabytes.
 */
export class Channel<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private queuedBytes = 0;
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private closed = false;
  private overflowed: () => void = () => {};
  /**
   * Settles when the channel ends because its consumer fell too far behind. A consumer stuck on a
   * client that reads nothing never asks for the end, so whoever holds the connection listens here to hang up.
   */
  readonly dropped = new Promise<void>((resolve) => (this.overflowed = resolve));

  constructor(
    private readonly maxBytes: number,
    /** What a value weighs in the budget (a live message: the bytes it will be sent as). */
    private readonly sizeOf: (value: T) => number,
    /** Runs once when the channel ends, whichever side ends it. */
    private readonly onClose: () => void = () => {},
  ) {}

  /** Queues `value`, or ends the channel when it would put the consumer more than the budget behind. */
  push(value: T): void {
    if (this.closed) return;
    if (this.waiting !== undefined) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value, done: false });
      return;
    }
    const bytes = this.sizeOf(value);
    if (this.queuedBytes + bytes > this.maxBytes) {
      // What is queued is dropped too: the client resumes from its last version and gets it all then.
      this.queue.length = 0;
      this.queuedBytes = 0;
      this.end();
      this.overflowed();
      return;
    }
    this.queue.push(value);
    this.queuedBytes += bytes;
  }

  /** No more values: the consumer gets what is queued, then the end. */
  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.onClose();
    if (this.waiting !== undefined) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value: undefined, done: true });
    }
  }

  get ended(): boolean {
    return this.closed;
  }

  /** Bytes pushed and not yet taken by the consumer. */
  get backlogBytes(): number {
    return this.queuedBytes;
  }

  next(): Promise<IteratorResult<T>> {
    if (this.queue.length > 0) {
      const value = this.queue.shift()!;
      this.queuedBytes -= this.sizeOf(value);
      return Promise.resolve({ value, done: false });
    }
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.queue.length = 0;
    this.queuedBytes = 0;
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
