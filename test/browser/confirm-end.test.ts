/**
 * A move that ends the game asks first, in the page (not `window.confirm`): AirCargo's "Stop flying
 * and end the game" ended the game on one click. The question takes the button's place with the
 * focus on "Yes, end the game"; Escape or "Keep playing" puts the focus back on the move and changes
 * nothing; only "yes" sends the move. All of it with the keyboard alone, at a phone's and a laptop's
 * width.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './axe.js';
import { SCREENS, useStack, versionOf, waitForVersionAfter } from './harness.js';

const stack = useStack();
const SHOTS = resolve(import.meta.dirname, '../../dist/screenshots');
const STOP = 'Stop flying and end the game';

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const status = (page: Page) => page.locator('.board-wrap').getAttribute('data-status');

describe.each(SCREENS)('at $width px', (screen) => {
  test('stopping AirCargo asks first; Escape and "Keep playing" change nothing, "yes" ends it', async () => {
    const response = await fetch(`${stack.url}/v1/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: 'aircargo', players: [{ name: 'Ada' }] }),
    });
    const created = (await response.json()) as { game: { id: string }; seats: { token: string }[] };
    const context = await stack.context(screen);
    const page = await stack.page(context);
    page.on('dialog', (d) => {
      throw new Error(`a browser dialog opened: ${d.message()}`);
    });
    await page.goto(`${stack.url}/games/${created.game.id}#token=${encodeURIComponent(created.seats[0]!.token)}`);
    await page.locator('.board-wrap svg').waitFor();
    const version = await versionOf(page);
    const stop = page.getByRole('button', { name: STOP });

    // A click only asks.
    await stop.click();
    const question = page.getByRole('group', { name: STOP });
    await expect.poll(() => question.textContent()).toContain('End the game now?');
    expect(await focused(page)).toBe('Yes, end the game');
    expect(await seriousViolations(page)).toEqual([]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: resolve(SHOTS, `confirm-end-${screen.width}.png`), fullPage: true });

    // Escape puts the move back, focused, and nothing was sent.
    await page.keyboard.press('Escape');
    await expect.poll(() => question.count()).toBe(0);
    expect(await focused(page)).toBe(STOP);
    expect(await versionOf(page)).toBe(version);
    expect(await status(page)).toBe('active');

    // From the keyboard: Enter asks, Tab reaches "Keep playing", Enter keeps playing.
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Yes, end the game');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Keep playing');
    await page.keyboard.press('Enter');
    await expect.poll(() => question.count()).toBe(0);
    expect(await focused(page)).toBe(STOP);
    expect(await versionOf(page)).toBe(version);

    // Enter, then Enter on "yes": the game ends.
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe('Yes, end the game');
    await page.keyboard.press('Enter');
    await waitForVersionAfter(page, version);
    expect(await status(page)).toBe('over');
    const game = (await (await fetch(`${stack.url}/v1/games/${created.game.id}`)).json()) as {
      status: string;
      view: { end: string };
    };
    expect(game).toMatchObject({ status: 'over', view: { end: 'stop' } });
    await context.close();
  });
});
