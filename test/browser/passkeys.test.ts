/**
 * Passkeys in the web client (issue 31), in chromium with a virtual authenticator (CDP WebAuthn
 * domain: ctap2, internal transport, resident keys, user verification): a guest signs up with a
 * passkey, creates a game as their player, and "Your games" shows it with "Your turn"; a second
 * browser ("another device", holding the same credential, as a synced passkey would) signs in with
 * no handle, sees the same games and plays its seat with the player's token; signing out revokes it.
 * On the tokens page (`/tokens`) a player makes a personal token, uses it and revokes it, signs out
 * and in again; a handle taken is refused in the server's words. The pages are shot at 390 and 1,280 px. The server is reached as `localhost`: WebAuthn refuses an IP
 * address as the relying party's id.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { seriousViolations } from './axe.js';
import { createFromHome, SCREENS, useStack, type Stack } from './harness.js';

const SHOTS = resolve(import.meta.dirname, '../../dist/screenshots');

const stack = useStack();
let local: Stack;
beforeAll(async () => {
  local = { ...stack, url: stack.url.replace('127.0.0.1', 'localhost') };
  mkdirSync(SHOTS, { recursive: true });
}, 60_000);

interface Device {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly cdp: CDPSession;
  readonly authenticatorId: string;
}

/** A browser with its own storage and a platform authenticator of its own (touch ID, Windows Hello…). */
async function device(width: number, height: number): Promise<Device> {
  const context = await stack.context({ width, height });
  const page = await stack.page(context);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page, cdp, authenticatorId };
}

