import { describe, expect, test } from 'vitest';
import { Channel } from '../../../src/service/channel.js';

describe('Channel: the queue behind a live stream', () => {
  test('values come out in order, queued or awaited', async () => {
    const c = new Channel<number>(10);
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
    const c = new Channel<number>(10, () => closed++);
    const next = c.next();
    await c.return();
    expect(await next).toEqual({ value: undefined, done: true });
    c.end();
    expect(closed).toBe(1);
  });

  test('a consumer that falls too far behind is ended rather than buffered without end', async () => {
    const c = new Channel<number>(2);
    for (let i = 0; i < 5; i++) c.push(i);
    expect(c.ended).toBe(true);
    const got: number[] = [];
    for await (const v of c) got.push(v);
    expect(got).toEqual([0, 1]);
  });
});
