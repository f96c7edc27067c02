/**
 * The browser tests' stack: the real node server (startServer, a fresh database, a free port) serving
 * the built web client, and Debian's chromium driven by playwright-core (nothing downloads a browser).
 * Every request that is not to 127.0.0.1 is aborted, so a page that needs the internet fails here, and
 * every console error or uncaught exception is collected so each test can assert there was none.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startServer } from '../../src/server.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROOT = resolve(import.meta.dirname, '../..');
/** Screenshots go to dist/screenshots; `ROLLTAPE_SCREENSHOTS=docs/screenshots` refreshes the README's and docs/web-client.md's pictures. */
const SHOTS = resolve(ROOT, process.env.ROLLTAPE_SCREENSHOTS ?? 'dist/screenshots');

export interface Stack {
  readonly url: string;
  readonly browser: Browser;
  /** A fresh browser context (its own storage: another browser as far as the app can tell), offline but for 127.0.0.1. */
  context(viewport?: Screen): Promise<BrowserContext>;
  /** A page that records console errors and uncaught exceptions in `errors`. */
  page(context: BrowserContext): Promise<Page>;
  readonly errors: string[];
  close(): Promise<void>;
}

/** `clock`: the server's clock (tests move it across midnight to close a day's challenges). */
async function startStack(options: { clock?: () => number } = {}): Promise<Stack> {
  if (!existsSync(CHROMIUM))
    throw new Error(`no chromium at ${CHROMIUM}: apt-get install -y chromium (.ci/run does it)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'rolltape-browser-'));
  const server = await startServer({ port: 0, dataDir, secret: 'browser-test-secret', ...options });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    // playwright-core gives each launch a fresh temporary user-data-dir of its own.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const errors: string[] = [];
  return {
    url: server.url,
    browser,
    errors,
    async context(viewport = { width: 1500, height: 1000 }) {
      const context = await browser.newContext({ viewport });
      await context.route('**/*', (route) =>
        // `localhost` is the same server: passkeys need a host name (WebAuthn refuses an IP address as its RP ID).
        ['127.0.0.1', 'localhost'].includes(new URL(route.request().url()).hostname)
          ? route.continue()
          : route.abort('internetdisconnected'),
      );
      return context;
    },
    async page(context) {
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`${page.url()}: console: ${m.text()}`);
      });
      page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The stack for one test file: started before its tests (a file's own `beforeAll` registered after
 * this call runs after it, with the stack up), closed after them, and after each test no page may
 * have logged a console error or thrown (a test that expects some, a 404's, takes them out of
 * `errors` itself). The answer stands for the stack once it is started.
 */
export function useStack(options: { clock?: () => number } = {}): Stack {
  let started: Stack | undefined;
  const current = (): Stack => {
    if (started === undefined) throw new Error('the stack starts in beforeAll: use it in tests and hooks');
    return started;
  };
  beforeAll(async () => {
    started = await startStack(options);
  }, 60_000);
  afterAll(() => started?.close());
  afterEach(() => {
    expect(current().errors.splice(0)).toEqual([]);
  });
  return {
    get url() {
      return current().url;
    },
    get browser() {
      return current().browser;
    },
    get errors() {
      return current().errors;
    },
    context: (viewport) => current().context(viewport),
    page: (context) => current().page(context),
    close: () => current().close(),
  };
}

export interface Screen {
  readonly width: number;
  readonly height: number;
}

/** The two screens every page must fit: a common phone and a small laptop. */
export const SCREENS: readonly Screen[] = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** A page of the web client to check, and a selector that is there once it has drawn. */
export interface PageToCheck {
  readonly name: string;
  readonly path: string;
  readonly ready: string;
}

/** A game of `rules` with a person (`person`, Ada by default) in seat 1 (answered: id and token) and default bots in the other seats. */
export async function createGameWithBots(
  stack: Stack,
  rules: string,
  seats: number,
  person = 'Ada',
): Promise<{ id: string; token: string }> {
  const players = Array.from({ length: seats }, (_, i) =>
    i === 0 ? { name: person } : { name: `Bot ${i + 1}`, bot: 'default' },
  );
  return createGame(stack, rules, players);
}

/** A game of `rules` with these `players` (as `POST /v1/games` takes them); answered: its id and seat 1's token. */
export async function createGame(
  stack: Stack,
  rules: string,
  players: readonly Record<string, unknown>[],
): Promise<{ id: string; token: string }> {
  const response = await fetch(`${stack.url}/v1/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rules, players }),
  });
  if (!response.ok) throw new Error(`create ${rules}: ${response.status} ${await response.text()}`);
  const created = (await response.json()) as { game: { id: string }; seats: { token: string }[] };
  return { id: created.game.id, token: created.seats[0]!.token };
}

