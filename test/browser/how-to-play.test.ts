/**
 * Each game page has a "How to play" panel: folded at first, and once opened it shows the sections
 * the server serves with the game's rules (`GET /v1/rules/{id}` `howToPlay`), on a phone as on a laptop.
 */
import { expect, test } from 'vitest';
import { createGameWithBots, SCREENS, useStack } from './harness.js';

const stack = useStack();

test('every game page opens a "How to play" panel with the rules served for it', async () => {
  const rules = (
    (await (await fetch(`${stack.url}/v1/rules`)).json()) as {
      rules: { id: string; title: string; minPlayers: number }[];
    }
  ).rules;
  const context = await stack.context(SCREENS[0]);
  const page = await stack.page(context);
  for (const r of rules) {
    const served = (
      (await (await fetch(`${stack.url}/v1/rules/${r.id}`)).json()) as {
        howToPlay: { title: string; text: string }[];
      }
    ).howToPlay;
    const { id, token } = await createGameWithBots(stack, r.id, r.minPlayers);
    await page.goto(`${stack.url}/games/${id}#token=${encodeURIComponent(token)}`);
    const summary = page.getByText(`How to play ${r.title}`, { exact: true });
    await summary.waitFor();
    const panel = page.locator('details.how-to-play');
    expect(await panel.evaluate((d) => (d as HTMLDetailsElement).open), `${r.id}: folded at first`).toBe(false);
    await summary.click();
    await expect.poll(() => panel.locator('h3').allTextContents()).toEqual(served.map((s) => s.title));
    expect(await panel.locator('p').allTextContents()).toEqual(served.map((s) => s.text));
    expect(await panel.locator('p').first().isVisible()).toBe(true);
  }
  await context.close();
}, 120_000);
