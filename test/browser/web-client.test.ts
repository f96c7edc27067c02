/**
 * The reference web client in a real browser (Debian's chromium via playwright-core), against the real
 * node server, with the network cut but for 127.0.0.1: whole games played by clicking, two browsers
 * sharing a game, bots playing to the end, the replay page with its in-browser audit, and the offline
 * docs. No page may log a console error. Each game's board is saved as a screenshot.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  andWaitForNewVersion,
  createFromHome as createGame,
  isOver,
  shootBoard,
  useStack,
  versionOf,
  waitForVersionAfter,
} from './harness.js';

// Every page of every test: no console error, no uncaught exception (useStack checks after each).
const stack = useStack();

const MAX_CLICKS = 600;

/** Opens home and creates a game of `title` with the form, as `seats` (me/open/bot:<id>); answers the game id. */
const createFromHome = (page: Page, title: string, seats: string[] = ['me']): Promise<string> =>
  createGame(stack, page, title, seats);

const movesOn = async (page: Page): Promise<{ body: Record<string, unknown>; index: number }[]> =>
  (
    await page
      .locator('.moves button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-move') ?? 'null'))
  ).map((m, index) => ({ body: JSON.parse(m), index }));

const tokenOf = (page: Page, id: string) =>
  page.evaluate(
    (gameId) => Object.values(JSON.parse(localStorage.getItem(`rolltape.seats.${gameId}`) ?? '{}'))[0] as string,
    id,
  );

