/**
 * Every page fits a 320 px phone, a 360 px phone (the commonest Android width), a 390 px phone and a
 * 1,280 px laptop, the docs the header links to included: no page scrolls sideways, and from 360 px
 * on, on the web client's own pages, no box in it either (the board's frame, the list of moves; the
 * API docs' code samples may). On the game page the board and the moves sit side by side when there
 * is room and one above the other when not, and the board is drawn as wide as the room it has.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { pagesToCheck, SCREENS, useStack, type PageToCheck } from './harness.js';

/**
 * The common phone and laptop every page is checked at, the commonest Android phone (360 px), and the
 * narrowest phones (320 px), where a board scrolls in its frame by design (board-zoom.test.ts) but no
 * page scrolls sideways.
 */
const WIDTHS = [{ width: 320, height: 568 }, { width: 360, height: 740 }, ...SCREENS];
const NARROWEST = 320;

const stack = useStack();
let pages: readonly PageToCheck[] = [];
/** The web client's own pages (not the docs it links to). */
let clientPages: ReadonlySet<PageToCheck> = new Set();
beforeAll(async () => {
  clientPages = new Set(await pagesToCheck(stack));
  // The docs the header links to as well: Scalar's API reference and GraphiQL, served from this server.
  pages = [
    ...clientPages,
    { name: 'API docs', path: '/docs', ready: 'h1' },
    { name: 'GraphiQL', path: '/graphql', ready: '.graphiql-container' },
  ];
}, 60_000);

/** The page's width as laid out, and what sticks out past the window (for the failure message). */
const widthOf = (page: Page) =>
  page.evaluate(() => {
    const inner = document.documentElement.clientWidth;
    const over = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > inner + 0.5)
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} right=${Math.round(e.getBoundingClientRect().right)}`);
    // A box of the page a player could scroll sideways (the board's frame, the moves), with its overflow.
    const scrollers = [...document.querySelectorAll('body *')]
      .filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowX) && e.scrollWidth > e.clientWidth)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} scrolls ${e.scrollWidth} of ${e.clientWidth} px`);
    return { scroll: document.documentElement.scrollWidth, inner, over, scrollers };
  });

describe.each(WIDTHS)('at $width px', (screen) => {
  test('no page scrolls sideways', async () => {
    const context = await stack.context(screen);
    const page = await stack.page(context);
    for (const checked of pages) {
      const { name, path, ready } = checked;
      await page.goto(`${stack.url}${path}`);
      await page.locator(ready).first().waitFor({ state: 'attached' });
      const width = await widthOf(page);
      expect(
        width.scroll,
        `${name} (${path}) is ${width.scroll} px wide: ${width.over.join(', ')}`,
      ).toBeLessThanOrEqual(width.inner);
      if (clientPages.has(checked) && screen.width > NARROWEST)
        expect(width.scrollers, `${name} (${path}): no box in it scrolls sideways`).toEqual([]);
    }
    await context.close();
  }, 120_000);

  test('the game page: board and moves side by side with room, else the board above; the board fills its width', async () => {
    const context = await stack.context(screen);
    const page = await stack.page(context);
    for (const { name, path } of pages.filter((p) => p.path.startsWith('/games/'))) {
      await page.goto(`${stack.url}${path}`);
      await page.locator('.board-wrap svg').waitFor();
      const box = await page.evaluate(() => {
        const rect = (selector: string) =>
          document.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
        return { wrap: rect('.board-wrap'), svg: rect('.board-wrap svg'), side: rect('.side') };
      });
      if (screen.width >= 1280) {
        expect(box.svg.right, `${name}: the moves beside the board`).toBeLessThanOrEqual(box.side.left);
        expect(Math.abs(box.svg.top - box.side.top), `${name}: both at the top`).toBeLessThan(40);
      } else expect(box.svg.bottom, `${name}: the moves below the board`).toBeLessThanOrEqual(box.side.top);
      expect(box.svg.width, `${name}: the board as wide as its column`).toBeGreaterThan(box.wrap.width - 4);
    }
    await context.close();
  }, 120_000);
});
