/**
 * Turn deadlines that apply themselves on node: no one claims the timeout, the server's timer plays
 * the late seat; a deadline that passes while the server is down is applied when it starts again.
 * No timing is asserted beyond "applied within a bounded wait".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { startServer } from '../../src/server.js';

type Json = any;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rolltape-deadline-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const createTimed = async (url: string): Promise<{ id: string; token: string; game: Json }> => {
  const response = await fetch(`${url}/v1/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: 'circuit-racer', players: [{ name: 'Ada' }], turnSeconds: 5 }),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as Json;
  return { id: body.game.id, token: body.seats[0].token, game: body.game };
};

const eventsOf = async (url: string, id: string): Promise<Json[]> =>
  ((await (await fetch(`${url}/v1/games/${id}/events`)).json()) as Json).events;

/** Polls until the tape holds a move marked `timeout`, for at most `ms`. */
async function timedOutMoves(url: string, id: string, ms: number): Promise<Json[]> {
  const until = Date.now() + ms;
  for (;;) {
    const moves = (await eventsOf(url, id)).filter((e) => e.type === 'MoveMade' && e.data.timeout === true);
    if (moves.length > 0 || Date.now() > until) return moves;
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('turn deadlines apply themselves on node', () => {
  test('a late seat is played by the default bot without anyone claiming it, and the game audits', async () => {
    const server = await startServer({ port: 0, dataDir: dir, secret: 'deadline-test-secret-0123' });
    try {
      const { id, game } = await createTimed(server.url);
      expect(game.deadline).not.toBeNull();
      const moves = await timedOutMoves(server.url, id, 15_000);
      expect(moves.length).toBeGreaterThan(0);
      // Nobody claimed it: the server did, so the tape names no claimant.
      for (const m of moves) expect(m.actor).toBeNull();
      const after = (await (await fetch(`${server.url}/v1/games/${id}`)).json()) as Json;
      expect(Date.parse(after.deadline)).toBeGreaterThan(Date.parse(game.deadline));
      const audit = (await (await fetch(`${server.url}/v1/games/${id}/audit`)).json()) as Json;
      expect(audit.ok).toBe(true);
    } finally {
      await server.close();
    }
  });

  test('a deadline that passed while the server was down is applied when it starts again', async () => {
    let offset = 0;
    const clock = () => Date.now() + offset;
    const first = await startServer({ port: 0, dataDir: dir, secret: 'deadline-test-secret-0123', clock });
    const { id } = await createTimed(first.url);
    await first.close();
    offset = 60_000; // the server was down for a minute: the 5-second turn is long past
    const second = await startServer({ port: 0, dataDir: dir, secret: 'deadline-test-secret-0123', clock });
    try {
      expect((await timedOutMoves(second.url, id, 10_000)).length).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });

  test('POST /timeout still works: a seat that claims first is the actor on the tape', async () => {
    let offset = 0;
    const clock = () => Date.now() + offset;
    const server = await startServer({ port: 0, dataDir: dir, secret: 'deadline-test-secret-0123', clock });
    try {
      const { id, token } = await createTimed(server.url);
      offset = 6_000;
      const claimed = await fetch(`${server.url}/v1/games/${id}/timeout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(claimed.status).toBe(200);
      const moves = (await eventsOf(server.url, id)).filter((e) => e.data.timeout === true);
      for (const m of moves) expect(m.actor).toBe(1);
    } finally {
      await server.close();
    }
  });
});
