/**
 * AirCargo on a phone (390 px): the map is seen through a window around the plane, so a planner could
 * never see the destination beyond it or the whole network. Under the map, "Around the plane" (the
 * default) and "Whole map": the whole map fitted to the phone's width, every airport in view, its
 * names small but drawn as text a pinch zoom reads (the page does not forbid zooming). The choice is
 * kept while the page updates live (a move made elsewhere).
 */
import { expect, test } from 'vitest';
import { createGameWithBots, SCREENS, useStack, versionOf, waitForVersionAfter } from './harness.js';

const [PHONE] = SCREENS;
const stack = useStack();

/** What the board shows of the map: which button is pressed, whether it is windowed, and the airports in the phone's view. */
const mapShown = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('.board-scroll')!.getBoundingClientRect();
    const right = Math.min(frame.right, document.documentElement.clientWidth);
    const airports = [
      ...document.querySelectorAll(
        '.board-wrap svg [aria-label^="airport "], .board-wrap svg [aria-label^="fly to airport "]',
      ),
    ];
    const pressed = [...document.querySelectorAll('.board-wrap svg .map-view [aria-pressed="true"]')];
    return {
      pressed: pressed.map((b) => b.getAttribute('aria-label')),
      windowed: document.querySelector('.board-wrap svg clipPath#map-window') !== null,
      inView: airports.filter((a) => {
        const box = a.getBoundingClientRect();
        return box.left >= frame.left && box.right <= right;
      }).length,
    };
  });

test('on a phone the whole map is a tap away, and stays shown while the game goes on', async () => {
  const { id, token } = await createGameWithBots(stack, 'aircargo', 1);
  const context = await stack.context(PHONE);
  const page = await stack.page(context);
  await page.goto(`${stack.url}/games/${id}#token=${encodeURIComponent(token)}`);
  await page.locator('.board-wrap svg.board').waitFor();

  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const now = (await (await fetch(`${stack.url}/v1/games/${id}`, { headers })).json()) as {
    version: number;
    view: { airports: unknown[] };
    legalMoves: Record<string, unknown>[];
  };
  const airports = now.view.airports.length;
  const around = await mapShown(page);
  expect(around.pressed).toEqual(['Around the plane']);
  expect(around.windowed).toBe(true);
  expect(around.inView, 'the window shows some airports, not all').toBeLessThan(airports);

  await page.getByRole('button', { name: 'Whole map' }).click();
  const whole = await mapShown(page);
  expect(whole.pressed).toEqual(['Whole map']);
  expect(whole.windowed).toBe(false);
  expect(whole.inView, 'every airport in the phone’s view').toBe(airports);
  // Small on the screen, so the page must let a pinch zoom read it.
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?\b/);

  // A move made elsewhere (another tab, the API): the page draws the new version, the whole map still shown.
  const before = await versionOf(page);
  const { label: _label, ...move } = now.legalMoves[0]!;
  const made = await fetch(`${stack.url}/v1/games/${id}/moves`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ move, expectedVersion: now.version }),
  });
  expect(made.ok).toBe(true);
  await waitForVersionAfter(page, before);
  const after = await mapShown(page);
  expect(after.pressed).toEqual(['Whole map']);
  expect(after.windowed).toBe(false);
  expect(after.inView).toBe(airports);

  await page.getByRole('button', { name: 'Around the plane' }).click();
  expect((await mapShown(page)).windowed).toBe(true);
  expect(stack.errors).toEqual([]);
  await context.close();
}, 90_000);
