import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { playAgainstSearch } from '../../../bench/against-search.js';

/**
 * A stand-in for the server's Carbondale against a search bot: Ada (seat 1) begins; each of her moves
 * makes the bot (seat 2) due, and the bot's turn comes back `botTurnMs` later (never, when null).
 * A game ends with the bot's turn after `movesPerGame` of her moves.
 */
async function fakeServer(botTurnMs: number | null, movesPerGame = 3) {
  const games = new Map<string, { moves: number; botDoneAt: number }>();
  const sockets = new Set<Socket>();
  const pendingOf = (g: { moves: number; botDoneAt: number }) => {
    if (performance.now() < g.botDoneAt) return { kind: 'choice', players: [2] };
    return g.moves >= movesPerGame ? { kind: 'over' } : { kind: 'choice', players: [1] };
  };
  const body = (g: { moves: number; botDoneAt: number }) => {
    const pending = pendingOf(g);
    return {
      status: pending.kind === 'over' ? 'over' : 'active',
      pending,
      legalMoves: [{ type: 'draw', from: 'pile', label: 'Draw' }],
    };
  };
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const answer = (status: number, value: unknown) => {
        const text = JSON.stringify(value);
        response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
        response.end(text);
      };
      if (request.method === 'POST' && request.url === '/v1/games') {
        const id = `g${games.size + 1}`;
        const game = { moves: 0, botDoneAt: 0 };
        games.set(id, game);
        return answer(201, { game: { id, ...body(game) }, seats: [{ seat: 1, token: `t-${id}` }] });
      }
      const [, , , id, action] = request.url!.split('/');
      const game = games.get(id!)!;
      if (action === 'moves') {
        game.moves++;
        game.botDoneAt = botTurnMs === null ? Infinity : performance.now() + botTurnMs;
        return answer(200, { game: body(game) });
      }
      return answer(200, body(game));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  stops.push(
    () =>
      new Promise<void>((closed) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => closed());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, games: () => games.size };
}

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

describe('bench bots: people against a search bot', () => {
  it('plays past a window shorter than the bot’s turn until the minimum of moves is answered', async () => {
    const server = await fakeServer(150);
    const now = performance.now();
    const result = await playAgainstSearch({
      url: server.url,
      people: 2,
      until: now + 20,
      minMoves: 7,
      deadline: now + 20_000,
      pollMs: 5,
    });
    expect(result.moves).toBeGreaterThanOrEqual(7);
    // Each move made the bot due, and its turn came back (or ended the game), but for the last of each person.
    expect(result.botTurns).toBeGreaterThanOrEqual(result.moves - 2);
    expect(result.turnP50).toBeGreaterThanOrEqual(150);
    expect(result.turnMax).toBeLessThan(20_000);
    expect(result.movesP99).toBeGreaterThan(0);
    // Finished games were replaced by new ones.
    expect(server.games()).toBeGreaterThan(2);
  });

  it('stops at the deadline, a bot that never comes back counting no turn', async () => {
    const server = await fakeServer(null);
    const now = performance.now();
    const result = await playAgainstSearch({
      url: server.url,
      people: 2,
      until: now,
      minMoves: 100,
      deadline: now + 200,
      pollMs: 5,
    });
    expect(performance.now() - now).toBeLessThan(5_000);
    expect(result.moves).toBe(2);
    expect(result.botTurns).toBe(0);
    expect(result.turnMax).toBe(0);
    expect(server.games()).toBe(2);
  });
});
