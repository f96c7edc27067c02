/**
 * Refreshes the pictures of the README and docs/web-client.md: every page of the web client (home, a game of each kind a few
 * moves in, the replay page) at a phone's width and a laptop's, as full-page PNGs, with the server
 * and Debian's chromium the browser tests use. `npm run screenshots [outdir]` (default docs/screenshots)
 * writes `<page>-phone.png` and `<page>-laptop.png`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startServer } from '../src/server.js';
import { buildWebClient } from './build-web-client.js';

const out = resolve(process.argv[2] ?? 'docs/screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The two widths every page must fit: a common phone and a small laptop. */
const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;
/**
 * Each game a few moves in, so the board shows play rather than an empty sheet; bots fill the other
 * seats. `avoid`: move types passed over while another move is legal (AirCargo's first legal move
 * is a re-roll, and five re-rolls in a row showed nothing planned). `prefer`: the move taken when one
 * is legal. Circuit Racer stops on a gear just chosen, so its dice are drawn: gear 3 and 4 by turns
 * (the first legal gear, 1, faded every die but the ones), ending on 4 just rolled.
 */
const GAMES: readonly {
  rules: string;
  seats: number;
  moves: number;
  avoid?: readonly string[];
  prefer?: (move: Record<string, unknown>) => boolean;
}[] = [
  {
    rules: 'circuit-racer',
    seats: 1,
    moves: 7,
    prefer: (m) => m.type === 'gear' && Number(m.gear) >= 3 && !m.shift && !m.include && m.payCurrent === undefined,
  },
  { rules: 'aircargo', seats: 1, moves: 6, avoid: ['reroll', 'stop'] },
  { rules: 'coal-n-write', seats: 2, moves: 8 },
  { rules: 'carbondale', seats: 2, moves: 6 },
  { rules: 'goldmine-rumbles', seats: 3, moves: 6 },
];

interface Seated {
  readonly id: string;
  readonly token: string;
}

async function api<T>(url: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A game with a person in seat 1 and default bots beside, played `moves` moves: a preferred move, else the first not avoided. */
async function playedGame(base: string, game: (typeof GAMES)[number]): Promise<Seated> {
  const players = Array.from({ length: game.seats }, (_, i) =>
    i === 0 ? { name: 'Ada' } : { name: `Bot ${i + 1}`, bot: 'default' },
  );
  const created = await api<{ game: { id: string }; seats: { token: string }[] }>(`${base}/v1/games`, {
    body: { rules: game.rules, players },
  });
  const seated = { id: created.game.id, token: created.seats[0]!.token };
  for (let i = 0; i < game.moves; i++) {
    const now = await api<{ version: number; legalMoves: Record<string, unknown>[] }>(`${base}/v1/games/${seated.id}`, {
      token: seated.token,
    });
    const first =
      now.legalMoves.find((m) => game.prefer?.(m)) ??
      now.legalMoves.find((m) => !game.avoid?.includes(String(m.type))) ??
      now.legalMoves[0];
    if (first === undefined) break;
    const { label: _label, ...move } = first;
    await api(`${base}/v1/games/${seated.id}/moves`, {
      token: seated.token,
      body: { move, expectedVersion: now.version },
    });
  }
  return seated;
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: true });
  console.log(`${name}.png`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'rolltape-screenshots-'));
await buildWebClient();
const server = await startServer({ port: 0, dataDir, secret: 'screenshots-secret-0001' });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(out, { recursive: true });
  const games = [];
  for (const game of GAMES) games.push({ rules: game.rules, seated: await playedGame(server.url, game) });
  for (const screen of SCREENS) {
    const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.locator('#daily-h ~ .cards .card').first().waitFor();
    await page
      .getByRole('button', { name: /^New .* game$/ })
      .first()
      .waitFor();
    await shoot(page, `home-${screen.name}`);
    for (const { rules, seated } of games) {
      await page.goto(`${server.url}/games/${seated.id}#token=${encodeURIComponent(seated.token)}`);
      await page.locator('.board-wrap svg').waitFor();
      await page.waitForFunction(() => !document.querySelector('.board-wrap')?.hasAttribute('data-playing'));
      // On the laptop, beside the board, the rules told briefly: the panel a newcomer opens first.
      if (screen.name === 'laptop') await page.getByText(/^How to play /).click();
      await shoot(page, `${rules}-${screen.name}`);
    }
    await page.goto(`${server.url}/replay/${games[0]!.seated.id}`);
    await page.locator('.board-wrap svg').waitFor();
    await shoot(page, `replay-${screen.name}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
