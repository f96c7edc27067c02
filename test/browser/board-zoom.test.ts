/**
 * A board on a phone (390 px) is drawn to be read: at its own size, as wide as the phone's frame
 * (every game's phone layout is: Circuit Racer's track runs round a tall rectangle, AirCargo's map is
 * seen through a window, Carbondale's, Goldmine Rumbles' and Coal n' Write's parts stand one under the
 * other), so it does not scroll sideways (nor does the page), every text at least 9 px as drawn, for
 * every game. On the commonest Android phone (360 px) the board is scaled down to its narrower frame,
 * every text still 9 px or more, and nothing scrolls sideways either, on the game page or the replay
 * page. Only on a phone narrower still (320 px), where scaling further would shrink its texts under
 * 9 px, the board scrolls sideways in its frame; "Fit whole board" scales it to the screen for an
 * overview, the choice is remembered on the next page, and "Readable size" brings it back; a board
 * that fits its frame offers no such button. On both phones every board's title and status lines (and AirCargo's
 * legend and score) are in view at the readable size, and so are Circuit Racer's whole track, car,
 * gears, dice, special actions and circuits, AirCargo's Pilot Log, Goldmine Rumbles' whole mine, legend, claim store,
 * supply and players' panels, Carbondale's last challenges and the opponent's half with their
 * face-up pile, and Coal n' Write's Boom Town cards and every player's whole sheet; in an AirCargo
 * flight, the plane and every place a leg can fly to. On a laptop the board fits its column and no
 * zoom is offered.
 */
import { describe, expect, test } from 'vitest';
import { createGameWithBots, SCREENS, useStack } from './harness.js';
import { legibilityProblems } from './legibility.js';

const [PHONE, LAPTOP] = SCREENS as [(typeof SCREENS)[0], (typeof SCREENS)[0]];
/**
 * The commonest Android phone held upright (360 px wide): its frame is 340 px, narrower than a phone
 * board's 368 units, so the board is scaled down to it (by 0.92: a 10-unit text is drawn 9.2 px).
 */
const NARROWER_PHONE = { width: 360, height: 740 };
/**
 * The narrowest phones (320 px, as the first iPhone SE): a frame of 300 px would scale a phone board
 * under 0.9 and its 10-unit texts under 9 px, so the board scrolls sideways there and "Fit whole board" is offered.
 */
const NARROWEST_PHONE = { width: 320, height: 568 };
/** The phones every board is read on without sideways scroll. */
const PHONES = [PHONE, NARROWER_PHONE] as const;
/** Each game at its most seats (the widest board). */
const GAMES = [
  // Its track round a tall rectangle, Circuit Racer's phone board is no wider than the frame.
  ['circuit-racer', 1],
  // Its map seen through a window around the plane, AirCargo's phone board is no wider than the frame.
  ['aircargo', 1],
  // Its sheets' parts one under the other, Coal n' Write's phone board is no wider than the frame.
  ['coal-n-write', 4],
  // Its halves stacked, Carbondale's phone board is no wider than the frame.
  ['carbondale', 2],
  // Its mine at a phone's size and everything under it, Goldmine Rumbles' phone board is no wider than the frame.
  ['goldmine-rumbles', 4],
] as const;

const stack = useStack();

const boxes = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const rect = (s: string) => document.querySelector(s)!.getBoundingClientRect();
    const frame = document.querySelector('.board-scroll')!;
    return {
      svg: rect('.board-wrap svg').width,
      frame: rect('.board-scroll').width,
      scrollsInside: frame.scrollWidth > frame.clientWidth,
      page: document.scrollingElement!.scrollWidth,
      inner: innerWidth,
    };
  });

/** Every box on the page a player could scroll sideways (the board's frame or any other), as "tag.class: scrolled of shown px". */
const sidewaysScrollers = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter(
        (box) => ['auto', 'scroll'].includes(getComputedStyle(box).overflowX) && box.scrollWidth > box.clientWidth,
      )
      .map((box) => `${box.tagName.toLowerCase()}.${box.className}: ${box.scrollWidth} of ${box.clientWidth} px`),
  );

/**
 * A new game of `rules` opened on `screen`: every text 9 px or more at the board's readable size, the
 * page not scrolling sideways, and the board's frame scrolling sideways (and taking the focus, so
 * arrow keys scroll it) just when `scrolls` says.
 */