/** Every page of the client: home, a game of each kind as its player sees it, the replay pages. */
export async function pagesToCheck(stack: Stack): Promise<PageToCheck[]> {
  const rules = (await (await fetch(`${stack.url}/v1/rules`)).json()) as {
    rules: { id: string; minPlayers: number; maxPlayers: number }[];
  };
  const games: PageToCheck[] = [];
  for (const r of rules.rules) {
    // The most seats the rules allow: the widest panels and the longest lists.
    const { id, token } = await createGameWithBots(stack, r.id, r.maxPlayers);
    games.push({ name: r.id, path: `/games/${id}#token=${encodeURIComponent(token)}`, ready: '.board-wrap svg' });
  }
  const replayed = games[0]!.path.split('#')[0]!.replace('/games/', '/replay/');
  return [
    { name: 'home', path: '/', ready: 'button[type=submit]' },
    ...games,
    { name: 'replay', path: replayed, ready: '.board-wrap svg' },
    { name: 'replay a file', path: '/replay', ready: '.drop' },
  ];
}

/** Saves the board of `page` as `<name>.png` (docs/screenshots holds the copies the README and docs/web-client.md show). */
export async function shootBoard(page: Page, name: string): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  await page.locator('.board-wrap svg').first().screenshot({ path });
  return path;
}

/** The version the game page shows. */
export const versionOf = async (page: Page): Promise<number> =>
  Number(await page.locator('.board-wrap').getAttribute('data-version'));

/** Waits until the page draws a version after `version` and has finished showing the moves in between (`data-playing`). */
export async function waitForVersionAfter(page: Page, version: number): Promise<void> {
  await page.waitForFunction(
    (v) => {
      const board = document.querySelector('.board-wrap');
      return Number(board?.getAttribute('data-version')) > v && !board?.hasAttribute('data-playing');
    },
    version,
    { timeout: 30_000 },
  );
}

/** Runs `act` (a click) and waits until the page shows a later version of the game, settled. */
export async function andWaitForNewVersion(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await versionOf(page);
  await act();
  await waitForVersionAfter(page, before);
}

export const isOver = async (page: Page): Promise<boolean> =>
  (await page.locator('.board-wrap').getAttribute('data-status')) === 'over';

/** Opens home and creates a game of `title` with the form, as `seats` (me/open/bot:<id>) and `name`; answers the game id. */
export async function createFromHome(
  stack: Stack,
  page: Page,
  title: string,
  seats: string[] = ['me'],
  name?: string,
): Promise<string> {
  await page.goto(`${stack.url}/`);
  const form = page.locator('form', { has: page.getByRole('heading', { name: title, exact: true }) });
  if (name !== undefined) await form.getByLabel('Your name').fill(name);
  const count = form.getByLabel('Players');
  if (await count.count()) await count.selectOption(String(seats.length));
  for (const [i, choice] of seats.entries())
    await form.getByLabel(`Seat ${i + 1}`, { exact: true }).selectOption(choice);
  await form.getByRole('button', { name: `New ${title} game` }).click();
  await page.waitForURL(/\/games\/[\w-]+$/);
  await page.locator('.board-wrap svg').waitFor();
  return page.url().split('/games/')[1]!;
}
