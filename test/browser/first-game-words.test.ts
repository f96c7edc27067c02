/**
 * A first game's words, as a first-time player reads them: whose turn it is ("Your turn." when the
 * seat this page plays is due, not "Waiting for Me.", their own name as if someone else were awaited;
 * the other seats still due named after it), their name as they typed it (not "Alice 1"), the
 * lobby's games by their titles, and a game still in the lobby by how many players it waits for and
 * which seats are open (not "Waiting for players to join.", which said neither).
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { andWaitForNewVersion, createFromHome, useStack } from './harness.js';

const stack = useStack();

const turnLine = (page: Page) => page.locator('.side > p').first().textContent();

test("a simultaneous step: 'Your turn', then the others still due by name once you are done", async () => {
  const response = await fetch(`${stack.url}/v1/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules: 'coal-n-write', players: [{ name: 'Me' }, { name: 'Bo' }] }),
  });
  const created = (await response.json()) as { game: { id: string }; seats: { token: string }[] };
  const context = await stack.context();
  const page = await stack.page(context);
  await page.goto(`${stack.url}/games/${created.game.id}#token=${encodeURIComponent(created.seats[0]!.token)}`);
  await page.locator('.board-wrap svg').waitFor();
  await expect.poll(() => turnLine(page)).toBe('You play seat 1. Your turn. Also waiting for Bo.');
  await andWaitForNewVersion(page, () => page.getByRole('button', { name: 'End the turn' }).click());
  await expect.poll(() => turnLine(page)).toBe('You play seat 1. Waiting for Bo.');
  await context.close();
});

test('a game made on the home page seats you under your name as typed, and the lobby lists it by title', async () => {
  const context = await stack.context();
  const page = await stack.page(context);
  const id = await createFromHome(stack, page, 'Carbondale', ['me', 'open'], 'Alice');
  const game = (await (await fetch(`${stack.url}/v1/games/${id}`)).json()) as { players: { name: string }[] };
  expect(game.players.map((p) => p.name)).toEqual(['Alice', '']);
  await page.goto(`${stack.url}/`);
  const listed = page.locator('#lobby-h ~ ul li', { has: page.locator(`a[href="/games/${id}"]`) });
  await expect.poll(() => listed.textContent()).toMatch(/^Carbondale · Alice, open seat/);
  await context.close();
});

test('several "me" seats (a hot seat) are told apart by their numbers', async () => {
  const context = await stack.context();
  const page = await stack.page(context);
  const id = await createFromHome(stack, page, 'Carbondale', ['me', 'me'], 'Alice');
  const game = (await (await fetch(`${stack.url}/v1/games/${id}`)).json()) as { players: { name: string }[] };
  expect(game.players.map((p) => p.name)).toEqual(['Alice 1', 'Alice 2']);
  await context.close();
});

test('a finished game says which way its scores count (Circuit Racer: lowest wins)', async () => {
  const created = (await (
    await fetch(`${stack.url}/v1/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: 'circuit-racer', players: [{ name: 'Ada' }] }),
    })
  ).json()) as { game: { id: string }; seats: { token: string }[] };
  const id = created.game.id;
  const headers = { authorization: `Bearer ${created.seats[0]!.token}`, 'content-type': 'application/json' };
  for (let moves = 0; moves < 2000; moves++) {
    const game = (await (await fetch(`${stack.url}/v1/games/${id}`, { headers })).json()) as {
      status: string;
      legalMoves: { type: string }[];
    };
    if (game.status === 'over') break;
    const move = game.legalMoves.find((m) => m.type === 'accept') ?? game.legalMoves[0]!;
    await fetch(`${stack.url}/v1/games/${id}/moves`, { method: 'POST', headers, body: JSON.stringify({ move }) });
  }
  const context = await stack.context();
  const page = await stack.page(context);
  await page.goto(`${stack.url}/games/${id}`);
  const standings = page.getByRole('table', { name: 'standings' });
  await standings.waitFor();
  expect(await standings.locator('caption').textContent()).toBe('lowest score wins');
  await context.close();
});

test("a challenge entry's seat link opens it as that seat, with no spectator or board.svg link while only its seat may read it", async () => {
  const daily = (await (await fetch(`${stack.url}/v1/challenges/daily`)).json()) as {
    challenges: { id: string; rules: string }[];
  };
  const challenge = daily.challenges.find((c) => c.rules === 'aircargo')!;
  const entry = (await (
    await fetch(`${stack.url}/v1/challenges/${challenge.id}/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Private' }),
    })
  ).json()) as { entry: { gameId: string }; seat: { token: string } };
  const id = entry.entry.gameId;
  // What those links would read: refused until the day closes.
  expect((await fetch(`${stack.url}/v1/games/${id}/board.svg`)).status).toBe(403);
  const context = await stack.context();
  const page = await stack.page(context);
  await page.goto(`${stack.url}/games/${id}#token=${encodeURIComponent(entry.seat.token)}`);
  await page.locator('.board-wrap svg').waitFor();
  const links = page.locator('.side > ul').last();
  await expect.poll(() => links.textContent()).toContain('A daily challenge entry: only your seat can see it');
  expect(await links.getByRole('link', { name: 'Spectator link' }).count()).toBe(0);
  expect(await links.getByRole('link', { name: 'board.svg' }).count()).toBe(0);
  expect(await links.getByRole('link', { name: 'Replay' }).count()).toBe(1);
  // The seat link is read with its token from the start: no spectator read refused, no error left shown.
  expect(await page.locator('.side .error').count()).toBe(0);
  expect(await page.locator('.side > p').first().textContent()).toBe('You play seat 1. Your turn.');
  await context.close();
});

test('a spectator link to a game waiting for players lets the visitor take the open seat there', async () => {
  const created = (await (
    await fetch(`${stack.url}/v1/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: 'carbondale', players: [{ name: 'Ada' }, { open: true }] }),
    })
  ).json()) as { game: { id: string } };
  const id = created.game.id;
  const context = await stack.context();
  const page = await stack.page(context);
  await page.goto(`${stack.url}/games/${id}`);
  await expect.poll(() => turnLine(page)).toBe('Watching as a spectator. Waiting for 1 player: seat 2 is open.');
  await page.getByLabel('Your name').fill('Bo');
  await page.getByRole('button', { name: 'Join this game' }).click();
  // The join took the last seat: the game starts, and this page plays seat 2.
  await expect.poll(() => turnLine(page), { timeout: 10_000 }).toMatch(/^You play seat 2\./);
  expect(await page.getByRole('button', { name: 'Join this game' }).count()).toBe(0);
  const game = (await (await fetch(`${stack.url}/v1/games/${id}`)).json()) as {
    status: string;
    players: { name: string }[];
  };
  expect(game).toMatchObject({ status: 'active', players: [{ name: 'Ada' }, { name: 'Bo' }] });
  await context.close();
});

test('a game in the lobby says how many players it waits for and which seats, as they join and leave', async () => {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${stack.url}/v1/games${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then((r) => r.json());
  const created = (await post('', {
    rules: 'coal-n-write',
    players: [{ name: 'Ada' }, { open: true }, { open: true }],
  })) as { game: { id: string }; seats: { token: string }[] };
  const id = created.game.id;
  const context = await stack.context();
  const page = await stack.page(context);
  await page.goto(`${stack.url}/games/${id}#token=${encodeURIComponent(created.seats[0]!.token)}`);
  await expect.poll(() => turnLine(page)).toBe('You play seat 1. Waiting for 2 players: seats 2 and 3 are open.');
  // The page is live: another browser taking seat 3, then leaving it, shows here as it happens.
  const joined = (await post(`/${id}/join`, { name: 'Cy', seat: 3 })) as { seat: { token: string } };
  await expect.poll(() => turnLine(page)).toBe('You play seat 1. Waiting for 1 player: seat 2 is open.');
  await post(`/${id}/leave`, {}, joined.seat.token);
  await expect.poll(() => turnLine(page)).toBe('You play seat 1. Waiting for 2 players: seats 2 and 3 are open.');
  await post(`/${id}/join`, { name: 'Bo' });
  await post(`/${id}/join`, { name: 'Cy' });
  // The last seat taken starts the game: the page speaks of turns now (a simultaneous step: everyone is due).
  await expect
    .poll(() => turnLine(page), { timeout: 10_000 })
    .toBe('You play seat 1. Your turn. Also waiting for Bo, Cy.');
  await context.close();
});
