/**
 * A stream slot is held only while someone can read the stream, on Workers as on node
 * (test/int/stream-slots-head.test.ts): the slots are counted in the game's Durable Object, which a
 * HEAD of a live route never reaches (refused 405 before anything runs), and a GET the client
 * cancels before its first update gives its slot back there.
 */
import { describe, expect, test } from 'vitest';
import { DEFAULT_STREAM_LIMITS } from '../../src/service/stream-slots.js';
import { createRacer, direct, json } from './helpers.js';

const { perClient } = DEFAULT_STREAM_LIMITS;
const from = (address: string, headers: Record<string, string> = {}) => ({ 'cf-connecting-ip': address, ...headers });

/** A GET of `path` from `address`, kept open until the test cancels the answer; its status. */
async function follow(path: string, address: string, open: Response[]): Promise<number> {
  const answer = await direct.get(path, from(address));
  if (answer.status === 200) open.push(answer);
  else await answer.body?.cancel();
  return answer.status;
}

/** Retries a GET of `path` until it is answered 200 (a cancel reaches the object a moment later), for at most 5 s. */
async function followOnceFree(path: string, address: string, open: Response[]): Promise<number> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const status = await follow(path, address, open);
    if (status === 200 || Date.now() > deadline) return status;
    await new Promise((done) => setTimeout(done, 20));
  }
}

describe('workerd: a HEAD of a live route takes no slot in the game object', () => {
  test(`${perClient + 1} HEADs of the stream and of the WebSocket are refused 405, then a GET from the same address is answered`, async () => {
    const { id } = await createRacer();
    const address = '203.0.113.41';
    const upgrade = { upgrade: 'websocket', connection: 'Upgrade' };
    for (let i = 0; i <= perClient; i++) {
      const [path, headers] = i % 2 === 0 ? [`/v1/games/${id}/stream`, {}] : [`/v1/games/${id}/ws`, upgrade];
      const head = await direct.request('HEAD', path, undefined, from(address, headers));
      expect([path, head.status, head.headers.get('allow')]).toEqual([path, 405, 'GET, OPTIONS']);
      expect(head.webSocket ?? null).toBeNull();
      expect(await head.text()).toBe('');
    }
    const open: Response[] = [];
    expect(await follow(`/v1/games/${id}/stream`, address, open)).toBe(200);
    for (const answer of open) await answer.body!.cancel();
  });

  test('a HEAD of the leaderboard stream is refused 405 as well', async () => {
    const head = await direct.request('HEAD', '/v1/challenges/circuit-racer-2026-11-22/leaderboard/stream');
    expect([head.status, head.headers.get('allow'), await head.text()]).toEqual([405, 'GET, OPTIONS', '']);
  });
});

/** Today's challenge: a closed day's leaderboard stream ends after its final board, and its slot with it. */
async function todaysChallenge(): Promise<string> {
  return (await json(await direct.get('/v1/challenges/daily'))).challenges[0].id;
}

describe.each([
  ['a game stream', 'the game object', async () => `/v1/games/${(await createRacer()).id}/stream`],
  [
    'a leaderboard stream',
    'the challenge object',
    async () => `/v1/challenges/${await todaysChallenge()}/leaderboard/stream`,
  ],
])('workerd: %s cancelled before its first update gives its slot back in %s', (_, _object, pathOf) => {
  test(`${perClient + 1} streams cancelled at once from one address, then ${perClient} held ones`, async () => {
    const path = await pathOf();
    const address = `203.0.113.${path.includes('leaderboard') ? 43 : 42}`;
    const abandoned: Response[] = [];
    for (let i = 0; i <= perClient; i++) {
      expect(await followOnceFree(path, address, abandoned)).toBe(200);
      await abandoned.pop()!.body!.cancel();
    }
    const open: Response[] = [];
    for (let i = 0; i < perClient; i++) expect(await followOnceFree(path, address, open)).toBe(200);
    for (const answer of open) await answer.body!.cancel();
  });
});
