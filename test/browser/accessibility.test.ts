/**
 * Accessibility of every page, at a phone's width and a laptop's: axe-core (the npm package, put into
 * the page from node_modules: nothing comes from a CDN) finds no serious or critical violation of
 * WCAG 2.1 A and AA, colour contrast included; and whatever the keyboard reaches shows where the
 * focus is.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import { seriousViolations } from './axe.js';
import { pagesToCheck, SCREENS, useStack, type PageToCheck } from './harness.js';

const stack = useStack();
let pages: readonly PageToCheck[] = [];
beforeAll(async () => {
  pages = await pagesToCheck(stack);
}, 60_000);

describe.each(SCREENS)('at $width px', (screen) => {
  test('axe-core finds no serious or critical violation on any page', async () => {
    const context = await stack.context(screen);
    const page = await stack.page(context);
    const found: string[] = [];
    for (const { name, path, ready } of pages) {
      await page.goto(`${stack.url}${path}`);
      await page.locator(ready).first().waitFor({ state: 'attached' });
      await page.waitForFunction(() => !document.querySelector('.board-wrap[data-playing]'));
      found.push(...(await seriousViolations(page)).map((v) => `${name}: ${v}`));
    }
    expect(found).toEqual([]);
    await context.close();
  }, 120_000);
});

test('every control the keyboard reaches shows its focus', async () => {
  const context = await stack.context(SCREENS[1]);
  const page = await stack.page(context);
  for (const { name, path, ready } of pages.filter((p) => p.name === 'home' || p.path.startsWith('/games/'))) {
    await page.goto(`${stack.url}${path}`);
    await page.locator(ready).first().waitFor({ state: 'attached' });
    const unmarked: string[] = [];
    let reached = 0;
    for (let presses = 0; presses < 60; presses++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        if (el === null || el === document.body) return null;
        const style = getComputedStyle(el);
        const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        return { outlined, what: `${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent}"` };
      });
      if (focused === null) continue;
      reached++;
      if (!focused.outlined) unmarked.push(focused.what);
    }
    expect(reached, `${name}: the keyboard reaches controls`).toBeGreaterThan(5);
    expect(unmarked, `${name}: focused without a visible outline`).toEqual([]);
  }
  await context.close();
}, 120_000);
