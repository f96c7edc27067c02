/**
 * Boards drawn to be read (issue 29), in Debian's chromium at a 1,280 px laptop window: for every
 * game, a seeded random game at each number of players the rules allow (the most players make the
 * most sheets and panels; fewer players may make a longer game and more cards: Coal n' Write's Boom
 * Town reaches 14 and more with two), at its start, middle, busiest point (the most texts drawn: most
 * cards, marks, claims) and end, every board text is at least 9 px
 * as drawn, no two texts overlap and none runs past the board's edge, with every seat's name as long
 * as names may be. The board is drawn by
 * `renderBoardSvg` (what `board.svg` serves) into the game page's own board slot; a second test shows
 * the page draws exactly what `board.svg` serves, and that the live page passes the same checks.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { renderBoardSvg } from '../../src/boards/render-svg.js';
import { replay } from '../../src/core/replay.js';
import type { TapeEvent } from '../../src/core/tape.js';
import type { AnyGame } from '../../src/core/types.js';
import { rulebook } from '../../src/games/index.js';
import { mixedPlayout } from '../support/mixed-playout.js';
import { shootBoard, useStack } from './harness.js';
import { legibilityProblems, textCount } from './legibility.js';

const LAPTOP = { width: 1280, height: 900 };
/** Seeds tried, in order, until one plays a long game (random moves can crash an AirCargo plane at once). */
const SEEDS = 40;
const LONG_GAME = 100;

const stack = useStack();

/** A game of `rules` created over REST with every seat taken by this test; seat 1's token. */
async function createGame(rules: string, players: number): Promise<{ id: string; token: string }> {
  const response = await fetch(`${stack.url}/v1/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules, players: Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` })) }),
  });
  expect(response.status).toBe(201);
  const created = (await response.json()) as { game: { id: string }; seats: { token: string }[] };
  return { id: created.game.id, token: created.seats[0]!.token };
}

/** The game page of `id` for seat 1, at the laptop's width, its board drawn. */
async function openGamePage(id: string, token: string): Promise<Page> {
  const context = await stack.context();
  const page = await stack.page(context);
  await page.setViewportSize(LAPTOP);
  await page.goto(`${stack.url}/games/${id}#token=${encodeURIComponent(token)}`);
  await page.locator('.board-wrap svg.board').waitFor();
  return page;
}

/** The versions worth reading: the first choice, the middle, the busiest (most texts) and the end. */
function pointsOf(game: AnyGame, tape: readonly TapeEvent[], names: readonly string[]) {
  const svgAt = (version: number) => {
    const r = replay(rulebook, tape, version);
    if (!r.ok) throw new Error(r.error.message);
    return renderBoardSvg(game.id, game.view(r.value.state, 1), names)!;
  };
  const first = Math.max(
    1,
    tape.findIndex((e) => e.type === 'MoveMade'),
  );
  let busiest = first;
  let most = -1;
  for (let v = first; v <= tape.length; v += Math.max(1, Math.floor(tape.length / 60))) {
    const texts = svgAt(v).split('<text').length;
    if (texts > most) [busiest, most] = [v, texts];
  }
  const named = { start: first, middle: Math.floor((first + tape.length) / 2), busiest, end: tape.length };
  return Object.entries(named).map(([name, version]) => ({ name, version, svg: svgAt(version) }));
}

/** A seat's name as long as a name may be (40 characters, PlayerName in src/service/inputs.ts), to show nothing runs off. */
const longName = (seat: number): string => `Maximilian Alexander von Hohenberg-Sac ${seat}`;

/** The first seeded game at least LONG_GAME events long, else the longest of them. */
function longGame(game: AnyGame, players: number): { seed: number; tape: TapeEvent[] } {
  let best = { seed: 0, tape: [] as TapeEvent[] };
  for (let seed = 1; seed <= SEEDS && best.tape.length < LONG_GAME; seed++) {
    const tape = mixedPlayout(game, seed, players, 4000);
    if (tape.length > best.tape.length) best = { seed, tape };
  }
  return best;
}

describe('every board at 1,280 px: texts 9 px or more, none overlapping, none cut by the edge', () => {
  const cases = rulebook.games.flatMap((g) =>
    Array.from({ length: g.maxPlayers - g.minPlayers + 1 }, (_, i) => [g.id, g.minPlayers + i, g] as const),
  );
  test.each(cases)(
    '%s with %i players, start to end',
    async (rules, players, game) => {
      const { seed, tape } = longGame(game, players);
      const names = Array.from({ length: players }, (_, i) => longName(i + 1));
      const { id, token } = await createGame(rules, players);
      const page = await openGamePage(id, token);
      const report: Record<string, unknown> = {};
      for (const point of pointsOf(game, tape, names)) {
        // The board slot of the game page, as its layout sizes it, drawing this point of the game.
        await page.locator('.board-wrap').evaluate((wrap, svg) => {
          wrap.innerHTML = svg.replace(/^<\?xml[^>]*>\s*/, '');
        }, point.svg);
        expect(await textCount(page)).toBeGreaterThan(5);
        const problems = await legibilityProblems(page);
        if (problems.length > 0) report[`seed ${seed}, ${point.name} (version ${point.version})`] = problems;
        await shootBoard(page, `legible-${rules}-${players}p-${point.name}`);
      }
      expect(report).toEqual({});
      await page.context().close();
    },
    180_000,
  );
});

describe('the game page draws what board.svg serves', () => {
  test.each(rulebook.games.map((g) => [g.id, g.maxPlayers] as const))(
    '%s: the same texts in the same places, and legible live',
    async (rules, players) => {
      const { id, token } = await createGame(rules, players);
      const page = await openGamePage(id, token);
      const version = Number(await page.locator('.board-wrap').getAttribute('data-version'));
      const served = await fetch(`${stack.url}/v1/games/${id}/board.svg?at=${version}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(served.status).toBe(200);
      // Coordinates to a hundredth: the browser's Math.cos may differ from node's in the last digit.
      const texts = (root: ParentNode) =>
        [...root.querySelectorAll('text')].map((t) =>
          ['x', 'y', 'font-size', 'textLength']
            .map((a) => {
              const v = t.getAttribute(a);
              return v === null || Number.isNaN(Number(v)) ? v : Number(v).toFixed(2);
            })
            .concat(t.textContent),
        );
      const drawn = await page.locator('.board-wrap svg.board').evaluate((svg, read) => {
        const from = new Function(`return ${read}`)() as typeof texts;
        return from(svg);
      }, texts.toString());
      const image = await page.evaluate(
        ({ svg, read }) => {
          const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
          const from = new Function(`return ${read}`)() as typeof texts;
          return from(doc);
        },
        { svg: await served.text(), read: texts.toString() },
      );
      expect(drawn.length).toBeGreaterThan(5);
      expect(drawn).toEqual(image);
      expect(await legibilityProblems(page)).toEqual([]);
      await page.context().close();
    },
    60_000,
  );
});
