/**
 * Daily challenges from the home page: the handle is asked for before entering (and remembered), a
 * handle someone already entered with is refused with a message and can be changed on the spot, and
 * leaderboard names link to their games only once the day has closed (entries are private before).
 */
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useStack } from './harness.js';

/** The server's clock: a fixed morning (no midnight during the test) that runs on, and `shift` to close the day. */
const MORNING = Date.parse('2026-06-01T09:00:00Z');
const started = Date.now();
let shift = 0;
const stack = useStack({ clock: () => MORNING + (Date.now() - started) + shift });

const TITLE = 'Circuit Racer';

async function openHome(page: Page): Promise<void> {
  await page.goto(`${stack.url}/`);
  await page.getByRole('button', { name: `Play today's ${TITLE}` }).waitFor();
}

const playButton = (page: Page) => page.getByRole('button', { name: `Play today's ${TITLE}` });
const card = (page: Page) =>
  page.locator('.card', { has: page.getByRole('heading', { name: TITLE, exact: true }) }).last();

test('the handle is asked for before entering, remembered, and a taken one is refused with a way to change it', async () => {
  const first = await stack.context();
  const a = await stack.page(first);
  await openHome(a);
  await playButton(a).click();
  await expect.poll(() => card(a).getByRole('alert').textContent()).toContain('Choose your handle');
  expect(new URL(a.url()).pathname, 'nothing entered without a handle').toBe('/');
  expect(await a.evaluate(() => document.activeElement?.id)).toBe('handle');

  await a.getByLabel('Your handle').fill('Ada');
  await playButton(a).click();
  await a.waitForURL(/\/games\/[\w-]+$/);
  const entered = a.url().split('/games/')[1]!;
  expect(await a.evaluate(() => localStorage.getItem('rolltape.handle'))).toBe('Ada');
  // Back home, the handle is remembered and the entry is continued rather than entered again.
  await a.goto(`${stack.url}/`);
  await card(a).getByRole('link', { name: 'Continue your entry' }).waitFor();
  expect(await card(a).getByRole('link', { name: 'Continue your entry' }).getAttribute('href')).toBe(
    `/games/${entered}`,
  );
  expect(await a.getByLabel('Your handle').inputValue()).toBe('Ada');

  // Another browser picks the same handle: refused, told why, and enters under another one.
  const second = await stack.context();
  const b = await stack.page(second);
  await openHome(b);
  await b.getByLabel('Your handle').fill('Ada');
  await playButton(b).click();
  await expect.poll(() => card(b).getByRole('alert').textContent()).toContain('"Ada" has already played');
  expect(new URL(b.url()).pathname).toBe('/');
  await b.getByLabel('Your handle').fill('Bo');
  await playButton(b).click();
  await b.waitForURL(/\/games\/[\w-]+$/);
  expect(b.url().split('/games/')[1]).not.toBe(entered);
  // Chromium logs the refused entry's 409 as a console error: the expected answer, not a fault of the page.
  const unexpected = stack.errors.splice(0).filter((e) => !e.includes('status of 409'));
  expect(unexpected).toEqual([]);
  await Promise.all([first.close(), second.close()]);
}, 120_000);

test("an entry's own player replays it before the day closes (the replay page reads it with the seat's token)", async () => {
  const context = await stack.context();
  const page = await stack.page(context);
  await openHome(page);
  await page.getByLabel('Your handle').fill('Replayer');
  await playButton(page).click();
  await page.waitForURL(/\/games\/[\w-]+$/);
  const entered = page.url().split('/games/')[1]!;
  // The game page's own Replay link (the header's goes to /replay).
  await page.locator(`a[href="/replay/${entered}"]`).click();
  await page.waitForURL(/\/replay\/[\w-]+$/);
  await page.locator('.board-wrap svg').waitFor();
  expect(await page.locator('p.error').count(), 'no challenge-entry-private refusal').toBe(0);
  // Named by its title, as on the game page, not its rules id.
  await expect.poll(() => page.locator('.side h2').first().textContent()).toBe(`${TITLE} · ${entered}`);
  await context.close();
}, 120_000);

/** Enters today's Circuit Racer as `name` over the API and plays its first legal move until the game ends. */
async function finishedEntry(name: string): Promise<string> {
  const daily = (await (await fetch(`${stack.url}/v1/challenges/daily`)).json()) as {
    challenges: { id: string; rules: string }[];
  };
  const challenge = daily.challenges.find((c) => c.rules === 'circuit-racer')!;
  const entry = (await (
    await fetch(`${stack.url}/v1/challenges/${challenge.id}/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    })
  ).json()) as { game: { id: string }; seat: { token: string } };
  const headers = { authorization: `Bearer ${entry.seat.token}`, 'content-type': 'application/json' };
  for (let moves = 0; moves < 2000; moves++) {
    const game = (await (await fetch(`${stack.url}/v1/games/${entry.game.id}`, { headers })).json()) as {
      status: string;
      version: number;
      legalMoves: Record<string, unknown>[];
    };
    if (game.status === 'over') return entry.game.id;
    const { label: _label, ...move } = game.legalMoves[0]!;
    await fetch(`${stack.url}/v1/games/${entry.game.id}/moves`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ move, expectedVersion: game.version }),
    });
  }
  throw new Error('the entry did not end within 2000 moves');
}

test('leaderboard names link to their games only once the day has closed', async () => {
  const gameId = await finishedEntry('Cy');
  const context = await stack.context();
  const page = await stack.page(context);
  await openHome(page);
  const today = page.getByRole('table', { name: `${TITLE} leaderboard`, exact: true });
  await today.getByText('Cy').waitFor();
  expect(await today.getByRole('link').count(), 'no link while the day is open').toBe(0);
  expect(await today.locator('caption').textContent(), "Circuit Racer's lowest total wins").toBe('lowest score wins');

  shift = 24 * 3600 * 1000; // the next day: Cy's day has closed
  await openHome(page);
  const yesterday = page.getByRole('table', { name: `${TITLE} yesterday's leaderboard` });
  await yesterday.getByRole('link', { name: 'Cy' }).waitFor();
  expect(await yesterday.getByRole('link', { name: 'Cy' }).getAttribute('href')).toBe(`/games/${gameId}`);
  expect(await page.locator('a[href="/games/null"]').count()).toBe(0);
  await context.close();
}, 120_000);

test("Verify on an entry of a chain day holds its seed to the server's published seed chain", async () => {
  // The chain begins the day after the server first needed it (this test's, or an earlier one's).
  const { start } = (await (await fetch(`${stack.url}/v1/challenges/chain`)).json()) as { start: string };
  shift = Date.parse(`${start}T00:00:00Z`) - Date.parse('2026-06-01T00:00:00Z'); // the same morning, on that day
  const gameId = await finishedEntry('Dee');
  shift += 24 * 3600 * 1000; // that day has closed: its link is published
  const context = await stack.context();
  const page = await stack.page(context);
  await page.goto(`${stack.url}/replay/${gameId}`);
  await page.locator('.board-wrap svg').waitFor();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect
    .poll(() => page.getByTestId('verdict').textContent(), { timeout: 30_000 })
    .toContain("the day's seed was fixed in advance by the published seed chain");
  await context.close();
}, 120_000);
