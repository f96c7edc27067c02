/**
 * A search bot thinks after the person's move is answered: the game page shows it thinking
 * ("Sam (search-1) is thinking…", a status) until the bot's move arrives on the game's socket, then
 * offers the person's next moves, without a reload.
 */
import { expect, test } from 'vitest';
import { useStack } from './harness.js';

const stack = useStack();

interface Created {
  readonly game: { readonly id: string; readonly pending: { readonly players?: readonly number[] } };
  readonly seats: readonly { readonly token: string }[];
}

/** A Goldmine Rumbles game of Ada and two search-1 bots in which Ada chooses first (the start order is dealt). */
async function adaFirst(): Promise<{ id: string; token: string }> {
  for (;;) {
    const response = await fetch(`${stack.url}/v1/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        rules: 'goldmine-rumbles',
        players: [{ name: 'Ada' }, { name: 'Sam', bot: 'search-1' }, { name: 'Tess', bot: 'search-1' }],
      }),
    });
    const created = (await response.json()) as Created;
    if (created.game.pending.players?.[0] === 1) return { id: created.game.id, token: created.seats[0]!.token };
  }
}

test('after the move, the page shows the search bot thinking, then its move and the next choices', async () => {
  const { id, token } = await adaFirst();
  const page = await stack.page(await stack.context({ width: 390, height: 844 }));
  await page.goto(`${stack.url}/games/${id}#token=${encodeURIComponent(token)}`);
  await page.locator('.board-wrap svg').waitFor();
  await expect.poll(() => page.locator('.moves button').count()).toBeGreaterThan(0);
  await page.locator('.moves button').first().click();
  const thinking = page.getByRole('status').filter({ hasText: /is thinking…/ });
  await thinking.waitFor({ timeout: 30_000 });
  expect(await thinking.textContent()).toMatch(/^Sam \(search-1\) is thinking…/);
  // The bots' moves arrive on the socket: the status goes, and Ada's next choices come.
  await thinking.waitFor({ state: 'detached', timeout: 120_000 });
  await expect.poll(() => page.locator('.moves button').count(), { timeout: 120_000 }).toBeGreaterThan(0);
}, 240_000);