async function openReadable(rules: string, seats: number, screen: typeof PHONE, scrolls: boolean) {
  const { id, token } = await createGameWithBots(stack, rules, seats);
  const { context, page } = await openOnPhone(id, token, screen);
  const small = (await legibilityProblems(page)).filter((p) => p.kind === 'small');
  expect(small, 'texts under 9 px at the default size').toEqual([]);
  const readable = await boxes(page);
  expect(readable.scrollsInside, 'the board scrolls sideways in its frame').toBe(scrolls);
  expect(readable.page, 'the page itself does not scroll sideways').toBeLessThanOrEqual(readable.inner);
  expect(await frameFocusable(page)).toBe(scrolls);
  return { context, page };
}

describe('at 390 px', () => {
  test.each(GAMES)(
    '%s: the board is readable and fits its frame: no sideways scroll, no "Fit whole board"',
    async (rules, seats) => {
      const { context, page } = await openReadable(rules, seats, PHONE, false);
      // Fitting a board that already fits would change nothing: no button that does nothing.
      expect(await page.locator('.board-zoom').count(), 'no "Fit whole board" where the board fits').toBe(0);
      await context.close();
    },
    60_000,
  );
});

describe('at 360 px', () => {
  test.each(GAMES)(
    '%s: the board is scaled to its frame and readable: no sideways scroll, no "Fit whole board"',
    async (rules, seats) => {
      const { context, page } = await openReadable(rules, seats, NARROWER_PHONE, false);
      expect(await page.locator('.board-zoom').count(), 'no "Fit whole board" where the board fits').toBe(0);
      expect(await sidewaysScrollers(page), 'nothing on the page scrolls sideways').toEqual([]);
      // Scaled down to the frame, and no further: the board takes the frame's whole width.
      const drawn = await boxes(page);
      expect(drawn.svg).toBeGreaterThan(drawn.frame - 1);
      expect(drawn.svg).toBeLessThanOrEqual(drawn.frame + 0.5);
      await context.close();
    },
    60_000,
  );

  test('the replay page: its board is scaled to its frame and readable, no sideways scroll', async () => {
    const { id } = await createGameWithBots(stack, 'circuit-racer', 1);
    const context = await stack.context(NARROWER_PHONE);
    const page = await stack.page(context);
    await page.goto(`${stack.url}/replay/${id}`);
    await page.locator('.board-wrap svg.board').waitFor();
    expect((await legibilityProblems(page)).filter((p) => p.kind === 'small')).toEqual([]);
    const drawn = await boxes(page);
    expect(drawn.page, 'the page itself does not scroll sideways').toBeLessThanOrEqual(drawn.inner);
    expect(await sidewaysScrollers(page), 'nothing on the page scrolls sideways').toEqual([]);
    expect(await page.locator('.board-zoom').count()).toBe(0);
    await context.close();
  }, 60_000);
});

describe('at 320 px', () => {
  test.each(GAMES)(
    '%s: the board is readable, scrolls in its frame, and fits on request',
    async (rules, seats) => {
      const { context, page } = await openReadable(rules, seats, NARROWEST_PHONE, true);
      await page.getByRole('button', { name: 'Fit whole board' }).click();
      const fitted = await boxes(page);
      expect(fitted.svg).toBeLessThanOrEqual(fitted.frame + 0.5);
      expect(fitted.scrollsInside).toBe(false);

      // Remembered in this browser: the next page opens fitted, and the button undoes it.
      await page.reload();
      await page.locator('.board-wrap.fit svg.board').waitFor();
      await page.getByRole('button', { name: 'Readable size' }).click();
      expect((await boxes(page)).scrollsInside).toBe(true);
      await context.close();
    },
    60_000,
  );
});

/**
 * Each board whose title or status line ran past a phone's right edge (or sat off its screen), the
 * groups of lines it draws them in (phone-lines.tsx), and what they must say read in turn: who is to
 * act or awaited, with a name longer than "Ada", and what can be done now in plain words.
 */
