/**
 * A live stream as a subscription's iterator, each item mapped by `pick`. Hand-written rather than an
 * async generator: a client that unsubscribes must reach the stream's `return()` at once, while a
 * generator would only see it after its pending `next()` settles (the next update, maybe never).
 */
export function mappedStream<T, U>(stream: AsyncIterator<T>, pick: (item: T) => U): AsyncIterableIterator<U> {
  const it: AsyncIterableIterator<U> = {
    next: async () => {
      const next = await stream.next();
      return next.done ? { value: undefined, done: true } : { value: pick(next.value), done: false };
    },
    return: async () => {
      await stream.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}
