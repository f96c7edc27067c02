/**
 * On Workers as on node (test/int/wrong-game.test.ts): a move written for another game is `400
 * wrong-game` with the same words over REST, GraphQL and the game's WebSocket, and records nothing.
 */
import { env } from 'cloudflare:workers';
import { expect, test } from 'vitest';
import { workerHandler } from '../../src/worker.js';
import { bearer, createRacer, get, json, post, type Json } from './helpers.js';

const WORDS =
  "this game plays circuit-racer, not coal-n-write: check the game's id, or choose a move from its legalMoves";

/** The answer to one move over the game's WebSocket (made in its object). */
async function socketMove(id: string, token: string, move: unknown): Promise<Json> {
  const response = await workerHandler().fetch(
    new Request(`https://rolltape.test/v1/games/${id}/ws`, { headers: { upgrade: 'websocket', ...bearer(token) } }),
    env as never,
    {},
  );
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  const answer = new Promise<Json>((resolve) =>
    socket.addEventListener('message', (event) => {
      if (event.data === 'pong') return;
      const frame = JSON.parse(String(event.data));
      if (frame.event !== 'update') resolve(frame);
    }),
  );
  socket.send(JSON.stringify({ type: 'move', move, moveId: 'w-1' }));
  try {
    return await answer;
  } finally {
    socket.close(1000, 'done');
  }
}

test('a Coal n’ Write move to a Circuit Racer game: 400 wrong-game on REST, GraphQL and the socket, in the same words', async () => {
  const { id, token, body } = await createRacer();
  const rest = await post(`/v1/games/${id}/moves`, { move: { type: 'gambleStay' } }, bearer(token));
  expect(rest.status).toBe(400);
  expect(await json(rest)).toMatchObject({ code: 'wrong-game', detail: WORDS });

  const gql = await json(
    await post(
      '/graphql',
      {
        query: 'mutation ($id: ID!) { makeMove(gameId: $id, move: { coalNWrite: { gambleStay: true } }) { version } }',
        variables: { id },
      },
      bearer(token),
    ),
  );
  expect(gql.errors[0]).toMatchObject({ message: WORDS, extensions: { code: 'wrong-game', status: 400 } });

  const frame = await socketMove(id, token, { type: 'gambleStay' });
  expect(frame).toMatchObject({ event: 'problem', data: { status: 400, code: 'wrong-game', detail: WORDS } });

  expect((await json(await get(`/v1/games/${id}`, bearer(token)))).version).toBe(body.game.version);
});