const TITLED = [
  ['goldmine-rumbles', 4, ['title'], /^Before phase 1 of \d · Ada Lovelace: choose a start site$/],
  [
    'coal-n-write',
    4,
    ['title', 'status', 'waiting'],
    /^Coal n' Write: round 1 of \d+, turn \d+: dig, claim or visit Boom Town Boom Town .* waiting for: (.*, )?Ada Lovelace\b/,
  ],
  ['carbondale', 2, ['title', 'goal'], /^Turn \d+.* Goal: .* score$/],
  [
    'circuit-racer',
    1,
    ['title', 'status'],
    /^Circuit 1 of \d, turn 1 \d+ spaces to the flag · places — · total 0 choose any gear to start the circuit$/,
  ],
  [
    'aircargo',
    1,
    ['status', 'legend'],
    /^Ada Lovelace, at Pendleton: roll the planning dice or stop airport, open P planned .* leg flown, its number$/,
  ],
] as const;

describe.each(PHONES)('at $width px, the title and status lines', (screen) => {
  test.each(TITLED)(
    '%s: in view at the readable size',
    async (rules, seats, groups, says) => {
      const { id, token } = await createGameWithBots(stack, rules, seats, 'Ada Lovelace');
      const { context, page } = await openOnPhone(id, token, screen);
      const title = await page.evaluate(
        (names) => {
          const frame = document.querySelector('.board-scroll')!.getBoundingClientRect();
          const right = Math.min(frame.right, document.documentElement.clientWidth);
          const lines = names.flatMap((name) => [...document.querySelectorAll(`.board-wrap svg.board .${name} text`)]);
          return {
            text: lines.map((t) => t.textContent).join(' '),
            outOfView: lines
              .map((t) => ({ text: t.textContent, box: t.getBoundingClientRect() }))
              .filter(({ box }) => box.left < frame.left || box.right > right)
              .map(({ text, box }) => `"${text}" spans ${box.left.toFixed(0)}–${box.right.toFixed(0)} px`),
            // Squeezed into the phone's width (FittedText), a line is in view but drawn narrower than its size.
            condensed: lines.filter((t) => t.hasAttribute('textLength')).map((t) => t.textContent),
          };
        },
        groups as readonly string[],
      );
      expect(title.text).toMatch(says);
      expect(title.outOfView).toEqual([]);
      expect(title.condensed).toEqual([]);
      expect((await legibilityProblems(page)).filter((p) => p.kind === 'small')).toEqual([]);
      await context.close();
    },
    60_000,
  );
});

/**
 * What a player decides on and reads its outcome in, drawn off a phone's screen until it moved to the
 * board's left: Circuit Racer's whole track and the car on it (where the dice would move it; on the
 * laptop's oval the first section, the spaces before the flag and the car there spanned 400–780 px),
 * gears, the dice just rolled, the special actions' counts and the circuits' places; AirCargo's score box and Pilot Log (weather, cargo, tracks, dice, checks);
 * Goldmine Rumbles' whole mine (its right column and claim sites 4 to 9) and its legend, claim store,
 * supply, rumbles and dice, and the players' panels; Carbondale's last
 * challenges, and the opponent's half (seat 2: their network, hand and the face-up pile the player
 * draws from); Coal n' Write's Boom Town cards and each player's sheet (its four veins, Silver's at x 356
 * of the laptop's board, the ore stash and the burros). Each named group's whole box, as drawn, is in view at the readable size, after the
 * player's first moves (Carbondale's until a challenge has been made, Goldmine Rumbles' until every
 * pawn stands on its claim site, the mine's included).
 */
const IN_VIEW = [
  [
    'circuit-racer',
    1,
    ['[aria-label^="track of circuit"]', '[aria-label^="car on"]', 'gears', 'dice', 'actions', 'circuits'],
  ],
  ['aircargo', 1, ['status', 'score', 'pilot-log']],
  ['goldmine-rumbles', 4, ['mine', 'legend', 'store', 'players']],
  ['carbondale', 2, ['challenges', 'half.seat-2', 'face-up.seat-2']],
  ['coal-n-write', 4, ['town', 'sheet.seat-1', 'sheet.seat-2', 'sheet.seat-3', 'sheet.seat-4']],
] as const;