async function gameJson(id: string, token: string | null) {
  const response = await fetch(`${stack.url}/v1/games/${id}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await response.json()) as { view: any; legalMoves: any[]; status: string; version: number };
}

let racerId = '';

describe('playing by clicking', () => {
  test('a whole Circuit Racer game: gears chosen on the board, dice accepted from the moves', async () => {
    const context = await stack.context();
    const page = await stack.page(context);
    racerId = await createFromHome(page, 'Circuit Racer');
    let boardClicks = 0;
    for (let clicks = 0; !(await isOver(page)); clicks++) {
      expect(clicks, 'the game ends within the click budget').toBeLessThan(MAX_CLICKS);
      const gears = page.locator('svg [role=button][aria-label^="choose gear"]');
      if ((await gears.count()) > 0) {
        const labels = await gears.evaluateAll((g) => g.map((e) => e.getAttribute('aria-label')!));
        // A steady gear 4 (or the nearest one allowed) finishes circuits without wrecking the car.
        const best = labels
          .map((l, i) => ({ i, gear: Number(l.replace('choose gear ', '')) }))
          .sort((a, b) => Math.abs(a.gear - 4) - Math.abs(b.gear - 4))[0]!;
        await andWaitForNewVersion(page, () => gears.nth(best.i).click());
        boardClicks++;
        continue;
      }
      const moves = await movesOn(page);
      const accept = moves.find((m) => m.body.type === 'accept') ?? moves[0];
      expect(accept, 'a move to make').toBeDefined();
      await andWaitForNewVersion(page, () => page.locator('.moves button').nth(accept!.index).click());
    }
    expect(boardClicks).toBeGreaterThan(20);
    await expect.poll(() => page.locator('table[aria-label=standings]').count()).toBe(1);
    await shootBoard(page, 'circuit-racer');
    await context.close();
  }, 300_000);

  test('a whole AirCargo game: legs flown by clicking beacons and airports on the map', async () => {
    const context = await stack.context();
    const page = await stack.page(context);
    const id = await createFromHome(page, 'AirCargo');
    const token = await tokenOf(page, id);
    let mapClicks = 0;
    for (let clicks = 0; !(await isOver(page)); clicks++) {
      expect(clicks, 'the game ends within the click budget').toBeLessThan(MAX_CLICKS);
      const game = await gameJson(id, token);
      const legs = game.legalMoves.filter((m) => m.type === 'flyLeg');
      if (legs.length > 0) {
        // Fly towards the destination: the leg whose end is nearest to it, clicked on the map.
        const dest = game.view.airports.find((a: { destination: boolean }) => a.destination);
        const where = (to: string) =>
          [
            ...game.view.airports.map((a: { id: number }) => ({ ...a, key: String(a.id) })),
            ...game.view.beacons.map((b: { id: string }) => ({ ...b, key: b.id })),
          ].find((p) => p.key === String(to));
        const best = legs
          .map((m) => ({ m, p: where(m.to) }))
          .sort((a, b) => Math.hypot(a.p.x - dest.x, a.p.y - dest.y) - Math.hypot(b.p.x - dest.x, b.p.y - dest.y))[0]!;
        const label =
          typeof best.p.id === 'number'
            ? `fly to airport ${best.p.id} `
            : `fly a leg to beacon ${best.p.name} (${best.p.id})`;
        // A player clicks the place's mark (its box or triangle), not the middle of the mark and its name together,
        // which the label placement may set apart with open map between them.
        const place = page.locator(`svg [role=button][aria-label^="${label}"]`);
        await andWaitForNewVersion(page, () => place.locator('rect, polygon').first().click());
        mapClicks++;
        continue;
      }
      const moves = await movesOn(page);
      // Fly what is planned; plan with the dice before rerolling them; keep stamina for panics.
      const order = ['prepareFlight', 'planAirport', 'planCargo', 'plan', 'stamina', 'pray', 'panic', 'reroll', 'stop'];
      const choice = [...moves].sort(
        (a, b) => order.indexOf(String(a.body.type)) - order.indexOf(String(b.body.type)),
      )[0];
      expect(choice, 'a move to make').toBeDefined();
      await andWaitForNewVersion(page, () => page.locator('.moves button').nth(choice!.index).click());
    }
    expect(mapClicks).toBeGreaterThan(0);
    await shootBoard(page, 'aircargo');
    await context.close();
  }, 300_000);

  test("Coal n' Write: the sheet and the Boom Town cards, veins dug by clicking the sheet, other moves from the labelled list", async () => {
    const context = await stack.context();
    const page = await stack.page(context);
    await createFromHome(page, "Coal n' Write");
    let veinClicks = 0;
    for (let i = 0; i < 16 && !(await isOver(page)); i++) {
      const veins = page.locator('svg [role=button][aria-label^="dig the "]');
      if ((await veins.count()) > 0) {
        await andWaitForNewVersion(page, () => veins.first().click());
        veinClicks++;
        continue;
      }
      await andWaitForNewVersion(page, () => page.locator('.moves button').first().click());
    }
    expect(veinClicks).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('svg [role=list][aria-label="Boom Town cards"] [role=listitem]').count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.locator('svg [aria-label^="Borax vein"]').count()).toBe(1);
    await shootBoard(page, 'coal-n-write');
    await context.close();
  }, 120_000);
});

describe('two browsers, bots, replay', () => {
  test('Carbondale in two browser contexts: each sees only its own hand and the other move arrive live', async () => {
    const one = await stack.context();
    const two = await stack.context();
    const a = await stack.page(one);
    const b = await stack.page(two);
    const id = await createFromHome(a, 'Carbondale', ['me', 'open']);
    // The second browser takes the open seat from the lobby on its home page.
    await b.goto(`${stack.url}/`);
    await b
      .locator('li', { has: b.locator(`a[href="/games/${id}"]`) })
      .getByRole('button', { name: 'Join' })
      .click();
    await b.waitForURL(`${stack.url}/games/${id}`);
    await b.locator('.board-wrap svg').waitFor();
    await a.waitForFunction(() => document.querySelector('.board-wrap')?.getAttribute('data-status') === 'active');

    const hand = (page: Page, seat: number) => page.locator(`svg [aria-label$=", in player ${seat}'s hand"]`).count();
    expect(await hand(a, 2)).toBe(0);
    expect(await hand(b, 1)).toBe(0);
    await expect.poll(() => a.locator('svg [aria-label="player 2\'s hand, hidden"]').count()).toBe(1);

    for (let turn = 0; turn < 6; turn++) {
      const mover = (await a.locator('.moves button').count()) > 0 ? a : b;
      const watcher = mover === a ? b : a;
      const seen = await versionOf(watcher);
      await andWaitForNewVersion(mover, () => mover.locator('.moves button').first().click());
      // The other browser gets the move from the stream, without reloading.
      await waitForVersionAfter(watcher, seen);
      expect(await hand(watcher, mover === a ? 1 : 2)).toBe(0);
    }
    // Each browser draws exactly the hand the server holds for its seat (a hand may be empty after
    // a few plays: the random deal decides), and none of the other's.
    const served = async (page: Page, seat: number) => {
      const view = (await gameJson(id, await tokenOf(page, id))).view;
      return (view.players as { handCount: number }[])[seat - 1]!.handCount;
    };
    await expect.poll(async () => (await hand(a, 1)) === (await served(a, 1))).toBe(true);
    await expect.poll(async () => (await hand(b, 2)) === (await served(b, 2))).toBe(true);
    expect(await hand(a, 2)).toBe(0);
    expect(await hand(b, 1)).toBe(0);
    await shootBoard(a, 'carbondale');

    // A seat link hands seat 1 to a third browser.
    const token = await tokenOf(a, id);
    const three = await stack.context();
    const c = await stack.page(three);
    await c.goto(`${stack.url}/games/${id}#token=${encodeURIComponent(token)}`);
    await expect.poll(() => c.getByText('You play seat 1.').count()).toBe(1);
    expect(new URL(c.url()).hash).toBe('');
    await expect.poll(async () => (await hand(c, 1)) === (await served(a, 1))).toBe(true);
    await Promise.all([one.close(), two.close(), three.close()]);
  }, 180_000);

  test('Goldmine Rumbles with three bots plays to the end while a spectator watches', async () => {
    const context = await stack.context();
    const page = await stack.page(context);
    await createFromHome(page, 'Goldmine Rumbles', ['bot:default', 'bot:default', 'bot:default']);
    await page.waitForFunction(
      () => document.querySelector('.board-wrap')?.getAttribute('data-status') === 'over',
      undefined,
      { timeout: 120_000 },
    );
    await expect.poll(() => page.locator('table[aria-label=standings] tr').count()).toBe(3);
    expect(await page.getByText('Watching as a spectator.').count()).toBe(1);
    await shootBoard(page, 'goldmine-rumbles');
    await context.close();
  }, 180_000);

  test('the replay page steps through every version and verifies an honest export (✓) and a tampered one', async () => {
    expect(racerId, 'the Circuit Racer game above').not.toBe('');
    const context = await stack.context();
    const page = await stack.page(context);
    await page.goto(`${stack.url}/replay/${racerId}`);
    const label = page.locator('label[for=version]');
    await expect.poll(() => label.textContent()).toMatch(/^Version (\d+) of \1$/);
    const last = Number((await label.textContent())!.split(' of ')[1]);
    await page.locator('body').press('ArrowLeft');
    await expect.poll(() => label.textContent()).toBe(`Version ${last - 1} of ${last}`);
    await page.locator('body').press('Home');
    await expect.poll(() => label.textContent()).toBe(`Version 1 of ${last}`);
    await expect.poll(() => page.locator('svg title').first().textContent()).toContain('circuit 1 of 4, turn 1');
    await page.locator('#version').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => label.textContent()).toBe(`Version 2 of ${last}`);
    await page.locator('body').press('End');
    expect(await page.locator('ol.log li').count()).toBe(last);

    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByTestId('verdict').textContent(), { timeout: 30_000 }).toContain('✓ verified');
    // Who signed: this server, by the key it publishes at /.well-known/rolltape-keys.json.
    const { keys } = await (await fetch(`${stack.url}/.well-known/rolltape-keys.json`)).json();
    const signer = await page.getByTestId('signer').textContent();
    expect(signer).toContain(`Signed by ${new URL(stack.url).host}`);
    expect(signer).toContain(`key ${keys[0].kid}, the current key (signing since ${keys[0].notBefore.slice(0, 10)})`);

    // The same export with one die changed: the audit names the event.
    const exported = await (await fetch(`${stack.url}/v1/games/${racerId}/export`)).json();
    const rolls = exported.events.filter((e: { type: string }) => e.type === 'DiceRolled');
    const forged = rolls[Math.floor(rolls.length / 2)];
    forged.data.values[0] = (forged.data.values[0] % 6) + 1;
    const file = join(mkdtempSync(join(tmpdir(), 'rolltape-forged-')), 'forged.json');
    writeFileSync(file, JSON.stringify(exported));
    await page.locator('input[type=file]').setInputFiles(file);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => page.getByTestId('verdict').textContent(), { timeout: 30_000 })
      .toContain(`at event ${forged.seq}`);
    expect(await page.getByTestId('verdict').textContent()).toContain('✗');
    expect(await page.getByTestId('signer').textContent()).toBe(`Not signed by ${new URL(stack.url).host}`);
    // A dropped file is replayed here, with no server: its first version draws too.
    await page.locator('body').press('Home');
    await expect.poll(() => page.locator('svg title').first().textContent()).toContain('circuit 1 of 4, turn 1');

    // A file of another shape (GraphQL's typed export: events without type and data) is named as not an export.
    const typed = {
      ...exported,
      events: exported.events.map((e: { seq: number; type: string }) => ({ seq: e.seq, __typename: `${e.type}Event` })),
    };
    const typedFile = join(mkdtempSync(join(tmpdir(), 'rolltape-typed-')), 'typed.json');
    writeFileSync(typedFile, JSON.stringify(typed));
    await page.locator('input[type=file]').setInputFiles(typedFile);
    await expect
      .poll(() => page.locator('p.error').textContent())
      .toBe('typed.json: not a Rolltape export (format rolltape.export/1): events[0] has no `type`');

    // A running Carbondale game's export, as its seat gets it: the bot's hand is hidden, so the page
    // checks the file and says it cannot verify the rest yet, neither a ✓ nor a ✗.
    const created = await (
      await fetch(`${stack.url}/v1/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: 'carbondale', players: [{ name: 'Ada' }, { name: 'Bo', bot: 'default' }] }),
      })
    ).json();
    const running = await (
      await fetch(`${stack.url}/v1/games/${created.game.id}/export`, {
        headers: { authorization: `Bearer ${created.seats[0].token}` },
      })
    ).json();
    const firstHidden = running.events.find((e: { redacted: boolean }) => e.redacted).seq;
    const runningFile = join(mkdtempSync(join(tmpdir(), 'rolltape-running-')), 'running.json');
    writeFileSync(runningFile, JSON.stringify(running));
    await page.locator('input[type=file]').setInputFiles(runningFile);
    // Its board cannot be folded here past the first hidden event: said so, not a script's TypeError.
    await expect
      .poll(() => page.locator('p.error').textContent())
      .toBe(
        `Version ${running.events.length} cannot be drawn from this file: event ${firstHidden} is hidden from you until the game is over. ` +
          'Open the game by its id to see its board, or export it again once it is over.',
      );
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => page.getByTestId('verdict').textContent(), { timeout: 30_000 })
      .toMatch(
        new RegExp(
          `^Not verifiable in full yet, though nothing failed: .*\\b${firstHidden}\\b.* hidden from you until the game is over`,
        ),
      );
    expect(await page.getByTestId('signer').textContent()).toContain(`Signed by ${new URL(stack.url).host}`);

    // A running Circuit Racer game hides nothing, but its seed is kept back until it ends: every version
    // is drawn, and Verify says nothing failed without a ✓, its rolls not yet re-derived from the seed.
    const solo = await (
      await fetch(`${stack.url}/v1/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: 'circuit-racer', players: [{ name: 'Ada' }] }),
      })
    ).json();
    const soloExport = await (await fetch(`${stack.url}/v1/games/${solo.game.id}/export`)).json();
    expect(soloExport.status).toBe('active');
    const soloFile = join(mkdtempSync(join(tmpdir(), 'rolltape-running-')), 'solo.json');
    writeFileSync(soloFile, JSON.stringify(soloExport));
    await page.locator('input[type=file]').setInputFiles(soloFile);
    await expect.poll(() => page.locator('svg title').first().textContent()).toContain('circuit 1 of 4, turn 1');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => page.getByTestId('verdict').textContent(), { timeout: 30_000 })
      .toBe(
        'Not verifiable in full yet, though nothing failed: the game is still running; its seed is revealed when it ends',
      );
    await context.close();
  }, 180_000);
});

describe('docs offline', () => {
  test('/docs renders the API reference with the network cut', async () => {
    const context = await stack.context();
    const page = await stack.page(context);
    await page.goto(`${stack.url}/docs`);
    await expect
      .poll(() => page.locator('body').innerText(), { timeout: 30_000 })
      .toMatch(/Rolltape[\s\S]*The games this server hosts/);
    await context.close();
  }, 60_000);

  test('/graphql opens GraphiQL with the network cut', async () => {
    const context = await stack.context();
    const page = await stack.page(context);
    await page.goto(`${stack.url}/graphql`);
    await page.locator('.graphiql-container').first().waitFor({ timeout: 30_000 });
    // The editor opens on the starter query.
    await expect
      .poll(() => page.locator('.graphiql-container').first().innerText(), { timeout: 30_000 })
      .toMatch(/rules/);
    await context.close();
  }, 60_000);
});
