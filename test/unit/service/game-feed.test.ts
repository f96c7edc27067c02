import { describe, expect, test } from 'vitest';
import { GameFeed, type FeedItem } from '../../../src/service/game-feed.js';

const item = (version: number): FeedItem => ({ loaded: { version } as FeedItem['loaded'], appended: [] });
const turn = () => new Promise((done) => setImmediate(done));

describe('GameFeed: fan-out of committed appends', () => {
  test('publish returns before any listener hears it, whatever the audience', () => {
    const feed = new GameFeed();
    let heard = 0;
    for (let i = 0; i < 1000; i++) feed.subscribe('g', () => heard++);
    feed.publish('g', item(2));
    expect(heard).toBe(0);
  });

  test('every listener hears every item, each in publish order, a slice per turn of the event loop', async () => {
    const feed = new GameFeed();
    const heard: number[][] = Array.from({ length: 600 }, () => []);
    for (const got of heard) feed.subscribe('g', (it) => got.push(it.loaded.version));
    feed.publish('g', item(2));
    feed.publish('g', item(3));
    await turn();
    // One turn reaches at most a slice of the 1,200 deliveries: the rest wait for the next turns.
    const afterOne = heard.reduce((n, h) => n + h.length, 0);
    expect(afterOne).toBeGreaterThan(0);
    expect(afterOne).toBeLessThan(1200);
    for (let i = 0; i < 100 && heard.some((h) => h.length < 2); i++) await turn();
    for (const got of heard) expect(got).toEqual([2, 3]);
  });

  test('a listener gone before its turn hears nothing; other games are not held up', async () => {
    const feed = new GameFeed();
    const heard: string[] = [];
    const stop = feed.subscribe('a', () => heard.push('a'));
    feed.subscribe('b', () => heard.push('b'));
    feed.publish('a', item(2));
    feed.publish('b', item(2));
    stop();
    expect(feed.listenerCount('a')).toBe(0);
    await turn();
    expect(heard).toEqual(['b']);
  });
});