describe.each(PHONES)('at $width px, what a turn is decided on', (screen) => {
  test.each(IN_VIEW)(
    '%s: in view at the readable size',
    async (rules, seats, groups) => {
      const { id, token } = await createGameWithBots(stack, rules, seats, 'Ada Lovelace');
      if (rules === 'carbondale') await playUntil(id, token, (view) => (view.duels as unknown[]).length > 0);
      else if (rules === 'goldmine-rumbles') await playUntil(id, token, (view) => pawnsOnTheMine(view) === seats);
      else await firstMove(id, token);
      const { context, page } = await openOnPhone(id, token, screen);
      const drawn = await page.evaluate(
        (names) => {
          const frame = document.querySelector('.board-scroll')!.getBoundingClientRect();
          const right = Math.min(frame.right, document.documentElement.clientWidth);
          return names.map((name) => {
            // A group's class, or (Circuit Racer's track and car, drawn as on the laptop) its own selector.
            const group = document.querySelector(`.board-wrap svg.board ${name.startsWith('[') ? name : `.${name}`}`);
            if (group === null) return `${name}: not drawn`;
            const box = group.getBoundingClientRect();
            const inView = box.width > 0 && box.left >= frame.left && box.right <= right;
            return `${name}: ${inView ? 'in view' : `spans ${box.left.toFixed(0)}–${box.right.toFixed(0)} px of ${frame.left.toFixed(0)}–${right.toFixed(0)}`}`;
          });
        },
        groups as readonly string[],
      );
      expect(drawn).toEqual(groups.map((name) => `${name}: in view`));
      expect(
        (await legibilityProblems(page)).filter((p) => p.kind === 'small'),
        'texts under 9 px',
      ).toEqual([]);
      if (rules === 'circuit-racer')
        expect(await page.locator('.board-wrap svg.board .dice [aria-label^="die "]').count(), 'the dice rolled').toBe(
          6,
        );
      await context.close();
    },
    60_000,
  );
});

/**
 * AirCargo's map is wider than a phone: on a phone's page it is drawn through a window around the
 * plane (at its own size its right third, Denver to La Junta, was off the screen). In a flight, the
 * plane and every place a leg can fly to (each a button) are in view at the readable size.
 */
test.each(PHONES)(
  'at $width px, in an AirCargo flight, the plane and every place a leg can fly to are in view',
  async (screen) => {
    const { id, token } = await createGameWithBots(stack, 'aircargo', 1, 'Ada Lovelace');
    await playUntil(id, token, (view) => view.phase === 'flight', FLY_FIRST);
    const { context, page } = await openOnPhone(id, token, screen);
    const drawn = await page.evaluate(() => {
      const frame = document.querySelector('.board-scroll')!.getBoundingClientRect();
      const right = Math.min(frame.right, document.documentElement.clientWidth);
      const svg = '.board-wrap svg.board';
      const places = [
        ...document.querySelectorAll(`${svg} [aria-label="places a leg can fly to"] [role="button"]`),
        ...document.querySelectorAll(`${svg} [aria-label^="the plane"]`),
      ];
      return {
        count: places.length,
        outOfView: places
          .map((place) => ({ name: place.getAttribute('aria-label'), box: place.getBoundingClientRect() }))
          .filter(({ box }) => box.left < frame.left || box.right > right)
          .map(({ name, box }) => `${name} spans ${box.left.toFixed(0)}–${box.right.toFixed(0)} px`),
      };
    });
    expect(drawn.count, 'the plane and a place to fly to at least').toBeGreaterThan(1);
    expect(drawn.outOfView).toEqual([]);
    await context.close();
  },
  60_000,
);

/** AirCargo's moves toward a flight: a prepared flight first, then plans; a re-roll or stop only when nothing else is legal. */
const FLY_FIRST = ['prepareFlight', 'planAirport', 'planCargo', 'plan'];

/**
 * The button follows the board's fit as the screen changes: a phone board is wider than a 320 px
 * phone held upright can show readable, not than the same phone turned sideways (568 by 320, still a
 * phone's page), and a player's remembered "Fit whole board" comes back with the upright phone. A
 * board drawn anew in another size (a new phase) is measured again as well.
 */