/** A screenshot to look at (dist/screenshots), and axe-core's check of the page as it stands. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: resolve(SHOTS, `${name}-${page.viewportSize()!.width}.png`) });
  expect(await seriousViolations(page)).toEqual([]);
}

test('sign up with a passkey, play as the player, and find the games again on another device', async () => {
  const laptop = await device(SCREENS[1]!.width, SCREENS[1]!.height);
  const { page } = laptop;
  await page.goto(`${local.url}/`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('New here? Choose a handle').fill('Grace');
  await shoot(page, 'sign-in-panel');
  await page.getByRole('button', { name: 'Create with a passkey' }).click();
  await expect.poll(() => page.getByTestId('signed-in').textContent()).toBe('Signed in as Grace');
  const credentials = (await laptop.cdp.send('WebAuthn.getCredentials', { authenticatorId: laptop.authenticatorId }))
    .credentials;
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  // A new game as the player: seat 1 is bound to Grace.
  const id = await createFromHome(local, page, 'Circuit Racer', ['me']);
  await expect.poll(() => page.locator('.side').textContent()).toContain('You play seat 1');
  await page.getByRole('link', { name: 'Rolltape' }).click();
  const mine = page.locator(`.my-game[data-game="${id}"]`);
  await mine.waitFor();
  expect(await mine.getAttribute('class')).toContain('your-turn');
  expect(await mine.textContent()).toContain('Your turn');
  await shoot(page, 'your-games');

  // Another device: the same credential (as a synced passkey arrives), no handle asked, the same games.
  const phone = await device(SCREENS[0]!.width, SCREENS[0]!.height);
  await phone.cdp.send('WebAuthn.addCredential', {
    authenticatorId: phone.authenticatorId,
    credential: credentials[0]!,
  });
  await phone.page.goto(`${local.url}/`);
  await phone.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await shoot(phone.page, 'sign-in-panel');
  await phone.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect.poll(() => phone.page.getByTestId('signed-in').textContent()).toBe('Signed in as Grace');
  const there = phone.page.locator(`.my-game[data-game="${id}"]`);
  await there.waitFor();
  expect(await there.textContent()).toContain('Your turn');
  await shoot(phone.page, 'your-games');
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The phone holds no seat token: the player's token plays the seat, and no seat link gives it away.
  await there.getByRole('link').click();
  await expect.poll(() => phone.page.locator('.side').textContent()).toContain('You play seat 1');
  expect(await phone.page.locator('.moves button').count()).toBeGreaterThan(0);
  expect(await phone.page.getByRole('link', { name: /Seat \d link/ }).count()).toBe(0);
  const token = await phone.page.evaluate(
    () => (JSON.parse(localStorage.getItem('rolltape.player')!) as { token: string }).token,
  );

  // Signing out forgets the token here and revokes it on the server.
  await phone.page.getByRole('button', { name: 'Sign out' }).click();
  await phone.page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  const me = await fetch(`${stack.url}/v1/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(me.status).toBe(401);
  // The laptop is still signed in, with its own token.
  await page.reload();
  await page.locator(`.my-game[data-game="${id}"]`).waitFor();
  await laptop.context.close();
  await phone.context.close();
});

test.each(SCREENS.map((s) => [s.width, s] as const))(
  'at %i px: "Your games" empty, a personal token made, used and revoked, a taken handle refused in words, sign out and in',
  async (width, screen) => {
    const laptop = await device(screen.width, screen.height);
    const { page } = laptop;
    const handle = `Tokens${width}`;
    await page.goto(`${local.url}/`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('New here? Choose a handle').fill(handle);
    await page.getByRole('button', { name: 'Create with a passkey' }).click();
    await expect.poll(() => page.getByTestId('signed-in').textContent()).toBe(`Signed in as ${handle}`);
    await page.getByText('No games yet: start one below, or join an open game.').waitFor();
    await shoot(page, 'your-games-empty');

    await page.getByRole('link', { name: 'Your personal tokens' }).click();
    expect(new URL(page.url()).pathname).toBe('/tokens');
    // The sign-up's own token, listed, is this browser's: Sign out revokes it, not a button here.
    const rows = page.locator('.token-list li');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('this browser');
    await page.getByLabel('Name (what it is for)').fill('dashboard');
    await page.getByRole('button', { name: 'Make token' }).click();
    const secret = (await page.getByTestId('new-token').textContent())!;
    expect(secret).toMatch(/^rtp_/);
    await expect.poll(() => rows.count()).toBe(2);
    await shoot(page, 'tokens');
    const me = await fetch(`${stack.url}/v1/me`, { headers: { authorization: `Bearer ${secret}` } });
    expect(await me.json()).toMatchObject({ player: { handle }, token: { name: 'dashboard', scopes: ['read'] } });

    await page.getByRole('button', { name: 'Revoke dashboard' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.getByTestId('new-token').count()).toBe(0);
    expect((await fetch(`${stack.url}/v1/me`, { headers: { authorization: `Bearer ${secret}` } })).status).toBe(401);

    // Signed out, the page says what to do; a second sign-up under the handle is refused in the server's words.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('Sign in (at the top of the page) to see and make your tokens.').waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByLabel('New here? Choose a handle').fill(handle);
    await page.getByRole('button', { name: 'Create with a passkey' }).click();
    const refusal = page.locator('.account-panel').getByRole('alert');
    await expect
      .poll(() => refusal.textContent())
      .toBe(`The handle "${handle}" is taken (by it or by one that looks like it).`);
    // Chromium logs the refused options' 409 as a console error: the expected answer, not a fault of the page.
    expect(stack.errors.splice(0).filter((e) => !e.includes('status of 409'))).toEqual([]);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect.poll(() => page.getByTestId('signed-in').textContent()).toBe(`Signed in as ${handle}`);
    await expect.poll(() => rows.count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await laptop.context.close();
  },
);

test('a guest sees no "Your games" and plays exactly as before', async () => {
  const guest = await device(SCREENS[1]!.width, SCREENS[1]!.height);
  const id = await createFromHome(local, guest.page, 'Circuit Racer', ['me']);
  expect(await guest.page.evaluate((g) => localStorage.getItem(`rolltape.seats.${g}`), id)).toMatch(/"1":"rt_/);
  await guest.page.getByRole('link', { name: 'Rolltape' }).click();
  await guest.page.getByRole('heading', { name: 'Games', exact: true }).waitFor();
  expect(await guest.page.getByRole('heading', { name: 'Your games' }).count()).toBe(0);
  await guest.context.close();
});
