/**
 * What the web client shows when there is nothing to show: an unknown page, and a game id no game
 * has. Words and a way home, never the raw problem (its JSON, or `code: detail`); the code stays small.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SCREENS, useStack } from './harness.js';

const stack = useStack();

const SHOTS = resolve(import.meta.dirname, '../../dist/screenshots');

describe.each(SCREENS)('at $width px', (screen) => {
  test.each([
    ['/nosuch/page', 'Page not found', 'route-not-found'],
    ['/games/nosuch', 'No such game', 'game-not-found'],
  ])('%s says "%s" in words, with a way home and the code small', async (path, title, code) => {
    const context = await stack.context(screen);
    const page = await stack.page(context);
    const answer = await page.goto(`${stack.url}${path}`);
    expect(answer?.status()).toBe(path.startsWith('/games/') ? 200 : 404);
    const problem = page.locator('.page-problem');
    await expect.poll(() => problem.locator('h1').textContent()).toBe(title);
    const text = (await problem.textContent()) ?? '';
    expect(text).not.toMatch(/[{}]|"type"|code: |: no game/);
    expect(await problem.locator('small code').textContent()).toBe(code);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: resolve(SHOTS, `not-found${path.replaceAll('/', '-')}-${screen.width}.png`) });
    await problem.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(`${stack.url}/`);
    // Only the 404 answers themselves are logged (the page's, the game's read), nothing else failed.
    expect(stack.errors.splice(0).filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });
});
