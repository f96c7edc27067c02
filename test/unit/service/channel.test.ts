import { describe, expect, test } from 'vitest';
import { Channel } from '../../../src/service/channel.js';

const ofLength = (s: string): number => s.length;

describe('Channel: the queue behind a live stream', () => {
  test('values come out in order, queued or awaited', async () => {
    const c = new Channel<number>(1000, () => 1);
    c.push(1);
    const waiting = (async () => {
      const got: number[] = [];
      for await (const v of c) got.push(v);
      return got;
    })();
    c.push(2);
    c.push(3);
    c.end();
    expect(await waiting).toEqual([1, 2, 3]);
  });

  test('return() ends a consumer that is waiting, at once, and runs onClose once', async () => {
    let closed = 0;
    const c = new Channel<number>(
      1000,
      () => 1,
      () => closed++,
    );
    const next = c.next();
    await c.return();
    expect(await next).toEqual({ value: undefined, done: true });
    c.end();
    expect(closed).toBe(1);
  });

  test('it is bounded by bytes: many small values fit where one big one does not', async () => {
    const small = new Channel<string>(100, ofLength);
    for (let i = 0; i < 50; i++) small.push('ab');
    expect(small.ended).toBe(false);
    expect(small.backlogBytes).toBe(100);

    const big = new Channel<string>(100, ofLength);
    big.push('x'.repeat(60));
    expect(big.ended).toBe(false);
    big.push('y'.repeat(60));
    expect(big.ended).toBe(true);
  });

  test('a consumer more than the budget behind is dropped: the queue is freed, `dropped` settles, the iteration ends', async () => {
    const c = new Channel<string>(10, ofLength);
    let dropped = false;
    void c.dropped.then(() => (dropped = true));
    c.push('12345');
    c.push('67890');
    c.push('!');
    expect(c.ended).toBe(true);
    expect(c.backlogBytes).toBe(0);
    await Promise.resolve();
    expect(dropped).toBe(true);
    expect(await c.next()).toEqual({ value: undefined, done: true });
  });

  test('what the consumer takes no longer counts against it', async () => {
    const c = new Channel<string>(10, ofLength);
    for (let i = 0; i < 100; i++) {
      c.push('123456');
      expect((await c.next()).value).toBe('123456');
    }
    expect(c.ended).toBe(false);
    expect(c.backlogBytes).toBe(0);
  });

  test('a value handed straight to a waiting consumer is never counted, and the end is not a drop', async () => {
    const c = new Channel<string>(3, ofLength);
    let dropped = false;
    void c.dropped.then(() => (dropped = true));
    const next = c.next();
    c.push('longer than the budget');
    expect((await next).value).toBe('longer than the budget');
    c.end();
    await Promise.resolve();
    expect(dropped).toBe(false);
  });
});
