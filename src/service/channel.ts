/**
 * A push-to-pull queue: producers `push`, one consumer iterates with `for await`. Written as an
 * object rather than an async generator so that `return()` (a client going away) ends it at once
 * even while the consumer waits; a generator would only notice at its next value.
 *
 * A consumer that falls more than `capacity` values behind is ended instead of buffered without
 * bound; a live stream's client then resumes from the last version it got.
 */
export class Channel<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private closed = false;

  constructor(
    private readonly capacity: number,
    /** Runs once when the channel ends, whichever side ends it. */
    private readonly onClose: () => void = () => {},
  ) {}

  push(value: T): void {
    if (this.closed) return;
    if (this.waiting !== undefined) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value, done: false });
    } else if (this.queue.length >= this.capacity) {
      this.end();
    } else {
      this.queue.push(value);
    }
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

  next(): Promise<IteratorResult<T>> {
    if (this.queue.length > 0) return Promise.resolve({ value: this.queue.shift()!, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.queue.length = 0;
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
