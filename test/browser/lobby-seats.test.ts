/**
 * A game still waiting for players, as the player who made it sees its page: each open seat's card
 * on the board says what it is in the page's words ("Open seat · waiting for a player", as the line
 * beside the board says "Waiting for 2 players: seats 2 and 3 are open."), where Goldmine Rumbles'
 * panel read "·" alone and Carbondale's network an empty name. A taken seat's card keeps its name
 * (Goldmine Rumbles': "Ada (you)", not "Ada (you) ·" before a character is chosen), at a phone's and
 * a laptop's width, and `board.svg` draws the same words.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createGame, SCREENS, useStack } from './harness.js';

const stack = useStack();

/** Each game with more than one seat, at its most seats, and where its cards are drawn. */
const LOBBIES = [
  ['goldmine-rumbles', 4],
  ['carbondale', 2],
  ['coal-n-write', 6],
] as const;

/** A lobby of `rules`: Ada in seat 1, every other seat open. */
async function openLobby(rules: string, seats: number): Promise<{ id: string; token: string }> {
  const players = Array.from({ length: seats }, (_, i) => (i === 0 ? { name: 'Ada' } : { open: true }));
  return createGame(stack, rules, players);
}

/** The lines the board draws, each as read. */
const boardTexts = (page: Page): Promise<string[]> =>
  page
    .locator('.board-wrap svg.board')
    .evaluate((svg) => [...svg.querySelectorAll('text')].map((t) => (t.textContent ?? '').trim()));

describe.each(SCREENS.map((screen) => [screen.width, screen] as const))('at %i px', (_width, screen) => {
  test.each(LOBBIES)(
    "%s: each open seat's card says it is open and waits for a player",
    async (rules, seats) => {
      const { id, token } = await openLobby(rules, seats);
      const context = await stack.context(screen);
      const page = await stack.page(context);
      await page.goto(`${stack.url}/games/${id}#token=${encodeURIComponent(token)}`);
      await page.locator('.board-wrap svg.board').waitFor();
      await expect
        .poll(() => page.locator('.side > p').first().textContent())
        .toMatch(/^You play seat 1\. Waiting for/);

      const texts = await boardTexts(page);
      const open = texts.filter((t) => t.startsWith('Open seat'));
      expect(open, 'one card per open seat').toHaveLength(seats - 1);
      for (const line of open) expect(line).toMatch(/^Open seat( \(player \d\))? · waiting for a player$/);
      expect(
        texts.filter((t) => t === '·' || t === '' || /^Ada\b.*·$/.test(t)),
        'no card without a name',
      ).toEqual([]);
      expect(
        texts.some((t) => t.startsWith('Ada')),
        "the taken seat's card keeps its name",
      ).toBe(true);
      if (rules === 'coal-n-write') {
        // What a screen reader reads for the sheet: not "Open seat (player 2)'s sheet".
        const sheets = await page
          .locator('.board-wrap svg.board g.sheet')
          .evaluateAll((groups) => groups.map((g) => g.getAttribute('aria-label') ?? ''));
        expect(sheets.slice(1)).toEqual(
          Array.from({ length: seats - 1 }, (_, i) => `Player ${i + 2}'s sheet: open seat, waiting for a player`),
        );
      }
      await context.close();
    },
    60_000,
  );
});

test.each(LOBBIES)("%s: board.svg names each open seat as the page's board does", async (rules, seats) => {
  const { id } = await openLobby(rules, seats);
  const svg = await (await fetch(`${stack.url}/v1/games/${id}/board.svg`)).text();
  expect(svg.match(/>Open seat/g) ?? []).toHaveLength(seats - 1);
});
