/**
 * A stream slot is held only while someone can read the stream. On the real node server (its own
 * process, `ROLLTAPE_STREAMS_PER_CLIENT=2`): a HEAD of a stream route is refused before any slot is
 * taken (hono ran the GET handler for a HEAD and dropped the body without cancelling it, so its slot
 * was never given back), and a GET the client hangs up on at once gives its slot back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawnServer } from '../support/server-process.js';

const PER_CLIENT = 2;
let url: string;
let stop: () => void;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'rolltape-stream-head-'));
  const server = await spawnServer({
    DATABASE_URL: `file:${join(dir, 'rolltape.db')}`,
    ROLLTAPE_STREAMS_PER_CLIENT: String(PER_CLIENT),
    ROLLTAPE_SECRET: 'stream-head-test-secret',
  });
  url = server.url;
  stop = () => {
    server.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
});
afterAll(() => stop?.());

async function newGame(): Promise<string> {
  const created = await fetch(`${url}/v1/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: 'circuit-racer', players: [{ name: 'Ada' }] }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { game: { id: string } }).game.id;
}

async function todaysChallenge(): Promise<string> {
  const daily = (await (await fetch(`${url}/v1/challenges/daily`)).json()) as { challenges: { id: string }[] };
  return daily.challenges[0]!.id;
}

/** Every open stream of the test, cancelled at the end of each test so the next starts with free slots. */
const open: ReadableStreamDefaultReader<Uint8Array>[] = [];
const closeAll = async () => {
  for (const reader of open.splice(0)) await reader.cancel();
};

/** A GET of `path` whose answer is kept open (its first bytes read, so the stream is surely under way). */
async function follow(path: string): Promise<number> {
  const answer = await fetch(`${url}${path}`);
  if (answer.status === 200) {
    const reader = answer.body!.getReader();
    open.push(reader);
    const first = await reader.read();
    expect(first.done).toBe(false);
  } else await answer.body?.cancel();
  return answer.status;
}

/** Retries `follow` until it is answered 200 (a hang-up reaches the server a moment later), for at most 5 s. */
async function followOnceFree(path: string): Promise<number> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const status = await follow(path);
    if (status === 200 || Date.now() > deadline) return status;
    await new Promise((done) => setTimeout(done, 50));
  }
}

const streamRoutes: readonly [string, () => Promise<string>][] = [
  ['a game stream', async () => `/v1/games/${await newGame()}/stream`],
  // Today's challenge: a closed day's stream ends after its final board, and its slot with it.
  ['a leaderboard stream', async () => `/v1/challenges/${await todaysChallenge()}/leaderboard/stream`],
];

describe.each(streamRoutes)('HEAD of %s takes no slot', (_, pathOf) => {
  test(`${PER_CLIENT + 1} HEADs are refused 405 (Allow: GET, OPTIONS), then ${PER_CLIENT} GETs are all answered, the next is 429`, async () => {
    const path = await pathOf();
    try {
      for (let i = 0; i <= PER_CLIENT; i++) {
        const head = await fetch(`${url}${path}`, { method: 'HEAD' });
        expect(head.status).toBe(405);
        expect(head.headers.get('allow')).toBe('GET, OPTIONS');
        expect(await head.text()).toBe('');
      }
      for (let i = 0; i < PER_CLIENT; i++) expect(await follow(path)).toBe(200);
      // The cap is live: the slots above are the only ones this address holds.
      expect(await follow(path)).toBe(429);
    } finally {
      await closeAll();
    }
  });
});

describe('HEAD of the WebSocket route takes no slot', () => {
  test('with or without Upgrade: websocket it is refused 405, and the slots stay free', async () => {
    const id = await newGame();
    const upgrade = {
      upgrade: 'websocket',
      connection: 'Upgrade',
      'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      'sec-websocket-version': '13',
    };
    try {
      for (const headers of [{}, upgrade, {}, upgrade]) {
        const status = await rawHead(`/v1/games/${id}/ws`, headers);
        expect(status).toBe(405);
      }
      for (let i = 0; i < PER_CLIENT; i++) expect(await follow(`/v1/games/${id}/stream`)).toBe(200);
    } finally {
      await closeAll();
    }
  });
});

describe.each(streamRoutes)('a GET of %s the client hangs up on at once gives its slot back', (_, pathOf) => {
  test.each([
    ['before the answer comes', 'request'],
    ['once the answer has started, before its first message is read', 'response'],
  ] as const)('hung up %s', async (_when, at) => {
    const path = await pathOf();
    try {
      for (let i = 0; i < PER_CLIENT + 1; i++) await hangUpOn(path, at);
      for (let i = 0; i < PER_CLIENT; i++) expect(await followOnceFree(path)).toBe(200);
    } finally {
      await closeAll();
    }
  });
});

/** A HEAD of `path` through node's own client (fetch cannot send `Upgrade`); answers its status. */
function rawHead(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${url}${path}`, { method: 'HEAD', headers }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode!));
    });
    // node hands an answer to an Upgrade request that is not a 101 to 'response', as any other.
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      done(res.statusCode!);
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * Opens a GET of `path` and destroys its connection as soon as the request is sent or the answer's
 * head arrives. A 429 (the previous hang-up has not reached the server yet) is tried again, for at most 5 s.
 */
async function hangUpOn(path: string, at: 'request' | 'response'): Promise<void> {
  const deadline = Date.now() + 5_000;
  while ((await hangUpOnce(path, at)) === 429 && Date.now() < deadline)
    await new Promise((done) => setTimeout(done, 50));
}

function hangUpOnce(path: string, at: 'request' | 'response'): Promise<number | undefined> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${url}${path}`, { method: 'GET', agent: false }, (res) => {
      req.destroy();
      if (res.statusCode === 200 || res.statusCode === 429) done(res.statusCode);
      else fail(new Error(`GET ${path} answered ${res.statusCode}`));
    });
    req.on('error', (error: NodeJS.ErrnoException) => (at === 'request' ? done(undefined) : fail(error)));
    if (at === 'request')
      req.on('finish', () => {
        req.destroy();
        done(undefined);
      });
    req.end();
  });
}