describe('at 320 px, turned and back', () => {
  test('circuit-racer: "Fit whole board" only while the board is wider than its frame', async () => {
    const { id, token } = await createGameWithBots(stack, 'circuit-racer', 1);
    const { context, page } = await openOnPhone(id, token, NARROWEST_PHONE);
    const zoom = page.locator('.board-zoom');
    await page.getByRole('button', { name: 'Fit whole board' }).click();
    await page.locator('.board-wrap.fit').waitFor();

    await page.setViewportSize({ width: NARROWEST_PHONE.height, height: NARROWEST_PHONE.width });
    await zoom.waitFor({ state: 'detached' });
    expect(await page.locator('.board-wrap.fit').count(), 'a board that fits is drawn at its own size').toBe(0);
    expect((await boxes(page)).scrollsInside).toBe(false);
    expect(await frameFocusable(page)).toBe(false);

    await page.setViewportSize(NARROWEST_PHONE);
    await page.getByRole('button', { name: 'Readable size' }).waitFor();
    expect((await boxes(page)).scrollsInside, 'still fitted, as the player asked').toBe(false);
    await page.getByRole('button', { name: 'Readable size' }).click();
    expect((await boxes(page)).scrollsInside).toBe(true);
    expect(await frameFocusable(page)).toBe(true);

    // The board drawn narrower, then wider again, as a new version may draw it.
    const drawAt = (width: number) =>
      page.locator('.board-wrap svg.board').evaluate((svg, w) => svg.setAttribute('width', String(w)), width);
    await drawAt(300);
    await zoom.waitFor({ state: 'detached' });
    expect(await frameFocusable(page)).toBe(false);
    await drawAt(600);
    await page.getByRole('button', { name: 'Fit whole board' }).waitFor();
    expect(await frameFocusable(page)).toBe(true);
    await context.close();
  }, 60_000);
});

/** Whether the board's frame is in the tab order. */
const frameFocusable = (page: import('playwright-core').Page): Promise<boolean> =>
  page.locator('.board-scroll').evaluate((frame) => (frame as HTMLElement).tabIndex >= 0);

/** How many pawns stand on Goldmine Rumbles' mine (its claim sites and points). */
const pawnsOnTheMine = (view: Record<string, unknown>): number =>
  (view.points as { pawns: unknown[] }[]).reduce((sum, point) => sum + point.pawns.length, 0);

/** The game's page as its player opens it on a phone (390 px unless `screen`), its board drawn. */
async function openOnPhone(id: string, token: string, screen = PHONE) {
  const context = await stack.context(screen);
  const page = await stack.page(context);
  await page.goto(`${stack.url}/games/${id}#token=${encodeURIComponent(token)}`);
  await page.locator('.board-wrap svg.board').waitFor();
  return { context, page };
}

/** The game's first legal move, made by its player: Circuit Racer's first gear, after which its dice are rolled. */
async function firstMove(id: string, token: string): Promise<void> {
  await makeFirstMove(id, token, await gameNow(id, token));
}

/** The game as its player sees it now. */
async function gameNow(id: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return (await (await fetch(`${stack.url}/v1/games/${id}`, { headers })).json()) as {
    version: number;
    view: Record<string, unknown>;
    legalMoves: Record<string, unknown>[];
  };
}

/**
 * The player's first legal move (or the first of the first type in `prefer` that is legal), made again
 * and again (the bots answer each) until `done` holds of the view.
 */
async function playUntil(
  id: string,
  token: string,
  done: (view: Record<string, unknown>) => boolean,
  prefer: readonly string[] = [],
): Promise<void> {
  for (let moves = 0; moves < 60; moves++) {
    const now = await gameNow(id, token);
    if (done(now.view)) return;
    if (now.legalMoves.length === 0) await new Promise((wait) => setTimeout(wait, 100));
    else await makeFirstMove(id, token, now, prefer);
  }
  throw new Error('the game never reached the state looked for');
}

async function makeFirstMove(
  id: string,
  token: string,
  now: { version: number; legalMoves: Record<string, unknown>[] },
  prefer: readonly string[] = [],
): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const preferred = prefer.map((type) => now.legalMoves.find((m) => m.type === type)).find((m) => m !== undefined);
  const { label: _label, ...move } = preferred ?? now.legalMoves[0]!;
  const made = await fetch(`${stack.url}/v1/games/${id}/moves`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ move, expectedVersion: now.version }),
  });
  if (!made.ok) throw new Error(`move: ${made.status} ${await made.text()}`);
}

describe('at 1,280 px', () => {
  test('the board fits its column and no zoom is offered', async () => {
    const { id, token } = await createGameWithBots(stack, 'circuit-racer', 1);
    const context = await stack.context(LAPTOP);
    const page = await stack.page(context);
    await page.goto(`${stack.url}/games/${id}#token=${encodeURIComponent(token)}`);
    await page.locator('.board-wrap svg.board').waitFor();
    expect(await page.locator('.board-zoom').isVisible()).toBe(false);
    const laid = await boxes(page);
    expect(laid.scrollsInside).toBe(false);
    expect(laid.svg).toBeGreaterThan(laid.frame - 4);
    await context.close();
  }, 60_000);
});
