/** A sandbox's supplied shuffle orders are hidden information too: no seat sees them while the game runs. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rulebook } from '../../src/games/index.js';
import { bearer, get, json, openTestApp, post, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t?.database.destroy());

test('the GameCreated of a sandbox with shuffles is served without the orders until the game ends', async () => {
  const carbondale = rulebook.current('carbondale')!;
  // The first shuffle the game asks for (answering any roll before it with ones).
  let state = carbondale.setup({ players: [{ name: 'A' }, { name: 'B' }], options: {} });
  let first = carbondale.pending(state);
  while (first.kind === 'roll') {
    state = carbondale.evolve(state, { type: 'DiceRolled', label: first.label, values: Array(first.count).fill(1) });
    first = carbondale.pending(state);
  }
  if (first.kind !== 'shuffle') throw new Error(`Carbondale waits for a ${first.kind}, not a shuffle`);
  const order = Array.from({ length: first.size }, (_, i) => first.size - 1 - i);
  const response = await post(t.app, '/v1/games', {
    rules: 'carbondale',
    players: [{ name: 'A' }, { name: 'B' }],
    sandbox: { rolls: {}, shuffles: { [first.label]: order } },
  });
  expect(response.status).toBe(201);
  const created = await json(response);

  for (const token of [null, created.seats[0].token, created.seats[1].token]) {
    const { events } = await json(
      await get(t.app, `/v1/games/${created.game.id}/events`, token === null ? {} : bearer(token)),
    );
    expect(events[0]).toMatchObject({
      type: 'GameCreated',
      redacted: true,
      data: { rules: 'carbondale', sandbox: { rolls: {}, shuffles: null } },
    });
    expect(JSON.stringify(events)).not.toContain(JSON.stringify(order));
  }
  // A sandbox without shuffles hides nothing.
  const plain = await json(
    await post(t.app, '/v1/games', {
      rules: 'circuit-racer',
      players: [{ name: 'A' }],
      sandbox: { rolls: { x: [1] } },
    }),
  );
  const { events } = await json(await get(t.app, `/v1/games/${plain.game.id}/events`));
  expect(events[0]).toMatchObject({ redacted: false, data: { sandbox: { rolls: { x: [1] } } } });
});
