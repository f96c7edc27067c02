/**
 * Bots' moves visible as they happen: a person's move in Goldmine Rumbles answers with three bots'
 * turns (a dozen versions and more at once); the game page draws the board at every version in
 * between, each the picture the server draws for that version, then the newest one. "Skip to now"
 * ends that at once, as does choosing one of the next moves the list already offers meanwhile; a
 * browser that asks for reduced motion goes straight to the newest version.
 */
import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { useStack, versionOf, waitForVersionAfter } from './harness.js';

const stack = useStack();
let gameId = '';
let token = '';
beforeAll(async () => {
  const response = await fetch(`${stack.url}/v1/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      rules: 'goldmine-rumbles',
      players: [{ name: 'Ada' }, ...['Bo', 'Cy', 'Di'].map((name) => ({ name, bot: 'default' }))],
    }),
  });
  const created = (await response.json()) as { game: { id: string }; seats: { token: string }[] };
  gameId = created.game.id;
  token = created.seats[0]!.token;
}, 60_000);

interface Frame {
  readonly version: number;
  /** The board's accessible names, in document order: what the board says it shows. */
  readonly labels: readonly string[];
}

/** Opens the game as seat 1 (handed over by link) and records every version the board draws, with its labels. */
async function openRecording(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: Frame[] = [];
    (window as unknown as { frames_: Frame[] }).frames_ = frames;
    const record = () => {
      const board = document.querySelector('.board-wrap');
      const version = Number(board?.getAttribute('data-version'));
      const svg = board?.querySelector('svg');
      if (!svg || !version || frames.at(-1)?.version === version) return;
      frames.push({
        version,
        labels: [svg, ...svg.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')!),
      });
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-version'],
    });
  });
  await page.goto(`${stack.url}/games/${gameId}#token=${encodeURIComponent(token)}`);
  await page.locator('.board-wrap svg').waitFor();
  await expect.poll(() => page.locator('.moves button').count()).toBeGreaterThan(0);
}

const framesOf = (page: Page): Promise<Frame[]> =>
  page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_);

/** The labels of the server's `board.svg` at `version`, as seat 1 sees it, read the same way as the page's board. */
const serverLabels = (page: Page, version: number): Promise<string[]> =>
  page.evaluate(
    async ({ id, at, bearer }) => {
      const text = await (
        await fetch(`/v1/games/${id}/board.svg?at=${at}`, { headers: { authorization: `Bearer ${bearer}` } })
      ).text();
      const svg = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
      return [svg, ...svg.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')!);
    },
    { id: gameId, at: version, bearer: token },
  );

/** Seat 1's moves until one is answered with several versions at once (the bots' turns): answers the versions before and after. */
async function moveUntilBotsPlay(page: Page): Promise<{ before: number; after: number }> {
  for (let tries = 0; tries < 30; tries++) {
    const before = await versionOf(page);
    await page.locator('.moves button').first().click();
    await waitForVersionAfter(page, before);
    const after = await versionOf(page);
    const events = (await (
      await fetch(`${stack.url}/v1/games/${gameId}/events?after=${before}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { events: { type: string; actor: number | null }[] };
    if (events.events.some((e) => e.type === 'MoveMade' && e.actor !== 1)) return { before, after };
  }
  throw new Error('no bot played within 30 moves');
}

test("a person's move answered by three bots: the board passes through every version in between, each drawn as the server draws it", async () => {
  const context = await stack.context();
  const page = await stack.page(context);
  await openRecording(page);
  const { before, after } = await moveUntilBotsPlay(page);
  expect(after - before, 'the bots played several moves').toBeGreaterThan(3);

  const frames = (await framesOf(page)).filter((f) => f.version > before);
  const range = Array.from({ length: after - before }, (_, i) => before + 1 + i);
  expect(frames.map((f) => f.version)).toEqual(range);
  for (const frame of frames.slice(0, -1))
    expect(frame.labels, `the board at version ${frame.version}`).toEqual(await serverLabels(page, frame.version));
  // The page's log caught up with the board: it ends at the newest event.
  expect(Number(await page.locator('ol.log li').last().getAttribute('value'))).toBe(after);
  await context.close();
}, 120_000);

test('"Skip to now" draws the newest version at once', async () => {
  const context = await stack.context();
  const page = await stack.page(context);
  await openRecording(page);
  for (let tries = 0; tries < 30; tries++) {
    const before = await versionOf(page);
    await page.locator('.moves button').first().click();
    await page.waitForFunction(
      (v) => Number(document.querySelector('.board-wrap')?.getAttribute('data-version')) > v,
      before,
    );
    if (!(await page.locator('.board-wrap[data-playing]').count())) continue; // no bot moved: nothing to skip
    // Skip from inside the page, so no frame can slip in between noting the frames and the click.
    const seen = await page.evaluate(() => {
      const count = (window as unknown as { frames_: Frame[] }).frames_.length;
      [...document.querySelectorAll('button')].find((b) => b.textContent === 'Skip to now')!.click();
      return count;
    });
    await waitForVersionAfter(page, before);
    const game = (await (
      await fetch(`${stack.url}/v1/games/${gameId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { version: number };
    expect((await framesOf(page)).slice(seen).map((f) => f.version)).toEqual([game.version]);
    await context.close();
    return;
  }
  throw new Error('no bot played within 30 moves');
}, 120_000);

test("while the bots' moves replay, the move list already offers the next choices; choosing one skips to now", async () => {
  const context = await stack.context();
  const page = await stack.page(context);
  await openRecording(page);
  const game = async () =>
    (await (
      await fetch(`${stack.url}/v1/games/${gameId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { version: number; legalMoves: Record<string, unknown>[] };
  for (let tries = 0; tries < 30; tries++) {
    const before = await versionOf(page);
    await page.locator('.moves button').first().click();
    await page.waitForFunction(
      (v) => Number(document.querySelector('.board-wrap')?.getAttribute('data-version')) > v,
      before,
    );
    // The bots have answered: the game waits for seat 1 at `now` until it moves again.
    const now = await game();
    // Read the list and choose from it inside the page, so the replay cannot end in between.
    const seen = await page.evaluate(() => {
      const playing = document.querySelector('.board-wrap')!.hasAttribute('data-playing');
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('.moves button:not([disabled])')];
      const frames = (window as unknown as { frames_: Frame[] }).frames_.length;
      const offered = buttons.map((b) => b.getAttribute('data-move'));
      if (playing) buttons[0]?.click();
      return { playing, offered, frames };
    });
    if (!seen.playing) continue; // no bot moved, or the replay ended first: try again
    const { label: _label, ...first } = now.legalMoves[0]!;
    expect(seen.offered, 'the newest moves, offered during the replay').toEqual(
      now.legalMoves.map(({ label: _l, ...move }) => JSON.stringify(move)),
    );
    await waitForVersionAfter(page, now.version);
    // No version in between was drawn after the choice, and the choice was made at the newest version.
    const after = (await framesOf(page)).slice(seen.frames).map((f) => f.version);
    expect(
      after.every((v) => v >= now.version),
      `versions drawn after the choice: ${after.join(', ')}`,
    ).toBe(true);
    const made = (await (
      await fetch(`${stack.url}/v1/games/${gameId}/events?after=${now.version}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { events: { type: string; actor: number | null; data: { move?: unknown } }[] };
    expect(made.events.find((e) => e.type === 'MoveMade')?.data.move).toEqual(first);
    await context.close();
    return;
  }
  throw new Error('no replay of bot moves within 30 moves');
}, 120_000);

test('with reduced motion the board goes straight to the newest version', async () => {
  const context = await stack.browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1500, height: 1000 } });
  await context.route('**/*', (route) =>
    new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort('internetdisconnected'),
  );
  const page = await stack.page(context);
  await openRecording(page);
  const { before, after } = await moveUntilBotsPlay(page);
  expect(after - before).toBeGreaterThan(1);
  expect((await framesOf(page)).filter((f) => f.version > before).map((f) => f.version)).toEqual([after]);
  await context.close();
}, 120_000);
