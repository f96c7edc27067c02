/**
 * At 390 px a four-player Coal n' Write page drew every player's whole sheet one under the other, about
 * 3,500 px of page. The player's own sheet is drawn in full and the others folded (name, cash, what
 * they hold); "Show sheet" opens one in full, in view, and it stays open as the game moves on live
 * (the player's move and the bots' answers redraw the board); "Hide sheet" (here with the keyboard)
 * folds it again. test/unit/board/coal-n-write-folded.test.ts checks what a folded sheet says.
 */
import { expect, test } from 'vitest';
import { createGameWithBots, SCREENS, useStack, versionOf, waitForVersionAfter } from './harness.js';

const stack = useStack();
const PHONE = SCREENS[0]!;
const SHEET = '.board-wrap svg.board g.sheet';

test("at 390 px, a four-player Coal n' Write page folds the others' sheets; one opened stays open across a live update", async () => {
  const { id, token } = await createGameWithBots(stack, 'coal-n-write', 4, 'Ada');
  const context = await stack.context(PHONE);
  const page = await stack.page(context);
  await page.goto(`${stack.url}/games/${id}#token=${encodeURIComponent(token)}`);
  await page.locator('.board-wrap svg.board').waitFor();
  const folded = () => page.locator(SHEET).evaluateAll((groups) => groups.map((g) => g.classList.contains('compact')));
  await expect.poll(folded).toEqual([false, true, true, true]);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the page with three sheets folded (every sheet in full: about 3,500)').toBeLessThan(3_000);

  const show = page.getByRole('button', { name: 'Show sheet: Bot 3 (player 3)' });
  expect(await show.getAttribute('aria-expanded')).toBe('false');
  await show.click();
  await expect.poll(folded).toEqual([false, true, false, true]);
  const sheet3 = page.locator(`${SHEET}.seat-3`);
  expect(await sheet3.locator('[aria-label^="Silver vein"]').count(), "Bot 3's sheet in full").toBe(1);
  const inView = () =>
    sheet3.evaluate((g) => {
      const frame = document.querySelector('.board-scroll')!.getBoundingClientRect();
      const box = g.getBoundingClientRect();
      return box.left >= frame.left && box.right <= Math.min(frame.right, document.documentElement.clientWidth);
    });
  expect(await inView(), "Bot 3's full sheet in the phone's width").toBe(true);

  // A move made for Ada elsewhere (another tab, the API): the page hears it live, the bots answer.
  const before = await versionOf(page);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const now = (await (await fetch(`${stack.url}/v1/games/${id}`, { headers })).json()) as {
    version: number;
    legalMoves: Record<string, unknown>[];
  };
  const { label: _label, ...move } = now.legalMoves[0]!;
  const made = await fetch(`${stack.url}/v1/games/${id}/moves`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ move, expectedVersion: now.version }),
  });
  expect(made.status).toBe(200);
  await waitForVersionAfter(page, before);
  expect(await versionOf(page)).toBeGreaterThan(before);
  expect(await folded(), 'still open after the live update').toEqual([false, true, false, true]);

  const hide = page.getByRole('button', { name: 'Hide sheet: Bot 3 (player 3)' });
  expect(await hide.getAttribute('aria-expanded')).toBe('true');
  await hide.focus();
  await page.keyboard.press('Enter');
  await expect.poll(folded).toEqual([false, true, true, true]);
  await context.close();
}, 60_000);
