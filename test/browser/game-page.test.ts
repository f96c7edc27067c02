/**
 * The game page beyond the mouse: every game created and played with the keyboard alone (Tab to a
 * board element or a listed move, Enter or Space), and the turn deadline: chosen on the home page,
 * counting down on the game page, and once past, the late seat played by the default bot, live.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useStack, versionOf, waitForVersionAfter } from './harness.js';

const stack = useStack();

/**
 * Presses Tab until the focused element is the button reading `text`, or a move control: an element
 * of the board, or a listed move of type `type` (any type without it).
 */
async function tabUntil(
  page: Page,
  want: { readonly text: string } | { readonly move: string | null },
): Promise<{ board: boolean; label: string }> {
  for (let presses = 0; presses < 400; presses++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate((w) => {
      const el = document.activeElement;
      if (el === null) return null;
      const listed = (type: string | null) =>
        el.matches('.moves button:not([disabled])') &&
        (type === null || JSON.parse(el.getAttribute('data-move') ?? '{}').type === type);
      const hit = 'move' in w ? el.matches('svg [role=button]') || listed(w.move) : el.textContent === w.text;
      return hit
        ? { board: el.closest('svg') !== null, label: el.getAttribute('aria-label') ?? el.textContent ?? '' }
        : null;
    }, want);
    if (found) return found;
  }
  throw new Error(`nothing like ${JSON.stringify(want)} within 400 Tab presses`);
}

describe('keyboard alone', () => {
  // Which listed move to Tab to when several are listed (AirCargo: fly what is planned, so that legs reach the map); else the first.
  const AIRCARGO_ORDER = [
    'prepareFlight',
    'planAirport',
    'planCargo',
    'plan',
    'stamina',
    'pray',
    'panic',
    'reroll',
    'stop',
  ];
  test.each([
    ['Circuit Racer', 6, []],
    ['AirCargo', 4, AIRCARGO_ORDER],
    ["Coal n' Write", 6, []],
    ['Carbondale', 4, []],
    ['Goldmine Rumbles', 4, []],
  ])(
    '%s: created from the home page and played with Tab and Enter',
    async (title, moves, order) => {
      const context = await stack.context();
      const page = await stack.page(context);
      // Moves go over the game's WebSocket, not REST, while it is open.
      const socketMoves: string[] = [];
      const restMoves: string[] = [];
      page.on('websocket', (ws) =>
        ws.on('framesent', ({ payload }) => {
          if (String(payload).startsWith('{"type":"move"')) socketMoves.push(String(payload));
        }),
      );
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/moves')) restMoves.push(request.url());
      });
      await page.goto(`${stack.url}/`);
      await page.getByRole('button', { name: `New ${title} game` }).waitFor();
      expect(await page.getByText('Loading Rolltape…').count(), 'the placeholder is gone once the page renders').toBe(
        0,
      );
      await tabUntil(page, { text: `New ${title} game` });
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/games\/[\w-]+$/);
      await page.locator('.board-wrap svg').waitFor();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      let boardMoves = 0;
      // At least `moves` moves, and on until one was made on the board (Tab reaches the board before the list).
      for (
        let i = 0;
        (i < moves || boardMoves === 0) &&
        i < 30 &&
        (await page.locator('.board-wrap').getAttribute('data-status')) !== 'over';
        i++
      ) {
        await page.locator('.moves button').first().waitFor();
        const before = await versionOf(page);
        const listed = await page
          .locator('.moves button')
          .evaluateAll((buttons) => buttons.map((b) => JSON.parse(b.getAttribute('data-move') ?? '{}').type as string));
        const preferred = order.find((type) => listed.includes(type)) ?? null;
        const control = await tabUntil(page, { move: preferred });
        expect(control.label, 'every move control has a name').not.toBe('');
        if (control.board) boardMoves++;
        await page.keyboard.press(i % 2 === 0 ? 'Enter' : ' ');
        await waitForVersionAfter(page, before);
      }
      expect(boardMoves, 'moves made on the board').toBeGreaterThan(0);
      expect(socketMoves.length, 'moves sent on the socket').toBeGreaterThanOrEqual(moves);
      expect(restMoves, 'moves posted over REST').toEqual([]);
      await context.close();
    },
    120_000,
  );
});

describe('turn deadline', () => {
  test('chosen on the home page, it counts down on the game page', async () => {
    const context = await stack.context();
    const page = await stack.page(context);
    await page.goto(`${stack.url}/`);
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Carbondale', exact: true }) });
    await form.getByLabel('Seat 2', { exact: true }).selectOption('open');
    await form.getByLabel('Turn time').selectOption('120');
    await form.getByRole('button', { name: 'New Carbondale game' }).click();
    await page.waitForURL(/\/games\/[\w-]+$/);
    const timer = page.getByRole('timer');
    const seconds = async () => {
      const [m, s] = ((await timer.locator('strong').textContent()) ?? '').split(':').map(Number);
      return m! * 60 + s!;
    };
    // The deadline runs once the open seat is taken.
    const id = page.url().split('/games/')[1]!;
    await fetch(`${stack.url}/v1/games/${id}/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bo' }),
    });
    await timer.waitFor();
    const first = await seconds();
    expect(first).toBeGreaterThan(100);
    expect(first).toBeLessThanOrEqual(120);
    await expect.poll(seconds, { timeout: 5_000 }).toBeLessThan(first);
    await context.close();
  }, 60_000);

  test('past the deadline the default bot plays the late seat, and the page shows it live', async () => {
    const created = (await (
      await fetch(`${stack.url}/v1/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: 'carbondale', players: [{ name: 'Ada' }, { name: 'Bo' }], turnSeconds: 5 }),
      })
    ).json()) as {
      game: { id: string; version: number; pending: { players: number[] } };
      seats: { seat: number; token: string }[];
    };
    const watcher = created.seats.find((s) => !created.game.pending.players.includes(s.seat))!;
    const context = await stack.context();
    const page = await stack.page(context);
    await page.goto(`${stack.url}/games/${created.game.id}#token=${encodeURIComponent(watcher.token)}`);
    await page.getByRole('timer').waitFor();
    // Nobody moves: the server's deadline timer plays the late seat (a claim would too), and the move arrives over the stream.
    await waitForVersionAfter(page, created.game.version);
    await expect.poll(() => page.locator('ol.log').textContent(), { timeout: 15_000 }).toContain('(timed out)');
    await context.close();
  }, 60_000);
});
